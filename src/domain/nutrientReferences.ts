/**
 * Reference intakes that depend on age, sex, weight or energy: protein and dietary fibre.
 *
 * Protein: EFSA NDA Panel (2012), Scientific Opinion on Dietary Reference Values for protein, EFSA
 * Journal 10(2):2557 — population reference intakes (PRI) in g per kg body weight per day: adults 0.83;
 * children by year of age (the opinion's table of PRIs for children, also tabulated by the EC
 * Knowledge4Policy health promotion gateway, "Dietary recommendations for protein intake for infants,
 * children and adolescents"). The same opinion finds no upper level; the target's ceiling is the IOM 2005 acceptable
 * macronutrient distribution range (AMDR) by age.
 *
 * Fibre: EFSA NDA Panel (2010), Scientific Opinion on Dietary Reference Values for carbohydrates and
 * dietary fibre, EFSA Journal 8(3):1462 — adequate intake 25 g/day for adults; for children from one
 * year 2 g per MJ of energy (normal laxation). For adults whose energy need is above about 1,786 kcal the Dutch
 * Health Council's 14 g per 1,000 kcal (Gezondheidsraad, Richtlijnen goede voeding 2006: 3.4 g/MJ) is higher, and it
 * is what a Dutch dietitian checks a week against: an adult's need is the larger of the two.
 */
import { ADULT_AGE_YEARS } from './childEnergy';
import type { Gender } from './planningEnums';

/** EFSA (2012) PRI for adults, g protein per kg body weight per day. */
export const ADULT_PROTEIN_PRI_G_PER_KG = 0.83;

/** EFSA (2012) PRIs for ages 1 to 10 (index = age - 1), the same for boys and girls. */
const PROTEIN_PRI_1_TO_10 = [1.14, 0.97, 0.9, 0.86, 0.85, 0.89, 0.91, 0.92, 0.91, 0.91] as const;
/** EFSA (2012) PRIs for ages 11 to 17 (index = age - 11), by sex. */
const PROTEIN_PRI_11_TO_17: Readonly<Record<Gender, readonly number[]>> = {
  M: [0.91, 0.9, 0.9, 0.89, 0.88, 0.87, 0.86],
  F: [0.9, 0.89, 0.88, 0.87, 0.85, 0.84, 0.83],
};

/**
 * The upper end of the acceptable protein share of energy (IOM 2005 AMDR): 20 % for ages 1-3, 30 % for 4-18, 35 % for
 * adults. A protein target never goes above it, whatever the macro split.
 */
export function proteinAmdrUpperShare(ageYears: number): number {
  if (ageYears >= ADULT_AGE_YEARS) return 0.35;
  return ageYears < 4 ? 0.2 : 0.3;
}

/**
 * Protein PRI (g/kg/day) for a whole-year age. Ages under 1 take the 1-year value: the planner accepts
 * members from 1 year (infant needs are out of scope).
 */
export function proteinPriGPerKg(ageYears: number, gender: Gender): number {
  if (ageYears >= ADULT_AGE_YEARS) return ADULT_PROTEIN_PRI_G_PER_KG;
  const age = Math.max(1, Math.floor(ageYears));
  return age <= 10 ? PROTEIN_PRI_1_TO_10[age - 1] : PROTEIN_PRI_11_TO_17[gender][age - 11];
}

/** EFSA (2010) and Dutch Health Council (2006) fibre references. */
export const FIBRE_REFERENCE = {
  adultG: 25,
  adultGPer1000Kcal: 14,
  childGPerMJ: 2,
} as const;

const KJ_PER_KCAL = 4.184;

/**
 * Adequate fibre intake (g/day): for adults 25 g or 14 g per 1,000 kcal of the day's energy target, whichever is more;
 * 2 g/MJ of the day's energy target for children.
 */
export function fibreNeedG(ageYears: number, energyKcal: number): number {
  if (ageYears >= ADULT_AGE_YEARS)
    return Math.max(FIBRE_REFERENCE.adultG, (FIBRE_REFERENCE.adultGPer1000Kcal * energyKcal) / 1000);
  return (FIBRE_REFERENCE.childGPerMJ * energyKcal * KJ_PER_KCAL) / 1000;
}
