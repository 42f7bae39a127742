import { COUNTRIES, type Country } from './catalogueEnums';
import type { MealRole } from './mealRoles';
import type { MealOfDay, MealPart } from './planningEnums';

/** A meal-of-day division made of a meal part (the kind the default sets and the settings editor start from). */
export interface MealPartDivision {
  readonly idMealOfDayDivision: number;
  readonly mealOfDay: MealOfDay;
  readonly type: 'MEAL_PART';
  readonly mealPart: MealPart;
  readonly name: string;
  /** The one role the division takes (e.g. BREAD_MEAL for a bread lunch); absent: the default for the meal part. */
  readonly mealRole?: MealRole;
}

/**
 * The specification's default division set (7 entries): breakfast; a snack mid-morning; soup
 * and a main at lunch; a snack mid-afternoon; a main at dinner; a snack after dinner. Two hot meals a
 * day; no context starts from it any more (see DEFAULT_MEAL_DIVISIONS_BY_CONTEXT), the settings editor
 * still offers it ("Use the specification's default").
 */
export const DEFAULT_MEAL_DIVISIONS: readonly MealPartDivision[] = [
  { idMealOfDayDivision: 1, mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST', name: 'Breakfast' },
  { idMealOfDayDivision: 2, mealOfDay: 'MIDDLE_MORNING', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Morning snack' },
  { idMealOfDayDivision: 3, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'SOUP', name: 'Soup' },
  { idMealOfDayDivision: 4, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH', name: 'Lunch' },
  { idMealOfDayDivision: 5, mealOfDay: 'MIDDLE_AFTERNOON', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Afternoon snack' },
  { idMealOfDayDivision: 6, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER', name: 'Dinner' },
  { idMealOfDayDivision: 7, mealOfDay: 'AFTER_DINNER', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Evening snack' },
];

type Slot = readonly [MealOfDay, MealPart, string, MealRole?];

/** A set numbered 1..n in the order given (eating order). */
const divisionSet = (...slots: Slot[]): readonly MealPartDivision[] =>
  slots.map(([mealOfDay, mealPart, name, mealRole], i) => ({
    idMealOfDayDivision: i + 1,
    mealOfDay,
    type: 'MEAL_PART' as const,
    mealPart,
    name,
    ...(mealRole ? { mealRole } : {}),
  }));

/**
 * Bread at breakfast and lunch, one hot meal in the evening: a piece of fruit mid-morning and one with
 * the packed lunch, so five meals a day hold the two fruit portions the guidelines ask; potatoes (or
 * pasta, rice), vegetables and meat or fish at dinner, the vegetables as their own slot.
 */
const breadLunchDay = (): readonly MealPartDivision[] =>
  divisionSet(
    ['BREAKFAST', 'BREAKFAST', 'Breakfast'],
    ['MIDDLE_MORNING', 'FRUIT', 'Fruit'],
    ['LUNCH', 'LUNCH', 'Bread lunch', 'BREAD_MEAL'],
    ['LUNCH', 'FRUIT', 'Fruit with lunch'],
    ['MIDDLE_AFTERNOON', 'SNACK', 'Afternoon snack'],
    ['DINNER', 'DINNER', 'Dinner'],
    ['DINNER', 'VEGETABLE', 'Vegetables'],
    ['AFTER_DINNER', 'SNACK', 'Evening snack'],
  );

/**
 * Each context's default divisions: how people there eat on an ordinary day. A new context starts from
 * its set, and a context whose divisions were still the specification's set (never saved by staff) is
 * moved to it at start (src/server/seed). Every set covers the six meals of day, so any 3 to 6 meals
 * selected find their divisions; it has a fruit slot in breakfast, lunch or dinner (so a 3-meal day has
 * one) and at least two in the five meals of a 5-meal day: two fruit portions a day whenever five or
 * more meals are planned (every guideline below asks two or more).
 * The recommender fills a division by its meal part; `mealRole` (BREAD_MEAL for a bread lunch) narrows
 * it once the engine reads roles.
 */
export const DEFAULT_MEAL_DIVISIONS_BY_CONTEXT: Readonly<Record<Country, readonly MealPartDivision[]>> = {
  /**
   * Netherlands. Health Council of the Netherlands, Dutch dietary guidelines 2015 (at least 200 g of
   * vegetables and 200 g of fruit a day, wholegrain bread); the Netherlands Nutrition Centre's Wheel of
   * Five (Schijf van Vijf, 2016: 250 g of vegetables, two portions of fruit). The Dutch National Food
   * Consumption Survey (RIVM, VCP 2012-2016): bread is eaten at breakfast and at lunch, the one hot meal
   * is the evening meal (potatoes, vegetables and meat: "aardappelen, groente, vlees"); fruit is mostly
   * eaten between meals.
   */
  nl: breadLunchDay(),
  /**
   * Denmark. The Danish Veterinary and Food Administration's Official Dietary Guidelines (De officielle
   * Kostråd, 2021: eat plant-rich, 600 g of vegetables and fruit a day, mostly vegetables; wholegrain, 75 g a
   * day). The national dietary survey (DTU Food Institute, DANSDA 2011-2013): rye bread or oatmeal at
   * breakfast, open rye-bread sandwiches (smørrebrød, the packed lunch "madpakke") at lunch, a hot dinner
   * ("aftensmad") of potatoes, vegetables and meat or fish; fruit between meals.
   */
  dk: breadLunchDay(),
  /**
   * Germany. German Nutrition Society (DGE), "Eat and drink well" guidelines (2024) and "5 a day":
   * at least three portions of vegetables and two of fruit a day. Bread or rolls at breakfast; the
   * traditional warm meal is at midday with bread in the evening ("Abendbrot"), while the National
   * Nutrition Survey II (Max Rubner-Institut, 2008) describes employed adults who eat bread at work and
   * the warm meal in the evening, the pattern taken here. A household that eats warm at midday takes
   * the specification's set (soup and a main at lunch) in the editor.
   */
  de: breadLunchDay(),
  /**
   * Luxembourg. The national plan "Gesond iessen, Méi bewegen" (GIMB) and its food pyramid: five portions of
   * vegetables and fruit a day. Breakfast of bread; many working people eat a sandwich at lunch and the
   * hot meal at home in the evening, as in the neighbouring German and Belgian regions; a hot lunch at a
   * canteen or restaurant is as common (the ORISCAV-LUX survey does not settle it), and such a household
   * takes the specification's set in the editor.
   */
  lu: breadLunchDay(),
  /**
   * Spain. AESAN, healthy and sustainable dietary recommendations for the Spanish population (2022): at
   * least three portions of fruit and two of vegetables a day; the SENC guidelines and the ANIBES study:
   * five eating occasions (desayuno, media mañana, comida, merienda, cena). The main meal is lunch
   * (comida, 14-15 h) of a first course (salad, vegetables, legumes or soup), a second course and a
   * dessert that is most often fruit; a late, lighter dinner (cena), often ended with fruit or yoghurt.
   */
  es: divisionSet(
    ['BREAKFAST', 'BREAKFAST', 'Breakfast'],
    ['MIDDLE_MORNING', 'SNACK', 'Mid-morning snack'],
    ['LUNCH', 'SALAD', 'First course'],
    ['LUNCH', 'LUNCH', 'Lunch'],
    ['LUNCH', 'FRUIT', 'Fruit (dessert)'],
    ['MIDDLE_AFTERNOON', 'SNACK', 'Merienda'],
    ['DINNER', 'DINNER', 'Dinner'],
    ['DINNER', 'FRUIT', 'Fruit (dessert)'],
    ['AFTER_DINNER', 'SNACK', 'Evening snack'],
  ),
  /**
   * Italy. CREA, Guidelines for healthy eating (Linee guida per una sana alimentazione, 2018): five
   * portions of vegetables and fruit a day, fruit and vegetables at every meal. The INRAN-SCAI 2005-06
   * national survey: a small sweet breakfast (colazione), a mid-morning and an afternoon snack (spuntino,
   * merenda), a hot lunch (pranzo: a first course of pasta, rice or soup, or a second course, with a
   * vegetable side, the contorno, and fruit to end it), a lighter dinner (cena) with its contorno.
   */
  it: divisionSet(
    ['BREAKFAST', 'BREAKFAST', 'Breakfast'],
    ['MIDDLE_MORNING', 'FRUIT', 'Fruit'],
    ['LUNCH', 'LUNCH', 'Lunch'],
    ['LUNCH', 'VEGETABLE', 'Vegetables (contorno)'],
    ['LUNCH', 'FRUIT', 'Fruit'],
    ['MIDDLE_AFTERNOON', 'SNACK', 'Merenda'],
    ['DINNER', 'DINNER', 'Dinner'],
    ['DINNER', 'VEGETABLE', 'Vegetables (contorno)'],
    ['AFTER_DINNER', 'SNACK', 'Evening snack'],
  ),
  /**
   * Portugal. Directorate-General of Health, the Food Wheel (Roda dos Alimentos, 2003: 3 to 5 portions of
   * fruit and 3 to 5 of vegetables a day), the National Programme for the Promotion of Healthy Eating
   * (PNPAS); the national food survey IAN-AF 2015-2016: breakfast (pequeno-almoço), a mid-morning
   * snack, lunch and dinner that both start with vegetable soup (sopa) and end with fruit as
   * dessert, an afternoon snack (lanche) and a late supper (ceia).
   */
  pt: divisionSet(
    ['BREAKFAST', 'BREAKFAST', 'Breakfast'],
    ['MIDDLE_MORNING', 'SNACK', 'Mid-morning snack'],
    ['LUNCH', 'SOUP', 'Soup'],
    ['LUNCH', 'LUNCH', 'Lunch'],
    ['LUNCH', 'FRUIT', 'Fruit (dessert)'],
    ['MIDDLE_AFTERNOON', 'SNACK', 'Lanche'],
    ['DINNER', 'SOUP', 'Soup'],
    ['DINNER', 'DINNER', 'Dinner'],
    ['DINNER', 'FRUIT', 'Fruit (dessert)'],
    ['AFTER_DINNER', 'SNACK', 'Ceia'],
  ),
  /**
   * Bulgaria. Ministry of Health / National Centre of Public Health, Food-based dietary guidelines for
   * adults in Bulgaria (2006): more than 400 g of vegetables and fruit a day, yoghurt and white brined
   * cheese every day. Breakfast of banitsa, bread with cheese or yoghurt; a hot lunch that starts with
   * soup (bob chorba, chicken soup, cold tarator in summer); dinner that starts with a salad (shopska).
   * Fruit is eaten between meals; the one after lunch is placed there so a 3-meal day has one too (a
   * choice for the guideline, not a documented custom). Many families eat their main hot meal in the
   * evening: the energy split, not the divisions, decides which meal is the larger.
   */
  bg: divisionSet(
    ['BREAKFAST', 'BREAKFAST', 'Breakfast'],
    ['MIDDLE_MORNING', 'FRUIT', 'Fruit'],
    ['LUNCH', 'SOUP', 'Soup'],
    ['LUNCH', 'LUNCH', 'Lunch'],
    ['LUNCH', 'FRUIT', 'Fruit'],
    ['MIDDLE_AFTERNOON', 'SNACK', 'Afternoon snack'],
    ['DINNER', 'SALAD', 'Salad'],
    ['DINNER', 'DINNER', 'Dinner'],
    ['AFTER_DINNER', 'SNACK', 'Evening snack'],
  ),
};

/** The default divisions of a context (a copy to edit). */
export function defaultMealDivisionsFor(context: Country): MealPartDivision[] {
  return DEFAULT_MEAL_DIVISIONS_BY_CONTEXT[context].map((d) => ({ ...d }));
}

/** Whether a value names a country context that has a default set. */
export const hasDefaultMealDivisions = (context: unknown): context is Country =>
  (COUNTRIES as readonly unknown[]).includes(context);

/** A division as any layer holds it (domain, stored settings, API), for comparing sets. */
export interface DivisionLike {
  readonly idMealOfDayDivision?: number;
  readonly mealOfDay: string;
  readonly type: string;
  readonly mealPart?: string;
  readonly name?: string;
  readonly mealRole?: string;
  readonly recipe?: { readonly idRecipe: number };
  readonly ingredientDivision?: { readonly ingredient: { readonly idIngredient: number } };
}

/** The fields of a division that make a set (what a division editor changes), as one comparable string. */
function divisionKey(d: DivisionLike): string {
  return JSON.stringify([
    d.idMealOfDayDivision ?? null,
    d.mealOfDay,
    d.type,
    d.mealPart ?? null,
    d.name ?? null,
    d.mealRole ?? null,
    d.recipe?.idRecipe ?? null,
    d.ingredientDivision?.ingredient.idIngredient ?? null,
  ]);
}

/** Two division lists are the same set: the same divisions (ids, meals, parts, names, roles) in the same order. */
export function sameMealDivisions(a: readonly DivisionLike[], b: readonly DivisionLike[]): boolean {
  return a.length === b.length && a.every((d, i) => divisionKey(d) === divisionKey(b[i]));
}
