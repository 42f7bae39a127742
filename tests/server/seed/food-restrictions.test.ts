/**
 * The seeded food restrictions read from the ingredients' food facts: "No pork" holds the sausages, salami and
 * ham a person avoiding pork avoids (a newcomer's tour found a pork sausage sandwich in a No pork week), and no
 * meatless bacon; "No shellfish" holds no oyster mushroom. A list still as the earlier name rule made it moves to
 * the facts' list at start; a list staff changed stays.
 */
import { refreshSeededFoodRestrictions, SEEDED_FOOD_RESTRICTIONS } from '../../../src/server/seed/foodRestrictions';
import { preparedDatabase, type TestDatabase } from '../../setup/databases';

jest.setTimeout(180_000);

describe('seeded food restrictions', () => {
  let test: TestDatabase;
  const q = <T extends object>(sql: string, params: unknown[] = []) =>
    test.db.transaction((tx) => tx.query<T>(sql, params), { context: 'nl' });
  const names = async (restriction: string) =>
    (
      await q<{ name: string }>(
        `SELECT i.name FROM food_restriction r JOIN food_restriction_ingredient x ON x.food_restriction_id = r.id
         JOIN ingredient i ON i.id = x.ingredient_id WHERE r.name = $1 ORDER BY i.name`,
        [restriction],
      )
    ).map((r) => r.name);
  const ids = async (restriction: string) =>
    (
      await q<{ id: number }>(
        `SELECT x.ingredient_id AS id FROM food_restriction r JOIN food_restriction_ingredient x ON x.food_restriction_id = r.id
         WHERE r.name = $1 ORDER BY 1`,
        [restriction],
      )
    ).map((r) => Number(r.id));
  /** Replaces a restriction's list with the ingredients `where` picks. */
  const setList = (restriction: string, where: string) =>
    test.db.transaction(
      async (tx) => {
        const [{ id }] = await tx.query<{ id: number }>('SELECT id FROM food_restriction WHERE name = $1', [restriction]);
        await tx.query('DELETE FROM food_restriction_ingredient WHERE food_restriction_id = $1', [id]);
        await tx.query(
          `INSERT INTO food_restriction_ingredient (food_restriction_id, ingredient_id)
           SELECT DISTINCT $1::int, i.id FROM ingredient i
             LEFT JOIN ingredient_food_group ifg ON ifg.ingredient_id = i.id LEFT JOIN food_group fg ON fg.id = ifg.food_group_id
           WHERE ${where}`,
          [id],
        );
      },
      { context: 'nl' },
    );

  beforeAll(async () => {
    test = await preparedDatabase({ contexts: ['nl'], seed: ['nl'] });
  });
  afterAll(async () => test?.drop());

  it('holds every pork food by its facts, sausages included, and no meatless or turkey bacon', async () => {
    const pork = await names('No pork');
    expect(pork).toEqual(
      expect.arrayContaining([
        'Pork sausage, link/patty, cooked, pan-fried',
        'Bologna, pork',
        'Pork, cured, bacon, cooked, baked',
        'Braunschweiger (a liver sausage), pork',
      ]),
    );
    expect(pork).toEqual(expect.arrayContaining(['Salami, cooked, beef and pork', 'Salami, dry or hard, pork']));
    expect(pork).not.toEqual(expect.arrayContaining(['Salami, cooked, beef']));
    expect(pork).not.toEqual(expect.arrayContaining(['Bacon, meatless']));
    expect(pork.filter((n) => /^turkey bacon|meatless|^beef, bologna|^bratwurst, chicken/i.test(n))).toEqual([]);
    // Every ingredient whose facts say pork, and nothing else.
    const byFacts = await q<{ n: number }>("SELECT count(*)::int AS n FROM ingredient WHERE 'PORK' = ANY (animal_origins)");
    expect(pork).toHaveLength(Number(byFacts[0].n));
  });

  it('keeps plants and beef cuts out of the fish and shellfish lists, and names beef wherever it is', async () => {
    const shellfish = await names('No shellfish');
    expect(shellfish).toEqual(expect.arrayContaining(['Mollusks, oyster, eastern, wild, raw']));
    expect(shellfish.filter((n) => /^mushrooms, oyster|oyster blade|^squash, summer, scallop|^crackers/i.test(n))).toEqual([]);
    const fish = await names('No fish');
    expect(fish.filter((n) => /^broccoli raab|^fungi|fish-shaped/i.test(n))).toEqual([]);
    expect(fish.length).toBeGreaterThan(200);
    expect(await names('No beef')).toEqual(expect.arrayContaining(['Frankfurter, beef, unheated']));
  });

  it('moves a list still as the earlier name rule made it to the facts, and leaves a list staff changed', async () => {
    const pork = SEEDED_FOOD_RESTRICTIONS.find((r) => r.name === 'No pork')!;
    const fish = SEEDED_FOOD_RESTRICTIONS.find((r) => r.name === 'No fish')!;
    const porkNow = await ids('No pork');
    const fishNow = await ids('No fish');
    await setList('No pork', pork.before);
    expect(await names('No pork')).not.toContain('Pork sausage, link/patty, cooked, pan-fried');
    // Staff took one food out of the earlier fish list.
    await setList('No fish', `(${fish.before}) AND i.name <> 'Fish, cod, Atlantic, raw'`);
    const fishEdited = await ids('No fish');

    const moved = await test.db.transaction((tx) => refreshSeededFoodRestrictions(tx), { context: 'nl' });
    expect(moved).toEqual(['No pork']);
    expect(await ids('No pork')).toEqual(porkNow);
    expect(await ids('No fish')).toEqual(fishEdited);
    expect(fishEdited).not.toEqual(fishNow);
    // Once moved, a second start changes nothing.
    expect(await test.db.transaction((tx) => refreshSeededFoodRestrictions(tx), { context: 'nl' })).toEqual([]);
  });
});
