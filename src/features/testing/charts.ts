/** The data of the result charts, computed from a run's result (pure, tested without a canvas). */
import { humanize } from '../../components/MultiSelect';
import type { MealsDayDeviation, TestingResult } from './testingApi';

/** Meals per day shown in the charts: always 3 to 6 (a count no generated user had shows no bar). */
export const MEALS_PER_DAY = [3, 4, 5, 6] as const;
export const NUTRIENT_LABELS = { KCAL: 'Energy', PROTEIN: 'Protein', CARB: 'Carbohydrate', FAT: 'Fat' } as const;
export type TestedNutrient = keyof typeof NUTRIENT_LABELS;
export const MACROS: TestedNutrient[] = ['PROTEIN', 'CARB', 'FAT'];

const pct = (x: number) => `${Math.round(x * 100)}`;

/** Bucket labels of a deviation histogram: "< -25 %", "-25 to -20 %", ..., "≥ 25 %". */
export function bucketLabels(edges: readonly number[]): string[] {
  if (edges.length === 0) return ['All days'];
  return [
    `< ${pct(edges[0])} %`,
    ...edges.slice(1).map((edge, k) => `${pct(edges[k])} to ${pct(edge)} %`),
    `≥ ${pct(edges[edges.length - 1])} %`,
  ];
}

/** Share of days (percent, 1 decimal) per bucket of one nutrient's deviation histogram. */
export function deviationShares(result: TestingResult, nutrient: TestedNutrient): number[] {
  const counts = result.deviationDistributions?.find((d) => d.nutrient === nutrient)?.counts ?? [];
  const total = counts.reduce((s, n) => s + n, 0);
  return counts.map((n) => (total ? Math.round((n / total) * 1000) / 10 : 0));
}

/** Mean absolute deviation (percent, 1 decimal) per meals per day 3..6; null where no user had that many meals. */
export function deviationByMeals(result: TestingResult, nutrient: TestedNutrient, pick: keyof MealsDayDeviation = 'mean') {
  return MEALS_PER_DAY.map((meals) => {
    const row = result.mealsDayDeviations.find((d) => d.mealsPerDay === meals && d.nutrient === nutrient);
    return row ? Math.round(Number(row[pick]) * 1000) / 10 : null;
  });
}

/**
 * Distinct recipes per user, as a histogram with bins of `width` recipes; `span` widens the bins to cover
 * other runs' values too (the comparison shows both runs on the same bins).
 */
export function varietyHistogram(
  perUser: readonly number[],
  width = 5,
  span: readonly number[] = [],
): { labels: string[]; counts: number[] } {
  if (perUser.length === 0) return { labels: [], counts: [] };
  const lo = Math.floor(Math.min(...perUser, ...span) / width) * width;
  const hi = Math.floor(Math.max(...perUser, ...span) / width) * width;
  const labels: string[] = [];
  const counts: number[] = [];
  for (let from = lo; from <= hi; from += width) {
    labels.push(`${from}–${from + width - 1}`);
    counts.push(perUser.filter((n) => n >= from && n < from + width).length);
  }
  return { labels, counts };
}

export const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

/** The figures of the summary table, in the order shown (also the rows of the comparison). */
export function summaryFigures(result: TestingResult, plans: number): { label: string; value: string }[] {
  const energy = result.mealsDayDeviations.filter((d) => d.nutrient === 'KCAL');
  const weighted = (pick: (d: MealsDayDeviation) => number) => (energy.length ? mean(energy.map(pick)) : 0);
  const share = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)} %`;
  return [
    { label: 'Plans generated', value: String(plans) },
    { label: 'Plans that failed', value: String(result.failedPlans ?? 0) },
    { label: 'Recipes in the context', value: String(result.totalRecipes) },
    { label: 'Recommendable recipes', value: String(result.totalRecommendable) },
    { label: 'Recipes recommended', value: String(result.totalRecommended) },
    {
      label: 'Share of recommendable recipes recommended',
      value: share(result.totalRecommendable ? result.totalRecommended / result.totalRecommendable : 0),
    },
    { label: 'Distinct recipes per user (mean)', value: mean(result.distinctRecipesPerUser).toFixed(1) },
    { label: 'Mean energy deviation (3 to 6 meals a day)', value: share(weighted((d) => d.mean)) },
    { label: 'Days with energy within ±10 % (3 to 6 meals a day)', value: share(weighted((d) => d.withinTenPercent)) },
    { label: 'Duration', value: `${(result.durationMs / 1000).toFixed(1)} s` },
  ];
}

export const mealLabel = (meal: string) => humanize(meal);

/** The smallest of 1, 2, 2.5, 5 x 10^n at or above `x` (an axis top a reader takes in at a glance). */
export function niceCeil(x: number): number {
  if (!(x > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(x));
  const m = x / power;
  const step = [1, 2, 2.5, 5, 10].find((k) => m <= k + 1e-9) ?? 10;
  return Math.round(step * power * 1e6) / 1e6;
}

/** Axis tops and histogram span shared by the runs of a comparison, so their charts read side by side. */
export interface SharedScales {
  energy: number;
  macros: number;
  meals: number;
  variety: number;
  perMeal: number;
  /** Distinct recipes per user of every run: the variety histograms use the same bins. */
  varietySpan: number[];
}

const maxOf = (xs: readonly (number | null | undefined)[]) => Math.max(0, ...xs.map((x) => x ?? 0));

export function sharedScales(results: readonly TestingResult[]): SharedScales {
  const varietySpan = results.flatMap((r) =>
    r.distinctRecipesPerUser.length ? [Math.min(...r.distinctRecipesPerUser), Math.max(...r.distinctRecipesPerUser)] : [],
  );
  return {
    energy: niceCeil(maxOf(results.flatMap((r) => deviationShares(r, 'KCAL')))),
    macros: niceCeil(maxOf(results.flatMap((r) => MACROS.flatMap((n) => deviationShares(r, n))))),
    meals: niceCeil(
      maxOf(results.flatMap((r) => (Object.keys(NUTRIENT_LABELS) as TestedNutrient[]).flatMap((n) => deviationByMeals(r, n)))),
    ),
    variety: niceCeil(maxOf(results.flatMap((r) => varietyHistogram(r.distinctRecipesPerUser, 5, varietySpan).counts))),
    perMeal: niceCeil(maxOf(results.flatMap((r) => Object.values(r.distinctRecipesPerMoDPerUser ?? {})))),
    varietySpan,
  };
}

/**
 * The heuristic scores worth a bar: those of heuristics the run weighed (a weight of 0, such as the disabled
 * CHEAPER_FOOD and DIABETES, leaves the score out of every choice). Without the run's weights, all of them.
 */
export function weighedScores(
  result: TestingResult,
  weights: Partial<Record<string, number>> | undefined,
): NonNullable<TestingResult['heuristicScores']> {
  const scores = result.heuristicScores ?? [];
  return weights ? scores.filter((s) => (weights[s.name] ?? 0) > 0) : scores;
}
