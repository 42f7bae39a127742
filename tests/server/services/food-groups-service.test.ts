/** Food groups without HTTP: the role rules, names, the known-type refusal, members, and context isolation. */
import { KNOWN_FOOD_GROUP_DELETE_MESSAGE } from '../../../src/domain';
import type { Database } from '../../../src/server/db';
import { createFoodGroupsService } from '../../../src/server/api/foodGroups/foodGroupsService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(60_000);

describe('food groups service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const groups = createFoodGroupsService();
  let apple: number;
  let pear: number;
  let fruit: number;
  let dkIngredient: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
    await db.transaction(
      async (tx) => {
        [apple, pear] = (
          await tx.query<{ id: number }>(
            "INSERT INTO ingredient (name, english_name) VALUES ('Appel', 'Apple'), ('Peer', 'Pear') RETURNING id",
          )
        ).map((r) => r.id);
        [{ id: fruit }] = await tx.query<{ id: number }>(
          "INSERT INTO food_group (name, known_food_group_type, source_code) VALUES ('Fruits and Fruit Juices', 'FRUIT', '0900') RETURNING id",
        );
        await tx.query('INSERT INTO ingredient_food_group (ingredient_id, food_group_id) VALUES ($1, $2)', [apple, fruit]);
      },
      { context: 'nl' },
    );
    await db.transaction(
      async (tx) => {
        // Ids that exist in dk only: created after a few fillers so they are above nl's.
        await tx.query("INSERT INTO ingredient (name) SELECT 'filler ' || g FROM generate_series(1, 5) g");
        [{ id: dkIngredient }] = await tx.query<{ id: number }>("INSERT INTO ingredient (name) VALUES ('Rugbrød') RETURNING id");
      },
      { context: 'dk' },
    );
  });
  afterAll(async () => drop?.());

  const nutritionist = () => callerFor(db, 'nl');
  const admin = () => callerFor(db, 'nl', { roles: ['admin'] });

  it('lists groups by name with their ingredient count and known type, for any signed-in role', async () => {
    const list = await groups.list(callerFor(db, 'nl', { roles: [] }));
    expect(list).toEqual([{ idGroup: fruit, name: 'Fruits and Fruit Juices', knownFoodGroupType: 'FRUIT', ingredientCount: 1 }]);
  });

  it('creates, renames, adds and removes ingredients (nutritionist and admin)', async () => {
    const created = await groups.save(nutritionist(), { name: '  Nuts and seeds ' });
    expect(created).toEqual({ idGroup: expect.any(Number), name: 'Nuts and seeds', ingredients: [] });
    const renamed = await groups.save(admin(), { idGroup: created.idGroup, name: 'Nuts' });
    expect(renamed.name).toBe('Nuts');
    const withTwo = await groups.addIngredients(nutritionist(), created.idGroup, [pear, apple, apple]);
    expect(withTwo.ingredients).toEqual([
      { idIngredient: apple, name: 'Appel', englishName: 'Apple' },
      { idIngredient: pear, name: 'Peer', englishName: 'Pear' },
    ]);
    // Adding a member again is a no-op; removing a non-member too.
    expect((await groups.addIngredients(nutritionist(), created.idGroup, [pear])).ingredients).toHaveLength(2);
    await groups.removeIngredient(nutritionist(), created.idGroup, pear);
    await groups.removeIngredient(nutritionist(), created.idGroup, pear);
    expect((await groups.get(nutritionist(), created.idGroup)).ingredients.map((i) => i.idIngredient)).toEqual([apple]);
    await groups.remove(admin(), created.idGroup);
    await expect(groups.get(nutritionist(), created.idGroup)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses to delete a group of a known type with 409 and keeps it', async () => {
    await expect(groups.remove(admin(), fruit)).rejects.toMatchObject({
      statusCode: 409,
      code: 'FOOD_GROUP_KNOWN_TYPE',
      message: KNOWN_FOOD_GROUP_DELETE_MESSAGE,
    });
    expect((await groups.get(nutritionist(), fruit)).ingredients).toHaveLength(1);
  });

  it.each([['ambassador'], ['plain user']])('refuses every change to %s with 403', async (who) => {
    const caller = callerFor(db, 'nl', { roles: who === 'ambassador' ? ['ambassador'] : [] });
    await expect(groups.save(caller, { name: 'Mine' })).rejects.toMatchObject({ statusCode: 403 });
    await expect(groups.remove(caller, fruit)).rejects.toMatchObject({ statusCode: 403 });
    await expect(groups.addIngredients(caller, fruit, [pear])).rejects.toMatchObject({ statusCode: 403 });
    await expect(groups.removeIngredient(caller, fruit, apple)).rejects.toMatchObject({ statusCode: 403 });
    expect((await groups.get(caller, fruit)).ingredients).toHaveLength(1);
  });

  it('refuses a blank name, a duplicate name, unknown ids and ingredients with a 4xx naming the field', async () => {
    await expect(groups.save(nutritionist(), { name: '   ' })).rejects.toMatchObject({ statusCode: 400, field: 'name' });
    await expect(groups.save(nutritionist(), { name: 'fruits and fruit juices' })).rejects.toMatchObject({
      statusCode: 409,
      field: 'name',
    });
    await expect(groups.save(nutritionist(), { idGroup: 999_999, name: 'X' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(groups.save(nutritionist(), { idGroup: 2 ** 40, name: 'X' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(groups.addIngredients(nutritionist(), fruit, [pear, 999_999])).rejects.toMatchObject({
      statusCode: 400,
      field: 'idIngredient',
      message: 'Ingredient 999999 does not exist',
    });
    expect((await groups.get(nutritionist(), fruit)).ingredients).toHaveLength(1); // nothing half-written
    await expect(groups.addIngredients(nutritionist(), 999_999, [pear])).rejects.toMatchObject({ statusCode: 404 });
    await expect(groups.removeIngredient(nutritionist(), 999_999, pear)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("never reaches another context's groups or ingredients", async () => {
    const dk = callerFor(db, 'dk', { roles: ['admin'] });
    await expect(groups.get(dk, fruit)).rejects.toMatchObject({ statusCode: 404 });
    await expect(groups.remove(dk, fruit)).rejects.toMatchObject({ statusCode: 404 });
    expect(await groups.list(dk)).toEqual([]);
    await expect(groups.addIngredients(nutritionist(), fruit, [dkIngredient])).rejects.toMatchObject({ statusCode: 400 });
  });

  it('returns the first result when a create is retried under the same idempotency key', async () => {
    const first = await groups.save(nutritionist(), { name: 'Mushrooms' }, 'key-0001-mushrooms');
    const again = await groups.save(nutritionist(), { name: 'Mushrooms' }, 'key-0001-mushrooms');
    expect(again).toEqual(first);
    expect((await groups.list(nutritionist())).filter((g) => g.name === 'Mushrooms')).toHaveLength(1);
  });
});
