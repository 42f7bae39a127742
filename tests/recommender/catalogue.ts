/**
 * Seeded synthetic catalogue: recipes built from a small ingredient table with realistic kcal and
 * macro ranges per meal type; allergens and suitable diets follow from the ingredients.
 * It has its own PRNG so that the tests do not depend on the engine's.
 */
import type { Allergen, Diet, MealType, Season } from '../../src/domain';
import type { CandidateRecipe, RecipeIngredientInput } from '../../src/recommender';

type Kind =
  | 'white'
  | 'red'
  | 'pork'
  | 'fish'
  | 'shellfish'
  | 'dairy'
  | 'egg'
  | 'grain'
  | 'veg'
  | 'legume'
  | 'nut'
  | 'fat'
  | 'fruit'
  | 'sweet';
export interface TestIngredient {
  readonly idIngredient: number;
  readonly name: string;
  readonly foodGroup: string;
  readonly kind: Kind;
  readonly allergens: readonly Allergen[];
}

const I = (idIngredient: number, name: string, foodGroup: string, kind: Kind, allergens: Allergen[] = []): TestIngredient => ({
  idIngredient,
  name,
  foodGroup,
  kind,
  allergens,
});

export const INGREDIENTS: readonly TestIngredient[] = [
  I(1, 'Chicken breast', 'Poultry Products', 'white'),
  I(2, 'Turkey', 'Poultry Products', 'white'),
  I(3, 'Beef', 'Beef Products', 'red'),
  I(4, 'Pork loin', 'Pork Products', 'pork'),
  I(5, 'Salmon', 'Finfish and Shellfish Products', 'fish', ['FISH']),
  I(6, 'Cod', 'Finfish and Shellfish Products', 'fish', ['FISH']),
  I(7, 'Shrimp', 'Finfish and Shellfish Products', 'shellfish', ['CRUSTACEAN']),
  I(8, 'Milk', 'Dairy and Egg Products', 'dairy', ['MILK']),
  I(9, 'Cheese', 'Dairy and Egg Products', 'dairy', ['MILK']),
  I(10, 'Yogurt', 'Dairy and Egg Products', 'dairy', ['MILK']),
  I(11, 'Egg', 'Dairy and Egg Products', 'egg', ['EGG']),
  I(12, 'Wheat bread', 'Baked Products', 'grain', ['GLUTEN']),
  I(13, 'Pasta', 'Cereal Grains and Pasta', 'grain', ['GLUTEN']),
  I(14, 'Rice', 'Cereal Grains and Pasta', 'grain'),
  I(15, 'Oats', 'Breakfast Cereals', 'grain', ['GLUTEN']),
  I(16, 'Potato', 'Vegetables and Vegetable Products', 'veg'),
  I(17, 'Tomato', 'Vegetables and Vegetable Products', 'veg'),
  I(18, 'Carrot', 'Vegetables and Vegetable Products', 'veg'),
  I(19, 'Spinach', 'Vegetables and Vegetable Products', 'veg'),
  I(20, 'Onion', 'Vegetables and Vegetable Products', 'veg'),
  I(21, 'Celery', 'Vegetables and Vegetable Products', 'veg', ['CELERY']),
  I(22, 'Lentils', 'Legumes and Legume Products', 'legume'),
  I(23, 'Tofu', 'Legumes and Legume Products', 'legume', ['SOY']),
  I(24, 'Peanuts', 'Legumes and Legume Products', 'nut', ['PEANUT']),
  I(25, 'Almonds', 'Nut and Seed Products', 'nut', ['NUTS']),
  I(26, 'Olive oil', 'Fats and Oils', 'fat'),
  I(27, 'Butter', 'Dairy and Egg Products', 'dairy', ['MILK']),
  I(28, 'Apple', 'Fruits and Fruit Juices', 'fruit'),
  I(29, 'Banana', 'Fruits and Fruit Juices', 'fruit'),
  I(30, 'Orange', 'Fruits and Fruit Juices', 'fruit'),
  I(31, 'Mango', 'Fruits and Fruit Juices', 'fruit'),
  I(32, 'Papaya', 'Fruits and Fruit Juices', 'fruit'),
  I(33, 'Strawberries', 'Fruits and Fruit Juices', 'fruit'),
  I(34, 'Sugar', 'Sweets', 'sweet'),
  I(35, 'Dark chocolate', 'Sweets', 'sweet', ['MILK']),
  I(36, 'Chickpeas', 'Legumes and Legume Products', 'legume'),
  I(37, 'Mustard', 'Spices and Herbs', 'veg', ['MUSTARD']),
  I(38, 'Broccoli', 'Vegetables and Vegetable Products', 'veg'),
  I(39, 'Pear', 'Fruits and Fruit Juices', 'fruit'),
];
export const ingredientByName = (name: string) => {
  const i = INGREDIENTS.find((x) => x.name === name);
  if (!i) throw new Error(`no ingredient ${name}`);
  return i;
};

/** A small, independent PRNG (xorshift32). */
export function testRng(seed: number): () => number {
  let x = seed >>> 0 || 0x1234567;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const byKind = (...kinds: Kind[]) => INGREDIENTS.filter((i) => kinds.includes(i.kind));

interface Template {
  readonly mealTypes: readonly MealType[];
  readonly kcal: readonly [number, number];
  /** Energy share ranges: protein, carbohydrate, fat. */
  readonly macros: readonly [[number, number], [number, number], [number, number]];
  readonly parts: readonly (readonly TestIngredient[])[];
  readonly gramsPerServing: readonly [number, number];
  readonly sugar: readonly [number, number];
}

const MAIN_PROTEINS = byKind('white', 'red', 'pork', 'fish', 'shellfish', 'legume', 'egg');
const TEMPLATES: Record<string, Template> = {
  breakfast: {
    mealTypes: ['BREAKFAST'],
    kcal: [250, 500],
    macros: [
      [0.12, 0.25],
      [0.45, 0.65],
      [0.2, 0.35],
    ],
    parts: [byKind('grain', 'dairy', 'egg'), byKind('fruit', 'nut', 'dairy')],
    gramsPerServing: [150, 300],
    sugar: [5, 20],
  },
  main: {
    mealTypes: ['LUNCH', 'DINNER'],
    kcal: [400, 800],
    macros: [
      [0.15, 0.35],
      [0.35, 0.6],
      [0.2, 0.4],
    ],
    parts: [MAIN_PROTEINS, byKind('grain', 'veg'), byKind('veg'), byKind('fat', 'veg')],
    gramsPerServing: [300, 500],
    sugar: [2, 12],
  },
  soup: {
    mealTypes: ['SOUP'],
    kcal: [80, 250],
    macros: [
      [0.1, 0.3],
      [0.4, 0.65],
      [0.15, 0.35],
    ],
    parts: [byKind('veg'), byKind('veg', 'legume', 'white'), byKind('veg')],
    gramsPerServing: [200, 350],
    sugar: [2, 8],
  },
  snack: {
    mealTypes: ['SNACK'],
    kcal: [80, 280],
    macros: [
      [0.08, 0.25],
      [0.4, 0.7],
      [0.15, 0.4],
    ],
    parts: [byKind('fruit', 'dairy', 'nut', 'grain', 'sweet'), byKind('fruit', 'dairy')],
    gramsPerServing: [50, 200],
    sugar: [3, 20],
  },
  fruit: {
    mealTypes: ['FRUIT', 'SNACK'],
    kcal: [50, 130],
    macros: [
      [0.02, 0.08],
      [0.8, 0.95],
      [0.02, 0.08],
    ],
    parts: [byKind('fruit')],
    gramsPerServing: [100, 200],
    sugar: [8, 20],
  },
  dessert: {
    mealTypes: ['DESSERT'],
    kcal: [150, 350],
    macros: [
      [0.05, 0.15],
      [0.45, 0.7],
      [0.2, 0.45],
    ],
    parts: [byKind('dairy', 'sweet', 'fruit'), byKind('sweet', 'fruit')],
    gramsPerServing: [80, 180],
    sugar: [12, 35],
  },
};
const MIX: readonly [keyof typeof TEMPLATES, number][] = [
  ['breakfast', 0.18],
  ['main', 0.4],
  ['soup', 0.12],
  ['snack', 0.18],
  ['fruit', 0.07],
  ['dessert', 0.05],
];
const SEASONS: readonly Season[] = ['SPRING', 'SUMMER', 'AUTUMN', 'WINTER'];

function dietsFor(ings: readonly TestIngredient[]): Diet[] {
  const k = new Set(ings.map((i) => i.kind));
  const meat = k.has('white') || k.has('red') || k.has('pork');
  const sea = k.has('fish') || k.has('shellfish');
  const dairy = k.has('dairy') || ings.some((i) => i.allergens.includes('MILK'));
  const egg = k.has('egg');
  const out: Diet[] = ['NONE'];
  if (!meat) out.push('PESCETARIAN');
  if (!meat && !sea) out.push('LACTO_OVO_VEGETARIAN');
  if (!meat && !sea && !egg) out.push('LACTO_VEGETARIAN');
  if (!meat && !sea && !dairy) out.push('OVO_VEGETARIAN');
  if (!meat && !sea && !dairy && !egg) out.push('VEGAN');
  if (!dairy) out.push('LACTOSE_FREE');
  if (!k.has('pork')) out.push('NO_PORK');
  return out;
}

/** Build one recipe with the given template. */
export function makeRecipe(idRecipe: number, templateName: keyof typeof TEMPLATES, rng: () => number): CandidateRecipe {
  const t = TEMPLATES[templateName];
  const u = (r: readonly [number, number]) => r[0] + rng() * (r[1] - r[0]);
  const picked: TestIngredient[] = [];
  for (const part of t.parts) {
    const ing = part[Math.floor(rng() * part.length)];
    if (!picked.includes(ing)) picked.push(ing);
  }
  const servings = 1 + Math.floor(rng() * 4);
  const grams = u(t.gramsPerServing) * servings;
  const weights = picked.map((_, i) => (i === 0 ? 2 : 1) * (0.5 + rng()));
  const wsum = weights.reduce((a, b) => a + b, 0);
  const ingredients: RecipeIngredientInput[] = picked.map((i, n) => ({
    idIngredient: i.idIngredient,
    name: i.name,
    foodGroup: i.foodGroup,
    grams: Math.round((grams * weights[n]) / wsum),
  }));
  const kcal = u(t.kcal);
  const raw = t.macros.map(u);
  const s = raw[0] + raw[1] + raw[2];
  const [pS, cS, fS] = raw.map((x) => x / s);
  const carbohydrate = (kcal * cS) / 4;
  const allergens = [...new Set(picked.flatMap((i) => i.allergens))];
  const seasonal = rng() < 0.2;
  return {
    idRecipe,
    name: `${templateName} ${picked.map((i) => i.name.toLowerCase()).join(' & ')} #${idRecipe}`,
    servings,
    mealTypes: t.mealTypes,
    seasons: seasonal ? [SEASONS[Math.floor(rng() * 4)]] : ['NO_SEASON'],
    tags: [],
    cuisine: null,
    ingredients,
    nutritionPerServing: {
      energyKcal: Math.round(kcal * 10) / 10,
      protein: Math.round(((kcal * pS) / 4) * 10) / 10,
      carbohydrate: Math.round(carbohydrate * 10) / 10,
      fat: Math.round(((kcal * fS) / 9) * 10) / 10,
      fiber: Math.round(u([0.5, 9]) * 10) / 10,
      sugar: Math.round(Math.min(carbohydrate, u(t.sugar)) * 10) / 10,
      salt: Math.round(u([0.05, templateName === 'main' || templateName === 'soup' ? 2 : 0.5]) * 100) / 100,
    },
    allergens,
    suitableDiets: dietsFor(picked),
  };
}

/** A catalogue of `n` recipes (ids 1..n) with a realistic mix of meal types. */
export function generateCatalogue(n: number, seed: number): CandidateRecipe[] {
  const rng = testRng(seed);
  const out: CandidateRecipe[] = [];
  for (let id = 1; id <= n; id += 1) {
    let r = rng();
    let name: keyof typeof TEMPLATES = 'main';
    for (const [t, share] of MIX) {
      if (r < share) {
        name = t;
        break;
      }
      r -= share;
    }
    out.push(makeRecipe(id, name, rng));
  }
  return out;
}
