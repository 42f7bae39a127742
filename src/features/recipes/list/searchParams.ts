import type { GetRecipeStatsApiArg, SearchRecipesApiArg } from '../recipesApi';

/**
 * Every filter of the recipe list lives in the URL (shareable, back/forward work). This module
 * reads the URL into API arguments and writes filter changes back, always resetting the page.
 */
export const PAGE_SIZE = 20;
/** Sliders: their top value means "no upper limit" and is never sent. */
export const KCAL_MAX = 1000;
export const SERVINGS_MIN = 1;
export const SERVINGS_MAX = 20;
export const TIME_LIMITS = [15, 30, 60] as const;
export const NO_MEAL_TYPE = 'NO_MEAL_TYPE';
export const NO_SEASON = 'NO_SEASON';

const LIST_KEYS = [
  'tagName',
  'suitableDiet',
  'suitableFoodRestrictionID',
  'expertiseLevel',
  'mealType',
  'season',
  'mealRole',
  'withoutAllergen',
] as const;
const NUMBER_KEYS = [
  'authorId',
  'minKcal',
  'maxKcal',
  'minProteinRatio',
  'maxProteinRatio',
  'minFatRatio',
  'maxFatRatio',
  'minCarbsRatio',
  'maxCarbsRatio',
  'minServings',
  'maxServings',
  'maxPreparationTime',
  'maxCookingTime',
  'idIngredient',
] as const;

function num(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

export function readPage(params: URLSearchParams): number {
  return Math.max(0, Math.floor(num(params, 'page') ?? 0));
}

/** The zero-based last page of `total` results (0 when there are none). */
export function lastPage(total: number): number {
  return Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
}

/** The filters shared by the list and the stats view. */
export function filtersFromUrl(params: URLSearchParams): GetRecipeStatsApiArg {
  const arg: Record<string, unknown> = {};
  for (const key of NUMBER_KEYS) {
    const value = num(params, key);
    if (value !== undefined) arg[key] = value;
  }
  for (const key of LIST_KEYS) {
    const values = params.getAll(key);
    if (values.length)
      arg[key === 'suitableFoodRestrictionID' ? 'suitableFoodRestrictionId' : key] =
        key === 'suitableFoodRestrictionID' ? values.map(Number) : values;
  }
  for (const key of ['cuisine', 'lang', 'status'] as const) {
    const value = params.get(key);
    if (value) arg[key] = value;
  }
  const name = params.get('searchText');
  if (name) arg.name = name;
  if (params.get('noMealTypes') === 'true') {
    arg.noMealTypes = true;
    delete arg.mealType;
  }
  if (params.get('noSeasons') === 'true') {
    arg.noSeasons = true;
    delete arg.season;
  }
  return arg as GetRecipeStatsApiArg;
}

/** The list call: the filters plus paging (20 a page, offset = 20 x page) and the energy sort. */
export function listArgFromUrl(params: URLSearchParams): SearchRecipesApiArg {
  const arg: SearchRecipesApiArg = {
    ...filtersFromUrl(params),
    offset: PAGE_SIZE * readPage(params),
    count: PAGE_SIZE,
    model: 'EXTENDED',
    loadRecipeAvailableLanguages: true,
  };
  const direction = params.get('sortDirection');
  if (params.get('sortField') === 'ENERGY_PER_SERVING' && (direction === 'ASC' || direction === 'DESC')) {
    arg.sortField = 'ENERGY_PER_SERVING';
    arg.sortDirection = direction;
  }
  return arg;
}

export type FilterValue = string | number | boolean | readonly (string | number)[] | undefined;

/** A copy of `params` with the given keys set (or removed when empty) and the page reset to 0. */
export function withFilters(params: URLSearchParams, changes: Record<string, FilterValue>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    if (Array.isArray(value)) value.forEach((v) => next.append(key, String(v)));
    else if (value !== undefined && value !== '' && value !== false) next.set(key, String(value));
  }
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 0) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** Energy sort cycles ascending -> descending -> none. */
export function nextEnergySort(params: URLSearchParams): URLSearchParams {
  const current = params.get('sortField') === 'ENERGY_PER_SERVING' ? params.get('sortDirection') : null;
  const direction = current === 'ASC' ? 'DESC' : current === 'DESC' ? undefined : 'ASC';
  return withFilters(params, { sortField: direction ? 'ENERGY_PER_SERVING' : undefined, sortDirection: direction });
}

/**
 * "No meal type" (or "No season") excludes the others: choosing it clears them, choosing any other
 * value clears it.
 */
export function exclusiveSelection(previous: readonly string[], next: readonly string[], none: string): string[] {
  const added = next.filter((v) => !previous.includes(v));
  if (added.includes(none)) return [none];
  if (added.length > 0) return next.filter((v) => v !== none);
  return [...next];
}

/** The URL keys for a meal-type or season selection: the "none" value becomes noMealTypes / noSeasons. */
export function selectionChanges(kind: 'mealType' | 'season', selection: readonly string[]): Record<string, FilterValue> {
  const none = kind === 'mealType' ? NO_MEAL_TYPE : NO_SEASON;
  const flag = kind === 'mealType' ? 'noMealTypes' : 'noSeasons';
  if (selection.includes(none)) return { [kind]: undefined, [flag]: true };
  return { [kind]: selection, [flag]: undefined };
}

export function selectionFromUrl(params: URLSearchParams, kind: 'mealType' | 'season'): string[] {
  if (kind === 'mealType' && params.get('noMealTypes') === 'true') return [NO_MEAL_TYPE];
  if (kind === 'season' && params.get('noSeasons') === 'true') return [NO_SEASON];
  return params.getAll(kind);
}
