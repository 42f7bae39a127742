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
