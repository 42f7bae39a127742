/** Slot classification (issue 12, item 3): snack slots, alcohol and soups by season, on engine plans. */
import type { MealOfDay, MealPart } from '../../src/domain';
import { planWeek, type CandidateRecipe, type MealOfDayDivision, type PlanInput } from '../../src/recommender';
import { prepareRecipe } from '../../src/recommender/prepared';
import { isAlcoholic, slotMisfits } from '../../src/recommender/slots';
import { catalogue, createMember, createPlanInput, household } from './fixtures';

const chosen = (input: PlanInput, part: string) =>
  planWeek(input)
    .mealPlans.flatMap((m) => m.scaledRecipes)
    .filter((s) => s.mealOfDayDivision.mealPart === part)
    .map((s) => s.recipe);

/** A MEAL_PART division of the given meal and part. */
const part = (idMealOfDayDivision: number, mealOfDay: MealOfDay, mealPart: MealPart): MealOfDayDivision => ({
  idMealOfDayDivision,
  mealOfDay,
  type: 'MEAL_PART',
  mealPart,
});

/** Every soup also exists as a beer soup (same nutrition, one more ingredient), and as a "Cold ..." soup. */
function withVariants(): CandidateRecipe[] {
  const base = catalogue();
  const soups = base.filter((r) => r.mealTypes.includes('SOUP'));
  let id = 900000;
  const beer = soups.map((r) => ({
    ...r,
    idRecipe: (id += 1),
    name: `Beer soup, ${r.name}`,
    ingredients: [
      ...r.ingredients,
      { idIngredient: 99001, name: 'Alcoholic beverage, beer, regular', grams: 50, foodGroup: 'Beverages' },
    ],
  }));
  const cold = soups.map((r) => ({ ...r, idRecipe: (id += 1), name: `Soup, cold, ${r.name}` }));
  return [...base, ...beer, ...cold];
}

describe('slot classification', () => {
  it('reads alcohol and snack fit from the recipe data', () => {
    const [soup] = withVariants().filter((r) => r.name.startsWith('Beer soup'));
    const p = prepareRecipe(soup);
    expect(isAlcoholic(p)).toBe(true);
    const lunch = part(3, 'LUNCH', 'SOUP');
    expect(slotMisfits(p, lunch, { season: 'WINTER', hasMinor: true }).alcoholWithMinor).toBe(true);
    expect(slotMisfits(p, lunch, { season: 'WINTER', hasMinor: false })).toEqual({ misfits: 0, alcoholWithMinor: false });
    const snack = part(2, 'MIDDLE_MORNING', 'SNACK');
    const sandwich = prepareRecipe({ ...soup, name: 'Ham sandwich', ingredients: soup.ingredients.slice(0, 1) });
    expect(slotMisfits(sandwich, snack, { season: 'WINTER', hasMinor: false }).misfits).toBeGreaterThan(0);
  });

  it('counts processed cheese, cheese crackers and seeds by themselves as poor snacks, not a piece of cheese or nuts', () => {
    const [soup] = withVariants().filter((r) => r.name.startsWith('Beer soup'));
    const snack = part(2, 'MIDDLE_AFTERNOON', 'SNACK');
    const misfits = (name: string) =>
      slotMisfits(prepareRecipe({ ...soup, name, ingredients: soup.ingredients.slice(0, 1) }), snack, {
        season: 'WINTER',
        hasMinor: false,
      }).misfits;
    for (const name of [
      'Cheese, Cheddar or American type, NS as to natural or processed',
      'Cheese, processed, American or Cheddar type',
      'Cracker, cheese, reduced fat',
      'Mixed seeds',
      'Sunflower seeds, hulled, roasted, without salt',
    ])
      expect([name, misfits(name)]).toEqual([name, 1]);
    for (const name of [
      'Cheese, Gouda or Edam',
      'Pistachio nuts',
      'Nut mixture with seeds',
      'Crispbread with cheese and cucumber',
    ])
      expect([name, misfits(name)]).toEqual([name, 0]);
  });

  it('counts an unnamed vegetable as no side, and fish, tempeh or falafel on the breakfast bread as no Dutch breakfast', () => {
    const line = (name: string, grams: number, foodGroup: string) => ({ idIngredient: name.length, name, grams, foodGroup });
    const [soup] = withVariants().filter((r) => r.name.startsWith('Beer soup'));
    const facts = { season: 'WINTER' as const, hasMinor: false };
    const of = (name: string, ...ingredients: CandidateRecipe['ingredients']) => prepareRecipe({ ...soup, name, ingredients });
    const side = part(7, 'DINNER', 'VEGETABLE');
    const mixed = line('Vegetables, mixed, frozen, cooked, boiled', 150, 'Vegetables and Vegetable Products');
    expect(slotMisfits(of('Vegetables, NS as to type, cooked, fat not added in cooking', mixed), side, facts).misfits).toBe(2);
    expect(slotMisfits(of('Mixed vegetables, cooked, from frozen', mixed), side, facts).misfits).toBe(0);
    expect(slotMisfits(of('Poke greens, cooked', mixed), side, facts).misfits).toBe(1);
    const breakfast = part(1, 'BREAKFAST', 'BREAKFAST');
    const bread = line('Bread, whole-wheat, commercially prepared', 64, 'Baked Products');
    const tuna = line('Fish, tuna, light, canned in water, drained solids', 40, 'Finfish and Shellfish Products');
    const tempeh = line('Tempeh', 40, 'Legumes and Legume Products');
    const cheese = line('Cheese, gouda', 30, 'Dairy and Egg Products');
    expect(slotMisfits(of('Tuna and tomato on wholemeal bread', bread, tuna), breakfast, facts).misfits).toBe(1);
    expect(slotMisfits(of('Tempeh and cucumber on wholemeal bread', bread, tempeh), breakfast, facts).misfits).toBe(1);
    expect(slotMisfits(of('Cheese and cucumber on rye bread', bread, cheese), breakfast, facts).misfits).toBe(0);
    expect(slotMisfits(of('Tuna and tomato on wholemeal bread', bread, tuna), part(3, 'LUNCH', 'LUNCH'), facts).misfits).toBe(0);
  });

  it('leaves rice cakes and gluten-free cereal to a household that avoids gluten', () => {
    const [soup] = withVariants().filter((r) => r.name.startsWith('Beer soup'));
    const lunch = part(4, 'LUNCH', 'LUNCH');
    const riceCakes = prepareRecipe({
      ...soup,
      name: 'Cheese and cucumber on rice cakes',
      ingredients: soup.ingredients.slice(0, 1),
    });
    const bread = prepareRecipe({ ...soup, name: 'Cheese and cucumber on rye bread', ingredients: soup.ingredients.slice(0, 1) });
    expect(slotMisfits(riceCakes, lunch, { season: 'WINTER', hasMinor: false }).misfits).toBe(4);
    expect(slotMisfits(riceCakes, lunch, { season: 'WINTER', hasMinor: false, avoidsGluten: true }).misfits).toBe(0);
    expect(slotMisfits(bread, lunch, { season: 'WINTER', hasMinor: false }).misfits).toBe(0);
  });

  it('asks the potatoes, rice or pasta of a dinner served beside its own vegetables', () => {
    const line = (name: string, grams: number, foodGroup: string) => ({ idIngredient: name.length, name, grams, foodGroup });
    const [soup] = withVariants().filter((r) => r.name.startsWith('Beer soup'));
    const dish = (name: string, ...ingredients: CandidateRecipe['ingredients']) =>
      prepareRecipe({ ...soup, name, ingredients, mealTypes: ['DINNER'], mealRoles: ['HOT_MAIN'] });
    const dinner = part(6, 'DINNER', 'DINNER');
    const trout = dish('Trout, smoked', line('Fish, trout, smoked', 150, 'Finfish and Shellfish Products'));
    const potatoes = line('Potatoes, boiled, cooked without skin, flesh, without salt', 250, 'Vegetables and Vegetable Products');
    const plate = dish(
      'Cod with boiled potatoes',
      line('Fish, cod, Atlantic, cooked, dry heat', 120, 'Finfish and Shellfish Products'),
      potatoes,
    );
    const pork = dish(
      'Pork and vegetables (excluding carrots, broccoli, and dark-green leafy (no potatoes)), no sauce (mixture)',
      line('Pork loin', 150, 'Pork Products'),
      line('Cabbage, cooked', 150, 'Vegetables and Vegetable Products'),
    );
    const pizza = dish('Pizza, cheese, thick crust', line('Fast foods, pizza, cheese', 300, 'Fast Foods'));
    const withVegetables = { season: 'WINTER' as const, hasMinor: false, plateMeals: new Set(['DINNER']) };
    expect([trout, plate, pork, pizza].map((p) => p.withStarch)).toEqual([false, true, false, true]);
    expect(slotMisfits(trout, dinner, withVegetables).misfits).toBe(2);
    expect(slotMisfits(pork, dinner, withVegetables).misfits).toBe(2);
    expect(slotMisfits(plate, dinner, withVegetables).misfits).toBe(0);
    // No protein source: pasta with tomato sauce as the whole plate.
    const pasta = dish(
      'Spaghetti with tomato sauce, meatless',
      line('Pasta, cooked, enriched', 250, 'Cereal Grains and Pasta'),
      line('Sauce, pasta, spaghetti/marinara', 150, 'Soups, Sauces, and Gravies'),
    );
    expect(slotMisfits(pasta, dinner, withVegetables).misfits).toBe(2);
    // Cheese alone is no meat replacement (one misfit): a cheese lasagne; eggs are.
    const lasagne = dish(
      'Lasagna, meatless',
      line('Pasta, cooked, enriched', 200, 'Cereal Grains and Pasta'),
      line('Cheese, ricotta, whole milk', 120, 'Dairy and Egg Products'),
    );
    const eggs = dish(
      'Fried eggs with boiled potatoes',
      line('Egg, whole, cooked, fried', 100, 'Dairy and Egg Products'),
      potatoes,
    );
    expect([lasagne.protein, eggs.protein]).toEqual(['cheese', 'egg']);
    expect(slotMisfits(lasagne, dinner, withVegetables).misfits).toBe(1);
    expect(slotMisfits(eggs, dinner, withVegetables).misfits).toBe(0);
    // A dinner division with no vegetables beside it (the specification's set): the dish is the whole meal.
    expect(slotMisfits(trout, dinner, { season: 'WINTER', hasMinor: false }).misfits).toBe(0);
  });

  it('leaves out foods a European household does not buy while another candidate fits', () => {
    const [soup] = withVariants().filter((r) => r.name.startsWith('Beer soup'));
    const snack = part(5, 'MIDDLE_AFTERNOON', 'SNACK');
    const named = (name: string) => prepareRecipe({ ...soup, name, ingredients: soup.ingredients.slice(0, 1) });
    const facts = { season: 'WINTER' as const, hasMinor: false };
    expect(slotMisfits(named('Crackers, graham, lowfat'), snack, facts).misfits).toBe(1);
    expect(slotMisfits(named('Cheese, Colby Jack'), snack, facts).misfits).toBe(1);
    expect(slotMisfits(named('Crackers, whole-wheat'), snack, facts).misfits).toBe(0);
    expect(slotMisfits(named('Cheese, Gouda'), snack, facts).misfits).toBe(0);
  });

  it('takes vegetables as a cook serves them as the vegetables of a meal: no sauce, fritter, pickle or garnish alone', () => {
    const [soup] = withVariants().filter((r) => r.name.startsWith('Beer soup'));
    const vegetables = part(7, 'DINNER', 'VEGETABLE');
    const veg = (name: string) =>
      prepareRecipe({
        ...soup,
        name,
        ingredients: [
          { idIngredient: 1, name: 'Squash, summer, cooked', grams: 200, foodGroup: 'Vegetables and Vegetable Products' },
        ],
      });
    const facts = { season: 'WINTER' as const, hasMinor: false };
    const misfits = (name: string) => slotMisfits(veg(name), vegetables, facts).misfits;
    expect(misfits('Squash, summer, cooked, fat not added in cooking')).toBe(0);
    expect(misfits('Squash, summer, casserole, with cheese sauce')).toBe(2);
    expect(misfits('Onions, creamed')).toBe(2);
    expect(misfits('Squash fritter or cake')).toBe(2);
    expect(misfits('Mushrooms, pickled')).toBe(2);
    expect(misfits('Tomato aspic')).toBe(2);
    expect(misfits('Mushrooms, raw')).toBe(1);
    expect(misfits('Thistle leaves, cooked')).toBe(1);
    expect(misfits('Cress, raw')).toBe(1);
    expect(misfits('Lettuce, arugula, raw')).toBe(1);
    // Fresh sour cherries, dry-curd cottage cheese and lambsquarters are not sold here.
    expect(misfits('Lambsquarter, cooked')).toBe(1);
    expect(misfits('Cherries, sour, red, raw')).toBe(1);
    expect(misfits('Cheese, cottage, salted, dry curd')).toBe(1);
  });

  it('never gives a household with a minor an alcoholic dish', () => {
    const members = [...household(2), createMember({ user: 9, ageYears: 12, weightKg: 40, heightCm: 150 })];
    const input = createPlanInput({ members, candidates: withVariants(), seed: 3 });
    const alcoholic = new Set(
      withVariants()
        .filter((r) => r.name.startsWith('Beer soup'))
        .map((r) => r.idRecipe),
    );
    const soups = chosen(input, 'SOUP');
    expect(soups).toHaveLength(7);
    expect(soups.filter((r) => alcoholic.has(r.idRecipe))).toEqual([]);
  });

  it('serves cold soups in summer and hot soups in winter', () => {
    const candidates = withVariants().filter((r) => !r.name.startsWith('Beer soup'));
    const coldIn = (startDate: string) =>
      chosen(createPlanInput({ candidates, startDate, seed: 5 }), 'SOUP').filter((r) => r.name.startsWith('Soup, cold')).length;
    expect(coldIn('2026-07-06')).toBe(7);
    expect(coldIn('2026-11-23')).toBe(0);
  });
});
