/**
 * Recommender settings as a save sends them (openapi RecommenderSettings), made complete: shared by the app API's
 * settings saves and the meal planner's settings preview, which plans with edited settings read exactly as a save
 * would store them.
 */
import {
  completeSettings,
  DEFAULT_RECOMMENDER_SETTINGS,
  foodGroupRulesProblem,
  mealRulesOf,
  mealRulesProblem,
  type RecommenderSettings,
} from '../../../domain';
import { badRequest, listItemError } from '../../http';

/** Recommender settings as a request sends them: a weight map may omit names. */
export interface RecommenderSettingsInput {
  mealOfDayHeuristicsWeights: Partial<RecommenderSettings['mealOfDayHeuristicsWeights']>;
  dayHeuristicsWeights: Partial<RecommenderSettings['dayHeuristicsWeights']>;
  weekHeuristicsWeights: Partial<RecommenderSettings['weekHeuristicsWeights']>;
  runDayImprovement: boolean;
  runWeekImprovement: boolean;
  weeklyFoodGroupRules?: RecommenderSettings['weeklyFoodGroupRules'];
  mealRules?: RecommenderSettings['mealRules'];
}

/**
 * Weights a saved map omits are saved as 0 (off), per the contract; the weekly food-group rules are checked
 * (400 naming the rule: an unknown group, a count outside 0..21, at least above at most) and saved as given.
 * The meal rules are checked (400 naming the field: a number outside MEAL_RULE_RANGES, a portion step other than
 * 0.25, 0.5 or 1) and saved complete, a field the body omits as its default.
 * `field` prefixes the rule's field in the error (the settings' place in the request body).
 */
export function withMissingAsZero(body: RecommenderSettingsInput, field = ''): RecommenderSettings {
  const rules = body.weeklyFoodGroupRules ?? [];
  const problem = foodGroupRulesProblem(rules);
  if (problem) throw listItemError(`${field}weeklyFoodGroupRules`, problem);
  const mealRulesBad = mealRulesProblem(body.mealRules ?? {});
  if (mealRulesBad) throw badRequest(mealRulesBad.message, `${field}mealRules.${mealRulesBad.field}`);
  const zeros = <K extends string>(names: readonly K[], given: Partial<Record<K, number>>) =>
    Object.fromEntries(names.map((n) => [n, given[n] ?? 0])) as Record<K, number>;
  const d = DEFAULT_RECOMMENDER_SETTINGS;
  return completeSettings({
    mealOfDayHeuristicsWeights: zeros(
      Object.keys(d.mealOfDayHeuristicsWeights) as (keyof typeof d.mealOfDayHeuristicsWeights)[],
      body.mealOfDayHeuristicsWeights,
    ),
    dayHeuristicsWeights: zeros(
      Object.keys(d.dayHeuristicsWeights) as (keyof typeof d.dayHeuristicsWeights)[],
      body.dayHeuristicsWeights,
    ),
    weekHeuristicsWeights: zeros(
      Object.keys(d.weekHeuristicsWeights) as (keyof typeof d.weekHeuristicsWeights)[],
      body.weekHeuristicsWeights,
    ),
    runDayImprovement: body.runDayImprovement,
    runWeekImprovement: body.runWeekImprovement,
    weeklyFoodGroupRules: rules.map((r) => ({ ...r })),
    mealRules: mealRulesOf(body),
  });
}
