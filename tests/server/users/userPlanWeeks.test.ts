/**
 * The weeks a stored user has a meal plan for (the user page's week picker): each one finds its plan through
 * the user-meal-plan call, newest first; the user is looked up in the context acted in.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('the weeks with a stored meal plan', () => {
  let server: TestServer;
  let admin: { authorization: string };
  let userId: number;
  let planless: number;
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'], backends: ['planner'] });
    admin = await server.auth('admin');
    ({ userId, planless } = await server.db.transaction(
      async (tx) => {
        const user = async (email: string) =>
          Number((await tx.query<{ id: number }>('INSERT INTO app_user (email) VALUES ($1) RETURNING id', [email]))[0].id);
        const id = await user('weeks@example.org');
        // Two Monday plans and one stored from a Wednesday (found through the week after it).
        for (const start of ['2026-03-02', '2026-11-16', '2026-06-17'])
          await tx.query('INSERT INTO week_plan (user_id, week_start) VALUES ($1, $2)', [id, start]);
        return { userId: id, planless: await user('none@example.org') };
      },
      { context: 'nl' },
    ));
  }, 120_000);
  afterAll(async () => server?.close());

  const get = (url: string, headers: Record<string, string> = admin) =>
    server.app.inject({ method: 'GET', url: `/planner${url}`, headers });

  it('lists the Mondays whose week finds a plan, newest first, each found by the user-meal-plan call', async () => {
    const res = await get(`/user/${userId}/mealPlan/weeks`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['2026-11-16', '2026-06-22', '2026-03-02']);
    for (const week of res.json() as string[]) {
      const plan = await get(`/user/${userId}/mealPlan?date=${week}&model=DIETITIAN`);
      expect({ week, status: plan.statusCode }).toEqual({ week, status: 200 });
    }
    expect((await get(`/user/${planless}/mealPlan/weeks`)).json()).toEqual([]);
  });

  it('is for admins and nutritionists, in the context acted in; an unknown user is 404, a bad id 400', async () => {
    expect((await get(`/user/${userId}/mealPlan/weeks`, await server.auth('nutritionist'))).statusCode).toBe(200);
    expect((await get(`/user/${userId}/mealPlan/weeks`, await server.auth('ambassador'))).statusCode).toBe(403);
    const asDk = { ...admin, 'x-impersonate-context': 'dk', 'x-impersonate-user-id': '1' };
    expect((await get(`/user/${userId}/mealPlan/weeks`, asDk)).statusCode).toBe(404);
    expect((await get('/user/99999/mealPlan/weeks')).statusCode).toBe(404);
    expect((await get('/user/0/mealPlan/weeks')).statusCode).toBe(400);
    expect((await get('/user/abc/mealPlan/weeks')).statusCode).toBe(400);
  });
});
