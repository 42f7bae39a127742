/**
 * The week search (issue 12, item 1): incremental local search over ALL eligible candidates of each division
 * with delta evaluation, then a joint re-optimisation of each day's portions.
 *
 * The value a day maximises: the sum over its slots of the heuristic value (`slotScore` x its total weight, see
 * HEURISTIC_SCALE) minus
 * the side-repeat penalty ρ, the fruit-repeat penalty μ and VIOLATION_PENALTY per broken hard variety rule
 * (variety.ts), minus λ × the documented objective: per member, the relative deviation of the day's energy,
 * protein, carbohydrate and fat from target plus one relative deviation per meal (meal energy against its
 * share), plus the relative excess of salt over 5.75 g (sodium 2.3 g), shortfall of fibre under the need and excess
 * of free sugar over 10 % of energy, each times its day heuristic's weight over NUTRITIONAL_DEVIATION's (0.1 / 3
 * by default); mean over members. λ = NUTRITIONAL_DEVIATION weight / 5 × slots × LAMBDA_PER_SLOT (0 switches nutrition off).
 *
 * - Per division the candidates are flat arrays (nutrition per serving, each member's portion meeting their
 *   share within bounds, an upper bound of the heuristic score), so a slot's move evaluates every candidate by
 *   its delta on the day's per-member sums (O(members) each) and computes the exact heuristic score only
 *   best-first while the bound can still win: O(n x members + k x ingredients) per slot, n the pool size.
 * - Greedy fill in eating order against the day's targets prorated to the filled share, a seeded pick among the
 *   near-best; 1-swap descent to a fixed point; DAY_KICKS seeded perturbations (re-draw two slots among
 *   their best candidates, descend, keep the best day).
 * - Portions: per member the exact minimum of the documented objective over the day's free portions within the
 *   bounds (a small LP, portionLp.ts), rounded to the bounds' step (or 0.0001 serving when continuous). Salt, fibre
 *   and sugar choose recipes, not portions: portions serve the energy, macro and meal targets.
 * - Then an LP-aware 1-swap on days above LP_SKIP (`lpDescend`): each slot's best LP_WIDTH candidates valued at
 *   re-optimised portions.
 * - After the weekly food-group swaps, the changed days descend again within the rules' groups (`redescend`).
 * Deterministic for a seed: iteration orders are fixed and all randomness comes from the seeded rng.
 */
import {
  DEFAULT_RECOMMENDER_SETTINGS,
  HEURISTIC_NAMES,
  normaliseWeight,
  type HeuristicName,
  type WeeklyFoodGroup,
  type WeeklyFoodGroupRule,
  DEFAULT_MEAL_RULES,
} from '../domain';
import type { PreparedRecipe } from './prepared';
import { fruitWeight, repeatWeight, SIDE_REPEAT_PENALTY, slotScore } from './choose';
import { freeSugarPerServing } from './dayHeuristics';
import { minimisePwl, pwlValue, type PwlRow } from './portionLp';
import { DYNAMIC_HEURISTICS } from './heuristics';
import type { DivisionPool } from './pool';
import { deriveSeed, mulberry32, randomInt, type Rng } from './rng';
import { seasonOf } from './calendar';
import type { ScaleResult } from './scaling';
import { ADULT_AGE, CAP_MISFITS, slotMisfits, type SlotFacts } from './slots';
import type { MealOfDayDivision } from './types';
import type { Choice, PlanState } from './state';
import { dishFamily, repeatBudget, varietyRulesOf, VIOLATION_PENALTY, type VarietyRules } from './variety';

/** kcal, protein, carbohydrate, fat, fibre, salt, sugar. */
const NUT = 7;
/** Per member: the NUT targets, then the weights of the salt, fibre and sugar terms (see `devOf`). */
const TARGETS = NUT + 3;
/**
 * λ per slot at weight 5: 0.01 of day deviation is worth 0.01 x LAMBDA_PER_SLOT of score on every slot. 50 (was 25):
 * at 25 the meal heuristics outweighed a member's meal missing its energy by 15-20 % in households of 3-4 (objective
 * p95 0.046 with the salt/fibre/sugar terms off, 0.017 at 50); at 75 MINIMIZE_PRODUCT_CATEGORIES and another meal
 * heuristic no longer move their metric (tests/recommender/settingsEffect.test.ts). scripts/bench/README.md, Recommender.
 */
export const LAMBDA_PER_SLOT = 50;
/** Most 1-swap passes of one descent. */
const PASSES = 8;
/** Perturb-and-descend rounds per day. */
export const DAY_KICKS = 1;
/** Greedy picks at random among candidates within this value of the best (at most NEAR_COUNT). */
const NEAR = 0.02;
const NEAR_COUNT = 4;
/** Most exact heuristic evaluations per slot move (best-first by the bound). */
const MAX_EXACT = 48;
/**
 * Portions without a step are rounded to 0.0001 serving (about 0.03 g). At 0.001 the rounding alone cost the six meal
 * terms 0.0013 of the day objective (median) on the quality bench, a sixth of it.
 */
const CONTINUOUS_STEP = 0.0001;
/** Food-group rules: extra cost of adding the group on a day that already has it (spread over the week). */
const SAME_DAY_GROUP_COST = 50;
/** The side-repeat penalty ρ (choose.ts, at most 0.1) scaled to the search's value units. */
const REPEAT_SCALE = 10;
/** Seeded preference per plan and candidate (0..SEED_NOISE), so seeds give different near-equal plans. */
const SEED_NOISE = 0.08;
/**
 * Value lost per slot misfit (slots.ts): about a 3.3 % day deviation at the default weights. With λ doubled (see
 * LAMBDA_PER_SLOT) 6 let 11 % of snack slots take misfits, 12 kept 98.7 % fitting but doubled the objective's p95;
 * 9 keeps the slot fit where it was (98 %). scripts/bench/README.md, Recommender.
 */
const SLOT_MISFIT_PENALTY = 9;
/** REVIEW: kept portions are rescaled when they miss a member's day energy by more than this. */
const RESCALE_TOLERANCE = 0.05;
/** Salt above which the day pays (sodium 2.3 g x 2.5, the sodium bound; the WHO 5 g target when higher). */
/** Candidates per slot a pair move looks at, and most pair passes / descent-pair rounds. */
const PAIR_WIDTH = 8;
const PAIR_PASSES = 2;
const SEARCH_ROUNDS = 2;
/** RECREATE: value lost by a recipe of the previous plan, so the new plan starts over. */
const AVOID_PREVIOUS = 0.3;
/**
 * Heuristic value of a slot in the search: HEURISTIC_SCALE x Σ weight x score / WEIGHT_UNIT. The weights act
 * absolutely (raising one weight adds that heuristic's value without diluting the others, as the normalised
 * `slotScore` would), so a heuristic at weight 5 ranging 0..1 is worth HEURISTIC_SCALE: about a 1 % day
 * deviation at the default λ of a 9-slot day (270). Nutrition stays first (a day's deviation differs by far more
 * between most candidates), the heuristics decide among the nutritionally near-equal ones. At 1 (and 2, 2.5)
 * several heuristics at weight 5 still could not move their metric (tests/recommender/settingsEffect.test.ts).
 */
export const HEURISTIC_SCALE = 3;
const WEIGHT_UNIT = 5;
/**
 * Portions: deviation charged per serving a portion is away from one serving, at ENERGY_SUITABILITY weight 5
 * (scaled by weight / 5). Small against the nutrition terms, so it only decides among portion vectors of (nearly)
 * the same objective, which the piecewise-linear objective has many of: those closest to one serving win.
 */
const PORTION_PULL = 0.002;
/**
 * LP-aware 1-swap (`lpDescend`): candidates per slot valued with the day's portions re-optimised, passes, and the
 * documented day objective at or under which a day is left as it is. On the quality bench (3 seeds, 13 households)
 * width 16 took the objective's median from 0.0071 to 0.0058 (32: 0.0053 at twice the time); skipping days at or
 * under 0.005 kept the median there (those days trade nothing more for salt, fibre and sugar) and cut the time
 * by a fifth. scripts/bench/README.md, Recommender.
 */
const LP_WIDTH = 16;
const LP_PASSES = 2;
const LP_SKIP = 0.005;
/**
 * The salt, fibre and sugar terms' weight relative to the day terms is SIDE_SCALE x their setting / NUTRITIONAL_DEVIATION's
 * (0.5 x 0.1 / 3 by default; the settings' step is 0.1, so 0.1 is their weakest non-zero setting). At 1 the default plans
 * had 10.4 g salt and 22.5 g fibre a day at objective median 0.0052; at 0.5, 11.2 g and 20.5 g at 0.0044 (quality
 * bench, 3 seeds). A nutritionist who wants the stronger pull sets the weights to 0.2. src/recommender/README.md, Decisions.
 */
const SIDE_SCALE = 0.5;

interface PoolData {
  readonly n: number;
  /** Per candidate: nutrition of one serving (NUT values). */
  readonly nutr: Float64Array;
  /** Per candidate and member: portion in servings. */
  readonly portions: Float64Array;
  /** Per candidate and member: the nutrition of that portion (NUT values, portion x per serving). */
  readonly scaled: Float64Array;
  /** Per candidate: upper bound of `slotScore`. */
  readonly upper: Float64Array;
  readonly ids: Int32Array;
  /** Per candidate: dish family code (-1 none). */
  readonly family: Int32Array;
  /** Per candidate: the fruit's main ingredient, -1 when not a fruit. */
  readonly fruit: Int32Array;
  /** Per candidate: slot-fit penalty (slots.ts). */
  readonly misfit: Float64Array;
  /** Scratch per candidate for `best` (values, penalties, week-dependent marks), reused across calls. */
  readonly values: Float64Array;
  readonly penalties: Float64Array;
  readonly special: Uint8Array;
}

const DYNAMIC_NAMES = Object.keys(DYNAMIC_HEURISTICS) as HeuristicName[];

export class WeekSearch {
  private readonly members: number;
  private readonly targets: Float64Array[];
  /** Per member and meal index: the meal's energy target. */
  private readonly mealTargets: Float64Array[];
  private readonly slotMeal: Int32Array;
  /** Per slot: a dinner main dish (a dinner recipe is never repeated within the week). */
  private readonly dinner: boolean[];
  private readonly free: boolean[];
  private readonly data: (PoolData | null)[];
  private readonly familyCodes = new Map<string, number>();
  private readonly familyById = new Map<number, number>();
  readonly lambda: number;
  /** The greedy fill weighs nutrition only when the day improvement is on (the switch keeps its effect). */
  private readonly nutritionInGreedy: boolean;
  /** RECREATE: recipes of the previous plan, avoided by AVOID_PREVIOUS each. */
  private readonly previous: ReadonlySet<number>;
  private readonly mu: number;
  private readonly rho: number[];
  /** Per slot: search value of one unit of the normalised `slotScore` (its total weight, absolute). */
  private readonly scoreScale: number[];
  /** Per slot: soup slot whose consecutive-day repeats LITRE_OF_SOUP_IN_A_ROW asks for (not a side repeat). */
  private readonly soupRun: boolean[];
  private readonly budget: number;
  /** The hard variety rules of the request's variety level (variety.ts VARIETY_RULES). */
  private readonly variety: VarietyRules;
  private readonly step: number;

  constructor(readonly state: PlanState) {
    const engine = state.engine;
    this.members = engine.needs.length;
    const w = normaliseWeight(engine.input.settings.dayHeuristicsWeights.NUTRITIONAL_DEVIATION);
    const side = sideWeights(engine.input.settings.dayHeuristicsWeights, w);
    this.targets = engine.needs.map((n) => {
      const nn = n.nutrientNeeds;
      return Float64Array.from([
        nn.KCAL.target,
        nn.PROTEIN.target,
        nn.CARB.target,
        nn.FAT.target,
        nn.FIBER.target,
        engine.mealRules.maxSaltPerDayG,
        Math.min(nn.SUGAR.max, engine.mealRules.maxFreeSugarPerDayG),
        ...side,
      ]);
    });
    this.mealTargets = engine.needs.map((n) => Float64Array.from(engine.meals, (m) => n.mealsKcalNeed[m] ?? 0));
    this.slotMeal = Int32Array.from(engine.pools, (p) => engine.meals.indexOf(p.division.mealOfDay));
    this.dinner = engine.pools.map((p) => p.isMainDish && p.division.mealOfDay === 'DINNER');
    this.free = engine.pools.map((p) => !p.fixed);
    this.lambda = (w / 5) * engine.pools.length * LAMBDA_PER_SLOT;
    this.mu = fruitWeight(state);
    // ρ per other use in the week, for every free division: the side divisions' repeat weight, and for main dishes
    // the same weight (LIMIT_MAIN_DISH_RECIPE_REPETITION / 5) on top of that heuristic's score, so raising the weight
    // never moves the repeat budget from the side divisions to the main dishes.
    const limit = normaliseWeight(engine.input.settings.mealOfDayHeuristicsWeights.LIMIT_MAIN_DISH_RECIPE_REPETITION) / 5;
    this.variety = varietyRulesOf(engine.input.varietyOptions?.varietyLevel);
    const pull = this.variety.repeatPull;
    this.rho = engine.pools.map((p, slot) =>
      p.fixed ? 0 : pull * (p.isMainDish ? REPEAT_SCALE * SIDE_REPEAT_PENALTY * limit : REPEAT_SCALE * repeatWeight(state, slot)),
    );
    this.scoreScale = engine.pools.map(
      (p) => (HEURISTIC_SCALE * HEURISTIC_NAMES.reduce((a, n) => a + p.weights[n], 0)) / WEIGHT_UNIT,
    );
    this.soupRun = engine.pools.map((p) => p.weights.LITRE_OF_SOUP_IN_A_ROW > 0 && p.division.mealPart === 'SOUP');
    const freeSlots = this.free.filter(Boolean).length * engine.days.length;
    this.budget = repeatBudget(freeSlots, this.variety.minDistinctPer49);
    this.step = engine.bounds.step > 0 ? engine.bounds.step : CONTINUOUS_STEP;
    this.data = engine.pools.map(() => null);
    this.nutritionInGreedy = engine.input.settings.runDayImprovement;
    const prev = engine.input.action === 'RECREATE' ? engine.input.previousPlan : undefined;
    this.previous = new Set((prev?.mealPlans ?? []).flatMap((m) => m.scaledRecipes.map((x) => x.recipe.idRecipe)));
  }

  /** The largest whole step member m may be served (their own max, scaling.ts `memberMaxPortion`). */
  private maxStep(m: number): number {
    const b = this.state.engine.bounds;
    const max = this.state.engine.memberMax[m] ?? b.max;
    return Math.max(b.min, Math.floor(max / this.step + 1e-9) * this.step);
  }

  /** Portion q of member m rounded to the step and kept within the member's bounds. */
  private round(q: number, m: number): number {
    const b = this.state.engine.bounds;
    const r = Math.round(q / this.step) * this.step;
    return Math.round(Math.min(this.maxStep(m), Math.max(b.min, r)) * 1e6) / 1e6;
  }

  private poolData(slot: number): PoolData {
    const cached = this.data[slot];
    if (cached) return cached;
    const pool = this.state.engine.pools[slot];
    const M = this.members;
    const n = pool.size;
    const nutr = new Float64Array(n * NUT);
    const portions = new Float64Array(n * M);
    const upper = new Float64Array(n);
    const ids = new Int32Array(n);
    const family = new Int32Array(n);
    const fruit = new Int32Array(n);
    const misfit = new Float64Array(n);
    const rng = mulberry32(deriveSeed(this.state.engine.input.seed, 104729 * (slot + 1)));
    const facts = {
      season: seasonOf(this.state.engine.input.startDate),
      hasMinor: this.state.engine.input.members.some((m) => m.ageYears < ADULT_AGE),
      mealRules: this.state.engine.mealRules,
    };
    const rules = this.state.engine.mealRules;
    const snack = pool.division.type === 'MEAL_PART' && pool.division.mealPart === 'SNACK';
    const total = HEURISTIC_NAMES.reduce((s, name) => s + pool.weights[name], 0);
    const dyn = DYNAMIC_NAMES.reduce((s, name) => s + pool.weights[name], 0);
    for (let r = 0; r < n; r += 1) {
      const p = pool.recipeAt(r);
      const x = p.recipe.nutritionPerServing;
      nutr.set(nutrientsOf(p), r * NUT);
      for (let m = 0; m < M; m += 1)
        portions[r * M + m] = this.round(x.energyKcal > 0 ? pool.shares[m].kcal / x.energyKcal : 1, m);
      upper[r] = total > 0 ? ((pool.staticSumAt(r) + dyn) / total) * this.scoreScale[slot] : 0;
      ids[r] = p.recipe.idRecipe;
      const f = pool.isMainDish ? familyOf(p) : null;
      if (f === null) family[r] = -1;
      else {
        if (!this.familyCodes.has(f)) this.familyCodes.set(f, this.familyCodes.size);
        family[r] = this.familyCodes.get(f)!;
      }
      fruit[r] = p.flags.isFruit && p.flags.mainIngredientId !== null ? p.flags.mainIngredientId : -1;
      const fit = misfitsOf(p, pool.division, facts);
      misfit[r] = SLOT_MISFIT_PENALTY * fit.misfits + (fit.alcoholWithMinor ? VIOLATION_PENALTY : 0) + SEED_NOISE * rng();
      // The dish's salt and a snack's free sugar at the portions the members would eat (the caps are per person).
      let worstSalt = 0;
      let worstSugar = 0;
      for (let m = 0; m < M; m += 1) {
        worstSalt = Math.max(worstSalt, portions[r * M + m] * x.salt);
        worstSugar = Math.max(worstSugar, portions[r * M + m] * p.freeSugar);
      }
      if (worstSalt > rules.maxSaltPerDishG && x.salt <= rules.maxSaltPerDishG) misfit[r] += SLOT_MISFIT_PENALTY * CAP_MISFITS;
      if (snack && worstSugar > rules.maxFreeSugarPerSnackG && p.freeSugar <= rules.maxFreeSugarPerSnackG)
        misfit[r] += SLOT_MISFIT_PENALTY * CAP_MISFITS;
    }
    const scaled = new Float64Array(n * M * NUT);
    for (let r = 0; r < n; r += 1)
      for (let m = 0; m < M; m += 1) {
        const q = portions[r * M + m];
        for (let j = 0; j < NUT; j += 1) scaled[(r * M + m) * NUT + j] = q * nutr[r * NUT + j];
      }
    const d = {
      n,
      nutr,
      portions,
      scaled,
      upper,
      ids,
      family,
      fruit,
      misfit,
      values: new Float64Array(n),
      penalties: new Float64Array(n),
      special: new Uint8Array(n),
    };
    this.data[slot] = d;
    return d;
  }

  /** The choice for a candidate rank with its search portions. */
  private choiceAt(pool: DivisionPool, slot: number, rank: number): Choice {
    const d = this.poolData(slot);
    const M = this.members;
    const e = pool.entryAt(rank);
    const scale = scaleOf(
      e.scale,
      Array.from({ length: M }, (_, m) => d.portions[rank * M + m]),
    );
    return { p: e.p, scale, entry: e };
  }

  /**
   * The search's deviation of a day (mean over members; all meal terms, the salt, fibre and sugar terms at their
   * weights); `documented`: the documented objective only (4 day terms and the meal terms).
   */
  dayDeviation(day: number, documented = false): number {
    const M = this.members;
    if (M === 0) return 0;
    const meals = this.state.engine.meals.length;
    const t = new Float64Array(M * NUT);
    const mealE = new Float64Array(M * meals);
    this.state.slots[day].forEach((c, s) => {
      if (!c) return;
      addChoice(t, c, 1);
      c.scale.householdServings.forEach((h, m) => {
        mealE[m * meals + this.slotMeal[s]] += h.portionInServings * c.p.recipe.nutritionPerServing.energyKcal;
      });
    });
    let sum = 0;
    for (let m = 0; m < M; m += 1) {
      const g = documented ? documentedOnly(this.targets[m]) : this.targets[m];
      let dm = devOf(g, t.subarray(m * NUT, m * NUT + NUT), 0, 0);
      for (let k = 0; k < meals; k += 1) {
        const e = this.mealTargets[m][k];
        if (e > 0) dm += Math.abs(mealE[m * meals + k] - e) / e;
      }
      sum += dm;
    }
    return sum / M;
  }

  /** Week counts over the free slots except (day, slot). */
  private weekCounts(day: number, slot: number) {
    const uses = new Map<number, number>();
    const families = new Map<number, number>();
    let repeats = 0;
    this.state.slots.forEach((row, d) =>
      row.forEach((c, s) => {
        if (!c || !this.free[s] || (d === day && s === slot)) return;
        const id = c.p.recipe.idRecipe;
        const u = uses.get(id) ?? 0;
        if (u > 0) repeats += 1;
        uses.set(id, u + 1);
        const f = this.familyOfChoice(s, c);
        if (f >= 0) families.set(f, (families.get(f) ?? 0) + 1);
      }),
    );
    return { uses, repeats, families };
  }

  /** Hard-rule violations of a recipe in (day, slot), given the week counts. */
  private violations(
    day: number,
    id: number,
    fam: number,
    uses: Map<number, number>,
    repeats: number,
    sameDay: Set<number>,
    adjacentFamilies: Set<number>,
    families: Map<number, number>,
    dinner: boolean,
  ): number {
    let v = 0;
    if (sameDay.has(id)) v += 1;
    const u = uses.get(id) ?? 0;
    if (u >= this.variety.maxWeekUses) v += 1;
    if (dinner && u >= 1 && this.variety.dinnerOnce) v += SOFT_VIOLATION;
    if (fam >= 0 && (families.get(fam) ?? 0) >= this.variety.maxFamilyWeekUses) v += SOFT_VIOLATION;
    if (u >= 1 && repeats >= this.budget) v += 1;
    if (fam >= 0 && adjacentFamilies.has(fam)) v += 1;
    return v;
  }

  private familyOfChoice(slot: number, c: Choice | null): number {
    if (!c || !this.state.engine.pools[slot].isMainDish) return -1;
    const id = c.p.recipe.idRecipe;
    let code = this.familyById.get(id);
    if (code === undefined) {
      const f = familyOf(c.p);
      code = f === null ? -1 : (this.familyCodes.get(f) ?? -2);
      this.familyById.set(id, code);
    }
    return code;
  }

  /**
   * Best candidates for an (unset) slot: value = heuristic score − penalties − λ × deviation, where the
   * deviation is the full day's (prorated to `prorate` when greedy). Returns the best found and the values of
   * those within `near` of it (greedy). `filter` restricts the candidates (week rules).
   */
  private best(
    day: number,
    slot: number,
    opts: {
      prorate?: number[];
      near?: number;
      filter?: (rank: number) => boolean;
      floor?: number;
      noDeviation?: boolean;
      /** Evaluate this rank only (the value of a current choice). */
      only?: number;
      /** Also return the best `topK` ranks by the bound with their penalties (pair moves). */
      topK?: number;
    } = {},
  ): {
    rank: number;
    value: number;
    near: { rank: number; value: number }[];
    top?: { rank: number; penalty: number; bound: number }[];
  } {
    const state = this.state;
    const pool = state.engine.pools[slot];
    const d = this.poolData(slot);
    const M = this.members;
    const meal = this.slotMeal[slot];
    const base = new Float64Array(M * NUT);
    const mealBase = new Float64Array(M);
    const sameDay = new Set<number>();
    const fruits = new Set<number>();
    let fruitRepeats = 0;
    state.slots[day].forEach((c, s) => {
      if (!c || s === slot) return;
      addChoice(base, c, 1);
      if (this.slotMeal[s] === meal)
        c.scale.householdServings.forEach((h, m) => {
          mealBase[m] += h.portionInServings * c.p.recipe.nutritionPerServing.energyKcal;
        });
      if (this.free[s]) sameDay.add(c.p.recipe.idRecipe);
      const f = c.p.flags.isFruit ? c.p.flags.mainIngredientId : null;
      if (f !== null) {
        if (fruits.has(f)) fruitRepeats += 1;
        fruits.add(f);
      }
    });
    // The main-dish families of the day before, the day after and this day's other main slots (no spaghetti at
    // lunch and at dinner).
    const adjacent = new Set<number>();
    if (pool.isMainDish)
      for (const dd of [day - 1, day, day + 1]) {
        if (dd < 0 || dd >= state.slots.length) continue;
        state.slots[dd].forEach((c, s) => {
          if (dd === day && s === slot) return;
          const f = this.familyOfChoice(s, c);
          if (f >= 0) adjacent.add(f);
        });
      }
    const { uses, repeats, families } = this.weekCounts(day, slot);
    const dinner = this.dinner[slot];
    const rho = this.rho[slot];
    // The same soup on the day before or after is the litre being finished: no side-repeat penalty.
    const soupNeighbours = new Set<number>();
    if (this.soupRun[slot])
      for (const dd of [day - 1, day + 1]) {
        const c = dd >= 0 && dd < state.slots.length ? state.slots[dd][slot] : null;
        if (c) soupNeighbours.add(c.p.recipe.idRecipe);
      }
    // Targets (possibly prorated) per member.
    const g = this.targets.map((t, m) => (opts.prorate ? t.map((v) => v * opts.prorate![m]) : t));
    const G = new Float64Array(M * TARGETS);
    g.forEach((t, m) => G.set(t, m * TARGETS));
    const lambda = opts.noDeviation ? 0 : this.lambda;
    const lo = opts.only ?? 0;
    const hi = opts.only !== undefined ? opts.only + 1 : d.n;
    // Candidates whose penalty depends on the week (used, on the same day, in the previous plan, the soup of a
    // neighbouring day): marked by rank, so every other candidate skips the set look-ups.
    const special = d.special;
    const marked: number[] = [];
    // One candidate (the value of a current choice): the full look-ups, no marks.
    const single = opts.only !== undefined;
    const mark = (id: number) => {
      const r = pool.rankOf(id);
      if (r >= 0 && special[r] === 0) {
        special[r] = 1;
        marked.push(r);
      }
    };
    if (!single) {
      for (const id of uses.keys()) mark(id);
      for (const id of sameDay) mark(id);
      for (const id of soupNeighbours) mark(id);
      for (const id of this.previous) mark(id);
    }
    const fruitBase = this.mu > 0 ? this.mu * fruitRepeats : 0;
    const values = d.values;
    const scaled = d.scaled;
    const mealTarget = this.mealTargets.map((t) => t[meal]);
    let count = 0;
    for (let r = lo; r < hi; r += 1) {
      if (opts.filter && !opts.filter(r)) {
        values[r] = -Infinity;
        continue;
      }
      let pen: number;
      if (single || special[r] === 1) {
        const id = d.ids[r];
        pen = rho * Math.max(0, (uses.get(id) ?? 0) - (soupNeighbours.has(id) ? 1 : 0)) + d.misfit[r];
        if (this.previous.has(id)) pen += AVOID_PREVIOUS;
        pen += VIOLATION_PENALTY * this.violations(day, id, d.family[r], uses, repeats, sameDay, adjacent, families, dinner);
      } else {
        // Not used this week, not on this day: only the dish-family rules can break.
        pen = d.misfit[r];
        const f = d.family[r];
        if (f >= 0 && adjacent.has(f)) pen += VIOLATION_PENALTY;
        if (f >= 0 && (families.get(f) ?? 0) >= this.variety.maxFamilyWeekUses) pen += VIOLATION_PENALTY * SOFT_VIOLATION;
      }
      if (this.mu > 0 && d.fruit[r] >= 0) pen += this.mu * (fruitRepeats + (fruits.has(d.fruit[r]) ? 1 : 0));
      else if (this.mu > 0) pen += fruitBase;
      d.penalties[r] = pen;
      let v = d.upper[r] - pen;
      if (lambda > 0 && M > 0) {
        // devOf, inlined (the hot loop of the search), the same terms in the same order.
        let dev = 0;
        for (let m = 0; m < M; m += 1) {
          const o = (r * M + m) * NUT;
          const bo = m * NUT;
          const go = m * TARGETS;
          let dm = 0;
          for (let j = 0; j < 4; j += 1) {
            const gj = G[go + j];
            if (gj > 0) dm += Math.abs(base[bo + j] + scaled[o + j] - gj) / gj;
          }
          const g0 = G[go];
          if (g0 > 0) {
            const e = Math.abs(base[bo] + scaled[o] - g0) / g0;
            if (e > ENERGY_TOLERANCE) dm += ENERGY_FIRST * (e - ENERGY_TOLERANCE);
          }
          const salt = base[bo + 5] + scaled[o + 5];
          if (G[go + 5] > 0 && salt > G[go + 5]) dm += (G[go + 7] * (salt - G[go + 5])) / G[go + 5];
          const fibre = base[bo + 4] + scaled[o + 4];
          if (G[go + 4] > 0 && fibre < G[go + 4]) dm += (G[go + 8] * (G[go + 4] - fibre)) / G[go + 4];
          const sugar = base[bo + 6] + scaled[o + 6];
          if (G[go + 6] > 0 && sugar > G[go + 6]) dm += (G[go + 9] * (sugar - G[go + 6])) / G[go + 6];
          const mt = mealTarget[m];
          if (mt > 0) dm += Math.abs(mealBase[m] + scaled[o] - mt) / mt;
          dev += dm;
        }
        v -= (lambda * dev) / M;
      }
      values[r] = v;
      count += 1;
    }
    for (const r of marked) special[r] = 0;
    if (opts.topK) {
      // The best topK by value (ties: lower rank first): insertion into a short sorted list, or one sort when the
      // caller wants many (rankSlot ranks the whole pool).
      const k = opts.topK;
      let ranks: number[] = [];
      if (k > PAIR_WIDTH * 4) {
        for (let r = lo; r < hi; r += 1) if (values[r] > -Infinity) ranks.push(r);
        ranks.sort((a, b) => values[b] - values[a] || a - b);
        ranks = ranks.slice(0, k);
      } else
        for (let r = lo; r < hi; r += 1) {
          const v = values[r];
          if (v === -Infinity || (ranks.length === k && !(v > values[ranks[k - 1]]))) continue;
          let i = ranks.length === k ? k - 1 : ranks.length;
          while (i > 0 && v > values[ranks[i - 1]]) {
            ranks[i] = ranks[i - 1];
            i -= 1;
          }
          ranks[i] = r;
        }
      return {
        rank: -1,
        value: -Infinity,
        near: [],
        top: ranks.map((r) => ({ rank: r, penalty: d.penalties[r], bound: values[r] })),
      };
    }
    // Best-first exact evaluation of the heuristic score: the best by the bound, then every candidate whose bound
    // can still win (the threshold only rises), in bound order (ties: lower rank first).
    const ctx = state.slotContext(day, slot);
    let best = -1;
    let bestValue = opts.floor ?? -Infinity;
    const near: { rank: number; value: number }[] = [];
    const margin = opts.near ?? 0;
    if (count === 0) return { rank: best, value: bestValue, near };
    let first = -1;
    let top = -Infinity;
    for (let i = lo; i < hi; i += 1)
      if (values[i] > top) {
        top = values[i];
        first = i;
      }
    const exactOf = (r: number) => {
      const exact = values[r] - d.upper[r] + slotScore(pool, pool.entryAt(r), ctx) * this.scoreScale[slot];
      if (margin > 0) near.push({ rank: r, value: exact });
      if (exact > bestValue) {
        bestValue = exact;
        best = r;
      }
    };
    if (first < 0 || top <= bestValue - margin) return { rank: best, value: bestValue, near };
    exactOf(first);
    if (MAX_EXACT > 1) {
      const threshold = bestValue - margin;
      const rest: number[] = [];
      for (let i = lo; i < hi; i += 1) if (i !== first && values[i] > threshold) rest.push(i);
      rest.sort((a, b) => values[b] - values[a] || a - b);
      for (let k = 0; k < rest.length && k < MAX_EXACT - 1; k += 1) {
        const r = rest[k];
        if (values[r] <= bestValue - margin) break;
        exactOf(r);
      }
    }
    return { rank: best, value: bestValue, near: near.filter((x) => x.value >= bestValue - margin) };
  }

  /** The current value of a slot's choice, evaluated the same way (slot unset by the caller). */
  private valueOf(day: number, slot: number, c: Choice): number {
    const pool = this.state.engine.pools[slot];
    const r = pool.rankOf(c.p.recipe.idRecipe);
    if (r < 0) return -Infinity;
    const res = this.best(day, slot, { only: r });
    return res.value;
  }

  /**
   * The candidates of an (unset) slot ranked by the search's own value (`best`: heuristic value − penalties −
   * λ × the day's deviation, at the search portions), best first, without those `keep` refuses: the best `count`,
   * and every one whose value is above `above`. A candidate breaking a hard variety rule (variety.ts, or alcohol
   * with a minor) pays VIOLATION_PENALTY as in the search, so it ranks after every one that keeps them, and is
   * marked `breaksRule`. Replacements and explanations rank with it: the search's rules and the search's scale.
   * Exact heuristic scores only while a candidate's bound can still make the list: O(n log n + k x ingredients).
   */
  rankSlot(
    day: number,
    slot: number,
    opts: { count: number; keep?: (rank: number) => boolean; above?: number },
  ): { rank: number; value: number; breaksRule: boolean }[] {
    const d = this.poolData(slot);
    const pool = this.state.engine.pools[slot];
    const all = this.best(day, slot, { topK: d.n }).top ?? [];
    const ctx = this.state.slotContext(day, slot);
    const out: { rank: number; value: number; breaksRule: boolean }[] = [];
    const above = opts.above ?? Infinity;
    for (const c of all) {
      const kth = opts.count <= 0 ? Infinity : out.length >= opts.count ? out[opts.count - 1].value : -Infinity;
      if (c.bound <= Math.min(kth, above)) break;
      if (opts.keep && !opts.keep(c.rank)) continue;
      const value = c.bound - d.upper[c.rank] + slotScore(pool, pool.entryAt(c.rank), ctx) * this.scoreScale[slot];
      let i = out.length;
      while (i > 0 && (out[i - 1].value < value || (out[i - 1].value === value && out[i - 1].rank > c.rank))) i -= 1;
      out.splice(i, 0, { rank: c.rank, value, breaksRule: c.penalty >= VIOLATION_PENALTY });
    }
    return out.filter((x, i) => i < opts.count || x.value > above);
  }

  /** The search's value of one candidate rank in an (unset) slot, hard-rule penalties included (`rankSlot`). */
  candidateValue(day: number, slot: number, rank: number): number {
    return this.best(day, slot, { only: rank }).value;
  }

  private freeSlots(day: number): number[] {
    return this.state.engine.pools
      .map((_, s) => s)
      .filter((s) => this.free[s] && !this.state.locked[day][s] && this.state.engine.pools[s].size > 0);
  }

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

  /** Greedy fill of the day's empty slots in eating order, seeded pick among the near-best. */
  fillDay(day: number, rng: Rng): void {
    const engine = this.state.engine;
    const shares = engine.needs.map((_, m) => engine.pools.map((p) => p.shares[m]?.kcal ?? 0));
    const dayTotal = shares.map((s) => s.reduce((a, b) => a + b, 0));
    const filled = shares.map((_, m) => engine.pools.reduce((a, p, s) => a + (this.state.slots[day][s] ? shares[m][s] : 0), 0));
    engine.pools.forEach((pool, slot) => {
      if (this.state.slots[day][slot] || pool.size === 0) return;
      const prorate = filled.map((f, m) => (dayTotal[m] > 0 ? (f + shares[m][slot]) / dayTotal[m] : 1));
      const res = this.best(day, slot, { prorate, near: NEAR, noDeviation: !this.nutritionInGreedy });
      const pick = res.near.length > 0 ? res.near.slice(0, NEAR_COUNT) : [{ rank: res.rank, value: res.value }];
      const chosen = pick.length > 1 ? pick[randomInt(rng, pick.length)] : pick[0];
      const rank = chosen.rank >= 0 ? chosen.rank : 0;
      this.state.set(day, slot, this.choiceAt(pool, slot, rank));
      filled.forEach((_, m) => {
        filled[m] += shares[m][slot];
      });
    });
  }

  /**
   * 1-swap descent over all candidates, slot after slot in a cycle (at most PASSES rounds), until every slot has
   * been looked at since the last change: a slot looked at after the last change would not change again.
   */
  descend(day: number, slots = this.freeSlots(day), keep?: (slot: number, rank: number) => boolean): boolean {
    let any = false;
    const n = slots.length;
    let unchanged = 0;
    for (let k = 0; k < PASSES * n && unchanged < n; k += 1) {
      const slot = slots[k % n];
      const current = this.state.unset(day, slot);
      const floor = current ? this.valueOf(day, slot, current) + 1e-9 : -Infinity;
      const res = this.best(day, slot, { floor, ...(keep ? { filter: (r: number) => keep(slot, r) } : {}) });
      if (res.rank >= 0) {
        this.state.set(day, slot, this.choiceAt(this.state.engine.pools[slot], slot, res.rank));
        any = true;
        unchanged = 1;
      } else {
        if (current) this.state.set(day, slot, current);
        unchanged += 1;
      }
    }
    return any;
  }

  /**
   * Pair moves: for every two free slots, the best joint change among each slot's PAIR_WIDTH best single
   * candidates, by the bound (heuristic upper bound − penalties − λ × the full day deviation with both
   * changed); kept only when the exact day score improves. Finds the coordinated changes (more protein here,
   * less salt there) a 1-swap cannot. O(slots² × PAIR_WIDTH² × members × (nutrients + meals)).
   */
  pairDescent(day: number): boolean {
    const free = this.freeSlots(day);
    const M = this.members;
    if (free.length < 2 || this.lambda <= 0 || M === 0) return false;
    const meals = this.state.engine.meals.length;
    const row = this.state.slots[day];
    let improvedAny = false;
    for (let pass = 0; pass < PAIR_PASSES; pass += 1) {
      const lists = free.map((slot) => {
        const c = this.state.unset(day, slot);
        const res = this.best(day, slot, { topK: PAIR_WIDTH });
        if (c) this.state.set(day, slot, c);
        return res.top ?? [];
      });
      let improved = false;
      // The day's exact score changes only when a pair move is kept.
      let before = this.dayScore(day);
      for (let a = 0; a < free.length; a += 1)
        for (let b = a + 1; b < free.length; b += 1) {
          const sa = free[a];
          const sb = free[b];
          const ca = row[sa];
          const cb = row[sb];
          if (!ca || !cb) continue;
          const da = this.poolData(sa);
          const db = this.poolData(sb);
          const base = new Float64Array(M * NUT);
          const mealE = new Float64Array(M * meals);
          row.forEach((c, s) => {
            if (!c || s === sa || s === sb) return;
            addChoice(base, c, 1);
            c.scale.householdServings.forEach((h, m) => {
              mealE[m * meals + this.slotMeal[s]] += h.portionInServings * c.p.recipe.nutritionPerServing.energyKcal;
            });
          });
          let bestV = -Infinity;
          let bi = -1;
          let bj = -1;
          const t = new Float64Array(NUT);
          const me = new Float64Array(meals);
          for (const x of lists[a])
            for (const y of lists[b]) {
              if (da.ids[x.rank] === db.ids[y.rank]) continue;
              const bound = da.upper[x.rank] + db.upper[y.rank] - x.penalty - y.penalty;
              if (bound <= bestV) continue;
              let dev = 0;
              for (let m = 0; m < M; m += 1) {
                const qa = da.portions[x.rank * M + m];
                const qb = db.portions[y.rank * M + m];
                for (let j = 0; j < NUT; j += 1)
                  t[j] = base[m * NUT + j] + qa * da.nutr[x.rank * NUT + j] + qb * db.nutr[y.rank * NUT + j];
                for (let k = 0; k < meals; k += 1) me[k] = mealE[m * meals + k];
                me[this.slotMeal[sa]] += qa * da.nutr[x.rank * NUT];
                me[this.slotMeal[sb]] += qb * db.nutr[y.rank * NUT];
                dev += devOf(this.targets[m], t, 0, 0);
                for (let k = 0; k < meals; k += 1) {
                  const e = this.mealTargets[m][k];
                  if (e > 0) dev += Math.abs(me[k] - e) / e;
                }
              }
              const v = bound - (this.lambda * dev) / M;
              if (v > bestV) {
                bestV = v;
                bi = x.rank;
                bj = y.rank;
              }
            }
          if (bi < 0) continue;
          const pool = this.state.engine.pools;
          if (ca.p.recipe.idRecipe === da.ids[bi] && cb.p.recipe.idRecipe === db.ids[bj]) continue;
          this.state.set(day, sa, this.choiceAt(pool[sa], sa, bi));
          this.state.set(day, sb, this.choiceAt(pool[sb], sb, bj));
          const after = this.dayScore(day);
          if (after > before + 1e-9) {
            before = after;
            improved = true;
            improvedAny = true;
          } else {
            this.state.set(day, sa, ca);
            this.state.set(day, sb, cb);
          }
        }
      if (!improved) break;
    }
    return improvedAny;
  }

  /** Local search on one day: descent, then seeded kicks keeping the best day; then the portions. */
  improveDay(day: number, rng: Rng): void {
    const free = this.freeSlots(day);
    if (free.length === 0) return;
    for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
      this.descend(day, free);
      if (!this.pairDescent(day)) break;
    }
    if (free.length >= 2) {
      let best = [...this.state.slots[day]];
      let bestValue = this.dayScore(day);
      for (let k = 0; k < DAY_KICKS; k += 1) {
        for (let i = 0; i < 2; i += 1) {
          const slot = free[randomInt(rng, free.length)];
          this.state.unset(day, slot);
          const res = this.best(day, slot, { near: 0.5 });
          const pick = res.near.length > 0 ? res.near[randomInt(rng, res.near.length)] : res;
          this.state.set(day, slot, this.choiceAt(this.state.engine.pools[slot], slot, Math.max(0, pick.rank)));
        }
        this.descend(day, free);
        this.pairDescent(day);
        const v = this.dayScore(day);
        if (v > bestValue + 1e-9) {
          bestValue = v;
          best = [...this.state.slots[day]];
        } else free.forEach((s) => best[s] && this.state.set(day, s, best[s]!));
      }
      free.forEach((s) => best[s] && this.state.set(day, s, best[s]!));
    }
    this.optimisePortions(day);
    this.lpDescend(day);
  }

  /**
   * LP-aware 1-swap: for every free slot, its LP_WIDTH best candidates by the search's value (at their share
   * portions) and its current recipe are each valued with every member's portions of the day re-optimised
   * (portionLp.ts): heuristic value − penalties − λ × the day's objective at those portions. The best replaces the
   * current recipe when it is worth more; the day's portions are then re-optimised.
   */
  lpDescend(day: number, keep?: (slot: number, rank: number) => boolean): boolean {
    const free = this.freeSlots(day);
    const M = this.members;
    if (free.length === 0 || this.lambda <= 0 || M === 0 || LP_WIDTH <= 0) return false;
    if (this.dayDeviation(day, true) <= LP_SKIP) return false;
    const engine = this.state.engine;
    const b = engine.bounds;
    let any = false;
    for (let pass = 0; pass < LP_PASSES; pass += 1) {
      let changed = false;
      for (const slot of free) {
        const row = this.state.slots[day];
        const slots = free.filter((s) => row[s] && !row[s]!.kept);
        if (!slots.includes(slot)) continue;
        const current = this.state.unset(day, slot);
        if (!current) continue;
        const pool = engine.pools[slot];
        const d = this.poolData(slot);
        const res = this.best(day, slot, { topK: LP_WIDTH, ...(keep ? { filter: (r: number) => keep(slot, r) } : {}) });
        const ctx = this.state.slotContext(day, slot);
        const curRank = pool.rankOf(current.p.recipe.idRecipe);
        const ranks = (res.top ?? []).map((t) => t.rank);
        if (curRank >= 0 && !ranks.includes(curRank)) ranks.push(curRank);
        const at = slots.indexOf(slot);
        const coefBase = slots.map((s) => (s === slot ? null : nutrientsOf(row[s]!.p)));
        const slotMeal = slots.map((s) => this.slotMeal[s]);
        const lo = slots.map(() => b.min);
        const his = Array.from({ length: M }, (_, m) => slots.map(() => this.maxStep(m)));
        const fixed = Array.from({ length: M }, (_, m) => this.fixedPart(day, slots, m));
        const docTargets = this.targets.map(documentedOnly);
        let bestRank = -1;
        let bestValue = -Infinity;
        let curValue = -Infinity;
        for (const r of ranks) {
          const h = slotScore(pool, pool.entryAt(r), ctx) * this.scoreScale[slot] - d.penalties[r];
          if (h <= bestValue) continue;
          const coef = coefBase.map((c, i) => (i === at ? Array.from(d.nutr.subarray(r * NUT, r * NUT + NUT)) : c!));
          let dev = 0;
          for (let m = 0; m < M; m += 1) {
            const g = this.targets[m];
            const rows = portionRows(docTargets[m], this.mealTargets[m], fixed[m].fixedT, fixed[m].fixedMeal, coef, slotMeal, 0);
            const sol = minimisePwl(rows, lo, his[m]);
            dev += sol.value + sideTerms(g, fixed[m].fixedT, coef, sol.x);
          }
          const v = h - (this.lambda * dev) / M;
          if (r === curRank) curValue = v;
          if (v > bestValue) {
            bestValue = v;
            bestRank = r;
          }
        }
        if (bestRank >= 0 && bestRank !== curRank && bestValue > curValue + 1e-9) {
          this.state.set(day, slot, this.choiceAt(pool, slot, bestRank));
          this.optimisePortions(day);
          changed = true;
          any = true;
        } else this.state.set(day, slot, current);
      }
      if (!changed) break;
    }
    return any;
  }

  /** Exact day score: Σ slot (score − penalties) − λ × day deviation. */
  dayScore(day: number): number {
    let sum = 0;
    const lambda = this.lambda;
    for (const slot of this.freeSlots(day)) {
      const c = this.state.unset(day, slot);
      if (!c) continue;
      const r = this.state.engine.pools[slot].rankOf(c.p.recipe.idRecipe);
      if (r >= 0) {
        const res = this.bestNoDev(day, slot, r);
        sum += res;
      }
      this.state.set(day, slot, c);
    }
    return sum - lambda * this.dayDeviation(day);
  }

  private bestNoDev(day: number, slot: number, rank: number): number {
    return this.best(day, slot, { only: rank, noDeviation: true }).value;
  }

  /** What member m's day gets from the slots outside `slots` (NUT totals and energy per meal), at their portions. */
  private fixedPart(day: number, slots: readonly number[], m: number): { fixedT: Float64Array; fixedMeal: Float64Array } {
    const fixedT = new Float64Array(NUT);
    const fixedMeal = new Float64Array(this.state.engine.meals.length);
    this.state.slots[day].forEach((c, s) => {
      if (!c || slots.includes(s)) return;
      const q = c.scale.householdServings[m]?.portionInServings ?? 0;
      const v = nutrientsOf(c.p);
      for (let j = 0; j < NUT; j += 1) fixedT[j] += q * v[j];
      fixedMeal[this.slotMeal[s]] += q * v[0];
    });
    return { fixedT, fixedMeal };
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
    const b = this.state.engine.bounds;
    const row = this.state.slots[day];
    const portions = slots.map((s) => row[s]!.scale.householdServings.map((h) => h.portionInServings));
    const pull =
      (PORTION_PULL * normaliseWeight(this.state.engine.input.settings.mealOfDayHeuristicsWeights.ENERGY_SUITABILITY)) / 5;
    const coef = slots.map((s) => nutrientsOf(row[s]!.p));
    const slotMeal = slots.map((s) => this.slotMeal[s]);
    const lo = slots.map(() => b.min);
    for (let m = 0; m < this.members; m += 1) {
      const hi = slots.map(() => this.maxStep(m));
      const { fixedT, fixedMeal } = this.fixedPart(day, slots, m);
      const rows = portionRows(documentedOnly(this.targets[m]), this.mealTargets[m], fixedT, fixedMeal, coef, slotMeal, pull);
      const start = slots.map((_, i) => portions[i][m]);
      const res = minimisePwl(rows, lo, hi, start);
      // Never worse than the portions it started from (the solver is exact; this guards floating-point ties).
      const q = res.value <= pwlValue(rows, start) ? res.x : start;
      const rounded = this.stepRepair(
        rows,
        q.map((v) => this.round(v, m)),
        m,
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
  private stepRepair(rows: Parameters<typeof pwlValue>[0], x: number[], m: number): number[] {
    if (this.step <= CONTINUOUS_STEP) return x;
    const b = { min: this.state.engine.bounds.min, max: this.maxStep(m) };
    let value = pwlValue(rows, x);
    for (let moves = 0; moves < 4 * x.length; moves += 1) {
      let best = { i: -1, v: 0, value };
      for (let i = 0; i < x.length; i += 1) {
        for (const dir of [-1, 1]) {
          const v = Math.round((x[i] + dir * this.step) * 1e6) / 1e6;
          if (v < b.min - 1e-9 || v > b.max + 1e-9) continue;
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

  /**
   * Weekly food-group rules (issue 12, item 6): while a rule's count of meals (chosen slots) with its food group
   * is below `atLeast`, take the cheapest swap (over all candidates, days without the group first) that brings
   * the group in; while above `atMost`, the cheapest swap that takes it out. A swap never breaks a hard
   * variety rule nor another rule's `atMost`. Stops when no such swap exists (infeasible: reported by
   * `unmetFoodGroupRules`). O(rules x count x days x slots x n).
   */
  enforceFoodGroupRules(rules: readonly WeeklyFoodGroupRule[]): void {
    const engine = this.state.engine;
    const count = (g: WeeklyFoodGroup) =>
      this.state.slots.reduce((a, row) => a + row.filter((c, s) => c !== null && this.free[s] && hasFoodGroup(c.p, g)).length, 0);
    const touched = new Set<number>();
    for (const rule of rules) {
      const g = rule.foodGroup;
      const limit = engine.days.length * engine.pools.length;
      for (let guard = 0; guard < limit; guard += 1) {
        const n = count(g);
        const add = rule.atLeast !== undefined && n < rule.atLeast;
        const remove = rule.atMost !== undefined && n > rule.atMost;
        if (!add && !remove) break;
        const full = rules.filter((r) => r.atMost !== undefined && count(r.foodGroup) >= r.atMost).map((r) => r.foodGroup);
        const capped = (p: PreparedRecipe) => full.some((f) => hasFoodGroup(p, f));
        let best: { day: number; slot: number; rank: number; cost: number } | null = null;
        engine.days.forEach((_, day) => {
          const dayHas = this.state.slots[day].some((c) => c !== null && hasFoodGroup(c.p, g));
          for (const slot of this.freeSlots(day)) {
            const held = this.state.slots[day][slot];
            if (!held || hasFoodGroup(held.p, g) === add) continue;
            const pool = engine.pools[slot];
            const current = this.state.unset(day, slot);
            const base = current ? this.valueOf(day, slot, current) : 0;
            const res = this.best(day, slot, {
              filter: (r) => {
                const p = pool.recipeAt(r);
                return hasFoodGroup(p, g) === add && !(add ? capped(p) : false);
              },
            });
            if (current) this.state.set(day, slot, current);
            // No swap that breaks one more hard variety rule than the slot's current recipe.
            if (res.rank < 0 || base - res.value >= VIOLATION_PENALTY / 2) continue;
            const cost = base - res.value + (add && dayHas ? SAME_DAY_GROUP_COST : 0);
            if (!best || cost < best.cost) best = { day, slot, rank: res.rank, cost };
          }
        });
        const b = best as { day: number; slot: number; rank: number; cost: number } | null;
        if (!b) break;
        this.state.set(b.day, b.slot, this.choiceAt(engine.pools[b.slot], b.slot, b.rank));
        this.optimisePortions(b.day);
        touched.add(b.day);
      }
    }
    this.redescend(
      [...touched].sort((a, b) => a - b),
      rules.map((r) => r.foodGroup),
    );
  }

  /**
   * After the food-group swaps: the other slots of each changed day descend again around the swapped recipes (the
   * swap only re-balanced the portions), each slot only to candidates in the same rule groups as the recipe it holds,
   * so every rule's count stays; then the day's portions. A move is taken only when it raises the search's value.
   * On the quality bench this took the objective's p95 from 0.038 to 0.025 (scripts/bench/README.md).
   */
  private redescend(days: readonly number[], groups: readonly WeeklyFoodGroup[]): void {
    const engine = this.state.engine;
    for (const day of days) {
      const free = this.freeSlots(day);
      const sig = new Map<number, boolean[]>();
      for (const s of free) {
        const held = this.state.slots[day][s];
        if (held)
          sig.set(
            s,
            groups.map((g) => hasFoodGroup(held.p, g)),
          );
      }
      const keep = (slot: number, rank: number) => {
        const want = sig.get(slot);
        const p = engine.pools[slot].recipeAt(rank);
        return want !== undefined && groups.every((g, i) => hasFoodGroup(p, g) === want[i]);
      };
      if (this.descend(day, free, keep)) this.optimisePortions(day);
      this.lpDescend(day, keep);
    }
  }
}

/**
 * Per prepared recipe (kept across calls with the prepared recipes, prepared.ts): its dish family and its slot
 * misfits by division kind, season and minor, which depend on nothing else (slots.ts, variety.ts).
 */
const recipeFacts = new WeakMap<
  PreparedRecipe,
  { family: string | null; misfits: Map<string, ReturnType<typeof slotMisfits>> }
>();
function factsOf(p: PreparedRecipe) {
  let f = recipeFacts.get(p);
  if (!f) {
    f = { family: dishFamily(p.recipe), misfits: new Map() };
    recipeFacts.set(p, f);
  }
  return f;
}
const familyOf = (p: PreparedRecipe): string | null => factsOf(p).family;
function misfitsOf(p: PreparedRecipe, d: MealOfDayDivision, facts: SlotFacts): ReturnType<typeof slotMisfits> {
  const cache = factsOf(p).misfits;
  const r = facts.mealRules ?? DEFAULT_MEAL_RULES;
  const key = `${d.mealOfDay}|${d.type}|${d.mealPart ?? ''}|${facts.season}|${facts.hasMinor ? 1 : 0}|${r.maxFreeSugarPerSnackG}|${r.maxFreeSugarPerDayG}|${r.maxSaltPerDishG}`;
  let fit = cache.get(key);
  if (!fit) {
    fit = slotMisfits(p, d, facts);
    cache.set(key, fit);
  }
  return fit;
}

/**
 * Deviation of one member's day totals `t` (NUT values) against targets `g` (g[7..9]: the weights of the salt,
 * fibre and sugar terms relative to the day terms), plus one meal term.
 */
function devOf(g: Float64Array | readonly number[], t: Float64Array, mealEnergy: number, mealTarget: number): number {
  let d = 0;
  for (let j = 0; j < 4; j += 1) if (g[j] > 0) d += Math.abs(t[j] - g[j]) / g[j];
  if (g[0] > 0) d += energyFirst(Math.abs(t[0] - g[0]) / g[0]);
  d += sideOf(g, t[5], t[4], t[6]);
  if (mealTarget > 0) d += Math.abs(mealEnergy - mealTarget) / mealTarget;
  return d;
}

/**
 * The week's dish-family cap and the no-repeated-dinner rule cost a quarter of a hard violation: they hold whenever
 * the candidates allow, but yield before a day falls about 15 % short of its energy (a small vegan catalogue at the
 * end of a week), where a recipe twice a day or thrice a week never does.
 */
const SOFT_VIOLATION = 0.25;

/**
 * Energy first (issue 24): a day's energy within ±5 % of the need comes before its macros, whatever the macro split.
 * Beyond the tolerance each further relative point of energy costs ENERGY_FIRST points, so a split no recipe mix can
 * reach (90 % protein) costs macros, not energy. Within the tolerance the documented objective is unchanged.
 */
const ENERGY_TOLERANCE = 0.05;
const ENERGY_FIRST = 20;
const energyFirst = (relative: number) => (relative > ENERGY_TOLERANCE ? ENERGY_FIRST * (relative - ENERGY_TOLERANCE) : 0);

/** Targets with the salt, fibre and sugar terms' weights at 0: the documented objective only. */
function documentedOnly(g: Float64Array): Float64Array {
  const out = Float64Array.from(g);
  out.fill(0, NUT);
  return out;
}

/** The salt, fibre and sugar terms of one member's day totals, at the weights g[7..9]. */
function sideOf(g: Float64Array | readonly number[], salt: number, fibre: number, sugar: number): number {
  let d = 0;
  if (g[5] > 0 && salt > g[5]) d += (g[7] * (salt - g[5])) / g[5];
  if (g[4] > 0 && fibre < g[4]) d += (g[8] * (g[4] - fibre)) / g[4];
  if (g[6] > 0 && sugar > g[6]) d += (g[9] * (sugar - g[6])) / g[6];
  return d;
}

/** The salt, fibre and sugar terms of one member's day: `fixedT` plus the slots' `coef` x portions `x`. */
function sideTerms(g: Float64Array, fixedT: Float64Array, coef: readonly (readonly number[])[], x: readonly number[]): number {
  let fibre = fixedT[4];
  let salt = fixedT[5];
  let sugar = fixedT[6];
  coef.forEach((c, i) => {
    fibre += c[4] * x[i];
    salt += c[5] * x[i];
    sugar += c[6] * x[i];
  });
  return sideOf(g, salt, fibre, sugar);
}

/**
 * One member's portion objective (the search's: `devOf` plus every meal term and the pull) as rows of portionLp.ts,
 * each scaled by its target so the weights are the objective's: the 4 day terms, the salt, fibre and sugar terms
 * (one-sided, weights g[7..9]), one term per meal that has a free slot (the others are constant), and
 * `pull` × |portion − 1| per slot. `fixedT` / `fixedMeal`: what the other slots already bring.
 */
export function portionRows(
  g: Float64Array | readonly number[],
  mealTargets: Float64Array | readonly number[],
  fixedT: Float64Array | readonly number[],
  fixedMeal: Float64Array | readonly number[],
  coef: readonly (readonly number[])[],
  slotMeal: readonly number[],
  pull: number,
): PwlRow[] {
  const rows: PwlRow[] = [];
  const add = (j: number, target: number, over: number, under: number) => {
    if (!(target > 0) || (over <= 0 && under <= 0)) return;
    rows.push({ a: coef.map((c) => c[j] / target), b: (target - fixedT[j]) / target, over, under });
  };
  for (let j = 0; j < 4; j += 1) add(j, g[j], 1, 1);
  if (g[0] > 0) {
    // Energy first: beyond ±ENERGY_TOLERANCE every further point of energy costs ENERGY_FIRST points (devOf).
    const a = coef.map((c) => c[0] / g[0]);
    const b = (g[0] - fixedT[0]) / g[0];
    rows.push({ a, b: b + ENERGY_TOLERANCE, over: ENERGY_FIRST, under: 0 });
    rows.push({ a, b: b - ENERGY_TOLERANCE, over: 0, under: ENERGY_FIRST });
  }
  add(5, g[5], g[7], 0);
  add(4, g[4], 0, g[8]);
  add(6, g[6], g[9], 0);
  for (let k = 0; k < mealTargets.length; k += 1) {
    const e = mealTargets[k];
    if (!(e > 0) || !slotMeal.includes(k)) continue;
    rows.push({ a: coef.map((c, i) => (slotMeal[i] === k ? c[0] / e : 0)), b: (e - fixedMeal[k]) / e, over: 1, under: 1 });
  }
  if (pull > 0) coef.forEach((_, i) => rows.push({ a: coef.map((__, x) => (x === i ? 1 : 0)), b: 1, over: pull, under: pull }));
  return rows;
}

/**
 * Weights of the salt, fibre and sugar terms relative to the day terms: the day heuristics SODIUM_LIMIT,
 * FIBER_MINIMUM and FREE_SUGAR_LIMIT over NUTRITIONAL_DEVIATION (settings without them: the defaults).
 */
function sideWeights(weights: object, deviationWeight: number): [number, number, number] {
  const named = weights as Record<string, number | undefined>;
  const defaults = DEFAULT_RECOMMENDER_SETTINGS.dayHeuristicsWeights;
  const of = (name: 'SODIUM_LIMIT' | 'FIBER_MINIMUM' | 'FREE_SUGAR_LIMIT') =>
    deviationWeight > 0 ? (SIDE_SCALE * normaliseWeight(named[name] ?? defaults[name])) / deviationWeight : 0;
  return [of('SODIUM_LIMIT'), of('FIBER_MINIMUM'), of('FREE_SUGAR_LIMIT')];
}

/**
 * The NUT values of one serving: kcal, protein, carbohydrate, fat, fibre, salt and free sugar (FREE_SUGAR_LIMIT
 * counts the sugar of everything but whole fruit, dayHeuristics.ts).
 */
function nutrientsOf(p: PreparedRecipe): number[] {
  const x = p.recipe.nutritionPerServing;
  return [x.energyKcal, x.protein, x.carbohydrate, x.fat, x.fiber, x.salt, freeSugarPerServing(p)];
}

/** Adds a choice's per-member nutrition to flat totals (member m at m x NUT). */
function addChoice(t: Float64Array, c: Choice, sign: number): void {
  const x = c.p.recipe.nutritionPerServing;
  c.scale.householdServings.forEach((h, m) => {
    const k = h.portionInServings * sign;
    const o = m * NUT;
    t[o] += x.energyKcal * k;
    t[o + 1] += x.protein * k;
    t[o + 2] += x.carbohydrate * k;
    t[o + 3] += x.fat * k;
    t[o + 4] += x.fiber * k;
    t[o + 5] += x.salt * k;
    t[o + 6] += freeSugarPerServing(c.p) * k;
  });
}

function scaleOf(base: ScaleResult, portions: readonly number[]): ScaleResult {
  const householdServings = base.householdServings.map((h, m) => ({ user: h.user, portionInServings: portions[m] }));
  const servings = Math.round(householdServings.reduce((t, h) => t + h.portionInServings, 0) * 1e6) / 1e6;
  return { householdServings, servings, idealPortions: base.idealPortions };
}

/** Whether a recipe belongs to a weekly rule's food group (derived flags; legumes by ingredient food group). */
export function hasFoodGroup(p: PreparedRecipe, g: WeeklyFoodGroup): boolean {
  switch (g) {
    case 'FISH':
      return p.flags.containsFish;
    case 'WHITE_MEAT':
      return p.flags.isWhiteMeat;
    case 'RED_MEAT':
      return p.flags.isRedMeat;
    case 'MEAT':
      return p.flags.containsMeat;
    case 'LEGUMES':
      return p.foodGroups.some((f) => f.startsWith('Legume'));
  }
}
