/** Languages, units and the country contexts (openapi/api.yaml): constants of src/domain, no database. */
import { COUNTRIES, DEFAULT_LANGUAGE, LANGUAGES, UNIT_NAMES } from '../../../domain';
import { handlersFor } from '../../http';
import type { operations } from '../../generated/api.schema.generated';

export function createContextRoutes() {
  return handlersFor<operations>()({
    getLanguages: () => ({ defaultLanguage: DEFAULT_LANGUAGE, languages: [...LANGUAGES] }),
    listAvailableUnits: () => [...UNIT_NAMES],
    listContexts: ({ query, ctx }) => COUNTRIES.filter((c) => !(query.excludeSelf && c === ctx.principal.tokenContext)),
  });
}
