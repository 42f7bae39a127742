/**
 * Nutritional needs per household member, from the energy equations of the settings (adults; children
 * by the paediatric reference of domain/childEnergy.ts) and the reference values (IOM AMDR, EFSA, WHO).
 * The one source of these figures: the planner's needs calls, the plan and the cohort use it.
 */
import {
  dailyEnergyTarget,
  energySplitFor,
  fibreNeedG,
  KCAL_PER_GRAM,
  proteinPriGPerKg,
  proteinAmdrUpperShare,
  MEALS_OF_DAY,
  type EnergySplit,
  type MealOfDay,
  type Nutrient,
} from '../domain';
import { capFruitMeals } from './divisions';
import type { HouseholdMember, MealOfDayDivision, NeedsSettings, NutrientNeed, NutritionalNeeds } from './types';

/** Acceptable macronutrient ranges (IOM AMDR), fractions of energy. */
export const MACRO_RANGES = {
  protein: { min: 0.1, max: 0.35 },
  carbohydrate: { min: 0.45, max: 0.65 },
  fat: { min: 0.2, max: 0.35 },
} as const;

/**
 * Daily reference values. Fibre (by age and energy) is in domain/nutrientReferences.ts; it has no upper
 * limit, 60 g is a practical ceiling for display.
 */
export const DAILY_REFERENCES = {
  fiberMaxG: 60,
  saltTargetG: 5,
  saltMaxG: 6,
  freeSugarMaxEnergyShare: 0.1,
  cholesterolMaxMg: 300,
  ironMg: { default: 11, premenopausalWomen: 16, maxMg: 45 },
  /** Women under this age count as pre-menopausal for the iron need. */
  menopauseAgeYears: 50,
  /** Tolerance on energy for min/max. */
  energyTolerance: 0.1,
} as const;

const need = (target: number, min: number, max: number, unit: NutrientNeed['unit']): NutrientNeed => ({ target, min, max, unit });

/** Energy split for the selected meals: the settings' split or the default for that many meals. */
export function splitForMeals(selectedMeals: readonly MealOfDay[], split?: EnergySplit): EnergySplit {
  if (!split) return energySplitFor(selectedMeals);
  const total = selectedMeals.reduce((s, m) => s + (split[m] ?? 0), 0);
  if (total <= 0) return energySplitFor(selectedMeals);
  const out: Partial<Record<MealOfDay, number>> = {};
  for (const m of selectedMeals) out[m] = (split[m] ?? 0) / total;
  return out;
}

/**
 * Protein (g/day): the need (min) is the EFSA 2012 PRI x body weight. The target is the macro split's grams, never
 * below that need and never above the upper end of the IOM 2005 AMDR for the age (20 % of energy at 1-3 years, 30 %
 * at 4-18, 35 % for adults), which is also the max. A household shares its recipes, so every member's protein share
 * of energy is the same: a child's target at another share than the adults' could never be met by any plan, and
 * it is not a need (the need is the min). The 5-year-old of 20 kg at the default 20 % split: need 17 g, target 74 g.
 */
function proteinNeed(member: HouseholdMember, kcal: number, splitShare: number) {
  const pri = proteinPriGPerKg(member.ageYears, member.gender) * member.weightKg;
  const split = (kcal * splitShare) / KCAL_PER_GRAM.protein;
  const upper = (kcal * proteinAmdrUpperShare(member.ageYears)) / KCAL_PER_GRAM.protein;
  const target = Math.min(Math.max(split, pri), Math.max(upper, pri));
  return { split, target, min: pri, max: Math.max(upper, target) };
}

/** Needs of one member for a day with the given selected meals. O(1). */
export function nutritionalNeeds(
  member: HouseholdMember,
  settings: NeedsSettings,
  selectedMeals: readonly MealOfDay[],
): NutritionalNeeds {
  const kcal = dailyEnergyTarget(settings.equation, member, {
    activityMapping: settings.activityMapping,
    goalAdjustments: settings.goalAdjustments,
  });
  const d = settings.macroDistribution;
  const r = DAILY_REFERENCES;
  const grams = (share: number, perGram: number) => (kcal * share) / perGram;
  const protein = proteinNeed(member, kcal, d.proteinDistribution);
  // Energy the protein target leaves (or takes) goes to carbohydrate and fat in the split's ratio, so
  // the macro targets still add up to the energy target. 1 when the split's protein is kept.
  const rest = kcal - protein.split * KCAL_PER_GRAM.protein;
  const otherScale = protein.target === protein.split || rest <= 0 ? 1 : (kcal - protein.target * KCAL_PER_GRAM.protein) / rest;
  const fibre = fibreNeedG(member.ageYears, kcal);
  const iron = member.gender === 'F' && member.ageYears < r.menopauseAgeYears ? r.ironMg.premenopausalWomen : r.ironMg.default;
  const sugarMax = grams(r.freeSugarMaxEnergyShare, KCAL_PER_GRAM.carbohydrate);
  const nutrientNeeds: Record<Nutrient, NutrientNeed> = {
    KCAL: need(kcal, kcal * (1 - r.energyTolerance), kcal * (1 + r.energyTolerance), 'kcal'),
    PROTEIN: need(protein.target, protein.min, protein.max, 'g'),
    CARB: need(
      grams(d.carbohydratesDistribution * otherScale, 4),
      grams(MACRO_RANGES.carbohydrate.min, 4),
      grams(MACRO_RANGES.carbohydrate.max, 4),
      'g',
    ),
    FAT: need(grams(d.fatDistribution * otherScale, 9), grams(MACRO_RANGES.fat.min, 9), grams(MACRO_RANGES.fat.max, 9), 'g'),
    FIBER: need(fibre, fibre, r.fiberMaxG, 'g'),
    CHOLESTEROL: need(r.cholesterolMaxMg, 0, r.cholesterolMaxMg, 'mg'),
    SALT: need(r.saltTargetG, 0, r.saltMaxG, 'g'),
    SUGAR: need(sugarMax, 0, sugarMax, 'g'),
    IRON: need(iron, iron, r.ironMg.maxMg, 'mg'),
  };
  const split = splitForMeals(selectedMeals, settings.energySplit);
  const mealsKcalNeed: Partial<Record<MealOfDay, number>> = {};
  for (const m of MEALS_OF_DAY) if (split[m] !== undefined) mealsKcalNeed[m] = kcal * (split[m] ?? 0);
  return { user: member.user, mealsKcalNeed, nutrientNeeds };
}

/** Needs of every member of the household. */
export function householdNeeds(
  members: readonly HouseholdMember[],
  settings: NeedsSettings,
  selectedMeals: readonly MealOfDay[],
): NutritionalNeeds[] {
  return members.map((m) => nutritionalNeeds(m, settings, selectedMeals));
}

/**
 * The needs a plan is made for: `householdNeeds` with each fruit-only meal capped (`capFruitMeals`). The engine plans
 * with them and the needs calls answer them, so the meal targets on the screen are the ones the search aimed at.
 */
export function plannedNeeds(
  members: readonly HouseholdMember[],
  settings: NeedsSettings,
  selectedMeals: readonly MealOfDay[],
  divisions: readonly MealOfDayDivision[],
): NutritionalNeeds[] {
  return capFruitMeals(householdNeeds(members, settings, selectedMeals), divisions);
}
