/** Recipe, lookup, photo and export operations of the app API (openapi/api.yaml), bound by operationId. */
import { COOKING_METHODS, DIETS, MEAL_TYPES, SEASONS, STORAGES, recipeDiets } from '../../../domain';
import { unitOfWork } from '../../db';
import { badRequest, file, handlersFor, page, type Caller } from '../../http';
import type { operations } from '../../generated/api.schema.generated';
import type { BackendDeps } from '../../deps';
import { exportDatabase } from './databaseExport';
import { createLookupsRepository } from './lookupsRepository';
import { NUTS_REGIONS } from './nuts';
import { createPhotoStorage } from './photoStorage';
import { createPhotosService } from './photosService';
import { createRecipesService } from './recipesService';

const ENUM_TAGS = [
  ['MEAL_TYPE', MEAL_TYPES],
  ['SEASON', SEASONS],
  ['STORAGE', STORAGES],
  ['COOKING_METHOD', COOKING_METHODS],
  ['DIET', DIETS],
] as const;

export function createRecipeRoutes(deps: BackendDeps) {
  const photos = createPhotosService(createPhotoStorage(deps.photosDir));
  const recipes = createRecipesService(photos);
  const lookups = (caller: Caller) => unitOfWork(caller.db, createLookupsRepository);

  /** Diets of the given ingredients; 400 naming ingId when one is unknown. */
  const dietsOf = async (caller: Caller, ids: number[]) => {
    const diets = await lookups(caller)((l) => l.ingredientDiets(ids));
    const missing = ids.find((id) => !diets.has(id));
    if (missing !== undefined) throw badRequest(`Ingredient ${missing} does not exist`, 'ingId');
    return [...diets.values()];
  };

  return handlersFor<operations>()({
    getRecipe: ({ params, ctx }) => recipes.get(ctx, params.id),
    saveRecipe: async ({ body, headers, ctx }) => ({
      success: true,
      data: await recipes.save(ctx, body, headers['idempotency-key']),
    }),
    deleteRecipe: ({ params, ctx }) => recipes.remove(ctx, params.id),

    listTags: async ({ ctx }) => [
      ...ENUM_TAGS.flatMap(([category, names]) => names.map((name) => ({ name, category }))),
      ...(await lookups(ctx)((l) => l.otherTagNames())).map((name) => ({ name, category: 'OTHER' as const })),
    ],
    /** The DIET tags a recipe made of these ingredients gets (the rule saveRecipe applies). */
    generateRecipeTags: async ({ query, ctx }) => {
      const ids = [...new Set(query.ingId ?? [])];
      if (!ids.length) return [];
      return recipeDiets(await dietsOf(ctx, ids)).map((name) => ({ name, category: 'DIET' as const }));
    },
    /** Food restrictions a recipe of these ingredients satisfies: none of them is excluded. */
    listRecipeFoodRestrictions: async ({ query, ctx }) => {
      const ids = [...new Set(query.ingId ?? [])];
      if (!ids.length) return [];
      await dietsOf(ctx, ids);
      return lookups(ctx)((l) => l.restrictionsAllowing(ids));
    },
    listFoodRestrictions: ({ ctx }) => lookups(ctx)((l) => l.foodRestrictions()),
    listRecipeSources: ({ ctx }) => lookups(ctx)((l) => l.sources()),
    listRecipeAuthors: ({ ctx }) => lookups(ctx)((l) => l.authors()),
    listNutsRegions: () => [...NUTS_REGIONS],
    listSimpleRecipes: async ({ query, ctx }) => {
      const result = await lookups(ctx)((l) => l.simpleRecipes(query.page ?? 0, query.pageSize ?? 101, query.searchText));
      return page(result.items, result.total);
    },

    getRecipePhotos: ({ params, ctx }) => photos.list(ctx, params.id),
    uploadRecipePhotos: ({ params, body, ctx }) => photos.upload(ctx, params.id, body),
    getRecipePhotoThumbnail: async ({ params, ctx }) => {
      const stored = await photos.read(ctx, params.idRecipePhoto, 'thumb');
      return file(stored.bytes, stored.contentType, { 'cache-control': 'private, max-age=86400' });
    },
    getRecipePhotoImage: async ({ params, ctx }) => {
      const stored = await photos.read(ctx, params.idRecipePhoto, 'image');
      return file(stored.bytes, stored.contentType, { 'cache-control': 'private, max-age=86400' });
    },
    deleteRecipePhotos: ({ body, ctx }) => photos.remove(ctx, body),

    exportDatabase: ({ ctx }) =>
      file(exportDatabase(ctx), 'application/zip', { 'content-disposition': 'attachment; filename="databases.zip"' }),
  });
}
