import { http, HttpResponse } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import type {
  IngredientGroup,
  IngredientGroupInput,
  IngredientGroupSummary,
  LangualTerm,
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

const problem = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });

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

const summaryOf = ({ ingredients, ...rest }: IngredientGroup): IngredientGroupSummary => ({
  ...rest,
  ingredientCount: ingredients.length,
});

/**
 * The display-name operations of openapi/api.yaml over an in-memory list. The list pages by
 * `page`/`pageSize` with the total in x-result-count, and keeps groups with an ingredient carrying
 * one of the `languaLID`s (`langualOf` says which descriptors each ingredient has); a save with a
 * name another group has answers 409 INGREDIENT_GROUP_NAME_TAKEN, one without ingredients 400.
 */
export function useDisplayNameApi(
  initial: IngredientGroup[],
  catalogue: IngredientSummary[] = [],
  langualOf: Record<number, string[]> = {},
) {
  const groups = structuredClone(initial);
  const { calls, record, callsTo } = recorder();
  const find = (id: unknown) => groups.find((g) => String(g.idIngredientGroup) === String(id));
  const notFound = (id: unknown) => problem(404, 'NOT_FOUND', `Display name ${String(id)} not found`);
  const write = (input: IngredientGroupInput, id?: number): IngredientGroup | Response => {
    if (!input.ingredientIds.length) return problem(400, 'VALIDATION_ERROR', 'A display name needs at least one FCDB ingredient');
    if (groups.some((g) => g.name.toLowerCase() === input.name.toLowerCase() && g.idIngredientGroup !== id))
      return problem(409, 'INGREDIENT_GROUP_NAME_TAKEN', `A display name called "${input.name}" already exists`);
    const known = groups.flatMap((g) => g.ingredients);
    const ingredients = input.ingredientIds.map((i) => {
      const hit = catalogue.find((c) => c.idIngredient === i) ?? known.find((k) => k.idIngredient === i);
      return { idIngredient: i, name: hit?.name, englishName: hit?.englishName };
    });
    // An ingredient has one display name: it leaves the one it had.
    for (const g of groups) g.ingredients = g.ingredients.filter((i) => !input.ingredientIds.includes(i.idIngredient));
    const saved: IngredientGroup = {
      idIngredientGroup: id ?? Math.max(0, ...groups.map((g) => g.idIngredientGroup)) + 1,
      name: input.name,
      nameTranslations: input.nameTranslations ?? [],
      ingredients,
      ingredientCount: ingredients.length,
    };
    const existing = id === undefined ? undefined : find(id);
    if (existing) Object.assign(existing, saved);
    else groups.push(saved);
    return saved;
  };
  server.use(
    http.get(apiUrl('api', '/ingredientgroup'), async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      const wanted = query.getAll('languaLID');
      const page = Number(query.get('page') ?? 0);
      const size = Number(query.get('pageSize') ?? 20);
      // As the server: the name or a translation contains the search text, case-insensitively.
      const text = (query.get('search') ?? '').trim().toLowerCase();
      const matching = [...groups]
        .filter(
          (g) => !wanted.length || g.ingredients.some((i) => (langualOf[i.idIngredient] ?? []).some((d) => wanted.includes(d))),
        )
        .filter(
          (g) =>
            !text ||
            g.name.toLowerCase().includes(text) ||
            (g.nameTranslations ?? []).some((t) => t.translation.toLowerCase().includes(text)),
        )
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json(matching.slice(page * size, (page + 1) * size).map(summaryOf), {
        headers: { 'x-result-count': String(matching.length) },
      });
    }),
    http.post(apiUrl('api', '/ingredientgroup'), async ({ request }) => {
      await record(request);
      const saved = write((await request.json()) as IngredientGroupInput);
      return saved instanceof Response ? saved : HttpResponse.json(saved, { status: 201 });
    }),
    http.get(apiUrl('api', '/ingredientgroup/:id'), async ({ request, params }) => {
      await record(request);
      const group = find(params.id);
      return group ? HttpResponse.json(group) : notFound(params.id);
    }),
    http.put(apiUrl('api', '/ingredientgroup/:id'), async ({ request, params }) => {
      await record(request);
      if (!find(params.id)) return notFound(params.id);
      const saved = write((await request.json()) as IngredientGroupInput, Number(params.id));
      return saved instanceof Response ? saved : HttpResponse.json(saved);
    }),
    http.delete(apiUrl('api', '/ingredientgroup/:id'), async ({ request, params }) => {
      await record(request);
      const group = find(params.id);
      if (!group) return notFound(params.id);
      groups.splice(groups.indexOf(group), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { groups, calls, callsTo };
}

/**
 * The LanguaL operations over a small thesaurus: GET /langual answers the facets (terms without a
 * parent) or, with `name` (at least 2 characters), the terms whose description or id contains it.
 */
export function useLangualApi(terms: LangualTerm[]) {
  const { calls, record, callsTo } = recorder();
  const find = (id: unknown) => terms.find((t) => t.id === id);
  const notFound = (id: unknown) => problem(404, 'NOT_FOUND', `LanguaL term ${String(id)} not found`);
  // A term is a child of each of its parents (parentId and parentIds), as on the server.
  const isChildOf = (c: LangualTerm, id: unknown) => c.parentId === id || (c.parentIds ?? []).some((p) => p === id);
  const withChildren = (t: LangualTerm): LangualTerm => ({ ...t, hasChildren: terms.some((c) => isChildOf(c, t.id)) });
  server.use(
    http.get(apiUrl('api', '/langual'), async ({ request }) => {
      await record(request);
      const name = new URL(request.url).searchParams.get('name');
      if (name !== null && name.length < 2) return problem(400, 'VALIDATION_ERROR', 'name must have at least 2 characters');
      const hits =
        name === null
          ? terms.filter((t) => !t.parentId)
          : terms.filter((t) => `${t.description} ${t.id}`.toLowerCase().includes(name.toLowerCase()));
      return HttpResponse.json(hits.map(withChildren), { headers: { 'x-result-count': String(hits.length) } });
    }),
    http.get(apiUrl('api', '/langual/:id'), async ({ request, params }) => {
      await record(request);
      const term = find(params.id);
      return term ? HttpResponse.json(withChildren(term)) : notFound(params.id);
    }),
    http.get(apiUrl('api', '/langual/:id/parent'), async ({ request, params }) => {
      await record(request);
      const term = find(params.id);
      if (!term) return notFound(params.id);
      const parent = term.parentId ? find(term.parentId) : undefined;
      return parent ? HttpResponse.json(withChildren(parent)) : notFound(`${String(params.id)} parent`);
    }),
    http.get(apiUrl('api', '/langual/:id/children'), async ({ request, params }) => {
      await record(request);
      if (!find(params.id)) return notFound(params.id);
      return HttpResponse.json(terms.filter((t) => isChildOf(t, params.id)).map(withChildren));
    }),
  );
  return { calls, callsTo };
}
