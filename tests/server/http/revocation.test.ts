import { decodeJwt } from 'jose';
import { createSessionCheck } from '../../../src/server/auth';
import { createDbAccountStore } from '../../../src/server/idp/accountsRepository';
import { CookieJar, injectTransport, runCodeFlow, type TokenSet } from '../helpers/code-flow';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * Revocation: deleting a user, an admin resetting the password, disabling the account or signing out ends that user's
 * sessions at once, and revoking one of a sign-in's tokens at the revocation endpoint ends that sign-in (refresh tokens
 * and grants gone from the provider's store); the backends
 * refuse the access token within the session check's cache time (300 ms here, 4 s by default: within 5 s).
 */
const TTL_MS = 300;
const HOST = '127.0.0.1:9';
const ORIGIN = `http://${HOST}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('ending sessions', () => {
  let server: TestServer;
  let admin: { authorization: string };

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], backends: ['api'], sessionCheckTtlMs: TTL_MS });
    admin = await server.auth('admin');
  }, 120_000);
  afterAll(async () => server?.close());

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const afterCache = () => wait(TTL_MS + 100);

  const signIn = async (username: string, password: string, scope = 'openid') => {
    const result = await runCodeFlow({
      baseUrl: ORIGIN,
      transport: injectTransport(server.app, HOST),
      username,
      password,
      scope,
    });
    if (!result.ok) throw new Error(`sign-in as ${username} failed (${result.status})`);
    return result;
  };
  /** A call any signed-in user may make. */
  const call = (accessToken: string) =>
    server.app.inject({ method: 'GET', url: '/api/languages', headers: { authorization: `Bearer ${accessToken}` } });
  const refresh = (tokens: TokenSet) =>
    server.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { ...FORM, host: HOST },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: 'nutritionist-spa',
      }).toString(),
    });
  const createUser = async (email: string, password: string) => {
    // Not temporary: these tests are about sessions, not the first sign-in's password change (users.test.ts).
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/user?temporaryPassword=false',
      headers: admin,
      payload: { email, password },
    });
    expect(res.statusCode).toBe(201);
    return res.json().idUser as number;
  };
  const grantRows = async (subject: string) =>
    (
      await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shared.idp_payload WHERE payload->>'accountId' = $1`, [
        subject,
      ])
    )[0].n;

  it("refuses a deleted user's access token within the cache time and ends the refresh token", async () => {
    const id = await createUser('deleted@example.org', 'pw-deleted-2026');
    const { tokens } = await signIn('deleted@example.org', 'pw-deleted-2026');
    expect((await call(tokens.access_token)).statusCode).toBe(200);
    const subject = String(decodeJwt(tokens.access_token).sub);
    expect(await grantRows(subject)).toBeGreaterThan(0);

    expect((await server.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers: admin })).statusCode).toBe(204);
    expect(await grantRows(subject)).toBe(0);
    await afterCache();
    const refused = await call(tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/session has ended/) });
    expect((await refresh(tokens)).statusCode).toBe(400);
  });

  it('ends every session of a user whose password an admin reset; the new password signs in afresh', async () => {
    const id = await createUser('reset@example.org', 'old-password');
    const first = await signIn('reset@example.org', 'old-password');
    const second = await signIn('reset@example.org', 'old-password');
    expect((await call(second.tokens.access_token)).statusCode).toBe(200);

    const reset = await server.app.inject({
      method: 'PUT',
      url: `/api/user/${id}/password`,
      headers: admin,
      payload: { password: 'new-password', temporary: false },
    });
    expect(reset.statusCode).toBe(204);

    for (const { tokens } of [first, second]) {
      const refreshed = await refresh(tokens);
      expect(refreshed.statusCode).toBe(400);
      expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    }
    await afterCache();
    expect((await call(first.tokens.access_token)).statusCode).toBe(401);
    expect((await call(second.tokens.access_token)).statusCode).toBe(401);

    const fresh = await signIn('reset@example.org', 'new-password');
    expect((await call(fresh.tokens.access_token)).statusCode).toBe(200);
    expect((await refresh(fresh.tokens)).statusCode).toBe(200);
  });

  it('ends the sessions of a disabled account', async () => {
    await createUser('disabled@example.org', 'pw-disabled-2026');
    const { tokens } = await signIn('disabled@example.org', 'pw-disabled-2026');
    expect((await call(tokens.access_token)).statusCode).toBe(200);
    const accounts = await createDbAccountStore(server.db);
    await accounts.setEnabled(String(decodeJwt(tokens.access_token).sub), false);
    expect((await refresh(tokens)).statusCode).toBe(400);
    await afterCache();
    expect((await call(tokens.access_token)).statusCode).toBe(401);
    await expect(signIn('disabled@example.org', 'pw-disabled-2026')).rejects.toThrow(/failed/);
  });

  it('signing out (end_session) ends the refresh token and the access token, even with offline_access', async () => {
    await createUser('leaving@example.org', 'pw-leaving-2026');
    const other = await signIn('leaving@example.org', 'pw-leaving-2026');
    const { tokens, cookies } = await signIn('leaving@example.org', 'pw-leaving-2026', 'openid offline_access');
    expect((await call(tokens.access_token)).statusCode).toBe(200);

    await signOut(server, cookies, tokens);

    const refreshed = await refresh(tokens);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    await afterCache();
    expect((await call(tokens.access_token)).statusCode).toBe(401);
    // Only the session signed out of ends: the same user's other sign-in (another browser) goes on.
    expect((await call(other.tokens.access_token)).statusCode).toBe(200);
    expect((await refresh(other.tokens)).statusCode).toBe(200);
  });

  it('revoking an access token (RFC 7009) ends its grant: the token, its refresh token, not other sign-ins', async () => {
    await createUser('stolen@example.org', 'stolen-token-pass-2026');
    const other = await signIn('stolen@example.org', 'stolen-token-pass-2026');
    const { tokens } = await signIn('stolen@example.org', 'stolen-token-pass-2026');
    expect((await call(tokens.access_token)).statusCode).toBe(200);
    const revoke = (token: string, clientId = 'nutritionist-spa') =>
      server.app.inject({
        method: 'POST',
        url: '/auth/token/revocation',
        headers: { ...FORM, host: HOST },
        payload: new URLSearchParams({ token, client_id: clientId }).toString(),
      });
    const revoked = await revoke(tokens.access_token);
    expect(revoked.statusCode).toBe(200);
    expect((await refresh(tokens)).statusCode).toBe(400);
    await afterCache();
    expect((await call(tokens.access_token)).statusCode).toBe(401);
    expect((await call(other.tokens.access_token)).statusCode).toBe(200);
    // Revoking again, or a forged token, is answered 200 with nothing revoked (RFC 7009 2.2).
    expect((await revoke(tokens.access_token)).statusCode).toBe(200);
    const forged = tokens.access_token.slice(0, -4) + 'AAAA';
    expect((await revoke(forged)).statusCode).toBe(200);
    // Without our client's id the provider refuses the request, and nothing is revoked.
    const otherClient = await revoke(other.tokens.access_token, 'someone-else');
    expect(otherClient.statusCode).toBeGreaterThanOrEqual(400);
    expect(otherClient.statusCode).toBeLessThan(500);
    await afterCache();
    expect((await call(other.tokens.access_token)).statusCode).toBe(200);
    // A refresh token is still revoked by the provider itself, through the same endpoint.
    expect((await revoke(other.tokens.refresh_token!)).statusCode).toBe(200);
    expect((await refresh(other.tokens)).statusCode).toBe(400);
  });

  it('refuses an access token that names no sign-in session', async () => {
    const check = createSessionCheck(server.db, { ttlMs: 0 });
    await expect(check.assertLive({ sub: 'demo-admin' }, 'token')).rejects.toMatchObject({ statusCode: 401 });
    await expect(check.assertLive({ sub: 'demo-admin', grant_id: 'no-such-grant' }, 'token')).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('reuses an answer for the cache time only', async () => {
    await createUser('cached@example.org', 'pw-cached-2026');
    const { tokens } = await signIn('cached@example.org', 'pw-cached-2026');
    const claims = decodeJwt(tokens.access_token);
    const check = createSessionCheck(server.db, { ttlMs: 60_000 });
    await check.assertLive(claims, tokens.access_token);
    const accounts = await createDbAccountStore(server.db);
    await accounts.setPassword(String(claims.sub), 'changed');
    // Still cached (60 s here), then a check without cache sees the ended session.
    await check.assertLive(claims, tokens.access_token);
    await expect(createSessionCheck(server.db, { ttlMs: 0 }).assertLive(claims, tokens.access_token)).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});

/** What keycloak-js's logout does: POST to end_session, then the provider's self-submitting confirmation. */
async function signOut(server: TestServer, jar: CookieJar, tokens: TokenSet) {
  const send = async (url: string, method: 'GET' | 'POST', body?: Record<string, string>) => {
    const res = await server.app.inject({
      method,
      url,
      headers: { host: HOST, cookie: jar.header(), ...(body ? FORM : {}) },
      payload: body ? new URLSearchParams(body).toString() : undefined,
    });
    const setCookie = res.headers['set-cookie'];
    jar.store(Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []);
    return res;
  };
  const posted = await send('/auth/session/end', 'POST', {
    id_token_hint: tokens.id_token,
    client_id: 'nutritionist-spa',
    post_logout_redirect_uri: `${ORIGIN}/nutritionist/`,
  });
  expect(posted.statusCode).toBe(303);
  const confirm = await send(
    new URL(String(posted.headers.location), ORIGIN).pathname + new URL(String(posted.headers.location), ORIGIN).search,
    'GET',
  );
  expect(confirm.statusCode).toBe(200);
  const action = /<form[^>]*action="([^"]+)"/.exec(confirm.body)![1];
  const fields = Object.fromEntries(
    [...confirm.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const done = await send(new URL(action, ORIGIN).pathname, 'POST', { ...fields, logout: 'yes' });
  expect(done.statusCode).toBe(303);
  expect(done.headers.location).toBe(`${ORIGIN}/nutritionist/`);
}
