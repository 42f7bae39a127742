import { randomBytes, randomUUID, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { DbContext } from '../auth/principal';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A staff or app account of the embedded identity provider. */
export interface Account {
  /** The token subject (`sub`). */
  id: string;
  username: string;
  /** Realm roles: admin, nutritionist, ambassador, bulk-export; none for a plain user. */
  roles: string[];
  context: DbContext;
  /** Matches recipe authors; the `external_id` claim. */
  externalId: string;
  /** `scrypt$N$r$p$salt$hash` (base64url parts). */
  passwordHash: string;
  /** The password was set by someone else (temporary): the user must choose a new one at the next sign-in. */
  passwordChangeRequired: boolean;
}

export interface AccountSeed {
  username: string;
  password: string;
  roles: string[];
  context: DbContext;
  id?: string;
  externalId?: string;
  /** A temporary password: the user must change it at the first sign-in. */
  temporaryPassword?: boolean;
}

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** Hashes a password with scrypt and a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Constant-time check of a password against `hashPassword`'s output. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const demo = (username: string, roles: string[], context: DbContext): AccountSeed => ({
  username,
  password: username,
  roles,
  context,
  id: `demo-${username}`,
  externalId: `demo-${username}`,
});

/** The demo staff accounts `npm start` prints (password = username; stable ids, so seeded authorship holds). */
export const DEMO_ACCOUNTS: readonly AccountSeed[] = [
  demo('admin', ['admin'], 'nl'),
  demo('nutritionist', ['nutritionist'], 'nl'),
  demo('nutritionist.dk', ['nutritionist'], 'dk'),
  demo('ambassador', ['ambassador'], 'es'),
  demo('user', [], 'nl'),
];

export interface AccountStore {
  findById(id: string): Promise<Account | undefined>;
  findByUsername(username: string): Promise<Account | undefined>;
  /** The account when the password is right, else `undefined` (same work either way). */
  authenticate(username: string, password: string): Promise<Account | undefined>;
  /** Adds an account (e.g. an app user created by staff with a temporary password). */
  add(seed: AccountSeed): Promise<Account>;
  /**
   * Sets a new password; the database-backed store also ends every session of the account. A temporary
   * one (set by an admin) must be changed at the next sign-in; the user's own choice clears that.
   */
  setPassword(id: string, password: string, options?: { temporary?: boolean }): Promise<void>;
  /** A disabled account cannot sign in; the database-backed store also ends its sessions. */
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** Deletes the account; the database-backed store also ends its sessions. */
  remove(id: string): Promise<boolean>;
  list(): Promise<Account[]>;
}

/**
 * In-memory account store, for tests of the provider alone (the server uses the database-backed one,
 * accountsRepository.ts). Usernames are case-insensitive. It cannot end sessions: those live in the provider's
 * storage adapter, which it does not know.
 */
export async function createAccountStore(seeds: readonly AccountSeed[] = DEMO_ACCOUNTS): Promise<AccountStore> {
  const byId = new Map<string, Account>();
  const idByName = new Map<string, string>();
  const disabled = new Set<string>();
  // Verified against when the username is unknown, so both paths cost one scrypt.
  const decoy = await hashPassword(randomUUID());

  const store: AccountStore = {
    async findById(id) {
      return disabled.has(id) ? undefined : byId.get(id);
    },
    async findByUsername(username) {
      const id = idByName.get(username.trim().toLowerCase());
      return id && !disabled.has(id) ? byId.get(id) : undefined;
    },
    async authenticate(username, password) {
      const account = await store.findByUsername(username);
      const ok = await verifyPassword(password, account?.passwordHash ?? decoy);
      return ok && account ? account : undefined;
    },
    async add(seed) {
      const key = seed.username.trim().toLowerCase();
      if (!key) throw new Error('username must not be empty');
      if (idByName.has(key)) throw new Error(`username ${seed.username} is taken`);
      const id = seed.id ?? randomUUID();
      const account: Account = {
        id,
        username: seed.username.trim(),
        roles: [...seed.roles],
        context: seed.context,
        externalId: seed.externalId ?? id,
        passwordHash: await hashPassword(seed.password),
        passwordChangeRequired: seed.temporaryPassword ?? false,
      };
      byId.set(id, account);
      idByName.set(key, id);
      return account;
    },
    async setPassword(id, password, options) {
      const account = byId.get(id);
      if (!account) throw new Error(`no account ${id}`);
      account.passwordHash = await hashPassword(password);
      account.passwordChangeRequired = options?.temporary ?? false;
    },
    async setEnabled(id, enabled) {
      if (!byId.has(id)) throw new Error(`no account ${id}`);
      if (enabled) disabled.delete(id);
      else disabled.add(id);
    },
    async remove(id) {
      const account = byId.get(id);
      if (!account) return false;
      byId.delete(id);
      disabled.delete(id);
      idByName.delete(account.username.toLowerCase());
      return true;
    },
    async list() {
      return [...byId.values()].filter((account) => !disabled.has(account.id));
    },
  };
  await Promise.all(seeds.map((seed) => store.add(seed)));
  return store;
}
