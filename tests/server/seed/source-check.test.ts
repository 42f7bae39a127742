import { readFnddsSource, type FnddsSource } from '../../../src/server/seed/data-files';
import { checkSeededRecipes, seededRecipes, sourceComposition, type SeededRecipe } from '../../../src/server/seed/sourceCheck';

/**
 * Every seeded FNDDS recipe against its source (src/server/seed/sourceCheck.ts): the catalogue is built in
 * memory by the seed's own functions, no database.
 */
const seeded: SeededRecipe[] = seededRecipes();
const source: FnddsSource = readFnddsSource();
const { recipes, outliers } = checkSeededRecipes(seeded, source);
const byCode = new Map(recipes.map((r) => [r.code, r]));

/**
 * Salt and spice amounts over the thresholds (sourceCheck.ts) that USDA's own recipe states, one serving
 * being USDA's portion; the figures are FNDDS 2.0 fnddssrlink.txt lines.
 */
const ACCEPTED_OUTLIERS: Record<string, string> = {
  '28143020 02031':
    'diet frozen meal: FNDDS lists 11 g PEPPER,RED/CAYENNE in the 255 g meal (one meal = one serving); likely a USDA coding slip, kept as published',
  '28143020 02034': 'same meal: FNDDS lists 6 g POULTRY SEASONING in the 255 g meal',
  '58108040 02047': 'panzerotti: 4.7 g SALT,TABLE in 398 g of dough and filling (-10 % moisture), USDA portion 402 g',
  '58304020 02047': 'frozen meal: FNDDS lists 4.9 g SALT,TABLE in the 295 g of ingredients of a 326 g meal',
  '58306500 02047': 'diet frozen meal: FNDDS lists 4 g SALT,TABLE in 141.5 g of ingredients, USDA portion 284 g',
  '71901110 02047':
    'tostones: FNDDS lists 2 tbsp (36 g) SALT,TABLE with 288 g of soaking water; the water leaves as its -46.3 % moisture change, the salt stays',
};

describe('seeded FNDDS recipes against their source', () => {
  it('covers the whole seeded catalogue', () => {
    expect(recipes.length).toBe(seeded.length);
    expect(recipes.length).toBeGreaterThan(4500);
  });

  it('keeps every source line: one ingredient per distinct food of the source lines, none unresolved', () => {
    const wrong = recipes
      .filter((r) => r.seededLines !== r.sourceLines || r.missing.length > 0 || r.unresolved.length > 0)
      .map((r) => ({
        code: r.code,
        sourceLines: r.sourceLines,
        seededLines: r.seededLines,
        missing: r.missing,
        unresolved: r.unresolved,
      }));
    expect(wrong).toEqual([]);
  });

  it('holds bacon in the sandwiches the dietitian found without it', () => {
    const names = new Map(seeded.map((r) => [r.code, r]));
    for (const code of ['27520140', '32202085', '32202080']) {
      const r = names.get(code);
      expect(r).toBeDefined();
      expect({ code, bacon: r!.lines.some((l) => l.ndb === '10124') }).toEqual({ code, bacon: true });
    }
  });

  it('gives energy and sodium within 5 % of the source in every recipe', () => {
    const off = recipes.flatMap((r) =>
      r.differences.filter((d) => d.key === 'energyKcal' || d.key === 'sodium').map((d) => `${r.code} ${d.key}`),
    );
    expect(off).toEqual([]);
  });

  it('gives every nutrient within 5 % of the source, or a listed reason', () => {
    const unexplained = recipes.flatMap((r) =>
      r.differences.filter((d) => d.reason === null).map((d) => ({ code: r.code, name: r.name, ...d })),
    );
    expect(unexplained).toEqual([]);
    // The explained ones, counted so a change in them shows in review.
    const count = (reason: string) => recipes.filter((r) => r.differences.some((d) => d.reason === reason)).length;
    const moisture = count('MOISTURE_WATER');
    const rounding = count('LINE_ROUNDING');
    // water differs only where the food has a moisture change, and only water does for that reason
    expect(
      recipes.filter((r) =>
        r.differences.some((d) => d.reason === 'MOISTURE_WATER' && (d.key !== 'water' || r.moistureChange === 0)),
      ),
    ).toEqual([]);
    expect(moisture).toBeLessThanOrEqual(recipes.filter((r) => r.moistureChange !== 0).length);
    // line rounding explains a handful of micronutrients carried by lines of a few hundredths of a gram
    expect(rounding).toBeLessThan(20);
  });

  it('finds no salt or spice over the thresholds per serving but the listed ones USDA states', () => {
    const found = Object.fromEntries(
      outliers.map((o) => [`${o.code} ${o.ndb}`, `${o.name}: ${o.ingredient} ${o.gramsPerServing} g`]),
    );
    expect(Object.keys(found).sort()).toEqual(Object.keys(ACCEPTED_OUTLIERS).sort());
  });

  it('seeds a frozen meal as one meal: the spaghetti and meatballs dinner holds one portion of salt, not four', () => {
    const dinner = seeded.find((r) => r.code === '58304010')!;
    expect(dinner.servings).toBe(1);
    expect(dinner.totalWeight).toBeCloseTo(354, 0);
    const salt = dinner.lines.find((l) => l.ndb === '02047')!;
    // FNDDS: 2.5 g of salt in 366.5 g of ingredients, one 354 g meal
    expect(salt.grams).toBeCloseTo((2.5 * 354) / 366.5, 1);
  });

  it('scales a sub-recipe by its prepared weight: the frozen ravioli meal uses ravioli that gained 30 % water in boiling', () => {
    // 58304230 lists 17 g of 58131510 "Ravioli, cheese-filled, no sauce" (7.5 g salt in its dough and filling, +30 % moisture)
    expect(source.moisture['58131510']).toBe(30);
    const ravioli = source.foods['58131510'];
    const ravioliWeight = ravioli.reduce((s, [, g]) => s + g, 0);
    const meal = source.foods['58304230'];
    const ravioliGrams = meal.find(([code]) => code === '58131510')![1];
    const directSalt = meal.filter(([code]) => code === '02047').reduce((s, [, g]) => s + g, 0);
    const comp = sourceComposition('58304230', source, new Set(seeded.flatMap((x) => x.lines.map((l) => l.ndb))));
    expect(comp.grams.get('02047')).toBeCloseTo(directSalt + (7.5 * ravioliGrams) / (ravioliWeight * 1.3), 6);
    // and the seeded meal (one serving) holds that salt scaled to USDA's 248 g meal
    const seededMeal = seeded.find((r) => r.code === '58304230')!;
    expect(seededMeal.servings).toBe(1);
    const salt = seededMeal.lines.find((l) => l.ndb === '02047')!.grams;
    expect(salt).toBeCloseTo((comp.grams.get('02047')! * seededMeal.totalWeight) / comp.preparedWeight, 1);
    expect(byCode.get('58304230')!.differences.filter((d) => d.key !== 'water')).toEqual([]);
  });
});

describe('the source check can fail', () => {
  const pizza = seeded.find((r) => r.code === '58106210')!;

  it('reports a lost line', () => {
    const lost = { ...pizza, lines: pizza.lines.slice(1) };
    const [r] = checkSeededRecipes([lost], source).recipes;
    expect(r.missing).toEqual([pizza.lines[0].ndb]);
    expect(r.seededLines).toBe(r.sourceLines - 1);
  });

  it('reports a quantity off by 10 % with no reason', () => {
    const salty = { ...pizza, perServing: { ...pizza.perServing, sodium: pizza.perServing.sodium * 1.1 } };
    const [r] = checkSeededRecipes([salty], source).recipes;
    expect(r.differences.map((d) => [d.key, d.reason])).toEqual([['sodium', null]]);
  });

  it('flags four portions of salt in one serving', () => {
    const dinner = seeded.find((r) => r.code === '58304010')!;
    const { outliers: found } = checkSeededRecipes(
      [{ ...dinner, servings: 1, lines: dinner.lines.map((l) => ({ ...l, grams: l.grams * 4 })) }],
      source,
    );
    expect(found.map((o) => o.ndb)).toEqual(['02047']);
  });

  it('composes a food from a sub-recipe at its prepared weight, dropping listed additives only', () => {
    const tiny: FnddsSource = {
      foods: {
        '90000001': [
          ['90000002', 50],
          ['02047', 1],
          ['42062', 0.5],
        ],
        '90000002': [
          ['20081', 80],
          ['14429', 20],
        ],
      },
      moisture: { '90000002': 25 },
    };
    const comp = sourceComposition('90000001', tiny, new Set(['20081', '14429', '02047']));
    expect(comp.unresolved).toEqual([]);
    expect(comp.grams.get('20081')).toBeCloseTo((80 * 50) / 125, 6);
    expect(comp.ingredientWeight).toBeCloseTo(51.5, 6);
    expect(sourceComposition('90000001', tiny, new Set(['20081', '14429'])).unresolved).toEqual(['02047']);
  });
});
