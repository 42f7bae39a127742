import { http, HttpResponse } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import { createLanguages } from '../fixtures/recipes';
import { useLangualApi } from './displayNames';
import {
  allergensFromFacts,
  ALLERGENS,
  ANIMAL_ORIGINS,
  dietsFromFacts,
  GLUTEN_CEREALS,
  reasonsAfterSave,
  saysLactoseFree,
  type FoodFacts,
} from '../../src/domain';
import type {
  FoodGroupSummary,
  Ingredient,
  IngredientImportRequest,
  IngredientInput,
  IngredientSummary,
  IngredientUnitInput,
  LangualTerm,
} from '../../src/services/generated/appApi.generated';

/** One request the SPA made. */
export interface FcdbCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

export interface FcdbApiOptions {
  ingredients: Ingredient[];
  /** The total the list reports (default: the number of ingredients). */
  total?: number;
  foodGroups?: FoodGroupSummary[];
  /** The LanguaL thesaurus (terms without parentId are the facets). */
  langual?: LangualTerm[];
  /** The visibility call answers 500. */
  failVisibility?: boolean;
  /** Unit names a recipe uses: deleting one answers 409 UNIT_IN_USE. */
  unitsInUse?: string[];
  /** Ids (in the other country) that this context already has: importing one answers 409. */
  alreadyImported?: number[];
  /** The save answers this status instead of 204. */
  saveStatus?: number;
  /** The save answers 200 with this body (an error the server put in a success status) and saves nothing. */
  saveOkWithBody?: unknown;
  /** The duplicate answers 500. */
  failDuplicate?: boolean;
  /** The import answers 500. */
  failImport?: boolean;
  /** The unit list save answers 500. */
  failUnits?: boolean;
  /** Ids the other country does not have: importing one answers 404. */
  unknownAbroad?: number[];
  /** Ids recipes use: deleting one answers 409 INGREDIENT_IN_USE. */
  usedByRecipes?: number[];
}

const problem = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });

export function createIngredient(overrides: Partial<Ingredient> = {}): Ingredient {
  return {
    idIngredient: 101,
    version: 1,
    name: 'Spinach, raw',
    englishName: 'Spinach',
    source: 'SR28',
    externalID: '11457',
    hideFromUser: false,
    energy: 23,
    protein: 2.86,
    fat: 0.39,
    carbohydrate: 3.63,
    units: [{ idUnit: 1, name: 'GRAMS', quantityInGrams: 1 }],
    languaLDescriptors: [],
    nameTranslations: [],
    groups: [],
    foodRestrictions: [],
    animalOrigins: [],
    glutenCereals: [],
    factReasons: {},
    allergens: [],
    suitableDiets: [
      'LACTO_OVO_VEGETARIAN',
      'PESCETARIAN',
      'LACTO_VEGETARIAN',
      'OVO_VEGETARIAN',
      'VEGAN',
      'LACTOSE_FREE',
      'NO_PORK',
    ],
    dataIssues: [],
    ...overrides,
  };
}

/** The reason the mock server gives a fact a save adds (the real one names the user and the day). */
export const MOCK_SET_BY = 'set by nutritionist on 2026-01-02';

/** What the server stores of a save's facts: the lists, the derived diets and allergens, the reasons. */
function savedFacts(ingredient: Ingredient, body: IngredientInput): Partial<Ingredient> {
  const facts: FoodFacts = {
    animalOrigins: ANIMAL_ORIGINS.filter((o) => (body.animalOrigins ?? ingredient.animalOrigins ?? []).includes(o)),
    glutenCereals: GLUTEN_CEREALS.filter((c) => (body.glutenCereals ?? ingredient.glutenCereals ?? []).includes(c)),
    allergens: ALLERGENS.filter((a) => (body.allergens ?? []).includes(a)),
  };
  return {
    animalOrigins: [...facts.animalOrigins],
    glutenCereals: [...facts.glutenCereals],
    allergens: allergensFromFacts(facts),
    suitableDiets: dietsFromFacts(facts, saysLactoseFree(body.name)),
    factReasons: reasonsAfterSave(ingredient.factReasons ?? {}, facts, MOCK_SET_BY),
  };
}

const summaryOf = (i: Ingredient): IngredientSummary => ({
  idIngredient: i.idIngredient,
  name: i.name,
  englishName: i.englishName,
  source: i.source,
  hideFromUser: i.hideFromUser,
  energyKcal: i.energy,
  unitCount: i.units.filter((u) => u.name !== 'GRAMS').length,
  usedInRecipes: 0,
});

/**
 * The FCDB operations of openapi/api.yaml over an in-memory list, and the list of the search service
 * (GET /search/ingredients: `name` matched in name or English name, paged by offset and count, the total,
 * or `total` when given, in x-result-count; recording the query), save answers 204 and adds one to the version (409 INGREDIENT_VERSION_CONFLICT
 * for a stale one; the returned `ingredients` are that list, so a test can change one "as someone else"),
 * units replace the list (409 UNIT_IN_USE for a unit in use), import answers the new ingredient or 409.
 */
export function useFcdbApi(options: FcdbApiOptions) {
  const ingredients = structuredClone(options.ingredients);
  const calls: FcdbCall[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.headers.get('content-type')?.includes('json') ? await request.clone().json() : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
  };
  const find = (id: unknown) => ingredients.find((i) => String(i.idIngredient) === String(id));
  const notFound = () => problem(404, 'NOT_FOUND', 'Ingredient not found');
  server.use(
    http.get(apiUrl('search', '/ingredients'), async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      const name = query.get('name')?.toLowerCase();
      const found = ingredients.filter(
        (i) => !name || i.name.toLowerCase().includes(name) || (i.englishName ?? '').toLowerCase().includes(name),
      );
      const offset = Number(query.get('offset') ?? 0);
      const count = Number(query.get('count') ?? 20);
      return HttpResponse.json(found.slice(offset, offset + count).map(summaryOf), {
        headers: { 'x-result-count': String(options.total ?? found.length) },
      });
    }),
    http.get(apiUrl('api', '/ingredient/available-units'), () =>
      HttpResponse.json(['GRAMS', 'UNIT', 'SLICE', 'PIECE', 'TEASPOON', 'TABLESPOON', 'CUP']),
    ),
    http.get(apiUrl('api', '/ingredient/:id'), async ({ request, params }) => {
      await record(request);
      const ingredient = find(params.id);
      return ingredient ? HttpResponse.json(ingredient) : notFound();
    }),
    http.post(apiUrl('api', '/ingredient/import'), async ({ request }) => {
      await record(request);
      if (options.failImport) return problem(500, 'INTERNAL', 'Something failed');
      const body = (await request.json()) as IngredientImportRequest;
      if (options.unknownAbroad?.includes(body.idIngredient))
        return problem(404, 'NOT_FOUND', `Ingredient ${body.idIngredient} not found in ${body.country.toUpperCase()}`);
      if (options.alreadyImported?.includes(body.idIngredient))
        return problem(409, 'INGREDIENT_ALREADY_EXISTS', 'Ingredient already exists');
      const created = createIngredient({ idIngredient: 900 + body.idIngredient, name: `Imported ${body.idIngredient}` });
      ingredients.push(created);
      options.alreadyImported = [...(options.alreadyImported ?? []), body.idIngredient];
      return HttpResponse.json(created);
    }),
    http.post(apiUrl('api', '/ingredient/:id/visibility'), async ({ request, params }) => {
      await record(request);
      if (options.failVisibility) return problem(500, 'INTERNAL', 'Something failed');
      const ingredient = find(params.id);
      if (!ingredient) return notFound();
      ingredient.hideFromUser = new URL(request.url).searchParams.get('hidden') === 'true';
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('api', '/ingredient/:id/units'), async ({ request, params }) => {
      await record(request);
      const ingredient = find(params.id);
      if (!ingredient) return notFound();
      if (options.failUnits) return problem(500, 'INTERNAL', 'Something failed');
      const body = (await request.json()) as IngredientUnitInput[];
      const removed = ingredient.units.filter((u) => !body.some((b) => b.idUnit !== undefined && b.idUnit === u.idUnit));
      if (removed.some((u) => options.unitsInUse?.includes(u.name)))
        return problem(409, 'UNIT_IN_USE', 'The unit is used by a recipe');
      let next = 50;
      ingredient.units = body.map((u) => ({ ...u, idUnit: u.idUnit ?? next++ }));
      return HttpResponse.json(ingredient.units);
    }),
    http.post(apiUrl('api', '/ingredient/:id/duplicate'), async ({ request, params }) => {
      await record(request);
      const ingredient = find(params.id);
      if (!ingredient) return notFound();
      if (options.failDuplicate) return problem(500, 'INTERNAL', 'Something failed');
      const copy = {
        ...structuredClone(ingredient),
        idIngredient: 500 + ingredient.idIngredient,
        name: `${ingredient.name} (copy)`,
      };
      ingredients.push(copy);
      return HttpResponse.json(copy);
    }),
    http.post(apiUrl('api', '/ingredient/:id'), async ({ request, params }) => {
      await record(request);
      const ingredient = find(params.id);
      if (!ingredient) return notFound();
      if (options.saveStatus && options.saveStatus !== 204) return problem(options.saveStatus, 'BAD_REQUEST', 'Refused');
      if (options.saveOkWithBody !== undefined) return HttpResponse.json(options.saveOkWithBody, { status: 200 });
      const body = (await request.clone().json()) as IngredientInput;
      // Optimistic locking as the server does it: a stale version is 409 and changes nothing.
      if (body.version !== ingredient.version)
        return HttpResponse.json(
          {
            code: 'INGREDIENT_VERSION_CONFLICT',
            field: 'version',
            message: `The ingredient was changed by someone else (you loaded version ${body.version}, it is now version ${ingredient.version}); reload it and apply your changes again`,
          },
          { status: 409 },
        );
      Object.assign(ingredient, body, savedFacts(ingredient, body), { version: ingredient.version + 1 });
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(apiUrl('api', '/ingredient/:id'), async ({ request, params }) => {
      await record(request);
      const index = ingredients.findIndex((i) => String(i.idIngredient) === String(params.id));
      if (index < 0) return notFound();
      if (options.usedByRecipes?.includes(Number(params.id)))
        return problem(409, 'INGREDIENT_IN_USE', 'The ingredient is used by recipes; remove it from them before deleting it');
      ingredients.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl('api', '/foodgroup/'), () => HttpResponse.json(options.foodGroups ?? [])),
    http.get(apiUrl('api', '/ingredientgroup'), () => HttpResponse.json([], { headers: { 'x-result-count': '0' } })),
    http.get(apiUrl('api', '/languages'), () => HttpResponse.json(createLanguages())),
  );
  // The LanguaL thesaurus as the tree browser reads it (roots, search, one term, parent, children).
  const langual = useLangualApi(options.langual ?? []);
  const callsTo = (method: string, path: string | RegExp) =>
    calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path.endsWith(path) : path.test(c.path)));
  return { calls, callsTo, ingredients, langualCallsTo: langual.callsTo };
}
