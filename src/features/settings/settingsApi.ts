/**
 * The settings screen's view of the app API: the generated, enhanced endpoints re-exported as the
 * hooks this screen uses, and the enumerations of the same document.
 */
import { appApi } from '../../services/appApi';
import { appApiEnums } from '../../services/generated/appApi.constants.generated';

export const {
  useGetEnergyDistributionQuery,
  useGetEnergyEstimationEquationQuery,
  useListMealPartsQuery,
  useListMealOfDayDivisionsQuery,
  useGetEnabledDietaryRestrictionsQuery,
  useGetRecommenderSettingsQuery,
  useResetRecommenderSettingsMutation,
  useSaveAllSettingsMutation,
  useListSimpleRecipesQuery,
} = appApi;

export const SETTINGS_ENUMS = {
  diets: appApiEnums.Diet,
  equations: appApiEnums.EnergyEstimationEquation,
  mealsOfDay: appApiEnums.MealOfDay,
  mealRoles: appApiEnums.MealRole,
  heuristics: appApiEnums.HeuristicName,
  dayHeuristics: appApiEnums.DayHeuristicName,
  weekHeuristics: appApiEnums.WeekHeuristicName,
};

export type {
  AllSettings,
  Diet,
  EnergyDistribution,
  EnergyEstimationEquation,
  MealOfDay,
  MealOfDayDivision,
  MealPart,
  MealRole,
  RecipeRef,
  RecommenderSettings,
  SettingsSave,
  MealOfDayDivisionInput,
} from '../../services/generated/appApi.generated';
export { apiErrorOf } from '../../services/apiError';
/** The planner's preview of edited recommender settings (nothing saved). */
export { usePreviewRecommenderSettingsMutation } from '../../services/plannerApi';
export type {
  SettingsPreview,
  SettingsPreviewFigures,
  SettingsPreviewHousehold,
} from '../../services/generated/plannerApi.generated';

export type HeuristicName = (typeof appApiEnums.HeuristicName)[number];
export type DayHeuristicName = (typeof appApiEnums.DayHeuristicName)[number];
export type WeekHeuristicName = (typeof appApiEnums.WeekHeuristicName)[number];
