/**
 * TEMPLATE_DAY (search/candidates.ts): a recipe another day already holds costs more when this day already shares
 * another recipe with that day, so a day's best fits do not come back together two days later.
 */
import { DEFAULT_RECOMMENDER_SETTINGS, type RecommenderSettings } from '../../src/domain';
import { planWeek, type PlanInput, type WeekPlan } from '../../src/recommender';
import { locate } from '../../src/recommender/replace';
import { TEMPLATE_DAY } from '../../src/recommender/search/candidates';
import { VARIETY_RULES } from '../../src/recommender/variety';
import { createPlanInput, nlDivisions } from './fixtures';

const zero = (weights: Record<string, number>) => Object.fromEntries(Object.keys(weights).map((k) => [k, 0]));
/** Every weight 0: a candidate's value is minus its penalties, so one rule's charge reads off exactly. */
const PENALTIES_ONLY: RecommenderSettings = {
  ...DEFAULT_RECOMMENDER_SETTINGS,
  mealOfDayHeuristicsWeights: zero(DEFAULT_RECOMMENDER_SETTINGS.mealOfDayHeuristicsWeights) as never,
  dayHeuristicsWeights: zero(DEFAULT_RECOMMENDER_SETTINGS.dayHeuristicsWeights) as never,
  weekHeuristicsWeights: zero(DEFAULT_RECOMMENDER_SETTINGS.weekHeuristicsWeights) as never,
};

/** The plan with one division's recipe of `to` replaced by that division's recipe of `from`. */
function copied(plan: WeekPlan, division: number, from: string, to: string): WeekPlan {
  const source = plan.mealPlans
    .filter((m) => m.dayOfWeek === from)
    .flatMap((m) => m.scaledRecipes)
    .find((s) => s.mealOfDayDivision.idMealOfDayDivision === division)!;
  return {
    ...plan,
    mealPlans: plan.mealPlans.map((m) =>
      m.dayOfWeek !== to
        ? m
        : {
            ...m,
            scaledRecipes: m.scaledRecipes.map((s) =>
              s.mealOfDayDivision.idMealOfDayDivision === division ? { ...source, idScaledRecipe: s.idScaledRecipe } : s,
            ),
          },
    ),
  };
}

const recipeOf = (plan: WeekPlan, day: string, division: number) =>
  plan.mealPlans
    .filter((m) => m.dayOfWeek === day)
    .flatMap((m) => m.scaledRecipes)
    .find((s) => s.mealOfDayDivision.idMealOfDayDivision === division)!.recipe.idRecipe;

describe('template days', () => {
  const divisions = nlDivisions();
  const lunch = divisions.find((d) => d.mealOfDay === 'LUNCH' && d.type === 'MEAL_PART' && d.mealPart === 'LUNCH')!;
  const breakfast = divisions.find((d) => d.mealOfDay === 'BREAKFAST')!;

  it.each([
    ['UNLIMITED', VARIETY_RULES.UNLIMITED.repeatPull],
    ['LOW', 0],
  ] as const)(
    "charges another day's lunch on Wednesday more once Wednesday has that day's breakfast too (variety %s)",
    (level, pull) => {
      const base: PlanInput = createPlanInput({
        divisions,
        settings: PENALTIES_ONLY,
        varietyOptions: { ...createPlanInput().varietyOptions!, varietyLevel: level },
      });
      const plan = planWeek(base);
      const at = (day: string, d: typeof lunch) => recipeOf(plan, day, d.idMealOfDayDivision);
      // A day apart from Wednesday whose breakfast and lunch Wednesday does not have.
      const other = ['MONDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].find(
        (day) => at(day, breakfast) !== at('WEDNESDAY', breakfast) && at(day, lunch) !== at('WEDNESDAY', lunch),
      );
      expect(other).toBeDefined();
      const valueOfItsLunch = (p: WeekPlan) => {
        const target = { dayOfWeek: 'WEDNESDAY' as const, idMealOfDayDivision: lunch.idMealOfDayDivision };
        const { search, day, slot, pool } = locate({ ...base, previousPlan: p }, target);
        return search.candidateValue(day, slot, pool.rankOf(at(other!, lunch)));
      };
      const apart = valueOfItsLunch(plan);
      const shared = valueOfItsLunch(copied(plan, breakfast.idMealOfDayDivision, other!, 'WEDNESDAY'));
      expect(apart).toBeDefined();
      expect(shared).toBeDefined();
      expect(TEMPLATE_DAY).toBeGreaterThan(0);
      expect(apart - shared).toBeCloseTo(Math.max(0, pull) * TEMPLATE_DAY, 3);
    },
  );
});
