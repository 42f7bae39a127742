/** Who may read usage statistics (everyone signed in) and what bad input gets (a clear 4xx, never a 5xx). */
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('usage statistics: roles and bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'es'], backends: ['api'] });
  }, 120_000);
  afterAll(async () => server?.close());

  const call = async (path: string, username?: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/usage-statistics/${path}`,
      headers: username ? await server.auth(username) : {},
    });

  it.each(['admin', 'nutritionist', 'ambassador', 'user'])('lets %s read them', async (username) => {
    const res = await call('retention-curve', username);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect((await call('top-logged-recipes?offset=0&count=20', username)).statusCode).toBe(200);
  });

  it('refuses callers without a token', async () => {
    expect((await call('users-active')).statusCode).toBe(401);
    expect((await call('top-logged-ingredients')).statusCode).toBe(401);
  });

  const range = 'fromUtc=2026-01-01T00:00:00Z&toUtc=2026-02-01T00:00:00Z';
  it.each([
    ['rolling-active-users/daily?fromUtc=yesterday&toUtc=2026-02-01T00:00:00Z', 'fromUtc'],
    ['rolling-active-users/daily?toUtc=2026-02-01T00:00:00Z', 'fromUtc'],
    ['rolling-active-users/weekly?fromUtc=2026-02-01T00:00:00Z&toUtc=2026-01-01T00:00:00Z', 'toUtc'],
    ['rolling-active-users/monthly?fromUtc=2026-01-01T00:00:00Z&toUtc=2026-01-01T00:00:00Z', 'toUtc'],
    ['rolling-active-users/daily?fromUtc=1990-01-01T00:00:00Z&toUtc=2026-01-01T00:00:00Z', 'toUtc'],
    [`rolling-active-users/daily?${range}&windowDays=0`, 'windowDays'],
    [`rolling-active-users/daily?${range}&windowDays=91`, 'windowDays'],
    [`rolling-active-users/daily?${range}&windowDays=2.5`, 'windowDays'],
    ['retention-curve?windowDays=366', 'windowDays'],
    ['meal-plan-adherence?fromUtc=2026-13-01T00:00:00Z', 'fromUtc'],
    ['adherence-trend?toUtc=1960-01-01T00:00:00Z', 'toUtc'],
    ['adherence-weight-change?fromUtc=2026-02-01T00:00:00Z&toUtc=2026-01-01T00:00:00Z', 'toUtc'],
    ['users-enrolled?bucket=HOURLY', 'bucket'],
    ['users-active?fromUtc=2026-01-01', 'fromUtc'],
    ['top-logged-ingredients?offset=-1', 'offset'],
    ['top-logged-recipes?count=0', 'count'],
    ['top-favorited-recipes?count=201', 'count'],
    ['top-logged-food-entries?count=ten', 'count'],
    ['restricted-ingredients-users-count?offset=99999999999', 'offset'],
  ])('answers 400 naming the field to %s', async (path, field) => {
    const res = await call(path, 'nutritionist');
    expect({ status: res.statusCode, field: res.json().field }).toEqual({ status: 400, field });
    expect(res.json().message).toEqual(expect.any(String));
  });
});
