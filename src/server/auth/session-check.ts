import type { JWTPayload } from 'jose';
import type { Database } from '../db/client';
import { unauthorized } from '../http/errors';
import { createSessionsRepository } from './sessionsRepository';

/** The access token claim naming the provider grant (the sign-in session) a token was issued under. */
export const GRANT_CLAIM = 'grant_id';

/** How long one answer about a grant is reused, in milliseconds: the longest a revoked token still works. */
export const DEFAULT_SESSION_CHECK_TTL_MS = 4_000;

export const SESSION_ENDED = 'The session has ended (signed out, password reset, account disabled or deleted); sign in again';

export interface SessionCheck {
  /** Throws HttpError 401 unless the sign-in session of the verified token (`claims`, `token`) is still live. */
  assertLive(claims: JWTPayload, token: string): Promise<void>;
}

export interface SessionCheckOptions {
  /** Milliseconds an answer is cached per session (default 4,000; 0 asks on every call). */
  ttlMs?: number;
  /** Most sessions remembered at once (default 10,000); the oldest answers are dropped beyond it. */
  maxEntries?: number;
}

interface Entry {
  live: Promise<boolean>;
  at: number;
}

/** Answers "is this session live" remembered for `ttlMs`; concurrent questions share one lookup, failures are not kept. */
export function cachedAnswers(options: SessionCheckOptions = {}) {
  const ttlMs = options.ttlMs ?? DEFAULT_SESSION_CHECK_TTL_MS;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, Entry>();
  return (key: string, lookup: () => Promise<boolean>): Promise<boolean> => {
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && now - cached.at < ttlMs) return cached.live;
    const entry: Entry = { live: lookup(), at: now };
    entry.live.catch(() => cache.delete(key));
    if (ttlMs > 0) {
      cache.delete(key);
      cache.set(key, entry);
      if (cache.size > maxEntries) {
        for (const [oldKey, old] of cache) {
          if (cache.size <= maxEntries && now - old.at < ttlMs) break;
          cache.delete(oldKey);
        }
      }
    }
    return entry.live;
  };
}

/**
 * The server-side session check of the embedded identity provider, for every backend: a JWT access token
 * is accepted only while the grant it names is still in the provider's store (shared.idp_payload, model
 * `Grant`) for the token's subject, and that account still exists and is enabled. Signing out, an admin
 * resetting the password, disabling or deleting the account delete the grants at once, so a token stops
 * working within the cache time (`ttlMs`, 4 s by default, so well within the promised 5 s) in every
 * process sharing the database.
 */
export function createSessionCheck(db: Pick<Database, 'query'>, options: SessionCheckOptions = {}): SessionCheck {
  const answer = cachedAnswers(options);
  const sessions = createSessionsRepository(db);
  const lookup = (grantId: string, subject: string) => sessions.isGrantLive(grantId, subject);

  return {
    async assertLive(claims) {
      const grantId = claims[GRANT_CLAIM];
      const subject = claims.sub;
      if (typeof grantId !== 'string' || !grantId || typeof subject !== 'string') {
        throw unauthorized('The access token names no sign-in session (grant_id)');
      }
      if (!(await answer(`${grantId}\u0000${subject}`, () => lookup(grantId, subject)))) throw unauthorized(SESSION_ENDED);
    },
  };
}
