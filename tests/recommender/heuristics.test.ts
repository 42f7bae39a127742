/** Heuristic meanings, and the day and week improvement passes. */
import { DEFAULT_MACRO_DISTRIBUTION, DEFAULT_RECOMMENDER_SETTINGS, DIETS } from '../../src/domain';
import { DEFAULT_DIVISIONS, planWeek, type CandidateRecipe, type PlanInput, type WeekPlan } from '../../src/recommender';
import type { SlotContext, StaticContext } from '../../src/recommender/heuristics';
import { litreOfSoupInARow, meatFishSeparation } from '../../src/recommender/heuristics/composition';
import { lowSugarDrinks, noComfortFood } from '../../src/recommender/heuristics/health';
import { energySuitability, proteinSuitability } from '../../src/recommender/heuristics/nutrition';
import { season, userPreferences, varietyOptions } from '../../src/recommender/heuristics/preferences';
import { ingredientVariety, limitMainDishRepetition, minimizeProductCategories } from '../../src/recommender/heuristics/variety';
import { prepareRecipe } from '../../src/recommender/prepared';
import { scaleRecipe } from '../../src/recommender/scaling';
import { createPlanInput, household } from './fixtures';
import { slotsOf } from './planHelpers';

const recipe = (over: Partial<CandidateRecipe>) =>
  prepareRecipe({
    idRecipe: 1,
    name: 'Dish',
    servings: 1,
    mealTypes: ['LUNCH'],
    seasons: ['NO_SEASON'],
    tags: [],
    ingredients: [
      { idIngredient: 1, name: 'Rice', grams: 100 },
      { idIngredient: 2, name: 'Carrot', grams: 100 },
    ],
    nutritionPerServing: { energyKcal: 500, protein: 25, carbohydrate: 62.5, fat: 16.7, fiber: 5, sugar: 5, salt: 1 },
    allergens: [],
    suitableDiets: [...DIETS],
    ...over,
  });
const lunch = DEFAULT_DIVISIONS[3];
const soupDivision = DEFAULT_DIVISIONS[2];
const sctx = (over: Partial<StaticContext> = {}): StaticContext => ({
  division: lunch,
  shares: [{ user: 1, kcal: 500 }],
  bounds: { min: 0.5, max: 2, step: 0 },
  macroTarget: DEFAULT_MACRO_DISTRIBUTION,
  season: 'WINTER',
  recipeFeedback: new Map(),
  ingredientFeedback: new Map(),
  varietyMode: 'PRIORITY',
  varietyIngredients: new Set(),
  costRange: null,
  anyMemberDiabetic: false,
  ...over,
});
const slot = (over: Partial<SlotContext> = {}): SlotContext => ({
  division: lunch,
  isMainDish: true,
  varietyLevel: 'UNLIMITED',
  sameDayIngredients: new Set(),
  previousDayIngredients: new Set(),
  sameDayRecipes: new Set(),
  sameDayMeat: false,
  sameDayFish: false,
  weekRecipeUses: new Map(),
  weekFoodGroups: new Set(),
  previousSoup: null,
  ...over,
});
const scale = (p: ReturnType<typeof recipe>, ctx = sctx()) => scaleRecipe(p, ctx.shares, ctx.bounds);

describe('static heuristics', () => {
  it('ENERGY_SUITABILITY prefers a recipe whose bounded portion meets the share', () => {
    const fits = recipe({});
    const tiny = recipe({ nutritionPerServing: { ...fits.recipe.nutritionPerServing, energyKcal: 100 } });
    expect(energySuitability(fits, scale(fits), sctx())).toBeCloseTo(1, 6);
    expect(energySuitability(tiny, scale(tiny), sctx())).toBeLessThan(0.1);
  });
  it('PROTEIN_SUITABILITY falls with the distance to the target share', () => {
    const lean = recipe({
      nutritionPerServing: { energyKcal: 400, protein: 70, carbohydrate: 20, fat: 5, fiber: 0, sugar: 0, salt: 0 },
    });
    expect(proteinSuitability(recipe({}), scale(recipe({})), sctx())).toBeGreaterThan(0.95);
    expect(proteinSuitability(lean, scale(lean), sctx())).toBe(0);
  });
  it('USER_PREFERENCES, SEASON, VARIETY_OPTIONS, NO_COMFORT_FOOD, LOW_SUGAR_DRINKS', () => {
    const p = recipe({});
    expect(userPreferences(p, scale(p), sctx())).toBe(0.5);
    expect(userPreferences(p, scale(p), sctx({ recipeFeedback: new Map([[1, 1]]) }))).toBe(1);
    expect(userPreferences(p, scale(p), sctx({ ingredientFeedback: new Map([[2, -1]]) }))).toBe(0);
    expect(season(recipe({ seasons: ['SUMMER'] }), scale(p), sctx())).toBe(0);
    expect(season(recipe({ seasons: ['WINTER'] }), scale(p), sctx())).toBe(1);
    expect(varietyOptions(p, scale(p), sctx({ varietyIngredients: new Set([2]) }))).toBe(0.85);
    expect(varietyOptions(p, scale(p), sctx({ varietyIngredients: new Set([9]) }))).toBe(0);
    expect(varietyOptions(p, scale(p), sctx({ varietyMode: 'ALLOWED', varietyIngredients: new Set([2]) }))).toBe(0.5);
    expect(noComfortFood(recipe({ name: 'Chips' }), scale(p), sctx())).toBe(0);
    const cola = recipe({ mealTypes: ['DRINK'], nutritionPerServing: { ...p.recipe.nutritionPerServing, sugar: 25 } });
    expect(lowSugarDrinks(cola, scale(cola), sctx())).toBe(0);
    // Milk's own sugar is not free sugar: plain milk scores as water does.
    const milk = recipe({
      mealTypes: ['DRINK'],
      nutritionPerServing: { ...p.recipe.nutritionPerServing, sugar: 12, freeSugar: 0 },
    });
    expect(lowSugarDrinks(milk, scale(milk), sctx())).toBe(1);
    const cocoa = recipe({
      mealTypes: ['DRINK'],
      nutritionPerServing: { ...p.recipe.nutritionPerServing, sugar: 28, freeSugar: 17 },
    });
    expect(lowSugarDrinks(cocoa, scale(cocoa), sctx())).toBeCloseTo(1 - 17 / 25, 6);
  });
});

describe('dynamic heuristics', () => {
  it('INGREDIENT_VARIETY penalises same-day fully and previous-day by half', () => {
    const p = recipe({});
    expect(ingredientVariety(p, scale(p), slot({ sameDayIngredients: new Set([1]) }))).toBe(0.5);
    expect(ingredientVariety(p, scale(p), slot({ previousDayIngredients: new Set([1, 2]) }))).toBe(0.5);
  });
  it('LIMIT_MAIN_DISH_RECIPE_REPETITION is stronger at the Balanced (UNLIMITED) level', () => {
    const p = recipe({});
    const uses = new Map([[1, 1]]);
    const low = limitMainDishRepetition(p, scale(p), slot({ varietyLevel: 'LOW', weekRecipeUses: uses }));
    const balanced = limitMainDishRepetition(p, scale(p), slot({ varietyLevel: 'UNLIMITED', weekRecipeUses: uses }));
    expect(balanced).toBeLessThan(low);
    expect(limitMainDishRepetition(p, scale(p), slot({ isMainDish: false, weekRecipeUses: uses }))).toBe(1);
  });
  it('MINIMIZE_PRODUCT_CATEGORIES prefers categories already bought and few categories', () => {
    const ing = (id: number, foodGroup: string) => ({ idIngredient: id, name: `i${id}`, grams: 50, foodGroup });
    const two = recipe({ ingredients: [ing(1, 'A'), ing(2, 'B')] });
    const four = recipe({ ingredients: [ing(1, 'A'), ing(2, 'B'), ing(3, 'C'), ing(4, 'D')] });
    expect(minimizeProductCategories(two, scale(two), slot({ weekFoodGroups: new Set(['A', 'B']) }))).toBe(1);
    // One category not yet on the week's list costs the whole 0.8; the rest rewards few categories.
    expect(minimizeProductCategories(two, scale(two), slot({ weekFoodGroups: new Set(['A']) }))).toBe(0.2);
    expect(minimizeProductCategories(two, scale(two), slot())).toBe(0.2);
    expect(minimizeProductCategories(four, scale(four), slot())).toBeCloseTo(0.2 / 1.5, 9);
    expect(
      minimizeProductCategories(four, scale(four), slot({ weekFoodGroups: new Set(['A', 'B', 'C', 'D', 'E']) })),
    ).toBeCloseTo(0.8 + 0.2 / 1.5, 9);
  });
  it('MEAT_FISH_SEPARATION and LITRE_OF_SOUP_IN_A_ROW', () => {
    const beef = recipe({ ingredients: [{ idIngredient: 3, name: 'Beef', grams: 100, foodGroup: 'Beef Products' }] });
    expect(meatFishSeparation(beef, scale(beef), slot({ sameDayFish: true }))).toBe(0);
    expect(meatFishSeparation(beef, scale(beef), slot())).toBe(1);
    const soup = recipe({ idRecipe: 8, mealTypes: ['SOUP'] });
    const other = recipe({ idRecipe: 9, mealTypes: ['SOUP'] });
    const lasting = slot({ division: soupDivision, previousSoup: { idRecipe: 8, runDays: 1, capacityDays: 3 } });
    expect(litreOfSoupInARow(soup, scale(soup), lasting)).toBe(1);
    expect(litreOfSoupInARow(other, scale(other), lasting)).toBeLessThan(0.5);
    const finished = slot({ division: soupDivision, previousSoup: { idRecipe: 8, runDays: 3, capacityDays: 3 } });
    expect(litreOfSoupInARow(soup, scale(soup), finished)).toBeLessThan(litreOfSoupInARow(other, scale(other), finished));
  });
});

/** Mean over days and members of the relative day energy+macro deviation, from the plan alone. */
function meanDeviation(input: PlanInput, plan: WeekPlan, targets: { kcal: number; p: number; c: number; f: number }[]): number {
  const byId = new Map(input.candidates.map((r) => [r.idRecipe, r.nutritionPerServing]));
  let sum = 0;
  let n = 0;
  for (const day of new Set(plan.mealPlans.map((m) => m.dayOfWeek))) {
    input.members.forEach((member, i) => {
      const t = { kcal: 0, p: 0, c: 0, f: 0 };
      for (const m of plan.mealPlans.filter((x) => x.dayOfWeek === day))
        for (const s of m.scaledRecipes) {
          const k = s.householdServings.find((h) => h.user === member.user)!.portionInServings;
          const nps = byId.get(s.recipe.idRecipe)!;
          t.kcal += nps.energyKcal * k;
          t.p += nps.protein * k;
          t.c += nps.carbohydrate * k;
          t.f += nps.fat * k;
        }
      const g = targets[i];
      sum +=
        Math.abs(t.kcal - g.kcal) / g.kcal + Math.abs(t.p - g.p) / g.p + Math.abs(t.c - g.c) / g.c + Math.abs(t.f - g.f) / g.f;
      n += 1;
    });
  }
  return sum / n;
}

describe('improvement passes', () => {
  const input = createPlanInput({ members: household(2), seed: 21 });
  const off = { ...DEFAULT_RECOMMENDER_SETTINGS, runDayImprovement: false, runWeekImprovement: false };

  it('NUTRITIONAL_DEVIATION (day improvement) cuts the day deviation of energy and macros', () => {
    const plainPlan = planWeek({ ...input, settings: off });
    const improvedPlan = planWeek({
      ...input,
      settings: {
        ...off,
        runDayImprovement: true,
        dayHeuristicsWeights: {
          NUTRITIONAL_DEVIATION: 5,
          FRUIT_VARIETY: 1,
          SODIUM_LIMIT: 2.5,
          FIBER_MINIMUM: 2.5,
          FREE_SUGAR_LIMIT: 2.5,
        },
      },
    });
    // Targets from the day totals the checker can recompute: IOM via the needs of a plan-independent formula.
    const targets = input.members.map((m) => {
      const kcal =
        m.gender === 'M'
          ? 662 -
            9.53 * m.ageYears +
            { LOWEST: 1, LOW: 1.11, MEDIUM: 1.25, AUTO: 1 }[m.activityLevel] * (15.91 * m.weightKg + (539.6 * m.heightCm) / 100)
          : 354 -
            6.91 * m.ageYears +
            { LOWEST: 1, LOW: 1.12, MEDIUM: 1.27, AUTO: 1 }[m.activityLevel] * (9.36 * m.weightKg + (726 * m.heightCm) / 100);
      return { kcal, p: (kcal * 0.2) / 4, c: (kcal * 0.5) / 4, f: (kcal * 0.3) / 9 };
    });
    const before = meanDeviation(input, plainPlan, targets);
    const after = meanDeviation(input, improvedPlan, targets);
    expect(after).toBeLessThan(before * 0.8);
  });

  it('NL_FISH (week improvement) brings fish on at least two days', () => {
    const fishIds = new Set(
      input.candidates.filter((r) => r.ingredients.some((i) => i.foodGroup?.startsWith('Finfish'))).map((r) => r.idRecipe),
    );
    const fishDays = (plan: WeekPlan) =>
      new Set(plan.mealPlans.filter((m) => m.scaledRecipes.some((s) => fishIds.has(s.recipe.idRecipe))).map((m) => m.dayOfWeek))
        .size;
    const noFishInput = {
      ...input,
      feedback: { ingredients: [5, 6, 7].map((idIngredient) => ({ idIngredient, value: -1 })), recipes: [] },
    };
    const without = planWeek({ ...noFishInput, settings: off });
    const withFish = planWeek({
      ...noFishInput,
      settings: { ...off, runWeekImprovement: true, weekHeuristicsWeights: { NL_FISH: 5, INCLUDE_WHITE_MEAT: 0 } },
    });
    expect(fishDays(without)).toBeLessThan(2);
    expect(fishDays(withFish)).toBeGreaterThanOrEqual(2);
    expect(slotsOf(withFish).size).toBe(slotsOf(without).size);
  });
});

describe('disabled heuristics (CHEAPER_FOOD, DIABETES)', () => {
  const weights = { ...DEFAULT_RECOMMENDER_SETTINGS.mealOfDayHeuristicsWeights, CHEAPER_FOOD: 2, DIABETES: 3 };
  const settings = { ...DEFAULT_RECOMMENDER_SETTINGS, mealOfDayHeuristicsWeights: weights };
  const reported = (plan: WeekPlan, name: string) =>
    [...slotsOf(plan).values()].map((s) => s.heuristicScores.find((h) => h.name === name)!);

  it('weigh 0 with a neutral score when there is no data, whatever the settings', () => {
    const plan = planWeek(createPlanInput({ settings }));
    for (const h of [...reported(plan, 'CHEAPER_FOOD'), ...reported(plan, 'DIABETES')])
      expect(h).toMatchObject({ weight: 0, value: 0.5 });
  });

  it('use the settings weight when cost data or a diabetic member exists', () => {
    const base = createPlanInput({ settings });
    const priced = base.candidates.map((r) => ({ ...r, costPerServing: 0.5 + (r.idRecipe % 17) / 4 }));
    const plan = planWeek({ ...base, candidates: priced, members: base.members.map((m) => ({ ...m, diabetes: true })) });
    for (const h of reported(plan, 'CHEAPER_FOOD')) expect(h.weight).toBe(2);
    for (const h of reported(plan, 'DIABETES')) expect(h.weight).toBe(3);
    const cheap = reported(plan, 'CHEAPER_FOOD').map((h) => h.value);
    expect(cheap.reduce((a, b) => a + b, 0) / cheap.length).toBeGreaterThan(0.5);
  });
});
