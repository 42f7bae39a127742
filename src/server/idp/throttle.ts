import type { Database } from '../db/client';

/**
 * Sign-in throttling of the embedded provider, per account (the user name typed, known or not) and per
 * client address. The numbers mirror Keycloak's brute-force detection (README's security section gives
 * the realm settings): failures are counted until 15 minutes pass without one; from the 3rd failure the
 * answer is slowed; once 5 are counted every further attempt is refused (429) until the lock ends, and
 * each failure after a lock locks again for longer (60 s × ⌊failures / 5⌋, at most 15 minutes). Each
 * attempt is counted before its password is checked, so parallel guesses cannot pass the limit; a
 * successful sign-in resets both counts.
 */
export interface ThrottlePolicy {
  /** Failures that lock (Keycloak failureFactor). */
  maxFailures: number;
  /** Seconds without a failure after which the count starts again (Keycloak maxDeltaTimeSeconds). */
  windowSeconds: number;
  /** Lock per `maxFailures` failures counted, in seconds (Keycloak waitIncrementSeconds). */
  waitIncrementSeconds: number;
  /** Longest lock, in seconds (Keycloak maxFailureWaitSeconds). */
  maxWaitSeconds: number;
  /** Failures answered at full speed; each later one is delayed by `slowdownStepMs` more. */
  fastFailures: number;
  slowdownStepMs: number;
  maxSlowdownMs: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  waitIncrementSeconds: 60,
  maxWaitSeconds: 15 * 60,
  fastFailures: 2,
  slowdownStepMs: 500,
  maxSlowdownMs: 2_000,
};

/** Seconds a key is locked after its `failures`-th counted failure (0 below the limit); the SQL of the store computes the same. */
export function lockSeconds(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.maxFailures) return 0;
  return Math.min(policy.maxWaitSeconds, policy.waitIncrementSeconds * Math.floor(failures / policy.maxFailures));
}

/** How long the answer to the `failures`-th counted failure is held back, in milliseconds. */
export function slowdownMs(policy: ThrottlePolicy, failures: number): number {
  return Math.min(policy.maxSlowdownMs, Math.max(0, failures - policy.fastFailures) * policy.slowdownStepMs);
}

/** The keys one attempt counts against (a user name is cut at 256 characters: no row grows with the input). */
export function throttleKeys(username: string, address: string | undefined): string[] {
  const keys = [`address:${address || 'unknown'}`];
  const name = username.trim().toLowerCase().slice(0, 256);
  if (name) keys.unshift(`account:${name}`);
  return keys;
}

/** The refusal message, with the wait rounded up to whole seconds or minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds <= 90
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Try again in ${wait}.`;
}

/** What `begin` decided about one attempt. */
export type AttemptStart =
  | { refused: true; retryAfterSeconds: number }
  | {
      refused: false;
      /** The highest count among the keys, this attempt included. */
      failures: number;
      /** How long to hold back the answer if the password turns out wrong. */
      delayMs: number;
    };

export interface SignInThrottle {
  readonly policy: ThrottlePolicy;
  /**
   * Counts the attempt as a failure before the password is checked, so guesses sent in parallel cannot
   * slip past the limit (at most `maxFailures` are ever checked), and refuses it while a key is locked.
   */
  begin(keys: readonly string[]): Promise<AttemptStart>;
  /** The password was right: the counts of every key are reset. */
  succeeded(keys: readonly string[]): Promise<void>;
  /** Seconds until the longest lock among `keys` ends, or 0 when none is locked. */
  retryAfter(keys: readonly string[]): Promise<number>;
}

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
