/**
 * A server whose database was set up for some contexts only (here nl and dk) while the identity provider
 * signs tokens for every context: a caller of another context (the es ambassador) is refused with a 403
 * naming the context, on every backend, instead of the database's "relation does not exist" as a 500.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('a caller whose context this server does not serve', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'] });
  }, 120_000);
  afterAll(async () => server?.close());

  it.each(['/api/usage-statistics/users-enrolled', '/search/recipes', '/search/ingredients', '/planner/simulate/profile'])(
    'GET %s answers 403 CONTEXT_NOT_SERVED for the es ambassador',
    async (url) => {
      const res = await server.app.inject({ method: 'GET', url, headers: await server.auth('ambassador') });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 403,
        body: {
          code: 'CONTEXT_NOT_SERVED',
          message: 'The country context es is not set up on this server (its database has no ctx_es schema)',
        },
      });
    },
  );

  it('still serves the contexts it has', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/usage-statistics/users-enrolled',
      headers: await server.auth('nutritionist'),
    });
    expect(res.statusCode).toBe(200);
  });
});
