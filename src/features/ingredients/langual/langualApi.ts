/** The LanguaL thesaurus as the browser reads it: the generated, enhanced endpoints of the app API. */
import { appApi } from '../../../services/appApi';

export const {
  useListLangualTermsQuery,
  useGetLangualTermQuery,
  useGetLangualChildrenQuery,
  useLazyGetLangualParentQuery,
  useLazyGetLangualTermQuery,
} = appApi;

export type { LangualTerm } from '../../../services/generated/appApi.generated';

/** The LanguaL search needs at least 2 characters and waits 250 ms after the last keystroke. */
export const LANGUAL_MIN_SEARCH = 2;
export const LANGUAL_DEBOUNCE_MS = 250;

/** How many search results one answer holds (a picker's page). */
export const LANGUAL_SEARCH_PAGE = 100;

/** The root facets (A product type, B food source, ...): fewer than this many. */
export const LANGUAL_FACETS_PAGE = 100;
