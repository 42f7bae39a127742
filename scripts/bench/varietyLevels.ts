/**
 * `npm run bench:recommender:variety`: what each variety level (varietyOptions.varietyLevel: LOW "Low", UNLIMITED
 * "Balanced", HIGH "Unlimited") does to repeats, on the bench's real inputs (scripts/bench/recommenderInputs.ts: the
 * seeded nl catalogue, the default sample, a 2- and a 4-member household and 10 generated households), seeds 1..BENCH_SEEDS
 * (default 3), default settings, CREATE, calling `planWeek` directly.
 *
 * Per plan, over the chosen (MEAL_PART) slots of the week: repeats = slots - distinct recipes (the uses that repeat an
 * earlier one), distinct recipes, the most uses of one recipe; and the documented objective per day (median) and the
 * day energy deviation (median) from scripts/bench/recommenderQuality.ts, so the price of each level in nutrition shows.
 * BENCH_INPUTS_CACHE=<file> keeps the seeded inputs between runs (see recommenderInputs.ts).
 */
import { VARIETY_LEVELS, type VarietyLevel } from '../../src/domain';
import { planWeek, type PlanInput } from '../../src/recommender';
import { benchInput, measurePlan, quantile } from './recommenderQuality';
import { loadBenchInputs } from './recommenderInputs';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 3);

/** The bench input at a variety level (the other variety options empty, as a CREATE from the screen sends them). */
export function atLevel(input: PlanInput, level: VarietyLevel): PlanInput {
  return {
    ...input,
    varietyOptions: { priorityIngredients: [], allowedIngredients: [], excludedIngredients: [], varietyLevel: level },
  };
}

async function main() {
  const households = await loadBenchInputs(10);
  const rows: string[] = [
    '| level | plans | repeats per week (mean, min-max) | distinct recipes (mean) | most uses of one recipe (max) | objective per day (median) | day energy deviation (median) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const level of VARIETY_LEVELS) {
    const repeats: number[] = [];
    const distinct: number[] = [];
    const objective: number[] = [];
    const energy: number[] = [];
    let maxUses = 0;
    for (const h of households) {
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const input = atLevel(benchInput(h.input, seed), level);
        const m = measurePlan(input, planWeek(input));
        repeats.push(m.slots - m.distinct);
        distinct.push(m.distinct);
        maxUses = Math.max(maxUses, m.maxUses);
        objective.push(...m.objective);
        energy.push(...m.energy);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    rows.push(
      `| ${level} | ${repeats.length} | ${mean(repeats).toFixed(1)} (${Math.min(...repeats)}-${Math.max(...repeats)}) | ${mean(distinct).toFixed(1)} | ${maxUses} | ${quantile(objective, 0.5).toFixed(4)} | ${(quantile(energy, 0.5) * 100).toFixed(2)} % |`,
    );
    console.log(rows[rows.length - 1]);
  }
  console.log(
    `\n${households.length} households x ${SEEDS} seeds, ${households[0]?.input.divisions.length ?? 0} divisions a day\n`,
  );
  console.log(rows.join('\n'));
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
