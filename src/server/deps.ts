import type { Database } from './db/client';
import type { AccountStore } from './idp';
import type { Queue } from './db/queue';

/** The account store's contract, for backends (which never import the identity provider itself). */
export type { AccountStore };

/** What every backend's handlers are built from. */
export interface BackendDeps {
  db: Database;
  /** The process's durable queue (db/queue.ts); absent where nothing is queued (tests of handlers alone). */
  queue?: Queue;
  /** Where uploaded photos are kept (PHOTOS_DIR, default ./data/photos). */
  photosDir: string;
  /** The embedded identity provider's accounts; absent with an external Keycloak. */
  accounts?: AccountStore;
  /** PASSWORD_MIN_LENGTH: the shortest password an admin may set (default 12, domain/passwordPolicy.ts). */
  passwordMinLength?: number;
  /**
   * Runs `task` in the background once the server listens (a served process, not `inject` in tests): warming
   * caches ahead of the first request. Absent: nothing is warmed.
   */
  afterListen?: (task: () => Promise<void>) => void;
  /** Runs `task` when the server closes (stopping a backend's threads). Absent: nothing is run. */
  onClose?: (task: () => Promise<void>) => void;
}
