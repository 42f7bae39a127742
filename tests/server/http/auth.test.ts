import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { createRouteGuard, createTokenVerifier, type Principal } from '../../../src/server/auth';
import { buildSpecApp } from '../../../src/server/http/spec-loader';
import { AUDIENCE, createTestKeys, ISSUER, staffClaims, unsecuredToken, type TestKeys } from './tokens';

const specPath = path.join(__dirname, 'fixtures', 'pantry.yaml');

let keys: TestKeys;
beforeAll(async () => {
  keys = await createTestKeys();
});

describe('token verifier', () => {
  const verifier = () => createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: keys.jwks });

  it('accepts a good token and returns its claims', async () => {
    const claims = await verifier().verify(await keys.sign(staffClaims('nutritionist', ['nutritionist'])));
    expect(claims).toMatchObject({ sub: 'sub-nutritionist', db_context: 'nl', realm_access: { roles: ['nutritionist'] } });
  });

  it.each([
    ['forged signature', async () => (await createTestKeys('test-key')).sign(staffClaims('admin', ['admin']))],
    ['alg none', async () => unsecuredToken(staffClaims('admin', ['admin']))],
    ['wrong issuer', async () => keys.sign(staffClaims('admin', ['admin']), { issuer: 'http://evil.test/auth' })],
    ['wrong audience', async () => keys.sign(staffClaims('admin', ['admin']), { audience: 'nutritionist-spa' })],
    ['expired', async () => keys.sign(staffClaims('admin', ['admin']), { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses a token with %s (401 UNAUTHORIZED)', async (_name, makeToken) => {
    await expect(verifier().verify(await makeToken())).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('refuses an algorithm outside the allow-list', async () => {
    const es = await createTestKeys('es-key', 'ES384');
    const strict = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: es.jwks });
    await expect(strict.verify(await es.sign(staffClaims('admin', ['admin'])))).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('route guard: roles and impersonation', () => {
  let app: FastifyInstance;
  let seen: Principal | undefined;
  const logs: string[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } });
    const guard = createRouteGuard(createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: keys.jwks }));
    const capture = async ({ ctx }: { ctx: { principal: Principal } }) => {
      seen = ctx.principal;
      return [];
    };
    await buildSpecApp(app, {
      specPath,
      auth: guard,
      handlers: {
        listShelves: capture,
        deleteShelf: async () => undefined,
        exportPantry: async () => ({ ok: true }),
        getHealth: async () => ({ status: 'up' }),
      },
    });
    await app.ready();
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    seen = undefined;
    logs.length = 0;
  });

  const call = async (url: string, method: 'GET' | 'DELETE', token?: string, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

  it('answers 401 without a token, even for an operation that is not built yet', async () => {
    for (const url of ['/pantry/shelves', '/pantry/shelves/1']) {
      const res = await call(url, 'GET');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('admits any signed-in principal to a `user` operation and sets request.principal', async () => {
    const res = await call('/pantry/shelves', 'GET', await keys.sign(staffClaims('plain', [], 'dk')));
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual({
      sub: 'sub-plain',
      username: 'plain',
      roles: [],
      context: 'dk',
      tokenContext: 'dk',
      externalId: 'ext-plain',
    });
  });

  it('enforces x-roles with 403 FORBIDDEN naming role and operation', async () => {
    const nutritionist = await keys.sign(staffClaims('nutritionist', ['nutritionist']));
    const res = await call('/pantry/shelves/4', 'DELETE', nutritionist);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Role nutritionist may not call deleteShelf' });

    const plain = await call('/pantry/shelves/4', 'DELETE', await keys.sign(staffClaims('plain', [])));
    expect(plain.json()).toEqual({ code: 'FORBIDDEN', message: 'Role user may not call deleteShelf' });

    const admin = await call('/pantry/shelves/4', 'DELETE', await keys.sign(staffClaims('admin', ['admin'])));
    expect(admin.statusCode).toBe(204);
  });

  it('admits the bulk-export role where x-roles lists it', async () => {
    const exporter = await keys.sign(staffClaims('robot', ['bulk-export']));
    expect((await call('/pantry/export', 'GET', exporter)).statusCode).toBe(200);
    const ambassador = await keys.sign(staffClaims('amb', ['ambassador']));
    expect((await call('/pantry/export', 'GET', ambassador)).statusCode).toBe(403);
  });

  it('refuses a token without a known db_context', async () => {
    const res = await call('/pantry/shelves', 'GET', await keys.sign(staffClaims('x', ['admin'], 'fr')));
    expect(res.statusCode).toBe(403);
  });

  it('serves operations with `security: []` without a token', async () => {
    expect((await call('/pantry/health', 'GET')).json()).toEqual({ status: 'up' });
  });

  it('lets an admin impersonate another context and user, and logs it', async () => {
    const admin = await keys.sign(staffClaims('admin', ['admin'], 'nl'));
    const res = await call('/pantry/shelves', 'GET', admin, { 'X-Impersonate-Context': 'dk', 'X-Impersonate-User-Id': '1' });
    expect(res.statusCode).toBe(200);
    expect(seen).toMatchObject({ context: 'dk', tokenContext: 'nl', impersonation: { context: 'dk', userId: 1 } });
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.impersonation);
    expect(line).toMatchObject({
      admin: 'admin',
      impersonation: { context: 'dk', userId: 1 },
      msg: expect.stringContaining('admin admin impersonates user 1 in context dk'),
    });
  });

  it('refuses impersonation by a non-admin with 403', async () => {
    const nutritionist = await keys.sign(staffClaims('nutritionist', ['nutritionist']));
    const res = await call('/pantry/shelves', 'GET', nutritionist, {
      'X-Impersonate-Context': 'dk',
      'X-Impersonate-User-Id': '1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Only admins may impersonate' });
    expect(seen).toBeUndefined();
  });

  it('refuses malformed impersonation headers with 400 naming the header', async () => {
    const admin = await keys.sign(staffClaims('admin', ['admin']));
    const badContext = await call('/pantry/shelves', 'GET', admin, {
      'X-Impersonate-Context': 'fr',
      'X-Impersonate-User-Id': '1',
    });
    expect(badContext.statusCode).toBe(400);
    expect(badContext.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'X-Impersonate-Context' });
    const badUser = await call('/pantry/shelves', 'GET', admin, {
      'X-Impersonate-Context': 'dk',
      'X-Impersonate-User-Id': '1; drop',
    });
    expect(badUser.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'X-Impersonate-User-Id' });
    const missingUser = await call('/pantry/shelves', 'GET', admin, { 'X-Impersonate-Context': 'dk' });
    expect(missingUser.statusCode).toBe(400);
    expect(seen).toBeUndefined();
  });
});
