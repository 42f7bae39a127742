/** Aggregates the per-user outcomes of a test run into the TestingResult of planner.yaml. */
import { MEALS_OF_DAY, type MealOfDay } from '../../../domain';
import type { CandidateSet } from '../candidatesRepository';
import { TESTED_NUTRIENTS, type TestedNutrient, type UserOutcome } from './simulateUser';

export interface DeviationSummary {
  mealsPerDay: number;
  nutrient: TestedNutrient;
  mean: number;
  p95: number;
  withinFivePercent: number;
  withinTenPercent: number;
}

export interface TestingResult {
  totalRecipes: number;
  totalRecommendable: number;
  totalRecommended: number;
  mealsDayDeviations: DeviationSummary[];
  distinctRecipesPerUser: number[];
  distinctRecipesPerMoDPerUser: Partial<Record<MealOfDay, number>>;
  nonRecommendedRecipes: { idRecipe: number; name: string }[];
  durationMs: number;
  deviationBucketEdges: number[];
  deviationDistributions: { nutrient: TestedNutrient; counts: number[] }[];
  heuristicScores: { name: string; mean: number }[];
  failedPlans: number;
}

/** Edges of the signed deviation histogram: 5 % wide buckets from -25 % to +25 %, open at both ends. */
export const DEVIATION_BUCKET_EDGES = [-0.25, -0.2, -0.15, -0.1, -0.05, 0, 0.05, 0.1, 0.15, 0.2, 0.25];

/** Counts per bucket of DEVIATION_BUCKET_EDGES (one more bucket than edges). */
export function histogram(signed: readonly number[], edges: readonly number[] = DEVIATION_BUCKET_EDGES): number[] {
  const counts = new Array<number>(edges.length + 1).fill(0);
  for (const x of signed) {
    let k = 0;
    while (k < edges.length && x >= edges[k]) k += 1;
    counts[k] += 1;
  }
  return counts;
}

/** Mean of each heuristic's score over the run's planned recipes, in the order first met. */
function heuristicMeans(outcomes: readonly UserOutcome[]): { name: string; mean: number }[] {
  const totals = new Map<string, [number, number]>();
  for (const o of outcomes) {
    for (const [name, [sum, n]] of Object.entries(o.scoreSums ?? {})) {
      const t = totals.get(name) ?? [0, 0];
      totals.set(name, [t[0] + sum, t[1] + n]);
    }
  }
  return [...totals].filter(([, [, n]]) => n > 0).map(([name, [sum, n]]) => ({ name, mean: round(sum / n) }));
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/** Mean, p95 (nearest rank) and shares within 5 % and 10 % of absolute relative deviations. */
export function deviationStats(signed: readonly number[]): {
  mean: number;
  p95: number;
  withinFivePercent: number;
  withinTenPercent: number;
} {
  const a = signed.map(Math.abs).sort((x, y) => x - y);
  if (a.length === 0) return { mean: 0, p95: 0, withinFivePercent: 0, withinTenPercent: 0 };
  const p95 = a[Math.min(a.length - 1, Math.ceil(0.95 * a.length) - 1)];
  return {
    mean: round(a.reduce((s, x) => s + x, 0) / a.length),
    p95: round(p95),
    withinFivePercent: round(a.filter((x) => x <= 0.05).length / a.length),
    withinTenPercent: round(a.filter((x) => x <= 0.1).length / a.length),
  };
}

export function summarise(outcomes: readonly UserOutcome[], candidates: CandidateSet, durationMs: number): TestingResult {
  const mealsDayDeviations: DeviationSummary[] = [];
  for (const mealsPerDay of [3, 4, 5, 6]) {
    const group = outcomes.filter((o) => o.mealsPerDay === mealsPerDay);
    if (group.length === 0) continue;
    for (const nutrient of TESTED_NUTRIENTS) {
      mealsDayDeviations.push({ mealsPerDay, nutrient, ...deviationStats(group.flatMap((o) => o.deviations[nutrient])) });
    }
  }
  const recommended = new Set<number>();
  const distinctRecipesPerUser = outcomes.map((o) => {
    const ids = new Set(Object.values(o.recipesByMeal).flat());
    for (const id of ids) recommended.add(id);
    return ids.size;
  });
  const distinctRecipesPerMoDPerUser: Partial<Record<MealOfDay, number>> = {};
  for (const meal of MEALS_OF_DAY) {
    const counts = outcomes.filter((o) => o.recipesByMeal[meal]?.length).map((o) => new Set(o.recipesByMeal[meal]).size);
    if (counts.length) distinctRecipesPerMoDPerUser[meal] = round(counts.reduce((s, x) => s + x, 0) / counts.length, 2);
  }
  const recommendedCandidates = candidates.candidates.filter((c) => recommended.has(c.idRecipe)).length;
  return {
    totalRecipes: candidates.totalRecipes,
    totalRecommendable: candidates.candidates.length,
    totalRecommended: recommendedCandidates,
    mealsDayDeviations,
    distinctRecipesPerUser,
    distinctRecipesPerMoDPerUser,
    nonRecommendedRecipes: candidates.candidates
      .filter((c) => !recommended.has(c.idRecipe))
      .map((c) => ({ idRecipe: c.idRecipe, name: c.name })),
    durationMs: Math.round(durationMs),
    deviationBucketEdges: DEVIATION_BUCKET_EDGES,
    deviationDistributions: TESTED_NUTRIENTS.map((nutrient) => ({
      nutrient,
      counts: histogram(outcomes.flatMap((o) => o.deviations[nutrient])),
    })),
    heuristicScores: heuristicMeans(outcomes),
    failedPlans: outcomes.reduce((s, o) => s + o.failedPlans, 0),
  };
}
