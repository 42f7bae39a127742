/* eslint-disable */
// DO NOT EDIT. Generated from openapi/planner.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

import { plannerApiBase as api } from "../plannerApiBase";
export const addTagTypes = [
  "Algorithm testing",
  "Simulation",
  "Nutritional needs",
  "User meal plans",
  "Simulation profiles",
  "Catalogue coverage",
  "Administration",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listMealPlanningTests: build.query<
        ListMealPlanningTestsApiResponse,
        ListMealPlanningTestsApiArg
      >({
        query: () => ({ url: `/mealPlanningTesting` }),
        providesTags: ["Algorithm testing"],
      }),
      runMealPlanningTest: build.mutation<
        RunMealPlanningTestApiResponse,
        RunMealPlanningTestApiArg
      >({
        query: (queryArg) => ({
          url: `/mealPlanningTesting`,
          method: "POST",
          body: queryArg.mealPlanningTestingRequest,
        }),
        invalidatesTags: ["Algorithm testing"],
      }),
      cancelMealPlanningTest: build.mutation<
        CancelMealPlanningTestApiResponse,
        CancelMealPlanningTestApiArg
      >({
        query: (queryArg) => ({
          url: `/mealPlanningTesting/${queryArg.runId}/cancel`,
          method: "POST",
        }),
        invalidatesTags: ["Algorithm testing"],
      }),
      getMealPlanningTest: build.query<
        GetMealPlanningTestApiResponse,
        GetMealPlanningTestApiArg
      >({
        query: (queryArg) => ({
          url: `/mealPlanningTesting/${queryArg.runId}`,
        }),
        providesTags: ["Algorithm testing"],
      }),
      simulate: build.mutation<SimulateApiResponse, SimulateApiArg>({
        query: (queryArg) => ({
          url: `/simulate`,
          method: "POST",
          body: queryArg.simulateRequest,
        }),
        invalidatesTags: ["Simulation"],
      }),
      createWeekPlan: build.mutation<
        CreateWeekPlanApiResponse,
        CreateWeekPlanApiArg
      >({
        query: (queryArg) => ({
          url: `/simulate/weekPlan`,
          method: "POST",
          body: queryArg.weekPlanRequest,
        }),
        invalidatesTags: ["Simulation"],
      }),
      getRecipeReplacements: build.mutation<
        GetRecipeReplacementsApiResponse,
        GetRecipeReplacementsApiArg
      >({
        query: (queryArg) => ({
          url: `/simulate/recipeReplacements`,
          method: "POST",
          body: queryArg.recipeReplacementRequest,
        }),
        invalidatesTags: ["Simulation"],
      }),
      getMealReplacements: build.mutation<
        GetMealReplacementsApiResponse,
        GetMealReplacementsApiArg
      >({
        query: (queryArg) => ({
          url: `/simulate/mealReplacements`,
          method: "POST",
          body: queryArg.mealReplacementsRequest,
        }),
        invalidatesTags: ["Simulation"],
      }),
      explainMeal: build.mutation<ExplainMealApiResponse, ExplainMealApiArg>({
        query: (queryArg) => ({
          url: `/simulate/mealExplanation`,
          method: "POST",
          body: queryArg.mealExplanationRequest,
        }),
        invalidatesTags: ["Simulation"],
      }),
      previewRecommenderSettings: build.mutation<
        PreviewRecommenderSettingsApiResponse,
        PreviewRecommenderSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/simulate/settingsPreview`,
          method: "POST",
          body: queryArg.recommenderSettings,
        }),
        invalidatesTags: ["Simulation"],
      }),
      simulateNutritionalNeeds: build.mutation<
        SimulateNutritionalNeedsApiResponse,
        SimulateNutritionalNeedsApiArg
      >({
        query: (queryArg) => ({
          url: `/simulate/nutritionalNeeds`,
          method: "POST",
          body: queryArg.nutritionalNeedsRequest,
        }),
        invalidatesTags: ["Nutritional needs"],
      }),
      getNutritionalNeeds: build.query<
        GetNutritionalNeedsApiResponse,
        GetNutritionalNeedsApiArg
      >({
        query: (queryArg) => ({
          url: `/nutritionalNeeds`,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
        }),
        providesTags: ["Nutritional needs"],
      }),
      getUserMealPlan: build.query<
        GetUserMealPlanApiResponse,
        GetUserMealPlanApiArg
      >({
        query: (queryArg) => ({
          url: `/user/${queryArg.idUser}/mealPlan`,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
          params: {
            date: queryArg.date,
            model: queryArg.model,
          },
        }),
        providesTags: ["User meal plans"],
      }),
      listUserMealPlanWeeks: build.query<
        ListUserMealPlanWeeksApiResponse,
        ListUserMealPlanWeeksApiArg
      >({
        query: (queryArg) => ({
          url: `/user/${queryArg.idUser}/mealPlan/weeks`,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
        }),
        providesTags: ["User meal plans"],
      }),
      createSimulationProfile: build.mutation<
        CreateSimulationProfileApiResponse,
        CreateSimulationProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/simulate/profile`,
          method: "POST",
          body: queryArg.simulationProfileInput,
        }),
        invalidatesTags: ["Simulation profiles"],
      }),
      listSimulationProfiles: build.query<
        ListSimulationProfilesApiResponse,
        ListSimulationProfilesApiArg
      >({
        query: () => ({ url: `/simulate/profile` }),
        providesTags: ["Simulation profiles"],
      }),
      getSimulationProfile: build.query<
        GetSimulationProfileApiResponse,
        GetSimulationProfileApiArg
      >({
        query: (queryArg) => ({ url: `/simulate/profile/${queryArg.id}` }),
        providesTags: ["Simulation profiles"],
      }),
      updateSimulationProfile: build.mutation<
        UpdateSimulationProfileApiResponse,
        UpdateSimulationProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/simulate/profile/${queryArg.id}`,
          method: "PUT",
          body: queryArg.simulationProfileInput,
        }),
        invalidatesTags: ["Simulation profiles"],
      }),
      deleteSimulationProfile: build.mutation<
        DeleteSimulationProfileApiResponse,
        DeleteSimulationProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/simulate/profile/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Simulation profiles"],
      }),
      getCatalogueCoverage: build.query<
        GetCatalogueCoverageApiResponse,
        GetCatalogueCoverageApiArg
      >({
        query: (queryArg) => ({
          url: `/recipes/coverage`,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
        }),
        providesTags: ["Catalogue coverage"],
      }),
      getDbContexts: build.query<GetDbContextsApiResponse, GetDbContextsApiArg>(
        {
          query: () => ({ url: `/administration/db-contexts` }),
          providesTags: ["Administration"],
        },
      ),
      getJobQueue: build.query<GetJobQueueApiResponse, GetJobQueueApiArg>({
        query: () => ({ url: `/administration/job-queue` }),
        providesTags: ["Administration"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as plannerApiGenerated };
export type ListMealPlanningTestsApiResponse =
  /** status 200 The runs. */ TestingRun[];
export type ListMealPlanningTestsApiArg = void;
export type RunMealPlanningTestApiResponse =
  /** status 200 The run (new, in progress, or the cached one with its result). */ TestingRun;
export type RunMealPlanningTestApiArg = {
  mealPlanningTestingRequest: MealPlanningTestingRequest;
};
export type CancelMealPlanningTestApiResponse =
  /** status 200 The cancelled run. */ TestingRun;
export type CancelMealPlanningTestApiArg = {
  runId: string;
};
export type GetMealPlanningTestApiResponse =
  /** status 200 The run. */ TestingRun;
export type GetMealPlanningTestApiArg = {
  runId: string;
};
export type SimulateApiResponse =
  /** status 200 The simulated week plan. */ WeekPlan;
export type SimulateApiArg = {
  simulateRequest: SimulateRequest;
};
export type CreateWeekPlanApiResponse =
  /** status 200 The new or revised week plan. */ WeekPlan;
export type CreateWeekPlanApiArg = {
  weekPlanRequest: WeekPlanRequest;
};
export type GetRecipeReplacementsApiResponse =
  /** status 200 The week plan with the division replaced. */ WeekPlan;
export type GetRecipeReplacementsApiArg = {
  recipeReplacementRequest: RecipeReplacementRequest;
};
export type GetMealReplacementsApiResponse =
  /** status 200 Candidates, best first. */ ScaledRecipe[];
export type GetMealReplacementsApiArg = {
  mealReplacementsRequest: MealReplacementsRequest;
};
export type ExplainMealApiResponse =
  /** status 200 The explanation. */ MealExplanation;
export type ExplainMealApiArg = {
  mealExplanationRequest: MealExplanationRequest;
};
export type PreviewRecommenderSettingsApiResponse =
  /** status 200 The preview, one entry per household of the panel. */ SettingsPreview;
export type PreviewRecommenderSettingsApiArg = {
  recommenderSettings: RecommenderSettings;
};
export type SimulateNutritionalNeedsApiResponse =
  /** status 200 Needs, one entry per household member in scope. */ NutritionalNeeds;
export type SimulateNutritionalNeedsApiArg = {
  nutritionalNeedsRequest: NutritionalNeedsRequest;
};
export type GetNutritionalNeedsApiResponse =
  /** status 200 Needs, one entry per household member. */ NutritionalNeeds;
export type GetNutritionalNeedsApiArg = {
  /** Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
  "X-Impersonate-Context"?: Country;
  /** Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
};
export type GetUserMealPlanApiResponse =
  /** status 200 The week plan. */ WeekPlan;
export type GetUserMealPlanApiArg = {
  idUser: number;
  /** Any date of the wanted week (the user page's mealPlanDate, default today). */
  date: string;
  model?: "DIETITIAN";
  /** Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
  "X-Impersonate-Context"?: Country;
  /** Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
};
export type ListUserMealPlanWeeksApiResponse =
  /** status 200 The weeks' Mondays, newest first (empty when the user has no plan). */ string[];
export type ListUserMealPlanWeeksApiArg = {
  idUser: number;
  /** Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
  "X-Impersonate-Context"?: Country;
  /** Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
};
export type CreateSimulationProfileApiResponse =
  /** status 201 Created. */ SimulationProfile;
export type CreateSimulationProfileApiArg = {
  simulationProfileInput: SimulationProfileInput;
};
export type ListSimulationProfilesApiResponse =
  /** status 200 All simulation profiles. */ SimulationProfile[];
export type ListSimulationProfilesApiArg = void;
export type GetSimulationProfileApiResponse =
  /** status 200 The profile. */ SimulationProfile;
export type GetSimulationProfileApiArg = {
  id: number;
};
export type UpdateSimulationProfileApiResponse =
  /** status 200 The updated profile. */ SimulationProfile;
export type UpdateSimulationProfileApiArg = {
  id: number;
  simulationProfileInput: SimulationProfileInput;
};
export type DeleteSimulationProfileApiResponse = unknown;
export type DeleteSimulationProfileApiArg = {
  id: number;
};
export type GetCatalogueCoverageApiResponse =
  /** status 200 The coverage report. */ CatalogueCoverage;
export type GetCatalogueCoverageApiArg = {
  /** Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
  "X-Impersonate-Context"?: Country;
  /** Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
};
export type GetDbContextsApiResponse =
  /** status 200 Map of context code to label. */ DbContexts;
export type GetDbContextsApiArg = void;
export type GetJobQueueApiResponse =
  /** status 200 The queue's figures. */ JobQueueFigures;
export type GetJobQueueApiArg = void;
export type TestingRunStatus =
  "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
export type TestingProgress = {
  /** Plans generated so far. */
  done: number;
  /** numberOfUsers x plansPerUser. */
  total: number;
};
export type GeneratorOptions = {
  numberOfUsers: number;
  plansPerUser: number;
  minAge: number;
  maxAge: number;
};
export type HeuristicWeight = number;
export type MealOfDayHeuristicsWeights = {
  ENERGY_SUITABILITY?: HeuristicWeight;
  CARBOHYDRATE_SUITABILITY?: HeuristicWeight;
  PROTEIN_SUITABILITY?: HeuristicWeight;
  FAT_SUITABILITY?: HeuristicWeight;
  INGREDIENT_VARIETY?: HeuristicWeight;
  VARIETY_OPTIONS?: HeuristicWeight;
  LIMIT_MAIN_DISH_RECIPE_REPETITION?: HeuristicWeight;
  MEAT_FISH_SEPARATION?: HeuristicWeight;
  MINIMIZE_PRODUCT_CATEGORIES?: HeuristicWeight;
  LITRE_OF_SOUP_IN_A_ROW?: HeuristicWeight;
  USER_PREFERENCES?: HeuristicWeight;
  SEASON?: HeuristicWeight;
  NO_COMFORT_FOOD?: HeuristicWeight;
  COMMON_FRUIT?: HeuristicWeight;
  CHEAPER_FOOD?: HeuristicWeight;
  DIABETES?: HeuristicWeight;
  LOW_SUGAR_DRINKS?: HeuristicWeight;
};
export type DayHeuristicsWeights = {
  NUTRITIONAL_DEVIATION?: HeuristicWeight;
  FRUIT_VARIETY?: HeuristicWeight;
  SODIUM_LIMIT?: HeuristicWeight;
  FIBER_MINIMUM?: HeuristicWeight;
  FREE_SUGAR_LIMIT?: HeuristicWeight;
};
export type WeekHeuristicsWeights = {
  NL_FISH?: HeuristicWeight;
  INCLUDE_WHITE_MEAT?: HeuristicWeight;
};
export type WeeklyFoodGroupRule = {
  /** FISH (fish and shellfish), WHITE_MEAT (poultry), RED_MEAT (beef, pork, lamb), MEAT (any meat), LEGUMES. */
  foodGroup: "FISH" | "WHITE_MEAT" | "RED_MEAT" | "MEAT" | "LEGUMES";
  atLeast?: number;
  atMost?: number;
};
export type MealRules = {
  /** Candy and other confectionery may be planned (as snacks or desserts). Default false. */
  allowConfectionery?: boolean;
  /** Alcoholic dishes and drinks may be planned; never for a household with a member under 18, whatever this says. Default false. */
  allowAlcohol?: boolean;
  /** Free sugars per person in one snack, at most, in grams (0 to 100). Default 10 g, the dietitian's share for one snack of the WHO (2015) Guideline on sugars intake for adults and children: free sugars under 10 % of energy, ideally under 5 % (about 25 g a day). */
  maxFreeSugarPerSnackG?: number;
  /** Free sugars per person per day, at most, in grams (0 to 200). Default 25 g: WHO (2015), under 5 % of energy (about 25 g) for further benefit. Free sugars are those added by the cook or manufacturer plus those naturally in honey, syrups and fruit juices; not those in whole fruit, vegetables or plain milk. */
  maxFreeSugarPerDayG?: number;
  /** Salt per adult portion of one dish, at most, in grams (0 to 20). Default 3 g, half the daily limit of the Dutch Health Council (2015). */
  maxSaltPerDishG?: number;
  /** Salt per person per day, at most, in grams (0 to 30). Default 6 g: Dutch Health Council (Gezondheidsraad), Richtlijnen goede voeding 2015. */
  maxSaltPerDayG?: number;
  /** Fruit per adult per day, at least, in grams (0 to 1000), where the meal divisions allow. Default 200 g (2 portions): Schijf van Vijf (Voedingscentrum, 2016). */
  minFruitPerDayG?: number;
  /** Vegetables per adult per day, at least, in grams (0 to 1000), where the meal divisions allow. Default 250 g: Schijf van Vijf (Voedingscentrum, 2016). */
  minVegetablesPerDayG?: number;
  /** Portions are whole multiples of this many servings: 0.25, 0.5 or 1 (another value is 400 naming `mealRules.portionStep`). Default 0.25. */
  portionStep?: number;
};
export type RecommenderSettings = {
  mealOfDayHeuristicsWeights: MealOfDayHeuristicsWeights;
  dayHeuristicsWeights: DayHeuristicsWeights;
  weekHeuristicsWeights: WeekHeuristicsWeights;
  runDayImprovement: boolean;
  runWeekImprovement: boolean;
  /** Weekly food-group rules: at least / at most N meals (chosen recipes) of a food group in a week,
    met whenever the candidates allow; an unmet rule is a plan warning (FOOD_GROUP_RULE) naming the rule,
    the meals reached and why. Absent in a planner request: the context's rules; an empty list: none.
    A rule needs atLeast or atMost; atLeast above atMost for the same group (over all its rules) is
    400 FOOD_GROUP_RULE_CONFLICT.
     */
  weeklyFoodGroupRules?: WeeklyFoodGroupRule[];
  mealRules?: MealRules;
};
export type Nutrient =
  | "KCAL"
  | "PROTEIN"
  | "CARB"
  | "FAT"
  | "FIBER"
  | "CHOLESTEROL"
  | "IRON"
  | "SALT"
  | "SUGAR";
export type MealsDayDeviation = {
  mealsPerDay: number;
  nutrient: Nutrient;
  mean: number;
  p95: number;
  /** Share of days within +-5 % of target. */
  withinFivePercent: number;
  /** Share of days within +-10 % of target. */
  withinTenPercent: number;
};
export type DistinctRecipesPerMoD = {
  BREAKFAST?: number;
  MIDDLE_MORNING?: number;
  LUNCH?: number;
  MIDDLE_AFTERNOON?: number;
  DINNER?: number;
  AFTER_DINNER?: number;
};
export type RecipeRef = {
  idRecipe: number;
  name?: string;
};
export type DeviationDistribution = {
  nutrient: Nutrient;
  /** Days per bucket of `deviationBucketEdges` (one more than the edges). */
  counts: number[];
};
export type HeuristicScoreSummary = {
  name: string;
  mean: number;
};
export type TestingResult = {
  /** Published recipes in the context. */
  totalRecipes: number;
  /** Recipes that can fill at least one division (have a meal type and nutrition). */
  totalRecommendable: number;
  /** Distinct recipes that appeared in at least one generated plan. */
  totalRecommended: number;
  /** One row per meals-per-day (3..6) and nutrient (KCAL, PROTEIN, CARB, FAT). */
  mealsDayDeviations: MealsDayDeviation[];
  /** Number of distinct recipes in each generated user's plans, one number per user. */
  distinctRecipesPerUser: number[];
  distinctRecipesPerMoDPerUser: DistinctRecipesPerMoD;
  /** Recommendable recipes never recommended. */
  nonRecommendedRecipes: RecipeRef[];
  durationMs: number;
  /** Edges of the buckets of `deviationDistributions` (signed relative deviations, ascending): bucket 0 is
    below the first edge, bucket k lies in [edge k-1, edge k), the last bucket is at or above the last edge.
     */
  deviationBucketEdges?: number[];
  /** Signed day deviations from target (all generated days and members) counted per bucket, one row per nutrient. */
  deviationDistributions?: DeviationDistribution[];
  /** Mean score (0..1) of each meal-of-day heuristic over every planned recipe of the run. */
  heuristicScores?: HeuristicScoreSummary[];
  /** Weeks that could not be planned (no candidate for a slot). */
  failedPlans?: number;
};
export type Error = {
  /** Stable machine-readable code (UPPER_SNAKE), e.g. VALIDATION_ERROR, NOT_FOUND, UNIT_IN_USE, NO_CANDIDATES. */
  code: string;
  /** Human-readable message (English). */
  message: string;
  /** The input field at fault, as a dotted path (e.g. `preparationDetails.servings`). */
  field?: string;
};
export type TestingRun = {
  id: string;
  status: TestingRunStatus;
  progress: TestingProgress;
  createdAt?: string;
  finishedAt?: string;
  /** When a worker first took the run (absent while it waits in the queue). */
  startedAt?: string;
  generatorOptions?: GeneratorOptions;
  recommenderSettings?: RecommenderSettings;
  result?: TestingResult;
  error?: Error;
};
export type MealPlanningTestingRequest = {
  recommenderSettings: RecommenderSettings;
  generatorOptions: GeneratorOptions;
};
export type DayOfWeek =
  | "MONDAY"
  | "TUESDAY"
  | "WEDNESDAY"
  | "THURSDAY"
  | "FRIDAY"
  | "SATURDAY"
  | "SUNDAY";
export type MealOfDay =
  | "BREAKFAST"
  | "MIDDLE_MORNING"
  | "LUNCH"
  | "MIDDLE_AFTERNOON"
  | "DINNER"
  | "AFTER_DINNER";
export type NonNegativeAmount = number;
export type RecipeNutritionalInfo = {
  servingWeightGrams?: NonNegativeAmount;
  energyKcal?: NonNegativeAmount;
  protein?: NonNegativeAmount;
  fat?: NonNegativeAmount;
  saturatedFat?: NonNegativeAmount;
  carbohydrate?: NonNegativeAmount;
  sugar?: NonNegativeAmount;
  fiber?: NonNegativeAmount;
  salt?: NonNegativeAmount;
  sodium?: NonNegativeAmount;
  cholesterol?: NonNegativeAmount;
  iron?: NonNegativeAmount;
  alcohol?: NonNegativeAmount;
};
export type PlannedRecipe = {
  idRecipe: number;
  name: string;
  recipeNutritionalInfo?: RecipeNutritionalInfo;
};
export type IngredientRef = {
  idIngredient: number;
  name?: string;
  englishName?: string;
};
export type ScaledRecipeIngredient = {
  ingredient: IngredientRef;
  /** Grams for the whole household (all servings). */
  quantityInGrams: number;
};
export type UserRef = {
  id: number;
  name?: string;
};
export type HouseholdServing = {
  user: UserRef;
  /** Servings of the recipe for this member (the engine keeps it within 0.5..2). */
  portionInServings: number;
};
export type MealOfDayDivisionType = "MEAL_PART" | "RECIPE" | "INGREDIENT";
export type MealPart =
  | "BREAKFAST"
  | "LUNCH"
  | "DINNER"
  | "SNACK"
  | "DESSERT"
  | "FRUIT"
  | "VEGETABLE"
  | "SALAD"
  | "SOUP"
  | "STARTER"
  | "SIDE_DISH"
  | "BREAD"
  | "DRINK"
  | "SMOOTHIE"
  | "JUICE"
  | "CEREAL";
export type IngredientDivision = {
  ingredient: IngredientRef;
};
export type MealRole =
  | "BREAKFAST"
  | "BREAD_MEAL"
  | "HOT_MAIN"
  | "SOUP"
  | "SIDE"
  | "STARTER"
  | "DESSERT"
  | "SNACK"
  | "DRINK"
  | "FRUIT";
export type MealOfDayDivision = {
  idMealOfDayDivision: number;
  mealOfDay: MealOfDay;
  type: MealOfDayDivisionType;
  mealPart?: MealPart;
  recipe?: RecipeRef;
  ingredientDivision?: IngredientDivision;
  name?: string;
  mealRole?: MealRole;
};
export type HeuristicScore = {
  /** A HeuristicName (or a DayHeuristicName / WeekHeuristicName for improvement passes). */
  name: string;
  /** Normalised score (under 0.33 red, under 0.66 orange, otherwise green). */
  value: number;
  weight: number;
};
export type RemovedCandidates = {
  [key: string]: number;
};
export type AppliedRestrictions = {
  initialCandidates: number;
  removedCandidates: RemovedCandidates;
  finalCandidates: number;
  /** Candidates removed because their meal type belongs to another division of the same meal. */
  removedTypesOtherMealDivisions?: number;
};
export type ReplacementFit = {
  /** Energy of the option for the household at the portions served (kcal, rounded). */
  kcal: number;
  /** The plan search's value of the slot with this option (higher is better). */
  score: number;
  /** The current recipe's value in the slot minus this option's, on the same scale (positive: the option
    fits less well than the current recipe). Absent when the slot holds no recipe.
     */
  scoreGap?: number;
  /** Mean over the members of the energy off their share of this meal, in % (signed). */
  energyOffPercent: number;
  /** Other uses of the recipe in the week's plan. */
  weekUses: number;
};
export type ScaledRecipe = {
  /** Absent in a plan that was never stored. */
  idScaledRecipe?: number;
  recipe: PlannedRecipe;
  scaledRecipeIngredients?: ScaledRecipeIngredient[];
  /** Total servings for the household (sum of householdServings). */
  servings: number;
  householdServings?: HouseholdServing[];
  mealOfDayDivision?: MealOfDayDivision;
  heuristicScores?: HeuristicScore[];
  appliedRestrictions?: AppliedRestrictions;
  replacementFit?: ReplacementFit;
};
export type MealPlan = {
  dayOfWeek: DayOfWeek;
  mealOfDay: MealOfDay;
  /** One per division of the meal. */
  scaledRecipes: ScaledRecipe[];
};
export type PlanWarning = {
  /** FEW_DISH_FAMILIES, a main-dish division whose candidates fall into too few dish families for a week (shortfall: the number of families), so families repeat; FOOD_GROUP_RULE, a weekly food-group rule of the recommender settings the plan does not meet. */
  kind:
    | "NO_CANDIDATES"
    | "FEW_CANDIDATES"
    | "FEW_DISH_FAMILIES"
    | "ENERGY"
    | "MACRO"
    | "FOOD_GROUP_RULE";
  /** KCAL, PROTEIN, CARB or FAT, the division's name for candidate warnings, the food group (FISH ...) for a rule. */
  need: string;
  /** The household member concerned (nutrition warnings). */
  user?: number;
  mealOfDay?: MealOfDay;
  idMealOfDayDivision?: number;
  days: DayOfWeek[];
  /** Nutrition, the worst relative deviation (-0.12 is 12 % short); candidates, the candidates left; a food-group rule,
    the meals reached minus the rule's number (-5 is 5 meals short of at least, 2 is 2 over at most).
     */
  shortfall: number;
  bindingRule: string;
  relaxation: string;
  message: string;
};
export type WeekPlan = {
  /** First day of the plan (MONDAY's date for a calendar week). */
  startDate: string;
  mealPlans: MealPlan[];
  /** Set by the planner on the plans it returns (ignored when a client sends a plan back): the
    needs a day misses by more than 5 % (energy, protein, carbohydrate, fat; per member) and
    the divisions the hard rules left with fewer than 4 candidates (a division left with none
    stays empty in the plan). Each names the need, the shortfall, the binding rule and the
    cheapest relaxation that would fix it; a relaxation never drops a diet, an allergen or a
    food restriction. Empty when the plan meets everything.
     */
  warnings?: PlanWarning[];
};
export type Gender = "M" | "F";
export type ExpertiseLevel = "BEGINNER" | "INTERMEDIATE" | "ADVANCED";
export type WeightLog = {
  weightKg: number;
  date?: string;
};
export type HeightLog = {
  heightCm: number;
  date?: string;
};
export type ActivityLevel = "LOWEST" | "LOW" | "MEDIUM" | "AUTO";
export type ActivityLevelLog = {
  value: ActivityLevel;
  /** Energy burned by activity per day, used with AUTO (default 500). */
  dailyBurnedEnergyKcal?: number;
  date?: string;
};
export type SelectedMeal = {
  mealOfDay: MealOfDay;
};
export type Diet =
  | "LACTO_OVO_VEGETARIAN"
  | "PESCETARIAN"
  | "LACTO_VEGETARIAN"
  | "OVO_VEGETARIAN"
  | "VEGAN"
  | "LACTOSE_FREE"
  | "NO_PORK"
  | "NONE";
export type Allergen =
  | "CELERY"
  | "CRUSTACEAN"
  | "EGG"
  | "FISH"
  | "GLUTEN"
  | "LUPIN"
  | "MILK"
  | "MOLLUSC"
  | "MUSTARD"
  | "NUTS"
  | "PEANUT"
  | "SESAME"
  | "SOY"
  | "SULPHITE";
export type FoodRestrictionRef = {
  idFoodRestriction: number;
  name?: string;
};
export type EnergyGoal =
  "MAINTAIN_WEIGHT" | "LOSE_WEIGHT" | "GAIN_WEIGHT" | "CUSTOM";
export type UserEnergyDistribution = {
  energyGoal?: EnergyGoal;
  /** Daily kcal, used with CUSTOM (default 2000). */
  customKcalTarget?: number;
  proteinDistribution?: number;
  carbohydratesDistribution?: number;
  fatDistribution?: number;
};
export type HouseholdMember = {
  idUser: number;
  customID?: string;
  firstName?: string;
  birthDate?: string;
  gender?: Gender;
  expertiseLevel?: ExpertiseLevel;
  /** Most recent last (the last one counts). */
  weightLogs?: WeightLog[];
  /** Most recent last (the last one counts). */
  heightLogs?: HeightLog[];
  /** Most recent last (the last one counts). */
  activityLevels?: ActivityLevelLog[];
  dietaryRestrictions?: Diet[];
  allergens?: Allergen[];
  foodRestrictions?: FoodRestrictionRef[];
  /** Ingredients the member never wants. */
  ingredientRestrictions?: IngredientRef[];
  userEnergyDistribution?: UserEnergyDistribution;
  notes?: string;
};
export type Household = {
  idHousehold?: number;
  noOfMealsPerDay: number;
  /** The meals of day planned, as many as noOfMealsPerDay, each once (400 otherwise); the plan holds the
    context's divisions of these meals only. Absent, the default meals for the number: 3 = BREAKFAST, LUNCH,
    DINNER; 4 adds MIDDLE_AFTERNOON; 5 adds MIDDLE_MORNING; 6 adds AFTER_DINNER.
     */
  selectedMeals?: SelectedMeal[];
  /** The household's members (HouseholdMember); the planner plans for them (or the scope's), else for the profile's own person. */
  users?: HouseholdMember[];
};
export type MealOfDayDivisionInput = {
  /** Absent for a new division. */
  idMealOfDayDivision?: number;
  mealOfDay: MealOfDay;
  type: MealOfDayDivisionType;
  mealPart?: MealPart;
  recipe?: RecipeRef;
  ingredientDivision?: IngredientDivision;
  name?: string;
  mealRole?: MealRole;
};
export type FeedbackValue = "LIKE" | "DISLIKE";
export type UserIngredientFeedback = {
  value: FeedbackValue;
  ingredient: IngredientRef;
};
export type UserRecipeFeedback = {
  value: FeedbackValue;
  recipe: RecipeRef;
};
export type UserProfile = {
  idUser?: number;
  customID?: string;
  email?: string;
  firstName?: string;
  birthDate?: string;
  gender?: Gender;
  /** The cooking expertise of the household's cook; the planner plans no recipe whose expertiseLevel is above it (hard rule EXPERTISE). Absent, no recipe is left out for it. */
  expertiseLevel?: ExpertiseLevel;
  /** Most recent last (the last one counts). */
  weightLogs?: WeightLog[];
  /** Most recent last (the last one counts). */
  heightLogs?: HeightLog[];
  /** Most recent last (the last one counts). */
  activityLevels?: ActivityLevelLog[];
  household: Household;
  /** The divisions of each meal of day; when empty the context's divisions apply. A division without an id gets one. */
  mealOfDayDivisions?: MealOfDayDivisionInput[];
  dietaryRestrictions?: Diet[];
  allergens?: Allergen[];
  foodRestrictions?: FoodRestrictionRef[];
  /** Ingredients the user never wants. */
  ingredientRestrictions?: IngredientRef[];
  userIngredientFeedbacks?: UserIngredientFeedback[];
  userRecipeFeedbacks?: UserRecipeFeedback[];
  userEnergyDistribution?: UserEnergyDistribution;
  notes?: string;
};
export type Scope = {
  householdMembers: HouseholdMember[];
};
export type LanguageCode = string;
export type Seed = number;
export type SimulateRequest = {
  userProfile: UserProfile;
  startDate?: string;
  scope?: Scope;
  recommenderSettings?: RecommenderSettings;
  lang?: LanguageCode;
  seed?: Seed;
};
export type PlanAction = "CREATE" | "REVIEW" | "RECREATE";
export type VarietyLevel = "LOW" | "UNLIMITED" | "HIGH";
export type VarietyOptions = {
  priorityIngredients?: number[];
  allowedIngredients?: number[];
  excludedIngredients?: number[];
  varietyLevel?: VarietyLevel;
};
export type PinnedMeal = {
  dayOfWeek: DayOfWeek;
  idMealOfDayDivision: number;
};
export type PinnedMeals = PinnedMeal[];
export type WeekPlanRequest = {
  userProfile: UserProfile;
  startDate: string;
  scope: Scope;
  recommenderSettings: RecommenderSettings;
  planAction: PlanAction;
  lang?: LanguageCode;
  varietyOptions?: VarietyOptions;
  weekPlan?: WeekPlan;
  seed?: Seed;
  pinnedMeals?: PinnedMeals;
};
export type RecipeReplacementRequest = {
  userProfile: UserProfile;
  weekPlan: WeekPlan;
  mealOfDayDivisionToReplace: MealOfDayDivisionInput;
  dayOfWeekToReplace: DayOfWeek;
  recipeToReplace: RecipeRef;
  recommenderSettings: RecommenderSettings;
  scope?: Scope;
  lang?: LanguageCode;
  seed?: Seed;
  pinnedMeals?: PinnedMeals;
};
export type MealReplacementsRequest = {
  userProfile: UserProfile;
  weekPlan: WeekPlan;
  dayOfWeek: DayOfWeek;
  mealOfDayDivision: MealOfDayDivisionInput;
  recommenderSettings: RecommenderSettings;
  count?: number;
  scope?: Scope;
  lang?: LanguageCode;
};
export type NeedCoverage = {
  nutrient: "KCAL" | "PROTEIN" | "CARB" | "FAT" | "FIBER";
  /** Share of the household's daily target the meal provides, in %. */
  percentOfDay: number;
};
export type HeuristicName =
  | "ENERGY_SUITABILITY"
  | "CARBOHYDRATE_SUITABILITY"
  | "PROTEIN_SUITABILITY"
  | "FAT_SUITABILITY"
  | "INGREDIENT_VARIETY"
  | "VARIETY_OPTIONS"
  | "LIMIT_MAIN_DISH_RECIPE_REPETITION"
  | "MEAT_FISH_SEPARATION"
  | "MINIMIZE_PRODUCT_CATEGORIES"
  | "LITRE_OF_SOUP_IN_A_ROW"
  | "USER_PREFERENCES"
  | "SEASON"
  | "NO_COMFORT_FOOD"
  | "COMMON_FRUIT"
  | "CHEAPER_FOOD"
  | "DIABETES"
  | "LOW_SUGAR_DRINKS";
export type HeuristicValue = {
  name: HeuristicName;
  value: number;
};
export type RecipeVerdict = {
  idRecipe: number;
  name: string;
  reason:
    | "RESTRICTION"
    | "MEAL_TYPE"
    | "REPEATED"
    | "ENERGY"
    | "LOWER_SCORE"
    | "NOT_REACHED"
    | "NOT_IN_CATALOGUE"
    | "CHOSEN";
  rule?:
    | "MEAL_TYPE"
    | "DIET"
    | "ALLERGEN"
    | "FOOD_RESTRICTION"
    | "INGREDIENT_RESTRICTION"
    | "EXCLUDED_INGREDIENT"
    | "EXPERTISE";
  /** Slot objective (weighted heuristic score minus the weighted day deviation and repeats). */
  score?: number;
  /** Chosen score minus this one. */
  scoreGap?: number;
  energyOffPercent?: number;
  weekUses?: number;
  rank?: number;
  /** The reason in plain words. */
  message: string;
};
export type MealExplanation = {
  dayOfWeek: DayOfWeek;
  idMealOfDayDivision: number;
  division: string;
  chosen: {
    idRecipe: number;
    name: string;
    score: number;
    energyOffPercent: number;
    covers: NeedCoverage[];
    strongest: HeuristicValue[];
    weakest?: HeuristicValue;
  };
  /** Recipes that pass the hard rules for this division. */
  candidates: number;
  compared: number;
  summary: string;
  alternatives: RecipeVerdict[];
  whyNot?: RecipeVerdict;
};
export type MealExplanationRequest = {
  userProfile: UserProfile;
  weekPlan: WeekPlan;
  dayOfWeek: DayOfWeek;
  mealOfDayDivision: MealOfDayDivisionInput;
  recommenderSettings: RecommenderSettings;
  varietyOptions?: VarietyOptions;
  scope?: Scope;
  whyNot?: RecipeRef;
  /** Rejected alternatives to list. */
  count?: number;
  lang?: LanguageCode;
};
export type SettingsPreviewRecipe = {
  idRecipe: number;
  name: string;
};
export type SettingsPreviewChangedMeal = {
  date: string;
  dayOfWeek: DayOfWeek;
  mealOfDay: MealOfDay;
  idMealOfDayDivision: number;
  divisionName: string;
  before?: SettingsPreviewRecipe;
  after?: SettingsPreviewRecipe;
};
export type SettingsPreviewFigures = {
  energyDeviation: number;
  macroDeviation: number;
  distinctRecipes: number;
  dishFamilies: number;
  fishPortions: number;
  fruitPortions: number;
  implausibleSlots: number;
};
export type SettingsPreviewHousehold = {
  /** Stable identifier of the panel's household (default-sample, one-adult ...). */
  key: string;
  name: string;
  members: number;
  seed: number;
  /** Jaccard index of the two plans' (day, division, recipe) triples; 1 when no meal changes. */
  stability: number;
  /** Planned items with the saved settings. */
  mealsBefore: number;
  /** Planned items with the edited settings. */
  mealsAfter: number;
  changedMeals: SettingsPreviewChangedMeal[];
  before: SettingsPreviewFigures;
  after: SettingsPreviewFigures;
  change: SettingsPreviewFigures;
};
export type SettingsPreview = {
  /** Monday of the week planned. */
  startDate: string;
  households: SettingsPreviewHousehold[];
};
export type MealsKcalNeed = {
  BREAKFAST?: number;
  MIDDLE_MORNING?: number;
  LUNCH?: number;
  MIDDLE_AFTERNOON?: number;
  DINNER?: number;
  AFTER_DINNER?: number;
};
export type NutrientUnit = "KCAL" | "G" | "MG";
export type NutrientNeed = {
  min?: number;
  max?: number;
  target: number;
  unit: NutrientUnit;
};
export type NutrientNeeds = {
  KCAL: NutrientNeed;
  PROTEIN: NutrientNeed;
  CARB: NutrientNeed;
  FAT: NutrientNeed;
  FIBER: NutrientNeed;
  CHOLESTEROL?: NutrientNeed;
  SALT?: NutrientNeed;
  SUGAR?: NutrientNeed;
  IRON?: NutrientNeed;
};
export type MemberNutritionalNeeds = {
  user: UserRef;
  mealsKcalNeed: MealsKcalNeed;
  nutrientNeeds: NutrientNeeds;
};
export type NutritionalNeeds = MemberNutritionalNeeds[];
export type NutritionalNeedsRequest = {
  userProfile: UserProfile;
  scope?: Scope;
};
export type Country = "bg" | "dk" | "es" | "it" | "lu" | "nl" | "pt" | "de";
export type SimulationProfile = {
  id: number;
  /** Starts at 1 and grows by one with every update; send it back with the next update. */
  version: number;
  name: string;
  description?: string;
  /** JSON text of the profile. */
  userProfile: string;
  scope?: Scope;
  /** Username of the staff member who saved it first (absent for a profile saved before owners were kept). */
  createdBy?: string;
  /** Username of the staff member who saved it last (absent until an update records one). */
  updatedBy?: string;
};
export type SimulationProfileInput = {
  name: string;
  description?: string;
  /** JSON text of the profile (a UserProfile, or the StoredUserProfile reading); must parse as a JSON object (400 INVALID_PROFILE_JSON). */
  userProfile: string;
  scope?: Scope;
  /** Required on update (ignored on create): the version the profile was loaded with. When the profile was changed since, the update is refused with 409 PROFILE_VERSION_CONFLICT and nothing is written; without it the update is a 400. */
  version?: number;
};
export type MealType =
  | "BREAKFAST"
  | "LUNCH"
  | "DINNER"
  | "SNACK"
  | "DESSERT"
  | "FRUIT"
  | "VEGETABLE"
  | "SALAD"
  | "SOUP"
  | "STARTER"
  | "SIDE_DISH"
  | "BREAD"
  | "DRINK"
  | "SMOOTHIE"
  | "JUICE"
  | "CEREAL"
  | "NO_MEAL_TYPE";
export type CoverageSlot = {
  /** The meal part, and `:` and the division's own role when it has one (`LUNCH:BREAD_MEAL`). */
  key: string;
  label: string;
  mealPart: MealPart;
  mealRole?: MealRole;
  /** The meals of day with a division of this slot. */
  mealsOfDay: MealOfDay[];
  /** The recipe meal types the slot accepts. */
  mealTypes: MealType[];
  /** The recipe meal roles the slot accepts. */
  mealRoles: MealRole[];
  /** A slot with its own role only: the roles the planner takes instead when that role leaves a profile too few
    recipes or dish families for a week (a gluten-free bread lunch becomes a hot or bread lunch).
     */
  fallbackMealRoles?: MealRole[];
};
export type CoverageProfileRow = {
  /** ANY, VEGAN, VEGETARIAN, GLUTEN_FREE, NO_NUTS, NO_MILK or FOOD_RESTRICTION_<id>. */
  key: string;
  label: string;
  diets: Diet[];
  /** The allergens the profile avoids. */
  allergens: Allergen[];
  idFoodRestriction?: number;
  /** Recipes that can fill each slot, in the order of `slots`. */
  counts: number[];
  /** For each slot, whether the count is of the slot's `fallbackMealRoles` (its own role left too little). */
  fellBack: boolean[];
};
export type CoverageRecipe = {
  idRecipe: number;
  name: string;
};
export type CoverageExposure = {
  /** Stored week plans of the context. */
  weekPlans: number;
  /** Planned meals of published recipes over those plans. */
  appearances: number;
  /** Published recipes (the population of the Gini coefficient). */
  recipes: number;
  plannedRecipes: number;
  neverPlannedCount: number;
  /** Gini coefficient of plan appearances over the published recipes, zeros included. */
  gini: number;
  neverPlanned: CoverageRecipe[];
  neverPlannedLimit: number;
};
export type CoverageContradiction = {
  idRecipe: number;
  name: string;
  /** Diets the recipe is tagged with that its ingredients or name rule out. */
  diets: Diet[];
  /** Allergens its ingredients or name hold that it is not tagged with. */
  allergens: Allergen[];
  /** The ingredients that say so. */
  ingredients: string[];
  /** What the dish name says that does so too (or alone), in the rule set's words. */
  nameReasons: string[];
};
export type CatalogueCoverage = {
  /** A cell under this many recipes is thin. */
  threshold: number;
  publishedRecipes: number;
  slots: CoverageSlot[];
  profiles: CoverageProfileRow[];
  exposure: CoverageExposure;
  contradictions: CoverageContradiction[];
};
export type DbContexts = {
  [key: string]: string;
};
export type JobQueueCounts = {
  /** Jobs queued or waiting for a retry. */
  waiting: number;
  /** Jobs a worker is on. */
  active: number;
  /** Jobs that failed for good (retries used up) in the last 24 hours. */
  failedLastDay: number;
  /** Seconds since the oldest waiting job was queued; 0 when none waits. */
  oldestWaitingSeconds: number;
};
export type JobQueueFigures = JobQueueCounts & {
  kinds: (JobQueueCounts & {
    kind: string;
  })[];
};
