/** The recipe editor's lookups: OTHER tags in use, sources, authors, food restrictions, the picker list. */
import type { Diet } from '../../../domain';
import type { SqlRunner } from '../../db/client';
import { compact, isDbInt, likePattern } from '../../db';

export interface FoodRestrictionRef {
  idFoodRestriction: number;
  name: string;
  enabled: boolean;
}

export function createLookupsRepository(tx: SqlRunner) {
  return {
    async otherTagNames(): Promise<string[]> {
      return (
        await tx.query<{ name: string }>("SELECT DISTINCT name FROM recipe_tag WHERE category = 'OTHER' ORDER BY name")
      ).map((r) => r.name);
    },

    /** Diets of each ingredient found, by id (unknown ids are absent). */
    async ingredientDiets(ids: readonly number[]): Promise<Map<number, Diet[]>> {
      const rows = await tx.query<{ id: number; diets: Diet[] }>('SELECT id, diets FROM ingredient WHERE id = ANY($1::int[])', [
        ids.filter(isDbInt),
      ]);
      return new Map(rows.map((r) => [Number(r.id), r.diets]));
    },

    /** Food restrictions that exclude none of these ingredients. */
    async restrictionsAllowing(ingredientIds: readonly number[]): Promise<FoodRestrictionRef[]> {
      const rows = await tx.query<{ id: number; name: string; enabled: boolean }>(
        `SELECT fr.id, fr.name, fr.enabled FROM food_restriction fr
         WHERE NOT EXISTS (SELECT 1 FROM food_restriction_ingredient fri WHERE fri.food_restriction_id = fr.id AND fri.ingredient_id = ANY($1::int[]))
         ORDER BY fr.name, fr.id`,
        [ingredientIds.filter(isDbInt)],
      );
      return rows.map((r) => ({ idFoodRestriction: Number(r.id), name: r.name, enabled: r.enabled }));
    },

    async foodRestrictions(): Promise<FoodRestrictionRef[]> {
      const rows = await tx.query<{ id: number; name: string; enabled: boolean }>(
        'SELECT id, name, enabled FROM food_restriction ORDER BY name, id',
      );
      return rows.map((r) => ({ idFoodRestriction: Number(r.id), name: r.name, enabled: r.enabled }));
    },

    async sources(): Promise<string[]> {
      return (
        await tx.query<{ source: string }>(
          "SELECT DISTINCT source FROM recipe WHERE source IS NOT NULL AND trim(source) <> '' ORDER BY source",
        )
      ).map((r) => r.source);
    },

    async authors(): Promise<{ id: number; externalID: string; name?: string }[]> {
      const rows = await tx.query<{ id: number; external_id: string; name: string | null }>(
        'SELECT id, external_id, name FROM recipe_author ORDER BY name NULLS LAST, id',
      );
      return rows.map((r) => compact({ id: Number(r.id), externalID: r.external_id, name: r.name ?? undefined }));
    },

    /** A page of recipe names for pickers (name contains the text, or is similar to it), with the total. */
    async simpleRecipes(
      page: number,
      pageSize: number,
      searchText: string | undefined,
    ): Promise<{ items: { idRecipe: number; name: string }[]; total: number }> {
      const text = searchText?.trim();
      const match = (a: number, b: number) => (text ? `WHERE name ILIKE $${a} OR $${b} <% name` : '');
      const params: unknown[] = [pageSize, page * pageSize];
      if (text) params.push(likePattern(text), text);
      const rows = await tx.query<{ id: number; name: string; total: string }>(
        `SELECT id, name, count(*) OVER () AS total FROM recipe ${match(3, 4)} ORDER BY name, id LIMIT $1 OFFSET $2`,
        params,
      );
      let total = rows.length ? Number(rows[0].total) : 0;
      if (!rows.length && page > 0) {
        total = Number(
          (
            await tx.query<{ n: string }>(
              `SELECT count(*) AS n FROM recipe ${match(1, 2)}`,
              text ? [likePattern(text), text] : [],
            )
          )[0].n,
        );
      }
      return { items: rows.map((r) => ({ idRecipe: Number(r.id), name: r.name })), total };
    },
  };
}
