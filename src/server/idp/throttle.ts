/**
 * Sign-in throttling of the embedded provider, shaped so that it cannot be turned into a lock-out weapon
 * (OWASP Authentication Cheat Sheet and its "device cookies"; NIST SP 800-63B 5.2.2). An attempt counts
 * against keys of four kinds:
 *
 * - `pair`: this account from this client address. Slowed from the 3rd failure, refused from the 5th, for
 *   60 s × ⌊failures / 5⌋ (at most 15 minutes). Someone guessing from one address stops here.
 * - `address`: this client address, whatever the accounts tried. The same numbers: spraying one password
 *   per account from one address stops after 5 failures. Only the undoing of the attempt's own count
 *   follows a success, so signing in to one's own account between guesses changes nothing.
 * - `account`: this account from every address (distributed guessing): slowed from the 10th failure by
 *   250 ms more each (at most 5 s), refused from the 100th for 15 minutes per 100 (at most an hour).
 * - `device`: a browser where this account signed in before carries a signed device cookie; its attempts
 *   count against that cookie alone (5 failures refuse that browser, like a pair) and never against the
 *   others, so no failure elsewhere (another address, the same office address, the account's total) ever
 *   refuses it.
 *
 * Each attempt is counted before its password is checked, so guesses sent in parallel cannot pass a
 * limit; the wait is served before the check too, so a right password is not answered faster than a wrong
 * one. A success deletes the pair (or device) count and only takes back its own count of the address and
 * the account. Failures are forgotten after a quiet window (15 minutes; an hour for the account).
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
  /** Failures answered at full speed; each later attempt waits `slowdownStepMs` more. */
  fastFailures: number;
  slowdownStepMs: number;
  maxSlowdownMs: number;
}

export type ThrottleKind = 'pair' | 'address' | 'account' | 'device';

/** The numbers of each kind of key. */
export type SignInThrottlePolicy = Record<ThrottleKind, ThrottlePolicy>;

const PER_CLIENT: ThrottlePolicy = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  waitIncrementSeconds: 60,
  maxWaitSeconds: 15 * 60,
  fastFailures: 2,
  slowdownStepMs: 500,
  maxSlowdownMs: 2_000,
};

export const DEFAULT_THROTTLE_POLICY: SignInThrottlePolicy = {
  pair: PER_CLIENT,
  address: PER_CLIENT,
  device: PER_CLIENT,
  account: {
    maxFailures: 100,
    windowSeconds: 60 * 60,
    waitIncrementSeconds: 15 * 60,
    maxWaitSeconds: 60 * 60,
    fastFailures: 9,
    slowdownStepMs: 250,
    maxSlowdownMs: 5_000,
  },
};

/** The policy with some numbers replaced, kind by kind (tests and `ServerOptions.signInThrottle`). */
export type ThrottleOverrides = Partial<Record<ThrottleKind, Partial<ThrottlePolicy>>>;

export function throttlePolicy(overrides: ThrottleOverrides = {}): SignInThrottlePolicy {
  const kinds = Object.keys(DEFAULT_THROTTLE_POLICY) as ThrottleKind[];
  return Object.fromEntries(
    kinds.map((kind) => [kind, { ...DEFAULT_THROTTLE_POLICY[kind], ...overrides[kind] }]),
  ) as SignInThrottlePolicy;
}

/** Seconds a key is locked after its `failures`-th counted failure (0 below the limit); the SQL of the store computes the same. */
export function lockSeconds(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.maxFailures) return 0;
  return Math.min(policy.maxWaitSeconds, policy.waitIncrementSeconds * Math.floor(failures / policy.maxFailures));
}

/** How long the attempt that brings the count to `failures` waits before its password is checked, in ms. */
export function slowdownMs(policy: ThrottlePolicy, failures: number): number {
  return Math.min(policy.maxSlowdownMs, Math.max(0, failures - policy.fastFailures) * policy.slowdownStepMs);
}

export interface ThrottleKey {
  kind: ThrottleKind;
  key: string;
}

/** A user name as counted: trimmed, lower-cased, cut at 256 characters (no row grows with the input). */
export const accountKeyName = (username: string) => username.trim().toLowerCase().slice(0, 256);

/**
 * The keys one attempt counts against: the device cookie's alone for a browser this account signed in from
 * before (`trustedDevice`, the cookie's id), else the pair, the address and the account.
 */
export function throttleKeys(username: string, address: string | undefined, trustedDevice?: string): ThrottleKey[] {
  if (trustedDevice) return [{ kind: 'device', key: `device:${trustedDevice}` }];
  const from = address || 'unknown';
  const name = accountKeyName(username);
  const keys: ThrottleKey[] = [{ kind: 'address', key: `address:${from}` }];
  if (name) keys.unshift({ kind: 'pair', key: `pair:${name}@${from}` }, { kind: 'account', key: `account:${name}` });
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
      /** Each key's count, this attempt included. */
      failures: Partial<Record<ThrottleKind, number>>;
      /** How long to wait before the password is checked. */
      delayMs: number;
    };

export interface SignInThrottle {
  readonly policy: SignInThrottlePolicy;
  /**
   * Counts the attempt as a failure of every key before the password is checked, so guesses sent in
   * parallel cannot slip past a limit, and refuses it while any of its keys is locked.
   */
  begin(keys: readonly ThrottleKey[]): Promise<AttemptStart>;
  /** The password was right: the pair's and the device's counts go; the address and account take back this attempt only. */
  succeeded(keys: readonly ThrottleKey[]): Promise<void>;
  /** Seconds until the longest lock among `keys` ends, or 0 when none is locked. */
  retryAfter(keys: readonly ThrottleKey[]): Promise<number>;
}
