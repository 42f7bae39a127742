/**
 * The figures of the settings preview, pure: how much of a week plan a settings change keeps (stability: Jaccard
 * index of the two plans' sets of (day, division, recipe) triples), which meals it changes, and one plan's
 * measures (energy and macro deviation, variety, fish and fruit portions, implausible slots) so the service can
 * answer the change of each. Implausible slots are judged by the dietitian judge of src/domain (written apart from
 * the recommender's own slot rules, which by construction never break them).
 */
import { dishFamilies, judgeItem } from '../../../domain/dietitianJudge';
import {
  deriveRecipeFlags,
  type CandidateRecipe,
  type NutritionPerServing,
  type ScaledRecipe,
  type WeekPlan,
} from '../../../recommender';

/** One planned meal as the preview compares it. */
export interface PlannedMeal {
  readonly date: string;
  readonly dayOfWeek: string;
  readonly mealOfDay: string;
  readonly idMealOfDayDivision: number;
  readonly divisionName: string;
  readonly idRecipe: number;
  readonly recipeName: string;
}

/** A division of a day whose recipe differs between the two plans (absent on one side when only one plan has it). */
export interface ChangedMeal {
  readonly date: string;
  readonly dayOfWeek: string;
  readonly mealOfDay: string;
  readonly idMealOfDayDivision: number;
  readonly divisionName: string;
  readonly before?: { readonly idRecipe: number; readonly name: string };
  readonly after?: { readonly idRecipe: number; readonly name: string };
}

/** One plan's measures. Deviations are means of |planned − target| / target; counts are over the week. */
export interface PlanFigures {
  /** Mean over member-days of the relative deviation of energy from the member's target. */
  readonly energyDeviation: number;
  /** Mean over member-days and protein, carbohydrate and fat of the relative deviation from the target. */
  readonly macroDeviation: number;
  readonly distinctRecipes: number;
  /** Distinct dish families (the judge's lexicon: pizza, omelet, soup by kind ...) among the planned items. */
  readonly dishFamilies: number;
  /** Member portions (an item a member eats) of recipes containing fish. */
  readonly fishPortions: number;
  /** Member portions of fruit recipes. */
  readonly fruitPortions: number;
  /** Planned items the dietitian judge strikes for their slot or kind (a dessert as a main, a meal as a snack ...). */
  readonly implausibleSlots: number;
}

/** A member's daily targets. */
export interface MemberTargets {
  readonly user: number;
  readonly kcal: number;
  readonly protein: number;
  readonly carbohydrate: number;
  readonly fat: number;
}

/** What a plan's measures read beyond the plan: the candidates by id, the members' targets, the youngest age. */
export interface FigureContext {
  readonly candidates: ReadonlyMap<number, CandidateRecipe>;
  readonly targets: readonly MemberTargets[];
  readonly youngestAge: number;
}

const divisionName = (s: ScaledRecipe) =>
  s.mealOfDayDivision.name ?? s.mealOfDayDivision.mealPart ?? s.mealOfDayDivision.recipe?.name ?? s.mealOfDayDivision.type;

/** The plan's meals, one per planned item, in plan order. */
export function plannedMeals(plan: WeekPlan): PlannedMeal[] {
  return plan.mealPlans.flatMap((m) =>
    m.scaledRecipes.map((s) => ({
      date: m.date,
      dayOfWeek: m.dayOfWeek,
      mealOfDay: m.mealOfDay,
      idMealOfDayDivision: s.mealOfDayDivision.idMealOfDayDivision,
      divisionName: divisionName(s),
      idRecipe: s.recipe.idRecipe,
      recipeName: s.recipe.name,
    })),
  );
}

const slotKey = (m: Pick<PlannedMeal, 'date' | 'idMealOfDayDivision'>) => `${m.date}|${m.idMealOfDayDivision}`;
const tripleKey = (m: PlannedMeal) => `${slotKey(m)}|${m.idRecipe}`;

/** Share of meals kept: |A ∩ B| / |A ∪ B| over the (day, division, recipe) triples; 1 when both plans are empty. */
export function stability(before: WeekPlan, after: WeekPlan): number {
  const a = new Set(plannedMeals(before).map(tripleKey));
  const b = new Set(plannedMeals(after).map(tripleKey));
  const union = new Set([...a, ...b]).size;
  if (union === 0) return 1;
  let both = 0;
  for (const k of a) if (b.has(k)) both += 1;
  return both / union;
}

/** The divisions of a day whose recipes differ between the plans, in the order of the plan after (then before). */
export function changedMeals(before: WeekPlan, after: WeekPlan): ChangedMeal[] {
  const group = (plan: WeekPlan) => {
    const bySlot = new Map<string, PlannedMeal[]>();
    for (const m of plannedMeals(plan)) bySlot.set(slotKey(m), [...(bySlot.get(slotKey(m)) ?? []), m]);
    return bySlot;
  };
  const was = group(before);
  const now = group(after);
  const ids = (list: readonly PlannedMeal[] | undefined) =>
    (list ?? [])
      .map((m) => m.idRecipe)
      .sort((x, y) => x - y)
      .join(',');
  const out: ChangedMeal[] = [];
  for (const key of new Set([...now.keys(), ...was.keys()])) {
    const b = was.get(key);
    const a = now.get(key);
    if (ids(a) === ids(b)) continue;
    const where = (a ?? b)![0];
    const pairs = Math.max(a?.length ?? 0, b?.length ?? 0);
    for (let i = 0; i < pairs; i += 1) {
      const x = b?.[i];
      const y = a?.[i];
      if (x && y && x.idRecipe === y.idRecipe) continue;
      out.push({
        date: where.date,
        dayOfWeek: where.dayOfWeek,
        mealOfDay: where.mealOfDay,
        idMealOfDayDivision: where.idMealOfDayDivision,
        divisionName: where.divisionName,
        ...(x ? { before: { idRecipe: x.idRecipe, name: x.recipeName } } : {}),
        ...(y ? { after: { idRecipe: y.idRecipe, name: y.recipeName } } : {}),
      });
    }
  }
  return out;
}

function nutritionOf(s: ScaledRecipe, candidate: CandidateRecipe | undefined): NutritionPerServing | undefined {
  return candidate?.nutritionPerServing ?? s.mealOfDayDivision.ingredientDivision?.nutritionPerPortion;
}

const relative = (value: number, target: number) => (target > 0 ? Math.abs(value - target) / target : 0);
const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, x) => a + x, 0) / xs.length);

/** The measures of one plan. */
export function planFigures(plan: WeekPlan, ctx: FigureContext): PlanFigures {
  const recipes = new Set<number>();
  const families = new Set<string>();
  let fish = 0;
  let fruit = 0;
  let implausible = 0;
  const energy: number[] = [];
  const macros: number[] = [];
  const dates = [...new Set(plan.mealPlans.map((m) => m.date))];
  for (const date of dates) {
    const items = plan.mealPlans.filter((m) => m.date === date).flatMap((m) => m.scaledRecipes);
    const sums = new Map(ctx.targets.map((t) => [t.user, { kcal: 0, protein: 0, carbohydrate: 0, fat: 0 }]));
    for (const s of items) {
      const candidate = ctx.candidates.get(s.recipe.idRecipe);
      const n = nutritionOf(s, candidate);
      recipes.add(s.recipe.idRecipe);
      for (const f of dishFamilies(s.recipe.name)) families.add(f);
      const eaters = s.householdServings.filter((h) => h.portionInServings > 0);
      const flags = candidate ? (candidate.flags ?? deriveRecipeFlags(candidate)) : undefined;
      if (flags?.containsFish) fish += eaters.length;
      if (flags?.isFruit) fruit += eaters.length;
      const strikes = judgeItem({
        name: s.recipe.name,
        mealOfDay: s.mealOfDayDivision.mealOfDay,
        mealPart: s.mealOfDayDivision.type === 'MEAL_PART' ? s.mealOfDayDivision.mealPart : undefined,
        kcalPerServing: n?.energyKcal ?? 0,
        ingredients: candidate?.ingredients.map((i) => ({ name: i.name, group: i.foodGroup, grams: i.grams })),
        youngestAge: ctx.youngestAge,
      });
      if (strikes.length > 0) implausible += 1;
      if (!n) continue;
      for (const h of eaters) {
        const sum = sums.get(h.user);
        if (!sum) continue;
        sum.kcal += n.energyKcal * h.portionInServings;
        sum.protein += n.protein * h.portionInServings;
        sum.carbohydrate += n.carbohydrate * h.portionInServings;
        sum.fat += n.fat * h.portionInServings;
      }
    }
    for (const t of ctx.targets) {
      const sum = sums.get(t.user)!;
      energy.push(relative(sum.kcal, t.kcal));
      macros.push(relative(sum.protein, t.protein), relative(sum.carbohydrate, t.carbohydrate), relative(sum.fat, t.fat));
    }
  }
  return {
    energyDeviation: mean(energy),
    macroDeviation: mean(macros),
    distinctRecipes: recipes.size,
    dishFamilies: families.size,
    fishPortions: fish,
    fruitPortions: fruit,
    implausibleSlots: implausible,
  };
}

/** Each measure of `after` minus the same of `before`. */
export function figureChanges(before: PlanFigures, after: PlanFigures): PlanFigures {
  const keys = Object.keys(before) as (keyof PlanFigures)[];
  return Object.fromEntries(keys.map((k) => [k, after[k] - before[k]])) as unknown as PlanFigures;
}
