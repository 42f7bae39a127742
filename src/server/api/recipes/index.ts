import type { HandlerMap } from '../../http';
import type { BackendDeps } from '../../deps';

/** Recipe, lookup and photo operations of the app API (openapi/api.yaml). */
export function createRecipeHandlers(_deps: BackendDeps): HandlerMap {
  return {};
}
