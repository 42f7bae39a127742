/** The planner's candidate cache on a real database: warming, a changed catalogue reloaded, an old one served while it reloads. */
import { forContext, type Database } from '../../../src/server/db';
import { createCandidateCache, FINGERPRINT_CHECK_MS, TTL_MS } from '../../../src/server/planner/candidates';
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
});
