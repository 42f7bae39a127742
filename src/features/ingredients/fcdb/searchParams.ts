import type { SearchIngredientsApiArg } from './fcdbApi';

/** Tables show 20 rows a page (section 9). */
export const PAGE_SIZE = 20;

export const UNITS_FILTERS = ['ALL', 'WITH_UNITS', 'WITHOUT_UNITS'] as const;
export const VISIBILITY_FILTERS = ['ALL', 'HIDDEN', 'VISIBLE'] as const;
export const INGREDIENT_GROUP_FILTERS = ['ALL', 'WITH_IG', 'WITHOUT_IG'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? 0);
  return Number.isInteger(page) && page > 0 ? page : 0;
}

export function lastPage(total: number): number {
  return Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
}

/** includeLanguaLSubtree is true unless the URL says false. */
export function readIncludeSubtree(params: URLSearchParams): boolean {
  return params.get('includeLanguaLSubtree') !== 'false';
}

/**
 * The /ingredients/fcdb URL as the search service's call (GET /search/ingredients, model NUTRITIONIST_UI):
 * page p is offset 20 x p, count 20; search is `name`, the foodGroup list `idGroup`; languaLID list with
 * includeLanguaLSubtree (default true, always sent); onlyUsedInRecipes, the three ALL/... filters and
 * withDataIssues. Other defaults are left out so equal screens share a cache entry.
 */
export function listArgFromUrl(params: URLSearchParams): SearchIngredientsApiArg {
  const arg: SearchIngredientsApiArg = {
    offset: readPage(params) * PAGE_SIZE,
    count: PAGE_SIZE,
    model: 'NUTRITIONIST_UI',
    includeLanguaLSubtree: readIncludeSubtree(params),
  };
  const search = params.get('search')?.trim();
  if (search) arg.name = search;
  const languaLid = params.getAll('languaLID').filter(Boolean);
  if (languaLid.length) arg.languaLid = languaLid;
  const foodGroup = params
    .getAll('foodGroup')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (foodGroup.length) arg.idGroup = foodGroup;
  if (params.get('onlyUsedInRecipes') === 'true') arg.onlyUsedInRecipes = true;
  const units = oneOf(UNITS_FILTERS, params.get('unitsFilter'));
  if (units && units !== 'ALL') arg.unitsFilter = units;
  const visibility = oneOf(VISIBILITY_FILTERS, params.get('visibilityFilter'));
  if (visibility && visibility !== 'ALL') arg.visibilityFilter = visibility;
  const group = oneOf(INGREDIENT_GROUP_FILTERS, params.get('ingredientGroupFilter'));
  if (group && group !== 'ALL') arg.ingredientGroupFilter = group;
  if (params.get('withDataIssues') === 'true') arg.withDataIssues = true;
  return arg;
}

export type FilterChanges = Record<string, string | readonly string[] | undefined>;

/**
 * The URL after a filter change: empty values and defaults are dropped, and the page goes back to 0
 * (section 4: changing any list filter resets page to 0).
 */
export function withFilters(params: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
    for (const v of values) if (v !== '') next.append(key, v);
  }
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 0) next.set('page', String(page));
  else next.delete('page');
  return next;
}
