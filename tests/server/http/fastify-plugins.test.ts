/**
 * Fastify's plugins doing the infrastructure: answers compressed with brotli or gzip (@fastify/compress), the
 * SPA's files with ETag and 304 and hashed assets cached as immutable (@fastify/static), per-user limits on
 * the CPU-heavy calls with 429 and Retry-After (@fastify/rate-limit), and /metrics in Prometheus's text
 * format to admins only (prom-client), with the durable queue's gauges and job durations.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildServer, type BuiltServer } from '../../../src/server/app';
import { migrate } from '../../../src/server/db/migrate';
import { openQueue } from '../../../src/server/db/queue';
import { openTestDatabase, type TestDatabase } from '../db/helpers';
import { signInByInject } from '../helpers/code-flow';
import { TEST_ACCOUNTS } from '../helpers/testServer';

jest.setTimeout(120_000);

/** A bundle-like script: long enough to be worth compressing, repetitive like minified code. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a.map(function(x){return x*${i}})}`).join(';');

describe('Fastify plugins: compression, static files, rate limits, metrics', () => {
  let t: TestDatabase;
  let built: BuiltServer;
  let distDir: string;
  let photosDir: string;
  const tokens = new Map<string, string>();
  const bearer = async (username: string) => {
    if (!tokens.has(username)) {
      const password = TEST_ACCOUNTS.find((a) => a.username === username)!.password;
      tokens.set(username, (await signInByInject(built.app, built.idp!, { username, password })).access_token);
    }
    return { authorization: `Bearer ${tokens.get(username)}` };
  };

  beforeAll(async () => {
    t = await openTestDatabase();
    await migrate(t.db, { contexts: ['nl'] });
    distDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-plugins-dist-'));
    photosDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-plugins-photos-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><script defer src="/nutritionist/assets/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'main.0123abcd.js'), SCRIPT);
    built = await buildServer({
      db: t.db,
      publicUrl: 'http://127.0.0.1:9',
      auth: { mode: 'embedded', accounts: TEST_ACCOUNTS },
      distDir,
      photosDir,
      // A tiny limit, so the test reaches it; the defaults are far above a person's pace.
      rateLimits: { search: 3 },
    });
  });
  afterAll(async () => {
    await built?.app.close();
    await t?.drop();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(photosDir, { recursive: true, force: true });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'scripts go out compressed with %s when the browser accepts it, and unchanged when it does not',
    async (encoding, decode) => {
      const url = '/nutritionist/assets/main.0123abcd.js';
      const plain = await built.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      const packed = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
      expect(decode(packed.rawPayload).toString('utf8')).toBe(SCRIPT);
    },
  );

  it('JSON answers of the APIs are compressed too', async () => {
    const url = '/api/nuts';
    const headers = await bearer('admin');
    const plain = await built.app.inject({ method: 'GET', url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const packed = await built.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });

  it('the page carries an ETag and a browser that has it gets a 304; client routes get the page', async () => {
    const page = await built.app.inject({ method: 'GET', url: '/nutritionist/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = page.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await built.app.inject({ method: 'GET', url: '/nutritionist/', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const route = await built.app.inject({
      method: 'GET',
      url: '/nutritionist/recipes/12',
      headers: { 'if-none-match': String(etag) },
    });
    expect(route.statusCode).toBe(304);
    const fresh = await built.app.inject({ method: 'GET', url: '/nutritionist/recipes/12' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('<div id="root">');
    expect(fresh.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('hashed assets are cached for a year as immutable; a missing one is a 404, not the page', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/nutritionist/assets/main.0123abcd.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const missing = await built.app.inject({ method: 'GET', url: '/nutritionist/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const outside = await built.app.inject({ method: 'GET', url: '/nutritionist/../../etc/passwd' });
    expect(outside.body).not.toContain('root:');
  });

  it('a user past the search limit gets 429 with Retry-After; another user is not limited', async () => {
    const limited = await bearer('nutritionist');
    const other = await bearer('admin');
    // Refused requests (400) never reach the search: they do not count.
    for (let i = 0; i < 5; i++) {
      const bad = await built.app.inject({ method: 'GET', url: '/search/recipes?offset=-1', headers: limited });
      expect(bad.statusCode).toBe(400);
    }
    for (let i = 0; i < 3; i++) {
      const res = await built.app.inject({ method: 'GET', url: '/search/recipes', headers: limited });
      expect(res.statusCode).toBe(200);
    }
    const refused = await built.app.inject({ method: 'GET', url: '/search/recipes', headers: limited });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/at most 3 a minute/);
    // Past the limit, a bad request still gets its 400 naming the field, not a 429.
    const badLater = await built.app.inject({ method: 'GET', url: '/search/recipes?offset=-1', headers: limited });
    expect(badLater.statusCode).toBe(400);
    expect(badLater.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'offset' });
    // Same address (inject's 127.0.0.1), another user: counted apart.
    const fine = await built.app.inject({ method: 'GET', url: '/search/recipes', headers: other });
    expect(fine.statusCode).toBe(200);
    // An operation without a limit is not affected.
    const unlimited = await built.app.inject({ method: 'GET', url: '/api/nuts', headers: limited });
    expect(unlimited.statusCode).toBe(200);
  });

  it('/metrics answers the Prometheus text format to an admin and refuses anyone else', async () => {
    await built.app.inject({ method: 'GET', url: '/api/nuts', headers: await bearer('admin') });
    const res = await built.app.inject({ method: 'GET', url: '/metrics', headers: await bearer('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(/http_request_duration_seconds_count\{operationId="listNutsRegions",status="2xx"\} [1-9]/);
    expect(res.body).toContain('# TYPE planner_week_plan_duration_seconds histogram');
    expect(res.body).toContain('process_cpu_seconds_total');

    const anonymous = await built.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    const nutritionist = await built.app.inject({ method: 'GET', url: '/metrics', headers: await bearer('nutritionist') });
    expect(nutritionist.statusCode).toBe(403);
    expect(nutritionist.body).not.toContain('http_request_duration_seconds');
  });

  it("/metrics shows the queue: waiting and active jobs per queue, failed in the last day, the oldest's age, job durations", async () => {
    // The server's own queue (one per database and process): one job done by a worker here, one failed for
    // good, one left waiting.
    const queue = openQueue(t.db, { info: () => undefined, warn: () => undefined, error: () => undefined });
    try {
      await queue.define('metrics-probe', { retryLimit: 0 });
      await queue.define('metrics-idle');
      const done = new Set<string>();
      await queue.work<{ fail?: boolean }>('metrics-probe', async (job) => {
        done.add(job.id);
        if (job.data.fail) throw new Error('probe failure');
        return {};
      });
      const ok = await queue.send('metrics-probe', {});
      const bad = await queue.send('metrics-probe', { fail: true });
      queue.notify('metrics-probe');
      await queue.send('metrics-idle', {});
      for (let i = 0; i < 100 && !(done.has(ok!) && done.has(bad!)); i += 1) await new Promise((r) => setTimeout(r, 100));
      await queue.offWork('metrics-probe');
      await new Promise((r) => setTimeout(r, 1100)); // a new scrape reads the queue again
      const res = await built.app.inject({ method: 'GET', url: '/metrics', headers: await bearer('admin') });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE queue_jobs_waiting gauge');
      expect(res.body).toMatch(/^queue_jobs_waiting\{queue="metrics-idle"\} 1$/m);
      expect(res.body).toMatch(/^queue_jobs_active\{queue="metrics-idle"\} 0$/m);
      expect(res.body).toMatch(/^queue_jobs_failed_last_day\{queue="metrics-probe"\} 1$/m);
      expect(res.body).toMatch(/^queue_oldest_waiting_seconds\{queue="metrics-idle"\} \d+$/m);
      expect(res.body).toContain('# TYPE queue_job_duration_seconds histogram');
      expect(res.body).toMatch(/^queue_job_duration_seconds_count\{queue="metrics-probe",outcome="completed"\} 1$/m);
      expect(res.body).toMatch(/^queue_job_duration_seconds_count\{queue="metrics-probe",outcome="failed"\} 1$/m);
    } finally {
      await queue.release(1000);
    }
  });
});
