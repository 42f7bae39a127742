import type { Database } from './db/client';

/** What every backend's handlers are built from. */
export interface BackendDeps {
  db: Database;
  /** Where uploaded photos are kept (PHOTOS_DIR, default ./data/photos). */
  photosDir: string;
}
