/**
 * Food restrictions: anyone signed in reads them (users pick the enabled ones); admins and nutritionists
 * create, change and delete them. Which recipes suit a restriction is not stored: the recipe search
 * filter, the recipe editor's list and the meal planner all derive it from the restriction's excluded
 * ingredients when they read, so the transaction that changes the list is the recomputation and they
 * follow it as soon as it commits.
 */
import { isDbInt, unitOfWork } from '../../db';
import { badRequest, conflict, notFound, type Caller } from '../../http';
import type { components } from '../../generated/api.schema.generated';
import { createIdempotencyRepository } from '../idempotencyRepository';
import { CATALOGUE_EDITORS, requireRole } from '../roles';
import { createFoodRestrictionsRepository, type FoodRestriction } from './foodRestrictionsRepository';

export type FoodRestrictionInput = components['schemas']['FoodRestrictionInput'];

const notFoundRestriction = (id: number) => notFound(`Food restriction ${id} not found`);

export function createFoodRestrictionsService() {
  const work = (caller: Caller) =>
    unitOfWork(caller.db, (tx) => ({
      restrictions: createFoodRestrictionsRepository(tx),
      keys: createIdempotencyRepository(tx),
    }));
  const mayEdit = (caller: Caller, action: string) => requireRole(caller.principal, CATALOGUE_EDITORS, action);

  async function get(caller: Caller, id: number): Promise<FoodRestriction> {
    const restriction = await work(caller)(({ restrictions }) => restrictions.find(id));
    if (!restriction) throw notFoundRestriction(id);
    return restriction;
  }

  /** Creates (no id) or updates a restriction with its whole exclusion list, in one transaction. */
  async function save(caller: Caller, body: FoodRestrictionInput, idempotencyKey?: string): Promise<FoodRestriction> {
    mayEdit(caller, 'save food restrictions');
    const name = body.name.trim();
    if (!name) throw badRequest('Food restriction name is required', 'name');
    const excluded = [...new Set(body.ingredientsToExclude)];
    const tooBig = body.ingredientsToExclude.findIndex((id) => !isDbInt(id));
    if (tooBig >= 0)
      throw badRequest(`Ingredient ${body.ingredientsToExclude[tooBig]} does not exist`, `ingredientsToExclude[${tooBig}]`);
    const key = body.id === undefined ? idempotencyKey : undefined;
    const { sub } = caller.principal;
    return work(caller)(async ({ restrictions, keys }) => {
      if (key) {
        const previous = await keys.claim(sub, 'saveFoodRestriction', key, body);
        const again = previous ? await restrictions.find(previous) : undefined;
        if (again) return again;
      }
      if (body.id !== undefined && (!isDbInt(body.id) || !(await restrictions.exists(body.id, true))))
        throw notFoundRestriction(body.id);
      const [missing] = await restrictions.missingIngredients(excluded);
      if (missing !== undefined) {
        throw badRequest(
          `Ingredient ${missing} does not exist`,
          `ingredientsToExclude[${body.ingredientsToExclude.indexOf(missing)}]`,
        );
      }
      if ((await restrictions.idByName(name, body.id)) !== undefined) {
        throw conflict('ALREADY_EXISTS', `A food restriction named "${name}" already exists`, 'name');
      }
      let id: number;
      if (body.id === undefined) {
        id = await restrictions.insert(name, body.enabled);
        if (key) await keys.bind(sub, 'saveFoodRestriction', key, id);
      } else {
        id = body.id;
        await restrictions.update(id, name, body.enabled);
      }
      await restrictions.replaceExcluded(id, excluded);
      return (await restrictions.find(id))!;
    });
  }

  /** Deletes the restriction; users who had picked it no longer have it. */
  async function remove(caller: Caller, id: number): Promise<void> {
    mayEdit(caller, 'delete food restrictions');
    await work(caller)(async ({ restrictions }) => {
      if (!(await restrictions.exists(id, true))) throw notFoundRestriction(id);
      await restrictions.remove(id);
    });
  }

  return { get, save, remove };
}

export type FoodRestrictionsService = ReturnType<typeof createFoodRestrictionsService>;
