import type { Database, SqlRunner } from '../db/client';

/** What oidc-provider stores: sessions, grants, interactions, codes, refresh tokens, ... */
type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

interface Row {
  payload: Payload;
  consumed_at: Date | string | null;
}

const TABLE = 'shared.idp_payload';

/**
 * oidc-provider's storage in PostgreSQL (shared.idp_payload, outside every country context), so that
 * sign-ins survive a restart and several server processes share them. One instance per model name.
 */
export function createDbAdapterFactory(db: Database) {
  let lastPrune = 0;
  const prune = async () => {
    // Expired rows are ignored by find(); deleting them now and then keeps the table small.
    if (Date.now() - lastPrune < 60_000) return;
    lastPrune = Date.now();
    await db.query(`DELETE FROM ${TABLE} WHERE expires_at < now()`);
  };

  return class DbAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      await db.query(
        `INSERT INTO ${TABLE} (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ?? null,
        ],
      );
      await prune();
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<Payload | undefined> {
      // A client may send any text as a token or code; one with a NUL character (which PostgreSQL text cannot
      // hold) names nothing stored, so it is not found rather than a database error.
      if (typeof value === 'string' && value.includes('\u0000')) return undefined;
      const rows = await db.query<Row>(
        `SELECT payload, consumed_at FROM ${TABLE}
         WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Payload) : row.payload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db.query(`UPDATE ${TABLE} SET consumed_at = now() WHERE model = $1 AND id = $2`, [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query(`DELETE FROM ${TABLE} WHERE model = $1 AND id = $2`, [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query(`DELETE FROM ${TABLE} WHERE grant_id = $1`, [grantId]);
    }
  };
}

/**
 * Ends every sign-in of an account at once: its sessions, grants, authorization codes and refresh tokens
 * are deleted from the provider's store. Access tokens name their grant (`grant_id`), and the backends
 * refuse a token whose grant is gone (src/server/auth/session-check.ts), so they stop working too.
 */
export async function endAccountSessions(db: Pick<SqlRunner, 'query'>, accountId: string): Promise<number> {
  const rows = await db.query(`DELETE FROM ${TABLE} WHERE payload->>'accountId' = $1 RETURNING id`, [accountId]);
  return rows.length;
}

/**
 * A value the provider must keep across restarts (its signing key, its cookie keys), kept in the same
 * table under a model of its own, created once.
 */
export async function persistentValue<T>(db: Database, id: string, create: () => Promise<T> | T): Promise<T> {
  const existing = await db.query<{ payload: T | string }>(
    `SELECT payload FROM ${TABLE} WHERE model = 'ProviderSecret' AND id = $1`,
    [id],
  );
  if (existing[0]) return typeof existing[0].payload === 'string' ? (JSON.parse(existing[0].payload) as T) : existing[0].payload;
  const value = await create();
  await db.query(
    `INSERT INTO ${TABLE} (model, id, payload) VALUES ('ProviderSecret', $1, $2::jsonb) ON CONFLICT (model, id) DO NOTHING`,
    [id, JSON.stringify(value)],
  );
  // Another process may have won the race: use whatever is stored.
  const stored = await db.query<{ payload: T | string }>(
    `SELECT payload FROM ${TABLE} WHERE model = 'ProviderSecret' AND id = $1`,
    [id],
  );
  return typeof stored[0].payload === 'string' ? (JSON.parse(stored[0].payload) as T) : stored[0].payload;
}
