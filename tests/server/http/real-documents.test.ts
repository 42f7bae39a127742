import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRouteGuard, createTokenVerifier } from '../../../src/server/auth';
import { listOperations } from '../../../src/server/http/openapi-document';
import { registerErrorHandling } from '../../../src/server/http/errors';
import { buildSpecApp } from '../../../src/server/http/spec-loader';
import { createAccountStore, DEMO_ACCOUNTS } from '../../../src/server/idp/accounts';
import { createEmbeddedIdp } from '../../../src/server/idp/provider';
import type { OperationInfo } from '../../../src/server/http/types';
import { signInByInject } from '../helpers/code-flow';
import { AUDIENCE, createTestKeys, ISSUER, staffClaims, type TestKeys } from './tokens';

/** The project's three documents, served with no handlers: every route exists, is guarded and compiles. */
const documents = ['api', 'search', 'planner']
  .map((name) => ({ name, specPath: path.join(__dirname, '..', '..', '..', 'openapi', `${name}.yaml`) }))
  .filter(({ specPath }) => existsSync(specPath));

const ALL_ROLES = ['admin', 'nutritionist', 'ambassador', 'bulk-export'];
const concretePath = (op: OperationInfo) => op.url.replace(/:([^/]+)/g, '1');

describe.each(documents)('the $name document through the spec loader', ({ name, specPath }) => {
  let app: FastifyInstance;
  let keys: TestKeys;
  let operations: OperationInfo[];

  beforeAll(async () => {
    keys = await createTestKeys();
    operations = await listOperations(specPath);
    app = Fastify({ logger: false });
    const guard = createRouteGuard(createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: keys.jwks }));
    await buildSpecApp(app, { specPath, handlers: {}, auth: guard });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it(`serves every operation under /${name}, secured, with x-roles`, () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect(op.url.startsWith(`/${name}`)).toBe(true);
      expect(app.hasRoute({ method: op.method, url: op.url })).toBe(true);
      expect(op.secured).toBe(true);
      expect(op.roles.length).toBeGreaterThan(0);
    }
  });

  it('answers 401 without a token and 400 or 501 (never 404 or 5xx other than 501) with a token', async () => {
    const token = await keys.sign(staffClaims('everyone', ALL_ROLES));
    const statuses = new Map<number, number>();
    for (const op of operations) {
      const url = concretePath(op);
      const anonymous = await app.inject({ method: op.method, url });
      expect({ op: op.operationId, status: anonymous.statusCode }).toEqual({ op: op.operationId, status: 401 });
      const signedIn = await app.inject({ method: op.method, url, headers: { authorization: `Bearer ${token}` } });
      expect({ op: op.operationId, ok: [400, 501].includes(signedIn.statusCode) }).toEqual({ op: op.operationId, ok: true });
      statuses.set(signedIn.statusCode, (statuses.get(signedIn.statusCode) ?? 0) + 1);
    }
    expect(statuses.get(501)).toBeGreaterThan(0);
  });
});

describe('all documents and the embedded provider on one instance (as the all-in-one process runs them)', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    const idp = await createEmbeddedIdp({
      issuer: 'http://backoffice.test/auth',
      accounts: await createAccountStore(DEMO_ACCOUNTS),
    });
    await idp.mount(app);
    const guard = createRouteGuard(createTokenVerifier({ issuer: idp.issuer, audience: idp.audience, jwks: idp.publicJwks }));
    for (const { specPath } of documents) await buildSpecApp(app, { specPath, handlers: {}, auth: guard });
    await app.ready();
    token = (await signInByInject(app, idp, { username: 'admin', password: 'admin' })).access_token;
  });
  afterAll(async () => app?.close());

  it('routes each document under its own prefix with a real token, and answers JSON 404s elsewhere', async () => {
    for (const { specPath } of documents) {
      const op = (await listOperations(specPath)).find(
        (o) => o.method === 'GET' && o.roles.includes('admin') && !o.url.includes(':'),
      );
      if (!op) continue;
      const res = await app.inject({ method: 'GET', url: op.url, headers: { authorization: `Bearer ${token}` } });
      expect({ op: op.operationId, ok: [400, 501].includes(res.statusCode) }).toEqual({ op: op.operationId, ok: true });
    }
    for (const url of ['/nowhere', '/api/nowhere', '/planner/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
