/** The settings preview's pure figures on tiny hand-made plans. */
import type { CandidateRecipe, MealOfDayDivision, ScaledRecipe, WeekPlan } from '../../../recommender';
import { changedMeals, figureChanges, planFigures, stability, type FigureContext } from './previewFigures';

const LUNCH: MealOfDayDivision = {
  idMealOfDayDivision: 3,
  mealOfDay: 'LUNCH',
  type: 'MEAL_PART',
  mealPart: 'LUNCH',
  name: 'Lunch',
};
const SNACK: MealOfDayDivision = {
  idMealOfDayDivision: 4,
  mealOfDay: 'MIDDLE_AFTERNOON',
  type: 'MEAL_PART',
  mealPart: 'SNACK',
  name: 'Snack',
};

const item = (division: MealOfDayDivision, idRecipe: number, name: string, portions: number[] = [1]): ScaledRecipe => ({
  idScaledRecipe: idRecipe,
  recipe: { idRecipe, name },
  scaledRecipeIngredients: [],
  servings: portions.reduce((a, x) => a + x, 0),
  householdServings: portions.map((portionInServings, i) => ({ user: i + 1, portionInServings })),
  mealOfDayDivision: division,
  heuristicScores: [],
  appliedRestrictions: {} as ScaledRecipe['appliedRestrictions'],
});

/** A plan from (date, items) per meal. */
const plan = (meals: [string, ScaledRecipe[]][]): WeekPlan => ({
  startDate: '2026-06-01',
  mealPlans: meals.map(([date, scaledRecipes]) => ({
    date,
    dayOfWeek: date === '2026-06-01' ? 'MONDAY' : 'TUESDAY',
    mealOfDay: scaledRecipes[0].mealOfDayDivision.mealOfDay,
    scaledRecipes,
  })),
});

const MON = '2026-06-01';
const TUE = '2026-06-02';

describe('stability', () => {
  it('is 1 for the same plan and for two empty plans', () => {
    const p = plan([[MON, [item(LUNCH, 10, 'Beef stew')]]]);
    expect(stability(p, p)).toBe(1);
    expect(stability(plan([]), plan([]))).toBe(1);
  });

  it('is the Jaccard index of the (day, division, recipe) triples', () => {
    const before = plan([
      [MON, [item(LUNCH, 10, 'Beef stew')]],
      [MON, [item(SNACK, 20, 'Apple, raw')]],
      [TUE, [item(LUNCH, 11, 'Lasagna')]],
    ]);
    // Monday's lunch and snack kept, Tuesday's lunch changed: 2 kept of 4 distinct triples.
    const after = plan([
      [MON, [item(LUNCH, 10, 'Beef stew')]],
      [MON, [item(SNACK, 20, 'Apple, raw')]],
      [TUE, [item(LUNCH, 12, 'Chicken curry')]],
    ]);
    expect(stability(before, after)).toBeCloseTo(2 / 4);
    // The same recipe on another day is another triple.
    const moved = plan([[TUE, [item(LUNCH, 10, 'Beef stew')]]]);
    expect(stability(plan([[MON, [item(LUNCH, 10, 'Beef stew')]]]), moved)).toBe(0);
  });
});

describe('changedMeals', () => {
  it('lists only the divisions whose recipe differs, with both recipes', () => {
    const before = plan([
      [MON, [item(LUNCH, 10, 'Beef stew')]],
      [TUE, [item(LUNCH, 11, 'Lasagna')]],
    ]);
    const after = plan([
      [MON, [item(LUNCH, 10, 'Beef stew')]],
      [TUE, [item(LUNCH, 12, 'Chicken curry')]],
    ]);
    expect(changedMeals(before, after)).toEqual([
      {
        date: TUE,
        dayOfWeek: 'TUESDAY',
        mealOfDay: 'LUNCH',
        idMealOfDayDivision: 3,
        divisionName: 'Lunch',
        before: { idRecipe: 11, name: 'Lasagna' },
        after: { idRecipe: 12, name: 'Chicken curry' },
      },
    ]);
    expect(changedMeals(before, before)).toEqual([]);
  });

  it('names a meal only one plan has with one side', () => {
    const changes = changedMeals(plan([]), plan([[MON, [item(SNACK, 20, 'Apple, raw')]]]));
    expect(changes).toHaveLength(1);
    expect(changes[0].before).toBeUndefined();
    expect(changes[0].after).toEqual({ idRecipe: 20, name: 'Apple, raw' });
  });
});

const nutrition = (energyKcal: number, protein: number, carbohydrate: number, fat: number) => ({
  energyKcal,
  protein,
  carbohydrate,
  fat,
  fiber: 0,
  sugar: 0,
  salt: 0,
});
const candidate = (idRecipe: number, name: string, n: ReturnType<typeof nutrition>, group: string): CandidateRecipe => ({
  idRecipe,
  name,
  servings: 1,
  mealTypes: [],
  seasons: [],
  tags: [],
  ingredients: [{ idIngredient: idRecipe, name, grams: 100, foodGroup: group }],
  nutritionPerServing: n,
  allergens: [],
  suitableDiets: [],
});

describe('planFigures and figureChanges', () => {
  const candidates = new Map(
    [
      candidate(10, 'Salmon, baked', nutrition(500, 40, 10, 30), 'Finfish and Shellfish Products'),
      candidate(20, 'Apple, raw', nutrition(100, 0, 25, 0), 'Fruits and Fruit Juices'),
      candidate(30, 'Cake, chocolate', nutrition(400, 5, 50, 20), 'Baked Products'),
      candidate(40, 'Pizza, cheese', nutrition(500, 20, 60, 20), 'Fast Foods'),
    ].map((c) => [c.idRecipe, c]),
  );
  const ctx: FigureContext = {
    candidates,
    targets: [{ user: 1, kcal: 1000, protein: 50, carbohydrate: 100, fat: 40 }],
    youngestAge: 40,
  };

  it('measures deviation, variety, fish, fruit and the slots a dietitian strikes', () => {
    const p = plan([
      [MON, [item(LUNCH, 10, 'Salmon, baked')]],
      [MON, [item(SNACK, 20, 'Apple, raw')]],
      [TUE, [item(LUNCH, 30, 'Cake, chocolate')]],
      [TUE, [item(SNACK, 20, 'Apple, raw')]],
    ]);
    const f = planFigures(p, ctx);
    // Monday 600 kcal, Tuesday 500 kcal of 1000: deviations 0.4 and 0.5.
    expect(f.energyDeviation).toBeCloseTo(0.45);
    // Monday: protein 40/50 (0.2), carb 35/100 (0.65), fat 30/40 (0.25); Tuesday: 5/50 (0.9), 75/100 (0.25), 20/40 (0.5).
    expect(f.macroDeviation).toBeCloseTo((0.2 + 0.65 + 0.25 + 0.9 + 0.25 + 0.5) / 6);
    expect(f.distinctRecipes).toBe(3);
    expect(f.fishPortions).toBe(1);
    expect(f.fruitPortions).toBe(2);
    // A cake as the lunch main is struck; salmon and the apples are not.
    expect(f.implausibleSlots).toBe(1);
  });

  it('counts portions per member eating and dish families once each', () => {
    const twoMembers: FigureContext = {
      ...ctx,
      targets: [...ctx.targets, { user: 2, kcal: 800, protein: 40, carbohydrate: 90, fat: 30 }],
    };
    const p = plan([
      [MON, [item(LUNCH, 10, 'Salmon, baked', [1, 0.5])]],
      [MON, [item(SNACK, 20, 'Apple, raw', [1, 0])]],
      [TUE, [item(LUNCH, 40, 'Pizza, cheese', [1, 1])]],
    ]);
    const f = planFigures(p, twoMembers);
    expect(f.fishPortions).toBe(2);
    expect(f.fruitPortions).toBe(1);
    expect(f.dishFamilies).toBe(1);
  });

  it('answers the change of every measure, edited minus saved', () => {
    const before = planFigures(plan([[MON, [item(LUNCH, 30, 'Cake, chocolate')]]]), ctx);
    const after = planFigures(plan([[MON, [item(LUNCH, 10, 'Salmon, baked')]]]), ctx);
    const change = figureChanges(before, after);
    expect(change.implausibleSlots).toBe(-1);
    expect(change.fishPortions).toBe(1);
    expect(change.energyDeviation).toBeCloseTo(0.5 - 0.6);
    expect(change.distinctRecipes).toBe(0);
  });
});
