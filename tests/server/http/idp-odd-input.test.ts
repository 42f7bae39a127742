/**
 * The embedded provider's endpoints are not in the OpenAPI documents, so the generated fuzz does not reach
 * them: odd input sent to them here (bytes that are not UTF-8, NUL characters, huge values, bodies of the
 * wrong type) must get a 4xx (or the provider's redirect with an error), never a 5xx, with the security headers.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

const FORM = 'application/x-www-form-urlencoded';
const SPA = encodeURIComponent('http://127.0.0.1:9/nutritionist/');

describe('odd input to the embedded provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'] });
  });
  afterAll(async () => server?.close());

  it.each(
    [
      ['GET', '/auth/auth?client_id=%FF'],
      ['GET', `/auth/auth?client_id=nutritionist-spa&redirect_uri=%FF&response_type=code&scope=openid`],
      [
        'GET',
        `/auth/auth?client_id=nutritionist-spa&redirect_uri=${SPA}&response_type=code&scope=openid&code_challenge=%00&code_challenge_method=S256`,
      ],
      [
        'GET',
        `/auth/auth?client_id=nutritionist-spa&redirect_uri=${SPA}&response_type=code&scope=openid&state=${'x'.repeat(20_000)}`,
      ],
      ['GET', '/auth/interaction/%FF'],
      ['GET', '/auth/interaction/%00'],
      ['POST', '/auth/interaction/abc/login', FORM, 'username=%FF&password=%00'],
      ['POST', '/auth/token', FORM, 'grant_type=refresh_token&refresh_token=%FF%00&client_id=nutritionist-spa'],
      ['POST', '/auth/token', FORM, 'grant_type=refresh_token&refresh_token=abc%00def&client_id=nutritionist-spa'],
      [
        'POST',
        '/auth/token',
        FORM,
        'grant_type=authorization_code&code=%00&code_verifier=%FF&redirect_uri=%FF&client_id=nutritionist-spa',
      ],
      ['POST', '/auth/token', FORM, `grant_type=authorization_code&code=${'x'.repeat(100_000)}&client_id=nutritionist-spa`],
      ['POST', '/auth/token', 'application/json', '{"grant_type": '],
      ['POST', '/auth/token', FORM, Buffer.from([0x67, 0x3d, 0xff, 0xfe])],
      ['GET', '/auth/session/end?id_token_hint=%00&client_id=%FF'],
      ['POST', '/auth/session/end', FORM, 'id_token_hint=%FF&client_id=%00'],
      ['POST', '/auth/token/revocation', FORM, 'token=%00&client_id=nutritionist-spa'],
      ['GET', '/auth/me', undefined, undefined, { authorization: 'Bearer %00\u0001' }],
      ['GET', '/auth/.well-known/openid-configuration?%FF=1'],
    ].map((row) => [row[0], row[1], row[2], row[3], row[4]]) as Array<
      [string, string, string?, (string | Buffer)?, Record<string, string>?]
    >,
  )(
    // every row has all five values: jest passes a callback in place of any the row lacks
    'case %# (%s) is never a 5xx',
    async (method, url, type, payload, headers) => {
      const res = await server.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(type ? { 'content-type': type } : {}), ...headers },
        payload,
      });
      expect(`${res.statusCode} ${res.body.slice(0, 200)}`).toMatch(/^[234]\d\d /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );
});
