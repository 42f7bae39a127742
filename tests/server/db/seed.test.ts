import { seedDatabase } from '../../../src/server/seed/seed';
import { demoDisplayNames } from '../../../src/server/seed/demoData';
import {
  COMPOSED_DINNER_SOURCE,
  COMPOSED_GLUTEN_FREE_SOURCE,
  COMPOSED_GRAINS_SOURCE,
  COMPOSED_PLANT_PROTEIN_SOURCE,
  COMPOSED_VEGAN_SOURCE,
  COMPOSED_SOURCE,
  composedRecipes,
} from '../../../src/server/seed/composedMeals';
import { openTestDatabase, scalar, type TestDatabase } from './helpers';

jest.setTimeout(180_000);

const COUNTS = `SELECT json_build_object(
  'ingredients', (SELECT count(*) FROM ingredient), 'units', (SELECT count(*) FROM unit),
  'foodGroups', (SELECT count(*) FROM food_group), 'langualLinks', (SELECT count(*) FROM ingredient_langual),
  'recipes', (SELECT count(*) FROM recipe), 'recipeIngredients', (SELECT count(*) FROM recipe_ingredient),
  'tags', (SELECT count(*) FROM recipe_tag), 'settings', (SELECT count(*) FROM setting),
  'displayNames', (SELECT count(*) FROM ingredient_group), 'named', (SELECT count(*) FROM ingredient WHERE ingredient_group_id IS NOT NULL),
  'hidden', (SELECT count(*) FROM ingredient WHERE hide_from_user)) AS c`;

describe('seeding', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDatabase(t.db, { contexts: ['nl'] });
  });
  afterAll(async () => {
    await t?.drop();
  });

  const counts = async (ctx: 'nl' | 'dk' | 'es') =>
    (await t.db.transaction((tx) => tx.query<{ c: Record<string, number> }>(COUNTS), { context: ctx }))[0].c;

  it('loads all 8,789 SR28 foods and the 196 retired SR codes FNDDS uses from SR24, with nutrients, units and LanguaL factors', async () => {
    const c = await counts('nl');
    expect(c.ingredients).toBe(8789 + 196);
    expect(await scalar(t.db, "SELECT count(*) AS n FROM ingredient WHERE fcdb = 'USDA_SR24' AND source = 'EUROFIR'", 'nl')).toBe(
      196,
    );
    expect(c.foodGroups).toBe(25);
    expect(c.langualLinks).toBe(38301);
    expect(c.units).toBeGreaterThan(8789);
    const butter = await t.db.transaction(
      (tx) =>
        tx.query<{ energy_kcal: number; salt: number; source: string; grams: number }>(
          `SELECT i.energy_kcal, i.salt, i.source, u.quantity_in_grams AS grams FROM ingredient i JOIN unit u ON u.ingredient_id = i.id AND u.name = 'TABLESPOON' WHERE i.external_id = '01001'`,
        ),
      { context: 'nl' },
    );
    expect(butter[0]).toEqual({ energy_kcal: 717, salt: 1.608, source: 'EUROFIR', grams: 14.2 });
  });

  it('loads the LanguaL thesaurus: 6,908 descriptors, each one but the root with an existing parent', async () => {
    expect(await scalar(t.db, 'SELECT count(*) AS n FROM shared.langual_descriptor')).toBe(6908);
    expect(
      await scalar(
        t.db,
        `SELECT count(*) AS n FROM shared.langual_descriptor d
      WHERE d.code <> '00000' AND NOT EXISTS (SELECT 1 FROM shared.langual_descriptor p WHERE p.code = d.parent_code)`,
      ),
    ).toBe(0);
  });

  it('loads thousands of published recipes with ingredients (one only for whole fruit and vegetables, and composed snacks of one food) and positive energy per serving', async () => {
    const c = await counts('nl');
    expect(c.recipes).toBeGreaterThan(3000);
    expect(c.recipeIngredients).toBeGreaterThan(2 * c.recipes);
    expect(
      await scalar(
        t.db,
        `SELECT count(*) AS n FROM recipe r WHERE status <> 'PUBLISHED' OR NOT (energy_kcal_per_serving > 0)
      OR (SELECT count(*) FROM recipe_ingredient ri WHERE ri.recipe_id = r.id) < 1
      OR ((SELECT count(*) FROM recipe_ingredient ri WHERE ri.recipe_id = r.id) < 2
        AND NOT (r.external_id ~ '^(61|63|7)' AND r.external_id !~ '^(612|76)')
        AND NOT (r.external_id LIKE 'composed-%' AND 'SNACK' = ANY (r.meal_roles)))`,
        'nl',
      ),
    ).toBe(0);
    expect(
      await scalar(
        t.db,
        `SELECT count(*) AS n FROM recipe r WHERE NOT EXISTS
      (SELECT 1 FROM recipe_tag g WHERE g.recipe_id = r.id AND g.category = 'MEAL_TYPE')`,
        'nl',
      ),
    ).toBe(0);
    expect(await scalar(t.db, "SELECT count(*) AS n FROM recipe WHERE 'VEGAN' = ANY (diets)", 'nl')).toBeGreaterThan(100);
  });

  it('stores recipes as lines of real ingredients whose prepared weights sum to the recipe weight', async () => {
    const [pizza] = await t.db.transaction(
      (tx) =>
        tx.query<{ id: number; name: string; total_weight_grams: number }>(
          "SELECT id, name, total_weight_grams FROM recipe WHERE external_id = '58106210'",
        ),
      { context: 'nl' },
    );
    expect(pizza?.name).toBe('Pizza, cheese, NS as to type of crust');
    const lines = await t.db.transaction(
      (tx) =>
        tx.query<{ weight_grams: number; weight_yield_factor: number; source: string; unit_id: number | null }>(
          'SELECT ri.weight_grams, ri.weight_yield_factor, i.source, ri.unit_id FROM recipe_ingredient ri JOIN ingredient i ON i.id = ri.ingredient_id WHERE ri.recipe_id = $1',
          [pizza.id],
        ),
      { context: 'nl' },
    );
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => line.source === 'EUROFIR' && line.unit_id !== null)).toBe(true);
    const tags = await t.db.transaction(
      (tx) => tx.query("SELECT name FROM recipe_tag WHERE recipe_id = $1 AND category = 'MEAL_TYPE'", [pizza.id]),
      { context: 'nl' },
    );
    expect(tags).toEqual(expect.arrayContaining([{ name: 'DINNER' }]));
    // each line's grams x the food's yield in preparation (FNDDS moisture change)
    const sum = lines.reduce((s, line) => s + Number(line.weight_grams) * Number(line.weight_yield_factor), 0);
    expect(sum).toBeCloseTo(Number(pizza.total_weight_grams), 0);
  });

  it('seeds common food restrictions made of the SR28 foods they exclude', async () => {
    const rows = await t.db.transaction(
      (tx) =>
        tx.query<{ name: string; enabled: boolean; n: number; pork: number; apples: number }>(
          `SELECT r.name, r.enabled, count(fri.ingredient_id)::int AS n,
                  count(*) FILTER (WHERE i.name ILIKE 'Pork, fresh, loin%')::int AS pork,
                  count(*) FILTER (WHERE i.name ILIKE 'Apples, raw%')::int AS apples
             FROM food_restriction r JOIN food_restriction_ingredient fri ON fri.food_restriction_id = r.id
             JOIN ingredient i ON i.id = fri.ingredient_id GROUP BY r.id ORDER BY r.id`,
        ),
      { context: 'nl' },
    );
    expect(rows.map((r) => r.name)).toEqual(['No pork', 'No beef', 'No shellfish', 'No fish', 'No tree nuts', 'No alcohol']);
    for (const row of rows) {
      expect(row.enabled).toBe(true);
      expect(row.n).toBeGreaterThan(5);
      expect(row.apples).toBe(0);
    }
    expect(rows[0].pork).toBeGreaterThan(0);
    expect(rows.slice(1).every((r) => r.pork === 0)).toBe(true);
  });

  it('is idempotent: a re-run changes no count', async () => {
    const before = await counts('nl');
    const result = await seedDatabase(t.db, { contexts: ['nl'] });
    expect(result.contexts.nl).toBe('skipped');
    expect(result.langualInserted).toBe(0);
    expect(await counts('nl')).toEqual(before);
  });

  it('finds ingredients by trigram similarity inside a context (pg_trgm lives in shared)', async () => {
    const rows = await t.db.transaction(
      (tx) =>
        tx.query<{ name: string }>('SELECT name FROM ingredient WHERE name % $1 ORDER BY similarity(name, $1) DESC LIMIT 1', [
          'Chese, chedar',
        ]),
      { context: 'nl' },
    );
    expect(rows[0].name).toBe('Cheese, cheddar');
  });

  it('stores each ingredient with its food facts and reasons, and diets that follow them', async () => {
    const rows = await t.db.transaction(
      (tx) =>
        tx.query<{
          external_id: string;
          animal_origins: string[];
          gluten_cereals: string[];
          fact_reasons: Record<string, string>;
          diets: string[];
        }>(
          `SELECT external_id, animal_origins, gluten_cereals, fact_reasons, diets FROM ingredient
           WHERE external_id IN ('16059', '06971', '08065') ORDER BY external_id`,
        ),
      { context: 'nl' },
    );
    const [worcestershire, rice, chili] = rows; // 06971, 08065 (Rice Krispies), 16059 (canned chili with beans)
    expect(worcestershire.animal_origins).toEqual(['FISH']);
    expect(worcestershire.diets).not.toContain('VEGAN');
    expect(rice.gluten_cereals).toEqual(['BARLEY']);
    expect(chili.animal_origins).toEqual(['MEAT']);
    expect(chili.fact_reasons.MEAT).toMatch(/LanguaL B1134 ANIMAL \(MAMMAL\)|chili/);
    expect(chili.diets).not.toContain('LACTO_OVO_VEGETARIAN');
  });

  it('tags no recipe with a diet its ingredients or its dish name break', async () => {
    // Checked apart from the rule set: an ingredient of an animal SR food group, or a dish named for bacon.
    const broken = await t.db.transaction(
      (tx) =>
        tx.query<{ name: string }>(
          `SELECT DISTINCT r.name FROM recipe r JOIN recipe_ingredient ri ON ri.recipe_id = r.id
           JOIN ingredient_food_group ifg ON ifg.ingredient_id = ri.ingredient_id JOIN food_group fg ON fg.id = ifg.food_group_id
           WHERE 'LACTO_OVO_VEGETARIAN' = ANY (r.diets) AND fg.source_code IN ('0500', '0700', '1000', '1300', '1500', '1700')
           UNION SELECT name FROM recipe WHERE name ILIKE '%bacon%' AND name NOT ILIKE '%meatless%' AND 'NO_PORK' = ANY (diets)
           UNION SELECT name FROM recipe WHERE name ILIKE '%macaroni%' AND NOT ('GLUTEN' = ANY (allergens))`,
        ),
      { context: 'nl' },
    );
    expect(broken.map((r) => r.name)).toEqual([]);
  });

  it('derives the food facts of a context seeded before they existed, and recomputes its recipes', async () => {
    await t.db.transaction(
      (tx) =>
        tx.query(
          `UPDATE ingredient SET fact_reasons = NULL, animal_origins = NULL, gluten_cereals = NULL, diets = ARRAY['VEGAN', 'LACTO_OVO_VEGETARIAN'], allergens = '{}'
           WHERE external_id = '16059'`,
        ),
      { context: 'nl' },
    );
    const vegan = `SELECT count(*) AS n FROM recipe r JOIN recipe_ingredient ri ON ri.recipe_id = r.id JOIN ingredient i ON i.id = ri.ingredient_id
      WHERE i.external_id = '16059' AND 'LACTO_OVO_VEGETARIAN' = ANY (r.diets)`;
    await t.db.transaction(
      (tx) =>
        tx.query(
          `UPDATE recipe r SET diets = ARRAY['VEGAN', 'LACTO_OVO_VEGETARIAN'] FROM recipe_ingredient ri JOIN ingredient i ON i.id = ri.ingredient_id WHERE ri.recipe_id = r.id AND i.external_id = '16059'`,
        ),
      { context: 'nl' },
    );
    expect(await scalar(t.db, vegan, 'nl')).toBeGreaterThan(0);
    const result = await seedDatabase(t.db, { contexts: ['nl'] });
    expect(result.contexts).toEqual({ nl: 'skipped' });
    expect(await scalar(t.db, vegan, 'nl')).toBe(0);
    expect(
      await scalar(
        t.db,
        "SELECT count(*) AS n FROM ingredient WHERE external_id = '16059' AND animal_origins = ARRAY['MEAT'] AND fact_reasons ? 'MEAT'",
        'nl',
      ),
    ).toBe(1);
  });

  it('adds the composed bread meals, breakfast bowls, snacks and dinners: vegan and gluten-free ones, weights from their lines, once', async () => {
    const composed = async (source = COMPOSED_SOURCE) =>
      t.db.transaction(
        (tx) =>
          tx.query<{ name: string; roles: string[]; diets: string[]; allergens: string[]; weight: number; lines: number }>(
            `SELECT r.name, r.meal_roles AS roles, r.diets, r.allergens, r.total_weight_grams AS weight,
               (SELECT sum(ri.weight_grams) FROM recipe_ingredient ri WHERE ri.recipe_id = r.id) AS lines
             FROM recipe r WHERE r.source = $1 ORDER BY r.id`,
            [source],
          ),
        { context: 'nl' },
      );
    const names = (source: string) =>
      composedRecipes()
        .filter((m) => m.source === source)
        .map((m) => m.name);
    const rows = await composed();
    expect(rows.map((r) => r.name)).toEqual(names(COMPOSED_SOURCE));
    for (const r of rows) expect(Number(r.weight)).toBeCloseTo(Number(r.lines), 0);
    const breadMeals = (p: (r: (typeof rows)[number]) => boolean) =>
      rows.filter((r) => r.roles.includes('BREAD_MEAL') && p(r)).map((r) => r.name);
    expect(breadMeals((r) => r.diets.includes('VEGAN'))).toEqual(
      expect.arrayContaining(['Hummus and tomato on wholemeal bread', 'Avocado and tomato on rice cakes']),
    );
    expect(breadMeals((r) => !r.allergens.includes('GLUTEN')).length).toBeGreaterThanOrEqual(6);
    expect(rows.find((r) => r.name === 'Oat porridge with soy drink and banana')?.roles).toEqual(['BREAKFAST']);
    expect(rows.find((r) => r.name === 'Cheese and cucumber on wholemeal bread')?.roles).toEqual(['BREAKFAST', 'BREAD_MEAL']);
    expect(rows.find((r) => r.name === 'Cheese and cucumber on rice cakes')?.roles).toEqual(['BREAD_MEAL']);
    expect(rows.find((r) => r.name === 'Crispbread with peanut butter')?.roles).toEqual(['SNACK']);
    // The dinners: hot mains, vegan and gluten-free ones among them (potatoes and rice hold no gluten).
    const dinners = await composed(COMPOSED_DINNER_SOURCE);
    expect(dinners.map((r) => r.name)).toEqual(names(COMPOSED_DINNER_SOURCE));
    for (const r of dinners) expect(r.roles).toEqual(['HOT_MAIN']);
    expect(dinners.filter((r) => r.diets.includes('VEGAN')).map((r) => r.name)).toEqual(
      expect.arrayContaining(['Lentils with brown rice', 'Tofu with brown rice']),
    );
    expect(dinners.filter((r) => !r.allergens.includes('GLUTEN')).map((r) => r.name)).toEqual(
      expect.arrayContaining(['Cod with boiled potatoes', 'Lentils with brown rice']),
    );
    expect(dinners.find((r) => r.name === 'Pollock with wholewheat pasta')?.allergens).toContain('GLUTEN');
    // Bread meals on gluten-free bread: bread meals free of gluten, vegan ones among them.
    const glutenFree = await composed(COMPOSED_GLUTEN_FREE_SOURCE);
    expect(glutenFree.map((r) => r.name)).toEqual(names(COMPOSED_GLUTEN_FREE_SOURCE));
    expect(glutenFree.length).toBeGreaterThanOrEqual(8);
    for (const r of glutenFree) {
      expect(r.roles).toEqual(['BREAKFAST', 'BREAD_MEAL']);
      expect(r.allergens).not.toContain('GLUTEN');
    }
    expect(glutenFree.filter((r) => r.diets.includes('VEGAN')).length).toBeGreaterThanOrEqual(2);
    // The plant-based meals: every one vegan (soy yoghurt is no dairy), bread meals, bowls, a snack and dinners.
    const plant = await composed(COMPOSED_VEGAN_SOURCE);
    expect(plant.map((r) => r.name)).toEqual(names(COMPOSED_VEGAN_SOURCE));
    for (const r of plant) expect(r.diets).toContain('VEGAN');
    expect(plant.filter((r) => r.roles.includes('BREAD_MEAL')).length).toBeGreaterThanOrEqual(3);
    expect(plant.filter((r) => r.roles.includes('HOT_MAIN')).length).toBeGreaterThanOrEqual(3);
    expect(plant.find((r) => r.name === 'Soy yoghurt with walnuts')?.roles).toEqual(['SNACK']);
    expect(plant.find((r) => r.name === 'Falafel and lettuce on wholemeal bread')?.roles).toEqual(['BREAD_MEAL']);
    // Dinners with quinoa, gluten-free pasta or rice noodles: hot mains free of gluten.
    const grains = await composed(COMPOSED_GRAINS_SOURCE);
    expect(grains.map((r) => r.name)).toEqual(names(COMPOSED_GRAINS_SOURCE));
    for (const r of grains) {
      expect(r.roles).toEqual(['HOT_MAIN']);
      expect(r.allergens).not.toContain('GLUTEN');
    }
    // Plant-protein snacks: vegan, gluten-free, snacks.
    const plantProtein = await composed(COMPOSED_PLANT_PROTEIN_SOURCE);
    expect(plantProtein.map((r) => r.name)).toEqual(names(COMPOSED_PLANT_PROTEIN_SOURCE));
    expect(plantProtein.length).toBeGreaterThanOrEqual(1);
    for (const r of plantProtein) {
      expect(r.roles).toEqual(['SNACK']);
      expect(r.diets).toContain('VEGAN');
      expect(r.allergens).not.toContain('GLUTEN');
    }
    // No two composed meals share a name: a reader (and staff searching recipes) would take them for one dish.
    const allNames = composedRecipes().map((m) => m.name);
    expect(allNames.filter((n, i) => allNames.indexOf(n) !== i)).toEqual([]);
    // A context seeded before a source existed gets its meals on its next start; a second start adds nothing.
    await t.db.transaction((tx) => tx.query('DELETE FROM recipe WHERE source = $1', [COMPOSED_SOURCE]), { context: 'nl' });
    expect(await composed()).toEqual([]);
    expect((await seedDatabase(t.db, { contexts: ['nl'] })).contexts).toEqual({ nl: 'skipped' });
    await seedDatabase(t.db, { contexts: ['nl'] });
    expect((await composed()).map((r) => r.name)).toEqual(names(COMPOSED_SOURCE));
    expect((await composed(COMPOSED_DINNER_SOURCE)).map((r) => r.name)).toEqual(names(COMPOSED_DINNER_SOURCE));
    expect((await composed(COMPOSED_VEGAN_SOURCE)).map((r) => r.name)).toEqual(names(COMPOSED_VEGAN_SOURCE));
    expect((await composed(COMPOSED_GRAINS_SOURCE)).map((r) => r.name)).toEqual(names(COMPOSED_GRAINS_SOURCE));
    expect((await composed(COMPOSED_PLANT_PROTEIN_SOURCE)).map((r) => r.name)).toEqual(names(COMPOSED_PLANT_PROTEIN_SOURCE));
  });

  it("names SR28 foods with display names from USDA's common names, and hides the school-lunch foods", async () => {
    const names = demoDisplayNames();
    const c = await counts('nl');
    expect(c.displayNames).toBe(names.length);
    expect(c.displayNames).toBeGreaterThan(100);
    expect(c.named).toBe(names.reduce((n, d) => n + d.foods.length, 0));
    expect(c.hidden).toBe(13);
    const groupOf = async (ndb: string) =>
      (
        await t.db.transaction(
          (tx) =>
            tx.query<{ name: string }>(
              'SELECT g.name FROM ingredient i JOIN ingredient_group g ON g.id = i.ingredient_group_id WHERE i.external_id = $1',
              [ndb],
            ),
          { context: 'nl' },
        )
      )[0]?.name;
    // Frankfurters share "Hot dog"; spearmint and peppermint "Mint"; a food with only a cut code gets none.
    expect(await groupOf('07022')).toBe('Hot dog');
    expect(await groupOf('07024')).toBe('Hot dog');
    expect(await groupOf('02064')).toBe('Mint');
    expect(await groupOf('02065')).toBe('Mint');
    expect(await groupOf('08020')).toBeUndefined();
    expect(names.map((n) => n.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/URMIS|#|dorsi|USDA/)]));
    expect(
      await scalar(t.db, "SELECT count(*) AS n FROM ingredient WHERE hide_from_user AND name NOT ILIKE 'School Lunch,%'", 'nl'),
    ).toBe(0);
  });

  it('adds the demo data once: not again when staff changed it, but to a context seeded before it existed', async () => {
    await t.db.transaction((tx) => tx.query("DELETE FROM ingredient_group WHERE name = 'Mint'"), { context: 'nl' });
    await seedDatabase(t.db, { contexts: ['nl'] });
    expect(await scalar(t.db, "SELECT count(*) AS n FROM ingredient_group WHERE name = 'Mint'", 'nl')).toBe(0);
    // A database seeded before the demo data: no display name, nothing hidden.
    await t.db.transaction(
      async (tx) => {
        await tx.query('DELETE FROM ingredient_group');
        await tx.query('UPDATE ingredient SET hide_from_user = false');
      },
      { context: 'nl' },
    );
    await seedDatabase(t.db, { contexts: ['nl'] });
    const c = await counts('nl');
    expect(c.displayNames).toBe(demoDisplayNames().length);
    expect(c.hidden).toBe(13);
  });

  it('seeds further contexts (the second one copied from the first), leaving the seeded one alone', async () => {
    const result = await seedDatabase(t.db, { contexts: ['nl', 'dk', 'es'] });
    expect(result.contexts).toEqual({ nl: 'skipped', dk: 'loaded', es: 'copied' });
    const nl = await counts('nl');
    expect(await counts('dk')).toEqual(nl);
    expect(await counts('es')).toEqual(nl);
    const [row] = await t.db.transaction(
      (tx) => tx.query<{ n: number }>("SELECT nextval(pg_get_serial_sequence('ingredient', 'id'))::int AS n"),
      { context: 'es' },
    );
    expect(row.n).toBe(nl.ingredients + 1);
    // The demo data in every context: the copied one with the loaded one's display names, by the same names.
    const displayNames = (ctx: 'nl' | 'dk' | 'es') =>
      t.db.transaction(
        async (tx) => (await tx.query<{ name: string }>('SELECT name FROM ingredient_group ORDER BY name')).map((r) => r.name),
        {
          context: ctx,
        },
      );
    expect(await displayNames('dk')).toEqual(
      demoDisplayNames()
        .map((n) => n.name)
        .sort(),
    );
    expect(await displayNames('es')).toEqual(await displayNames('dk'));
    expect((await counts('es')).hidden).toBe(13);
  });
});
