import type { Database } from '../db/client';
import { DEFAULT_THROTTLE_POLICY, slowdownMs, type SignInThrottle, type ThrottlePolicy } from './throttle';

const TABLE = 'shared.sign_in_throttle';

/**
 * The throttle state in PostgreSQL (shared.sign_in_throttle, outside the country contexts), so every
 * server process on the database counts the same failures. Each count is one atomic upsert that also
 * sets the lock (the formula of `lockSeconds`), and does nothing while the key is locked; times are the
 * database's clock.
 */
export function createDbSignInThrottle(db: Pick<Database, 'query'>, overrides: Partial<ThrottlePolicy> = {}): SignInThrottle {
  const policy: ThrottlePolicy = { ...DEFAULT_THROTTLE_POLICY, ...overrides };
  let lastPrune = 0;
  const prune = async () => {
    if (Date.now() - lastPrune < 60_000) return;
    lastPrune = Date.now();
    await db.query(
      `DELETE FROM ${TABLE} WHERE last_failure_at < now() - make_interval(secs => $1::int) AND (locked_until IS NULL OR locked_until < now())`,
      [policy.windowSeconds],
    );
  };

  const count = `(CASE WHEN t.last_failure_at < now() - make_interval(secs => $2::int) THEN 1 ELSE t.failures + 1 END)`;
  const lockFor = (failures: string) =>
    `CASE WHEN ${failures} >= $3::int THEN now() + make_interval(secs => LEAST($5::int, $4::int * (${failures} / $3::int))) END`;
  /** The new count of `key`, or undefined when it is locked (nothing counted). */
  const countOne = async (key: string): Promise<number | undefined> => {
    const rows = await db.query<{ failures: number }>(
      `INSERT INTO ${TABLE} AS t (key, failures, last_failure_at, locked_until) VALUES ($1, 1, now(), ${lockFor('1')})
       ON CONFLICT (key) DO UPDATE SET failures = ${count}, last_failure_at = now(), locked_until = ${lockFor(count)}
       WHERE t.locked_until IS NULL OR t.locked_until <= now()
       RETURNING failures`,
      [key, policy.windowSeconds, policy.maxFailures, policy.waitIncrementSeconds, policy.maxWaitSeconds],
    );
    return rows[0] ? Number(rows[0].failures) : undefined;
  };

  const retryAfter = async (keys: readonly string[]) => {
    if (keys.length === 0) return 0;
    const rows = await db.query<{ seconds: number | string | null }>(
      `SELECT ceil(EXTRACT(EPOCH FROM max(locked_until) - now())) AS seconds FROM ${TABLE}
       WHERE key = ANY($1::text[]) AND locked_until > now()`,
      [keys],
    );
    const seconds = Number(rows[0]?.seconds ?? 0);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  };

  return {
    policy,
    retryAfter,
    async begin(keys) {
      const locked = await retryAfter(keys);
      if (locked > 0) return { refused: true, retryAfterSeconds: locked };
      let failures = 0;
      for (const key of keys) {
        const counted = await countOne(key);
        // Locked since the look above (a parallel attempt reached the limit).
        if (counted === undefined) return { refused: true, retryAfterSeconds: Math.max(1, await retryAfter(keys)) };
        failures = Math.max(failures, counted);
      }
      await prune();
      return { refused: false, failures, delayMs: slowdownMs(policy, failures) };
    },
    async succeeded(keys) {
      if (keys.length) await db.query(`DELETE FROM ${TABLE} WHERE key = ANY($1::text[])`, [keys]);
    },
  };
}
