/** Unit tests of the steps: needs, divisions, rules, scaling, flags, rng. */
import { DEFAULT_MACRO_DISTRIBUTION, DIETS } from '../../src/domain';
import {
  DEFAULT_DIVISIONS,
  deriveRecipeFlags,
  divisionEnergyShares,
  householdNeeds,
  mulberry32,
  nutritionalNeeds,
  portionFor,
  weekDays,
  seasonOf,
  type CandidateRecipe,
} from '../../src/recommender';
import { applyDivisionRules, applyHouseholdRules, compileRules, emptyRemovals, fitsRole } from '../../src/recommender/rules';
import { dishFamily, slotFamily, SNACK_TREAT, UNCOMMON_FRUIT } from '../../src/recommender/variety';
import { capFruitMeals, FRUIT_MEAL_MAX_SHARE } from '../../src/recommender/divisions';
import {
  FRUIT_MAX_GRAMS,
  FRUIT_MIN_GRAMS,
  FRUIT_MAX_SERVINGS,
  MAIN_MAX_SERVINGS,
  MEAT_ALONE_MAX_GRAMS,
  prepareRecipe,
  VEGETABLE_MIN_GRAMS,
  VEGETABLE_MIN_SERVINGS,
  VEGETABLE_SIDE_MAX_GRAMS,
} from '../../src/recommender/prepared';
import { memberMaxPortion, scaleRecipe } from '../../src/recommender/scaling';
import { createMember, MEALS } from './fixtures';

const recipe = (over: Partial<CandidateRecipe>): CandidateRecipe => ({
  idRecipe: 1,
  name: 'Test',
  servings: 2,
  mealTypes: ['LUNCH'],
  seasons: ['NO_SEASON'],
  tags: [],
  ingredients: [{ idIngredient: 1, name: 'Rice', grams: 200, foodGroup: 'Cereal Grains and Pasta' }],
  nutritionPerServing: { energyKcal: 500, protein: 25, carbohydrate: 60, fat: 17, fiber: 5, sugar: 5, salt: 1 },
  allergens: [],
  suitableDiets: [...DIETS],
  ...over,
});

describe('needs', () => {
  const settings = { equation: 'INSTITUTE_OF_MEDICINE' as const, macroDistribution: DEFAULT_MACRO_DISTRIBUTION };
  it('splits the day over the meals and derives macro grams', () => {
    const n = nutritionalNeeds(createMember(), settings, MEALS[6]);
    const kcal = n.nutrientNeeds.KCAL.target;
    const meals = Object.values(n.mealsKcalNeed).reduce((a, b) => a + (b ?? 0), 0);
    expect(meals).toBeCloseTo(kcal, 6);
    expect(n.mealsKcalNeed.LUNCH).toBeCloseTo(kcal * 0.3, 6);
    expect(n.nutrientNeeds.PROTEIN.target).toBeCloseTo((kcal * 0.2) / 4, 6);
    expect(n.nutrientNeeds.FAT.target).toBeCloseTo((kcal * 0.3) / 9, 6);
    // 14 g per 1,000 kcal (Dutch Health Council) is more than EFSA's 25 g above 1,786 kcal.
    expect(kcal).toBeGreaterThan(1786);
    expect(n.nutrientNeeds.FIBER.min).toBeCloseTo((14 * kcal) / 1000, 6);
    expect(n.nutrientNeeds.SALT.max).toBe(6);
    expect(n.nutrientNeeds.IRON.target).toBe(11);
  });
  it('gives pre-menopausal women 16 mg iron and a member per need', () => {
    const [m, w] = householdNeeds([createMember(), createMember({ user: 3, gender: 'F', ageYears: 30 })], settings, MEALS[3]);
    expect(m.user).toBe(2);
    expect(w.nutrientNeeds.IRON.target).toBe(16);
    expect(Object.keys(w.mealsKcalNeed)).toEqual(['BREAKFAST', 'LUNCH', 'DINNER']);
  });
});

describe('divisions', () => {
  it('has 7 default entries and shares that sum to 1 per meal', () => {
    expect(DEFAULT_DIVISIONS).toHaveLength(7);
    const shares = divisionEnergyShares(DEFAULT_DIVISIONS);
    expect((shares.get(3) ?? 0) + (shares.get(4) ?? 0)).toBeCloseTo(1, 10);
    expect(shares.get(4)).toBeGreaterThan(shares.get(3) ?? 1);
    expect(shares.get(1)).toBe(1);
  });
});

describe('a meal of fruit only', () => {
  const part = (id: number, mealOfDay: 'MIDDLE_MORNING' | 'LUNCH', mealPart: 'FRUIT' | 'LUNCH') => ({
    idMealOfDayDivision: id,
    mealOfDay,
    type: 'MEAL_PART' as const,
    mealPart,
  });
  const need = { user: 1, mealsKcalNeed: { MIDDLE_MORNING: 200, LUNCH: 800 }, nutrientNeeds: {} as never };

  it('takes at most 6 % of the day; the other meals take the rest in proportion, the day unchanged', () => {
    const [n] = capFruitMeals([need], [part(1, 'MIDDLE_MORNING', 'FRUIT'), part(2, 'LUNCH', 'LUNCH'), part(3, 'LUNCH', 'FRUIT')]);
    expect(n.mealsKcalNeed.MIDDLE_MORNING).toBeCloseTo(1000 * FRUIT_MEAL_MAX_SHARE, 9);
    expect(n.mealsKcalNeed.LUNCH).toBeCloseTo(1000 - 1000 * FRUIT_MEAL_MAX_SHARE, 9);
  });

  it('leaves a meal with more than fruit as it is', () => {
    const [n] = capFruitMeals([need], [part(1, 'MIDDLE_MORNING', 'LUNCH'), part(2, 'LUNCH', 'LUNCH')]);
    expect(n.mealsKcalNeed).toEqual({ MIDDLE_MORNING: 200, LUNCH: 800 });
  });
});

describe('hard rules', () => {
  const catalogue = [
    recipe({ idRecipe: 1 }),
    recipe({ idRecipe: 2, suitableDiets: ['NONE'] }),
    recipe({ idRecipe: 3, allergens: ['NUTS'] }),
    recipe({ idRecipe: 4, ingredients: [{ idIngredient: 9, name: 'Celery', grams: 10 }] }),
    recipe({ idRecipe: 5, ingredients: [{ idIngredient: 8, name: 'Lentils', grams: 10 }] }),
    recipe({ idRecipe: 6, ingredients: [{ idIngredient: 7, name: 'Tomato', grams: 10 }] }),
    recipe({ idRecipe: 7, mealTypes: ['SOUP'] }),
    recipe({ idRecipe: 8, expertiseLevel: 'ADVANCED' }),
  ].map(prepareRecipe);
  it('counts each removal under its rule and the meal type last', () => {
    const rules = compileRules(
      {
        diets: ['VEGAN'],
        allergens: ['NUTS'],
        foodRestrictions: [{ idFoodRestriction: 1, name: 'x', ingredientsToExclude: [9] }],
        ingredientRestrictions: [8],
        cookingExpertise: 'INTERMEDIATE',
      },
      { priorityIngredients: [], allowedIngredients: [], excludedIngredients: [7], varietyLevel: 'LOW' },
    );
    const { survivors, removed } = applyHouseholdRules(catalogue, rules);
    expect(removed).toEqual({
      MEAL_TYPE: 0,
      DIET: 1,
      ALLERGEN: 1,
      FOOD_RESTRICTION: 1,
      INGREDIENT_RESTRICTION: 1,
      EXCLUDED_INGREDIENT: 1,
      EXPERTISE: 1,
    });
    const { candidates, applied } = applyDivisionRules(8, survivors, removed, DEFAULT_DIVISIONS[3]);
    expect(candidates.map((c) => c.recipe.idRecipe)).toEqual([1]);
    expect(applied).toMatchObject({ initialCandidates: 8, finalCandidates: 1, removedTypesOtherMealDivisions: 1 });
    expect(applied.removedCandidates.MEAL_TYPE).toBe(1);
  });

  describe("a division's own role", () => {
    const breadLunch = {
      idMealOfDayDivision: 3,
      mealOfDay: 'LUNCH' as const,
      type: 'MEAL_PART' as const,
      mealPart: 'LUNCH' as const,
      name: 'Bread lunch',
      mealRole: 'BREAD_MEAL' as const,
    };
    const sandwich = (idRecipe: number, name: string) => recipe({ idRecipe, name, mealRoles: ['BREAD_MEAL'] });
    const stew = recipe({ idRecipe: 99, name: 'Lentil stew', mealRoles: ['HOT_MAIN'] });
    const ids = (list: CandidateRecipe[]) =>
      applyDivisionRules(list.length, list.map(prepareRecipe), emptyRemovals(), breadLunch)
        .candidates.map((c) => c.recipe.idRecipe)
        .sort((a, b) => a - b);

    it('keeps to its role when four dish families can vary a week', () => {
      const four = [
        sandwich(1, 'Peanut butter sandwich'),
        sandwich(2, 'Hummus sandwich'),
        sandwich(3, 'Tofu sandwich'),
        sandwich(4, 'Avocado sandwich'),
      ];
      expect(ids([...four, stew])).toEqual([1, 2, 3, 4]);
    });

    it("widens to its meal part's roles when its recipes are one dish family (a vegan bread lunch)", () => {
      const peanut = [
        sandwich(1, 'Peanut butter sandwich'),
        sandwich(2, 'Peanut butter and jelly sandwich'),
        sandwich(3, 'Peanut butter and banana sandwich'),
      ];
      expect(ids([...peanut, stew])).toEqual([1, 2, 3, 99]);
    });
  });
});

describe('scaling', () => {
  it('meets each member share within bounds and rounds to 0.05 or the step', () => {
    const p = prepareRecipe(recipe({}));
    const s = scaleRecipe(
      p,
      [
        { user: 1, kcal: 640 },
        { user: 2, kcal: 100 },
        { user: 3, kcal: 5000 },
      ],
      { min: 0.5, max: 2, step: 0 },
    );
    expect(s.householdServings.map((h) => h.portionInServings)).toEqual([1.3, 0.5, 2]);
    expect(s.servings).toBeCloseTo(3.8, 10);
    expect(portionFor(1.13, { min: 0.5, max: 2, step: 0.25 })).toBe(1.25);
  });

  it('serves at most 100 g of liver or other offal per person, whatever the share', () => {
    // Two servings of 150 g liver each: 75 g a serving, so at most 1.33 servings (1.3 continuous, 1.25 in quarters).
    const liver = prepareRecipe(
      recipe({
        name: 'Liver hash',
        ingredients: [
          { idIngredient: 5, name: 'Chicken, liver, all classes, cooked, simmered', grams: 150, foodGroup: 'Poultry Products' },
          { idIngredient: 6, name: 'Potatoes, boiled', grams: 250, foodGroup: 'Vegetables and Vegetable Products' },
        ],
        nutritionPerServing: { energyKcal: 200, protein: 20, carbohydrate: 20, fat: 6, fiber: 2, sugar: 1, salt: 1 },
      }),
    );
    expect(liver.maxServings).toBeCloseTo(100 / 75, 6);
    const big = [{ user: 1, kcal: 600 }];
    expect(scaleRecipe(liver, big, { min: 0.5, max: 2, step: 0 }).householdServings[0].portionInServings).toBe(1.3);
    expect(scaleRecipe(liver, big, { min: 0.5, max: 2, step: 0.25 }).householdServings[0].portionInServings).toBe(1.25);
    // Chicken livers of a bean dish name no offal: kidney beans are beans.
    const beans = prepareRecipe(
      recipe({
        ingredients: [{ idIngredient: 7, name: 'Beans, kidney, red, mature seeds, cooked', grams: 300, foodGroup: 'Legumes' }],
      }),
    );
    expect(beans.maxServings).toBe(MAIN_MAX_SERVINGS);
  });

  it('caps rice cakes at 7 a meal, fruit at 2 servings and 200 g and cheese eaten as a snack at 40 g, nuts at 40 g and soy nuts at 50 g as a snack, whatever the need', () => {
    const riceCakes = prepareRecipe(
      recipe({
        name: 'Cheese and cucumber on rice cakes',
        servings: 1,
        ingredients: [
          { idIngredient: 8, name: 'Snacks, rice cakes, brown rice, plain, unsalted', grams: 36, foodGroup: 'Snacks' },
          { idIngredient: 9, name: 'Cheese, gouda', grams: 30, foodGroup: 'Dairy and Egg Products' },
          { idIngredient: 10, name: 'Cucumber, with peel, raw', grams: 50, foodGroup: 'Vegetables and Vegetable Products' },
        ],
      }),
    );
    // 36 g a serving, 63 g at most: 1.75 servings; the cheese is no snack of cheese by itself.
    expect(riceCakes.maxServings).toBeCloseTo(63 / 36, 6);
    const big = [{ user: 1, kcal: 2000, maxPortion: 2.75 }];
    expect(scaleRecipe(riceCakes, big, { min: 0.5, max: 2, step: 0.25 }).householdServings[0].portionInServings).toBe(1.75);
    const banana = prepareRecipe(
      recipe({
        name: 'Banana, raw',
        servings: 1,
        mealTypes: ['FRUIT', 'SNACK'],
        ingredients: [{ idIngredient: 11, name: 'Bananas, raw', grams: 118, foodGroup: 'Fruits and Fruit Juices' }],
        nutritionPerServing: { energyKcal: 105, protein: 1, carbohydrate: 27, fat: 0.4, fiber: 3, sugar: 14, salt: 0 },
      }),
    );
    // 200 g of 118 g bananas is 1.69 servings: served 1.5, the whole step under it.
    expect(banana.maxServings).toBeCloseTo(FRUIT_MAX_GRAMS / 118, 6);
    expect(scaleRecipe(banana, big, { min: 0.5, max: 2, step: 0.25 }).householdServings[0].portionInServings).toBe(1.5);
    const fruit = (grams: number) =>
      prepareRecipe(
        recipe({
          name: 'Kiwifruit, raw',
          servings: 1,
          mealTypes: ['FRUIT'],
          ingredients: [{ idIngredient: 15, name: 'Kiwifruit, green, raw', grams, foodGroup: 'Fruits and Fruit Juices' }],
        }),
      ).maxServings;
    // Small fruit stops at two servings; a serving heavier than 200 g is still served whole.
    expect(fruit(70)).toBe(FRUIT_MAX_SERVINGS);
    expect(fruit(250)).toBe(1);
    // Fruit counted by the piece: two passion fruits (36 g), four kumquats (76 g).
    const piece = (name: string, ingredient: string) =>
      prepareRecipe(
        recipe({
          name,
          servings: 1,
          mealTypes: ['FRUIT'],
          ingredients: [{ idIngredient: 16, name: ingredient, grams: 80, foodGroup: 'Fruits and Fruit Juices' }],
        }),
      );
    expect(piece('Passion fruit, raw', 'Passion-fruit, (granadilla), purple, raw').maxServings).toBeCloseTo(36 / 80, 6);
    expect(piece('Kumquat, raw', 'Kumquats, raw').maxServings).toBeCloseTo(76 / 80, 6);
    // Fresh fruit at least 80 g (where its caps allow it), dried fruit as little as its bounds allow.
    expect(piece('Grapes, raw', 'Grapes, red or green, raw').minServings).toBeCloseTo(FRUIT_MIN_GRAMS / 80, 6);
    expect(piece('Blackberries, raw', 'Blackberries, raw').minServings).toBe(1);
    expect(piece('Raisins, dried', 'Raisins, seedless').minServings).toBe(0);
    const grapes = piece('Grapes, raw', 'Grapes, red or green, raw');
    const small = [{ user: 1, kcal: 60, maxPortion: 2 }];
    expect(scaleRecipe(grapes, small, { min: 0.25, max: 2, step: 0.25 }).householdServings[0].portionInServings).toBe(1);
    const cheese = prepareRecipe(
      recipe({
        name: 'Cheese, Gouda or Edam',
        servings: 1,
        mealTypes: ['SNACK'],
        mealRoles: ['SNACK', 'STARTER'],
        ingredients: [{ idIngredient: 9, name: 'Cheese, gouda', grams: 28, foodGroup: 'Dairy and Egg Products' }],
      }),
    );
    expect(cheese.maxServings).toBeCloseTo(40 / 28, 6);
    const snackOf = (name: string, ingredient: string, foodGroup: string) =>
      prepareRecipe(
        recipe({
          name,
          servings: 1,
          mealTypes: ['SNACK'],
          mealRoles: ['SNACK'],
          ingredients: [{ idIngredient: 17, name: ingredient, grams: 28, foodGroup }],
        }),
      ).maxServings;
    expect(
      snackOf('Pistachio nuts', 'Nuts, pistachio nuts, dry roasted, without salt added', 'Nut and Seed Products'),
    ).toBeCloseTo(40 / 28, 6);
    expect(snackOf('Roasted soy nuts', 'Soybeans, mature seeds, dry roasted', 'Legumes and Legume Products')).toBeCloseTo(
      50 / 28,
      6,
    );
    // Edamame is a bowl of beans, not nuts.
    expect(snackOf('Edamame beans with sea salt', 'Edamame, frozen, prepared', 'Legumes and Legume Products')).toBe(Infinity);
    // Cottage cheese is no hard cheese.
    const cottage = prepareRecipe(
      recipe({
        name: "Cottage cheese, farmer's",
        servings: 1,
        mealRoles: ['SNACK'],
        ingredients: [
          { idIngredient: 12, name: 'Cheese, cottage, lowfat, 1% milkfat', grams: 113, foodGroup: 'Dairy and Egg Products' },
        ],
      }),
    );
    expect(cottage.maxServings).toBe(Infinity);
  });

  it('serves a vegetable side at least one serving and 150 g (up to two servings for that), within the max', () => {
    const peas = prepareRecipe(
      recipe({
        name: 'Peas, green, cooked, from frozen',
        servings: 1,
        mealTypes: ['VEGETABLE'],
        mealRoles: ['SIDE'],
        ingredients: [
          { idIngredient: 13, name: 'Peas, green, frozen, cooked', grams: 80, foodGroup: 'Vegetables and Vegetable Products' },
        ],
        nutritionPerServing: { energyKcal: 62, protein: 4, carbohydrate: 11, fat: 0.2, fiber: 4, sugar: 4, salt: 0.1 },
      }),
    );
    expect(peas.minServings).toBeCloseTo(VEGETABLE_MIN_GRAMS / 80, 6);
    const small = [{ user: 1, kcal: 20 }];
    // 150 g of 80 g servings is 1.875 servings: served 2, the next whole quarter step.
    expect(scaleRecipe(peas, small, { min: 0.5, max: 2, step: 0.25 }).householdServings[0].portionInServings).toBe(2);
    const side = (name: string, grams: number) =>
      prepareRecipe(
        recipe({
          name,
          servings: 1,
          mealTypes: ['VEGETABLE'],
          mealRoles: ['SIDE'],
          ingredients: [{ idIngredient: 14, name, grams, foodGroup: 'Vegetables and Vegetable Products' }],
        }),
      ).minServings;
    expect(side('Lettuce, raw', 30)).toBe(2);
    expect(side('Cabbage, cooked', 200)).toBe(VEGETABLE_MIN_SERVINGS);
    // A max under the least wins: the bounds stay consistent.
    expect(scaleRecipe(peas, small, { min: 0.5, max: 0.75, step: 0.25 }).householdServings[0].portionInServings).toBe(0.75);
    // A hot main with vegetables is no vegetable side.
    expect(prepareRecipe(recipe({ mealRoles: ['HOT_MAIN'] })).minServings).toBe(0);
    // And at most 250 g of vegetables (about 360 g of shiitake was struck).
    const mushrooms = prepareRecipe(
      recipe({
        name: 'Mushrooms, shiitake, cooked',
        servings: 1,
        mealTypes: ['VEGETABLE'],
        mealRoles: ['SIDE'],
        ingredients: [
          { idIngredient: 15, name: 'Mushrooms, shiitake, cooked', grams: 145, foodGroup: 'Vegetables and Vegetable Products' },
        ],
      }),
    );
    expect(mushrooms.maxServings).toBeCloseTo(VEGETABLE_SIDE_MAX_GRAMS / 145, 6);
  });

  it('serves a dish of meat or fish by itself at most 150 g, and a dish with its starch as its energy asks', () => {
    const dish = (name: string, ...ingredients: { name: string; grams: number; foodGroup: string }[]) =>
      prepareRecipe(
        recipe({
          name,
          servings: 1,
          mealRoles: ['HOT_MAIN'],
          ingredients: ingredients.map((i, k) => ({ idIngredient: 50 + k, ...i })),
        }),
      ).maxServings;
    expect(
      dish('Pheasant, cooked', { name: 'Game meat, pheasant, cooked', grams: 120, foodGroup: 'Lamb, Veal, and Game Products' }),
    ).toBeCloseTo(MEAT_ALONE_MAX_GRAMS / 120, 6);
    expect(
      dish(
        'Cod with boiled potatoes',
        { name: 'Fish, cod, Atlantic, cooked', grams: 120, foodGroup: 'Finfish and Shellfish Products' },
        { name: 'Potatoes, boiled', grams: 250, foodGroup: 'Vegetables and Vegetable Products' },
      ),
    ).toBe(MAIN_MAX_SERVINGS);
  });

  it("grows a member's largest portion with a need above 2,000 kcal, up to 1.5x the max", () => {
    const b = { min: 0.5, max: 2, step: 0.25 };
    expect(memberMaxPortion(b, 1400)).toBe(2);
    expect(memberMaxPortion(b, 2000)).toBe(2);
    expect(memberMaxPortion(b, 2768)).toBe(2.768);
    expect(memberMaxPortion(b, 5000)).toBe(3);
    const shares = [
      { user: 1, kcal: 5000, maxPortion: memberMaxPortion(b, 2768) },
      { user: 2, kcal: 5000, maxPortion: memberMaxPortion(b, 1800) },
      { user: 3, kcal: 600 },
    ];
    // A snack: whole steps, 2.768 serves 2.75; the 1,800 kcal member keeps the max of 2.
    const snack = prepareRecipe(recipe({ mealTypes: ['SNACK'], mealRoles: ['SNACK'] }));
    expect(scaleRecipe(snack, shares, b).householdServings.map((h) => h.portionInServings)).toEqual([2.75, 2, 1.25]);
    // A main dish stops at MAIN_MAX_SERVINGS (2.75 sandwiches or noodle dishes for a teenager were struck).
    const main = prepareRecipe(recipe({ mealRoles: ['HOT_MAIN'] }));
    expect(main.maxServings).toBe(MAIN_MAX_SERVINGS);
    expect(scaleRecipe(main, shares, b).householdServings.map((h) => h.portionInServings)).toEqual([2.5, 2, 1.25]);
  });
});

describe('derived flags', () => {
  it('reads meat, fish, white meat, soup, fruit and drinks from ingredients and types', () => {
    const chicken = deriveRecipeFlags(
      recipe({ ingredients: [{ idIngredient: 1, name: 'Chicken breast', grams: 150, foodGroup: 'Poultry Products' }] }),
    );
    expect(chicken).toMatchObject({ containsMeat: true, isWhiteMeat: true, containsFish: false });
    const salmonSoup = deriveRecipeFlags(
      recipe({
        name: 'Salmon soup',
        mealTypes: ['SOUP'],
        ingredients: [{ idIngredient: 5, name: 'Salmon', grams: 100, foodGroup: 'Finfish and Shellfish Products' }],
      }),
    );
    expect(salmonSoup).toMatchObject({ containsFish: true, containsMeat: false, isSoup: true });
    const apple = deriveRecipeFlags(
      recipe({
        mealTypes: ['FRUIT'],
        ingredients: [{ idIngredient: 28, name: 'Apple', grams: 150, foodGroup: 'Fruits and Fruit Juices' }],
      }),
    );
    expect(apple).toMatchObject({ isFruit: true, isCommonFruit: true, mainIngredientId: 28 });
    // A name or an ingredient that says an uncommon fruit is uncommon, even when a common word is in it or FNDDS
    // made it of a common fruit.
    const juneberry = deriveRecipeFlags(
      recipe({
        name: 'Juneberry, raw',
        mealTypes: ['FRUIT'],
        ingredients: [{ idIngredient: 29, name: 'Blueberries, raw', grams: 150, foodGroup: 'Fruits and Fruit Juices' }],
      }),
    );
    expect(juneberry).toMatchObject({ isFruit: true, isCommonFruit: false });
    const custardApple = deriveRecipeFlags(
      recipe({
        name: 'Custard apple, raw',
        mealTypes: ['FRUIT'],
        ingredients: [
          { idIngredient: 30, name: "Custard-apple, (bullock's-heart), raw", grams: 150, foodGroup: 'Fruits and Fruit Juices' },
        ],
      }),
    );
    expect(custardApple).toMatchObject({ isFruit: true, isCommonFruit: false });
    const soda = deriveRecipeFlags(
      recipe({
        mealTypes: ['DRINK'],
        nutritionPerServing: { energyKcal: 140, protein: 0, carbohydrate: 35, fat: 0, fiber: 0, sugar: 35, salt: 0 },
      }),
    );
    expect(soda).toMatchObject({ isDrink: true, isSugaryDrink: true });
    expect(deriveRecipeFlags(recipe({ name: 'Pepperoni pizza' })).isComfortFood).toBe(true);
  });
});

describe('rng and calendar', () => {
  it('mulberry32 is seeded, in [0, 1) and spread out', () => {
    const a = mulberry32(5);
    const b = mulberry32(5);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(xs.filter((x) => x < 0.5).length).toBeGreaterThan(430);
    expect(xs.filter((x) => x < 0.5).length).toBeLessThan(570);
    expect(mulberry32(6)()).not.toBe(mulberry32(5)());
  });
  it('lists seven days from the start date with their weekday and season', () => {
    const days = weekDays('2026-11-23');
    expect(days[0]).toEqual({ date: '2026-11-23', dayOfWeek: 'MONDAY' });
    expect(days[6]).toEqual({ date: '2026-11-29', dayOfWeek: 'SUNDAY' });
    expect(weekDays('2024-02-28')[1].date).toBe('2024-02-29');
    expect(seasonOf('2026-07-01')).toBe('SUMMER');
    expect(seasonOf('2026-12-01')).toBe('WINTER');
  });
});

describe('what a vegetable or fruit slot takes', () => {
  const division = (mealPart: 'VEGETABLE' | 'FRUIT' | 'SNACK' | 'DESSERT') =>
    ({ idMealOfDayDivision: 1, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart, name: mealPart }) as const;
  const side = (name: string) =>
    prepareRecipe(
      recipe({ name, mealTypes: ['VEGETABLE'], mealRoles: ['SIDE'], ingredients: [{ idIngredient: 1, name, grams: 100 }] }),
    );
  it('keeps pulses, corn, potatoes and vegetables fried in batter out of the vegetables of a meal', () => {
    for (const name of [
      'Beans, lima, immature, canned, low sodium, fat not added in cooking',
      'Peas, cowpeas, field peas, or blackeye peas (not dried), cooked, from frozen, fat not added in cooking',
      'Corn, yellow and white, cooked, from canned, fat added in cooking',
      'Sweet potato, baked, peel eaten, fat not added in cooking',
      'Breadfruit, fried',
      'Eggplant, batter-dipped, fried',
      'Vegetable tempura',
    ])
      expect(fitsRole(side(name), division('VEGETABLE'))).toBe(false);
    for (const name of [
      'Peas, green, cooked, from frozen',
      'Beans, string, green, cooked',
      'Mixed vegetables (corn, lima beans, peas, green beans, and carrots), canned',
    ])
      expect(fitsRole(side(name), division('VEGETABLE'))).toBe(true);
  });
  it('takes fruit canned in syrup or cooked with sugar as a dessert, not as the fruit or a snack', () => {
    const fruit = (name: string, sugar: number, freeSugar: number) =>
      prepareRecipe(
        recipe({
          name,
          mealTypes: ['FRUIT', 'SNACK', 'DESSERT'],
          mealRoles: ['FRUIT', 'SNACK', 'DESSERT'],
          ingredients: [{ idIngredient: 2, name, grams: 150, foodGroup: 'Fruits and Fruit Juices' }],
          nutritionPerServing: { energyKcal: 100, protein: 1, carbohydrate: 25, fat: 0, fiber: 2, sugar, salt: 0, freeSugar },
        }),
      );
    // FNDDS "Peach, cooked or canned, drained solids" is peaches in heavy syrup, drained: half its sugar is added.
    const syrup = fruit('Peach, cooked or canned, drained solids', 20, 10);
    expect(fitsRole(syrup, division('FRUIT'))).toBe(false);
    expect(fitsRole(syrup, division('SNACK'))).toBe(false);
    expect(fitsRole(syrup, division('DESSERT'))).toBe(true);
    // In juice (a quarter counted as added) or raw, it is fruit.
    expect(fitsRole(fruit('Peach, cooked or canned, juice pack', 16, 4), division('FRUIT'))).toBe(true);
    expect(fitsRole(fruit('Peach, raw', 13, 0), division('FRUIT'))).toBe(true);
  });
});

describe('families by slot', () => {
  const part = (mealPart: 'VEGETABLE' | 'SNACK' | 'FRUIT') => ({ type: 'MEAL_PART', mealPart });
  const dish = (name: string, isFruit = false, isCommonFruit = false) => ({
    recipe: { name },
    flags: { isFruit, isCommonFruit },
  });
  it('keeps a vegetable side in its own families, apart from main dishes, and leaves other slots out', () => {
    expect(slotFamily(part('VEGETABLE'), false, dish('Peas, green, canned'))).toBe('vegetables: pea');
    expect(slotFamily(part('VEGETABLE'), false, dish('Peas and carrots, cooked'))).toBe('vegetables: pea');
    expect(slotFamily(part('VEGETABLE'), false, dish('Snowpeas (pea pod), raw'))).toBe('vegetables: pea');
    expect(slotFamily(part('VEGETABLE'), false, dish('Snowpea (pea pod), cooked, from fresh'))).toBe('vegetables: pea');
    expect(slotFamily(part('VEGETABLE'), false, dish('Sugar snap peas, raw'))).toBe('vegetables: pea');
    expect(slotFamily(part('VEGETABLE'), false, dish('Peanuts, boiled'))).not.toBe('vegetables: pea');
    expect(slotFamily({ type: 'MEAL_PART', mealPart: 'DINNER' }, true, dish('Pea soup'))).toBe(dishFamily({ name: 'Pea soup' }));
    expect(slotFamily(part('SNACK'), false, dish('Peanuts, roasted'))).toBeNull();
  });

  it('makes sweet bakes, snack bars and filled crackers one family in the snack slots only', () => {
    expect(slotFamily(part('SNACK'), false, dish('Muffin, oatmeal'))).toBe(SNACK_TREAT);
    expect(slotFamily(part('SNACK'), false, dish('Crackers, cylindrical, peanut-butter filled'))).toBe(SNACK_TREAT);
    expect(slotFamily(part('SNACK'), false, dish('Breakfast bar, NFS'))).toBe(SNACK_TREAT);
    expect(slotFamily(part('SNACK'), false, dish('Rice cake with peanut butter and banana'))).toBeNull();
    expect(slotFamily(part('SNACK'), false, dish('Cracker, cheese, reduced fat'))).toBe(SNACK_TREAT);
    expect(slotFamily(part('FRUIT'), false, dish('Muffin, oatmeal'))).toBeNull();
  });

  it('makes every cottage cheese one snack, and every crispbread another, in the snack slots', () => {
    for (const name of ['Cheese, cottage, NFS', "Cottage cheese, farmer's", 'Cheese, cottage, lowfat, with fruit'])
      expect(slotFamily(part('SNACK'), false, dish(name))).toBe('snack: cottage cheese');
    expect(slotFamily(part('SNACK'), false, dish('Crispbread with cheese and cucumber'))).toBe('snack: crispbread');
    expect(slotFamily(part('SNACK'), false, dish('Crispbread with peanut butter'))).toBe('snack: crispbread');
    expect(slotFamily(part('SNACK'), false, dish('Yogurt, plain, low fat'))).toBeNull();
    expect(slotFamily(part('SNACK'), false, dish('Yogurt with walnuts'))).toBe('snack: yoghurt with a topping');
    expect(slotFamily(part('SNACK'), false, dish('Soy yoghurt with walnuts'))).toBe('snack: yoghurt with a topping');
    expect(slotFamily(part('SNACK'), false, dish('Cheese, Gouda or Edam'))).toBe('snack: a piece of cheese');
    expect(slotFamily(part('SNACK'), false, dish('Cheese, cheddar'))).toBe('snack: a piece of cheese');
    expect(slotFamily(part('FRUIT'), false, dish('Cheese, cottage, NFS'))).toBeNull();
    // Edamame, plain or with tomatoes, and roasted soy nuts are one snack of soybeans to a reader.
    expect(slotFamily(part('SNACK'), false, dish('Edamame beans with sea salt'))).toBe('snack: soybeans');
    expect(slotFamily(part('SNACK'), false, dish('Edamame beans and cherry tomatoes'))).toBe('snack: soybeans');
    expect(slotFamily(part('SNACK'), false, dish('Roasted soy nuts'))).toBe('snack: soybeans');
    expect(slotFamily(part('SNACK'), false, dish('Soybeans, mature seeds, dry roasted'))).toBe('snack: soybeans');
    expect(slotFamily(part('SNACK'), false, dish('Soybeans, mature seeds, cooked, boiled'))).toBeNull();
    expect(slotFamily(part('SNACK'), false, dish('Soy yoghurt with walnuts'))).toBe('snack: yoghurt with a topping');
  });

  it('makes every uncommon fruit one family in the slots that take fruit, and everyday fruit none', () => {
    expect(slotFamily(part('FRUIT'), false, dish('Guava, raw', true, false))).toBe(UNCOMMON_FRUIT);
    expect(slotFamily(part('FRUIT'), false, dish('Pomegranate, raw', true, false))).toBe(UNCOMMON_FRUIT);
    expect(slotFamily(part('FRUIT'), false, dish('Apple, raw', true, true))).toBeNull();
    expect(slotFamily(part('SNACK'), false, dish('Guava, raw', true, false))).toBe(UNCOMMON_FRUIT);
    // Outside the slots that take fruit an uncommon fruit is not under the family rules.
    expect(slotFamily(part('VEGETABLE'), false, dish('Guava, raw', true, false))).toBe('vegetables: guava');
  });
});

describe('dish families', () => {
  it.each([
    ['Fried egg sandwich', 'egg sandwich'],
    ['Egg, whole, boiled', 'egg'],
    ['Ripe plantain omelet, Puerto Rican style (Tortilla de amarillo)', 'egg'],
    ['Egg foo yung (young), NFS', 'egg'],
    ['Scrambled egg, made from cholesterol-free frozen mixture', 'egg'],
    ['Huevos rancheros', 'egg'],
    ['Cheese ravioli with tomato sauce', 'pasta'],
    ['Lasagna with meat', 'pasta'],
    ['Stuffed shells, cheese-filled, no sauce', 'pasta'],
    ['White rice with tomato sauce', 'rice'],
    ['Rice, brown, with tomato sauce', 'rice'],
    ['Flavored rice, brown and wild', 'rice'],
    ['Rice with beans', 'rice'],
    ['Spaghetti with tomato sauce, meatless', 'pasta'],
    ['Pasta with vegetables, no sauce or dressing', 'pasta'],
    ['Macaroni or noodles with beans or lentils and tomato sauce', 'pasta'],
    ['Macaroni and cheese (diet frozen meal)', 'pasta'],
    ['Chicken or turkey and noodles, no sauce (mixture)', 'pasta'],
    ['Lo mein, with shrimp', 'pasta'],
    ['Beef stroganoff with noodles', 'pasta'],
    ['Chicken, breast, roasted', 'chicken'],
    ['Beef stews', 'beef'],
    ['Cod with boiled potatoes', 'plate with boiled potatoes'],
    ['Minced beef patty with boiled potatoes', 'plate with boiled potatoes'],
    ['Lentils with brown rice', 'lentil'],
    ['Tempeh with wholewheat pasta', 'pasta'],
    ['Tofu with brown rice', 'tofu'],
    ['Tofu, lettuce and tomato on wholemeal bread', 'bread: tofu'],
    ['Scrambled tofu and tomato on rye bread', 'bread: tofu'],
    ['Hummus and cucumber on rice cakes', 'bread: hummus'],
    ['Egg and tomato on wholemeal bread', 'egg'],
    ['Yogurt, fruit variety, nonfat milk, sweetened with low-calorie sweetener', 'yoghurt'],
    ['Soy yoghurt with walnuts', 'yoghurt'],
    ['Yogurt with banana and sunflower seeds', 'yoghurt'],
    ['Granola with yogurt and strawberries', 'granola'],
    ['Pistachio nuts', 'nuts and seeds'],
    ['Mixed nuts, NFS', 'nuts and seeds'],
    ['Nut mixture with dried fruit and seeds', 'nuts and seeds'],
    ['Mixed seeds', 'nuts and seeds'],
    ['Roasted soy nuts', 'nuts and seeds'],
    ['Peanuts, dry roasted', 'nuts and seeds'],
    ['Peanut butter and banana on wholemeal bread', 'bread: peanut'],
    ['Almond butter and apple on rye bread', 'bread: almond'],
  ])('%s is of the %s family', (name, family) => {
    expect(dishFamily({ name })).toBe(family);
  });
});

describe('starch kinds', () => {
  const kindOf = (name: string, ingredients: { name: string; grams: number }[] = []) =>
    prepareRecipe(
      recipe({
        name,
        ingredients: ingredients.map((i, k) => ({ idIngredient: 40 + k, ...i, foodGroup: 'Cereal Grains and Pasta' })),
      }),
    ).starchKind;
  it.each([
    ['Cod with boiled potatoes', 'potato'],
    ['Lentils with brown rice', 'rice'],
    ['Tofu with rice noodles', 'pasta'],
    ['Chicken breast with gluten-free pasta', 'pasta'],
    ['Salmon with quinoa', 'grain'],
    ['Hummus and cucumber on rice cakes', null],
    ['Pork and vegetables (no potatoes), no sauce (mixture)', null],
  ])('%s: %s', (name, kind) => {
    expect(kindOf(name)).toBe(kind);
  });
  it('reads the heaviest starchy ingredient when the name says none', () => {
    expect(
      kindOf('Chicken stir fry', [
        { name: 'Noodles, egg, cooked', grams: 200 },
        { name: 'Rice, white, cooked', grams: 50 },
      ]),
    ).toBe('pasta');
  });
});
