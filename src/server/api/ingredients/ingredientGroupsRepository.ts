/** Display names (ingredient groups): the group row, its translations and the ingredients linked to it. */
import type { SqlRunner } from '../../db/client';
import { compact, ingredientWhere, isDbInt, likePattern, Params } from '../../db';
import type { components } from '../../generated/api.schema.generated';

type S = components['schemas'];
export type IngredientGroup = S['IngredientGroup'];
export type IngredientGroupSummary = S['IngredientGroupSummary'];
export type IngredientGroupNameTranslation = S['IngredientGroupNameTranslation'];

export interface GroupFilter {
  search?: string;
  /** LanguaL descriptors: a group matches when one of its ingredients has one of them or a descendant. */
  languaLIDs?: readonly string[];
}

function where(params: Params, f: GroupFilter): string {
  const c: string[] = [];
  const text = f.search?.trim();
  if (text) {
    const like = params.p(likePattern(text));
    c.push(
      `(g.name ILIKE ${like} OR EXISTS (SELECT 1 FROM ingredient_group_translation t WHERE t.ingredient_group_id = g.id AND t.translation ILIKE ${like}))`,
    );
  }
  if (f.languaLIDs?.length) {
    // As on the FCDB list by default: a descriptor also matches its descendants (a broad descriptor such as
    // a food-source facet finds the display names of every food under it), through the list's own filter.
    const langual = ingredientWhere(params, { languaLIDs: f.languaLIDs, includeLanguaLSubtree: true });
    c.push(`EXISTS (SELECT 1 FROM ingredient i WHERE i.ingredient_group_id = g.id AND ${langual.where})`);
  }
  return c.length ? c.join(' AND ') : 'TRUE';
}

export function createIngredientGroupsRepository(tx: SqlRunner) {
  async function translations(ids: number[]): Promise<Map<number, IngredientGroupNameTranslation[]>> {
    const map = new Map<number, IngredientGroupNameTranslation[]>();
    if (!ids.length) return map;
    for (const t of await tx.query<{ ingredient_group_id: number; language_code: string; label: string; translation: string }>(
      'SELECT ingredient_group_id, language_code, label, translation FROM ingredient_group_translation WHERE ingredient_group_id = ANY($1::int[]) ORDER BY language_code',
      [ids],
    )) {
      const list = map.get(Number(t.ingredient_group_id)) ?? [];
      list.push(
        compact({ languageCode: t.language_code, label: t.label === 'NAME' ? undefined : t.label, translation: t.translation }),
      );
      map.set(Number(t.ingredient_group_id), list);
    }
    return map;
  }

  return {
    async list(f: GroupFilter, offset: number, limit: number): Promise<{ items: IngredientGroupSummary[]; total: number }> {
      const params = new Params();
      const w = where(params, f);
      const rows = await tx.query<{ id: number; name: string; n: string }>(
        `SELECT g.id, g.name, (SELECT count(*) FROM ingredient i WHERE i.ingredient_group_id = g.id) AS n
         FROM ingredient_group g WHERE ${w} ORDER BY g.name, g.id LIMIT ${params.p(limit)} OFFSET ${params.p(offset)}`,
        params.values,
      );
      const cp = new Params();
      const [{ n: total }] = await tx.query<{ n: string }>(
        `SELECT count(*) AS n FROM ingredient_group g WHERE ${where(cp, f)}`,
        cp.values,
      );
      const names = await translations(rows.map((r) => Number(r.id)));
      return {
        items: rows.map((r) => ({
          idIngredientGroup: Number(r.id),
          name: r.name,
          nameTranslations: names.get(Number(r.id)) ?? [],
          ingredientCount: Number(r.n),
        })),
        total: Number(total),
      };
    },

    async findById(id: number): Promise<IngredientGroup | undefined> {
      if (!isDbInt(id)) return undefined;
      const [g] = await tx.query<{ id: number; name: string }>('SELECT id, name FROM ingredient_group WHERE id = $1', [id]);
      if (!g) return undefined;
      const ingredients = await tx.query<{ id: number; name: string; english_name: string | null }>(
        'SELECT id, name, english_name FROM ingredient WHERE ingredient_group_id = $1 ORDER BY name, id',
        [id],
      );
      return {
        idIngredientGroup: Number(g.id),
        name: g.name,
        nameTranslations: (await translations([id])).get(id) ?? [],
        ingredients: ingredients.map((i) =>
          compact({ idIngredient: Number(i.id), name: i.name, englishName: i.english_name ?? undefined }),
        ),
        ingredientCount: ingredients.length,
      };
    },

    async lock(id: number): Promise<boolean> {
      if (!isDbInt(id)) return false;
      return (await tx.query('SELECT id FROM ingredient_group WHERE id = $1 FOR UPDATE', [id])).length > 0;
    },

    /** Another group with this name (case-insensitive), if any. */
    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await tx.query('SELECT 1 FROM ingredient_group WHERE lower(name) = lower($1) AND id <> $2', [
        name,
        exceptId ?? 0,
      ]);
      return rows.length > 0;
    },

    async insert(name: string): Promise<number> {
      const [row] = await tx.query<{ id: number }>('INSERT INTO ingredient_group (name) VALUES ($1) RETURNING id', [name]);
      return Number(row.id);
    },

    async rename(id: number, name: string): Promise<void> {
      await tx.query('UPDATE ingredient_group SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
    },

    async replaceTranslations(id: number, list: readonly IngredientGroupNameTranslation[]): Promise<void> {
      await tx.query('DELETE FROM ingredient_group_translation WHERE ingredient_group_id = $1', [id]);
      if (!list.length) return;
      await tx.query(
        `INSERT INTO ingredient_group_translation (ingredient_group_id, language_code, label, translation)
         SELECT $1, x.l, x.label, x.t FROM json_to_recordset($2::json) AS x(l text, label text, t text)`,
        [id, JSON.stringify(list.map((t) => ({ l: t.languageCode, label: t.label?.trim() || 'NAME', t: t.translation.trim() })))],
      );
    },

    /** Links exactly `ingredientIds` to the group (others of the group are unlinked). */
    async setIngredients(id: number, ingredientIds: readonly number[]): Promise<void> {
      await tx.query(
        'UPDATE ingredient SET ingredient_group_id = NULL WHERE ingredient_group_id = $1 AND NOT (id = ANY($2::int[]))',
        [id, ingredientIds],
      );
      await tx.query('UPDATE ingredient SET ingredient_group_id = $1 WHERE id = ANY($2::int[])', [id, ingredientIds]);
    },

    async existingIngredients(ids: readonly number[]): Promise<Set<number>> {
      const valid = ids.filter(isDbInt);
      if (!valid.length) return new Set();
      return new Set(
        (await tx.query<{ id: number }>('SELECT id FROM ingredient WHERE id = ANY($1::int[])', [valid])).map((r) => Number(r.id)),
      );
    },

    async remove(id: number): Promise<boolean> {
      return (await tx.query('DELETE FROM ingredient_group WHERE id = $1 RETURNING id', [id])).length > 0;
    },
  };
}
