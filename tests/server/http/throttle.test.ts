import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';
import {
  createDbSignInThrottle,
  createEmbeddedIdp,
  createSigningKeys,
  DEFAULT_THROTTLE_POLICY,
  DEMO_ACCOUNTS,
  lockSeconds,
  randomCookieKeys,
  slowdownMs,
  tooManyAttemptsMessage,
} from '../../../src/server/idp';
import { createDbAccountStore } from '../../../src/server/idp/accountsRepository';
import { createDbAdapterFactory, persistentValue } from '../../../src/server/idp/oidcStoreRepository';
import { openTestDatabase, type TestDatabase } from '../db/helpers';
import { runCodeFlow, type Transport } from '../helpers/code-flow';

/**
 * Sign-in throttling: per account and per client address, 5 failures in 15 minutes lock further attempts
 * (429) for a growing time; a successful sign-in resets the count; the state is in the database, so two
 * provider instances (two server processes) on one database share it.
 */
const HOST = 'backoffice.test';
const ORIGIN = `http://${HOST}`;

describe('sign-in throttling', () => {
  let test: TestDatabase;
  let db: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  /** One server process: its own provider instance, Fastify and throttle, on the shared database. */
  const providerOn = async (database: Database) => {
    const idp = await createEmbeddedIdp({
      issuer: `${ORIGIN}/auth`,
      accounts: await createDbAccountStore(database, DEMO_ACCOUNTS),
      adapter: createDbAdapterFactory(database),
      signingKey: await persistentValue(database, 'signing-key', async () => (await createSigningKeys()).privateJwks.keys[0]),
      cookieKeys: await persistentValue(database, 'cookie-keys', () => randomCookieKeys()),
      // Answers slowed by 50 ms steps here (500 ms by default) so the file stays quick.
      throttle: createDbSignInThrottle(database, { slowdownStepMs: 50, maxSlowdownMs: 200 }),
    });
    const app = Fastify({ logger: false });
    await idp.mount(app);
    return app;
  };

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
    await migrate(db, { contexts: ['nl'] });
    first = await providerOn(db);
    second = await providerOn(db);
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await test?.drop();
  });

  /** Like a browser at `address` talking to `app`. */
  const transportFrom =
    (app: FastifyInstance, address: string): Transport =>
    async (url, init) => {
      const target = new URL(url);
      const res = await app.inject({
        method: init.method,
        url: target.pathname + target.search,
        headers: { ...init.headers, host: HOST },
        payload: init.body,
        remoteAddress: address,
      });
      const setCookie = res.headers['set-cookie'];
      return {
        status: res.statusCode,
        location: typeof res.headers.location === 'string' ? res.headers.location : null,
        setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
        body: res.body,
      };
    };
  const attempt = (app: FastifyInstance, address: string, username: string, password: string) =>
    runCodeFlow({ baseUrl: ORIGIN, transport: transportFrom(app, address), username, password });
  const expectWrongPassword = async (app: FastifyInstance, address: string, username: string) => {
    const result = await attempt(app, address, username, 'wrong');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(200);
    expect(result.html).toContain('Invalid username or password.');
  };
  const expectRefused = async (app: FastifyInstance, address: string, username: string, password: string) => {
    const result = await attempt(app, address, username, password);
    expect(result.ok).toBe(false);
    if (result.ok) return '';
    expect(result.status).toBe(429);
    expect(result.html).toMatch(/Too many failed sign-in attempts\. Try again in \d+ (seconds|minutes)\./);
    return result.html;
  };
  const row = async (key: string) =>
    (
      await db.query<{ failures: number; locked: boolean }>(
        'SELECT failures, coalesce(locked_until > now(), false) AS locked FROM shared.sign_in_throttle WHERE key = $1',
        [key],
      )
    )[0];

  it('refuses the 6th attempt on an account after 5 failures, even with the right password (429)', async () => {
    for (let i = 1; i <= 5; i += 1) await expectWrongPassword(first, `10.0.1.${i}`, 'nutritionist');
    expect(await row('account:nutritionist')).toEqual({ failures: 5, locked: true });
    const html = await expectRefused(first, '10.0.1.6', 'nutritionist', 'nutritionist');
    expect(html).toContain('value="nutritionist"');
    // The other accounts are not affected.
    expect((await attempt(first, '10.0.1.7', 'admin', 'admin')).ok).toBe(true);
  });

  it('answers the refusal with Retry-After and a sign-in page', async () => {
    // The account locked by the test above; the form's POST is watched to read the headers of the 429.
    const transport = transportFrom(first, '10.0.1.8');
    let seen: { status: number; retryAfter?: string } | undefined;
    const spy: Transport = async (url, init) => {
      const target = new URL(url);
      if (init.method === 'POST' && target.pathname.endsWith('/login')) {
        const raw = await first.inject({
          method: 'POST',
          url: target.pathname,
          headers: { ...init.headers, host: HOST },
          payload: init.body,
          remoteAddress: '10.0.1.8',
        });
        seen = { status: raw.statusCode, retryAfter: raw.headers['retry-after'] as string | undefined };
        return { status: raw.statusCode, location: null, setCookies: [], body: raw.body };
      }
      return transport(url, init);
    };
    await runCodeFlow({ baseUrl: ORIGIN, transport: spy, username: 'nutritionist', password: 'nutritionist' });
    expect(seen?.status).toBe(429);
    expect(Number(seen?.retryAfter)).toBeGreaterThan(0);
    expect(Number(seen?.retryAfter)).toBeLessThanOrEqual(60);
  });

  it('resets the count after a successful sign-in', async () => {
    for (let i = 0; i < 4; i += 1) await expectWrongPassword(first, '10.0.2.1', 'ambassador');
    expect((await attempt(first, '10.0.2.1', 'ambassador', 'ambassador')).ok).toBe(true);
    expect(await row('account:ambassador')).toBeUndefined();
    expect(await row('address:10.0.2.1')).toBeUndefined();
    // Without the reset, the 5th of these failures would lock the account.
    for (let i = 0; i < 4; i += 1) await expectWrongPassword(first, '10.0.2.1', 'ambassador');
    expect((await attempt(first, '10.0.2.1', 'ambassador', 'ambassador')).ok).toBe(true);
  });

  it('shares the count between two provider instances on one database', async () => {
    await expectWrongPassword(first, '10.0.3.1', 'user');
    await expectWrongPassword(second, '10.0.3.2', 'user');
    await expectWrongPassword(first, '10.0.3.3', 'user');
    await expectWrongPassword(second, '10.0.3.4', 'user');
    await expectWrongPassword(first, '10.0.3.5', 'user');
    await expectRefused(second, '10.0.3.6', 'user', 'user');
    await expectRefused(first, '10.0.3.7', 'user', 'user');
  });

  it('counts per client address too, whatever the user names tried', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await expectWrongPassword(second, '10.0.4.1', `nobody-${name}`);
    await expectRefused(first, '10.0.4.1', 'nutritionist.dk', 'nutritionist.dk');
    // The same account from another address is fine.
    expect((await attempt(first, '10.0.4.2', 'nutritionist.dk', 'nutritionist.dk')).ok).toBe(true);
  });

  it('locks again, for longer, when failures go on after a lock, and forgets them after 15 quiet minutes', async () => {
    const address = '10.0.5.1';
    for (let i = 0; i < 5; i += 1) await expectWrongPassword(first, `10.0.5.${10 + i}`, 'admin.probe');
    // The lock ends (moved into the past): one more failure locks again at once.
    await db.query(
      `UPDATE shared.sign_in_throttle SET locked_until = now() - interval '1 second' WHERE key = 'account:admin.probe'`,
    );
    await expectWrongPassword(first, address, 'admin.probe');
    expect(await row('account:admin.probe')).toEqual({ failures: 6, locked: true });
    const lockFor = async () =>
      Number(
        (
          await db.query<{ s: number }>(
            `SELECT extract(epoch FROM locked_until - now())::int AS s FROM shared.sign_in_throttle WHERE key = 'account:admin.probe'`,
          )
        )[0].s,
      );
    expect(await lockFor()).toBeGreaterThan(50);
    expect(await lockFor()).toBeLessThanOrEqual(60);
    // Four more failures (10 in all) lock for two minutes.
    for (let i = 0; i < 4; i += 1) {
      await db.query(`UPDATE shared.sign_in_throttle SET locked_until = NULL WHERE key = 'account:admin.probe'`);
      await expectWrongPassword(first, `10.0.5.${20 + i}`, 'admin.probe');
    }
    expect(await row('account:admin.probe')).toEqual({ failures: 10, locked: true });
    expect(await lockFor()).toBeGreaterThan(110);
    expect(await lockFor()).toBeLessThanOrEqual(120);
    await expectRefused(first, '10.0.5.2', 'admin.probe', 'x');
    // 15 minutes without a failure: the count starts again.
    await db.query(
      `UPDATE shared.sign_in_throttle SET locked_until = NULL, last_failure_at = now() - interval '16 minutes' WHERE key = 'account:admin.probe'`,
    );
    await expectWrongPassword(first, '10.0.5.3', 'admin.probe');
    expect(await row('account:admin.probe')).toEqual({ failures: 1, locked: false });
  });

  it('checks at most 5 passwords of a burst of guesses sent in parallel', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? first : second, `10.0.7.${i}`, 'burst.probe', `guess-${i}`)),
    );
    const statuses = results.map((r) => (r.ok ? 'signed-in' : r.status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('slows the answers from the 3rd failure on', async () => {
    const timed = async (address: string) => {
      const started = Date.now();
      await expectWrongPassword(first, address, 'slow.probe');
      return Date.now() - started;
    };
    await timed('10.0.6.1');
    await timed('10.0.6.2');
    expect(await timed('10.0.6.3')).toBeGreaterThanOrEqual(50);
    expect(await timed('10.0.6.4')).toBeGreaterThanOrEqual(100);
  });
});

describe('sign-in throttling policy', () => {
  const policy = DEFAULT_THROTTLE_POLICY;

  it('locks from the 5th failure, growing by a minute per 5 failures, at most 15 minutes', () => {
    expect([1, 4, 5, 9, 10, 15, 74, 75, 1000].map((n) => lockSeconds(policy, n))).toEqual([
      0, 0, 60, 60, 120, 180, 840, 900, 900,
    ]);
  });

  it('slows the 3rd and later failures, at most 2 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => slowdownMs(policy, n))).toEqual([0, 0, 500, 1000, 1500, 2000, 2000]);
  });

  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many failed sign-in attempts. Try again in 60 seconds.');
    expect(tooManyAttemptsMessage(600)).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');
  });
});
