import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type Backend, type BuiltServer, type ServerOptions } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import type { Country } from '../../../src/server/db/contexts';
import { preparedDatabase } from '../../setup/databases';
import { DEMO_ACCOUNTS, type AccountSeed } from '../../../src/server/idp';
import { signInByInject } from './code-flow';

/** Demo accounts plus the roles the demo set lacks, for matrices. */
export const TEST_ACCOUNTS: readonly AccountSeed[] = [
  ...DEMO_ACCOUNTS,
  {
    username: 'exporter',
    password: 'exporter',
    roles: ['bulk-export'],
    context: 'nl',
    id: 'test-exporter',
    externalId: 'test-exporter',
  },
  {
    username: 'admin.dk',
    password: 'admin.dk',
    roles: ['admin'],
    context: 'dk',
    id: 'test-admin-dk',
    externalId: 'test-admin-dk',
  },
];

export interface TestServer extends BuiltServer {
  db: Database;
  /** A real access token from the embedded provider (code flow with PKCE), cached per user. */
  tokenFor(username: string): Promise<string>;
  /** `Authorization` header for a user. */
  auth(username: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  contexts?: readonly Country[];
  /** Seed the real catalogue into the contexts (slow: seconds per context). */
  seed?: boolean | { recipes: boolean };
  backends?: readonly Backend[];
  /** Build a second server on the database of this one (a restart); closing it leaves the database. */
  reuse?: TestServer;
  /** See ServerOptions.sessionCheckTtlMs (short in tests, so nothing sleeps long). */
  sessionCheckTtlMs?: number;
  signInThrottle?: ServerOptions['signInThrottle'];
  passwordMinLength?: number;
}

/**
 * The real server (`buildServer`, as `npm start` builds it) on a real database: in-memory PGlite, or the
 * PostgreSQL server named by DATABASE_URL. Only the edges differ: no SPA, no listening socket.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const contexts = options.contexts ?? ['nl', 'dk'];
  const recipes = typeof options.seed === 'object' ? options.seed.recipes : true;
  // A seeded database is a copy of the run's snapshot for these contexts (tests/setup/databases.ts).
  const { db, drop } = options.reuse
    ? { db: options.reuse.db, drop: async () => undefined }
    : await preparedDatabase({ contexts, seed: options.seed ? contexts : undefined, recipes });
  const photosDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-test-photos-'));
  const built = await buildServer({
    db,
    publicUrl: 'http://127.0.0.1:9',
    auth: { mode: 'embedded', accounts: TEST_ACCOUNTS },
    backends: options.backends,
    photosDir,
    sessionCheckTtlMs: options.sessionCheckTtlMs,
    signInThrottle: options.signInThrottle,
    passwordMinLength: options.passwordMinLength,
  });
  const tokens = new Map<string, string>();
  const tokenFor = async (username: string) => {
    let token = tokens.get(username);
    if (!token) {
      const account = TEST_ACCOUNTS.find((a) => a.username === username);
      if (!account) throw new Error(`no test account ${username}`);
      const set = await signInByInject(built.app, built.idp!, { username, password: account.password });
      token = set.access_token;
      tokens.set(username, token);
    }
    return token;
  };
  return {
    ...built,
    db,
    tokenFor,
    auth: async (username) => ({ authorization: `Bearer ${await tokenFor(username)}` }),
    async close() {
      await built.app.close();
      await drop();
      rmSync(photosDir, { recursive: true, force: true });
    },
  };
}
