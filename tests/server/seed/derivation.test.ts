import { readRecipes, type RecipeSource } from '../../../src/server/seed/data-files';
import { deriveRecipe, isPantryStaple } from '../../../src/server/seed/derivation';

/**
 * The meal types derived from FNDDS categories and names, checked over every seeded recipe: a sauce,
 * gravy, dip, dressing or topping is never served as a dessert, and a dessert is something sweet.
 */
const recipes: RecipeSource[] = readRecipes();
const derived = recipes.map((source) => ({ source, mealTypes: deriveRecipe(source).mealTypes }));
const named = (name: string) => {
  const found = derived.find((d) => d.source.name === name);
  if (!found) throw new Error(`No seeded recipe named ${name}`);
  return found.mealTypes;
};

/** Savoury kinds, read from the food's main noun (the name up to the first comma). */
const NOT_A_DESSERT = /\b(sauces?|gravy|gravies|dips?|dressings?|toppings? from|sandwich(es)?|fondue|souffle|rarebit|nuggets)\b/i;
const mainNoun = (name: string) => name.split(',')[0];
const SWEET =
  /\b(ice cream|frozen|pudding|custard|gelatin|dessert|cakes?|cookies?|brownies?|pies?|tarts?|cobbler|crisp|blintz|strudel|pastry|pastries|doughnuts?|churros|meringues?|ice pops?|sherbet|sorbet|cheesecake|mousse|flan|trifle|funnel|coffee cake|danish|sweet|fruit|chocolate|cream puff|baked alaska|chantilly|crepe suzette|bien me sabe|eclair|turnover|baklava|cannoli|tiramisu|sopaipilla|fritter|bar|yogurt|toaster|buñuelos|bunuelos|rice|bread pudding|budin|capirotada|tapioca|malt|shake|float|sundae|cone|sandwich, ice cream)\b/i;

describe('meal types derived for the seeded recipes', () => {
  it('covers the whole seeded catalogue', () => {
    expect(recipes.length).toBeGreaterThan(4000);
  });

  it('tags Alfredo sauce and cheese sauces as no meal type, not dessert', () => {
    expect(named('Alfredo sauce')).toEqual(['NO_MEAL_TYPE']);
    expect(named('Cheese sauce')).toEqual(['NO_MEAL_TYPE']);
  });

  it('tags the other cheese mixtures by what they are', () => {
    expect(named('Cheese sandwich')).toEqual(['LUNCH']);
    expect(named('Dip, cream cheese base')).toEqual(['STARTER', 'SNACK']);
    expect(named('Welsh rarebit')).toEqual(['LUNCH', 'DINNER']);
    expect(named('Cheese, cottage cheese, with gelatin dessert')).toEqual(['DESSERT']);
  });

  it('never serves a sauce, gravy, dip, dressing, topping or sandwich as a dessert', () => {
    const wrong = derived
      .filter(
        (d) =>
          d.mealTypes.includes('DESSERT') && NOT_A_DESSERT.test(mainNoun(d.source.name)) && !SWEET.test(mainNoun(d.source.name)),
      )
      .map((d) => d.source.name);
    expect(wrong).toEqual([]);
  });

  it('keeps DESSERT for sweet foods', () => {
    const unsweet = derived
      .filter((d) => d.mealTypes.includes('DESSERT') && !SWEET.test(d.source.name))
      .map((d) => d.source.name);
    expect(unsweet).toEqual([]);
  });

  it('gives every recipe at least one meal type, and NO_MEAL_TYPE only alone', () => {
    for (const { source, mealTypes } of derived) {
      expect({ name: source.name, count: mealTypes.length > 0 }).toEqual({ name: source.name, count: true });
      if (mealTypes.includes('NO_MEAL_TYPE'))
        expect({ name: source.name, mealTypes }).toEqual({ name: source.name, mealTypes: ['NO_MEAL_TYPE'] });
    }
  });
});

describe('expertise levels derived for the seeded recipes', () => {
  const level = (name: string) => {
    const source = recipes.find((r) => r.name === name);
    if (!source) throw new Error(`No seeded recipe named ${name}`);
    return deriveRecipe(source).expertiseLevel;
  };

  it('does not count pantry staples: pasta with tomato sauce (pasta, tomatoes, paste, onion, garlic) is intermediate', () => {
    const source = recipes.find((r) => r.name === 'Pasta with tomato sauce, meatless')!;
    // FNDDS lists 9 ingredients with the water, salt and sugar, which alone would make it ADVANCED.
    expect(source.ingredients.length).toBeGreaterThan(7);
    expect(source.ingredients.filter(([ndb]) => !isPantryStaple(ndb)).length).toBeLessThanOrEqual(7);
    expect(level('Pasta with tomato sauce, meatless')).toBe('INTERMEDIATE');
  });

  it('counts the other ingredients: lasagna with meat stays advanced, spaghetti with sauce beginner', () => {
    expect(level('Lasagna with meat')).toBe('ADVANCED');
    expect(level('Spaghetti with tomato sauce, meatless')).toBe('BEGINNER');
  });

  it('reads pantry staples from the SR group or the number: salt, oil, water, sugar, butter, yeast; not flour or milk', () => {
    for (const ndb of ['02047', '04053', '14429', '19335', '01001', '18375']) expect(isPantryStaple(ndb)).toBe(true);
    for (const ndb of ['20081', '01077', '11282', '19296']) expect(isPantryStaple(ndb)).toBe(false);
  });
});
