/**
 * Crash: `kill -9` of the server during writes loses no acknowledged write. The real server runs as a child process (child-server.ts: openDatabase, migrate, buildServer,
 * listen) on a data directory of its own; a stream of POST /api/user is fired at it by a signed-in admin
 * (real code flow), the child is killed with SIGKILL mid-stream, restarted on the same data directory, and
 * every user whose creation was acknowledged (201) must be there.
 *
 * PGlite (default): the dead process leaves its lock file behind; the restart must take it over and open
 * the database cleanly. With DATABASE_URL: the same against a throwaway database on that PostgreSQL server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginAs } from '../http/login';
import { freePort } from '../../setup/freePort';
import { createThrowawayPostgres } from '../db/helpers';

const ROOT = path.resolve(__dirname, '../../..');
const CHILD = path.join(__dirname, 'child-server.ts');
const START_TIMEOUT_MS = 90_000;

interface Child {
  proc: ChildProcess;
  pid: number;
  output: () => string;
  exited: Promise<number | string | null>;
}

/** Starts the child and resolves when it prints READY (rejects with its output if it dies first). */
function startChild(env: Record<string, string>): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  const exited = new Promise<number | string | null>((resolve) => proc.once('exit', (code, signal) => resolve(signal ?? code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${out}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\d+) (\d+)/.exec(out);
      if (ready) {
        clearTimeout(timer);
        resolve({ proc, pid: Number(ready[2]), output, exited });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${out}`));
    });
  });
}

async function stopChild(child: Child | undefined) {
  if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const done = await Promise.race([child.exited, new Promise((r) => setTimeout(() => r('timeout'), 10_000))]);
  if (done === 'timeout') child.proc.kill('SIGKILL');
}

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
    const first = await startChild(env);
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
    const second = await startChild(env);
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
