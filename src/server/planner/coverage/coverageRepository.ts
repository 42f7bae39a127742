/**
 * What the catalogue coverage report reads besides the cached candidates: the enabled food restrictions with the
 * ingredients they exclude, and the plan appearances of each recipe over the context's stored week plans.
 */
import type { FoodRestriction } from '../../../recommender';
import type { SqlRunner } from '../../db/client';

export function createCoverageRepository(tx: SqlRunner) {
  return {
    /** The enabled food restrictions, by name, each with the ingredients it excludes. */
    async enabledFoodRestrictions(): Promise<FoodRestriction[]> {
      const rows = await tx.query<{ id: number; name: string; ingredients: number[] | null }>(
        `SELECT fr.id, fr.name, array_remove(array_agg(fri.ingredient_id), NULL) AS ingredients
         FROM food_restriction fr LEFT JOIN food_restriction_ingredient fri ON fri.food_restriction_id = fr.id
         WHERE fr.enabled GROUP BY fr.id, fr.name ORDER BY fr.name, fr.id`,
      );
      return rows.map((r) => ({
        idFoodRestriction: Number(r.id),
        name: r.name,
        ingredientsToExclude: (r.ingredients ?? []).map(Number),
      }));
    },

    /** Planned meals per recipe over every stored week plan, and the number of those plans. */
    async planAppearances(): Promise<{ weekPlans: number; byRecipe: Map<number, number> }> {
      const [plans] = await tx.query<{ n: string | number }>('SELECT count(*) AS n FROM week_plan');
      const rows = await tx.query<{ recipe_id: number; n: string | number }>(
        'SELECT recipe_id, count(*) AS n FROM scaled_recipe GROUP BY recipe_id',
      );
      return { weekPlans: Number(plans.n), byRecipe: new Map(rows.map((r) => [Number(r.recipe_id), Number(r.n)])) };
    },
  };
}
export type CoverageRepository = ReturnType<typeof createCoverageRepository>;
