import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../http';
import type { BackendDeps } from '../../deps';
import { requirePrincipal } from '../../auth';
import { forbidden, notFoundRecipe } from './errors';
import { canEditRecipe, loadRecipe, type PhotoRow } from './load';
import { createExportHandler } from './export';
import { createRecipeLookups } from './lookups';
import { createRecipePhotoHandlers } from './photos';
import { writeRecipe, type RecipeInput } from './save';
import { isDbInt, withInputErrors } from '../../search/sql';

/** Recipe, lookup and photo operations of the app API (openapi/api.yaml). */
export function createRecipeHandlers(deps: BackendDeps): HandlerMap {
  const { removeFiles, ...photos } = createRecipePhotoHandlers(deps);

  async function getRecipe(request: FastifyRequest) {
    const { context } = requirePrincipal(request);
    const { id } = request.params as { id: number };
    const recipe = isDbInt(id) ? await deps.db.transaction((tx) => loadRecipe(tx, id), { context }) : undefined;
    if (!recipe) throw notFoundRecipe(id);
    return recipe;
  }

  async function saveRecipe(request: FastifyRequest) {
    const principal = requirePrincipal(request);
    const body = request.body as RecipeInput;
    const key = request.headers['idempotency-key'];
    const idempotencyKey = body.idRecipe === undefined && typeof key === 'string' ? key : undefined;
    const data = await deps.db.transaction(async (tx) => {
      if (idempotencyKey) {
        // Claim the key first: a concurrent retry waits on it, then finds the recipe the first one made.
        const claimed = await tx.query(
          `INSERT INTO idempotency_key (principal, operation, key) VALUES ($1, 'saveRecipe', $2) ON CONFLICT DO NOTHING RETURNING key`,
          [principal.sub, idempotencyKey]);
        if (!claimed.length) {
          const [previous] = await tx.query<{ recipe_id: number | null }>(
            "SELECT recipe_id FROM idempotency_key WHERE principal = $1 AND operation = 'saveRecipe' AND key = $2", [principal.sub, idempotencyKey]);
          const again = previous?.recipe_id ? await loadRecipe(tx, Number(previous.recipe_id)) : undefined;
          if (again) return again;
          // The recipe made under this key was deleted since: create it anew under the same key.
        }
      }
      const id = await writeRecipe(tx, body, principal);
      if (idempotencyKey) {
        await tx.query("UPDATE idempotency_key SET recipe_id = $3 WHERE principal = $1 AND operation = 'saveRecipe' AND key = $2",
          [principal.sub, idempotencyKey, id]);
      }
      return loadRecipe(tx, id);
    }, { context: principal.context });
    return { success: true, data };
  }

  async function deleteRecipe(request: FastifyRequest, reply: FastifyReply) {
    const principal = requirePrincipal(request);
    const { id } = request.params as { id: number };
    if (!isDbInt(id)) throw notFoundRecipe(id);
    const photosRemoved = await deps.db.transaction(async (tx) => {
      const [recipe] = await tx.query<{ author_external_id: string | null }>('SELECT author_external_id FROM recipe WHERE id = $1 FOR UPDATE', [id]);
      if (!recipe) throw notFoundRecipe(id);
      if (!canEditRecipe(principal, recipe.author_external_id)) throw forbidden('Only the author, admins and nutritionists may delete this recipe');
      const photoRows = await tx.query<PhotoRow>('SELECT * FROM recipe_photo WHERE recipe_id = $1', [id]);
      await tx.query('DELETE FROM recipe WHERE id = $1', [id]);
      return photoRows;
    }, { context: principal.context });
    for (const p of photosRemoved) await removeFiles(principal.context, p.id);
    return reply.code(204).send();
  }

  return withInputErrors({
    getRecipe,
    saveRecipe,
    deleteRecipe,
    ...createRecipeLookups(deps),
    ...photos,
    exportDatabase: createExportHandler(deps),
  });
}
