import { baseUrlFor, type ApiRoot } from '../../src/services/baseUrls';

/** Absolute URL of a backend path, as the SPA requests it under test. */
export function apiUrl(root: ApiRoot, path: string): string {
  return `${baseUrlFor(root)}${path}`;
}
