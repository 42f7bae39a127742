/**
 * `npm run bench:recommender:oracle` (issue 12, item 7): the engine's days against the exact optimum of the same
 * problem on served portions, solved by HiGHS (scripts/bench/dayOracle.ts), outside the request path. The issue's
 * goal: the engine's objective per day within 1.5x of that optimum on sampled days.
 *
 * Inputs: the households of the quality bench (scripts/bench/recommenderInputs.ts: the default sample profile, a
 * 2- and a 4-member household, 10 generated households of 1..4 members; seeded nl catalogue), default settings,
 * seed BENCH_SEED (1). The engine plans the week with `planWeek`; BENCH_ORACLE_DAYS (2) days per household are
 * drawn (seeded) and each is solved exactly:
 * - the same candidates: for every free division of the day, every candidate of the engine's pool (its hard rules:
 *   diet, allergens, restrictions, meal type, the division's meal role: no confectionery or alcohol unless the
 *   settings allow them, alcohol never with a minor); the fixed divisions as the engine ate them;
 * - the same servings: each member's portion whole steps of the engine's bounds (`engine.bounds`: [0.5, 2] servings
 *   in steps of the meal rules' portion step, a quarter by default; each member's own maximum, `engine.memberMax`,
 *   up to 3 servings for a need above 2,000 kcal) and each recipe's own least and most (`PreparedRecipe.minServings`
 *   and `maxServings`: fruit 80 to 200 g, vegetable sides from 150 g, meat alone at most 150 g ...), an integer
 *   number of steps per member;
 *   BENCH_ORACLE_STEP=<servings> replaces the step (0: continuous portions, the former problem);
 * - one recipe per division, never the same recipe twice a day (the week's variety rules do not apply to one day);
 * - the objective the quality bench reports for the engine (`measurePlan`): per member 4 day terms (|relative
 *   deviation| of energy, protein, carbohydrate, fat) + one term per meal (its energy vs its share), mean over members.
 * BENCH_ORACLE_TOP=K (default: all) keeps only the best K candidates of each division by the engine's own pool
 * ranking (energy-feasible first, then static heuristic score), plus the engine's own pick, when the full pools are
 * too big for the time limit. First the engine's own recipes are given their best portions on the grid (the same
 * model with one option per division, solved exactly: what the engine's portions lose on its own recipes); HiGHS
 * then starts from the better of that day and the engine's (a MIP start), so the oracle is never worse than either;
 * BENCH_ORACLE_SECONDS (30) is the time limit per solve.
 * Reported per day: the engine's objective, the oracle's (the optimum when HiGHS proved it over the whole pools,
 * status Optimal without BENCH_ORACLE_TOP; at the time limit, or optimal over the top K only, the best day found, an
 * upper bound of the optimum, so the ratio engine / oracle is then a lower bound of the true ratio, printed ">= x"), the ratio and HiGHS's status; then the median and p95 of the
 * ratio, the share of days within 1.5x and the status counts.
 * The dish caps (salt per dish, sugar per snack: soft penalties in the engine) and the energy-first term are the
 * engine's own and are not in this objective, as they are not in the quality bench's.
 * BENCH_SETTINGS=no-side: as the quality bench, the day heuristics of salt, fibre and sugar at 0.
 * BENCH_INPUTS=<file.json> reads cached inputs (as the quality bench; write them with BENCH_WRITE_INPUTS);
 * BENCH_INPUTS_CACHE=<file.json> as loadBenchInputs (recommenderInputs.ts).
 */
import { writeFileSync } from 'node:fs';
import loadHighs from 'highs';
import { planWeek } from '../../src/recommender';
import { mulberry32 } from '../../src/recommender/rng';
import { setupEngine } from '../../src/recommender/setup';
import {
  dayObjective,
  portionStep,
  solveDay,
  type DayChoice,
  type DayDivision,
  type DayMember,
  type DayProblem,
} from './dayOracle';
import { loadBenchInputs, readBenchInputs, type BenchHousehold } from './recommenderInputs';
import { benchInput, measurePlan } from './recommenderQuality';

const SEED = Number(process.env.BENCH_SEED ?? 1);
const DAYS = Number(process.env.BENCH_ORACLE_DAYS ?? 2);
const SECONDS = Number(process.env.BENCH_ORACLE_SECONDS ?? 30);
const TOP = process.env.BENCH_ORACLE_TOP ? Number(process.env.BENCH_ORACLE_TOP) : Infinity;
/** The oracle's portion step; absent: the engine's (`engine.bounds.step`). */
const STEP = process.env.BENCH_ORACLE_STEP ? Number(process.env.BENCH_ORACLE_STEP) : undefined;
/** The issue's goal: the engine's day objective within this factor of the optimum. */
const GOAL = 1.5;

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN;
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.max(0, Math.ceil(q * a.length) - 1))];
};
const f4 = (x: number) => x.toFixed(4);
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : 'inf');
/** engine / oracle; two zero days are equal (1). */
const ratioOf = (engine: number, oracle: number) => (oracle > 1e-12 ? engine / oracle : engine > 1e-12 ? Infinity : 1);

interface DayRow {
  household: string;
  day: string;
  engine: number;
  /** The engine's recipes at their best portions (exact when `ownOptimal`). */
  ownPortions: number;
  ownOptimal: boolean;
  /** The best day HiGHS found (the optimum when `optimal`). */
  optimum: number;
  bound: number;
  status: string;
  optimal: boolean;
  ratio: number;
  /** Whether the engine's day was a feasible start (its portions on the oracle's grid). */
  startable: boolean;
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
    // The pool already applies every hard rule, the meal role included (no alcohol with a minor).
    const ranks = Array.from({ length: pool.size }, (_, r) => r);
    full += ranks.length;
    const kept = ranks.slice(0, Math.min(ranks.length, TOP));
    const own = s ? pool.rankOf(s.recipe.idRecipe) : -1;
    if (own >= 0 && !kept.includes(own)) kept.push(own);
    const options = kept.map((r) => {
      const p = pool.recipeAt(r);
      const n = p.recipe.nutritionPerServing;
      return {
        id: p.recipe.idRecipe,
        n: [n.energyKcal, n.protein, n.carbohydrate, n.fat, n.fiber, n.salt, n.sugar],
        min: p.minServings,
        max: p.maxServings,
      };
    });
    divisions.push({ meal: meals.indexOf(pool.division.mealOfDay), options });
    engineOptions.push(s ? kept.indexOf(own) : -1);
    enginePortions.push(
      engine.needs.map((need) => s?.householdServings.find((x) => x.user === need.user)?.portionInServings ?? 0),
    );
  });
  const bounds = {
    min: engine.bounds.min,
    max: engine.bounds.max,
    step: STEP ?? engine.bounds.step,
    memberMax: engine.memberMax,
  };
  const problem: DayProblem = { divisions, members, bounds };
  const choice: DayChoice = { options: engineOptions, portions: enginePortions };
  return { problem, choice, full, date: engine.days[day].dayOfWeek };
}

async function main() {
  const households: BenchHousehold[] = process.env.BENCH_INPUTS
    ? readBenchInputs(process.env.BENCH_INPUTS)
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
      // The engine's day is a start only when its portions are on the oracle's grid (so with the default bounds and
      // step; the engine clamps to the bounds after rounding, so a min off the grid, e.g. 0.5 at step 1, is not).
      const step = portionStep(problem);
      const startable =
        step === 0 ||
        choice.portions.every((row, s) =>
          row.every((q) => choice.options[s] < 0 || Math.abs(q / step - Math.round(q / step)) < 1e-6),
        );
      // The engine's recipes at their best portions on the grid (a small model, solved exactly): what the engine's
      // portions lose against the same recipes; that day (or the engine's own, when better) is HiGHS's start.
      const own = solveDay(
        highs,
        {
          ...problem,
          divisions: problem.divisions.map((d, s) => ({
            ...d,
            options: choice.options[s] < 0 ? [] : [d.options[choice.options[s]]],
          })),
        },
        { timeLimit: SECONDS },
      );
      const ownChoice: DayChoice = { options: choice.options, portions: own.choice.portions };
      const start = startable && engineValue <= own.value ? choice : ownChoice;
      const res = solveDay(highs, problem, { timeLimit: SECONDS, start });
      const optimum = Math.min(res.value, own.value, startable ? engineValue : Infinity);
      const row: DayRow = {
        household: h.name,
        day: date,
        engine: measured[day],
        ownPortions: own.value,
        ownOptimal: own.optimal,
        optimum,
        bound: Math.max(0, res.bound),
        status: res.status,
        optimal: res.optimal,
        ratio: ratioOf(measured[day], optimum),
        startable,
        seconds: res.seconds,
        candidates: problem.divisions.reduce((a, d) => a + d.options.length, 0),
        fullCandidates: full,
        columns: res.size.binaries + res.size.integers + res.size.continuous,
        rows: res.size.rows,
      };
      rows.push(row);
      console.error(
        `${row.household} ${row.day}: engine ${f4(row.engine)} (its recipes at best portions ${f4(row.ownPortions)}${row.ownOptimal ? '' : ' not proven'}) oracle ${f4(row.optimum)} ratio ${f2(row.ratio)} bound ${f4(row.bound)} ${row.status} ${row.seconds.toFixed(1)} s, ${row.candidates}/${row.fullCandidates} candidates, ${row.columns} columns x ${row.rows} rows${row.startable ? '' : ', engine day off the grid (no start)'}`,
      );
    }
  }
  const engine = rows.map((r) => r.engine);
  const optimum = rows.map((r) => r.optimum);
  const ratio = rows.map((r) => r.ratio);
  const mipGap = rows.map((r) => r.optimum - r.bound);
  // HiGHS's optimum and lower bound are of the candidates kept: with BENCH_ORACLE_TOP the whole pools' optimum
  // may be lower still, so nothing is proven about it (the ratio is a lower bound of the true one).
  const proven = (r: DayRow) => r.optimal && TOP === Infinity;
  const kept = TOP < Infinity ? `, top ${TOP}` : '';
  const statuses = new Map<string, number>();
  for (const r of rows) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const stepShown = STEP ?? "the engine's";
  console.log(
    `| household | day | engine | engine's recipes, best portions | oracle (HiGHS${kept}) | engine / oracle | HiGHS status, time | lower bound${TOP < Infinity ? ` (top ${TOP})` : ''} | candidates (of all) |`,
  );
  console.log('|---|---|--:|--:|--:|--:|---|--:|--:|');
  for (const r of rows)
    console.log(
      `| ${r.household} | ${r.day} | ${f4(r.engine)} | ${f4(r.ownPortions)}${r.ownOptimal ? '' : ' (not proven)'} | ${f4(r.optimum)}${proven(r) ? '' : r.optimal ? ` (optimum of the top ${TOP})` : ' (best found)'} | ${proven(r) ? '' : '>= '}${f2(r.ratio)} | ${r.status}, ${r.seconds.toFixed(1)} s | ${f4(r.bound)} | ${r.candidates} (${r.fullCandidates}) |`,
    );
  console.log('\n| measure | result |\n|---|---|');
  const line = (k: string, v: string) => console.log(`| ${k} | ${v} |`);
  const pct = (n: number) => `${((100 * n) / Math.max(1, rows.length)).toFixed(0)} %`;
  const within = rows.filter((r) => r.ratio <= GOAL + 1e-12).length;
  const provenWithin =
    TOP < Infinity ? 0 : rows.filter((r) => (r.optimal ? r.ratio <= GOAL + 1e-12 : r.engine <= GOAL * r.bound + 1e-12)).length;
  line(
    'sampled days',
    `${rows.length} (${DAYS} per household x ${households.length} households, seed ${SEED}${process.env.BENCH_SETTINGS === 'no-side' ? ', BENCH_SETTINGS=no-side' : ', default settings'}; portion step ${stepShown === 0 ? '0 (continuous)' : stepShown})`,
  );
  line('engine objective per day', `median ${f4(quantile(engine, 0.5))}, p95 ${f4(quantile(engine, 0.95))}`);
  line(
    "the engine's recipes at their best portions",
    `median ${f4(
      quantile(
        rows.map((r) => r.ownPortions),
        0.5,
      ),
    )}, p95 ${f4(
      quantile(
        rows.map((r) => r.ownPortions),
        0.95,
      ),
    )}; ratio engine / that: median ${f2(
      quantile(
        rows.map((r) => ratioOf(r.engine, r.ownPortions)),
        0.5,
      ),
    )}, p95 ${f2(
      quantile(
        rows.map((r) => ratioOf(r.engine, r.ownPortions)),
        0.95,
      ),
    )}${rows.every((r) => r.ownOptimal) ? '' : ` (${rows.filter((r) => !r.ownOptimal).length} not proven)`}`,
  );
  line('oracle objective per day (HiGHS)', `median ${f4(quantile(optimum, 0.5))}, p95 ${f4(quantile(optimum, 0.95))}`);
  line(
    'ratio engine / oracle',
    `median ${f2(quantile(ratio, 0.5))}, p95 ${f2(quantile(ratio, 0.95))}, max ${f2(Math.max(...ratio))}`,
  );
  line(
    `days within ${GOAL}x of the oracle`,
    `${within} of ${rows.length} (${pct(within)}); proven (optimal, or engine <= ${GOAL} x HiGHS's lower bound, over the whole pools) ${provenWithin}`,
  );
  line(
    'HiGHS status',
    `${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')} (time limit ${SECONDS} s per day; at the time limit${TOP < Infinity ? ', or optimal over the top candidates only,' : ''} the oracle is the best day found, an upper bound of the optimum, and the ratio a lower bound of the true ratio)`,
  );
  line(
    'solver',
    `MIP gap reached (best - lower bound) median ${f4(quantile(mipGap, 0.5))}, max ${f4(Math.max(...mipGap))}; time median ${quantile(
      rows.map((r) => r.seconds),
      0.5,
    ).toFixed(
      1,
    )} s${rows.some((r) => !r.startable) ? `; ${rows.filter((r) => !r.startable).length} engine days off the grid (no start)` : ''}`,
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
