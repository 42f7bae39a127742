/**
 * `npm run bench:recommender:quality`: the engine's plan quality and latency on real inputs, calling `planWeek`
 * directly (no HTTP, no worker pool): the default sample profile, a 2- and a 4-member household and 10 generated
 * households of 1..4 members (scripts/bench/recommenderInputs.ts), BENCH_SEEDS seeds each (default 5), default settings.
 *
 * What each figure measures:
 * - Objective per day: the documented objective of ../shared/design/RECOMMENDER.md per member and day: 4 day terms
 *   (|relative deviation| of energy, protein, carbohydrate, fat from the member's targets) + one term per meal
 *   (|relative deviation| of the meal's energy from its share); mean over members; median / p95 over all days.
 *   Energy = the recipes' stored (SR) kcal; macros in grams against gram targets.
 * - Day energy / macro deviation: |relative deviation| per member and day (macros pooled: protein, carbohydrate, fat).
 * - Variety: most uses of one recipe in a week, recipes used > 2 times a week, recipes twice in a day, distinct
 *   recipes per week, consecutive days whose main dishes share a dish family (see src/recommender/variety.ts).
 * - Latency: wall and CPU time of `planWeek` per plan (setup included), p50 / p95 by household size (CPU time is
 *   the steadier figure on a shared machine).
 * BENCH_SETTINGS=no-side: the day heuristics SODIUM_LIMIT, FIBER_MINIMUM, FREE_SUGAR_LIMIT at 0 (the documented objective only).
 * BENCH_INPUTS=<file.json> reads cached inputs (written with BENCH_WRITE_INPUTS=<file.json>) instead of seeding.
 */
import { writeFileSync } from 'node:fs';
import { MEALS_OF_DAY } from '../../src/domain';
import { planWeek, type PlanInput, type WeekPlan } from '../../src/recommender';
import { seasonOf } from '../../src/recommender/calendar';
import { freeSugarPerServing } from '../../src/recommender/dayHeuristics';
import { setupEngine } from '../../src/recommender/setup';
import { ADULT_AGE, slotMisfits } from '../../src/recommender/slots';
import { loadBenchInputs, readBenchInputs, type BenchHousehold } from './recommenderInputs';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 5);
export const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN;
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.max(0, Math.ceil(q * a.length) - 1))];
};
const pct = (x: number, d = 2) => `${(x * 100).toFixed(d)} %`;

export interface PlanMetrics {
  objective: number[];
  energy: number[];
  macros: number[];
  maxUses: number;
  overTwice: number;
  twiceADay: number;
  distinct: number;
  familyRepeats: number;
  salt: number[];
  fibre: number[];
  sugarShare: number[];
  /** Per member and day: free sugar (dayHeuristics.ts: all but whole fruit) as a share of energy, and the fibre need. */
  freeSugarShare: number[];
  fibreNeed: number[];
  fishDays: number;
  whiteMeatDays: number;
  slots: number;
  fitting: number;
  snackSlots: number;
  snackFitting: number;
}

/**
 * The input of a bench plan: the household's with this seed; BENCH_SETTINGS=no-side sets the day heuristics
 * SODIUM_LIMIT, FIBER_MINIMUM and FREE_SUGAR_LIMIT to 0 (the documented objective only).
 */
export function benchInput(input: PlanInput, seed: number): PlanInput {
  if (process.env.BENCH_SETTINGS !== 'no-side') return { ...input, seed };
  const day = { ...input.settings.dayHeuristicsWeights, SODIUM_LIMIT: 0, FIBER_MINIMUM: 0, FREE_SUGAR_LIMIT: 0 };
  return { ...input, seed, settings: { ...input.settings, dayHeuristicsWeights: day } };
}

/** Measures one plan against its input (re-derives needs through the engine's setup). */
export function measurePlan(input: PlanInput, plan: WeekPlan, familyOf?: (idRecipe: number) => string | null): PlanMetrics {
  const engine = setupEngine(input);
  const byId = new Map(input.candidates.map((c) => [c.idRecipe, c]));
  const m: PlanMetrics = {
    objective: [],
    energy: [],
    macros: [],
    maxUses: 0,
    overTwice: 0,
    twiceADay: 0,
    distinct: 0,
    familyRepeats: 0,
    salt: [],
    fibre: [],
    sugarShare: [],
    freeSugarShare: [],
    fibreNeed: [],
    fishDays: 0,
    whiteMeatDays: 0,
    slots: 0,
    fitting: 0,
    snackSlots: 0,
    snackFitting: 0,
  };
  const facts = { season: seasonOf(input.startDate), hasMinor: input.members.some((x) => x.ageYears < ADULT_AGE) };
  for (const p of plan.mealPlans)
    for (const s of p.scaledRecipes) {
      const prepared = engine.preparedById.get(s.recipe.idRecipe);
      if (!prepared || s.mealOfDayDivision.type !== 'MEAL_PART') continue;
      const fit = slotMisfits(prepared, s.mealOfDayDivision, facts);
      const ok = fit.misfits === 0 && !fit.alcoholWithMinor;
      m.slots += 1;
      if (ok) m.fitting += 1;
      if (s.mealOfDayDivision.mealPart === 'SNACK') {
        m.snackSlots += 1;
        if (ok) m.snackFitting += 1;
      }
    }
  const uses = new Map<number, number>();
  const days = [...new Set(plan.mealPlans.map((p) => p.date))].sort();
  const mainFamilies: Set<string>[] = [];
  for (const date of days) {
    const meals = plan.mealPlans.filter((p) => p.date === date);
    const dayIds = meals.flatMap((p) =>
      p.scaledRecipes.filter((s) => s.mealOfDayDivision.type === 'MEAL_PART').map((s) => s.recipe.idRecipe),
    );
    const seen = new Set<number>();
    for (const id of dayIds) {
      if (seen.has(id)) m.twiceADay += 1;
      seen.add(id);
      uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    const fams = new Set<string>();
    for (const p of meals)
      for (const s of p.scaledRecipes)
        if (['BREAKFAST', 'LUNCH', 'DINNER'].includes(s.mealOfDayDivision.mealPart ?? '') && familyOf) {
          const f = familyOf(s.recipe.idRecipe);
          if (f) fams.add(f);
        }
    mainFamilies.push(fams);
    const fish = meals.some((p) => p.scaledRecipes.some((s) => engine.preparedById.get(s.recipe.idRecipe)?.flags.containsFish));
    const white = meals.some((p) => p.scaledRecipes.some((s) => engine.preparedById.get(s.recipe.idRecipe)?.flags.isWhiteMeat));
    if (fish) m.fishDays += 1;
    if (white) m.whiteMeatDays += 1;
    engine.needs.forEach((need) => {
      const t = [0, 0, 0, 0, 0, 0, 0];
      let freeSugar = 0;
      let mealTerms = 0;
      for (const meal of MEALS_OF_DAY) {
        const target = need.mealsKcalNeed[meal];
        if (!target) continue;
        let kcal = 0;
        for (const p of meals.filter((x) => x.mealOfDay === meal))
          for (const s of p.scaledRecipes) {
            const n =
              byId.get(s.recipe.idRecipe)?.nutritionPerServing ?? s.mealOfDayDivision.ingredientDivision?.nutritionPerPortion;
            const k = s.householdServings.find((h) => h.user === need.user)?.portionInServings ?? 0;
            if (!n) continue;
            kcal += n.energyKcal * k;
            [n.energyKcal, n.protein, n.carbohydrate, n.fat, n.fiber, n.salt, n.sugar].forEach((v, j) => {
              t[j] += v * k;
            });
            const prepared = engine.preparedById.get(s.recipe.idRecipe);
            freeSugar += (prepared ? freeSugarPerServing(prepared) : n.sugar) * k;
          }
        mealTerms += Math.abs(kcal - target) / target;
      }
      const nn = need.nutrientNeeds;
      const dev = [nn.KCAL.target, nn.PROTEIN.target, nn.CARB.target, nn.FAT.target].map((g, j) => Math.abs(t[j] - g) / g);
      m.objective.push((dev[0] + dev[1] + dev[2] + dev[3] + mealTerms) / engine.needs.length);
      m.energy.push(dev[0]);
      m.macros.push(dev[1], dev[2], dev[3]);
      m.salt.push(t[5]);
      m.fibre.push(t[4]);
      m.sugarShare.push(t[0] > 0 ? (4 * t[6]) / t[0] : 0);
      m.freeSugarShare.push(t[0] > 0 ? (4 * freeSugar) / t[0] : 0);
      m.fibreNeed.push(nn.FIBER.target);
    });
  }
  // objective: one value per day (sum over members of member/n)
  const perDay: number[] = [];
  const members = engine.needs.length;
  for (let d = 0; d < days.length; d += 1)
    perDay.push(m.objective.slice(d * members, (d + 1) * members).reduce((a, b) => a + b, 0));
  m.objective = perDay;
  for (let d = 1; d < mainFamilies.length; d += 1)
    if ([...mainFamilies[d]].some((f) => mainFamilies[d - 1].has(f))) m.familyRepeats += 1;
  for (const n of uses.values()) {
    m.maxUses = Math.max(m.maxUses, n);
    if (n > 2) m.overTwice += 1;
  }
  m.distinct = uses.size;
  return m;
}

async function main() {
  const households: BenchHousehold[] = process.env.BENCH_INPUTS
    ? readBenchInputs(process.env.BENCH_INPUTS)
    : await loadBenchInputs(10);
  if (process.env.BENCH_WRITE_INPUTS) writeFileSync(process.env.BENCH_WRITE_INPUTS, JSON.stringify(households));
  let familyOf: ((id: number) => string | null) | undefined;
  try {
    const variety = await import('../../src/recommender/variety');
    familyOf = (id) => {
      const c = households[0].input.candidates.find((r) => r.idRecipe === id);
      return c ? variety.dishFamily(c) : null;
    };
  } catch {
    familyOf = undefined;
  }
  const all: PlanMetrics[] = [];
  const bySize = new Map<number, number[]>();
  const cpuBySize = new Map<number, number[]>();
  const rows: [string, string][] = [];
  for (const h of households) {
    const ms: PlanMetrics[] = [];
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const input = benchInput(h.input, seed);
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const plan = planWeek(input);
      const cpu = process.cpuUsage(c0);
      const ms0 = performance.now() - t0;
      const size = input.members.length;
      bySize.set(size, [...(bySize.get(size) ?? []), ms0]);
      cpuBySize.set(size, [...(cpuBySize.get(size) ?? []), (cpu.user + cpu.system) / 1000]);
      ms.push(measurePlan(input, plan, familyOf));
    }
    all.push(...ms);
    const obj = ms.flatMap((x) => x.objective);
    rows.push([
      `${h.name}`,
      `objective/day median ${quantile(obj, 0.5).toFixed(4)} p95 ${quantile(obj, 0.95).toFixed(4)}; energy median ${pct(
        quantile(
          ms.flatMap((x) => x.energy),
          0.5,
        ),
      )}; macros median ${pct(
        quantile(
          ms.flatMap((x) => x.macros),
          0.5,
        ),
      )}; distinct ${(ms.reduce((a, x) => a + x.distinct, 0) / ms.length).toFixed(1)}; max uses ${Math.max(...ms.map((x) => x.maxUses))}`,
    ]);
  }
  const obj = all.flatMap((x) => x.objective);
  const energy = all.flatMap((x) => x.energy);
  const macros = all.flatMap((x) => x.macros);
  rows.push(
    [
      'ALL: objective per day (4 day + 1 per meal terms)',
      `median ${quantile(obj, 0.5).toFixed(4)}, p95 ${quantile(obj, 0.95).toFixed(4)} (${obj.length} days)`,
    ],
    ['ALL: day energy |deviation|', `median ${pct(quantile(energy, 0.5))}, p95 ${pct(quantile(energy, 0.95))}`],
    ['ALL: day macro |deviation| (P, C, F pooled)', `median ${pct(quantile(macros, 0.5))}, p95 ${pct(quantile(macros, 0.95))}`],
    [
      'ALL: repeats',
      `most uses of one recipe in a week ${Math.max(...all.map((x) => x.maxUses))}; recipes over 2 a week ${all.reduce((a, x) => a + x.overTwice, 0)}; twice in a day ${all.reduce((a, x) => a + x.twiceADay, 0)}; consecutive days sharing a main-dish family ${all.reduce((a, x) => a + x.familyRepeats, 0)} (of ${all.length * 6} day pairs)`,
    ],
    [
      'ALL: slots whose recipe fits the slot type (src/recommender/slots.ts: snack foods, fruit, vegetables, drinks, alcohol, soup season)',
      `${pct(all.reduce((a, x) => a + x.fitting, 0) / all.reduce((a, x) => a + x.slots, 0), 1)} of slots; snack slots ${pct(
        all.reduce((a, x) => a + x.snackFitting, 0) /
          Math.max(
            1,
            all.reduce((a, x) => a + x.snackSlots, 0),
          ),
        1,
      )}`,
    ],
    [
      'ALL: distinct recipes per week',
      `mean ${(all.reduce((a, x) => a + x.distinct, 0) / all.length).toFixed(1)}, min ${Math.min(...all.map((x) => x.distinct))}`,
    ],
    [
      'ALL: day salt / fibre / sugar share (median)',
      `salt ${quantile(
        all.flatMap((x) => x.salt),
        0.5,
      ).toFixed(1)} g, fibre ${quantile(
        all.flatMap((x) => x.fibre),
        0.5,
      ).toFixed(1)} g, total sugar ${pct(
        quantile(
          all.flatMap((x) => x.sugarShare),
          0.5,
        ),
        1,
      )} of energy; fish days/week mean ${(all.reduce((a, x) => a + x.fishDays, 0) / all.length).toFixed(1)}, white-meat days ${(all.reduce((a, x) => a + x.whiteMeatDays, 0) / all.length).toFixed(1)}`,
    ],
  );
  for (const [size, times] of [...bySize.entries()].sort((a, b) => a[0] - b[0]))
    rows.push([
      `Latency planWeek, ${size} member(s)`,
      `wall p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms; CPU p50 ${quantile(cpuBySize.get(size) ?? [], 0.5).toFixed(0)} ms, p95 ${quantile(cpuBySize.get(size) ?? [], 0.95).toFixed(0)} ms (${times.length} plans, the first one cold)`,
    ]);
  console.log('| measure | result |\n|---|---|');
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
}

// Run as a script (not when the oracle or trade-off bench imports measurePlan).
if (require.main === module)
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
