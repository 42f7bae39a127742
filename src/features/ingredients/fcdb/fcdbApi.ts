/** The FCDB screens' view of the app API: the generated, enhanced endpoints they use. */
import { appApi } from '../../../services/appApi';
import type { ListIngredientsApiArg } from '../../../services/generated/appApi.generated';

export const {
  useListIngredientsQuery,
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
export const updateIngredientList = (arg: ListIngredientsApiArg, hidden: boolean, idIngredient: number) =>
  appApi.util.updateQueryData('listIngredients', arg, (page) => {
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
  ListIngredientsApiArg,
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
