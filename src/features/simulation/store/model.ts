import {
  DEFAULT_RECOMMENDER_SETTINGS,
  defaultSelectedMeals,
  isMealsPerDay,
  type ActivityLevel,
  type DayOfWeek,
  type EnergyGoal,
  type ExpertiseLevel,
  type Gender,
  type MealOfDay,
  type MealPlanView,
  type PlanAction,
  type RecommenderSettings,
  type VarietyLevel,
} from '../../../domain';
import type {
  FeedbackValue,
  FoodRestrictionRef,
  IngredientRef,
  RecipeRef,
  WeekPlan,
} from '../../../services/generated/plannerApi.generated';

/** One person of the simulated household, as the profile editor holds it. */
export interface MemberState {
  /** Household member ids are assigned as count plus 2. */
  id: number;
  name: string;
  /** The age field converts to a birth date (ISO date); null while the age is empty. */
  birthDate: string | null;
  weightKg: number | null;
  heightCm: number | null;
  gender: Gender;
  activityLevel: ActivityLevel;
  /** Used with the AUTO (custom) activity level. */
  dailyBurnedEnergyKcal: number | null;
  energyGoal: EnergyGoal;
  /** Used with the CUSTOM energy goal. */
  customKcalTarget: number | null;
}

export type MacroKey = 'protein' | 'carbohydrates' | 'fat';
export const MACRO_KEYS: readonly MacroKey[] = ['protein', 'carbohydrates', 'fat'];

/** Whole-number percentages of energy; null is an empty input (counts as 0). */
export type MacroDistributionState = Record<MacroKey, number | null>;

export interface IngredientFeedbackState {
  value: FeedbackValue;
  ingredient: IngredientRef;
}
export interface RecipeFeedbackState {
  value: FeedbackValue;
  recipe: RecipeRef;
}

/** The saved simulation profile the editor was loaded from (or saved as). */
export interface SavedProfileRef {
  id: number;
  name: string;
  description?: string;
  /** The version loaded: an update names it, and the server refuses it (409) when someone saved since. */
  version?: number;
}

export interface ProfileState {
  savedProfile: SavedProfileRef | null;
  members: MemberState[];
  noOfMealsPerDay: number;
  /**
   * The meals of day planned (eating order), as many as noOfMealsPerDay. Optional: a profile kept by an older build has
   * none (then the default meals of noOfMealsPerDay; see selectedMealsOf).
   */
  selectedMeals?: MealOfDay[];
  /** The household cook's expertise: the planner plans no recipe above it. Optional as selectedMeals (default INTERMEDIATE). */
  expertiseLevel?: ExpertiseLevel;
  macroDistribution: MacroDistributionState;
  /** The last two macros edited, oldest first: the third one is recomputed. */
  macroEditOrder: MacroKey[];
  foodRestrictions: FoodRestrictionRef[];
  ingredientFeedbacks: IngredientFeedbackState[];
  recipeFeedbacks: RecipeFeedbackState[];
  ingredientRestrictions: IngredientRef[];
  notes: string;
  recommenderSettings: RecommenderSettings;
}

/** A meal of the plan: `${dayOfWeek}:${mealOfDay}`. */
export type MealKey = `${DayOfWeek}:${MealOfDay}`;
export const mealKey = (day: DayOfWeek, meal: MealOfDay): MealKey => `${day}:${meal}`;

export interface PlanState {
  weekPlan: WeekPlan | null;
  lastPlanAction: PlanAction | null;
  /** Meals showing the Updated badge. */
  updatedMeals: MealKey[];
  /** The "Regenerate" box: Update performs RECREATE instead of REVIEW. */
  regenerate: boolean;
  /** The weekday tab; null until chosen (the tab then starts on the current day). */
  selectedDay: DayOfWeek | null;
  view: MealPlanView;
  /**
   * Pinned meals (division of a day): Update keeps them as they are and replacements leave them.
   * Optional: a plan kept by an older build has none.
   */
  pinnedMeals?: PinnedMeal[];
}

/** One pinned division of one day of the plan. */
export interface PinnedMeal {
  dayOfWeek: DayOfWeek;
  idMealOfDayDivision: number;
}

export interface VarietyState {
  priorityIngredients: IngredientRef[];
  allowedIngredients: IngredientRef[];
  excludedIngredients: IngredientRef[];
  varietyLevel: VarietyLevel;
}

/** The part of the simulation that Undo and Redo act on, together. */
export interface SimulationPresent {
  profile: ProfileState;
  plan: PlanState;
  variety: VarietyState;
}

/** Default sample (planning.md: male, 71.2 kg, 176 cm, lowest activity, six meals; 1960 birth date). */
export const DEFAULT_BIRTH_DATE = '1960-01-01';
export const DEFAULT_WEIGHT_KG = 70;
export const DEFAULT_HEIGHT_CM = 170;
export const CUSTOM_KCAL_DEFAULT = 2000;
export const AUTO_BURNED_KCAL_DEFAULT = 500;
/** The default sample is intermediate (planning.md, Sample / user profile). */
export const DEFAULT_EXPERTISE_LEVEL: ExpertiseLevel = 'INTERMEDIATE';

/** The meals the profile plans: its selection, else the default meals of its number (a profile kept by an older build). */
export function selectedMealsOf(profile: Pick<ProfileState, 'noOfMealsPerDay' | 'selectedMeals'>): MealOfDay[] {
  if (profile.selectedMeals && profile.selectedMeals.length > 0) return profile.selectedMeals;
  return defaultSelectedMeals(isMealsPerDay(profile.noOfMealsPerDay) ? profile.noOfMealsPerDay : 6);
}

export function defaultMember(id: number, name: string): MemberState {
  return {
    id,
    name,
    birthDate: DEFAULT_BIRTH_DATE,
    weightKg: DEFAULT_WEIGHT_KG,
    heightCm: DEFAULT_HEIGHT_CM,
    gender: 'M',
    activityLevel: 'LOWEST',
    dailyBurnedEnergyKcal: null,
    energyGoal: 'MAINTAIN_WEIGHT',
    customKcalTarget: null,
  };
}

export function initialProfile(): ProfileState {
  return {
    savedProfile: null,
    members: [{ ...defaultMember(2, 'Household member 1'), weightKg: 71.2, heightCm: 176 }],
    noOfMealsPerDay: 6,
    selectedMeals: defaultSelectedMeals(6),
    expertiseLevel: DEFAULT_EXPERTISE_LEVEL,
    macroDistribution: { protein: 20, carbohydrates: 50, fat: 30 },
    macroEditOrder: [],
    foodRestrictions: [],
    ingredientFeedbacks: [],
    recipeFeedbacks: [],
    ingredientRestrictions: [],
    notes: '',
    recommenderSettings: DEFAULT_RECOMMENDER_SETTINGS,
  };
}
