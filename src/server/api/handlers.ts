import type { HandlerMap } from '../http';
import { requirePrincipal } from '../auth';
import { COUNTRIES } from '../db/contexts';
import { UNIT_NAMES } from '../../domain/catalogueEnums';
import type { BackendDeps } from '../deps';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { createRecipeHandlers } from './recipes';
import { createSettingsHandlers } from './settings';
import { createUserHandlers } from './users';


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
