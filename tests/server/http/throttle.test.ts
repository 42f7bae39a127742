import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type BuiltServer } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';
import {
  createDbSignInThrottle,
  createEmbeddedIdp,
  createSigningKeys,
  DEFAULT_THROTTLE_POLICY,
  lockSeconds,
  randomCookieKeys,
  slowdownMs,
  throttleKeys,
  tooManyAttemptsMessage,
  type AccountSeed,
} from '../../../src/server/idp';
import { createDbAccountStore } from '../../../src/server/idp/accountsRepository';
import { createDbAdapterFactory, persistentValue } from '../../../src/server/idp/oidcStoreRepository';
import { openTestDatabase, type TestDatabase } from '../db/helpers';
import { CookieJar, runCodeFlow, type CodeFlowResult, type Transport } from '../helpers/code-flow';

/**
 * Sign-in throttling that cannot be turned into a lock-out weapon (src/server/idp/throttle.ts), on the real
 * server (`buildServer` with the embedded provider) listening on 127.0.0.1, with each client bound to its own
 * loopback address (127.0.0.2, 127.0.0.3...) so the server sees separate client addresses, as over a network.
 */
const account = (username: string, roles: string[] = []): AccountSeed => ({
  username,
  password: `${username}-Passw0rd-2026`,
  roles,
  context: 'nl',
});
const VICTIM = account('head.nutritionist', ['nutritionist']);
const ATTACKER = account('mallory');
const TARGETS = ['t1', 't2', 't3', 't4', 't5', 't6'].map((name) => account(`target.${name}`));
const [PARALLEL, PAIR, OTHER, DISTRIBUTED, PROXIED, FORGED, OWN_LIMIT] = [
  'parallel',
  'pair',
  'other',
  'distributed',
  'proxied',
  'forged',
  'own-limit',
].map((name) => account(`probe.${name}`));
const ACCOUNTS = [VICTIM, ATTACKER, ...TARGETS, PARALLEL, PAIR, OTHER, DISTRIBUTED, PROXIED, FORGED, OWN_LIMIT];
const PROXY = '127.0.0.5';

/** Account-wide limit lowered from 100 to 20 (and the waits shortened) so the distributed case stays quick. */
const OVERRIDES = {
  pair: { slowdownStepMs: 20, maxSlowdownMs: 80 },
  address: { slowdownStepMs: 20, maxSlowdownMs: 80 },
  device: { slowdownStepMs: 20, maxSlowdownMs: 80 },
  account: { maxFailures: 20, slowdownStepMs: 5, maxSlowdownMs: 50 },
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A browser on the machine at `localAddress`: real TCP connections from that loopback address. */
const transportFrom =
  (localAddress: string, extraHeaders: Record<string, string> = {}): Transport =>
  (url, init) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method: init.method, headers: { ...init.headers, ...extraHeaders }, localAddress, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
              setCookies: response.headers['set-cookie'] ?? [],
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(init.body);
    });

describe('sign-in throttling that cannot lock the real user out', () => {
  let test: TestDatabase;
  let db: Database;
  let server: BuiltServer;
  let photosDir: string;
  let baseUrl: string;

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
    await migrate(db, { contexts: ['nl'] });
    photosDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-throttle-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await buildServer({
      db,
      publicUrl: baseUrl,
      auth: { mode: 'embedded', accounts: ACCOUNTS },
      backends: [],
      photosDir,
      signInThrottle: OVERRIDES,
      trustedProxies: [PROXY],
    });
    await server.app.listen({ host: '127.0.0.1', port });
  }, 120_000);
  afterAll(async () => {
    await server?.app.close();
    await test?.drop();
    if (photosDir) rmSync(photosDir, { recursive: true, force: true });
  });

  const deviceCookiesOf = (jar: CookieJar, into = new CookieJar()) => {
    for (const name of jar.names().filter((n) => n.startsWith('device_'))) into.set(name, jar.get(name)!);
    return into;
  };
  /**
   * One sign-in at the form. With `jar` (a known browser) only its device cookies are sent, as after a
   * sign-out, and the new device cookie the provider gives is kept in it.
   */
  const attempt = async (
    from: string,
    who: AccountSeed | string,
    password: string,
    jar?: CookieJar,
    headers?: Record<string, string>,
  ) => {
    const browser = jar ? deviceCookiesOf(jar) : undefined;
    const result = await runCodeFlow({
      baseUrl,
      transport: transportFrom(from, headers),
      username: typeof who === 'string' ? who : who.username,
      password,
      jar: browser,
    });
    if (jar && browser) deviceCookiesOf(browser, jar);
    return result;
  };
  const signInOk = async (from: string, who: AccountSeed, jar?: CookieJar) => {
    const result = await attempt(from, who, who.password, jar);
    if (!result.ok)
      throw new Error(`${who.username} from ${from}: ${result.status} ${/role="alert"[^>]*>([^<]*)/.exec(result.html)?.[1]}`);
    return result;
  };
  /** What the sign-in form answered: 'signed-in', 'wrong' (the password was checked and wrong) or 'refused' (429). */
  const outcome = (result: CodeFlowResult) => {
    if (result.ok) return 'signed-in';
    if (result.status === 200 && result.html.includes('Invalid username or password.')) return 'wrong';
    if (result.status === 429 && /Too many failed sign-in attempts\. Try again in \d+ (seconds?|minutes)\./.test(result.html))
      return 'refused';
    return `unexpected ${result.status}`;
  };
  const guess = async (from: string, who: AccountSeed | string, n: number) =>
    outcome(await attempt(from, who, `wrong-guess-${n}`));
  /**
   * A browser where `who` signed in before and then signed out: only its device cookie is left (the provider's
   * session cookies went with the sign-out).
   */
  const knownBrowser = async (from: string, who: AccountSeed) => {
    const { cookies } = await signInOk(from, who);
    const kept = deviceCookiesOf(cookies);
    expect(kept.names()).toHaveLength(1);
    return kept;
  };
  const row = async (key: string) =>
    (
      await db.query<{ failures: number; locked: boolean }>(
        'SELECT failures, coalesce(locked_until > now(), false) AS locked FROM shared.sign_in_throttle WHERE key = $1',
        [key],
      )
    )[0];
  const unlock = (key: string) => db.query('UPDATE shared.sign_in_throttle SET locked_until = NULL WHERE key = $1', [key]);

  it('5 then 50 wrong passwords from one address: the real user still signs in from a known browser, even at that address, and from a new browser elsewhere', async () => {
    const office = '127.0.0.3';
    const known = await knownBrowser(office, VICTIM);

    const first = [];
    for (let i = 0; i < 5; i += 1) first.push(await guess('127.0.0.2', VICTIM, i));
    expect(first).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong']);
    expect(await guess('127.0.0.2', VICTIM, 5)).toBe('refused');
    // The attacker's address and the pair are locked; the account as a whole is not.
    expect(await row(`pair:${VICTIM.username}@127.0.0.2`)).toEqual({ failures: 5, locked: true });
    expect(await row(`account:${VICTIM.username}`)).toEqual({ failures: 5, locked: false });
    expect(outcome(await attempt(office, VICTIM, VICTIM.password, known))).toBe('signed-in');
    // The same known browser behind the attacker's own address (one office NAT) is not refused either.
    expect(outcome(await attempt('127.0.0.2', VICTIM, VICTIM.password, known))).toBe('signed-in');
    expect(outcome(await attempt('127.0.0.4', VICTIM, VICTIM.password))).toBe('signed-in');

    // 50 more from the attacker's address: all refused unchecked while the pair and the address are locked.
    const more = [];
    for (let i = 0; i < 50; i += 1) more.push(await guess('127.0.0.2', VICTIM, 100 + i));
    expect(more.filter((o) => o === 'wrong')).toHaveLength(0);
    expect(more.filter((o) => o === 'refused')).toHaveLength(50);
    // When the locks end, each round checks at most 5 more: 50 guesses in 15 minutes are impossible from one address.
    await unlock(`pair:${VICTIM.username}@127.0.0.2`);
    await unlock('address:127.0.0.2');
    const afterLock = [];
    for (let i = 0; i < 3; i += 1) afterLock.push(await guess('127.0.0.2', VICTIM, 200 + i));
    expect(afterLock).toEqual(['wrong', 'refused', 'refused']);
    expect(outcome(await attempt(office, VICTIM, VICTIM.password, known))).toBe('signed-in');
    expect(outcome(await attempt('127.0.0.4', VICTIM, VICTIM.password))).toBe('signed-in');
  });

  it('a password spray with the attacker signing in to their own account between guesses checks at most 5 passwords', async () => {
    const from = '127.0.0.7';
    const own = await knownBrowser(from, ATTACKER);
    const guesses: string[] = [];
    const ownSignIns: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (let i = 0; i < 4; i += 1) guesses.push(await guess(from, TARGETS[(round * 4 + i) % TARGETS.length], round * 4 + i));
      ownSignIns.push(outcome(await attempt(from, ATTACKER, ATTACKER.password, own)));
    }
    expect(guesses.filter((o) => o === 'wrong')).toHaveLength(5);
    expect(guesses.filter((o) => o === 'refused')).toHaveLength(19);
    // Their own sign-ins (from the browser their account knows) went through and wiped nothing.
    expect(ownSignIns).toEqual(Array(6).fill('signed-in'));
    expect(await row(`address:${from}`)).toEqual({ failures: 5, locked: true });
    // Each target still signs in from elsewhere.
    for (const target of TARGETS) expect(outcome(await attempt('127.0.0.8', target, target.password))).toBe('signed-in');
  });

  it('a success resets only its own pair, never the address’s failures against other accounts', async () => {
    const from = '127.0.0.9';
    const [pair, other] = [PAIR, OTHER];
    for (let i = 0; i < 3; i += 1) expect(await guess(from, pair, i)).toBe('wrong');
    expect(outcome(await attempt(from, pair, pair.password))).toBe('signed-in');
    expect(await row(`pair:${pair.username}@${from}`)).toBeUndefined();
    expect(await row(`address:${from}`)).toEqual({ failures: 3, locked: false });
    expect(await guess(from, other, 3)).toBe('wrong');
    expect(await guess(from, other, 4)).toBe('wrong');
    // Five failures from this address in all: a new browser here is refused, whichever account.
    expect(outcome(await attempt(from, other, other.password))).toBe('refused');
  });

  it('checks at most 5 of 20 guesses sent in parallel from one address', async () => {
    const target = PARALLEL;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => guess('127.0.0.10', target, i)));
    expect(results.filter((o) => o === 'wrong')).toHaveLength(5);
    expect(results.filter((o) => o === 'refused')).toHaveLength(15);
  });

  it('distributed guessing: the account-wide limit refuses new browsers, never a known one', async () => {
    const target = DISTRIBUTED;
    const known = await knownBrowser('127.0.0.11', target);
    // 30 guesses from 30 addresses (127.0.1.x), in parallel: at most 20 (the lowered account limit) are checked.
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`127.0.1.${i + 1}`, target, i)));
    expect(results.filter((o) => o === 'wrong')).toHaveLength(20);
    expect(results.filter((o) => o === 'refused')).toHaveLength(10);
    expect(outcome(await attempt('127.0.0.12', target, target.password))).toBe('refused');
    expect(outcome(await attempt('127.0.0.11', target, target.password, known))).toBe('signed-in');
  });

  it('a known browser is limited on its own: 5 wrong passwords there refuse that browser', async () => {
    const target = OWN_LIMIT;
    const known = await knownBrowser('127.0.0.13', target);
    const tries = [];
    for (let i = 0; i < 6; i += 1) tries.push(outcome(await attempt('127.0.0.13', target, `wrong-${i}`, known)));
    expect(tries).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'refused']);
    // Counted against the cookie only: the address and the account are untouched.
    // (Their rows are from the first sign-in, which counted and then took back its own attempt.)
    expect(await row('address:127.0.0.13')).toEqual({ failures: 0, locked: false });
    expect(await row(`account:${target.username}`)).toEqual({ failures: 0, locked: false });
  });

  it('a device cookie of another account, or a forged one, does not make a browser known', async () => {
    const target = FORGED;
    const attackerOwn = await knownBrowser('127.0.0.16', ATTACKER);
    const [name] = attackerOwn.names();
    const targetName = (await knownBrowser('127.0.0.15', target)).names()[0];
    expect(targetName).not.toBe(name);
    for (let i = 0; i < 5; i += 1) expect(await guess('127.0.0.14', target, i)).toBe('wrong');
    // The attacker's own cookie under the target's cookie name (the name is per account): refused all the same.
    const forged = new CookieJar();
    forged.set(targetName, attackerOwn.get(name)!);
    expect(outcome(await attempt('127.0.0.14', target, target.password, forged))).toBe('refused');
    forged.set(targetName, 'made.up.value');
    expect(outcome(await attempt('127.0.0.14', target, target.password, forged))).toBe('refused');
  });

  it('believes X-Forwarded-For only from a trusted proxy (TRUSTED_PROXIES)', async () => {
    const target = PROXIED;
    expect(outcome(await attempt(PROXY, target, 'wrong', undefined, { 'x-forwarded-for': '203.0.113.9' }))).toBe('wrong');
    expect(await row('address:203.0.113.9')).toEqual({ failures: 1, locked: false });
    expect(await row(`address:${PROXY}`)).toBeUndefined();
    // Anyone else naming an address gets counted as themselves.
    expect(outcome(await attempt('127.0.0.6', target, 'wrong', undefined, { 'x-forwarded-for': '203.0.113.10' }))).toBe('wrong');
    expect(await row('address:203.0.113.10')).toBeUndefined();
    expect(await row('address:127.0.0.6')).toEqual({ failures: 1, locked: false });
  });
});

describe('sign-in throttling state shared between processes', () => {
  const HOST = 'backoffice.test';
  const ORIGIN = `http://${HOST}`;
  let test: TestDatabase;
  let db: Database;
  const apps: Awaited<ReturnType<typeof providerOn>>[] = [];

  /** One server process: its own provider instance, Fastify and throttle, on the shared database. */
  async function providerOn(database: Database) {
    const { default: Fastify } = await import('fastify');
    const idp = await createEmbeddedIdp({
      issuer: `${ORIGIN}/auth`,
      accounts: await createDbAccountStore(database, [account('shared.probe'), account('slow.probe'), account('wait.probe')]),
      adapter: createDbAdapterFactory(database),
      signingKey: await persistentValue(database, 'signing-key', async () => (await createSigningKeys()).privateJwks.keys[0]),
      cookieKeys: await persistentValue(database, 'cookie-keys', () => randomCookieKeys()),
      // Waits of 50 ms steps here (500 ms by default) so the file stays quick.
      throttle: createDbSignInThrottle(database, { pair: { slowdownStepMs: 50, maxSlowdownMs: 200 } }),
    });
    const app = Fastify({ logger: false });
    await idp.mount(app);
    return app;
  }

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
    await migrate(db, { contexts: ['nl'] });
    apps.push(await providerOn(db), await providerOn(db));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await test?.drop();
  });

  const attempt = (app: (typeof apps)[number], address: string, username: string, password: string) =>
    runCodeFlow({
      baseUrl: ORIGIN,
      transport: async (url, init) => {
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
      },
      username,
      password,
    });
  const status = async (...args: Parameters<typeof attempt>) => {
    const result = await attempt(...args);
    return result.ok ? 'signed-in' : result.status;
  };

  it('counts one pair across two provider instances on one database, with the Retry-After of the lock', async () => {
    const [first, second] = apps;
    for (let i = 0; i < 5; i += 1) expect(await status(i % 2 ? first : second, '10.0.3.1', 'shared.probe', 'wrong')).toBe(200);
    expect(await status(first, '10.0.3.1', 'shared.probe', 'shared.probe-Passw0rd-2026')).toBe(429);
    expect(await status(second, '10.0.3.1', 'shared.probe', 'shared.probe-Passw0rd-2026')).toBe(429);
    const [lock] = await db.query<{ s: number }>(
      `SELECT extract(epoch FROM locked_until - now())::int AS s FROM shared.sign_in_throttle WHERE key = 'pair:shared.probe@10.0.3.1'`,
    );
    expect(Number(lock.s)).toBeGreaterThan(50);
    expect(Number(lock.s)).toBeLessThanOrEqual(60);
  });

  it('locks again, for longer, when failures go on after a lock, and forgets them after 15 quiet minutes', async () => {
    const key = 'pair:slow.probe@10.0.5.1';
    const [first] = apps;
    for (let i = 0; i < 5; i += 1) expect(await status(first, '10.0.5.1', 'slow.probe', 'wrong')).toBe(200);
    const lockFor = async () =>
      Number(
        (
          await db.query<{ s: number }>(
            `SELECT extract(epoch FROM locked_until - now())::int AS s FROM shared.sign_in_throttle WHERE key = $1`,
            [key],
          )
        )[0].s,
      );
    for (let i = 0; i < 5; i += 1) {
      await db.query(`UPDATE shared.sign_in_throttle SET locked_until = NULL WHERE key = $1 OR key = 'address:10.0.5.1'`, [key]);
      expect(await status(first, '10.0.5.1', 'slow.probe', 'wrong')).toBe(200);
    }
    expect(await lockFor()).toBeGreaterThan(110);
    expect(await lockFor()).toBeLessThanOrEqual(120);
    await db.query(
      `UPDATE shared.sign_in_throttle SET locked_until = NULL, last_failure_at = now() - interval '16 minutes' WHERE key = $1 OR key = 'address:10.0.5.1'`,
      [key],
    );
    expect(await status(first, '10.0.5.1', 'slow.probe', 'wrong')).toBe(200);
    const [again] = await db.query<{ failures: number }>('SELECT failures FROM shared.sign_in_throttle WHERE key = $1', [key]);
    expect(Number(again.failures)).toBe(1);
  });

  it('makes the 3rd and later attempts of a pair wait before the password is checked', async () => {
    const [first] = apps;
    const timed = async () => {
      const started = Date.now();
      await attempt(first, '10.0.6.1', 'wait.probe', 'wrong');
      return Date.now() - started;
    };
    await timed();
    await timed();
    expect(await timed()).toBeGreaterThanOrEqual(50);
    expect(await timed()).toBeGreaterThanOrEqual(100);
  });
});

describe('sign-in throttling policy', () => {
  const { pair, account: perAccount } = DEFAULT_THROTTLE_POLICY;

  it('locks a pair (and an address, and a known browser) from the 5th failure, a minute more per 5, at most 15 minutes', () => {
    expect(DEFAULT_THROTTLE_POLICY.address).toEqual(pair);
    expect(DEFAULT_THROTTLE_POLICY.device).toEqual(pair);
    expect([1, 4, 5, 9, 10, 15, 74, 75, 1000].map((n) => lockSeconds(pair, n))).toEqual([0, 0, 60, 60, 120, 180, 840, 900, 900]);
  });

  it('locks an account from any address only from the 100th failure, 15 minutes per 100, at most an hour', () => {
    expect([5, 50, 99, 100, 199, 200, 1000].map((n) => lockSeconds(perAccount, n))).toEqual([0, 0, 0, 900, 900, 1800, 3600]);
  });

  it('slows a pair from the 3rd attempt (at most 2 s) and an account from the 10th (at most 5 s)', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => slowdownMs(pair, n))).toEqual([0, 0, 500, 1000, 1500, 2000, 2000]);
    expect([9, 10, 11, 20, 40].map((n) => slowdownMs(perAccount, n))).toEqual([0, 250, 500, 2750, 5000]);
  });

  it('counts a known browser against its cookie alone, anyone else against the pair, the address and the account', () => {
    expect(throttleKeys(' Admin ', '10.1.1.1').map((k) => k.key)).toEqual([
      'pair:admin@10.1.1.1',
      'account:admin',
      'address:10.1.1.1',
    ]);
    expect(throttleKeys('admin', '10.1.1.1', 'cookie-id')).toEqual([{ kind: 'device', key: 'device:cookie-id' }]);
    expect(throttleKeys('', undefined).map((k) => k.key)).toEqual(['address:unknown']);
  });

  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many failed sign-in attempts. Try again in 60 seconds.');
    expect(tooManyAttemptsMessage(600)).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');
  });
});
