/**
 * The planner's candidate cache on a real database: warming, a changed catalogue reloaded, an old one served
 * while it reloads; a change this process made (catalogueChanged) reloaded at the next read; another process's
 * ingredient save found by the fingerprint; one cache per process and database.
 */
import { catalogueChanged, forContext, type Database } from '../../../src/server/db';
import { candidateCacheFor, createCandidateCache, FINGERPRINT_CHECK_MS, TTL_MS } from '../../../src/server/planner/candidates';
import { migratedDatabase } from '../helpers/caller';

jest.setTimeout(60_000);

describe('candidate cache', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let now = Date.parse('2026-11-25T08:00:00Z');
  const addRecipe = (name: string) =>
    db.transaction(
      async (tx) => {
        const [r] = await tx.query<{ id: number }>(
          `INSERT INTO recipe (name, status, servings, energy_kcal_per_serving) VALUES ($1, 'PUBLISHED', 2, 400) RETURNING id`,
          [name],
        );
        await tx.query("INSERT INTO recipe_tag (recipe_id, category, name) VALUES ($1, 'MEAL_TYPE', 'LUNCH')", [r.id]);
      },
      { context: 'nl' },
    );

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
    await addRecipe('Lentil soup');
    await addRecipe('Pea soup');
  });
  afterAll(async () => drop?.());

  it('warms the contexts, reloads a changed catalogue before answering, and serves an unchanged old one while it reloads', async () => {
    const cache = createCandidateCache(() => now);
    const nl = forContext(db, 'nl');
    const warmed = await cache.warm(db, ['nl', 'dk']);
    expect(warmed.map((w) => [w.context, w.set.candidates.length])).toEqual([
      ['nl', 2],
      ['dk', 0],
    ]);
    const first = warmed[0].set;
    expect(await cache.get(nl)).toBe(first);

    // A recipe published: the next check sees the fingerprint change and answers with the new set.
    await addRecipe('Onion soup');
    now += FINGERPRINT_CHECK_MS + 1;
    const second = await cache.get(nl);
    expect(second.candidates.map((c) => c.name)).toEqual(['Lentil soup', 'Pea soup', 'Onion soup']);

    // Unchanged past its TTL: the request gets the set it had at once; a reload runs behind.
    now += TTL_MS + 1;
    expect(await cache.get(nl)).toBe(second);
    let reloaded = second;
    for (let i = 0; i < 100 && reloaded === second; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      reloaded = await cache.get(nl);
    }
    expect(reloaded).not.toBe(second);
    expect(reloaded.loadedAt).toBe(now);
    expect(reloaded.candidates).toHaveLength(3);
  });

  it('reloads at the next read after a change this process made, without waiting for the fingerprint check', async () => {
    const cache = createCandidateCache(() => now);
    const nl = forContext(db, 'nl');
    const first = await cache.get(nl);
    expect(await cache.get(nl)).toBe(first); // fresh: no check, no reload
    await addRecipe('Tomato soup');
    expect(await cache.get(nl)).toBe(first); // another writer: seen at the next fingerprint check only
    catalogueChanged('nl'); // the app API's save, after its commit
    const second = await cache.get(nl);
    expect(second).not.toBe(first);
    expect(second.candidates.map((c) => c.name)).toContain('Tomato soup');
    expect(await cache.get(nl)).toBe(second); // once
  });

  it("sees another process's ingredient save (recipes recomputed, no new recipe version) at the next fingerprint check", async () => {
    const cache = createCandidateCache(() => now);
    const nl = forContext(db, 'nl');
    const ingredientId = await db.transaction(
      async (tx) => {
        const [i] = await tx.query<{ id: number }>("INSERT INTO ingredient (name) VALUES ('Lentils') RETURNING id");
        const [r] = await tx.query<{ id: number }>("SELECT id FROM recipe WHERE name = 'Lentil soup'");
        await tx.query(
          'INSERT INTO recipe_ingredient (recipe_id, ingredient_id, quantity, weight_grams) VALUES ($1, $2, 80, 80)',
          [r.id, i.id],
        );
        return i.id;
      },
      { context: 'nl' },
    );
    const lentilsOf = (set: Awaited<ReturnType<typeof cache.get>>) =>
      set.candidates.find((c) => c.name === 'Lentil soup')!.ingredients.map((i) => i.name);
    now += FINGERPRINT_CHECK_MS + 1;
    const first = await cache.get(nl);
    expect(lentilsOf(first)).toEqual(['Lentils']);
    // What an ingredient save does to the rows (ingredientsRepository.update, then the recomputation).
    await db.transaction(
      async (tx) => {
        await tx.query("UPDATE ingredient SET name = 'Red lentils', updated_at = now() WHERE id = $1", [ingredientId]);
        await tx.query('UPDATE recipe_ingredient SET weight_grams = 90 WHERE ingredient_id = $1', [ingredientId]);
      },
      { context: 'nl' },
    );
    now += FINGERPRINT_CHECK_MS + 1;
    const second = await cache.get(nl);
    expect(second).not.toBe(first);
    expect(lentilsOf(second)).toEqual(['Red lentils']);
  });

  it('is one cache per process and database', async () => {
    const other = await migratedDatabase(['nl']);
    try {
      expect(candidateCacheFor(db)).toBe(candidateCacheFor(db));
      expect(candidateCacheFor(other.db)).not.toBe(candidateCacheFor(db));
    } finally {
      await other.drop();
    }
  });
});
