/**
 * Display names (ingredient groups): a name (unique, case-insensitive), translations (one per
 * language) and at least one FCDB ingredient; admins, nutritionists and ambassadors change them.
 */
import { unitOfWork } from '../../db';
import { badRequest, conflict, notFound, forbidden, type Caller } from '../../http';
import type { components } from '../../generated/api.schema.generated';
import { createIdempotencyRepository } from '../idempotencyRepository';
import { canEditIngredients, requireKnownLanguage } from './ingredientsService';
import {
  createIngredientGroupsRepository,
  type GroupFilter,
  type IngredientGroup,
  type IngredientGroupSummary,
} from './ingredientGroupsRepository';

export type IngredientGroupInput = components['schemas']['IngredientGroupInput'];

const notFoundGroup = (id: number) => notFound(`Display name ${id} not found`);

function validate(body: IngredientGroupInput): void {
  if (!body.name.trim()) throw badRequest('Name cannot be empty', 'name');
  if (!body.ingredientIds.length) throw badRequest('A display name needs at least one FCDB ingredient', 'ingredientIds');
  const seen = new Set<string>();
  (body.nameTranslations ?? []).forEach((t, i) => {
    if (seen.has(t.languageCode))
      throw badRequest(`nameTranslations has language ${t.languageCode} twice`, `nameTranslations[${i}].languageCode`);
    seen.add(t.languageCode);
    requireKnownLanguage(t.languageCode, `nameTranslations[${i}].languageCode`);
    if (!t.translation.trim()) throw badRequest('A translation cannot be empty', `nameTranslations[${i}].translation`);
  });
}

export function createIngredientGroupsService() {
  const work = (caller: Caller) => unitOfWork(caller.db, createIngredientGroupsRepository);
  const requireEditor = (caller: Caller) => {
    if (!canEditIngredients(caller.principal))
      throw forbidden('Only admins, nutritionists and ambassadors may change display names');
  };

  async function write(
    groups: ReturnType<typeof createIngredientGroupsRepository>,
    id: number | undefined,
    body: IngredientGroupInput,
  ): Promise<number> {
    const name = body.name.trim();
    if (await groups.nameTaken(name, id))
      throw conflict('INGREDIENT_GROUP_NAME_TAKEN', `A display name called "${name.slice(0, 100)}" already exists`, 'name');
    const known = await groups.existingIngredients(body.ingredientIds);
    const missing = body.ingredientIds.findIndex((i) => !known.has(i));
    if (missing >= 0) throw notFound(`Ingredient ${body.ingredientIds[missing]} not found`);
    const groupId = id ?? (await groups.insert(name));
    if (id !== undefined) await groups.rename(id, name);
    await groups.replaceTranslations(groupId, body.nameTranslations ?? []);
    await groups.setIngredients(groupId, body.ingredientIds);
    return groupId;
  }

  return {
    list(
      caller: Caller,
      filter: GroupFilter,
      page: number,
      pageSize: number,
    ): Promise<{ items: IngredientGroupSummary[]; total: number }> {
      return work(caller)((groups) => groups.list(filter, page * pageSize, pageSize));
    },
    async get(caller: Caller, id: number): Promise<IngredientGroup> {
      const found = await work(caller)((groups) => groups.findById(id));
      if (!found) throw notFoundGroup(id);
      return found;
    },
    /** Creates a display name; a retry with the same idempotency key returns the first one while it exists. */
    async create(caller: Caller, body: IngredientGroupInput, idempotencyKey?: string): Promise<IngredientGroup> {
      requireEditor(caller);
      validate(body);
      return unitOfWork(caller.db, (tx) => ({
        groups: createIngredientGroupsRepository(tx),
        keys: createIdempotencyRepository(tx),
      }))(async ({ groups, keys }) => {
        const operation = 'createIngredientGroup';
        if (idempotencyKey) {
          const previous = await keys.claim(caller.principal.sub, operation, idempotencyKey, body);
          const again = previous ? await groups.findById(previous) : undefined;
          if (again) return again;
        }
        const id = await write(groups, undefined, body);
        if (idempotencyKey) await keys.bind(caller.principal.sub, operation, idempotencyKey, id);
        return (await groups.findById(id))!;
      });
    },
    async update(caller: Caller, id: number, body: IngredientGroupInput): Promise<IngredientGroup> {
      requireEditor(caller);
      validate(body);
      return work(caller)(async (groups) => {
        if (!(await groups.lock(id))) throw notFoundGroup(id);
        await write(groups, id, body);
        return (await groups.findById(id))!;
      });
    },
    async remove(caller: Caller, id: number): Promise<void> {
      requireEditor(caller);
      const done = await work(caller)((groups) => groups.lock(id).then((ok) => ok && groups.remove(id)));
      if (!done) throw notFoundGroup(id);
    },
  };
}
