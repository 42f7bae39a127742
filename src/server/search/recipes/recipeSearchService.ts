/**
 * The rules of the recipe list and statistics beyond the document: a range whose minimum exceeds its
 * maximum is a contradiction (400 naming the minimum), and the page defaults (offset 0, 20 recipes).
 */
import { unitOfWork } from '../../db';
import { badRequest, type Caller } from '../../http';
import {
  createRecipeSearchRepository,
  type ListedRecipe,
  type RecipeFilterQuery,
  type RecipeSearchQuery,
  type RecipeStats,
} from './recipeSearchRepository';

export const DEFAULT_PAGE_SIZE = 20;

const RANGES = [
  ['minKcal', 'maxKcal'],
  ['minProteinRatio', 'maxProteinRatio'],
  ['minFatRatio', 'maxFatRatio'],
  ['minCarbsRatio', 'maxCarbsRatio'],
  ['minServings', 'maxServings'],
] as const;

/** Throws 400 for the first range whose minimum is above its maximum. */
export function checkRanges(q: RecipeFilterQuery): void {
  for (const [minName, maxName] of RANGES) {
    const min = q[minName];
    const max = q[maxName];
    if (min !== undefined && max !== undefined && min > max)
      throw badRequest(`${minName} must not be greater than ${maxName}`, minName);
  }
}

export function createRecipeSearchService() {
  const work = (caller: Caller) => unitOfWork(caller.db, createRecipeSearchRepository);
  return {
    async search(caller: Caller, q: RecipeSearchQuery): Promise<{ items: ListedRecipe[]; total: number }> {
      checkRanges(q);
      return work(caller)((recipes) => recipes.page(q, q.offset ?? 0, q.count ?? DEFAULT_PAGE_SIZE));
    },
    async stats(caller: Caller, q: RecipeFilterQuery): Promise<RecipeStats> {
      checkRanges(q);
      return work(caller)((recipes) => recipes.stats(q));
    },
  };
}
