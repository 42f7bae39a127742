/**
 * What a planner request reads from the context's catalogue besides the candidates: the ingredients
 * a profile's INGREDIENT divisions name (portion, nutrition per 100 g, allergens, food group and its known type)
 * and the food restrictions it lists (with the ingredients they exclude).
 */
import type { Allergen, KnownFoodGroupType } from '../../../domain';
import type { FoodRestriction } from '../../../recommender';
import type { SqlRunner } from '../../db/client';
import { INGREDIENT_FOOD_GROUP, knownFoodGroupType } from '../candidatesRepository';

export interface DivisionIngredient {
  id: number;
  name: string;
  /** Null when the catalogue has no recommended portion. */
  recommendedPortionGrams: number | null;
  allergens: Allergen[];
  /** Per 100 g; a missing value counts as 0. */
  per100g: {
    energyKcal: number;
    protein: number;
    carbohydrate: number;
    fat: number;
    fiber: number;
    sugar: number;
    salt: number;
    cholesterol: number;
    iron: number;
  };
  foodGroup: string | null;
  foodGroupType: KnownFoodGroupType | null;
}

interface IngredientRow {
  id: number;
  name: string;
  recommended_portion_grams: number | null;
  allergens: Allergen[] | null;
  energy_kcal: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  salt: number | null;
  cholesterol: number | null;
  iron: number | null;
  food_group: string | null;
  food_group_type: string | null;
}

const value = (v: unknown) => Number(v) || 0;

export function createPlannerCatalogueRepository(tx: SqlRunner) {
  return {
    /** The ingredients found, by id (unknown ids are absent). */
    async divisionIngredients(ids: readonly number[]): Promise<Map<number, DivisionIngredient>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.query<IngredientRow>(
        `SELECT i.id, i.name, i.recommended_portion_grams, i.allergens, i.energy_kcal, i.protein, i.carbohydrate, i.fat, i.fiber,
           i.sugar, i.salt, i.cholesterol, i.iron,
           g.name AS food_group, g.type AS food_group_type
         FROM ingredient i ${INGREDIENT_FOOD_GROUP} WHERE i.id = ANY($1::int[])`,
        [ids],
      );
      return new Map(
        rows.map((r) => [
          Number(r.id),
          {
            id: Number(r.id),
            name: r.name,
            recommendedPortionGrams: r.recommended_portion_grams === null ? null : Number(r.recommended_portion_grams),
            allergens: r.allergens ?? [],
            per100g: {
              energyKcal: value(r.energy_kcal),
              protein: value(r.protein),
              carbohydrate: value(r.carbohydrate),
              fat: value(r.fat),
              fiber: value(r.fiber),
              sugar: value(r.sugar),
              salt: value(r.salt),
              cholesterol: value(r.cholesterol),
              iron: value(r.iron),
            },
            foodGroup: r.food_group,
            foodGroupType: knownFoodGroupType(r.food_group_type),
          },
        ]),
      );
    },

    /** The food restrictions found (unknown ids are left out), each with the ingredients it excludes. */
    async foodRestrictions(ids: readonly number[]): Promise<FoodRestriction[]> {
      if (ids.length === 0) return [];
      const rows = await tx.query<{ id: number; name: string; ingredients: number[] | null }>(
        `SELECT fr.id, fr.name, array_remove(array_agg(fri.ingredient_id), NULL) AS ingredients
         FROM food_restriction fr LEFT JOIN food_restriction_ingredient fri ON fri.food_restriction_id = fr.id
         WHERE fr.id = ANY($1::int[]) GROUP BY fr.id, fr.name`,
        [ids],
      );
      return rows.map((r) => ({
        idFoodRestriction: Number(r.id),
        name: r.name,
        ingredientsToExclude: (r.ingredients ?? []).map(Number),
      }));
    },
  };
}
export type PlannerCatalogueRepository = ReturnType<typeof createPlannerCatalogueRepository>;
