/** The search service's ingredient list: page defaults (offset 0, 20 ingredients) around the repository. */
import { unitOfWork } from '../../db';
import type { Caller } from '../../http';
import {
  createIngredientSearchRepository,
  type IngredientSearchQuery,
  type ListedIngredient,
} from './ingredientSearchRepository';

export const DEFAULT_INGREDIENT_PAGE_SIZE = 20;

export function createIngredientSearchService() {
  const work = (caller: Caller) => unitOfWork(caller.db, createIngredientSearchRepository);
  return {
    search(caller: Caller, q: IngredientSearchQuery): Promise<{ items: ListedIngredient[]; total: number }> {
      return work(caller)((ingredients) => ingredients.page(q, q.offset ?? 0, q.count ?? DEFAULT_INGREDIENT_PAGE_SIZE));
    },
  };
}
