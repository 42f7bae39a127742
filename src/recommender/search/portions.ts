/**
 * Portion solving: per day and member, the exact minimum of the documented objective over the free slots'
 * portions within the bounds (a small LP, portionLp.ts), rounded to the step and repaired step by step; REVIEW's
 * rescaling of kept days whose needs changed.
 */
import { normaliseWeight } from '../../domain';
import { minimisePwl, pwlValue, type PwlRow } from '../portionLp';
import { CONTINUOUS_STEP } from './base';
import { CandidateScoring } from './candidates';
import {
  addChoice,
  documentedOnly,
  ENERGY_FIRST,
  ENERGY_TOLERANCE,
  MACRO_BEYOND,
  MACRO_KCAL,
  MACRO_TOLERANCE,
  NUT,
  nutrientsOf,
  PLATE_MAIN,
  PLATE_SIDE,
  scaleOf,
} from './terms';

/** REVIEW: kept portions are rescaled when they miss a member's day energy by more than this. */
const RESCALE_TOLERANCE = 0.05;
/**
 * Portions: deviation charged per serving a portion is away from one serving, at ENERGY_SUITABILITY weight 5
 * (scaled by weight / 5). Small against the nutrition terms, so it only decides among portion vectors of (nearly)
 * the same objective, which the piecewise-linear objective has many of: those closest to one serving win.
 */
const PORTION_PULL = 0.002;

export class PortionSolver extends CandidateScoring {
  /**
   * REVIEW: a day whose kept portions miss a member's energy by more than RESCALE_TOLERANCE (their needs
   * changed) gets its kept recipes rescaled: same recipes, portions re-optimised. `fixed` (`day:slot` keys,
   * the pinned meals) keep their portions; the other slots of their day re-balance around them.
   */
  rescaleKeptDays(fixed: ReadonlySet<string> = new Set()): void {
    const engine = this.state.engine;
    engine.days.forEach((_, day) => {
      const row = this.state.slots[day];
      const t = new Float64Array(this.members * NUT);
      for (const c of row) if (c) addChoice(t, c, 1);
      const off = this.targets.some((g, m) => g[0] > 0 && Math.abs(t[m * NUT] - g[0]) / g[0] > RESCALE_TOLERANCE);
      if (!off || !row.some((c) => c?.kept)) return;
      row.forEach((c, s) => {
        if (c?.kept && this.free[s] && !fixed.has(`${day}:${s}`))
          this.state.set(day, s, { p: c.p, scale: c.scale, entry: c.entry });
      });
      this.optimisePortions(day, true);
    });
  }

  /**
   * What member m's day gets from the slots outside `slots`, at their portions: NUT totals, energy per meal, and the
   * energy of each meal's main dishes and vegetable sides among them (for the plate rows).
   */
  protected fixedPart(day: number, slots: readonly number[], m: number): FixedPart {
    const meals = this.state.engine.meals.length;
    const fixedT = new Float64Array(NUT);
    const fixedMeal = new Float64Array(meals);
    const fixedMain = new Float64Array(meals);
    const fixedSide = new Float64Array(meals);
    this.state.slots[day].forEach((c, s) => {
      if (!c || slots.includes(s)) return;
      const q = c.scale.householdServings[m]?.portionInServings ?? 0;
      const v = nutrientsOf(c.p);
      for (let j = 0; j < NUT; j += 1) fixedT[j] += q * v[j];
      fixedMeal[this.slotMeal[s]] += q * v[0];
      if (this.plateKind[s] === PLATE_MAIN) fixedMain[this.slotMeal[s]] += q * v[0];
      if (this.plateKind[s] === PLATE_SIDE) fixedSide[this.slotMeal[s]] += q * v[0];
    });
    return { fixedT, fixedMeal, fixedMain, fixedSide };
  }

  /**
   * Member m's portion rows over `slots` (`portionRows`, plate rows included), given what the other slots bring
   * (`fixedPart`); `targets`: the member's documented targets, when the caller has them already.
   */
  protected memberRows(
    m: number,
    slots: readonly number[],
    fixed: FixedPart,
    coef: readonly (readonly number[])[],
    slotMeal: readonly number[],
    pull: number,
    targets: Float64Array = documentedOnly(this.targets[m]),
  ): PwlRow[] {
    const plate = { kind: slots.map((s) => this.plateKind[s]), fixedMain: fixed.fixedMain, fixedSide: fixed.fixedSide };
    return portionRows(targets, this.mealTargets[m], fixed.fixedT, fixed.fixedMeal, coef, slotMeal, pull, plate);
  }

  /**
   * Joint re-optimisation of the day's portions, per member: the exact minimum (portionLp.ts, a small simplex) of
   * the convex piecewise-linear objective over the free slots' portions within the bounds: the documented objective
   * (the 4 day terms, one term per meal) and ENERGY_SUITABILITY's pull towards one serving (`portionRows`); then
   * rounding to the bounds' step. The salt, fibre and sugar terms are left to the choice of recipes (`best`,
   * `lpDescend` value them at these portions): shrinking a salty portion trades a macro for salt the way a cook would
   * not. On the quality bench it measured the same either way (objective median 0.0052, salt 10.4 g, SIDE_SCALE 1).
   * O(members × pivots × rows × (slots + 2 rows)), rows = 4 + meals + slots.
   */
  optimisePortions(day: number, includeLocked = false): void {
    const candidates = includeLocked ? this.state.engine.pools.map((_, s) => s).filter((s) => this.free[s]) : this.freeSlots(day);
    const slots = candidates.filter((s) => this.state.slots[day][s] && !this.state.slots[day][s]!.kept);
    if (slots.length === 0 || this.lambda <= 0) return;
    const row = this.state.slots[day];
    const portions = slots.map((s) => row[s]!.scale.householdServings.map((h) => h.portionInServings));
    const pull =
      (PORTION_PULL * normaliseWeight(this.state.engine.input.settings.mealOfDayHeuristicsWeights.ENERGY_SUITABILITY)) / 5;
    const coef = slots.map((s) => nutrientsOf(row[s]!.p));
    const slotMeal = slots.map((s) => this.slotMeal[s]);
    for (let m = 0; m < this.members; m += 1) {
      const hi = slots.map((s) => this.maxStep(m, row[s]!.p.maxServings));
      const lo = slots.map((s) => this.minStep(m, row[s]!.p.maxServings, row[s]!.p.minServings));
      const rows = this.memberRows(m, slots, this.fixedPart(day, slots, m), coef, slotMeal, pull);
      const start = slots.map((_, i) => portions[i][m]);
      const res = minimisePwl(rows, lo, hi, start);
      // Never worse than the portions it started from (the solver is exact; this guards floating-point ties).
      const q = res.value <= pwlValue(rows, start) ? res.x : start;
      const rounded = this.stepRepair(
        rows,
        q.map((v, i) => this.round(v, m, row[slots[i]]!.p.maxServings, row[slots[i]]!.p.minServings)),
        hi,
        lo,
      );
      rounded.forEach((v, i) => {
        portions[i][m] = v;
      });
    }
    slots.forEach((s, i) => {
      const c = row[s]!;
      this.state.set(day, s, { ...c, scale: scaleOf(c.scale, portions[i]) });
    });
  }

  /**
   * Portions a person serves are whole steps (a quarter serving by default): rounding the exact optimum slot by slot
   * can leave a day a step short everywhere, so a coordinate descent then moves one portion one step up or down while
   * the same objective falls (the best move first; at most a few moves per member, each O(rows × slots)). Continuous
   * portions are returned as they are.
   */
  protected stepRepair(
    rows: Parameters<typeof pwlValue>[0],
    x: number[],
    hi: readonly number[],
    lo: readonly number[],
  ): number[] {
    if (this.step <= CONTINUOUS_STEP) return x;
    let value = pwlValue(rows, x);
    for (let moves = 0; moves < 4 * x.length; moves += 1) {
      let best = { i: -1, v: 0, value };
      for (let i = 0; i < x.length; i += 1) {
        for (const dir of [-1, 1]) {
          const v = Math.round((x[i] + dir * this.step) * 1e6) / 1e6;
          if (v < lo[i] - 1e-9 || v > hi[i] + 1e-9) continue;
          const old = x[i];
          x[i] = v;
          const got = pwlValue(rows, x);
          x[i] = old;
          if (got < best.value - 1e-12) best = { i, v, value: got };
        }
      }
      if (best.i < 0) break;
      x[best.i] = best.v;
      value = best.value;
    }
    return x;
  }
}

/** What the slots outside a portion problem bring one member (`PortionSolver.fixedPart`). */
export interface FixedPart {
  readonly fixedT: Float64Array;
  readonly fixedMeal: Float64Array;
  readonly fixedMain: Float64Array;
  readonly fixedSide: Float64Array;
}

/**
 * A meal's vegetable side against its main dish, for one member: per slot of the problem its plate kind, and per meal
 * the energy the fixed main dishes and sides bring.
 */
export interface PlateBalance {
  readonly kind: readonly number[];
  readonly fixedMain: ArrayLike<number>;
  readonly fixedSide: ArrayLike<number>;
}

/**
 * A vegetable side is smaller than the dish it goes with: per meal with both, the side's energy above the main's costs
 * this much per unit of the meal's energy target (three times the meal's own energy term). A dietitian strikes 2.5
 * servings of palm hearts (420 kcal) beside 200 kcal of stuffed vine leaves; without it the portions fill a day's
 * energy through whichever dish is nearest, and about 1 meal a week had it (dietitian bench, 2026-11-30).
 */
export const SIDE_OVER_MAIN = 3;

/**
 * One member's portion objective (the search's: `devOf` plus every meal term and the pull) as rows of portionLp.ts,
 * each scaled by its target so the weights are the objective's: the 4 day terms, the salt, fibre and sugar terms
 * (one-sided, weights g[7..9]), one term per meal that has a free slot (the others are constant), and
 * `pull` × |portion − 1| per slot, and with `plate` the plate rows (a vegetable side above its main, SIDE_OVER_MAIN).
 * `fixedT` / `fixedMeal`: what the other slots already bring.
 */
export function portionRows(
  g: Float64Array | readonly number[],
  mealTargets: Float64Array | readonly number[],
  fixedT: Float64Array | readonly number[],
  fixedMeal: Float64Array | readonly number[],
  coef: readonly (readonly number[])[],
  slotMeal: readonly number[],
  pull: number,
  plate?: PlateBalance,
): PwlRow[] {
  const rows: PwlRow[] = [];
  for (let j = 0; j < 4; j += 1) addNutrientRow(rows, coef, fixedT, j, g[j], 1, 1);
  if (g[0] > 0) {
    // Energy first: beyond ±ENERGY_TOLERANCE every further point of energy costs ENERGY_FIRST points (devOf).
    const a = coef.map((c) => c[0] / g[0]);
    const b = (g[0] - fixedT[0]) / g[0];
    rows.push({ a, b: b + ENERGY_TOLERANCE, over: ENERGY_FIRST, under: 0 });
    rows.push({ a, b: b - ENERGY_TOLERANCE, over: 0, under: ENERGY_FIRST });
  }
  // The macro limits (terms.ts macroLimits): lazy rows, they rarely bind.
  for (let j = 1; j < 4; j += 1) {
    if (!(g[j] > 0)) continue;
    const a = coef.map((c) => c[j] / g[j]);
    rows.push({ a, b: (g[j] - fixedT[j]) / g[j] - MACRO_TOLERANCE, over: 0, under: MACRO_BEYOND, lazy: true });
    if (!(g[0] > 0)) continue;
    const k = MACRO_KCAL[j] / g[0];
    const excess = coef.map((c) => c[j] * k);
    rows.push({ a: excess, b: (g[j] * (1 + MACRO_TOLERANCE) - fixedT[j]) * k, over: MACRO_BEYOND, under: 0, lazy: true });
  }
  addNutrientRow(rows, coef, fixedT, 5, g[5], g[7], 0);
  addNutrientRow(rows, coef, fixedT, 4, g[4], 0, g[8]);
  addNutrientRow(rows, coef, fixedT, 6, g[6], g[9], 0);
  for (let k = 0; k < mealTargets.length; k += 1) {
    const e = mealTargets[k];
    if (!(e > 0) || !slotMeal.includes(k)) continue;
    rows.push({ a: coef.map((c, i) => (slotMeal[i] === k ? c[0] / e : 0)), b: (e - fixedMeal[k]) / e, over: 1, under: 1 });
  }
  if (plate) plateRows(rows, mealTargets, coef, slotMeal, plate);
  if (pull > 0) coef.forEach((_, i) => rows.push({ a: coef.map((__, x) => (x === i ? 1 : 0)), b: 1, over: pull, under: pull }));
  return rows;
}

/**
 * Nutrient j's row against its target (none without a target or a weight). A module function rather than a closure
 * in `portionRows`: tsx names every closure it creates (`__name`), a cost on the search's hottest path.
 */
function addNutrientRow(
  rows: PwlRow[],
  coef: readonly (readonly number[])[],
  fixedT: Float64Array | readonly number[],
  j: number,
  target: number,
  over: number,
  under: number,
): void {
  if (!(target > 0) || (over <= 0 && under <= 0)) return;
  rows.push({ a: coef.map((c) => c[j] / target), b: (target - fixedT[j]) / target, over, under });
}

/** The plate rows (SIDE_OVER_MAIN): per meal with a main dish and a vegetable side, one of them free here. */
function plateRows(
  rows: PwlRow[],
  mealTargets: Float64Array | readonly number[],
  coef: readonly (readonly number[])[],
  slotMeal: readonly number[],
  plate: PlateBalance,
): void {
  for (let k = 0; k < mealTargets.length; k += 1) {
    const e = mealTargets[k];
    if (!(e > 0)) continue;
    let freeSide = false;
    let freeMain = false;
    for (let i = 0; i < slotMeal.length; i += 1) {
      if (slotMeal[i] !== k) continue;
      if (plate.kind[i] === PLATE_SIDE) freeSide = true;
      if (plate.kind[i] === PLATE_MAIN) freeMain = true;
    }
    const hasSide = freeSide || plate.fixedSide[k] > 0;
    const hasMain = freeMain || plate.fixedMain[k] > 0;
    if (!(freeSide || freeMain) || !hasSide || !hasMain) continue;
    const a = coef.map((c, i) =>
      slotMeal[i] !== k ? 0 : plate.kind[i] === PLATE_SIDE ? c[0] / e : plate.kind[i] === PLATE_MAIN ? -c[0] / e : 0,
    );
    rows.push({ a, b: (plate.fixedMain[k] - plate.fixedSide[k]) / e, over: SIDE_OVER_MAIN, under: 0 });
  }
}
