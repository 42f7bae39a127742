import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import { createFoodRestriction, createLanguages, createRecipeStats } from '../fixtures/recipes';
import type { Recipe, RecipeInput } from '../../src/services/generated/appApi.generated';
import { deriveMealRoles, parseMealRoles, type MealRole, type MealType } from '../../src/domain';
import type { RecipeSummary as RecipeRow } from '../../src/services/generated/searchApi.generated';

/** Who the mock server says set the roles a save chose. */
export const MOCK_ROLES_SET_BY = 'set by nutritionist on 2026-01-02';

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r));

/** The roles saveRecipe stores (the server's rule): derived unless others are sent; sent back unchanged, kept. */
export function mealRolesAfterSave(body: RecipeInput, previous?: Recipe): Pick<Recipe, 'mealRoles' | 'mealRolesSetBy'> {
  const mealTypes = (body.tags ?? []).filter((t) => t.category === 'MEAL_TYPE').map((t) => t.name as MealType);
  const derived = deriveMealRoles({ name: body.name, sourceCode: previous?.sourceCode, mealTypes });
  if (!body.mealRoles || sameRoles(body.mealRoles, derived)) return { mealRoles: derived, mealRolesSetBy: null };
  const sent: MealRole[] = parseMealRoles(body.mealRoles);
  const kept = previous?.mealRolesSetBy && sameRoles(sent, previous.mealRoles ?? []);
  return { mealRoles: sent, mealRolesSetBy: kept ? previous.mealRolesSetBy : MOCK_ROLES_SET_BY };
}

/** One request the SPA made, as the recipe tests inspect it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
  headers: Headers;
}

export interface RecipeApiOptions {
  rows?: RecipeRow[];
  total?: number;
  recipes?: Recipe[];
}

/**
 * The recipe screens' backend for msw: lookups answer fixed data, the list answers `rows`, the
 * single-recipe calls answer from `recipes`, and saves echo the body back with a bumped version.
 * Every call is recorded; tests override single handlers with `server.use()`.
 */
export function useRecipeApi({ rows = [], total, recipes = [] }: RecipeApiOptions = {}) {
  const calls: RecordedCall[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown;
    if (request.method !== 'GET' && request.headers.get('content-type')?.includes('json')) body = await request.clone().json();
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body, headers: request.headers });
  };
  const json =
    (data: JsonBodyType) =>
    async ({ request }: { request: Request }) => {
      await record(request);
      return HttpResponse.json(data);
    };
  server.use(
    http.get(apiUrl('search', '/recipes'), async ({ request }) => {
      await record(request);
      return HttpResponse.json(rows, { headers: { 'x-result-count': String(total ?? rows.length) } });
    }),
    http.get(apiUrl('search', '/recipes/stats'), json(createRecipeStats())),
    http.get(apiUrl('search', '/ingredients'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([], { headers: { 'x-result-count': '0' } });
    }),
    http.get(apiUrl('api', '/languages'), json(createLanguages())),
    http.get(apiUrl('api', '/food-restrictions'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([createFoodRestriction()], { headers: { 'x-result-count': '1' } });
    }),
    http.get(apiUrl('api', '/tag'), json([{ idTag: 1, name: 'Quick', category: 'OTHER' }])),
    http.get(apiUrl('api', '/nuts'), json([{ code: 'NL3', name: 'West-Nederland', level: 1 }])),
    http.get(apiUrl('api', '/recipe/recipe-source'), json(['Family cookbook'])),
    http.get(
      apiUrl('api', '/account/authors'),
      json([
        { id: 7, externalID: 'ext-nina', name: 'Nina Nutritionist' },
        { id: 8, externalID: 'ext-olaf', name: 'Olaf' },
      ]),
    ),
    http.get(apiUrl('api', '/recipe/food-restrictions'), json([{ idFoodRestriction: 3, name: 'Gluten free', enabled: true }])),
    http.get(apiUrl('api', '/recipe/generateTags'), json([{ name: 'VEGAN', category: 'DIET' }])),
    http.get(apiUrl('api', '/API/recipes/:id/photos'), json([])),
    http.get(apiUrl('api', '/recipe/:id'), async ({ request, params }) => {
      await record(request);
      const recipe = recipes.find((r) => String(r.idRecipe) === params.id);
      return recipe
        ? HttpResponse.json(recipe)
        : HttpResponse.json({ code: 'NOT_FOUND', message: 'Recipe not found' }, { status: 404 });
    }),
    http.post(apiUrl('api', '/recipe/'), async ({ request }) => {
      await record(request);
      const body = calls[calls.length - 1].body as Recipe;
      const previous = recipes.find((r) => r.idRecipe === body.idRecipe);
      const saved = {
        ...previous,
        ...body,
        ...mealRolesAfterSave(body as RecipeInput, previous),
        idRecipe: body.idRecipe ?? 999,
        version: (body.version ?? 0) + 1,
      } as Recipe;
      // Later loads answer the saved copy, as the server would.
      if (previous) recipes.splice(recipes.indexOf(previous), 1, saved);
      else recipes.push(saved);
      return HttpResponse.json({ success: true, data: saved });
    }),
    http.delete(apiUrl('api', '/recipe/:id'), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    calls,
    /** The recorded calls of one method and path. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.endsWith(path)),
  };
}
