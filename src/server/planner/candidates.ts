/**
 * A per-context cache of the recommender's candidate recipes (candidatesRepository.ts), shared by every
 * plan request of a backend: read once per context; a cheap fingerprint is checked at most every
 * FINGERPRINT_CHECK_MS, and the whole set is reloaded after TTL_MS in any case.
 */
import { unitOfWork, type ContextDatabase, type Country } from '../db';
import { createCandidatesRepository, type CandidateSet } from './candidatesRepository';

export type { CandidateSet } from './candidatesRepository';

export const FINGERPRINT_CHECK_MS = 2_000;
export const TTL_MS = 10 * 60_000;

interface Entry {
  set: CandidateSet;
  checkedAt: number;
}

export function createCandidateCache(clock: () => number = Date.now) {
  const entries = new Map<Country, Entry>();
  const loading = new Map<Country, Promise<CandidateSet>>();

  async function refresh(db: ContextDatabase): Promise<CandidateSet> {
    const ctx = db.context;
    const pending = loading.get(ctx);
    if (pending) return pending;
    const p = unitOfWork(db, (tx) => createCandidatesRepository(tx, clock))(async (candidates) => {
      const cached = entries.get(ctx);
      if (cached && clock() - cached.set.loadedAt < TTL_MS && (await candidates.fingerprint()) === cached.set.fingerprint) {
        cached.checkedAt = clock();
        return cached.set;
      }
      const set = await candidates.load();
      entries.set(ctx, { set, checkedAt: clock() });
      return set;
    }).finally(() => loading.delete(ctx));
    loading.set(ctx, p);
    return p;
  }

  return {
    /** The candidates of the context `db` belongs to, from the cache when it is still current. */
    async get(db: ContextDatabase): Promise<CandidateSet> {
      const cached = entries.get(db.context);
      if (cached && clock() - cached.checkedAt < FINGERPRINT_CHECK_MS && clock() - cached.set.loadedAt < TTL_MS)
        return cached.set;
      return refresh(db);
    },
    invalidate(ctx?: Country) {
      if (ctx) entries.delete(ctx);
      else entries.clear();
    },
  };
}
export type CandidateCache = ReturnType<typeof createCandidateCache>;
