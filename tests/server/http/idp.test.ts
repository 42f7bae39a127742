import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import path from 'node:path';
import { createRouteGuard, createTokenVerifier } from '../../../src/server/auth';
import { buildSpecApp } from '../../../src/server/http/spec-loader';
import { createAccountStore, DEMO_ACCOUNTS } from '../../../src/server/idp/accounts';
import { createEmbeddedIdp, type EmbeddedIdp } from '../../../src/server/idp/provider';
import { signInByInject } from '../helpers/code-flow';
import { attemptLogin, loginAs, request } from './login';
import { freePort } from '../../setup/freePort';

describe('embedded identity provider', () => {
  let app: FastifyInstance;
  let idp: EmbeddedIdp;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    idp = await createEmbeddedIdp({ issuer: `${baseUrl}/auth`, accounts: await createAccountStore(DEMO_ACCOUNTS) });
    app = Fastify({ logger: false });
    await idp.mount(app);
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: idp.audience, jwks: idp.publicJwks });
    await buildSpecApp(app, {
      specPath: path.join(__dirname, 'fixtures', 'pantry.yaml'),
      auth: createRouteGuard(verifier),
      handlers: {
        listShelves: async ({ ctx }: { ctx: { principal: { username: string } } }) => [
          { id: 1, name: ctx.principal.username, items: [] },
        ],
      },
    });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => app?.close());

  const verifier = () => createTokenVerifier({ issuer: idp.issuer, audience: 'nutrition-backoffice', jwks: idp.publicJwks });

  it('publishes discovery metadata with endpoints under /auth', async () => {
    const res = await fetch(`${baseUrl}/auth/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const meta = await res.json();
    expect(meta).toMatchObject({
      issuer: `${baseUrl}/auth`,
      authorization_endpoint: `${baseUrl}/auth/auth`,
      token_endpoint: `${baseUrl}/auth/token`,
      jwks_uri: `${baseUrl}/auth/jwks`,
      end_session_endpoint: `${baseUrl}/auth/session/end`,
    });
    const jwks = await (await fetch(meta.jwks_uri)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('signs the nutritionist in through the real form and issues a JWT access token the backends accept', async () => {
    const attempt = await attemptLogin(baseUrl, 'nutritionist', 'nutritionist');
    if (!attempt.ok) throw new Error(attempt.html);
    expect(attempt.redirectedTo.startsWith(`${baseUrl}/nutritionist/recipes?page=1#`)).toBe(true);
    const { access_token: token, refresh_token: refresh, id_token: idToken } = attempt.tokens;

    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256' });
    const claims = await verifier().verify(token);
    expect(claims).toMatchObject({
      iss: `${baseUrl}/auth`,
      aud: 'nutrition-backoffice',
      sub: 'demo-nutritionist',
      realm_access: { roles: ['nutritionist'] },
      db_context: 'nl',
      preferred_username: 'nutritionist',
      external_id: 'demo-nutritionist',
    });
    expect(decodeJwt(idToken)).toMatchObject({ aud: 'nutritionist-spa', preferred_username: 'nutritionist' });

    // keycloak-js decodes the refresh token's second part as JSON: it must have that shape.
    expect(refresh).toBeDefined();
    expect(decodeJwt(refresh!)).toMatchObject({ typ: 'Refresh', exp: expect.any(Number) });

    // The ID token is for the SPA, not for the backends.
    await expect(verifier().verify(idToken)).rejects.toMatchObject({ statusCode: 401 });

    const res = await fetch(`${baseUrl}/pantry/shelves`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 1, name: 'nutritionist', items: [] }]);
  });

  it('verifies with the JWKS fetched over HTTP, as a backend in another process does', async () => {
    const remote = createTokenVerifier({ issuer: idp.issuer, audience: 'nutrition-backoffice', jwks: idp.jwksUrl });
    expect(await remote.verify(await loginAs(baseUrl, 'admin', 'admin'))).toMatchObject({ realm_access: { roles: ['admin'] } });
  });

  it('refreshes with the refresh token (rotated) and keeps the claims', async () => {
    const attempt = await attemptLogin(baseUrl, 'nutritionist.dk', 'nutritionist.dk');
    if (!attempt.ok) throw new Error(attempt.html);
    const res = await fetch(`${baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: attempt.tokens.refresh_token!,
        client_id: 'nutritionist-spa',
      }).toString(),
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.refresh_token).not.toBe(attempt.tokens.refresh_token);
    expect(await verifier().verify(body.access_token)).toMatchObject({
      db_context: 'dk',
      realm_access: { roles: ['nutritionist'] },
    });
  });

  it('shows a clear error for a wrong password and issues no token', async () => {
    const attempt = await attemptLogin(baseUrl, 'nutritionist', 'wrong');
    expect(attempt.ok).toBe(false);
    if (attempt.ok) return;
    expect(attempt.html).toContain('Invalid username or password.');
    expect(attempt.html).toContain('value="nutritionist"');
    await expect(loginAs(baseUrl, 'nobody', 'nobody')).rejects.toThrow(/sign-in as nobody failed/);
  });

  it('gives the admin, ambassador and plain user their roles and contexts', async () => {
    const expected: Record<string, [string[], string]> = {
      admin: [['admin'], 'nl'],
      ambassador: [['ambassador'], 'es'],
      user: [[], 'nl'],
    };
    for (const [username, [roles, context]] of Object.entries(expected)) {
      const claims = await verifier().verify(await loginAs(baseUrl, username, username));
      expect(claims).toMatchObject({ realm_access: { roles }, db_context: context, preferred_username: username });
    }
  });

  it('answers cross-origin token requests for the SPA origins only', async () => {
    const tokenRequest = (origin: string) =>
      fetch(`${baseUrl}/auth/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'rt.e30.x',
          client_id: 'nutritionist-spa',
        }).toString(),
      });
    expect((await tokenRequest(baseUrl)).headers.get('access-control-allow-origin')).toBe(baseUrl);
    expect((await tokenRequest('http://evil.test')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a redirect URI outside the SPA', async () => {
    const attempt = await attemptLogin(baseUrl, 'admin', 'admin', { redirectUri: 'http://evil.test/nutritionist/' });
    expect(attempt.ok).toBe(false);
    if (!attempt.ok) expect(attempt.html).toMatch(/redirect_uri/);
  });
});

describe('embedded identity provider: sign-out', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const idp = await createEmbeddedIdp({ issuer: `${baseUrl}/auth`, accounts: await createAccountStore(DEMO_ACCOUNTS) });
    app = Fastify({ logger: false });
    await idp.mount(app);
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => app?.close());

  it('signs out the way keycloak-js does (POST to end_session), returns to the SPA and ends the refresh token', async () => {
    const attempt = await attemptLogin(baseUrl, 'admin', 'admin');
    if (!attempt.ok) throw new Error(attempt.html);
    const { cookies: jar, tokens } = attempt;
    const postLogout = `${baseUrl}/nutritionist/users?dbContext=dk`;

    const posted = await request(jar, `${baseUrl}/auth/session/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        id_token_hint: tokens.id_token,
        client_id: 'nutritionist-spa',
        post_logout_redirect_uri: postLogout,
      }).toString(),
    });
    expect(posted.status).toBe(303);
    const confirm = await request(jar, new URL(posted.headers.get('location')!, baseUrl).href);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    // The page submits itself; do what its script does.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1];
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const done = await request(jar, new URL(action, baseUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(postLogout);

    const refreshed = await fetch(`${baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: 'nutritionist-spa',
      }).toString(),
    });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes a refresh token at the revocation endpoint', async () => {
    const attempt = await attemptLogin(baseUrl, 'user', 'user');
    if (!attempt.ok) throw new Error(attempt.html);
    const form = (body: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
    const revoked = await fetch(
      `${baseUrl}/auth/token/revocation`,
      form({ token: attempt.tokens.refresh_token!, client_id: 'nutritionist-spa' }),
    );
    expect(revoked.status).toBe(200);
    const refreshed = await fetch(
      `${baseUrl}/auth/token`,
      form({ grant_type: 'refresh_token', refresh_token: attempt.tokens.refresh_token!, client_id: 'nutritionist-spa' }),
    );
    expect(refreshed.status).toBe(400);
  });
});

describe('embedded identity provider: tokens for server tests without a socket', () => {
  it('signInByInject signs in through the real flow with inject', async () => {
    const idp = await createEmbeddedIdp({
      issuer: 'http://backoffice.test/auth',
      accounts: await createAccountStore(DEMO_ACCOUNTS),
    });
    const app = Fastify({ logger: false });
    await idp.mount(app);
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: idp.audience, jwks: idp.publicJwks });
    const tokens = await signInByInject(app, idp, { username: 'ambassador', password: 'ambassador' });
    expect(await verifier.verify(tokens.access_token)).toMatchObject({
      iss: 'http://backoffice.test/auth',
      realm_access: { roles: ['ambassador'] },
      db_context: 'es',
    });
    await expect(signInByInject(app, idp, { username: 'ambassador', password: 'nope' })).rejects.toThrow(
      /sign-in as ambassador failed/,
    );
    await app.close();
  });
});
