import { http, HttpResponse } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import { restrictionSummaryOf, summaryOf } from '../fixtures/catalogue';
import type {
  FoodGroup,
  FoodGroupInput,
  FoodRestriction,
  FoodRestrictionInput,
  IngredientRef,
} from '../../src/services/generated/appApi.generated';
import type { IngredientSummary } from '../../src/services/generated/searchApi.generated';

/** One request the SPA made. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
  headers: Headers;
}

/** The error shape of the documents. */
const problem = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

function recorder() {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.headers.get('content-type')?.includes('json') ? await request.clone().json() : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body, headers: request.headers });
  };
  const callsTo = (method: string, path: string | RegExp) =>
    calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path.endsWith(path) : path.test(c.path)));
  return { calls, record, callsTo };
}

/** The search backend's ingredient search, as the pickers call it: the hits whose name contains the text. */
export function useIngredientSearch(ingredients: IngredientSummary[]) {
  const { calls, record } = recorder();
  server.use(
    http.get(apiUrl('search', '/ingredients'), async ({ request }) => {
      await record(request);
      const name = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase();
      const hits = ingredients.filter((i) => `${i.name} ${i.englishName ?? ''}`.toLowerCase().includes(name));
      return HttpResponse.json(hits, { headers: { 'x-result-count': String(hits.length) } });
    }),
  );
  return calls;
}

const refOf = (hit: IngredientSummary | IngredientRef): IngredientRef => ({
  idIngredient: hit.idIngredient,
  name: hit.name,
  englishName: hit.englishName,
});

/**
 * The food group operations of openapi/api.yaml over an in-memory list: the list answers summaries
 * by name, save creates (no idGroup) or renames, adding ingredients answers the group after the
 * change, removing answers 204, deleting a group of a known type answers 409 FOOD_GROUP_KNOWN_TYPE.
 */
export function useFoodGroupApi(initial: FoodGroup[], catalogue: IngredientSummary[] = []) {
  const groups = structuredClone(initial);
  const { calls, record, callsTo } = recorder();
  const find = (id: unknown) => groups.find((g) => String(g.idGroup) === String(id));
  const notFound = (id: unknown) => problem(404, 'NOT_FOUND', `Food group ${String(id)} not found`);
  server.use(
    http.get(apiUrl('api', '/foodgroup/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([...groups].sort((a, b) => a.name.localeCompare(b.name)).map(summaryOf));
    }),
    http.post(apiUrl('api', '/foodgroup/'), async ({ request }) => {
      await record(request);
      const input = (await request.json()) as FoodGroupInput;
      if (input.idGroup === undefined) {
        const created: FoodGroup = {
          idGroup: Math.max(0, ...groups.map((g) => g.idGroup)) + 1,
          name: input.name,
          ingredients: [],
        };
        groups.push(created);
        return HttpResponse.json(created);
      }
      const group = find(input.idGroup);
      if (!group) return notFound(input.idGroup);
      group.name = input.name;
      return HttpResponse.json(group);
    }),
    http.get(apiUrl('api', '/foodgroup/:id'), async ({ request, params }) => {
      await record(request);
      const group = find(params.id);
      return group ? HttpResponse.json(group) : notFound(params.id);
    }),
    http.delete(apiUrl('api', '/foodgroup/:id'), async ({ request, params }) => {
      await record(request);
      const group = find(params.id);
      if (!group) return notFound(params.id);
      if (group.knownFoodGroupType)
        return problem(409, 'FOOD_GROUP_KNOWN_TYPE', 'Groups with a type known by the system cannot be deleted');
      groups.splice(groups.indexOf(group), 1);
      return noContent();
    }),
    http.post(apiUrl('api', '/foodgroup/:idGroup/ingredient'), async ({ request, params }) => {
      await record(request);
      const group = find(params.idGroup);
      if (!group) return notFound(params.idGroup);
      const ids = new URL(request.url).searchParams.getAll('idIngredient').map(Number);
      if (ids.length === 0) return problem(400, 'VALIDATION_ERROR', 'idIngredient is required');
      for (const id of ids) {
        if (group.ingredients.some((i) => i.idIngredient === id)) continue;
        const hit = catalogue.find((i) => i.idIngredient === id);
        if (!hit) return problem(404, 'NOT_FOUND', `Ingredient ${id} not found`);
        group.ingredients.push(refOf(hit));
      }
      return HttpResponse.json(group);
    }),
    http.delete(apiUrl('api', '/foodgroup/:id/ingredient'), async ({ request, params }) => {
      await record(request);
      const group = find(params.id);
      if (!group) return notFound(params.id);
      const id = Number(new URL(request.url).searchParams.get('idIngredient'));
      group.ingredients = group.ingredients.filter((i) => i.idIngredient !== id);
      return noContent();
    }),
  );
  return { groups, calls, callsTo };
}

/**
 * The food restriction operations of openapi/api.yaml over an in-memory list: save creates (no id)
 * or replaces, and answers the restriction with its excluded ingredients.
 */
export function useFoodRestrictionApi(initial: FoodRestriction[], catalogue: IngredientSummary[] = []) {
  const restrictions = structuredClone(initial);
  const { calls, record, callsTo } = recorder();
  const find = (id: unknown) => restrictions.find((r) => String(r.idFoodRestriction) === String(id));
  const notFound = (id: unknown) => problem(404, 'NOT_FOUND', `Food restriction ${String(id)} not found`);
  const known = (id: number): IngredientRef | undefined => {
    const hit =
      catalogue.find((i) => i.idIngredient === id) ??
      restrictions.flatMap((r) => r.ingredientsToExclude).find((i) => i.idIngredient === id);
    return hit && refOf(hit);
  };
  server.use(
    http.get(apiUrl('api', '/food-restrictions'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([...restrictions].sort((a, b) => a.name.localeCompare(b.name)).map(restrictionSummaryOf));
    }),
    http.post(apiUrl('api', '/food-restrictions/'), async ({ request }) => {
      await record(request);
      const input = (await request.json()) as FoodRestrictionInput;
      const excluded = input.ingredientsToExclude.map(known);
      if (excluded.some((i) => !i)) return problem(404, 'NOT_FOUND', 'Ingredient not found');
      const ingredientsToExclude = excluded.filter((i): i is IngredientRef => !!i);
      if (input.id === undefined) {
        const created: FoodRestriction = {
          idFoodRestriction: Math.max(0, ...restrictions.map((r) => r.idFoodRestriction)) + 1,
          name: input.name,
          enabled: input.enabled,
          ingredientsToExclude,
        };
        restrictions.push(created);
        return HttpResponse.json(created);
      }
      const existing = find(input.id);
      if (!existing) return notFound(input.id);
      Object.assign(existing, { name: input.name, enabled: input.enabled, ingredientsToExclude });
      return HttpResponse.json(existing);
    }),
    http.get(apiUrl('api', '/food-restrictions/:id'), async ({ request, params }) => {
      await record(request);
      const restriction = find(params.id);
      return restriction ? HttpResponse.json(restriction) : notFound(params.id);
    }),
    http.delete(apiUrl('api', '/food-restrictions/:id'), async ({ request, params }) => {
      await record(request);
      const restriction = find(params.id);
      if (!restriction) return notFound(params.id);
      restrictions.splice(restrictions.indexOf(restriction), 1);
      return noContent();
    }),
  );
  return { restrictions, calls, callsTo };
}
