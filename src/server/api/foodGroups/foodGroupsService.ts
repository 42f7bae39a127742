/**
 * Food groups: anyone signed in reads them; admins and nutritionists create, rename, delete them and
 * change their ingredients. A group the system relies on (a known type) cannot be deleted.
 */
import { KNOWN_FOOD_GROUP_DELETE_MESSAGE } from '../../../domain';
import { catalogueChanged, isDbInt, unitOfWork } from '../../db';
import { HttpError, badRequest, conflict, notFound, type Caller } from '../../http';
import type { components } from '../../generated/api.schema.generated';
import { createIdempotencyRepository } from '../idempotencyRepository';
import { CATALOGUE_EDITORS, requireRole } from '../roles';
import { createFoodGroupsRepository, type FoodGroup, type FoodGroupSummary } from './foodGroupsRepository';

export type FoodGroupInput = components['schemas']['FoodGroupInput'];

const notFoundGroup = (id: number) => notFound(`Food group ${id} not found`);

export function createFoodGroupsService() {
  const work = (caller: Caller) =>
    unitOfWork(caller.db, (tx) => ({ groups: createFoodGroupsRepository(tx), keys: createIdempotencyRepository(tx) }));
  const mayEdit = (caller: Caller, action: string) => requireRole(caller.principal, CATALOGUE_EDITORS, action);
  /** A committed change of food groups: the planner reads them with its candidates. */
  const changed = async <T>(caller: Caller, done: Promise<T>): Promise<T> => {
    const result = await done;
    catalogueChanged(caller.db.context);
    return result;
  };

  async function get(caller: Caller, id: number): Promise<FoodGroup> {
    const group = await work(caller)(({ groups }) => groups.find(id));
    if (!group) throw notFoundGroup(id);
    return group;
  }

  async function list(caller: Caller): Promise<FoodGroupSummary[]> {
    return work(caller)(({ groups }) => groups.list());
  }

  /** Creates (no idGroup) or renames a group; a create under a used idempotency key returns the first result. */
  async function save(caller: Caller, body: FoodGroupInput, idempotencyKey?: string): Promise<FoodGroup> {
    mayEdit(caller, 'save food groups');
    const name = body.name.trim();
    if (!name) throw badRequest('Food group name is required', 'name');
    const key = body.idGroup === undefined ? idempotencyKey : undefined;
    const { sub } = caller.principal;
    return changed(
      caller,
      work(caller)(async ({ groups, keys }) => {
        if (key) {
          const previous = await keys.claim(sub, 'saveFoodGroup', key, body);
          const again = previous ? await groups.find(previous) : undefined;
          if (again) return again;
        }
        const other = await groups.idByName(name, body.idGroup !== undefined && isDbInt(body.idGroup) ? body.idGroup : undefined);
        if (other !== undefined) throw conflict('ALREADY_EXISTS', `A food group named "${name}" already exists`, 'name');
        let id: number;
        if (body.idGroup === undefined) {
          id = await groups.insert(name);
          if (key) await keys.bind(sub, 'saveFoodGroup', key, id);
        } else {
          id = body.idGroup;
          if (!isDbInt(id) || !(await groups.findRow(id, true))) throw notFoundGroup(id);
          await groups.rename(id, name);
        }
        return (await groups.find(id))!;
      }),
    );
  }

  async function remove(caller: Caller, id: number): Promise<void> {
    mayEdit(caller, 'delete food groups');
    await changed(
      caller,
      work(caller)(async ({ groups }) => {
        const row = await groups.findRow(id, true);
        if (!row) throw notFoundGroup(id);
        if (row.known_food_group_type) throw new HttpError(409, 'FOOD_GROUP_KNOWN_TYPE', KNOWN_FOOD_GROUP_DELETE_MESSAGE);
        await groups.remove(id);
      }),
    );
  }

  async function addIngredients(caller: Caller, id: number, ingredientIds: readonly number[]): Promise<FoodGroup> {
    mayEdit(caller, 'change the ingredients of food groups');
    const ids = [...new Set(ingredientIds)];
    return changed(
      caller,
      work(caller)(async ({ groups }) => {
        if (!(await groups.findRow(id, true))) throw notFoundGroup(id);
        const [missing] = await groups.missingIngredients(ids);
        if (missing !== undefined) throw badRequest(`Ingredient ${missing} does not exist`, 'idIngredient');
        await groups.addIngredients(id, ids);
        return (await groups.find(id))!;
      }),
    );
  }

  /** Removes an ingredient from the group; removing one that is not a member changes nothing (a retry is safe). */
  async function removeIngredient(caller: Caller, id: number, ingredientId: number): Promise<void> {
    mayEdit(caller, 'change the ingredients of food groups');
    await changed(
      caller,
      work(caller)(async ({ groups }) => {
        if (!(await groups.findRow(id, true))) throw notFoundGroup(id);
        await groups.removeIngredient(id, ingredientId);
      }),
    );
  }

  return { list, get, save, remove, addIngredients, removeIngredient };
}

export type FoodGroupsService = ReturnType<typeof createFoodGroupsService>;
