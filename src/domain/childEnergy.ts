/**
 * Energy of children and adolescents (ages 1-17). The adult equations of the settings (IOM 2005 adult
 * EER, Harris-Benedict) are fitted on adults and overestimate a child's need (a 5-year-old boy of 20 kg
 * got 1,754 kcal from the IOM adult EER, against about 1,300-1,500 kcal in the references), so under
 * ADULT_AGE_YEARS every equation choice gives way to one paediatric reference:
 *
 *   Schofield W.N. (1985), "Predicting basal metabolic rate, new standards and review of previous work",
 *   Human Nutrition: Clinical Nutrition 39 Suppl 1: 5-41 — the weight-only BMR equations by age band and
 *   sex, as adopted by FAO/WHO/UNU (1985) and in the UK (COMA/SACN), in kcal/day:
 *     boys   0-3 y: 59.512 W - 30.4    3-10 y: 22.706 W + 504.3    10-18 y: 17.686 W + 658.2
 *     girls  0-3 y: 58.317 W - 31.1    3-10 y: 20.315 W + 485.9    10-18 y: 13.384 W + 692.6
 *   (the MJ/day originals 0.249 W - 0.127, 0.095 W + 2.110, 0.074 W + 2.754 / 0.244 W - 0.130,
 *   0.085 W + 2.033, 0.056 W + 2.898, times 239 kcal/MJ).
 *
 * The BMR is multiplied by the product's activity factors (HB_ACTIVITY_FACTORS, via the same activity
 * mapping as adults), as FAO/WHO/UNU and EFSA (2013) derive a child's need: BMR x PAL. The growth cost
 * (about 1 % of energy after the first year, EFSA 2013) is within the equations' error and not added.
 */
import type { Gender } from './planningEnums';

/** From this age on the settings' (adult) equation applies; below it the paediatric reference does. */
export const ADULT_AGE_YEARS = 18;

export const isChild = (ageYears: number): boolean => ageYears < ADULT_AGE_YEARS;

interface Band {
  /** Upper age of the band, exclusive (whole years). */
  readonly belowAge: number;
  readonly perKg: number;
  readonly constant: number;
}

/** Schofield (1985) weight-only BMR equations in kcal/day, per sex, by age band (see above). */
export const SCHOFIELD_BMR: Readonly<Record<Gender, readonly Band[]>> = {
  M: [
    { belowAge: 3, perKg: 59.512, constant: -30.4 },
    { belowAge: 10, perKg: 22.706, constant: 504.3 },
    { belowAge: 18, perKg: 17.686, constant: 658.2 },
  ],
  F: [
    { belowAge: 3, perKg: 58.317, constant: -31.1 },
    { belowAge: 10, perKg: 20.315, constant: 485.9 },
    { belowAge: 18, perKg: 13.384, constant: 692.6 },
  ],
};

/** Schofield (1985) basal metabolic rate (kcal/day) of a child or adolescent (age under 18). */
export function schofieldBmr(p: { readonly gender: Gender; readonly ageYears: number; readonly weightKg: number }): number {
  const bands = SCHOFIELD_BMR[p.gender];
  const band = bands.find((b) => p.ageYears < b.belowAge) ?? bands[bands.length - 1];
  return band.perKg * p.weightKg + band.constant;
}
