/**
 * The ingredient list of the search service in SQL (search.yaml searchIngredients): the filters come
 * from the shared ingredient query (src/server/db), rows are mapped to IngredientSummary with the parts
 * the model and `expand` ask for.
 */
import type { SqlRunner } from '../../db/client';
import { compact, ingredientWhere, num, Params, type IngredientFilter } from '../../db';
import type { components, operations } from '../../generated/search.schema.generated';

export type IngredientSearchQuery = NonNullable<operations['searchIngredients']['parameters']['query']>;
export type ListedIngredient = components['schemas']['IngredientSummary'];
type Expand = NonNullable<IngredientSearchQuery['expand']>[number];

interface IngredientRow {
  id: number;
  name: string;
  english_name: string | null;
  original_name: string | null;
  external_id: string | null;
  source: string;
  hide_from_user: boolean;
  energy_kcal: number | null;
  ingredient_group_id: number | null;
  ingredient_group_name: string | null;
}

export function toIngredientFilter(q: IngredientSearchQuery): IngredientFilter {
  return {
    name: q.name,
    foodGroups: q.idGroup,
    country: q.country,
    onlyUsedInRecipes: q.onlyUsedInRecipes,
    languaLIDs: q.languaLID,
    includeLanguaLSubtree: q.includeLanguaLSubtree,
    unitsFilter: q.unitsFilter,
    visibilityFilter: q.visibilityFilter,
    ingredientGroupFilter: q.ingredientGroupFilter,
    withDataIssues: q.withDataIssues,
  };
}

function group<T>(rows: readonly T[], key: (r: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(key(r)) ?? [];
    list.push(r);
    map.set(key(r), list);
  }
  return map;
}

export function createIngredientSearchRepository(tx: SqlRunner) {
  async function count(filter: IngredientFilter): Promise<number> {
    const params = new Params();
    const { where, prefix } = ingredientWhere(params, filter);
    return Number(
      (await tx.query<{ n: string }>(`${prefix}SELECT count(*) AS n FROM ingredient i WHERE ${where}`, params.values))[0].n,
    );
  }

  return {
    /** One page by name (best match first when searching by name) and the number of matches. */
    async page(q: IngredientSearchQuery, offset: number, limit: number): Promise<{ items: ListedIngredient[]; total: number }> {
      const filter = toIngredientFilter(q);
      const params = new Params();
      const { where, prefix } = ingredientWhere(params, filter);
      const name = q.name?.trim();
      const order = name
        ? `greatest(word_similarity(${params.p(name)}, i.name), word_similarity(${params.p(name)}, coalesce(i.english_name, ''))) DESC, i.name, i.id`
        : 'i.name, i.id';
      // With a name the trigram indexes beat the sequential scan the planner would pick (see the recipe search).
      if (name) await tx.query("SELECT set_config('enable_seqscan', 'off', true)");
      const rows = await tx.query<IngredientRow>(
        `${prefix}SELECT i.id, i.name, i.english_name, i.original_name, i.external_id, i.source, i.hide_from_user,
            i.energy_kcal, i.ingredient_group_id, ig.name AS ingredient_group_name
          FROM ingredient i LEFT JOIN ingredient_group ig ON ig.id = i.ingredient_group_id
          WHERE ${where} ORDER BY ${order} LIMIT ${params.p(limit)} OFFSET ${params.p(offset)}`,
        params.values,
      );
      const total = rows.length > 0 && rows.length < limit ? offset + rows.length : await count(filter);

      const full = q.model !== 'SIMPLE';
      const expand = new Set<Expand>(full ? ['units', 'groups', 'ingredientGroup', 'usedInRecipes'] : (q.expand ?? []));
      const ids = rows.map((r) => Number(r.id));
      const units =
        ids.length && expand.has('units')
          ? group(
              await tx.query<{
                id: number;
                ingredient_id: number;
                name: components['schemas']['UnitName'];
                quantity_in_grams: number;
              }>('SELECT id, ingredient_id, name, quantity_in_grams FROM unit WHERE ingredient_id = ANY($1::int[]) ORDER BY id', [
                ids,
              ]),
              (u) => Number(u.ingredient_id),
            )
          : new Map();
      const groups =
        ids.length && expand.has('groups')
          ? group(
              await tx.query<{ ingredient_id: number; id: number; name: string }>(
                `SELECT ifg.ingredient_id, fg.id, fg.name FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id
           WHERE ifg.ingredient_id = ANY($1::int[]) ORDER BY fg.name`,
                [ids],
              ),
              (g) => Number(g.ingredient_id),
            )
          : new Map();
      const used = new Map<number, number>();
      if (ids.length && expand.has('usedInRecipes')) {
        for (const u of await tx.query<{ ingredient_id: number; n: string }>(
          'SELECT ingredient_id, count(DISTINCT recipe_id) AS n FROM recipe_ingredient WHERE ingredient_id = ANY($1::int[]) GROUP BY 1',
          [ids],
        )) {
          used.set(Number(u.ingredient_id), Number(u.n));
        }
      }
      const items = rows.map((r): ListedIngredient =>
        compact({
          idIngredient: Number(r.id),
          name: r.name,
          englishName: r.english_name ?? undefined,
          originalName: full ? (r.original_name ?? undefined) : undefined,
          externalID: full ? (r.external_id ?? undefined) : undefined,
          source: full ? r.source : undefined,
          hideFromUser: full ? r.hide_from_user : undefined,
          energyKcal: full ? num(r.energy_kcal) : undefined,
          groups: expand.has('groups')
            ? (groups.get(Number(r.id)) ?? []).map((g: { id: number; name: string }) => ({ idGroup: Number(g.id), name: g.name }))
            : undefined,
          ingredientGroup:
            expand.has('ingredientGroup') && r.ingredient_group_id
              ? { idIngredientGroup: Number(r.ingredient_group_id), name: r.ingredient_group_name ?? '' }
              : undefined,
          units: expand.has('units')
            ? (units.get(Number(r.id)) ?? []).map(
                (u: { id: number; name: components['schemas']['UnitName']; quantity_in_grams: number }) => ({
                  idUnit: Number(u.id),
                  name: u.name,
                  quantityInGrams: Number(u.quantity_in_grams),
                }),
              )
            : undefined,
          usedInRecipes: expand.has('usedInRecipes') ? (used.get(Number(r.id)) ?? 0) : undefined,
        }),
      );
      return { items, total };
    },
  };
}
