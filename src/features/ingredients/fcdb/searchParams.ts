import type { ListIngredientsApiArg } from './fcdbApi';

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
 * The /ingredients/fcdb URL as the list call: every search param of the screen (languaLID list,
 * search, page from 0, foodGroup list, onlyUsedInRecipes, includeLanguaLSubtree default true, the three
 * ALL/... filters and withDataIssues), 20 a page. Defaults are left out so equal screens share a cache entry.
 */
export function listArgFromUrl(params: URLSearchParams): ListIngredientsApiArg {
  const arg: ListIngredientsApiArg = { page: readPage(params), pageSize: PAGE_SIZE };
  const search = params.get('search')?.trim();
  if (search) arg.search = search;
  const languaLid = params.getAll('languaLID').filter(Boolean);
  if (languaLid.length) {
    arg.languaLid = languaLid;
    if (!readIncludeSubtree(params)) arg.includeLanguaLSubtree = false;
  }
  const foodGroup = params
    .getAll('foodGroup')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (foodGroup.length) arg.foodGroup = foodGroup;
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
