import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import path from 'node:path';
import { parse as parseQueryString } from 'node:querystring';
import { createIntrospectionCheck, createRouteGuard, createTokenVerifier } from '../../../src/server/auth';
import { buildSpecApp } from '../../../src/server/http/spec-loader';
import { freePort } from '../../setup/freePort';
import { AUDIENCE, createTestKeys, ISSUER, staffClaims, type TestKeys } from './tokens';

/**
 * With Keycloak, the backends introspect access tokens (RFC 7662) and cache the answer per session for a
 * short time: a session Keycloak ended (sign-out, admin sign-out, disabled or deleted user) stops working
 * within that time. The provider here is a stand-in answering the introspection endpoint the way Keycloak does.
 */
const TTL_MS = 250;

describe('session check by token introspection (Keycloak)', () => {
  let keys: TestKeys;
  let provider: FastifyInstance;
  let backend: FastifyInstance;
  const liveSessions = new Set<string>();
  const calls: Array<{ authorization?: string; token?: string }> = [];
  let providerAnswer: 'normal' | 'unauthorized' = 'normal';

  beforeAll(async () => {
    keys = await createTestKeys();
    provider = Fastify({ logger: false });
    provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, parseQueryString(body as string)),
    );
    provider.post<{ Body: Record<string, string> }>(
      '/realms/nutrition/protocol/openid-connect/token/introspect',
      async (request, reply) => {
        calls.push({ authorization: request.headers.authorization, token: request.body.token });
        if (providerAnswer === 'unauthorized') return reply.code(401).send({ error: 'invalid_client' });
        const sid = decodeJwt(request.body.token).sid;
        return typeof sid === 'string' && liveSessions.has(sid) ? { active: true, sid } : { active: false };
      },
    );
    const port = await freePort();
    await provider.listen({ port, host: '127.0.0.1' });

    backend = Fastify({ logger: false });
    const sessions = createIntrospectionCheck({
      url: `http://127.0.0.1:${port}/realms/nutrition/protocol/openid-connect/token/introspect`,
      clientId: 'nutrition-backend',
      clientSecret: 's3cret',
      ttlMs: TTL_MS,
    });
    await buildSpecApp(backend, {
      specPath: path.join(__dirname, 'fixtures', 'pantry.yaml'),
      auth: createRouteGuard(createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: keys.jwks }), { sessions }),
      handlers: { listShelves: async () => [] },
    });
  });
  afterAll(async () => {
    await backend?.close();
    await provider?.close();
  });
  beforeEach(() => {
    calls.length = 0;
    providerAnswer = 'normal';
  });

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const call = (token: string) =>
    backend.inject({ method: 'GET', url: '/pantry/shelves', headers: { authorization: `Bearer ${token}` } });
  const tokenFor = (sid: string) => keys.sign({ ...staffClaims('nutritionist', ['nutritionist']), sid });

  it("accepts a live session's token, introspecting it once per cache time with the backend client", async () => {
    liveSessions.add('session-1');
    const token = await tokenFor('session-1');
    for (let i = 0; i < 5; i += 1) expect((await call(token)).statusCode).toBe(200);
    expect(calls).toEqual([{ authorization: `Basic ${Buffer.from('nutrition-backend:s3cret').toString('base64')}`, token }]);
  });

  it('refuses the token within the cache time once the provider ended the session', async () => {
    liveSessions.add('session-2');
    const token = await tokenFor('session-2');
    expect((await call(token)).statusCode).toBe(200);
    liveSessions.delete('session-2');
    await wait(TTL_MS + 50);
    const refused = await call(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/session has ended/);
  });

  it('refuses tokens when the provider refuses to introspect (401, never 5xx), and asks again next time', async () => {
    liveSessions.add('session-3');
    const token = await tokenFor('session-3');
    providerAnswer = 'unauthorized';
    const refused = await call(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/could not be verified/);
    providerAnswer = 'normal';
    expect((await call(token)).statusCode).toBe(200);
    expect(calls).toHaveLength(2);
  });
});
