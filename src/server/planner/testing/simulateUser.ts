/**
 * One generated user's plans and what the test measures on them (pure; runs inside a worker thread).
 * Day deviations use the recipes' stored energy (SR energy, not 4/4/9) and macro grams.
 */
import type {
  EnergyEstimationEquation,
  EnergySplit,
  MacroDistribution,
  MealOfDay,
  MealsPerDay,
  RecommenderSettings,
} from '../../../domain';
import {
  deriveSeed,
  householdNeeds,
  NoCandidatesError,
  planWeek,
  weekDays,
  type CandidateRecipe,
  type MealOfDayDivision,
  type PlanInput,
} from '../../../recommender';
import type { GeneratedUser } from './generator';

export const TESTED_NUTRIENTS = ['KCAL', 'PROTEIN', 'CARB', 'FAT'] as const;
export type TestedNutrient = (typeof TESTED_NUTRIENTS)[number];

/** What every task of a run shares (sent to each worker once, as workerData). */
export interface TestingShared {
  candidates: CandidateRecipe[];
  divisions: MealOfDayDivision[];
  equation: EnergyEstimationEquation;
  macroDistribution: MacroDistribution;
  energySplits: Record<MealsPerDay, EnergySplit>;
  settings: RecommenderSettings;
  startDate: string;
}

export interface UserTask {
  user: GeneratedUser;
  plansPerUser: number;
  seed: number;
}

export interface UserOutcome {
  index: number;
  mealsPerDay: number;
  /** Signed relative day deviations (actual - target) / target, per nutrient, over days x members x plans. */
  deviations: Record<TestedNutrient, number[]>;
  /** Recipe ids planned per meal of day, over all plans. */
  recipesByMeal: Partial<Record<MealOfDay, number[]>>;
  plans: number;
  failedPlans: number;
  /** Restriction violations found by an independent check (must stay 0). */
  violations: number;
  /** Per meal-of-day heuristic: [sum of scores, count] over every planned recipe (absent in older runs). */
  scoreSums?: Record<string, [number, number]>;
}

function divisionsFor(all: readonly MealOfDayDivision[], meals: readonly MealOfDay[]): MealOfDayDivision[] {
  const out = all.filter((d) => meals.includes(d.mealOfDay));
  let next = Math.max(0, ...all.map((d) => d.idMealOfDayDivision)) + 1;
  for (const m of meals) {
    if (!out.some((d) => d.mealOfDay === m))
      out.push({ idMealOfDayDivision: next++, mealOfDay: m, type: 'MEAL_PART', mealPart: 'SNACK', name: 'Snack' });
  }
  return out;
}

export function simulateUser(shared: TestingShared, task: UserTask, byId?: Map<number, CandidateRecipe>): UserOutcome {
  const recipes = byId ?? new Map(shared.candidates.map((c) => [c.idRecipe, c]));
  const { user } = task;
  const divisions = divisionsFor(shared.divisions, user.selectedMeals);
  const n = user.selectedMeals.length as MealsPerDay;
  const split = shared.energySplits[n];
  const energySplit = split && user.selectedMeals.every((m) => split[m] !== undefined) ? split : undefined;
  const needsSettings = {
    equation: shared.equation,
    macroDistribution: shared.macroDistribution,
    ...(energySplit ? { energySplit } : {}),
  };
  const needs = householdNeeds(user.members, needsSettings, user.selectedMeals);
  const outcome: UserOutcome = {
    index: user.index,
    mealsPerDay: n,
    deviations: { KCAL: [], PROTEIN: [], CARB: [], FAT: [] },
    recipesByMeal: {},
    plans: 0,
    failedPlans: 0,
    violations: 0,
    scoreSums: {},
  };
  const scoreSums = outcome.scoreSums!;
  for (let k = 0; k < task.plansPerUser; k += 1) {
    const startDate = weekDays(shared.startDate)[0].date;
    const start = new Date(Date.parse(`${startDate}T00:00:00Z`) + k * 7 * 86_400_000).toISOString().slice(0, 10);
    const base: PlanInput = {
      members: user.members,
      needsSettings,
      divisions,
      candidates: shared.candidates,
      restrictions: { diets: user.diets, allergens: user.allergens, foodRestrictions: [], ingredientRestrictions: [] },
      settings: shared.settings,
      action: 'CREATE',
      startDate: start,
      seed: deriveSeed(task.seed, k),
    };
    let plan;
    try {
      plan = planWeek(base);
    } catch (err) {
      if (!(err instanceof NoCandidatesError)) throw err;
      outcome.failedPlans += 1;
      continue;
    }
    outcome.plans += 1;
    const days = new Map<string, { kcal: number; p: number; c: number; f: number }[]>();
    for (const meal of plan.mealPlans) {
      let totals = days.get(meal.dayOfWeek);
      if (!totals) {
        totals = user.members.map(() => ({ kcal: 0, p: 0, c: 0, f: 0 }));
        days.set(meal.dayOfWeek, totals);
      }
      const ids = (outcome.recipesByMeal[meal.mealOfDay] ??= []);
      for (const s of meal.scaledRecipes) {
        ids.push(s.recipe.idRecipe);
        for (const h of s.heuristicScores) {
          const sum = (scoreSums[h.name] ??= [0, 0]);
          sum[0] += h.value;
          sum[1] += 1;
        }
        const r = recipes.get(s.recipe.idRecipe);
        const nut = r?.nutritionPerServing ?? s.mealOfDayDivision.ingredientDivision?.nutritionPerPortion;
        if (!nut) continue;
        if (r && (user.diets.some((d) => !r.suitableDiets.includes(d)) || r.allergens.some((a) => user.allergens.includes(a))))
          outcome.violations += 1;
        user.members.forEach((m, i) => {
          const portion = s.householdServings.find((h) => h.user === m.user)?.portionInServings ?? 0;
          totals![i].kcal += nut.energyKcal * portion;
          totals![i].p += nut.protein * portion;
          totals![i].c += nut.carbohydrate * portion;
          totals![i].f += nut.fat * portion;
        });
      }
    }
    for (const totals of days.values()) {
      totals.forEach((t, i) => {
        const nn = needs[i].nutrientNeeds;
        outcome.deviations.KCAL.push((t.kcal - nn.KCAL.target) / nn.KCAL.target);
        outcome.deviations.PROTEIN.push((t.p - nn.PROTEIN.target) / nn.PROTEIN.target);
        outcome.deviations.CARB.push((t.c - nn.CARB.target) / nn.CARB.target);
        outcome.deviations.FAT.push((t.f - nn.FAT.target) / nn.FAT.target);
      });
    }
  }
  return outcome;
}
