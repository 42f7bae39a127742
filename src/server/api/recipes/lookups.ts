/** The recipe editor's lookups: tags, generated tags, food restrictions, sources, authors, NUTS regions, picker list. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../auth';
import type { BackendDeps } from '../../deps';
import type { SqlRunner } from '../../db/client';
import { withResultCount } from '../../http';
import { COOKING_METHODS, DIETS, MEAL_TYPES, SEASONS, STORAGES } from '../../../domain/catalogueEnums';
import { recipeDiets, type Diet } from '../../seed/classify';
import { compact, isDbInt, likePattern } from '../../search/sql';
import { badRequest } from './errors';
import { NUTS_REGIONS } from './nuts';

const ENUM_TAGS: [string, readonly string[]][] = [
  ['MEAL_TYPE', MEAL_TYPES], ['SEASON', SEASONS], ['STORAGE', STORAGES], ['COOKING_METHOD', COOKING_METHODS], ['DIET', DIETS],
];

function ingIds(request: FastifyRequest): number[] {
  const { ingId } = (request.query ?? {}) as { ingId?: number[] };
  return [...new Set(ingId ?? [])];
}

export function createRecipeLookups(deps: BackendDeps) {
  const inContext = <T>(request: FastifyRequest, fn: (tx: SqlRunner) => Promise<T>) =>
    deps.db.transaction(fn, { context: requirePrincipal(request).context });

  /** Diets of known ingredients; 400 naming ingId when one is unknown. */
  async function ingredientDiets(request: FastifyRequest, ids: number[]): Promise<Diet[][]> {
    const rows = await inContext(request, (tx) => tx.query<{ id: number; diets: Diet[] }>('SELECT id, diets FROM ingredient WHERE id = ANY($1::int[])', [ids.filter(isDbInt)]));
    const missing = ids.filter((id) => !rows.some((r) => Number(r.id) === id));
    if (missing.length) throw badRequest(`Ingredient ${missing[0]} does not exist`, 'ingId');
    return rows.map((r) => r.diets);
  }

  return {
    listTags: async (request: FastifyRequest) => {
      const other = await inContext(request, (tx) => tx.query<{ name: string }>("SELECT DISTINCT name FROM recipe_tag WHERE category = 'OTHER' ORDER BY name"));
      return [
        ...ENUM_TAGS.flatMap(([category, names]) => names.map((name) => ({ name, category }))),
        ...other.map((o) => ({ name: o.name, category: 'OTHER' })),
      ];
    },

    /** The DIET tags a recipe made of these ingredients gets (the same rule saveRecipe applies). */
    generateRecipeTags: async (request: FastifyRequest) => {
      const ids = ingIds(request);
      if (!ids.length) return [];
      const diets = recipeDiets(await ingredientDiets(request, ids));
      return diets.map((name) => ({ name, category: 'DIET' }));
    },

    /** Food restrictions satisfied by a recipe of these ingredients: none of them is excluded (api.yaml). */
    listRecipeFoodRestrictions: async (request: FastifyRequest) => {
      const ids = ingIds(request);
      if (!ids.length) return [];
      await ingredientDiets(request, ids);
      const rows = await inContext(request, (tx) => tx.query<{ id: number; name: string; enabled: boolean }>(
        `SELECT fr.id, fr.name, fr.enabled FROM food_restriction fr
         WHERE NOT EXISTS (SELECT 1 FROM food_restriction_ingredient fri WHERE fri.food_restriction_id = fr.id AND fri.ingredient_id = ANY($1::int[]))
         ORDER BY fr.name, fr.id`, [ids.filter(isDbInt)]));
      return rows.map((r) => ({ idFoodRestriction: r.id, name: r.name, enabled: r.enabled }));
    },

    listFoodRestrictions: async (request: FastifyRequest) => {
      const rows = await inContext(request, (tx) => tx.query<{ id: number; name: string; enabled: boolean }>(
        'SELECT id, name, enabled FROM food_restriction ORDER BY name, id'));
      return rows.map((r) => ({ idFoodRestriction: r.id, name: r.name, enabled: r.enabled }));
    },

    listRecipeSources: async (request: FastifyRequest) => {
      const rows = await inContext(request, (tx) => tx.query<{ source: string }>(
        "SELECT DISTINCT source FROM recipe WHERE source IS NOT NULL AND trim(source) <> '' ORDER BY source"));
      return rows.map((r) => r.source);
    },

    listRecipeAuthors: async (request: FastifyRequest) => {
      const rows = await inContext(request, (tx) => tx.query<{ id: number; external_id: string; name: string | null }>(
        'SELECT id, external_id, name FROM recipe_author ORDER BY name NULLS LAST, id'));
      return rows.map((r) => compact({ id: r.id, externalID: r.external_id, name: r.name }));
    },

    listNutsRegions: async () => NUTS_REGIONS,

    listSimpleRecipes: async (request: FastifyRequest, reply: FastifyReply) => {
      const { page = 0, pageSize = 101, searchText } = (request.query ?? {}) as { page?: number; pageSize?: number; searchText?: string };
      const text = searchText?.trim();
      const where = text ? 'WHERE name ILIKE $3 OR $4 <% name' : '';
      const params: unknown[] = [pageSize, page * pageSize];
      if (text) params.push(likePattern(text), text);
      const rows = await inContext(request, (tx) => tx.query<{ id: number; name: string; total: string }>(
        `SELECT id, name, count(*) OVER () AS total FROM recipe ${where} ORDER BY name, id LIMIT $1 OFFSET $2`, params));
      let total = rows.length ? Number(rows[0].total) : 0;
      if (!rows.length && page > 0) {
        const countParams = text ? [likePattern(text), text] : [];
        const countWhere = text ? 'WHERE name ILIKE $1 OR $2 <% name' : '';
        total = Number((await inContext(request, (tx) => tx.query<{ n: string }>(`SELECT count(*) AS n FROM recipe ${countWhere}`, countParams)))[0].n);
      }
      return withResultCount(reply, rows.map((r) => ({ idRecipe: r.id, name: r.name })), total);
    },
  };
}
