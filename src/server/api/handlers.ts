import type { HandlerMap } from '../http';
import { requirePrincipal } from '../auth';
import { COUNTRIES } from '../db/contexts';
import type { BackendDeps } from '../deps';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { createRecipeHandlers } from './recipes';
import { createSettingsHandlers } from './settings';
import { createUserHandlers } from './users';

const UNIT_NAMES = [
  'GRAMS', 'UNIT', 'SMALL_UNIT', 'MEDIUM_UNIT', 'LARGE_UNIT', 'SLICE', 'PIECE',
  'TEASPOON', 'TABLESPOON', 'CUP', 'LITER', 'MILLILITER', 'PINCH',
] as const;

/** The app API's handlers, by operationId (openapi/api.yaml). Operations not listed answer 501. */
export function createApiHandlers(deps: BackendDeps): HandlerMap {
  return {
    ...createRecipeHandlers(deps),
    ...createSettingsHandlers(deps),
    ...createUserHandlers(deps),
    getLanguages: async () => ({ defaultLanguage: DEFAULT_LANGUAGE, languages: LANGUAGES }),
    listAvailableUnits: async () => UNIT_NAMES,
    listContexts: async (request) => {
      const { excludeSelf } = request.query as { excludeSelf?: boolean };
      const self = requirePrincipal(request).tokenContext;
      return COUNTRIES.filter((ctx) => !(excludeSelf && ctx === self));
    },
  };
}
