import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { isDbContext, type DbContext } from '../auth/principal';
import { hashPassword, verifyPassword, type Account, type AccountSeed, type AccountStore } from './accounts';
import { endAccountSessions } from './oidcStoreRepository';

interface Row {
  subject: string;
  username: string;
  roles: string[];
  db_context: string;
  password_hash: string | null;
}

const TABLE = 'shared.staff_account';

function toAccount(row: Row): Account {
  if (!isDbContext(row.db_context)) throw new Error(`account ${row.username} has no valid context`);
  return {
    id: row.subject,
    username: row.username,
    roles: row.roles ?? [],
    context: row.db_context as DbContext,
    // The subject is stable and never reused: it is what recipe authorship matches.
    externalId: row.subject,
    passwordHash: row.password_hash ?? '',
  };
}

/**
 * The embedded provider's accounts in PostgreSQL (shared.staff_account, outside the country contexts):
 * staff, and app users that staff create with a temporary password. `seeds` are created when missing
 * and never overwritten, so a changed password survives a restart.
 */
export async function createDbAccountStore(db: Database, seeds: readonly AccountSeed[] = []): Promise<AccountStore> {
  const decoy = await hashPassword(randomUUID());
  const select = `SELECT subject, username, roles, db_context, password_hash FROM ${TABLE}`;

  const store: AccountStore = {
    async findById(id) {
      const rows = await db.query<Row>(`${select} WHERE subject = $1 AND enabled`, [id]);
      return rows[0] ? toAccount(rows[0]) : undefined;
    },
    async findByUsername(username) {
      const rows = await db.query<Row>(`${select} WHERE lower(username) = lower($1) AND enabled`, [username.trim()]);
      return rows[0] ? toAccount(rows[0]) : undefined;
    },
    async authenticate(username, password) {
      const account = await store.findByUsername(username);
      const ok = await verifyPassword(password, account?.passwordHash || decoy);
      return ok && account ? account : undefined;
    },
    async add(seed) {
      const username = seed.username.trim();
      if (!username) throw new Error('username must not be empty');
      const subject = seed.id ?? randomUUID();
      const rows = await db.query<Row>(
        `INSERT INTO ${TABLE} (subject, username, email, roles, db_context, password_hash)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING
         RETURNING subject, username, roles, db_context, password_hash`,
        [
          subject,
          username,
          username.includes('@') ? username : `${username}@localhost`,
          seed.roles,
          seed.context,
          await hashPassword(seed.password),
        ],
      );
      if (!rows[0]) throw new Error(`username ${username} is taken`);
      return toAccount(rows[0]);
    },
    // A new password, a disabled or a deleted account ends every session of the account in the same
    // transaction: refresh tokens and grants are gone at once, access tokens are refused by the backends.
    async setPassword(id, password) {
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const rows = await tx.query(
          `UPDATE ${TABLE} SET password_hash = $2, updated_at = now() WHERE subject = $1 RETURNING subject`,
          [id, hash],
        );
        if (!rows.length) throw new Error(`no account ${id}`);
        await endAccountSessions(tx, id);
      });
    },
    async setEnabled(id, enabled) {
      await db.transaction(async (tx) => {
        const rows = await tx.query(`UPDATE ${TABLE} SET enabled = $2, updated_at = now() WHERE subject = $1 RETURNING subject`, [
          id,
          enabled,
        ]);
        if (!rows.length) throw new Error(`no account ${id}`);
        if (!enabled) await endAccountSessions(tx, id);
      });
    },
    async remove(id) {
      return db.transaction(async (tx) => {
        const rows = await tx.query(`DELETE FROM ${TABLE} WHERE subject = $1 RETURNING subject`, [id]);
        await endAccountSessions(tx, id);
        return rows.length > 0;
      });
    },
    async list() {
      const rows = await db.query<Row>(`${select} WHERE enabled ORDER BY username`);
      return rows.map(toAccount);
    },
  };

  for (const seed of seeds) {
    if (!(await store.findByUsername(seed.username))) await store.add(seed);
  }
  return store;
}
