import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query';
import { appApiGenerated, type RecipePhotoUpload } from './generated/appApi.generated';
import { appApiPagedOperations } from './generated/appApi.meta.generated';
import { objectUrlQuery, type ObjectUrl } from './objectUrl';
import { withPaging, type PagedDefinitions } from './paging';
import { idTag, listAndItemTags, listTag } from './tags';

type Generated = DefinitionsFromApi<typeof appApiGenerated>;
type Paged = (typeof appApiPagedOperations)[number];
/** Operations whose 200 answer is a file: kept as an object URL (see objectUrl.ts). */
type Files = 'getRecipePhotoThumbnail' | 'getRecipePhotoImage' | 'exportDatabase';
type Definitions = PagedDefinitions<Generated, Paged> & { [K in Files]: OverrideResultType<Generated[K], ObjectUrl> };

/** A Blob's file name: a File's, or the one compressorjs sets on the Blob it returns. */
const fileName = (file: Blob): string => ('name' in file && typeof file.name === 'string' && file.name ? file.name : 'photo');

/** The multipart body of an upload: every file under `files`, then `photoType`. */
function photoUploadForm(upload: RecipePhotoUpload): FormData {
  const form = new FormData();
  for (const file of upload.files) form.append('files', file, fileName(file));
  form.append('photoType', upload.photoType);
  return form;
}

/**
 * The app API: catalogue, photos, users, contexts, settings, usage statistics, export. Cache tag types
 * are the document's tags (generated): every query provides its tag and every mutation invalidates it;
 * the overrides below narrow that to list and id tags where a screen shows one record or one list.
 */
export const appApi = appApiGenerated
  .enhanceEndpoints<never, Definitions>({
    endpoints: {
      ...withPaging<Generated, Paged>(appApiPagedOperations),
      // Blobs never enter the store: the image is kept as an object URL, revoked when the entry goes.
      getRecipePhotoThumbnail: objectUrlQuery(({ idRecipePhoto }) => `/API/recipes/photos/${idRecipePhoto}/thumbnail`),
      getRecipePhotoImage: objectUrlQuery(({ idRecipePhoto }) => `/API/recipes/photos/${idRecipePhoto}/image`),
      // The export (databases.zip) likewise: the page hands the URL to a download link.
      exportDatabase: objectUrlQuery(() => '/recipe/export'),
    },
  })
  .enhanceEndpoints({
    endpoints: {
      getRecipe: { providesTags: (_r, _e, { id }) => [idTag('Recipes', id)] },
      saveRecipe: {
        invalidatesTags: (result) =>
          result?.data ? [listTag('Recipes'), idTag('Recipes', result.data.idRecipe)] : [listTag('Recipes')],
      },
      deleteRecipe: { invalidatesTags: (_r, _e, { id }) => [listTag('Recipes'), idTag('Recipes', id)] },
      listSimpleRecipes: { providesTags: (page) => listAndItemTags('Recipes', page?.items, (r) => r.idRecipe) },
      // Lookups a save can extend (a new source, tag or author) are refreshed with the recipe lists.
      listTags: { providesTags: [listTag('Recipes')] },
      listRecipeSources: { providesTags: [listTag('Recipes')] },
      listRecipeAuthors: { providesTags: [listTag('Recipes')] },
      getRecipePhotos: { providesTags: (_r, _e, { id }) => [idTag('Recipe photos', id)] },
      uploadRecipePhotos: {
        query: ({ id, recipePhotoUpload }) => ({
          url: `/API/recipes/${id}/photos`,
          method: 'POST',
          body: photoUploadForm(recipePhotoUpload),
        }),
        // An upload may replace the cover shown in the editor.
        invalidatesTags: (_r, _e, { id }) => [idTag('Recipe photos', id), idTag('Recipes', id), listTag('Photo moderation')],
      },
      // Images of a photo id never change: nothing refetches them.
      getRecipePhotoThumbnail: { providesTags: [] },
      getRecipePhotoImage: { providesTags: [] },
      deleteRecipePhotos: { invalidatesTags: ['Recipe photos', listTag('Photo moderation')] },
      listPhotosForModeration: { providesTags: (entries) => listAndItemTags('Photo moderation', entries, (p) => p.id) },
      // A failed moderation changed nothing: the queue is restored by the screen, not refetched.
      approveRecipePhoto: {
        invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('Photo moderation'), idTag('Photo moderation', id)]),
      },
      rejectRecipePhoto: {
        invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('Photo moderation'), idTag('Photo moderation', id)]),
      },
      listIngredients: { providesTags: (page) => listAndItemTags('Ingredients', page?.items, (i) => i.idIngredient) },
      getIngredient: { providesTags: (_r, _e, { id }) => [idTag('Ingredients', id)] },
      // An ingredient's save or delete changes the display names and food groups that list it (their
      // ingredient counts and ingredient lists); a duplicate joins its original's display name and groups.
      saveIngredient: {
        // The specification: status 204 is a save, anything else is an error, a 200 with a body included.
        query: ({ idIngredient, ingredientInput }) => ({
          url: `/ingredient/${idIngredient}`,
          method: 'POST',
          body: ingredientInput,
          validateStatus: (response) => response.status === 204,
        }),
        invalidatesTags: (_r, _e, { idIngredient }) => [
          listTag('Ingredients'),
          idTag('Ingredients', idIngredient),
          'Display names',
          'Food groups',
        ],
      },
      duplicateIngredient: { invalidatesTags: [listTag('Ingredients'), 'Display names', 'Food groups'] },
      // A deleted record is not refetched (it would answer 404): its editor leaves for the list.
      deleteIngredient: { invalidatesTags: [listTag('Ingredients'), 'Display names', 'Food groups'] },
      importIngredient: { invalidatesTags: [listTag('Ingredients')] },
      setIngredientVisibility: { invalidatesTags: (_r, _e, { id }) => [listTag('Ingredients'), idTag('Ingredients', id)] },
      saveIngredientUnits: { invalidatesTags: (_r, _e, { id }) => [listTag('Ingredients'), idTag('Ingredients', id)] },
      listAvailableUnits: { keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000 },
      listIngredientGroups: { providesTags: (page) => listAndItemTags('Display names', page?.items, (g) => g.idIngredientGroup) },
      getIngredientGroup: { providesTags: (_r, _e, { id }) => [idTag('Display names', id)] },
      // A display name's save or delete moves ingredients in or out of it: every ingredient read (list and
      // editors) is refetched, so an editor opened before never saves the old display name back.
      createIngredientGroup: { invalidatesTags: [listTag('Display names'), 'Ingredients'] },
      updateIngredientGroup: {
        invalidatesTags: (_r, _e, { id }) => [listTag('Display names'), idTag('Display names', id), 'Ingredients'],
      },
      // Not the deleted display name itself: its editor leaves for the list instead of reading it again (404).
      deleteIngredientGroup: { invalidatesTags: [listTag('Display names'), 'Ingredients'] },
      listFoodGroups: { providesTags: (groups) => listAndItemTags('Food groups', groups, (g) => g.idGroup) },
      getFoodGroup: { providesTags: (_r, _e, { id }) => [idTag('Food groups', id)] },
      // Food group names and members show in the ingredient editors (their food groups) and the FCDB list
      // filter: every ingredient read is refetched, so an editor opened before never saves old groups back.
      saveFoodGroup: { invalidatesTags: [listTag('Food groups'), 'Ingredients'] },
      // A deleted record is not refetched (it would answer 404): its editor leaves for the list.
      deleteFoodGroup: { invalidatesTags: [listTag('Food groups'), 'Ingredients'] },
      addFoodGroupIngredients: {
        invalidatesTags: (_r, _e, { idGroup }) => [listTag('Food groups'), idTag('Food groups', idGroup), 'Ingredients'],
      },
      removeFoodGroupIngredient: {
        invalidatesTags: (_r, _e, { id }) => [listTag('Food groups'), idTag('Food groups', id), 'Ingredients'],
      },
      listFoodRestrictions: {
        providesTags: (restrictions) => listAndItemTags('Food restrictions', restrictions, (r) => r.idFoodRestriction),
      },
      getFoodRestriction: { providesTags: (_r, _e, { id }) => [idTag('Food restrictions', id)] },
      // A restriction's excluded ingredients decide which recipes suit it: recipe suitability follows.
      saveFoodRestriction: {
        invalidatesTags: (saved) => [
          listTag('Food restrictions'),
          'Recipes',
          ...(saved ? [idTag('Food restrictions', saved.idFoodRestriction)] : []),
        ],
      },
      deleteFoodRestriction: { invalidatesTags: [listTag('Food restrictions'), 'Recipes'] },
      listUsers: { providesTags: (page) => listAndItemTags('Users', page?.items, (u) => u.idUser) },
      listContextUsers: { providesTags: (page) => listAndItemTags('Users', page?.items, (u) => u.idUser) },
      getUser: { providesTags: (_r, _e, { id }) => [idTag('Users', id)] },
      createUser: { invalidatesTags: [listTag('Users')] },
      deleteUser: { invalidatesTags: (_r, _e, { id }) => [listTag('Users'), idTag('Users', id)] },
    },
  });
