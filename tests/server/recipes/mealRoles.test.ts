/**
 * Meal roles on the seeded catalogue: derived by the seed from each FNDDS food's code, meal types and name; derived
 * at start for rows without them (migration 0026 on a context seeded before); saveRecipe derives them again unless
 * staff chose others (stored with who set them); an unknown role is 400 and writes nothing; the planner's
 * candidates carry them and follow a roles-only save.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedDatabase } from '../../../src/server/seed/seed';
import { forContext } from '../../../src/server/db';
import { candidateCacheFor } from '../../../src/server/planner/candidates';
import { createCandidatesRepository } from '../../../src/server/planner/candidatesRepository';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

describe('recipe meal roles', () => {
  let server: TestServer;
  let tomato: number;
  const today = () => new Date().toISOString().slice(0, 10);

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.db.transaction((tx) => tx.query<T>(text, params), { context: 'nl' });
  const call = async (user: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({ method, url: `/api${url}`, headers: await server.auth(user), payload: payload as object });
  const rolesOf = async (externalId: string) =>
    (
      await sql<{ name: string; meal_roles: string[]; meal_roles_set_by: string | null }>(
        'SELECT name, meal_roles, meal_roles_set_by FROM recipe WHERE external_id = $1',
        [externalId],
      )
    )[0];
  const soup = (overrides: Record<string, unknown> = {}) => ({
    name: 'Tomato soup',
    status: 'PUBLISHED',
    recipeIngredients: [{ ingredient: { idIngredient: tomato }, quantity: 300, unit: { name: 'GRAMS', quantityInGrams: 1 } }],
    tags: [{ name: 'LUNCH', category: 'MEAL_TYPE' }],
    preparationDetails: { servings: 2 },
    ...overrides,
  });
  /** Saves as the nutritionist; the saved recipe. */
  const save = async (body: Record<string, unknown>) => {
    const res = await call('nutritionist', 'POST', '/recipe/', body);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], seed: true });
    const [t] = await sql<{ id: number }>("SELECT id FROM ingredient WHERE external_id = '11529'");
    tomato = Number(t.id);
  });
  afterAll(async () => server?.close());

  it('seeds every recipe with the roles its FNDDS code, meal types and name give (derived: no set-by)', async () => {
    expect(await rolesOf('14710200')).toEqual({
      name: 'Beer soup, made with milk',
      meal_roles: ['SOUP'],
      meal_roles_set_by: null,
    });
    expect(await rolesOf('52308020')).toMatchObject({ name: 'Matzo ball', meal_roles: ['SIDE'] });
    expect(await rolesOf('54102200')).toMatchObject({
      name: 'Crackers, graham, sandwich-type, with filling',
      meal_roles: ['SNACK'],
    });
    expect(await rolesOf('27513010')).toMatchObject({ name: 'Roast beef sandwich', meal_roles: ['BREAD_MEAL'] });
    expect(await rolesOf('27520140')).toMatchObject({ name: 'Bacon and egg sandwich', meal_roles: ['BREAKFAST', 'BREAD_MEAL'] });
    expect(await rolesOf('13120500')).toMatchObject({ name: 'Ice cream sandwich', meal_roles: ['DESSERT'] });
    expect(await rolesOf('27213400')).toMatchObject({ meal_roles: ['HOT_MAIN'] }); // beef and rice with (mushroom) soup
    expect(await rolesOf('11612000')).toMatchObject({ name: 'Instant breakfast, powder, milk added', meal_roles: [] });
    const [c] = await sql<{ missing: string; set: string }>(
      'SELECT count(*) FILTER (WHERE meal_roles IS NULL) AS missing, count(meal_roles_set_by) AS set FROM recipe',
    );
    expect([Number(c.missing), Number(c.set)]).toEqual([0, 0]);
  });

  it('derives at start the roles of recipes that have none, leaving roles set by staff alone', async () => {
    await sql(
      "UPDATE recipe SET meal_roles = NULL, meal_roles_set_by = NULL WHERE external_id IN ('14710200', '27520140', '11612000')",
    );
    await sql(
      "UPDATE recipe SET meal_roles = '{SNACK}', meal_roles_set_by = 'set by admin on 2026-01-01' WHERE external_id = '52308020'",
    );
    // Read meanwhile: derived from the row (as the planner's candidates are).
    const [{ id }] = await sql<{ id: number }>("SELECT id FROM recipe WHERE external_id = '27520140'");
    expect((await call('user', 'GET', `/recipe/${id}`)).json()).toMatchObject({
      mealRoles: ['BREAKFAST', 'BREAD_MEAL'],
      mealRolesSetBy: null,
      sourceCode: '27520140',
    });
    const messages: string[] = [];
    expect((await seedDatabase(server.db, { contexts: ['nl'], log: (m) => messages.push(m) })).contexts.nl).toBe('skipped');
    expect(messages).toContain('nl: meal roles of 3 recipes derived');
    expect((await rolesOf('14710200')).meal_roles).toEqual(['SOUP']);
    expect((await rolesOf('27520140')).meal_roles).toEqual(['BREAKFAST', 'BREAD_MEAL']);
    expect((await rolesOf('11612000')).meal_roles).toEqual([]);
    expect(await rolesOf('52308020')).toMatchObject({ meal_roles: ['SNACK'], meal_roles_set_by: 'set by admin on 2026-01-01' });
    // Idempotent: nothing left to derive.
    messages.length = 0;
    await seedDatabase(server.db, { contexts: ['nl'], log: (m) => messages.push(m) });
    expect(messages.filter((m) => m.includes('meal roles'))).toEqual([]);
  });

  it('derives the roles on a save without them, stores chosen ones with who set them, and derives again when they are dropped', async () => {
    const created = await save(soup());
    expect(created).toMatchObject({ mealRoles: ['SOUP'], mealRolesSetBy: null });
    const got = await call('user', 'GET', `/recipe/${created.idRecipe}`);
    // null is an answer of its own (derived), not an absent field.
    expect(got.json().mealRolesSetBy).toBeNull();
    expect('mealRolesSetBy' in got.json()).toBe(true);

    // Staff choose other roles: stored as chosen, with who and when.
    const chosen = await save(soup({ idRecipe: created.idRecipe, version: created.version, mealRoles: ['STARTER', 'SOUP'] }));
    expect(chosen).toMatchObject({ mealRoles: ['SOUP', 'STARTER'], mealRolesSetBy: `set by nutritionist on ${today()}` });
    const [row] = await sql<{ meal_roles: string[]; meal_roles_set_by: string }>(
      'SELECT meal_roles, meal_roles_set_by FROM recipe WHERE id = $1',
      [created.idRecipe],
    );
    expect(row).toEqual({ meal_roles: ['SOUP', 'STARTER'], meal_roles_set_by: `set by nutritionist on ${today()}` });

    // Sent back unchanged by another editor, with a new name: kept, with who set them.
    const [{ id: setElsewhere }] = await sql<{ id: number }>(
      "UPDATE recipe SET meal_roles_set_by = 'set by admin on 2026-01-01' WHERE id = $1 RETURNING id",
      [created.idRecipe],
    );
    const renamed = await save(
      soup({ idRecipe: setElsewhere, version: chosen.version, name: 'Tomato soup, chilled', mealRoles: ['SOUP', 'STARTER'] }),
    );
    expect(renamed).toMatchObject({ mealRoles: ['SOUP', 'STARTER'], mealRolesSetBy: 'set by admin on 2026-01-01' });

    // Sent as the derived ones: derived again, no set-by.
    const same = await save(soup({ idRecipe: created.idRecipe, version: renamed.version, mealRoles: ['SOUP'] }));
    expect(same).toMatchObject({ mealRoles: ['SOUP'], mealRolesSetBy: null });

    // Chosen again, then a save without them: derived from the new name and meal types.
    const again = await save(soup({ idRecipe: created.idRecipe, version: same.version, mealRoles: [] }));
    expect(again).toMatchObject({ mealRoles: [], mealRolesSetBy: `set by nutritionist on ${today()}` });
    const stew = await save(
      soup({
        idRecipe: created.idRecipe,
        version: again.version,
        name: 'Tomato and bean stew',
        tags: [{ name: 'DINNER', category: 'MEAL_TYPE' }],
      }),
    );
    expect(stew).toMatchObject({ mealRoles: ['HOT_MAIN'], mealRolesSetBy: null });
  });

  it('derives the roles of a seeded recipe from its FNDDS code on save', async () => {
    const [{ id }] = await sql<{ id: number }>("SELECT id FROM recipe WHERE external_id = '27520140'");
    const loaded = (await call('nutritionist', 'GET', `/recipe/${id}`)).json();
    const { mealRoles: _roles, mealRolesSetBy: _by, ...body } = loaded;
    const saved = await save({ ...body, recipeIngredients: loaded.recipeIngredients, name: 'Bacon and egg sandwich, toasted' });
    expect(saved).toMatchObject({ mealRoles: ['BREAKFAST', 'BREAD_MEAL'], mealRolesSetBy: null, sourceCode: '27520140' });
  });

  it('refuses an unknown role with 400 naming the field, writing nothing', async () => {
    const created = await save(soup({ name: 'Gazpacho' }));
    const res = await call(
      'nutritionist',
      'POST',
      '/recipe/',
      soup({ idRecipe: created.idRecipe, version: created.version, name: 'Gazpacho, renamed', mealRoles: ['SOUP', 'ELEVENSES'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'mealRoles[1]' });
    expect(res.json().message).toMatch(/^Meal role 2 must be one of: BREAKFAST, BREAD_MEAL/);
    const [row] = await sql<{ name: string; version: number; meal_roles: string[]; meal_roles_set_by: string | null }>(
      'SELECT name, version, meal_roles, meal_roles_set_by FROM recipe WHERE id = $1',
      [created.idRecipe],
    );
    expect(row).toEqual({ name: 'Gazpacho', version: created.version, meal_roles: ['SOUP'], meal_roles_set_by: null });
    const before = Number((await sql<{ n: string }>('SELECT count(*) AS n FROM recipe'))[0].n);
    const create = await call('nutritionist', 'POST', '/recipe/', soup({ name: 'Elevenses', mealRoles: ['elevenses'] }));
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({ field: 'mealRoles[0]' });
    expect(Number((await sql<{ n: string }>('SELECT count(*) AS n FROM recipe'))[0].n)).toBe(before);
  });

  it("gives the planner's candidates the stored roles and the food code, and reloads them after a roles-only save", async () => {
    const cache = candidateCacheFor(server.db);
    const nl = forContext(server.db, 'nl');
    const seeded = (await cache.get(nl)).candidates.find((c) => c.sourceCode === '27513010');
    expect(seeded).toMatchObject({ name: 'Roast beef sandwich', mealRoles: ['BREAD_MEAL'] });

    const created = await save(soup({ name: 'Roasted tomato soup' }));
    const before = (await cache.get(nl)).byId.get(created.idRecipe);
    expect(before).toMatchObject({ mealRoles: ['SOUP'], sourceCode: null });
    const fingerprint = await nl.transaction((tx) => createCandidatesRepository(tx).fingerprint());

    await save(
      soup({ idRecipe: created.idRecipe, version: created.version, name: 'Roasted tomato soup', mealRoles: ['STARTER'] }),
    );
    // This process reloads at the next read; another process's cache sees the fingerprint move.
    expect((await cache.get(nl)).byId.get(created.idRecipe)).toMatchObject({ mealRoles: ['STARTER'] });
    expect(await nl.transaction((tx) => createCandidatesRepository(tx).fingerprint())).not.toBe(fingerprint);
  });

  it('migration 0039 gives untouched seeded recipes the expertise the seed derives now, and keeps staff-edited ones', async () => {
    const migration = readFileSync(
      path.join(__dirname, '../../../src/server/db/migrations/context/0039_rederive_recipe_expertise.sql'),
      'utf8',
    );
    const levels = async () =>
      new Map(
        (
          await sql<{ id: number; expertise_level: string }>(
            "SELECT id, expertise_level FROM recipe WHERE source = 'USDA FNDDS 2.0'",
          )
        ).map((r) => [Number(r.id), r.expertise_level]),
      );
    const [pasta] = await sql<{ id: number; expertise_level: string }>(
      "SELECT id, expertise_level FROM recipe WHERE name = 'Pasta with tomato sauce, meatless'",
    );
    const [edited] = await sql<{ id: number }>(
      "SELECT id FROM recipe WHERE name = 'Pasta, whole wheat, with tomato sauce, meatless'",
    );
    expect(pasta.expertise_level).toBe('INTERMEDIATE');
    const before = await levels();
    // A context seeded before: the old level (by all ingredients, salt and water included); and one that staff edited.
    await sql("UPDATE recipe SET expertise_level = 'ADVANCED' WHERE id = $1", [pasta.id]);
    await sql("UPDATE recipe SET expertise_level = 'ADVANCED', version = 2, updated_by = 'nutritionist' WHERE id = $1", [
      edited.id,
    ]);
    await sql(migration);
    const after = await levels();
    expect(after.get(Number(pasta.id))).toBe('INTERMEDIATE');
    expect(after.get(Number(edited.id))).toBe('ADVANCED');
    // On every other seeded recipe the SQL gives what the seed's derivation gave: nothing moves.
    const moved = [...before].filter(([id, level]) => id !== Number(edited.id) && after.get(id) !== level);
    expect(moved).toEqual([]);
  });
});
