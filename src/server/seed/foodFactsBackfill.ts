/**
 * A context seeded before ingredients carried their food facts (migration 0025) has NULL facts: on start, each such
 * ingredient gets its facts, diets and allergens from the rule set (name, SR food group, LanguaL subtree), and every
 * recipe using one is recomputed (diets and allergens from its ingredients and its dish name), in the caller's
 * transaction. Nothing to do, one count.
 */
import type { SqlRunner } from '../db/client';
import { recomputeRecipesUsing } from '../api/ingredients/recipeRecomputationRepository';
import { ingredientSuitability } from '../../domain';

export async function backfillFoodFacts(tx: SqlRunner): Promise<{ ingredients: number; recipes: number }> {
  const rows = await tx.query<{
    id: number;
    name: string;
    english_name: string | null;
    sr_group: string | null;
    langual: string[] | null;
  }>(
    `SELECT i.id, i.name, i.english_name, i.langual_subtree AS langual,
       (SELECT fg.source_code FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id
         WHERE ifg.ingredient_id = i.id AND fg.source_code IS NOT NULL ORDER BY fg.id LIMIT 1) AS sr_group
     FROM ingredient i WHERE i.fact_reasons IS NULL`,
  );
  if (rows.length === 0) return { ingredients: 0, recipes: 0 };
  const values = rows.map((r) => {
    const s = ingredientSuitability({ name: r.english_name ?? r.name, srGroup: r.sr_group, langualSubtree: r.langual ?? [] });
    return { id: Number(r.id), o: s.facts.animalOrigins, c: s.facts.glutenCereals, r: s.reasons, d: s.diets, a: s.allergens };
  });
  await tx.query(
    `UPDATE ingredient i SET animal_origins = x.o, gluten_cereals = x.c, fact_reasons = x.r, diets = x.d, allergens = x.a
     FROM json_to_recordset($1::json) AS x(id int, o text[], c text[], r jsonb, d text[], a text[]) WHERE i.id = x.id`,
    [JSON.stringify(values)],
  );
  const recipes = await recomputeRecipesUsing(
    tx,
    values.map((v) => v.id),
  );
  return { ingredients: values.length, recipes };
}
