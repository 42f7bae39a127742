/**
 * Public types of the recommender. Every input is readonly; the engine never mutates what it gets.
 */
import type {
  ActivityLevel,
  Allergen,
  Cuisine,
  DayOfWeek,
  Diet,
  DivisionType,
  ExpertiseLevel,
  EnergyEstimationEquation,
  EnergyGoal,
  KnownFoodGroupType,
  Gender,
  HeuristicName,
  MealOfDay,
  MealPart,
  MealType,
  Nutrient,
  PlanAction,
  RecommenderSettings,
  Season,
  VarietyLevel,
  ActivityMapping,
  GoalAdjustments,
  MacroDistribution,
  EnergySplit,
  MealRole,
} from '../domain';

/** One ingredient line of a candidate recipe; grams are for the whole recipe (all its servings). */
export interface RecipeIngredientInput {
  readonly idIngredient: number;
  readonly name: string;
  readonly grams: number;
  /** Food group name (e.g. "Poultry Products"); variety counts groups by it. */
  readonly foodGroup?: string;
  /**
   * The known type of that food group (src/domain/foodGroups.ts), which the meat, fish and fruit flags
   * read, so a group staff renamed keeps its meaning. `null`: the group has no known type (it says
   * nothing about meat, fish or fruit). Absent: not told, the group's name is matched instead.
   */
  readonly foodGroupType?: KnownFoodGroupType | null;
}

/** Nutrition of one serving. Energy in kcal, masses in g except cholesterol and iron in mg. */
export interface NutritionPerServing {
  readonly energyKcal: number;
  readonly protein: number;
  readonly carbohydrate: number;
  readonly fat: number;
  readonly fiber: number;
  readonly sugar: number;
  /** Free sugars (WHO: added sugars plus those in honey, syrups and juices), when the server estimated them. */
  readonly freeSugar?: number;
  readonly salt: number;
  readonly cholesterol?: number;
  readonly iron?: number;
}

/** Facts derived from the ingredients (see `deriveRecipeFlags`). */
export interface RecipeFlags {
  readonly containsMeat: boolean;
  readonly containsFish: boolean;
  readonly isWhiteMeat: boolean;
  readonly isRedMeat: boolean;
  readonly isSoup: boolean;
  readonly isComfortFood: boolean;
  readonly isFruit: boolean;
  readonly isCommonFruit: boolean;
  readonly isDrink: boolean;
  readonly isSugaryDrink: boolean;
  /** The heaviest ingredient's id (used to tell two fruits apart). */
  readonly mainIngredientId: number | null;
}

/** A candidate recipe as fed by the server. Without `flags` the engine derives them. */
export interface CandidateRecipe {
  readonly idRecipe: number;
  readonly name: string;
  readonly servings: number;
  readonly mealTypes: readonly MealType[];
  readonly seasons: readonly Season[];
  readonly tags: readonly string[];
  readonly cuisine?: Cuisine | null;
  readonly ingredients: readonly RecipeIngredientInput[];
  readonly nutritionPerServing: NutritionPerServing;
  readonly allergens: readonly Allergen[];
  readonly suitableDiets: readonly Diet[];
  /** Price per serving, when known (enables CHEAPER_FOOD). */
  readonly costPerServing?: number;
  readonly flags?: RecipeFlags;
  /** The roles it may play (src/domain/mealRoles.ts); without them the engine derives them from the name and types. */
  readonly mealRoles?: readonly MealRole[];
  /** The source's food code (FNDDS), which role derivation reads when `mealRoles` is not given. */
  readonly sourceCode?: string | null;
  /** The cooking expertise the recipe asks; without one it suits every household (the EXPERTISE rule never removes it). */
  readonly expertiseLevel?: ExpertiseLevel | null;
}

/** A household member with what their energy need depends on. `user` is the member's id. */
export interface HouseholdMember {
  readonly user: number;
  readonly name?: string;
  readonly gender: Gender;
  readonly ageYears: number;
  readonly weightKg: number;
  readonly heightCm: number;
  readonly activityLevel: ActivityLevel;
  readonly dailyBurnedEnergyKcal?: number;
  readonly energyGoal: EnergyGoal;
  readonly customKcalTarget?: number;
  /** Member has diabetes: enables the DIABETES heuristic when its weight is above 0. */
  readonly diabetes?: boolean;
}

/** Settings for energy and nutrient needs. */
export interface NeedsSettings {
  readonly equation: EnergyEstimationEquation;
  readonly macroDistribution: MacroDistribution;
  /** Fractions of daily energy per selected meal; default from the number of meals. */
  readonly energySplit?: EnergySplit;
  readonly activityMapping?: ActivityMapping;
  readonly goalAdjustments?: GoalAdjustments;
}

export type NutrientUnit = 'kcal' | 'g' | 'mg';
export interface NutrientNeed {
  readonly target: number;
  readonly min: number;
  readonly max: number;
  readonly unit: NutrientUnit;
}

/** Nutritional needs of one household member. */
export interface NutritionalNeeds {
  readonly user: number;
  readonly mealsKcalNeed: Readonly<Partial<Record<MealOfDay, number>>>;
  readonly nutrientNeeds: Readonly<Record<Nutrient, NutrientNeed>>;
}

/** One slot of a meal: a meal part to choose, a fixed recipe or a fixed ingredient. */
export interface MealOfDayDivision {
  readonly idMealOfDayDivision: number;
  readonly mealOfDay: MealOfDay;
  readonly type: DivisionType;
  readonly mealPart?: MealPart;
  readonly recipe?: { readonly idRecipe: number; readonly name: string };
  readonly ingredientDivision?: {
    readonly ingredient: {
      readonly idIngredient: number;
      readonly name: string;
      readonly foodGroup?: string;
      /** As in {@link RecipeIngredientInput}. */
      readonly foodGroupType?: KnownFoodGroupType | null;
    };
    /** Grams of one portion and nutrition of that portion. */
    readonly grams: number;
    readonly nutritionPerPortion: NutritionPerServing;
    readonly allergens?: readonly Allergen[];
  };
  readonly name?: string;
  /** The one role this division takes (e.g. BREAD_MEAL for a bread lunch); default by meal part and meal of day. */
  readonly mealRole?: MealRole;
  /** Relative weight of this division within its meal's energy (default by meal part). */
  readonly energyWeight?: number;
}

export interface FoodRestriction {
  readonly idFoodRestriction: number;
  readonly name: string;
  readonly ingredientsToExclude: readonly number[];
}

/** The hard restrictions of a household. */
export interface Restrictions {
  readonly diets: readonly Diet[];
  readonly allergens: readonly Allergen[];
  readonly foodRestrictions: readonly FoodRestriction[];
  /** Ingredient ids the household never eats. */
  readonly ingredientRestrictions: readonly number[];
  /** The household's cooking expertise: recipes that ask more are never planned (EXPERTISE). Absent: no limit. */
  readonly cookingExpertise?: ExpertiseLevel;
}

export interface VarietyOptions {
  readonly priorityIngredients: readonly number[];
  readonly allowedIngredients: readonly number[];
  readonly excludedIngredients: readonly number[];
  readonly varietyLevel: VarietyLevel;
}

/** Feedback values are in -1 (dislike) .. 1 (like); other values are clamped. */
export interface Feedback {
  readonly ingredients: readonly { readonly idIngredient: number; readonly value: number }[];
  readonly recipes: readonly { readonly idRecipe: number; readonly value: number }[];
}

/** Portion bounds per member, in servings; `step` 0 means continuous rounded to 0.05. */
export interface PortionBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export const HARD_RULES = [
  'MEAL_TYPE',
  'DIET',
  'ALLERGEN',
  'FOOD_RESTRICTION',
  'INGREDIENT_RESTRICTION',
  'EXCLUDED_INGREDIENT',
  'EXPERTISE',
] as const;
export type HardRule = (typeof HARD_RULES)[number];

/** What the hard rules did to one division's candidates. */
export interface AppliedRestrictions {
  readonly initialCandidates: number;
  readonly removedCandidates: Readonly<Record<HardRule, number>>;
  readonly finalCandidates: number;
  /** Candidates removed because their meal types belong to other meal divisions. */
  readonly removedTypesOtherMealDivisions: number;
}

export interface HeuristicScore {
  readonly name: HeuristicName;
  /** Score 0..1, 1 best. */
  readonly value: number;
  /** Weight applied (the setting, or 0 for a disabled heuristic without data). */
  readonly weight: number;
}

export interface HouseholdServing {
  readonly user: number;
  readonly portionInServings: number;
}

export interface ScaledRecipeIngredient {
  readonly idIngredient: number;
  readonly name: string;
  readonly grams: number;
}

export interface ScaledRecipe {
  readonly idScaledRecipe: number;
  readonly recipe: { readonly idRecipe: number; readonly name: string };
  readonly scaledRecipeIngredients: readonly ScaledRecipeIngredient[];
  /** Total servings cooked for the household. */
  readonly servings: number;
  readonly householdServings: readonly HouseholdServing[];
  readonly mealOfDayDivision: MealOfDayDivision;
  readonly heuristicScores: readonly HeuristicScore[];
  readonly appliedRestrictions: AppliedRestrictions;
}

export interface MealPlan {
  readonly dayOfWeek: DayOfWeek;
  /** ISO date of that day. */
  readonly date: string;
  readonly mealOfDay: MealOfDay;
  readonly scaledRecipes: readonly ScaledRecipe[];
}

/** What a warning is about (see `warnings.ts`). */
export type PlanWarningKind = 'NO_CANDIDATES' | 'FEW_CANDIDATES' | 'FEW_DISH_FAMILIES' | 'ENERGY' | 'MACRO' | 'FOOD_GROUP_RULE';

/**
 * A need the plan misses (a day's energy or a macro by more than 5 %) or a division the hard rules
 * left (almost) empty: what, by how much, which rule binds and the cheapest relaxation that would fix
 * it (never dropping an allergen or a diet).
 */
export interface PlanWarning {
  readonly kind: PlanWarningKind;
  /** KCAL, PROTEIN, CARB or FAT, the division's name for candidate warnings, the food group for a weekly rule. */
  readonly need: string;
  /** The member concerned (nutrition warnings). */
  readonly user?: number;
  readonly mealOfDay?: MealOfDay;
  readonly idMealOfDayDivision?: number;
  /** The days concerned, in plan order. */
  readonly days: readonly DayOfWeek[];
  /**
   * Nutrition: the worst relative deviation (-0.12 is 12 % short); candidates: the candidates left; a weekly food-group
   * rule: the meals reached minus the rule's number (negative: short of "at least", positive: over "at most").
   */
  readonly shortfall: number;
  readonly bindingRule: string;
  readonly relaxation: string;
  /**
   * The relaxation as changes to the plan's input (`applyRelaxation`), each of which, applied alone, shrinks this
   * warning's shortfall (tests/recommender/relaxations.test.ts applies every one). Absent when the advice is
   * something only a person can do (add recipes to the catalogue). The engine's own: the planner's answer leaves it out.
   */
  readonly relaxations?: readonly PlanRelaxation[];
  /** One readable sentence with all of the above. */
  readonly message: string;
}

/** A change to a plan's input that a warning suggests. */
export type PlanRelaxation =
  /** Eat these disliked or excluded ingredients after all. */
  | { readonly kind: 'ALLOW_INGREDIENTS'; readonly idIngredients: readonly number[] }
  /** Plan recipes up to this cooking expertise. */
  | { readonly kind: 'COOKING_EXPERTISE'; readonly level: ExpertiseLevel }
  /** Serve portions within these bounds (servings). */
  | { readonly kind: 'PORTION_BOUNDS'; readonly min?: number; readonly max?: number }
  /** Set one macro's share of energy (0..1), the other two scaled to fill the rest in their ratio. */
  | { readonly kind: 'MACRO_SHARE'; readonly macro: 'PROTEIN' | 'CARB' | 'FAT'; readonly share: number }
  /** Set a day heuristic's weight (0..5). */
  | { readonly kind: 'DAY_WEIGHT'; readonly heuristic: 'NUTRITIONAL_DEVIATION'; readonly weight: number }
  /** Set a meal heuristic's weight (0..5). */
  | { readonly kind: 'MEAL_WEIGHT'; readonly heuristic: string; readonly weight: number }
  /** Run the day improvement pass (the search weighs the day's nutrition only then), with this NUTRITIONAL_DEVIATION weight if given. */
  | { readonly kind: 'RUN_DAY_IMPROVEMENT'; readonly nutritionWeight?: number };

export interface WeekPlan {
  readonly startDate: string;
  readonly mealPlans: readonly MealPlan[];
  /** Needs missed and rules that left too few candidates; empty when the plan meets everything. */
  readonly warnings?: readonly PlanWarning[];
}

/** Everything a week plan depends on. */
export interface PlanInput {
  readonly members: readonly HouseholdMember[];
  readonly needsSettings: NeedsSettings;
  readonly divisions: readonly MealOfDayDivision[];
  readonly candidates: readonly CandidateRecipe[];
  readonly restrictions: Restrictions;
  readonly feedback?: Feedback;
  readonly varietyOptions?: VarietyOptions;
  readonly settings: RecommenderSettings;
  readonly action: PlanAction;
  readonly previousPlan?: WeekPlan;
  /** ISO date `YYYY-MM-DD` of the first day. */
  readonly startDate: string;
  readonly seed: number;
  readonly portionBounds?: PortionBounds;
  /**
   * Meals of `previousPlan` the user pinned (day and division): REVIEW, RECREATE and CREATE with a
   * previous plan keep them verbatim (recipe and portions) and plan the rest of their day around them;
   * a replacement refuses to change them. A pin whose recipe now breaks a hard rule is not kept.
   */
  readonly pinnedMeals?: readonly PinnedMeal[];
}

/** A pinned meal: one division of one day of the previous plan. */
export interface PinnedMeal {
  readonly dayOfWeek: DayOfWeek;
  readonly idMealOfDayDivision: number;
}
