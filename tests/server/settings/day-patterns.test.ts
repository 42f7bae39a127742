/**
 * Each context's day pattern as its default meal divisions (src/domain/mealDivisions.ts), through the seed
 * and the app API: a fresh context's settings answer its own set; a database still on the specification's
 * set that no staff member saved moves to its context's set at start, once; a division's meal role is
 * checked (an unknown one is a 400 naming the field, and nothing is written) and kept.
 */
import { DEFAULT_ENERGY_SPLIT, DEFAULT_MEAL_DIVISIONS, DEFAULT_MEAL_DIVISIONS_BY_CONTEXT } from '../../../src/domain';
import type { Country } from '../../../src/server/db/contexts';
import { SETTING_KEYS } from '../../../src/server/db/shared/contextSettings';
import { seedDatabase } from '../../../src/server/seed/seed';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

// The run's snapshot of three seeded contexts (tests/setup/databases.ts), rather than a preparation of its own.
const CONTEXTS: Country[] = ['nl', 'dk', 'es'];

describe("each context's day pattern as its default meal divisions", () => {
  let server: TestServer;
  let admin: { authorization: string };
  let nutritionist: { authorization: string };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: { authorization: string }, payload?: unknown) =>
    server.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  /** Every stored setting row of a context, with who wrote it and when. */
  const stored = (context: Country) =>
    server.db.transaction(
      (tx) =>
        tx.query<{ key: string; value: unknown; updated_by: string; updated_at: unknown }>(
          'SELECT key, value, updated_by, updated_at FROM setting ORDER BY key',
        ),
      { context },
    );
  const divisionsRow = async (context: Country) => (await stored(context)).find((r) => r.key === SETTING_KEYS.divisions)!;
  const setDivisionsRow = (context: Country, value: unknown, by: string) =>
    server.db.transaction(
      (tx) =>
        tx.query('UPDATE setting SET value = $2::jsonb, updated_by = $3 WHERE key = $1', [
          SETTING_KEYS.divisions,
          JSON.stringify(value),
          by,
        ]),
      { context },
    );
  const restart = () => seedDatabase(server.db, { contexts: CONTEXTS, recipes: false });

  beforeAll(async () => {
    server = await startTestServer({ contexts: CONTEXTS, seed: true });
    admin = await server.auth('admin'); // nl
    nutritionist = await server.auth('nutritionist'); // nl
  });
  afterAll(async () => server?.close());

  it("answers a fresh nl context's own set: a bread lunch, one hot dinner, fruit", async () => {
    const answer = await call('GET', '/mealOfDayDivision', nutritionist);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.map((d) => ({ ...d })));
    expect(answer.json()).toContainEqual(
      expect.objectContaining({ mealOfDay: 'LUNCH', mealPart: 'LUNCH', mealRole: 'BREAD_MEAL', name: 'Bread lunch' }),
    );
    // Seeded as such, with the default energy splits, by the seed.
    const row = await divisionsRow('nl');
    expect(row.updated_by).toBe('seed');
    expect(row.value).toEqual({
      divisions: DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.map((d) => ({ ...d })),
      energySplits: DEFAULT_ENERGY_SPLIT,
    });
    // Every context its own: Spain's lunch has a first course, a main and fruit.
    const es = await server.db.transaction(
      (tx) =>
        tx.query<{ value: { divisions: { mealOfDay: string; mealPart: string }[] } }>(
          'SELECT value FROM setting WHERE key = $1',
          [SETTING_KEYS.divisions],
        ),
      { context: 'es' },
    );
    expect(es[0].value.divisions.filter((d) => d.mealOfDay === 'LUNCH').map((d) => d.mealPart)).toEqual([
      'SALAD',
      'LUNCH',
      'FRUIT',
    ]);
  });

  it('refuses an unknown meal role with a 400 naming the field, writing nothing', async () => {
    const before = await stored('nl');
    const divisions = [
      { mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST', name: 'Breakfast' },
      { mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH', name: 'Bread lunch', mealRole: 'BRUNCH' },
    ];
    const one = await call('POST', '/mealOfDayDivision', admin, divisions);
    expect(one.statusCode).toBe(400);
    expect(one.json().field).toMatch(/^(body)?\[1\]\.mealRole$/);
    const all = await call('PUT', '/settings', admin, {
      energyEstimationEquation: 'HARRIS_BENEDICT',
      mealOfDayDivisions: divisions,
    });
    expect(all.statusCode).toBe(400);
    expect(all.json().field).toMatch(/mealOfDayDivisions\[1\]\.mealRole$/);
    expect(await stored('nl')).toEqual(before);
  });

  it('keeps a known role on a meal-part division and drops it on a fixed ingredient', async () => {
    const [ingredient] = await server.db.transaction(
      (tx) => tx.query<{ id: number }>('SELECT id FROM ingredient ORDER BY id LIMIT 1'),
      {
        context: 'nl',
      },
    );
    const saved = await call('POST', '/mealOfDayDivision', admin, [
      { mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH', name: 'Hot lunch', mealRole: 'HOT_MAIN' },
      {
        mealOfDay: 'MIDDLE_MORNING',
        type: 'INGREDIENT',
        ingredientDivision: { ingredient: { idIngredient: Number(ingredient.id) } },
        mealRole: 'FRUIT',
      },
    ]);
    expect(saved.statusCode).toBe(200);
    const [lunch, fixed] = saved.json();
    expect(lunch).toMatchObject({ mealPart: 'LUNCH', mealRole: 'HOT_MAIN' });
    expect(fixed).not.toHaveProperty('mealRole');
    expect((await call('GET', '/mealOfDayDivision', nutritionist)).json()).toEqual(saved.json());
    expect((await divisionsRow('nl')).updated_by).toBe('admin');
  });

  it("moves a database still on the specification's set to its context's set at start, once, and never one staff saved", async () => {
    const spec = DEFAULT_MEAL_DIVISIONS.map((d) => ({ ...d }));
    const splits = { ...DEFAULT_ENERGY_SPLIT, 3: { BREAKFAST: 0.3, LUNCH: 0.3, DINNER: 0.4 } };
    // es as the seed wrote it before: the energy splits only (the specification's divisions by default).
    await setDivisionsRow('es', DEFAULT_ENERGY_SPLIT, 'seed');
    // dk with the specification's divisions written out and its own splits.
    await setDivisionsRow('dk', { divisions: spec, energySplits: splits }, 'seed');
    // nl: an admin saved the specification's set.
    await setDivisionsRow('nl', { divisions: spec, energySplits: DEFAULT_ENERGY_SPLIT }, 'admin');

    await restart();
    expect((await divisionsRow('es')).value).toEqual({
      divisions: DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.es.map((d) => ({ ...d })),
      energySplits: DEFAULT_ENERGY_SPLIT,
    });
    expect((await divisionsRow('dk')).value).toEqual({
      divisions: DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.dk.map((d) => ({ ...d })),
      energySplits: splits,
    });
    expect(await divisionsRow('nl')).toMatchObject({ updated_by: 'admin', value: { divisions: spec } });
    expect((await call('GET', '/mealOfDayDivision', nutritionist)).json()).toEqual(spec);

    const after = await Promise.all(CONTEXTS.map(stored));
    await restart();
    expect(await Promise.all(CONTEXTS.map(stored))).toEqual(after);
  });
});
