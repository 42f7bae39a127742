import type { HandlerMap } from '../../http';
import type { BackendDeps } from '../../deps';

/** Settings operations of the app API that the recommender reads (planning.md section 7). */
export function createSettingsHandlers(_deps: BackendDeps): HandlerMap {
  return {};
}
