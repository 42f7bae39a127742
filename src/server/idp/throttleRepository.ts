import type { Database } from '../db/client';
import {
  slowdownMs,
  throttlePolicy,
  type SignInThrottle,
  type ThrottleKey,
  type ThrottleKind,
  type ThrottleOverrides,
  type ThrottlePolicy,
} from './throttle';

const TABLE = 'shared.sign_in_throttle';

/**
 * The throttle state in PostgreSQL (shared.sign_in_throttle, outside the country contexts), so every
 * server process on the database counts the same failures. Each count is one atomic upsert that also
 * sets the lock (the formula of `lockSeconds`, with the numbers of the key's kind), and does nothing while
 * the key is locked; times are the database's clock.
 */
export function createDbSignInThrottle(db: Pick<Database, 'query'>, overrides: ThrottleOverrides = {}): SignInThrottle {
  const policy = throttlePolicy(overrides);
  const longestWindow = Math.max(...Object.values(policy).map((p) => p.windowSeconds));
  let lastPrune = 0;
  const prune = async () => {
    if (Date.now() - lastPrune < 60_000) return;
    lastPrune = Date.now();
    await db.query(
      `DELETE FROM ${TABLE} WHERE last_failure_at < now() - make_interval(secs => $1::int) AND (locked_until IS NULL OR locked_until < now())`,
      [longestWindow],
    );
  };

  const count = `(CASE WHEN t.last_failure_at < now() - make_interval(secs => $2::int) THEN 1 ELSE t.failures + 1 END)`;
  const lockFor = (failures: string) =>
    `CASE WHEN ${failures} >= $3::int THEN now() + make_interval(secs => LEAST($5::int, $4::int * (${failures} / $3::int))) END`;
  const numbers = (p: ThrottlePolicy) => [p.windowSeconds, p.maxFailures, p.waitIncrementSeconds, p.maxWaitSeconds];
  /** The new count of `key`, or undefined when it is locked (nothing counted). */
  const countOne = async ({ kind, key }: ThrottleKey): Promise<number | undefined> => {
    const rows = await db.query<{ failures: number }>(
      `INSERT INTO ${TABLE} AS t (key, failures, last_failure_at, locked_until) VALUES ($1, 1, now(), ${lockFor('1')})
       ON CONFLICT (key) DO UPDATE SET failures = ${count}, last_failure_at = now(), locked_until = ${lockFor(count)}
       WHERE t.locked_until IS NULL OR t.locked_until <= now()
       RETURNING failures`,
      [key, ...numbers(policy[kind])],
    );
    return rows[0] ? Number(rows[0].failures) : undefined;
  };
  /** Takes back one counted attempt (it succeeded), unlocking the key when that brings it below its limit. */
  const uncountOne = async ({ kind, key }: ThrottleKey) => {
    await db.query(
      `UPDATE ${TABLE} SET failures = GREATEST(failures - 1, 0),
         locked_until = CASE WHEN failures - 1 >= $2::int THEN locked_until END
       WHERE key = $1`,
      [key, policy[kind].maxFailures],
    );
  };

  const retryAfter = async (keys: readonly ThrottleKey[]) => {
    if (keys.length === 0) return 0;
    const rows = await db.query<{ seconds: number | string | null }>(
      `SELECT ceil(EXTRACT(EPOCH FROM max(locked_until) - now())) AS seconds FROM ${TABLE}
       WHERE key = ANY($1::text[]) AND locked_until > now()`,
      [keys.map((k) => k.key)],
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
      const failures: Partial<Record<ThrottleKind, number>> = {};
      let delayMs = 0;
      const counted: ThrottleKey[] = [];
      for (const key of keys) {
        const n = await countOne(key);
        if (n === undefined) {
          // Locked since the look above (a parallel attempt reached the limit): this attempt is not one.
          for (const done of counted) await uncountOne(done);
          return { refused: true, retryAfterSeconds: Math.max(1, await retryAfter(keys)) };
        }
        counted.push(key);
        failures[key.kind] = n;
        delayMs = Math.max(delayMs, slowdownMs(policy[key.kind], n));
      }
      await prune();
      return { refused: false, failures, delayMs };
    },
    async succeeded(keys) {
      for (const key of keys) {
        if (key.kind === 'pair' || key.kind === 'device') await db.query(`DELETE FROM ${TABLE} WHERE key = $1`, [key.key]);
        else await uncountOne(key);
      }
    },
  };
}
