/** searchIngredients (search.yaml, tag Ingredients). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../auth';
import type { BackendDeps } from '../deps';
import type { operations } from '../generated/search.schema.generated';
import { withResultCount } from '../http';
import { compact, likePattern, num, Params } from './sql';

type IngredientQuery = NonNullable<operations['searchIngredients']['parameters']['query']>;

export function ingredientWhere(params: Params, q: IngredientQuery): { where: string; prefix: string } {
  const c: string[] = [];
  let prefix = '';
  const name = q.name?.trim();
  if (name) {
    const text = params.p(name);
    const like = params.p(likePattern(name));
    // Substring on the three names, or a trigram word match on name / English name for typos.
    c.push(`(i.name ILIKE ${like} OR i.english_name ILIKE ${like} OR i.original_name ILIKE ${like}
      OR ${text} <% i.name OR ${text} <% i.english_name)`);
  }
  if (q.idGroup?.length) {
    c.push(`EXISTS (SELECT 1 FROM ingredient_food_group g WHERE g.ingredient_id = i.id AND g.food_group_id = ANY(${params.p(q.idGroup)}::int[]))`);
  }
  if (q.country) c.push(`lower(i.fcdb) = ${params.p(q.country)}`);
  if (q.onlyUsedInRecipes) c.push('EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.ingredient_id = i.id)');
  if (q.languaLID?.length) {
    const codes = params.p(q.languaLID);
    if (q.includeLanguaLSubtree !== false) {
      // The descriptors and all their descendants in the thesaurus (walked down the parent links).
      prefix = `WITH RECURSIVE langual_codes(code) AS (
          SELECT unnest(${codes}::text[])
          UNION SELECT d.code FROM shared.langual_descriptor d JOIN langual_codes lc ON d.parent_code = lc.code)
        `;
      c.push('EXISTS (SELECT 1 FROM ingredient_langual il JOIN langual_codes lc ON lc.code = il.langual_code WHERE il.ingredient_id = i.id)');
    } else {
      c.push(`EXISTS (SELECT 1 FROM ingredient_langual il WHERE il.ingredient_id = i.id AND il.langual_code = ANY(${codes}::text[]))`);
    }
  }
  const otherUnits = "EXISTS (SELECT 1 FROM unit u WHERE u.ingredient_id = i.id AND u.name <> 'GRAMS')";
  if (q.unitsFilter === 'WITH_UNITS') c.push(otherUnits);
  if (q.unitsFilter === 'WITHOUT_UNITS') c.push(`NOT ${otherUnits}`);
  if (q.visibilityFilter === 'HIDDEN') c.push('i.hide_from_user');
  if (q.visibilityFilter === 'VISIBLE') c.push('NOT i.hide_from_user');
  if (q.ingredientGroupFilter === 'WITH_IG') c.push('i.ingredient_group_id IS NOT NULL');
  if (q.ingredientGroupFilter === 'WITHOUT_IG') c.push('i.ingredient_group_id IS NULL');
  return { where: c.length ? c.join('\n  AND ') : 'TRUE', prefix };
}

interface IngredientRow {
  id: number; name: string; english_name: string | null; original_name: string | null; external_id: string | null;
  source: string; hide_from_user: boolean; energy_kcal: number | null; ingredient_group_id: number | null;
  ingredient_group_name: string | null;
}

export function createIngredientSearch(deps: BackendDeps) {
  async function searchIngredients(request: FastifyRequest, reply: FastifyReply) {
    const q = (request.query ?? {}) as IngredientQuery;
    const { context } = requirePrincipal(request);
    const offset = q.offset ?? 0;
    const count = q.count ?? 20;
    const params = new Params();
    const { where, prefix } = ingredientWhere(params, q);
    const name = q.name?.trim();
    const order = name
      ? `greatest(word_similarity(${params.p(name)}, i.name), word_similarity(${params.p(name)}, coalesce(i.english_name, ''))) DESC, i.name, i.id`
      : 'i.name, i.id';
    const sqlText = `${prefix}SELECT i.id, i.name, i.english_name, i.original_name, i.external_id, i.source, i.hide_from_user,
        i.energy_kcal, i.ingredient_group_id, ig.name AS ingredient_group_name
      FROM ingredient i LEFT JOIN ingredient_group ig ON ig.id = i.ingredient_group_id
      WHERE ${where} ORDER BY ${order} LIMIT ${params.p(count)} OFFSET ${params.p(offset)}`;
    const full = q.model !== 'SIMPLE';
    const expand = new Set<string>(full ? ['units', 'groups', 'ingredientGroup', 'usedInRecipes'] : (q.expand ?? []));

    return deps.db.transaction(async (tx) => {
      // See searchRecipes: with a name the trigram indexes beat the sequential scan the planner would pick.
      if (name) await tx.query("SELECT set_config('enable_seqscan', 'off', true)");
      const rows = await tx.query<IngredientRow>(sqlText, params.values);
      let total = offset + rows.length;
      if (!(rows.length > 0 && rows.length < count)) {
        const cp = new Params();
        const c = ingredientWhere(cp, q);
        total = Number((await tx.query<{ n: string }>(`${c.prefix}SELECT count(*) AS n FROM ingredient i WHERE ${c.where}`, cp.values))[0].n);
      }
      const ids = rows.map((r) => r.id);
      const units = new Map<number, { idUnit: number; name: string; quantityInGrams: number }[]>();
      const groups = new Map<number, { idGroup: number; name: string }[]>();
      const used = new Map<number, number>();
      if (ids.length && expand.has('units')) {
        for (const u of await tx.query<{ id: number; ingredient_id: number; name: string; quantity_in_grams: number }>(
          'SELECT id, ingredient_id, name, quantity_in_grams FROM unit WHERE ingredient_id = ANY($1::int[]) ORDER BY id', [ids])) {
          const list = units.get(u.ingredient_id) ?? [];
          list.push({ idUnit: u.id, name: u.name, quantityInGrams: Number(u.quantity_in_grams) });
          units.set(u.ingredient_id, list);
        }
      }
      if (ids.length && expand.has('groups')) {
        for (const g of await tx.query<{ ingredient_id: number; id: number; name: string }>(
          `SELECT ifg.ingredient_id, fg.id, fg.name FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id
           WHERE ifg.ingredient_id = ANY($1::int[]) ORDER BY fg.name`, [ids])) {
          const list = groups.get(g.ingredient_id) ?? [];
          list.push({ idGroup: g.id, name: g.name });
          groups.set(g.ingredient_id, list);
        }
      }
      if (ids.length && expand.has('usedInRecipes')) {
        for (const u of await tx.query<{ ingredient_id: number; n: string }>(
          `SELECT ingredient_id, count(DISTINCT recipe_id) AS n FROM recipe_ingredient WHERE ingredient_id = ANY($1::int[]) GROUP BY 1`, [ids])) {
          used.set(u.ingredient_id, Number(u.n));
        }
      }
      const result = rows.map((r) => compact({
        idIngredient: r.id,
        name: r.name,
        englishName: r.english_name,
        originalName: full ? r.original_name : undefined,
        externalID: full ? r.external_id : undefined,
        source: full ? r.source : undefined,
        hideFromUser: full ? r.hide_from_user : undefined,
        energyKcal: full ? num(r.energy_kcal) : undefined,
        groups: expand.has('groups') ? groups.get(r.id) ?? [] : undefined,
        ingredientGroup: expand.has('ingredientGroup') && r.ingredient_group_id
          ? { idIngredientGroup: r.ingredient_group_id, name: r.ingredient_group_name ?? '' } : undefined,
        units: expand.has('units') ? units.get(r.id) ?? [] : undefined,
        usedInRecipes: expand.has('usedInRecipes') ? used.get(r.id) ?? 0 : undefined,
      }));
      return withResultCount(reply, result, total);
    }, { context });
  }
  return { searchIngredients };
}
