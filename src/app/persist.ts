import type { Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';

/** localStorage in the browser; an in-memory store where there is none (server-side tools). */
export function defaultPersistStorage(): Storage {
  if (typeof window !== 'undefined' && window.localStorage) return createWebStorage('local');
  const memory = new Map<string, string>();
  return {
    getItem: async (key: string) => memory.get(key) ?? null,
    setItem: async (key: string, value: string) => void memory.set(key, value),
    removeItem: async (key: string) => void memory.delete(key),
  };
}

/** Prefix of every persisted key, versioned so that a shape change can drop old state. */
export const PERSIST_KEY_PREFIX = 'nutrition-backoffice:v1:';

/** Storage that writes a key `delayMs` after its last change (a debounce: redux-persist only throttles). */
export interface DebouncedStorage extends Storage {
  /** Writes what is still waiting, at once. */
  flush(): Promise<void>;
}

export function debouncedStorage(storage: Storage, delayMs: number): DebouncedStorage {
  const pending = new Map<string, { value: string; timer: ReturnType<typeof setTimeout> }>();
  const write = async (key: string) => {
    const entry = pending.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(key);
    await storage.setItem(key, entry.value);
  };
  const flush = async () => {
    await Promise.all([...pending.keys()].map(write));
  };
  // Closing the tab within the delay must not lose the last change.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flush());
  return {
    getItem: async (key: string) => pending.get(key)?.value ?? storage.getItem(key),
    setItem: async (key: string, value: string) => {
      const previous = pending.get(key);
      if (previous) clearTimeout(previous.timer);
      pending.set(key, { value, timer: setTimeout(() => void write(key), delayMs) });
    },
    removeItem: async (key: string) => {
      const previous = pending.get(key);
      if (previous) clearTimeout(previous.timer);
      pending.delete(key);
      await storage.removeItem(key);
    },
    flush,
  };
}

/** Kept navigation state is saved 300 ms after the last change. */
export const NAVIGATION_SAVE_DELAY_MS = 300;
