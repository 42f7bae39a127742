/**
 * `npx tsx scripts/bench/recommenderTradeoff.ts`: the trade-off between the documented objective and the salt, fibre
 * and free-sugar day heuristics. For each weight w in BENCH_WEIGHTS (default 0,0.3,0.5,1,1.5; the settings round to
 * 0.1), SODIUM_LIMIT = FIBER_MINIMUM = FREE_SUGAR_LIMIT = w, everything else at the defaults, it plans the households
 * of `bench:recommender:quality` (BENCH_SEEDS seeds each, default 3) and reports the objective per day (median, p95;
 * as recommenderQuality.ts measures it) and the share of member-days within each limit: sodium <= 2.3 g (salt <=
 * 5.75 g), fibre >= the member's need (25 g for adults), free sugar < 10 % of energy (dayHeuristics.ts).
 * BENCH_INPUTS=<file.json> reads cached inputs (see recommenderQuality.ts).
 */
import { planWeek, type PlanInput } from '../../src/recommender';
import { SALT_MAX_G } from '../../src/recommender/dayHeuristics';
import { loadBenchInputs, readBenchInputs, type BenchHousehold } from './recommenderInputs';
import { measurePlan, quantile, type PlanMetrics } from './recommenderQuality';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 3);
const WEIGHTS = (process.env.BENCH_WEIGHTS ?? '0,0.3,0.5,1,1.5').split(',').map(Number);

const share = (xs: boolean[]) => `${((100 * xs.filter(Boolean).length) / Math.max(1, xs.length)).toFixed(1)} %`;

function withSideWeights(input: PlanInput, w: number, seed: number): PlanInput {
  const day = input.settings.dayHeuristicsWeights;
  return {
    ...input,
    seed,
    settings: { ...input.settings, dayHeuristicsWeights: { ...day, SODIUM_LIMIT: w, FIBER_MINIMUM: w, FREE_SUGAR_LIMIT: w } },
  };
}

async function main() {
  const households: BenchHousehold[] = process.env.BENCH_INPUTS
    ? readBenchInputs(process.env.BENCH_INPUTS)
    : await loadBenchInputs(10);
  console.log(
    '| side weight | objective/day median | p95 | sodium <= 2.3 g | fibre >= need | free sugar < 10 % | salt / fibre median |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const w of WEIGHTS) {
    const all: PlanMetrics[] = [];
    for (const h of households)
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const input = withSideWeights(h.input, w, seed);
        all.push(measurePlan(input, planWeek(input)));
      }
    const obj = all.flatMap((m) => m.objective);
    const salt = all.flatMap((m) => m.salt);
    const fibre = all.flatMap((m) => m.fibre.map((f, i) => f >= m.fibreNeed[i] - 1e-9));
    const sugar = all.flatMap((m) => m.freeSugarShare.map((x) => x < 0.1));
    console.log(
      `| ${w} | ${quantile(obj, 0.5).toFixed(4)} | ${quantile(obj, 0.95).toFixed(4)} | ${share(salt.map((x) => x <= SALT_MAX_G + 1e-9))} | ${share(fibre)} | ${share(sugar)} | ${quantile(salt, 0.5).toFixed(1)} g / ${quantile(
        all.flatMap((m) => m.fibre),
        0.5,
      ).toFixed(1)} g |`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
