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
