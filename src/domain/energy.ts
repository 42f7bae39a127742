/**
 * Daily energy need (kcal/day) from the three estimation equations of the settings (adults, 18+) and
 * the paediatric reference of childEnergy.ts (ages under 18, whatever the settings' equation).
 * Inputs: weight W in kg, height H in cm, age A in years.
 */
import { isChild, schofieldBmr } from './childEnergy';
import type { ActivityLevel, EnergyEstimationEquation, EnergyGoal, Gender } from './planningEnums';

/** Physical-activity classes shared by the IOM and Harris-Benedict families. */
export const ACTIVITY_CLASSES = ['SEDENTARY', 'LOW_ACTIVE', 'ACTIVE', 'VERY_ACTIVE'] as const;
export type ActivityClass = (typeof ACTIVITY_CLASSES)[number];

/** IOM 2005 PA coefficients, per sex (the men's set differs from the women's). */
export const IOM_PA: Readonly<Record<Gender, Readonly<Record<ActivityClass, number>>>> = {
  M: { SEDENTARY: 1.0, LOW_ACTIVE: 1.11, ACTIVE: 1.25, VERY_ACTIVE: 1.48 },
  F: { SEDENTARY: 1.0, LOW_ACTIVE: 1.12, ACTIVE: 1.27, VERY_ACTIVE: 1.45 },
};

/** Activity factors applied to a Harris-Benedict BMR (adults) or a Schofield BMR (children). */
export const HB_ACTIVITY_FACTORS: Readonly<Record<ActivityClass, number>> = {
  SEDENTARY: 1.2,
  LOW_ACTIVE: 1.375,
  ACTIVE: 1.55,
  VERY_ACTIVE: 1.725,
};

/**
 * How the product's activity levels map to activity classes (a design choice, kept as a setting).
 * AUTO is not mapped: it is the base energy plus the user's burned kcal.
 */
export type ActivityMapping = Readonly<Record<Exclude<ActivityLevel, 'AUTO'>, ActivityClass>>;
export const DEFAULT_ACTIVITY_MAPPING: ActivityMapping = {
  LOWEST: 'SEDENTARY',
  LOW: 'LOW_ACTIVE',
  MEDIUM: 'ACTIVE',
};

/** Energy shift of the weight goals and the safe floor they never go below. */
export interface GoalAdjustments {
  readonly loseWeightKcal: number;
  readonly gainWeightKcal: number;
  readonly floorKcal: number;
}
export const DEFAULT_GOAL_ADJUSTMENTS: GoalAdjustments = {
  loseWeightKcal: -500,
  gainWeightKcal: 300,
  floorKcal: 1200,
};
/** Kcal target proposed when CUSTOM is chosen; burned kcal proposed for AUTO. */
export const DEFAULT_CUSTOM_KCAL_TARGET = 2000;
export const DEFAULT_BURNED_KCAL = 500;

export interface Anthropometrics {
  readonly gender: Gender;
  readonly ageYears: number;
  readonly weightKg: number;
  readonly heightCm: number;
}

/** IOM 2005 estimated energy requirement for adults of normal weight. */
export function iomEer(p: Anthropometrics, activity: ActivityClass): number {
  const pa = IOM_PA[p.gender][activity];
  const hM = p.heightCm / 100;
  return p.gender === 'M'
    ? 662 - 9.53 * p.ageYears + pa * (15.91 * p.weightKg + 539.6 * hM)
    : 354 - 6.91 * p.ageYears + pa * (9.36 * p.weightKg + 726 * hM);
}

/** Harris-Benedict (1918/19) basal metabolic rate. */
export function harrisBenedictBmr(p: Anthropometrics): number {
  return p.gender === 'M'
    ? 66.473 + 13.7516 * p.weightKg + 5.0033 * p.heightCm - 6.755 * p.ageYears
    : 655.0955 + 9.5634 * p.weightKg + 1.8496 * p.heightCm - 4.6756 * p.ageYears;
}

/** Revised Harris-Benedict (Roza & Shizgal 1984) basal metabolic rate. */
export function revisedHarrisBenedictBmr(p: Anthropometrics): number {
  return p.gender === 'M'
    ? 88.362 + 13.397 * p.weightKg + 4.799 * p.heightCm - 5.677 * p.ageYears
    : 447.593 + 9.247 * p.weightKg + 3.098 * p.heightCm - 4.33 * p.ageYears;
}

/**
 * Base energy of an equation: the BMR for the Harris-Benedict family; IOM has no BMR, so its base
 * is the sedentary EER (PA 1.0). AUTO adds the user's burned kcal to this base. Under 18 the base
 * is the Schofield BMR whatever the equation (childEnergy.ts).
 */
export function baseEnergy(equation: EnergyEstimationEquation, p: Anthropometrics): number {
  if (isChild(p.ageYears)) return schofieldBmr(p);
  switch (equation) {
    case 'INSTITUTE_OF_MEDICINE':
      return iomEer(p, 'SEDENTARY');
    case 'HARRIS_BENEDICT':
      return harrisBenedictBmr(p);
    case 'REVISED_HARRIS_BENEDICT':
      return revisedHarrisBenedictBmr(p);
  }
}

export interface EnergyNeedInput extends Anthropometrics {
  readonly activityLevel: ActivityLevel;
  /** Daily burned kcal, used with AUTO (default 500). */
  readonly dailyBurnedEnergyKcal?: number;
  readonly energyGoal: EnergyGoal;
  /** Target used with CUSTOM (default 2000). */
  readonly customKcalTarget?: number;
}

export interface EnergyOptions {
  readonly activityMapping?: ActivityMapping;
  readonly goalAdjustments?: GoalAdjustments;
}

/** Energy to maintain weight (no goal applied). */
export function maintenanceEnergy(equation: EnergyEstimationEquation, p: EnergyNeedInput, options: EnergyOptions = {}): number {
  if (p.activityLevel === 'AUTO') {
    return baseEnergy(equation, p) + (p.dailyBurnedEnergyKcal ?? DEFAULT_BURNED_KCAL);
  }
  const activity = (options.activityMapping ?? DEFAULT_ACTIVITY_MAPPING)[p.activityLevel];
  if (equation === 'INSTITUTE_OF_MEDICINE' && !isChild(p.ageYears)) return iomEer(p, activity);
  return baseEnergy(equation, p) * HB_ACTIVITY_FACTORS[activity];
}

/**
 * Daily energy target: CUSTOM uses its own target; LOSE and GAIN shift the maintenance energy and
 * never go below the safe floor (a maintenance need already under the floor is kept as is).
 * Under 18 the weight goals do not shift energy: the shifts and the floor are adult amounts (-500 kcal
 * is a third of a 5-year-old's need) and a growing child's weight is managed by a professional, who
 * can set a CUSTOM target.
 */
export function dailyEnergyTarget(equation: EnergyEstimationEquation, p: EnergyNeedInput, options: EnergyOptions = {}): number {
  if (p.energyGoal === 'CUSTOM') return p.customKcalTarget ?? DEFAULT_CUSTOM_KCAL_TARGET;
  const maintenance = maintenanceEnergy(equation, p, options);
  const goals = options.goalAdjustments ?? DEFAULT_GOAL_ADJUSTMENTS;
  if (p.energyGoal === 'MAINTAIN_WEIGHT' || isChild(p.ageYears)) return maintenance;
  const shift = p.energyGoal === 'LOSE_WEIGHT' ? goals.loseWeightKcal : goals.gainWeightKcal;
  return Math.max(Math.min(goals.floorKcal, maintenance), maintenance + shift);
}

/** Whole years between a birth date and a reference date (both ISO `YYYY-MM-DD`). */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = onDate.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
