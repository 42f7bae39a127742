/**
 * A recipe's author is set by admins only: a nutritionist (or anyone else) sending an author other than the
 * stored one (or, on create, other than themselves) gets 403 and nothing is written; the author never
 * changes silently. Sending back the author the recipe already has (the editor round-trip) is fine.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

describe('recipe author', () => {
  let server: TestServer;
  const call = async (user: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/recipe/', headers: await server.auth(user), payload });
  const recipe = (extra: Record<string, unknown> = {}) => ({
    name: 'Author check',
    preparationDetails: { servings: 1 },
    recipeIngredients: [],
    ...extra,
  });
  const stored = async (id: number) =>
    (
      await server.db.transaction(
        (tx) =>
          tx.query<{ author_external_id: string | null; name: string; version: number }>(
            'SELECT author_external_id, name, version FROM recipe WHERE id = $1',
            [id],
          ),
        { context: 'nl' },
      )
    )[0];
  const recipeCount = async () =>
    Number(
      (
        await server.db.transaction((tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM recipe'), { context: 'nl' })
      )[0].n,
    );
  const FORBIDDEN = { code: 'FORBIDDEN', message: "Only admins may set or change a recipe's author" };

  let userAuthor: { id: number; externalID: string };
  let nutritionistAuthor: { id: number; externalID: string };

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'] });
    const byUser = await call('user', recipe({ name: 'Written by the user' }));
    expect(byUser.statusCode).toBe(200);
    userAuthor = byUser.json().data.author;
    const byNutritionist = await call('nutritionist', recipe({ name: 'Written by the nutritionist' }));
    nutritionistAuthor = byNutritionist.json().data.author;
    expect(userAuthor.externalID).toBe('demo-user');
    expect(nutritionistAuthor.externalID).toBe('demo-nutritionist');
  });
  afterAll(async () => server?.close());

  it('a nutritionist changing the author of a recipe gets 403 and the recipe is unchanged', async () => {
    const r = (await call('user', recipe({ name: "The user's soup" }))).json().data;
    const res = await call(
      'nutritionist',
      recipe({ idRecipe: r.idRecipe, version: r.version, name: 'Renamed', author: { id: nutritionistAuthor.id } }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect(await stored(r.idRecipe)).toMatchObject({ author_external_id: 'demo-user', name: "The user's soup", version: 1 });
  });

  it('a nutritionist creating a recipe for someone else gets 403 and nothing is created', async () => {
    const before = await recipeCount();
    const res = await call('nutritionist', recipe({ name: 'Ghost-written', author: { id: userAuthor.id } }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    const unknown = await call('user', recipe({ name: 'Unknown author', author: { id: 99999 } }));
    expect(unknown.statusCode).toBe(403);
    expect(await recipeCount()).toBe(before);
  });

  it('sending back the stored author (or oneself on create) is not a change and is accepted', async () => {
    const r = (await call('user', recipe({ name: 'Round trip' }))).json().data;
    const same = await call(
      'nutritionist',
      recipe({ idRecipe: r.idRecipe, version: r.version, name: 'Round trip 2', author: r.author }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json().data.author).toMatchObject({ externalID: 'demo-user' });
    const self = await call('nutritionist', recipe({ name: 'By myself', author: { id: nutritionistAuthor.id } }));
    expect(self.statusCode).toBe(200);
    expect(self.json().data.author).toMatchObject({ externalID: 'demo-nutritionist' });
  });

  it('an admin sets and changes the author', async () => {
    const r = (await call('admin', recipe({ name: 'For the user', author: { id: userAuthor.id } }))).json().data;
    expect(r.author).toMatchObject({ id: userAuthor.id, externalID: 'demo-user' });
    const changed = await call(
      'admin',
      recipe({ idRecipe: r.idRecipe, version: r.version, name: 'For the nutritionist', author: { id: nutritionistAuthor.id } }),
    );
    expect(changed.statusCode).toBe(200);
    expect((await stored(r.idRecipe)).author_external_id).toBe('demo-nutritionist');
  });
});
