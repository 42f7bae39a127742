/** The three backends the SPA talks to; each is a separate RTK Query API root. */
export type ApiRoot = 'api' | 'search' | 'planner';

const defaultPaths: Record<ApiRoot, string> = { api: '/api', search: '/search', planner: '/planner' };

interface RuntimeConfig {
  baseUrls?: Partial<Record<ApiRoot, string>>;
}

/**
 * Absolute base URL of a backend. Paths are resolved against the page's origin so that the same
 * bundle works behind any host; `window.__NUTRITION_CONFIG__.baseUrls` overrides them (e.g. when
 * the backends run on other hosts). Absolute URLs also keep msw and Node's fetch happy in tests.
 */
export function baseUrlFor(root: ApiRoot): string {
  const config = (globalThis as { __NUTRITION_CONFIG__?: RuntimeConfig }).__NUTRITION_CONFIG__;
  const path = config?.baseUrls?.[root] ?? defaultPaths[root];
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(path, origin).toString().replace(/\/$/, '');
}
