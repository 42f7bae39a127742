/**
 * What the planner's worker-thread pools (piscina) share: where a thread's module is, how many threads a pool
 * gets, the pool made at its first use, and large read-only data (a candidate set, a test run's settings) handed to the threads as JSON in shared
 * memory, so a task carries a reference instead of a copy and each thread parses a given value once.
 * The pools: the algorithm test runs' (testing/chunkWorker.ts) and the week plans of a request that plans
 * several at once (planThreads.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';

/**
 * The module of a worker thread next to `callerFile` (the caller's `__filename`): the TypeScript source
 * under tsx and jest, where the worker loads tsx first, else the built JavaScript.
 */
export function workerModule(callerFile: string, name: string): { filename: string; execArgv: string[] } {
  const dir = path.dirname(callerFile);
  return callerFile.endsWith('.ts')
    ? { filename: path.join(dir, `${name}.ts`), execArgv: ['--import', 'tsx'] }
    : { filename: path.join(dir, `${name}.js`), execArgv: [] };
}

/** A pool's threads: the machine's cores, at most 4. */
export function defaultThreads(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(4, cores));
}

/** A pool made at its first use (`get`) and stopped by `destroy`; the next `get` makes a new one. */
export interface LazyPool {
  get(): Piscina;
  destroy(): Promise<void>;
}

/**
 * A pool of up to `threads` threads running the module `name` next to `callerFile` (workerModule); idle threads stop
 * after `idleMs`, unless `warm`, which keeps them all and calls `onCreate` (to load each thread's module at once).
 */
export function lazyPool(
  callerFile: string,
  name: string,
  options: { threads: number; idleMs: number; warm?: boolean; onCreate?: (pool: Piscina) => void },
): LazyPool {
  let pool: Piscina | undefined;
  return {
    get() {
      if (!pool) {
        const { filename, execArgv } = workerModule(callerFile, name);
        const { threads, idleMs, warm } = options;
        pool = new Piscina({ filename, execArgv, minThreads: warm ? threads : 0, maxThreads: threads, idleTimeout: idleMs });
        options.onCreate?.(pool);
      }
      return pool;
    },
    async destroy() {
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
  };
}

/** A value's JSON in shared memory, with the key a thread knows it by. */
export interface SharedRef {
  key: string;
  /** `JSON.stringify(value)` as UTF-8 bytes. */
  bytes: SharedArrayBuffer;
}

/** `value` as JSON bytes in shared memory: built once, referenced (not copied) by every task that passes it. */
export function sharedRef(key: string, value: unknown): SharedRef {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const bytes = new SharedArrayBuffer(json.length);
  json.copy(Buffer.from(bytes));
  return { key, bytes };
}

/**
 * In a thread: the value of a shared reference, parsed and passed through `make` once per key; the last `keep`
 * keys are kept (a thread works on a few candidate sets or runs at a time).
 */
export function sharedValues<T, V>(make: (value: T) => V, keep = 3): (ref: SharedRef) => V {
  const values = new Map<string, V>();
  return (ref) => {
    let value = values.get(ref.key);
    if (value === undefined) {
      value = make(JSON.parse(Buffer.from(ref.bytes).toString('utf8')) as T);
      values.set(ref.key, value);
      while (values.size > keep) values.delete(values.keys().next().value as string);
    }
    return value;
  };
}
