/**
 * Day heuristics on what the energy and macro terms ignore: sodium (SODIUM_LIMIT, at most 2.3 g a
 * day, i.e. 5.75 g salt), fibre (FIBER_MINIMUM, at least the member's fibre need: 25 g for adults,
 * 2 g/MJ for children, needs.ts) and free sugars (FREE_SUGAR_LIMIT, under 10 % of energy). Each is a
 * relative excess or shortfall per member, weighted by its own setting on the same scale as NUTRITIONAL_DEVIATION:
 *
 *   day penalty = slots / 5 x (w_ND x deviation + w_Na x sodium + w_fibre x fibre + w_sugar x sugar)
 *
 * written as lambda x (core x deviation + the weighted terms), lambda = slots x max weight / 5, so
 * that the search code keeps one multiplier. Free sugars are estimated as the total sugar of every
 * recipe except whole fruit (intrinsic sugars); dairy lactose is counted, which errs on the safe side.
 */
import { normaliseWeight, type RecommenderSettings } from '../domain';
import type { PreparedRecipe } from './prepared';

/** Sodium a day at most (g); salt is sodium x 2.5. */
export const SODIUM_MAX_G = 2.3;
export const SALT_PER_SODIUM = 2.5;
export const SALT_MAX_G = SODIUM_MAX_G * SALT_PER_SODIUM;

/** The factors of the day terms relative to lambda (see the module comment). */
export interface DayFactors {
  /** Multiplies the relative deviation of energy and macros (NUTRITIONAL_DEVIATION). */
  readonly core: number;
  readonly sodium: number;
  readonly fiber: number;
  readonly sugar: number;
  /** The largest of the four weights (0..5): lambda = slots x max / 5. */
  readonly max: number;
}

/** Factors from the settings' day weights. All 0 when every weight is 0. */
export function dayFactors(settings: RecommenderSettings): DayFactors {
  const w = settings.dayHeuristicsWeights;
  const core = normaliseWeight(w.NUTRITIONAL_DEVIATION);
  const sodium = normaliseWeight(w.SODIUM_LIMIT);
  const fiber = normaliseWeight(w.FIBER_MINIMUM);
  const sugar = normaliseWeight(w.FREE_SUGAR_LIMIT);
  const max = Math.max(core, sodium, fiber, sugar);
  if (max === 0) return { core: 0, sodium: 0, fiber: 0, sugar: 0, max: 0 };
  return { core: core / max, sodium: sodium / max, fiber: fiber / max, sugar: sugar / max, max };
}

/** The factors the engine had before these heuristics had weights: half of the deviation's. */
export const LEGACY_DAY_FACTORS: DayFactors = { core: 1, sodium: 0.5, fiber: 0.5, sugar: 0.5, max: 5 };

/** Free sugars of one serving (prepared.ts: the server's estimate from the ingredients, else a fallback by name). */
export function freeSugarPerServing(p: PreparedRecipe): number {
  return p.freeSugar;
}

const over = (got: number, limit: number) => (limit > 0 ? Math.max(0, got - limit) / limit : 0);
const under = (got: number, floor: number) => (floor > 0 ? Math.max(0, floor - got) / floor : 0);

/** Relative sodium excess of a day (0 within the limit). */
export const sodiumExcess = (saltG: number) => over(saltG, SALT_MAX_G);
/** Relative fibre shortfall of a day (0 at or above the need). */
export const fiberShortfall = (fiberG: number, needG: number) => under(fiberG, needG);
/** Relative free-sugar excess of a day over the limit in grams (10 % of energy / 4 kcal per g). */
export const freeSugarExcess = (sugarG: number, limitG: number) => over(sugarG, limitG);
