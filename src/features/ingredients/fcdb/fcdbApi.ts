/**
 * The FCDB screens' view of the backends: the list and its search on the search service (GET /search/ingredients,
 * as the specification's call list says), the editor's reads and writes on the app API.
 */
import { appApi } from '../../../services/appApi';
import type { SearchIngredientsApiArg } from '../../../services/generated/searchApi.generated';
import { searchApi } from '../../../services/searchApi';

export const { useSearchIngredientsQuery } = searchApi;
export type { SearchIngredientsApiArg };

export const {
  useGetIngredientQuery,
  useSaveIngredientMutation,
  useDuplicateIngredientMutation,
  useDeleteIngredientMutation,
  useImportIngredientMutation,
  useSetIngredientVisibilityMutation,
  useSaveIngredientUnitsMutation,
  useListAvailableUnitsQuery,
  useCreateIngredientGroupMutation,
  useListFoodGroupsQuery,
  useGetLanguagesQuery,
} = appApi;

/** The list's cache entries are patched for the optimistic visibility toggle. */
export const updateIngredientList = (arg: SearchIngredientsApiArg, hidden: boolean, idIngredient: number) =>
  searchApi.util.updateQueryData('searchIngredients', arg, (page) => {
    const row = page.items.find((i) => i.idIngredient === idIngredient);
    if (row) row.hideFromUser = hidden;
  });

export type {
  Country,
  FoodGroupSummary,
  Ingredient,
  IngredientDataIssue,
  IngredientInput,
  IngredientSummary,
  IngredientUnit,
  IngredientUnitInput,
  NameTranslation,
  NutrientRetentionFactor,
  UnitName,
  WeightYieldFactor,
} from '../../../services/generated/appApi.generated';

/** The answer of a save refused because someone else saved the ingredient since it was loaded (409). */
export const INGREDIENT_VERSION_CONFLICT_CODE = 'INGREDIENT_VERSION_CONFLICT';

/** The answer of a unit delete refused because a recipe uses the unit. */
export const UNIT_IN_USE_CODE = 'UNIT_IN_USE';
export const UNIT_IN_USE_MESSAGE = 'Cannot delete units in use';

/** Messages of the specification's error catalogue (section 8). */
export const MESSAGES = {
  imported: 'Ingredient imported with success',
  alreadyExists: 'Ingredient already exists',
  importFailed: 'There was an error importing',
  saved: 'Ingredient saved with success',
  saveFailed: 'There was an error saving',
  duplicated: 'Ingredient duplicated with success',
  duplicateFailed: 'There was an error duplicating',
  deleted: 'Ingredient deleted with success',
  deleteFailed: 'There was an error deleting',
  unitDeleteFailed: 'There was an error deleting the unit',
  unitsSaved: 'Units saved with success',
  unitsSaveFailed: 'There was an error saving the units',
  visibilityFailed: 'The visibility could not be changed; it was restored',
} as const;
