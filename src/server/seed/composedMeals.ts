/**
 * Composed meals: the bread meals, breakfast bowls and small snacks a Dutch, Danish or German household eats every day,
 * which the American FNDDS survey foods lack: slices of wholemeal or rye bread with a topping and a vegetable (at
 * breakfast or lunch), the same on rice cakes (the gluten-free lunch), porridge made with milk or soy drink, cereal with
 * milk and fruit, yoghurt with fruit and seeds; a crispbread or rice cake with a topping, vegetable sticks with hummus
 * between meals. Without them a vegan or gluten-free week has almost no bread lunch (three vegan FNDDS sandwiches, all
 * peanut butter; no gluten-free one), the plan falls back to hot dishes at noon, and dry cereal is served with no milk.
 *
 * Each meal is one person's portion of SR28 foods in household amounts, the amounts the Netherlands Nutrition Centre
 * (Voedingscentrum) uses in its portion guidance for the Wheel of Five: a slice of bread is about 35 g (SR28's slice:
 * 32 g), a slice of cheese 20 g, meat or fish on bread 15 to 30 g, a thin layer of margarine 5 g a slice, a bowl of
 * porridge or cereal 30 to 45 g with 200 to 250 ml of milk. Two slices make one serving; the recommender scales a
 * serving in quarter steps (so 3 or 4 slices for a larger need). The nutrients, diets and allergens are computed from
 * the ingredients like any recipe's; the names lead with the topping, so the dish family (recommender/variety.ts)
 * is the topping: two cheese lunches a week at most, whatever the bread.
 *
 * The seed adds them to every context, once (`source` = COMPOSED_SOURCE); staff edit or delete them like any recipe.
 */
import type { MealType } from '../../domain';
import type { SeedRecipe } from './catalogue-rows';

export const COMPOSED_SOURCE = 'Composed meals (household portions)';

type Line = readonly [ndb: string, grams: number, unit?: string];
interface ComposedMeal {
  readonly key: string;
  readonly name: string;
  readonly kind: 'BREAD' | 'RICE_CAKES' | 'BOWL' | 'SNACK';
  readonly lines: readonly Line[];
  /** Cooked (porridge): simmered minutes. */
  readonly cooked?: number;
}

// SR28 foods used (NDB number: description).
const WHOLEMEAL = '18075'; // Bread, whole-wheat, commercially prepared
const RYE = '18060'; // Bread, rye
const RICE_CAKES = '19816'; // Snacks, rice cakes, brown rice, plain, unsalted
const CRISPBREAD = '18216'; // Crackers, crispbread, rye
const MARGARINE = '04614'; // Margarine-like, vegetable oil spread, 60% fat, with salt
const GOUDA = '01022';
const EDAM = '01018';
const COTTAGE = '01016'; // Cheese, cottage, lowfat, 1% milkfat
const EGG = '01129'; // Egg, whole, cooked, hard-boiled
const HAM = '07028'; // Ham, sliced, packaged (96% fat free)
const CHICKEN = '07961'; // Chicken breast, deli, sliced
const TURKEY = '07081'; // Turkey breast, sliced, prepackaged
const SMOKED_SALMON = '15077';
const PEANUT_BUTTER = '16098';
const HUMMUS = '16158'; // Hummus, commercial
const AVOCADO = '09037';
const TOFU = '16426'; // Tofu, raw, firm, prepared with calcium sulfate
const TEMPEH = '16114';
const ALMOND_BUTTER = '12195'; // Nuts, almond butter, plain, without salt added
const TUNA = '15121'; // Fish, tuna, light, canned in water, drained solids
const TOMATO = '11529';
const CUCUMBER = '11205';
const LETTUCE = '11253';
const RADISH = '11429';
const CARROT = '11124';
const BANANA = '09040';
const APPLE = '09003';
const STRAWBERRIES = '09316';
const BLUEBERRIES = '09050';
const WALNUTS = '12155';
const SUNFLOWER_SEEDS = '12036';
const OATS = '08120'; // Cereals, oats, regular and quick, dry
const GRANOLA = '08037'; // Cereals ready-to-eat, granola, homemade
const BRAN_FLAKES = '08029';
const SHREDDED_WHEAT = '08147';
const GLUTEN_FREE_RICE_CEREAL = '08653'; // Kellogg's Rice Krispies, gluten free
const MILK = '01082'; // Milk, lowfat, fluid, 1% milkfat
const SOY_DRINK = '16139'; // Soymilk, with added calcium, vitamins A and D
const YOGURT = '01117'; // Yogurt, plain, low fat

const TWO_SLICES = (ndb: string): Line => [ndb, 64, 'SLICE'];
const FOUR_RICE_CAKES: Line = [RICE_CAKES, 36, 'UNIT'];
const SPREAD: Line = [MARGARINE, 10];

const bread = (key: string, name: string, ...lines: Line[]): ComposedMeal => ({ key, name, kind: 'BREAD', lines });
/**
 * Rice cakes are the gluten-free lunch; a breakfast has its bowls (yoghurt, cottage cheese, gluten-free cereal). Four
 * rice cakes hold more topping than two slices (about 280 against 200 cm²), and a person is served at most seven
 * (recommender/prepared.ts PORTION_CAPS), so the topping is a third more than on bread.
 */
const riceCakes = (key: string, name: string, ...lines: Line[]): ComposedMeal => ({ key, name, kind: 'RICE_CAKES', lines });
const snack = (key: string, name: string, ...lines: Line[]): ComposedMeal => ({ key, name, kind: 'SNACK', lines });
const bowl = (key: string, name: string, lines: Line[], cooked?: number): ComposedMeal => ({
  key,
  name,
  kind: 'BOWL',
  lines,
  cooked,
});

export const COMPOSED_MEALS: readonly ComposedMeal[] = [
  // Bread meals on wholemeal or rye bread.
  bread('bread-01', 'Cheese and cucumber on wholemeal bread', TWO_SLICES(WHOLEMEAL), SPREAD, [GOUDA, 30], [CUCUMBER, 50]),
  bread('bread-02', 'Cheese and tomato on rye bread', TWO_SLICES(RYE), SPREAD, [EDAM, 30], [TOMATO, 60]),
  bread('bread-03', 'Egg and tomato on wholemeal bread', TWO_SLICES(WHOLEMEAL), SPREAD, [EGG, 50, 'LARGE_UNIT'], [TOMATO, 60]),
  bread('bread-04', 'Ham and lettuce on wholemeal bread', TWO_SLICES(WHOLEMEAL), SPREAD, [HAM, 30], [LETTUCE, 15], [TOMATO, 40]),
  bread('bread-05', 'Chicken and cucumber on rye bread', TWO_SLICES(RYE), SPREAD, [CHICKEN, 30], [CUCUMBER, 50]),
  bread('bread-06', 'Turkey and tomato on wholemeal bread', TWO_SLICES(WHOLEMEAL), SPREAD, [TURKEY, 30], [TOMATO, 60]),
  bread('bread-07', 'Smoked salmon and cucumber on rye bread', TWO_SLICES(RYE), SPREAD, [SMOKED_SALMON, 30], [CUCUMBER, 50]),
  bread('bread-08', 'Cottage cheese and radish on wholemeal bread', TWO_SLICES(WHOLEMEAL), [COTTAGE, 60], [RADISH, 30]),
  bread('bread-09', 'Peanut butter and banana on wholemeal bread', TWO_SLICES(WHOLEMEAL), [PEANUT_BUTTER, 20], [BANANA, 60]),
  bread('bread-10', 'Peanut butter and cucumber on rye bread', TWO_SLICES(RYE), [PEANUT_BUTTER, 20], [CUCUMBER, 50]),
  bread('bread-11', 'Hummus and tomato on wholemeal bread', TWO_SLICES(WHOLEMEAL), [HUMMUS, 40], [TOMATO, 60]),
  bread('bread-12', 'Hummus and grated carrot on rye bread', TWO_SLICES(RYE), [HUMMUS, 40], [CARROT, 50]),
  bread('bread-13', 'Avocado and tomato on wholemeal bread', TWO_SLICES(WHOLEMEAL), [AVOCADO, 50], [TOMATO, 60]),
  bread(
    'bread-14',
    'Tofu, lettuce and tomato on wholemeal bread',
    TWO_SLICES(WHOLEMEAL),
    SPREAD,
    [TOFU, 60],
    [LETTUCE, 15],
    [TOMATO, 40],
  ),
  bread('bread-15', 'Almond butter and apple on rye bread', TWO_SLICES(RYE), [ALMOND_BUTTER, 20], [APPLE, 60]),
  bread('bread-16', 'Tempeh and cucumber on wholemeal bread', TWO_SLICES(WHOLEMEAL), SPREAD, [TEMPEH, 50], [CUCUMBER, 50]),
  bread('bread-17', 'Tuna and tomato on wholemeal bread', TWO_SLICES(WHOLEMEAL), SPREAD, [TUNA, 40], [TOMATO, 60]),
  // Bread meals on rice cakes (gluten-free).
  riceCakes('rice-cakes-01', 'Cheese and cucumber on rice cakes', FOUR_RICE_CAKES, [GOUDA, 40], [CUCUMBER, 50]),
  riceCakes('rice-cakes-02', 'Egg and tomato on rice cakes', FOUR_RICE_CAKES, [EGG, 75], [TOMATO, 60]),
  riceCakes('rice-cakes-03', 'Hummus and cucumber on rice cakes', FOUR_RICE_CAKES, [HUMMUS, 50], [CUCUMBER, 50]),
  riceCakes('rice-cakes-04', 'Peanut butter and banana on rice cakes', FOUR_RICE_CAKES, [PEANUT_BUTTER, 25], [BANANA, 60]),
  riceCakes('rice-cakes-05', 'Avocado and tomato on rice cakes', FOUR_RICE_CAKES, [AVOCADO, 60], [TOMATO, 60]),
  riceCakes('rice-cakes-06', 'Smoked salmon and cucumber on rice cakes', FOUR_RICE_CAKES, [SMOKED_SALMON, 40], [CUCUMBER, 50]),
  riceCakes('rice-cakes-07', 'Chicken and tomato on rice cakes', FOUR_RICE_CAKES, [CHICKEN, 40], [TOMATO, 60]),
  riceCakes('rice-cakes-08', 'Ham and tomato on rice cakes', FOUR_RICE_CAKES, [HAM, 40], [TOMATO, 60]),
  riceCakes('rice-cakes-09', 'Cottage cheese and radish on rice cakes', FOUR_RICE_CAKES, [COTTAGE, 80], [RADISH, 30]),
  riceCakes('rice-cakes-10', 'Almond butter and apple on rice cakes', FOUR_RICE_CAKES, [ALMOND_BUTTER, 25], [APPLE, 60]),
  riceCakes('rice-cakes-11', 'Tofu and tomato on rice cakes', FOUR_RICE_CAKES, [TOFU, 80], [TOMATO, 60]),
  riceCakes('rice-cakes-12', 'Turkey and cucumber on rice cakes', FOUR_RICE_CAKES, [TURKEY, 40], [CUCUMBER, 50]),
  // Breakfast bowls.
  bowl(
    'bowl-01',
    'Oat porridge with milk and apple',
    [
      [OATS, 40],
      [MILK, 250],
      [APPLE, 75],
    ],
    10,
  ),
  bowl(
    'bowl-02',
    'Oat porridge with soy drink and banana',
    [
      [OATS, 40],
      [SOY_DRINK, 250],
      [BANANA, 60],
    ],
    10,
  ),
  bowl('bowl-03', 'Granola with yogurt and strawberries', [
    [GRANOLA, 40],
    [YOGURT, 150],
    [STRAWBERRIES, 75],
  ]),
  bowl('bowl-04', 'Granola with soy drink and blueberries', [
    [GRANOLA, 40],
    [SOY_DRINK, 200],
    [BLUEBERRIES, 50],
  ]),
  bowl('bowl-05', 'Bran flakes with milk and blueberries', [
    [BRAN_FLAKES, 30],
    [MILK, 200],
    [BLUEBERRIES, 50],
  ]),
  bowl('bowl-06', 'Bran flakes with soy drink and banana', [
    [BRAN_FLAKES, 30],
    [SOY_DRINK, 200],
    [BANANA, 60],
  ]),
  bowl('bowl-07', 'Shredded wheat with milk and banana', [
    [SHREDDED_WHEAT, 45],
    [MILK, 200],
    [BANANA, 60],
  ]),
  bowl('bowl-08', 'Crisped rice cereal (gluten-free) with milk and strawberries', [
    [GLUTEN_FREE_RICE_CEREAL, 30],
    [MILK, 200],
    [STRAWBERRIES, 75],
  ]),
  bowl('bowl-09', 'Cottage cheese with strawberries and walnuts', [
    [COTTAGE, 150],
    [STRAWBERRIES, 75],
    [WALNUTS, 10],
  ]),
  bowl('bowl-10', 'Yogurt with banana and sunflower seeds', [
    [YOGURT, 200],
    [BANANA, 60],
    [SUNFLOWER_SEEDS, 10],
  ]),
  // Snacks between meals: the Wheel of Five's small in-between foods (raw vegetables, a crispbread or rice cake with a
  // topping, plain yoghurt, unsalted nuts), not a sweet bake.
  snack('snack-01', 'Crispbread with cheese and cucumber', [CRISPBREAD, 20, 'UNIT'], [GOUDA, 20], [CUCUMBER, 30]),
  snack('snack-02', 'Crispbread with peanut butter', [CRISPBREAD, 20, 'UNIT'], [PEANUT_BUTTER, 15]),
  snack('snack-03', 'Carrot and cucumber sticks with hummus', [CARROT, 80], [CUCUMBER, 80], [HUMMUS, 30]),
  snack('snack-04', 'Rice cake with peanut butter and banana', [RICE_CAKES, 9, 'UNIT'], [PEANUT_BUTTER, 10], [BANANA, 40]),
  snack('snack-05', 'Yogurt with walnuts', [YOGURT, 150], [WALNUTS, 10]),
  snack('snack-06', 'Cherry tomatoes and radishes with cottage cheese', [TOMATO, 100], [RADISH, 40], [COTTAGE, 60]),
];

const MEAL_TYPES: Record<ComposedMeal['kind'], MealType[]> = {
  BREAD: ['BREAKFAST', 'LUNCH'],
  RICE_CAKES: ['LUNCH'],
  BOWL: ['BREAKFAST', 'CEREAL'],
  SNACK: ['SNACK'],
};

/** The composed meals as the seed writes them (catalogue-rows.ts `recipeRowWriter`). */
export function composedRecipes(): SeedRecipe[] {
  return COMPOSED_MEALS.map((m) => ({
    name: m.name,
    source: COMPOSED_SOURCE,
    externalId: `composed-${m.key}`,
    otherInfo:
      "One person's portion in household amounts (Voedingscentrum portion guidance: a slice of bread about 35 g, a slice " +
      'of cheese 20 g, 5 g of margarine a slice), composed of USDA SR28 foods.',
    derived: {
      mealTypes: MEAL_TYPES[m.kind],
      seasons: ['NO_SEASON'],
      cookingMethods: m.cooked ? ['BOILED'] : [],
      storage: 'FRIDGE',
      cuisine: null,
      expertiseLevel: 'BEGINNER',
      preparationTime: 5,
      cookingTime: m.cooked ?? 0,
      servings: 1,
      yieldFactor: 1,
    },
    lines: m.lines.map(([ndb, grams, unit]) => [ndb, grams, unit ?? null, null]),
  }));
}
