import { randomUUID } from 'node:crypto';
import type { Database, SqlRunner } from '../db/client';
import { isDbContext, type DbContext } from '../auth/principal';
import { hashPassword, verifyPassword, type Account, type AccountSeed, type AccountStore } from './accounts';
import { endAccountSessions } from './oidcStoreRepository';

interface Row {
  subject: string;
  username: string;
  roles: string[];
  db_context: string;
  password_hash: string | null;
  temporary_password: boolean;
}

const TABLE = 'shared.staff_account';
/**
 * The provider's pending required action "change the password": a row of shared.idp_account with
 * temporary_password set, for an account whose password an admin chose (creation or reset). The row
 * goes when the user picks their own password or the account is deleted.
 */
const PENDING = 'shared.idp_account';

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
    passwordChangeRequired: row.temporary_password === true,
  };
}

/** Marks (or clears) the account's temporary password. */
async function markTemporary(db: SqlRunner, subject: string, temporary: boolean) {
  if (!temporary) {
    await db.query(`DELETE FROM ${PENDING} WHERE subject = $1`, [subject]);
    return;
  }
  await db.query(
    `INSERT INTO ${PENDING} (subject, db_context, email, temporary_password)
     SELECT subject, db_context, email, true FROM ${TABLE} WHERE subject = $1
     ON CONFLICT (subject) DO UPDATE SET temporary_password = true`,
    [subject],
  );
}

/**
 * The embedded provider's accounts in PostgreSQL (shared.staff_account, outside the country contexts):
 * staff, and app users that staff create with a temporary password. `seeds` are created when missing
 * and never overwritten, so a changed password survives a restart.
 */
export async function createDbAccountStore(db: Database, seeds: readonly AccountSeed[] = []): Promise<AccountStore> {
  const decoy = await hashPassword(randomUUID());
  const select = `SELECT s.subject, s.username, s.roles, s.db_context, s.password_hash,
      coalesce(p.temporary_password, false) AS temporary_password
    FROM ${TABLE} s LEFT JOIN ${PENDING} p ON p.subject = s.subject`;

  const store: AccountStore = {
    async findById(id) {
      const rows = await db.query<Row>(`${select} WHERE s.subject = $1 AND s.enabled`, [id]);
      return rows[0] ? toAccount(rows[0]) : undefined;
    },
    async findByUsername(username) {
      const rows = await db.query<Row>(`${select} WHERE lower(s.username) = lower($1) AND s.enabled`, [username.trim()]);
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
      const temporary = seed.temporaryPassword ?? false;
      const hash = await hashPassword(seed.password);
      return db.transaction(async (tx) => {
        const rows = await tx.query<Row>(
          `INSERT INTO ${TABLE} (subject, username, email, roles, db_context, password_hash)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT DO NOTHING
           RETURNING subject, username, roles, db_context, password_hash, $7::boolean AS temporary_password`,
          [
            subject,
            username,
            username.includes('@') ? username : `${username}@localhost`,
            seed.roles,
            seed.context,
            hash,
            temporary,
          ],
        );
        if (!rows[0]) throw new Error(`username ${username} is taken`);
        // A stale mark of an earlier account with this subject or email must not carry over.
        await tx.query(`DELETE FROM ${PENDING} WHERE subject = $1 OR (db_context = $2 AND lower(email) = lower($3))`, [
          subject,
          seed.context,
          rows[0].username.includes('@') ? rows[0].username : `${rows[0].username}@localhost`,
        ]);
        await markTemporary(tx, subject, temporary);
        return toAccount(rows[0]);
      });
    },
    // A new password, a disabled or a deleted account ends every session of the account in the same
    // transaction: refresh tokens and grants are gone at once, access tokens are refused by the backends.
    async setPassword(id, password, options) {
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const rows = await tx.query(
          `UPDATE ${TABLE} SET password_hash = $2, updated_at = now() WHERE subject = $1 RETURNING subject`,
          [id, hash],
        );
        if (!rows.length) throw new Error(`no account ${id}`);
        await markTemporary(tx, id, options?.temporary ?? false);
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
        await markTemporary(tx, id, false);
        await endAccountSessions(tx, id);
        return rows.length > 0;
      });
    },
    async list() {
      const rows = await db.query<Row>(`${select} WHERE s.enabled ORDER BY s.username`);
      return rows.map(toAccount);
    },
  };

  for (const seed of seeds) {
    if (!(await store.findByUsername(seed.username))) await store.add(seed);
  }
  return store;
}
