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
  };
}
