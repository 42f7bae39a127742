/**
 * `npm run bench:recommender:oracle` (issue 12, item 7): the engine's days against the exact optimum of the same
 * objective, solved by HiGHS (scripts/bench/dayOracle.ts), outside the request path.
 *
 * Inputs: the households of the quality bench (scripts/bench/recommenderInputs.ts: the default sample profile, a
 * 2- and a 4-member household, 10 generated households of 1..4 members; seeded nl catalogue), default settings,
 * seed BENCH_SEED (1). The engine plans the week with `planWeek`; BENCH_ORACLE_DAYS (2) days per household are
 * drawn (seeded) and each is solved exactly:
 * - the same candidates: for every free division of the day, every candidate of the engine's pool (its hard rules:
 *   diet, allergens, restrictions, meal type; alcohol never with a minor); the fixed divisions as the engine ate them;
 * - the same servings: each member's portion continuous in the engine's bounds (default [0.5, 2] servings);
 * - one recipe per division, never the same recipe twice a day (the week's variety rules do not apply to one day);
 * - the objective the quality bench reports for the engine (`measurePlan`): per member 4 day terms (|relative
 *   deviation| of energy, protein, carbohydrate, fat) + one term per meal (its energy vs its share), mean over members.
 * BENCH_ORACLE_TOP=K (default: all) keeps only the best K candidates of each division by the engine's own pool
 * ranking (energy-feasible first, then static heuristic score), plus the engine's own pick, when the full pools are
 * too big for the time limit. HiGHS starts from the engine's day (a MIP start), so the oracle is never worse than it;
 * BENCH_ORACLE_SECONDS (30) is the time limit per day.
 * BENCH_SETTINGS=no-side: as the quality bench, the day heuristics of salt, fibre and sugar at 0.
 * BENCH_INPUTS=<file.json> reads cached inputs (as the quality bench; write them with BENCH_WRITE_INPUTS).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import loadHighs from 'highs';
import { planWeek } from '../../src/recommender';
import { mulberry32 } from '../../src/recommender/rng';
import { setupEngine } from '../../src/recommender/setup';
import { ADULT_AGE, isAlcoholic } from '../../src/recommender/slots';
import { dayObjective, solveDay, type DayChoice, type DayDivision, type DayMember, type DayProblem } from './dayOracle';
import { loadBenchInputs, type BenchHousehold } from './recommenderInputs';
import { benchInput, measurePlan } from './recommenderQuality';

const SEED = Number(process.env.BENCH_SEED ?? 1);
const DAYS = Number(process.env.BENCH_ORACLE_DAYS ?? 2);
const SECONDS = Number(process.env.BENCH_ORACLE_SECONDS ?? 30);
const TOP = process.env.BENCH_ORACLE_TOP ? Number(process.env.BENCH_ORACLE_TOP) : Infinity;

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN;
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.max(0, Math.ceil(q * a.length) - 1))];
};
const f4 = (x: number) => x.toFixed(4);

interface DayRow {
  household: string;
  day: string;
  engine: number;
  optimum: number;
  bound: number;
  status: string;
  seconds: number;
  candidates: number;
  fullCandidates: number;
  columns: number;
  rows: number;
}

/** The day's exact problem on the engine's candidates, and the engine's own day in it. */
function dayProblem(h: BenchHousehold, plan: ReturnType<typeof planWeek>, day: number) {
  const input = benchInput(h.input, SEED);
  const engine = setupEngine(input);
  const date = engine.days[day].date;
  const hasMinor = input.members.some((m) => m.ageYears < ADULT_AGE);
  const meals = engine.meals;
  const scaled = plan.mealPlans.filter((m) => m.date === date).flatMap((m) => m.scaledRecipes);
  const eaten = (slot: number) =>
    scaled.find((s) => s.mealOfDayDivision.idMealOfDayDivision === engine.pools[slot].division.idMealOfDayDivision);
  const members: DayMember[] = engine.needs.map((need) => {
    const fixedN = [0, 0, 0, 0, 0, 0, 0];
    const fixedMeals = meals.map(() => 0);
    engine.pools.forEach((pool, slot) => {
      const s = eaten(slot);
      if (!pool.fixed || !s) return;
      const n =
        engine.preparedById.get(s.recipe.idRecipe)?.recipe.nutritionPerServing ?? pool.entryAt(0).p.recipe.nutritionPerServing;
      const q = s.householdServings.find((x) => x.user === need.user)?.portionInServings ?? 0;
      [n.energyKcal, n.protein, n.carbohydrate, n.fat, n.fiber, n.salt, n.sugar].forEach((v, j) => {
        fixedN[j] += v * q;
      });
      fixedMeals[meals.indexOf(pool.division.mealOfDay)] += n.energyKcal * q;
    });
    const nn = need.nutrientNeeds;
    return {
      targets: [nn.KCAL.target, nn.PROTEIN.target, nn.CARB.target, nn.FAT.target],
      meals: meals.map((m) => need.mealsKcalNeed[m] ?? 0),
      fixed: { n: fixedN, meals: fixedMeals },
    };
  });
  const divisions: DayDivision[] = [];
  const engineOptions: number[] = [];
  const enginePortions: number[][] = [];
  let full = 0;
  engine.pools.forEach((pool, slot) => {
    if (pool.fixed) return;
    const s = eaten(slot);
    const ranks: number[] = [];
    for (let r = 0; r < pool.size; r += 1) if (!(hasMinor && isAlcoholic(pool.recipeAt(r)))) ranks.push(r);
    full += ranks.length;
    const kept = ranks.slice(0, Math.min(ranks.length, TOP));
    const own = s ? pool.rankOf(s.recipe.idRecipe) : -1;
    if (own >= 0 && !kept.includes(own)) kept.push(own);
    const options = kept.map((r) => {
      const p = pool.recipeAt(r);
      const n = p.recipe.nutritionPerServing;
      return { id: p.recipe.idRecipe, n: [n.energyKcal, n.protein, n.carbohydrate, n.fat, n.fiber, n.salt, n.sugar] };
    });
    divisions.push({ meal: meals.indexOf(pool.division.mealOfDay), options });
    engineOptions.push(s ? kept.indexOf(own) : -1);
    enginePortions.push(
      engine.needs.map((need) => s?.householdServings.find((x) => x.user === need.user)?.portionInServings ?? 0),
    );
  });
  const problem: DayProblem = { divisions, members, bounds: engine.bounds };
  const choice: DayChoice = { options: engineOptions, portions: enginePortions };
  return { problem, choice, full, date: engine.days[day].dayOfWeek };
}

async function main() {
  const households: BenchHousehold[] = process.env.BENCH_INPUTS
    ? JSON.parse(readFileSync(process.env.BENCH_INPUTS, 'utf8'))
    : await loadBenchInputs(10);
  if (process.env.BENCH_WRITE_INPUTS) writeFileSync(process.env.BENCH_WRITE_INPUTS, JSON.stringify(households));
  const highs = await loadHighs();
  const rows: DayRow[] = [];
  let worstCheck = 0;
  for (const [hIndex, h] of households.entries()) {
    const input = benchInput(h.input, SEED);
    const plan = planWeek(input);
    const measured = measurePlan(input, plan).objective;
    const rng = mulberry32(7001 + hIndex);
    const days: number[] = [];
    while (days.length < Math.min(DAYS, measured.length)) {
      const d = Math.floor(rng() * measured.length);
      if (!days.includes(d)) days.push(d);
    }
    for (const day of days.sort((a, b) => a - b)) {
      const { problem, choice, full, date } = dayProblem(h, plan, day);
      const engineValue = dayObjective(problem, choice);
      // The model's objective of the engine's day must be the quality bench's figure for that day.
      worstCheck = Math.max(worstCheck, Math.abs(engineValue - measured[day]));
      const res = solveDay(highs, problem, { timeLimit: SECONDS, start: choice });
      const row: DayRow = {
        household: h.name,
        day: date,
        engine: measured[day],
        optimum: Math.min(res.value, engineValue),
        bound: Math.max(0, res.bound),
        status: res.status,
        seconds: res.seconds,
        candidates: problem.divisions.reduce((a, d) => a + d.options.length, 0),
        fullCandidates: full,
        columns: res.size.binaries + res.size.continuous,
        rows: res.size.rows,
      };
      rows.push(row);
      console.error(
        `${row.household} ${row.day}: engine ${f4(row.engine)} optimum ${f4(row.optimum)} bound ${f4(row.bound)} ${row.status} ${row.seconds.toFixed(1)} s, ${row.candidates}/${row.fullCandidates} candidates, ${row.columns} columns x ${row.rows} rows`,
      );
    }
  }
  const engine = rows.map((r) => r.engine);
  const optimum = rows.map((r) => r.optimum);
  const gap = rows.map((r) => r.engine - r.optimum);
  const mipGap = rows.map((r) => r.optimum - r.bound);
  const statuses = new Map<string, number>();
  for (const r of rows) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  console.log('| household | day | engine | optimum (HiGHS) | lower bound | status, time | candidates (of all) |');
  console.log('|---|---|--:|--:|--:|---|--:|');
  for (const r of rows)
    console.log(
      `| ${r.household} | ${r.day} | ${f4(r.engine)} | ${f4(r.optimum)} | ${f4(r.bound)} | ${r.status}, ${r.seconds.toFixed(1)} s | ${r.candidates} (${r.fullCandidates}) |`,
    );
  console.log('\n| measure | result |\n|---|---|');
  const line = (k: string, v: string) => console.log(`| ${k} | ${v} |`);
  line(
    'sampled days',
    `${rows.length} (${DAYS} per household x ${households.length} households, seed ${SEED}${process.env.BENCH_SETTINGS === 'no-side' ? ', BENCH_SETTINGS=no-side' : ', default settings'})`,
  );
  line('engine objective per day', `median ${f4(quantile(engine, 0.5))}, p95 ${f4(quantile(engine, 0.95))}`);
  line('optimum per day (HiGHS)', `median ${f4(quantile(optimum, 0.5))}, p95 ${f4(quantile(optimum, 0.95))}`);
  line('gap engine - optimum', `median ${f4(quantile(gap, 0.5))}, p95 ${f4(quantile(gap, 0.95))}, max ${f4(Math.max(...gap))}`);
  line(
    'solver',
    `time limit ${SECONDS} s per day; ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}; MIP gap reached (best - lower bound) median ${f4(quantile(mipGap, 0.5))}, max ${f4(Math.max(...mipGap))}; time median ${quantile(
      rows.map((r) => r.seconds),
      0.5,
    ).toFixed(1)} s`,
  );
  line(
    'model size per day',
    `candidates median ${quantile(
      rows.map((r) => r.candidates),
      0.5,
    )} (of ${quantile(
      rows.map((r) => r.fullCandidates),
      0.5,
    )} in the pools${TOP < Infinity ? `; top ${TOP} per division + the engine's pick` : ''}), columns median ${quantile(
      rows.map((r) => r.columns),
      0.5,
    )}, rows ${quantile(
      rows.map((r) => r.rows),
      0.5,
    )}`,
  );
  line('check: model objective of the engine day vs the quality bench', `largest difference ${worstCheck.toExponential(1)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
