/**
 * Invariant checkers written apart from the engine: they read the plan and the input only and
 * re-derive everything they check. Each returns a list of violations (empty when the plan is good).
 */
import { dailyEnergyTarget, DAYS_OF_WEEK, DISABLED_HEURISTICS, HEURISTIC_NAMES, MEALS_OF_DAY } from '../../src/domain';
import type { CandidateRecipe, PlanInput, WeekPlan } from '../../src/recommender';
import { dishFamily } from '../../src/recommender/variety';

const ACCEPTED: Record<string, string[]> = { BREAKFAST: ['BREAKFAST', 'CEREAL'], DRINK: ['DRINK', 'JUICE', 'SMOOTHIE'] };

export function checkRestrictions(input: PlanInput, plan: WeekPlan): string[] {
  const out: string[] = [];
  const byId = new Map(input.candidates.map((r) => [r.idRecipe, r]));
  const forbidden = new Set([
    ...input.restrictions.ingredientRestrictions,
    ...input.restrictions.foodRestrictions.flatMap((f) => f.ingredientsToExclude),
    ...(input.varietyOptions?.excludedIngredients ?? []),
  ]);
  for (const m of plan.mealPlans)
    for (const s of m.scaledRecipes) {
      const where = `${m.dayOfWeek} ${m.mealOfDay} recipe ${s.recipe.idRecipe}`;
      for (const i of s.scaledRecipeIngredients)
        if (forbidden.has(i.idIngredient)) out.push(`${where}: forbidden ingredient ${i.idIngredient}`);
      const r: CandidateRecipe | undefined = byId.get(s.recipe.idRecipe);
      if (!r) {
        if (s.mealOfDayDivision.type === 'MEAL_PART') out.push(`${where}: not in the catalogue`);
        continue;
      }
      for (const i of r.ingredients)
        if (forbidden.has(i.idIngredient)) out.push(`${where}: recipe has forbidden ingredient ${i.idIngredient}`);
      for (const d of input.restrictions.diets) if (d !== 'NONE' && !r.suitableDiets.includes(d)) out.push(`${where}: not ${d}`);
      for (const a of r.allergens) if (input.restrictions.allergens.includes(a)) out.push(`${where}: allergen ${a}`);
      const part = s.mealOfDayDivision.mealPart;
      if (s.mealOfDayDivision.type === 'MEAL_PART' && part) {
        const ok = ACCEPTED[part] ?? [part];
        if (!r.mealTypes.some((t) => ok.includes(t)))
          out.push(`${where}: meal types ${r.mealTypes.join(',')} do not fit ${part}`);
      }
    }
  return out;
}

export function checkStructure(input: PlanInput, plan: WeekPlan): string[] {
  const out: string[] = [];
  const meals = MEALS_OF_DAY.filter((m) => input.divisions.some((d) => d.mealOfDay === m));
  const days = new Set(plan.mealPlans.map((m) => m.dayOfWeek));
  if (days.size !== 7) out.push(`expected 7 days, got ${days.size}`);
  for (const day of DAYS_OF_WEEK) {
    const dayPlans = plan.mealPlans.filter((m) => m.dayOfWeek === day);
    const filledMeals = new Set(dayPlans.filter((m) => m.scaledRecipes.length > 0).map((m) => m.mealOfDay));
    if (filledMeals.size < 3 || filledMeals.size > 6) out.push(`${day}: ${filledMeals.size} meals`);
    if (filledMeals.size !== meals.length) out.push(`${day}: ${filledMeals.size} meals, expected ${meals.length}`);
    for (const d of input.divisions) {
      const n = dayPlans
        .filter((m) => m.mealOfDay === d.mealOfDay)
        .flatMap((m) => m.scaledRecipes)
        .filter((s) => s.mealOfDayDivision.idMealOfDayDivision === d.idMealOfDayDivision).length;
      if (n !== 1) out.push(`${day}: division ${d.idMealOfDayDivision} filled ${n} times`);
    }
  }
  return out;
}

export function checkPortionsAndScores(input: PlanInput, plan: WeekPlan): string[] {
  const out: string[] = [];
  const b = input.portionBounds ?? { min: 0.5, max: 2, step: 0 };
  const users = input.members.map((m) => m.user).sort();
  // A serving is sized for a 2,000 kcal day: a member who needs more may eat up to max x need / 2,000, at most 1.5x max.
  const maxOf = new Map(
    input.members.map((m) => {
      const need = dailyEnergyTarget(input.needsSettings.equation, m, {
        activityMapping: input.needsSettings.activityMapping,
        goalAdjustments: input.needsSettings.goalAdjustments,
      });
      return [m.user, b.max * Math.min(1.5, Math.max(1, need / 2000))];
    }),
  );
  const weights = input.settings.mealOfDayHeuristicsWeights;
  for (const m of plan.mealPlans)
    for (const s of m.scaledRecipes) {
      const where = `${m.dayOfWeek} ${m.mealOfDay} ${s.recipe.idRecipe}`;
      const got = s.householdServings.map((h) => h.user).sort();
      if (JSON.stringify(got) !== JSON.stringify(users)) out.push(`${where}: servings for ${got} not ${users}`);
      let sum = 0;
      for (const h of s.householdServings) {
        sum += h.portionInServings;
        if (h.portionInServings < b.min - 1e-9 || h.portionInServings > (maxOf.get(h.user) ?? b.max) + 1e-6)
          out.push(`${where}: portion ${h.portionInServings}`);
      }
      if (Math.abs(sum - s.servings) > 1e-6) out.push(`${where}: servings ${s.servings} != sum ${sum}`);
      if (s.mealOfDayDivision.type !== 'MEAL_PART') continue;
      const names = s.heuristicScores.map((h) => h.name);
      if (names.length !== HEURISTIC_NAMES.length || !HEURISTIC_NAMES.every((n) => names.includes(n)))
        out.push(`${where}: heuristic names`);
      for (const h of s.heuristicScores) {
        if (!(h.value >= 0 && h.value <= 1)) out.push(`${where}: ${h.name} = ${h.value}`);
        const disabled = DISABLED_HEURISTICS.includes(h.name);
        if (disabled ? !(h.weight === 0 || h.weight === weights[h.name]) : h.weight !== weights[h.name]) {
          out.push(`${where}: ${h.name} weight ${h.weight} != ${weights[h.name]}`);
        }
      }
      const a = s.appliedRestrictions;
      const removed = Object.values(a.removedCandidates).reduce((x, y) => x + y, 0);
      if (a.initialCandidates !== a.finalCandidates + removed) out.push(`${where}: restriction counts do not add up`);
      if (a.finalCandidates < 1) out.push(`${where}: no final candidates`);
    }
  return out;
}

/** Per member and day, energy within ±tolerance of the target of the input's equation. */
export function checkEnergy(input: PlanInput, plan: WeekPlan, tolerance = 0.1): string[] {
  const out: string[] = [];
  const kcalById = new Map(input.candidates.map((r) => [r.idRecipe, r.nutritionPerServing.energyKcal]));
  for (const member of input.members) {
    const target = dailyEnergyTarget(input.needsSettings.equation, member, {
      activityMapping: input.needsSettings.activityMapping,
      goalAdjustments: input.needsSettings.goalAdjustments,
    });
    for (const day of DAYS_OF_WEEK) {
      let kcal = 0;
      for (const m of plan.mealPlans.filter((x) => x.dayOfWeek === day))
        for (const s of m.scaledRecipes) {
          const per =
            kcalById.get(s.recipe.idRecipe) ?? s.mealOfDayDivision.ingredientDivision?.nutritionPerPortion.energyKcal ?? 0;
          kcal += per * (s.householdServings.find((h) => h.user === member.user)?.portionInServings ?? 0);
        }
      const dev = (kcal - target) / target;
      if (Math.abs(dev) > tolerance)
        out.push(`member ${member.user} ${day}: ${kcal.toFixed(0)} kcal vs ${target.toFixed(0)} (${(dev * 100).toFixed(1)} %)`);
    }
  }
  return out;
}

export function checkAll(input: PlanInput, plan: WeekPlan, energyTolerance = 0.1): string[] {
  return [
    ...checkRestrictions(input, plan),
    ...checkStructure(input, plan),
    ...checkPortionsAndScores(input, plan),
    ...checkEnergy(input, plan, energyTolerance),
  ];
}

/**
 * The hard variety rules (issue 12), re-derived from the plan: over the chosen (MEAL_PART) slots, a recipe at most
 * twice a week and never twice a day; no two main dishes (BREAKFAST, LUNCH, DINNER parts) of the same dish family
 * (the engine's definition, `dishFamily`: a named family such as "pasta with cheese", else the first word of the name)
 * on one day or on consecutive days; at least
 * ceil(slots x 40 / 49) distinct recipes (40 in a 49-slot week).
 */
export function checkVariety(plan: WeekPlan): string[] {
  const out: string[] = [];
  const family = (name: string) => dishFamily({ name }) ?? '';
  const uses = new Map<number, number>();
  let slots = 0;
  const mainFamilies: Set<string>[] = [];
  for (const day of DAYS_OF_WEEK) {
    const chosen = plan.mealPlans
      .filter((m) => m.dayOfWeek === day)
      .flatMap((m) => m.scaledRecipes)
      .filter((s) => s.mealOfDayDivision.type === 'MEAL_PART');
    const today = new Set<number>();
    const families = new Set<string>();
    for (const s of chosen) {
      const id = s.recipe.idRecipe;
      if (today.has(id)) out.push(`${day}: recipe ${id} twice in a day`);
      today.add(id);
      uses.set(id, (uses.get(id) ?? 0) + 1);
      slots += 1;
      if (['BREAKFAST', 'LUNCH', 'DINNER'].includes(s.mealOfDayDivision.mealPart ?? '')) {
        const f = family(s.recipe.name);
        if (families.has(f)) out.push(`${day}: main dish family "${f}" twice in the day`);
        families.add(f);
      }
    }
    const previous = mainFamilies[mainFamilies.length - 1];
    if (previous) for (const f of families) if (previous.has(f)) out.push(`${day}: main dish family "${f}" also the day before`);
    mainFamilies.push(families);
  }
  for (const [id, n] of uses) if (n > 2) out.push(`recipe ${id} used ${n} times in the week`);
  const need = Math.ceil((slots * 40) / 49);
  if (uses.size < need) out.push(`${uses.size} distinct recipes in ${slots} slots, need ${need}`);
  return out;
}
