/**
 * Crash: `kill -9` of the server during writes loses no acknowledged write. The real server runs as a child process (child-server.ts: openDatabase, migrate, buildServer,
 * listen) on a data directory of its own; a stream of POST /api/user is fired at it by a signed-in admin
 * (real code flow), the child is killed with SIGKILL mid-stream, restarted on the same data directory, and
 * every user whose creation was acknowledged (201) must be there.
 *
 * PGlite (default): the dead process leaves its lock file behind; the restart must take it over and open
 * the database cleanly. With DATABASE_URL: the same against a throwaway database on that PostgreSQL server.
 */
import { startChild, stopChild, type Child } from './childProcess';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginAs } from '../http/login';
import { freePort } from '../../setup/freePort';
import { createThrowawayPostgres } from '../db/helpers';

const START_TIMEOUT_MS = 90_000;

/** A throwaway database on the DATABASE_URL server, or none for PGlite. */
async function throwawayDatabase(): Promise<{ url?: string; drop(): Promise<void>; label: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { label: 'PGlite', drop: async () => undefined };
  return { ...(await createThrowawayPostgres(url, 'test_crash')), label: 'PostgreSQL' };
}

describe(`kill -9 during writes (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;
  const children: Child[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-crash-'));
    database = await throwawayDatabase();
  });
  afterAll(async () => {
    for (const child of children) await stopChild(child);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loses no acknowledged user, and the restarted server starts cleanly (PGlite: taking over the dead process's lock)", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url ?? '' };

    let started = Date.now();
    const first = await startChild(env, START_TIMEOUT_MS);
    children.push(first);
    const firstStart = Date.now() - started;
    const token = await loginAs(base, 'admin', 'admin');

    // A stream of creates from 4 concurrent writers; the child is killed once 25 are acknowledged.
    const run = Date.now().toString(36);
    const acknowledged: string[] = [];
    const refusedOrLost: string[] = [];
    let next = 0;
    let killedAt = -1;
    let inFlight = 0;
    let inFlightAtKill = 0;
    const writer = async () => {
      for (;;) {
        const i = next++;
        if (i >= 2000) return;
        const email = `crash.${run}.${i}@example.com`;
        inFlight++;
        try {
          const res = await fetch(`${base}/api/user`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: `Crash-Passw0rd-${i}` }),
          });
          await res.text();
          if (res.status === 201) acknowledged.push(email);
          else refusedOrLost.push(`${email}: ${res.status}`);
        } catch {
          return; // the server is gone: this write was never acknowledged
        } finally {
          inFlight--;
        }
        if (acknowledged.length >= 25 && killedAt < 0) {
          killedAt = acknowledged.length;
          inFlightAtKill = inFlight;
          process.kill(first.pid, 'SIGKILL'); // in the middle of the stream: the other writers have requests in flight
        }
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    expect(await first.exited).toBe('SIGKILL');
    expect(refusedOrLost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(inFlightAtKill).toBeGreaterThan(0); // the kill did land in the middle of writes

    const lockPath = path.join(dataDir, 'pglite.lock');
    if (!database.url) {
      // the dead process's lock is still there: the restart has to take it over
      expect(existsSync(lockPath)).toBe(true);
      expect(Number(readFileSync(lockPath, 'utf8').trim())).toBe(first.pid);
    }

    started = Date.now();
    const second = await startChild(env, START_TIMEOUT_MS);
    children.push(second);
    const restart = Date.now() - started;
    if (!database.url) expect(Number(readFileSync(lockPath, 'utf8').trim())).toBe(second.pid);
    expect(second.output()).not.toMatch(/error|failed/i);

    const token2 = await loginAs(base, 'admin', 'admin');
    const auth = { authorization: `Bearer ${token2}` };
    const missing: string[] = [];
    for (const email of acknowledged) {
      const res = await fetch(`${base}/api/user?q=${encodeURIComponent(email)}`, { headers: auth });
      expect(res.status).toBe(200);
      const users = (await res.json()) as Array<{ email: string }>;
      if (users.filter((u) => u.email === email).length !== 1) missing.push(email);
    }
    expect(missing).toEqual([]);

    // Nothing beyond what was sent, no duplicates, and the restarted server takes writes.
    const all = await fetch(`${base}/api/user?q=${encodeURIComponent(`crash.${run}.`)}&count=1000`, { headers: auth });
    const emails = ((await all.json()) as Array<{ email: string }>).map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(emails.length).toBeLessThanOrEqual(next);
    const after = await fetch(`${base}/api/user`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `crash.${run}.after@example.com`, password: 'Crash-Passw0rd-after' }),
    });
    expect(after.status).toBe(201);

    console.log(
      `kill -9 (${database.label}): first start ${firstStart} ms; killed after ${killedAt} acknowledged creates with ${inFlightAtKill} in flight; ` +
        `${acknowledged.length} acknowledged in all, ${emails.length} found after the restart (${restart} ms), none lost`,
    );
  }, 240_000);
});
