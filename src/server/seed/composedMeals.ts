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
 * Dinners (below) are the Dutch evening plate without its vegetables, which the day pattern serves apart.
 *
 * The seed adds them to every context, once per source (COMPOSED_SOURCES); staff edit or delete
 * them like any recipe.
 */
import type { MealType } from '../../domain';
import type { SeedRecipe } from './catalogue-rows';
import { SALT_NDB } from './sourceCheck';

export const COMPOSED_SOURCE = 'Composed meals (household portions)';
/** The composed dinners' source: a context seeded with the bread meals before the dinners existed gets them too. */
export const COMPOSED_DINNER_SOURCE = 'Composed dinners (household portions)';
/** The bread meals on gluten-free bread, added like the dinners. */
export const COMPOSED_GLUTEN_FREE_SOURCE = 'Composed gluten-free bread meals (household portions)';
/**
 * More plant-based meals, added like the dinners: a vegan week had six bread toppings for fourteen breakfasts and
 * lunches, so it took gluten-free bread and rice cakes it has no need of, and pasta or pizza without pulses at dinner
 * (dietitians struck 19 of 280 vegan items for that, 2026-11-30). Dutch vegan staples: bean spread, falafel, scrambled
 * tofu, soy yoghurt, muesli with soy drink, brown beans with potatoes.
 */
export const COMPOSED_VEGAN_SOURCE = 'Composed vegan meals (household portions)';
/**
 * Dinner plates with quinoa, gluten-free pasta or rice noodles: a coeliac week's starches were potatoes and rice only,
 * and its reader struck the third day running of either (11 of 280 items, 2026-11-30).
 */
export const COMPOSED_GRAINS_SOURCE = 'Composed dinners with other grains (household portions)';
/**
 * Plant-protein snacks, added like the dinners: vegan and gluten-free days fell short of their protein target on the
 * days without the edamame snack (31 % of vegan member-days more than 10 % short, 14 % of gluten-free ones, the
 * dietitian bench at 9a78be8), edamame being limited to twice a week like any recipe.
 */
export const COMPOSED_PLANT_PROTEIN_SOURCE = 'Composed plant-protein snacks (household portions)';
export const COMPOSED_SOURCES = [
  COMPOSED_SOURCE,
  COMPOSED_DINNER_SOURCE,
  COMPOSED_GLUTEN_FREE_SOURCE,
  COMPOSED_VEGAN_SOURCE,
  COMPOSED_GRAINS_SOURCE,
  COMPOSED_PLANT_PROTEIN_SOURCE,
] as const;

type Line = readonly [ndb: string, grams: number, unit?: string];
interface ComposedMeal {
  readonly key: string;
  readonly name: string;
  readonly kind: 'BREAD' | 'GLUTEN_FREE_BREAD' | 'RICE_CAKES' | 'BOWL' | 'SNACK' | 'DINNER';
  readonly lines: readonly Line[];
  /** The source of the meals added later (COMPOSED_VEGAN_SOURCE, COMPOSED_GRAINS_SOURCE); else by kind. */
  readonly source?: string;
  /** Meal types other than its kind's (MEAL_TYPES). */
  readonly mealTypes?: MealType[];
  /** Cooked (porridge, potatoes, rice): simmered minutes. */
  readonly cooked?: number;
}

// SR28 foods used (NDB number: description).
const WHOLEMEAL = '18075'; // Bread, whole-wheat, commercially prepared
const RYE = '18060'; // Bread, rye
const RICE_CAKES = '19816'; // Snacks, rice cakes, brown rice, plain, unsalted
const GLUTEN_FREE_BREAD = '28339'; // Bread, gluten-free, whole grain, made with tapioca starch and brown rice flour
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
const POTATOES = '11367'; // Potatoes, boiled, cooked without skin, flesh, without salt
const BROWN_RICE = '20037'; // Rice, brown, long-grain, cooked
const WHOLEWHEAT_PASTA = '20125'; // Pasta, whole-wheat, cooked
const BUTTER = '01001'; // Butter, salted
const OLIVE_OIL = '04053';
const COD = '15016'; // Fish, cod, Atlantic, cooked, dry heat
const HADDOCK = '15034';
const POLLOCK = '15067'; // Fish, pollock, Alaska, cooked, dry heat
const SALMON = '15237'; // Fish, salmon, Atlantic, farmed, cooked, dry heat
const MACKEREL = '15047'; // Fish, mackerel, Atlantic, cooked, dry heat
const CHICKEN_BREAST = '05064'; // Chicken, broilers or fryers, breast, meat only, cooked, roasted
const PORK_TENDERLOIN = '10061'; // Pork, fresh, loin, tenderloin, separable lean only, cooked, roasted
const BEEF_PATTY = '23564'; // Beef, ground, 90% lean meat / 10% fat, patty, cooked, pan-broiled
const FRIED_EGG = '01128'; // Egg, whole, cooked, fried
const LENTILS = '16070'; // Lentils, mature seeds, cooked, boiled, without salt
const CHICKPEAS = '16057'; // Chickpeas, mature seeds, cooked, boiled, without salt
const KIDNEY_BEANS = '16033'; // Beans, kidney, red, mature seeds, cooked, boiled, without salt
const BLACK_BEANS = '16015'; // Beans, black, mature seeds, cooked, boiled, without salt
const WHITE_BEANS = '16050'; // Beans, white, mature seeds, cooked, boiled, without salt
const PINTO_BEANS = '16043'; // Beans, pinto, mature seeds, cooked, boiled, without salt (the Dutch brown beans' kin)
const FALAFEL = '16138'; // Falafel, home-prepared
const TOFU_YOGURT = '43476'; // Tofu yogurt
const RAISINS = '09298'; // Raisins, seedless
const QUINOA = '20137'; // Quinoa, cooked
const GLUTEN_FREE_PASTA = '20657'; // Pasta, gluten-free, corn and rice flour, cooked
const RICE_NOODLES = '20134'; // Rice noodles, cooked
const EDAMAME = '11212'; // Edamame, frozen, prepared
const SOY_NUTS = '16111'; // Soybeans, mature seeds, dry roasted (soy nuts)

const TWO_SLICES = (ndb: string): Line => [ndb, 64, 'SLICE'];
const FOUR_RICE_CAKES: Line = [RICE_CAKES, 36, 'UNIT'];
/** SR28's gluten-free slice is 25 g, smaller than a bakery slice: three of them make the two slices of a bread meal. */
const GLUTEN_FREE_SLICES: Line = [GLUTEN_FREE_BREAD, 75, 'SLICE'];
const SPREAD: Line = [MARGARINE, 10];

const bread = (key: string, name: string, ...lines: Line[]): ComposedMeal => ({ key, name, kind: 'BREAD', lines });
/**
 * Rice cakes are the gluten-free lunch; a breakfast has its bowls (yoghurt, cottage cheese, gluten-free cereal). Four
 * rice cakes hold more topping than two slices (about 280 against 200 cm²), and a person is served at most seven
 * (recommender/prepared.ts PORTION_CAPS), so the topping is a third more than on bread.
 */
/**
 * Gluten-free bread (whole grain, tapioca starch and brown rice flour) with the toppings of the wholemeal meals: the
 * coeliac household's everyday bread, so its lunch is not rice cakes every day (a dietitian struck 35 of 35).
 */
const glutenFreeBread = (key: string, name: string, ...lines: Line[]): ComposedMeal => ({
  key,
  name,
  kind: 'GLUTEN_FREE_BREAD',
  lines,
});
const riceCakes = (key: string, name: string, ...lines: Line[]): ComposedMeal => ({ key, name, kind: 'RICE_CAKES', lines });
const snack = (key: string, name: string, ...lines: Line[]): ComposedMeal => ({ key, name, kind: 'SNACK', lines });
const bowl = (key: string, name: string, lines: Line[], cooked?: number): ComposedMeal => ({
  key,
  name,
  kind: 'BOWL',
  lines,
  cooked,
});

/**
 * The Dutch evening plate is "potatoes, vegetables, meat" (aardappelen, groente, vlees); the vegetables are their own
 * slot in the day pattern (domain/mealDivisions.ts), so a dinner is the rest of the plate: meat, fish, eggs, pulses or
 * tofu with boiled potatoes, brown rice or wholewheat pasta, in Voedingscentrum amounts (about 100 to 120 g of cooked
 * meat or fish, 200 to 250 g of potatoes or 150 to 200 g of cooked rice or pasta, a knob of butter or a spoon of oil).
 * FNDDS has few such plates, and fewer fish, vegetarian or gluten-free ones: the dietitians who read the weeks struck a
 * smoked trout or a barbecued chicken beside peas as a dinner without potatoes, rice or pasta.
 */
const dinner = (key: string, name: string, ...lines: Line[]): ComposedMeal => ({ key, name, kind: 'DINNER', lines, cooked: 20 });
const vegan = (m: ComposedMeal): ComposedMeal => ({ ...m, source: COMPOSED_VEGAN_SOURCE });
const grains = (m: ComposedMeal): ComposedMeal => ({ ...m, source: COMPOSED_GRAINS_SOURCE });
const plantProtein = (m: ComposedMeal): ComposedMeal => ({ ...m, source: COMPOSED_PLANT_PROTEIN_SOURCE });

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
  // Bread meals on gluten-free bread.
  glutenFreeBread(
    'gluten-free-01',
    'Cheese and cucumber on gluten-free bread',
    GLUTEN_FREE_SLICES,
    SPREAD,
    [GOUDA, 30],
    [CUCUMBER, 50],
  ),
  glutenFreeBread(
    'gluten-free-02',
    'Egg and tomato on gluten-free bread',
    GLUTEN_FREE_SLICES,
    SPREAD,
    [EGG, 50, 'LARGE_UNIT'],
    [TOMATO, 60],
  ),
  glutenFreeBread(
    'gluten-free-03',
    'Ham and lettuce on gluten-free bread',
    GLUTEN_FREE_SLICES,
    SPREAD,
    [HAM, 30],
    [LETTUCE, 15],
    [TOMATO, 40],
  ),
  glutenFreeBread(
    'gluten-free-04',
    'Smoked salmon and cucumber on gluten-free bread',
    GLUTEN_FREE_SLICES,
    SPREAD,
    [SMOKED_SALMON, 30],
    [CUCUMBER, 50],
  ),
  glutenFreeBread(
    'gluten-free-05',
    'Chicken and tomato on gluten-free bread',
    GLUTEN_FREE_SLICES,
    SPREAD,
    [CHICKEN, 30],
    [TOMATO, 60],
  ),
  glutenFreeBread('gluten-free-06', 'Hummus and tomato on gluten-free bread', GLUTEN_FREE_SLICES, [HUMMUS, 40], [TOMATO, 60]),
  glutenFreeBread('gluten-free-07', 'Avocado and tomato on gluten-free bread', GLUTEN_FREE_SLICES, [AVOCADO, 50], [TOMATO, 60]),
  glutenFreeBread(
    'gluten-free-08',
    'Tofu and cucumber on gluten-free bread',
    GLUTEN_FREE_SLICES,
    SPREAD,
    [TOFU, 60],
    [CUCUMBER, 50],
  ),
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
  // Dinners: the plate beside its vegetables.
  dinner('dinner-01', 'Cod with boiled potatoes', [COD, 120], [POTATOES, 250], [BUTTER, 10]),
  dinner('dinner-02', 'Salmon with boiled potatoes', [SALMON, 110], [POTATOES, 250]),
  dinner('dinner-03', 'Mackerel with boiled potatoes', [MACKEREL, 100], [POTATOES, 250]),
  dinner('dinner-04', 'Haddock with brown rice', [HADDOCK, 120], [BROWN_RICE, 180], [BUTTER, 10]),
  dinner('dinner-05', 'Pollock with wholewheat pasta', [POLLOCK, 120], [WHOLEWHEAT_PASTA, 180], [OLIVE_OIL, 10]),
  dinner('dinner-06', 'Chicken breast with boiled potatoes', [CHICKEN_BREAST, 120], [POTATOES, 250], [BUTTER, 10]),
  dinner('dinner-07', 'Pork tenderloin with boiled potatoes', [PORK_TENDERLOIN, 120], [POTATOES, 250], [BUTTER, 10]),
  dinner('dinner-08', 'Minced beef patty with boiled potatoes', [BEEF_PATTY, 100], [POTATOES, 250]),
  dinner('dinner-09', 'Fried eggs with boiled potatoes', [FRIED_EGG, 100], [POTATOES, 250]),
  dinner('dinner-10', 'Lentils with brown rice', [LENTILS, 200], [BROWN_RICE, 150], [OLIVE_OIL, 10]),
  dinner('dinner-11', 'Chickpeas with wholewheat pasta', [CHICKPEAS, 180], [WHOLEWHEAT_PASTA, 150], [OLIVE_OIL, 10]),
  dinner('dinner-12', 'Kidney beans with brown rice', [KIDNEY_BEANS, 180], [BROWN_RICE, 150], [OLIVE_OIL, 10]),
  dinner('dinner-13', 'Tofu with brown rice', [TOFU, 150], [BROWN_RICE, 180], [OLIVE_OIL, 10]),
  dinner('dinner-14', 'Black beans with brown rice', [BLACK_BEANS, 180], [BROWN_RICE, 150], [OLIVE_OIL, 10]),
  dinner('dinner-15', 'Tempeh with wholewheat pasta', [TEMPEH, 120], [WHOLEWHEAT_PASTA, 180], [OLIVE_OIL, 10]),
  dinner('dinner-16', 'White beans with boiled potatoes', [WHITE_BEANS, 180], [POTATOES, 200], [OLIVE_OIL, 10]),
  dinner('dinner-17', 'Tofu with boiled potatoes', [TOFU, 150], [POTATOES, 250], [OLIVE_OIL, 10]),
  // Plant-based meals (COMPOSED_VEGAN_SOURCE).
  vegan(
    bread(
      'vegan-01',
      'Bean spread and cucumber on rye bread',
      TWO_SLICES(RYE),
      [WHITE_BEANS, 50],
      [OLIVE_OIL, 5],
      [CUCUMBER, 50],
    ),
  ),
  // Falafel is a lunch, not a breakfast (two readers struck it in the morning).
  vegan({
    ...bread(
      'vegan-02',
      'Falafel and lettuce on wholemeal bread',
      TWO_SLICES(WHOLEMEAL),
      [FALAFEL, 50],
      [LETTUCE, 15],
      [TOMATO, 40],
    ),
    mealTypes: ['LUNCH'],
  }),
  vegan(bread('vegan-03', 'Scrambled tofu and tomato on rye bread', TWO_SLICES(RYE), [TOFU, 80], [OLIVE_OIL, 5], [TOMATO, 60])),
  vegan(
    bowl('vegan-04', 'Soy yoghurt with oats and strawberries', [
      [TOFU_YOGURT, 150],
      [OATS, 30],
      [STRAWBERRIES, 75],
    ]),
  ),
  vegan(
    bowl('vegan-05', 'Muesli with soy drink and apple', [
      [OATS, 35],
      [RAISINS, 10],
      [WALNUTS, 5],
      [SOY_DRINK, 200],
      [APPLE, 60],
    ]),
  ),
  vegan(snack('vegan-06', 'Soy yoghurt with walnuts', [TOFU_YOGURT, 125], [WALNUTS, 10])),
  vegan(dinner('vegan-07', 'Brown beans with boiled potatoes', [PINTO_BEANS, 180], [POTATOES, 200], [OLIVE_OIL, 10])),
  vegan(dinner('vegan-08', 'Tempeh with brown rice', [TEMPEH, 120], [BROWN_RICE, 180], [OLIVE_OIL, 10])),
  vegan(dinner('vegan-09', 'Chickpeas with brown rice', [CHICKPEAS, 180], [BROWN_RICE, 150], [OLIVE_OIL, 10])),
  vegan(dinner('vegan-10', 'Lentils with boiled potatoes', [LENTILS, 200], [POTATOES, 200], [OLIVE_OIL, 10])),
  // Dinners with other grains (COMPOSED_GRAINS_SOURCE), gluten-free.
  grains(dinner('grains-01', 'Salmon with quinoa', [SALMON, 110], [QUINOA, 180])),
  grains(
    dinner(
      'grains-02',
      'Chicken breast with gluten-free pasta',
      [CHICKEN_BREAST, 120],
      [GLUTEN_FREE_PASTA, 180],
      [OLIVE_OIL, 10],
    ),
  ),
  grains(dinner('grains-03', 'Lentils with quinoa', [LENTILS, 200], [QUINOA, 150], [OLIVE_OIL, 10])),
  grains(dinner('grains-04', 'Tofu with rice noodles', [TOFU, 150], [RICE_NOODLES, 180], [OLIVE_OIL, 10])),
  grains(dinner('grains-05', 'Cod with gluten-free pasta', [COD, 120], [GLUTEN_FREE_PASTA, 180], [OLIVE_OIL, 10])),
  grains(dinner('grains-06', 'Pork tenderloin with quinoa', [PORK_TENDERLOIN, 120], [QUINOA, 180], [OLIVE_OIL, 10])),
  grains(dinner('grains-07', 'Chickpeas with quinoa', [CHICKPEAS, 180], [QUINOA, 150], [OLIVE_OIL, 10])),
  // Plant protein between meals: vegan days fell 10 % short of their protein target (median of the bench's member-days;
  // 30 % at the 5th percentile, 2026-12-01), the snacks being mostly fruit, nuts and spreads. Soy and edamame carry a
  // third of their energy as protein. The recommender serves soybeans as one snack kind (twice a week, never two a day).
  vegan(snack('vegan-11', 'Edamame beans with sea salt', [EDAMAME, 100], [SALT_NDB, 0.5])),
  // Dry-roasted soybeans ("soy nuts"): 43 g of protein per 100 g, a handful of 30 g.
  plantProtein(snack('plant-protein-01', 'Roasted soy nuts', [SOY_NUTS, 30])),
  plantProtein(snack('plant-protein-02', 'Edamame beans and cherry tomatoes', [EDAMAME, 75], [TOMATO, 80])),
];

const MEAL_TYPES: Record<ComposedMeal['kind'], MealType[]> = {
  BREAD: ['BREAKFAST', 'LUNCH'],
  GLUTEN_FREE_BREAD: ['BREAKFAST', 'LUNCH'],
  RICE_CAKES: ['LUNCH'],
  BOWL: ['BREAKFAST', 'CEREAL'],
  SNACK: ['SNACK'],
  DINNER: ['LUNCH', 'DINNER'],
};

/** The composed meals as the seed writes them (catalogue-rows.ts `recipeRowWriter`). */
export function composedRecipes(): SeedRecipe[] {
  return COMPOSED_MEALS.map((m) => ({
    name: m.name,
    source:
      m.source ??
      (m.kind === 'DINNER'
        ? COMPOSED_DINNER_SOURCE
        : m.kind === 'GLUTEN_FREE_BREAD'
          ? COMPOSED_GLUTEN_FREE_SOURCE
          : COMPOSED_SOURCE),
    externalId: `composed-${m.key}`,
    otherInfo:
      m.kind === 'DINNER'
        ? "One person's plate in household amounts (Voedingscentrum portion guidance: 100 to 120 g of cooked meat or fish, " +
          '200 to 250 g of potatoes or 150 to 200 g of cooked rice or pasta), composed of USDA SR28 foods; the vegetables are ' +
          'served apart.'
        : "One person's portion in household amounts (Voedingscentrum portion guidance: a slice of bread about 35 g, a slice " +
          'of cheese 20 g, 5 g of margarine a slice), composed of USDA SR28 foods.',
    derived: {
      mealTypes: m.mealTypes ?? MEAL_TYPES[m.kind],
      seasons: ['NO_SEASON'],
      cookingMethods: m.cooked ? ['BOILED'] : [],
      storage: 'FRIDGE',
      cuisine: null,
      expertiseLevel: 'BEGINNER',
      preparationTime: m.kind === 'DINNER' ? 10 : 5,
      cookingTime: m.cooked ?? 0,
      servings: 1,
      yieldFactor: 1,
    },
    lines: m.lines.map(([ndb, grams, unit]) => [ndb, grams, unit ?? null, null]),
  }));
}
