/**
 * A per-context cache of the recommender's candidate recipes (candidatesRepository.ts), shared by every
 * plan request of a backend: read once per context; a cheap fingerprint is checked at most every
 * FINGERPRINT_CHECK_MS (a changed catalogue is reloaded before the request is answered), and the whole set is
 * reloaded after TTL_MS in any case, in the background while requests keep the set they have (reading 4,400
 * recipes takes 1-2 s: a plan request must not wait for it when nothing changed). A catalogue change made by
 * this process (catalogueChanged, after an API save commits) makes the next read reload at once. `warm` loads
 * the contexts ahead of the first request (`npm start` does, in the background).
 *
 * One cache per process and database (candidateCacheFor): the plan requests, the warm-up and the test-run
 * worker read the same sets, loaded once, and a change reloads them once for all.
 */
import { catalogueGeneration, forContext, unitOfWork, type ContextDatabase, type Country, type Database } from '../db';
import { createCandidatesRepository, type CandidateSet } from './candidatesRepository';

export type { CandidateSet } from './candidatesRepository';

export const FINGERPRINT_CHECK_MS = 2_000;
export const TTL_MS = 10 * 60_000;

interface Entry {
  set: CandidateSet;
  checkedAt: number;
  /** This process's catalogue generation of the context when the load began. */
  generation: number;
}

export function createCandidateCache(clock: () => number = Date.now) {
  const entries = new Map<Country, Entry>();
  const loading = new Map<Country, { promise: Promise<CandidateSet>; generation: number }>();

  /** Reloads the set of a context (one load at a time per context and catalogue generation). */
  function reload(db: ContextDatabase): Promise<CandidateSet> {
    const ctx = db.context;
    const generation = catalogueGeneration(ctx);
    const pending = loading.get(ctx);
    if (pending && pending.generation === generation) return pending.promise;
    const promise = unitOfWork(db, (tx) => createCandidatesRepository(tx, clock))(async (candidates) => {
      const set = await candidates.load();
      // A load that began before a later one does not replace it.
      if ((entries.get(ctx)?.generation ?? -1) <= generation) entries.set(ctx, { set, checkedAt: clock(), generation });
      return set;
    }).finally(() => {
      if (loading.get(ctx)?.promise === promise) loading.delete(ctx);
    });
    loading.set(ctx, { promise, generation });
    return promise;
  }

  async function refresh(db: ContextDatabase): Promise<CandidateSet> {
    const cached = entries.get(db.context);
    if (!cached) return reload(db);
    const fingerprint = await unitOfWork(db, (tx) => createCandidatesRepository(tx, clock))((candidates) =>
      candidates.fingerprint(),
    );
    if (fingerprint !== cached.set.fingerprint) return reload(db);
    cached.checkedAt = clock();
    // Unchanged but old: answer with it, reload behind.
    if (clock() - cached.set.loadedAt >= TTL_MS && !loading.has(db.context)) reload(db).catch(() => undefined);
    return cached.set;
  }

  return {
    /** The candidates of the context `db` belongs to, from the cache when it is still current. */
    async get(db: ContextDatabase): Promise<CandidateSet> {
      const cached = entries.get(db.context);
      if (cached && cached.generation !== catalogueGeneration(db.context)) return reload(db); // changed by this process
      if (cached && clock() - cached.checkedAt < FINGERPRINT_CHECK_MS && clock() - cached.set.loadedAt < TTL_MS)
        return cached.set;
      return refresh(db);
    },
    /**
     * Loads the candidates of `contexts` one after the other (a context that fails is skipped: its first request
     * loads it), so the first plan request of each does not wait for them. Resolves to the contexts loaded.
     */
    async warm(db: Database, contexts: readonly Country[]): Promise<{ context: Country; set: CandidateSet }[]> {
      const done: { context: Country; set: CandidateSet }[] = [];
      for (const context of contexts) {
        try {
          done.push({ context, set: await this.get(forContext(db, context)) });
        } catch {
          // Not migrated or unreadable here: left to the first request, which reports it.
        }
      }
      return done;
    },
    invalidate(ctx?: Country) {
      if (ctx) entries.delete(ctx);
      else entries.clear();
    },
  };
}
export type CandidateCache = ReturnType<typeof createCandidateCache>;

const perDatabase = new WeakMap<Database, CandidateCache>();

/** The process's one candidate cache for `db`: the planner's handlers, its warm-up and its test-run worker share it. */
export function candidateCacheFor(db: Database): CandidateCache {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = createCandidateCache();
    perDatabase.set(db, cache);
  }
  return cache;
}
