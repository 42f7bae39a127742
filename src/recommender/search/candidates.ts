/**
 * Candidate scoring: the search's value of every candidate of a slot with the rest of the day and week in place
 * (`best`): heuristic value − penalties (repeats, slot misfits, broken hard variety rules) − λ × the day's deviation,
 * exact heuristic scores computed best-first while a candidate's bound can still win. Replacements and explanations
 * rank with the same value (`rankSlot`, `candidateValue`).
 */
import { slotScore } from '../choose';
import type { Choice } from '../state';
import { VIOLATION_PENALTY } from '../variety';
import { SearchBase, SLOT_MISFIT_PENALTY, slotFamilyOf, snackKindOf, type PoolData } from './base';
import { familyKind, familyRuled } from '../variety';
import { PROTEIN_SOURCES } from '../protein';
import { STARCH_KINDS } from '../prepared';
import {
  addChoice,
  ENERGY_FIRST as ENERGY_FIRST_,
  ENERGY_TOLERANCE as ENERGY_TOLERANCE_,
  NUT as NUT_,
  TARGETS as TARGETS_,
} from './terms';

/*
 * The terms' constants, read once: the server runs on tsx, which compiles each module to CommonJS, where every read of
 * an imported binding is a property getter. Those reads in candidateDeviation's loop and day.ts's pairDescent took a
 * quarter of a two-member week plan (335 -> 240 ms a plan with both read once, 2026-11-30).
 */
const NUT = NUT_;
const TARGETS = TARGETS_;
const ENERGY_FIRST = ENERGY_FIRST_;
const ENERGY_TOLERANCE = ENERGY_TOLERANCE_;

/** Eggs are counted over every main dish of the week (protein.ts PROTEIN_WEEK_CAP), the other sources over dinners. */
const EGG = PROTEIN_SOURCES.indexOf('egg');

/** Most exact heuristic evaluations per slot move (best-first by the bound). */
const MAX_EXACT = 48;
/** Candidates per slot a pair move looks at (day.ts). */
export const PAIR_WIDTH = 8;
/** RECREATE: value lost by a recipe of the previous plan, so the new plan starts over. */
const AVOID_PREVIOUS = 0.3;
/**
 * The week's dish-family cap, the no-repeated-dinner rule and the dinners' protein-source cap (protein.ts) cost a
 * quarter of a hard violation: they hold whenever the candidates allow, but yield before a day falls about 15 % short
 * of its energy (a small vegan catalogue at the end of a week), where a recipe twice a day or thrice a week never does.
 */
const SOFT_VIOLATION = 0.25;

/**
 * A snack of a dish family the day already has in another slot (yoghurt at breakfast and as a snack, cottage cheese
 * in the afternoon and the evening), or a fruit or snack whose key food the day already has (a banana beside the
 * breakfast's yoghurt with banana), costs two slot misfits: the dietitians who read the bench weeks struck the second
 * of the day.
 */
const SAME_DAY_SNACK_KIND = 2 * SLOT_MISFIT_PENALTY;
/**
 * A soybean snack (edamame, soy nuts) on a day whose main dishes already hold two pulse or soy dishes (tofu on the
 * lunch bread, chickpeas at dinner), outside a vegan household: the gluten-free reader of 2026-12-01 struck 7 of 9
 * such edamame snacks as the third pulse dish of a day (fibre up to 88 g). A vegan day leans on them for protein.
 */
const THIRD_PULSE_SNACK = 2 * SLOT_MISFIT_PENALTY;
const SOYBEANS = 'snack: soybeans';
/**
 * A main dish whose protein source another main dish of the day has (eggs at breakfast and lunch, smoked salmon at
 * lunch and salmon at dinner, tofu twice) costs two slot misfits too: readers struck the second. Cheese and pulses are
 * left out (cheese at breakfast and lunch is the Dutch bread meal; hummus at noon beside lentils at night is fine).
 * In a vegan household soy counts only when the two share a key food (tofu at lunch and tofu at dinner): soy drink at
 * breakfast, tofu at lunch and tempeh at dinner are a vegan day's usual sources, and charging them as one source left
 * 31 % of vegan member-days more than 10 % short of protein (the dietitian bench, 2026-12-01). A vegetarian or mixed
 * household's reader struck the third soy dish of a day, so there soy counts as one source.
 */
const SAME_DAY_PROTEIN = 2 * SLOT_MISFIT_PENALTY;
const SOY = PROTEIN_SOURCES.indexOf('soy');
/**
 * A dinner whose starch (potatoes, rice, pasta, other grains: `PreparedRecipe.starchKind`) the dinners of two days
 * next to it have too, a third day running, costs two slot misfits: readers struck a third day of rice or potatoes
 * in a gluten-free week and a third rice plate in a row (2026-11-30), and asked the grains to rotate.
 */
const STARCH_RUN = 2 * SLOT_MISFIT_PENALTY;
/**
 * A dinner whose key food (not its starch) the dinner of the day before or after has too: lentils on Monday and
 * Tuesday, whatever the grain beside them. Two slot misfits: readers struck the third lentil dinner of five days.
 */
const ADJACENT_DINNER_FOOD = 2 * SLOT_MISFIT_PENALTY;
/**
 * A recipe another day already holds, when this day already shares another recipe with that day (fruit left out),
 * costs this much per recipe the two days share, times the variety level's repeat pull (none at Low, where a small
 * repertoire is the point): the day search fills the days one after the other, and the best fits of a day came back
 * together two days later (the falafel lunch, the cottage cheese and the crispbread of Monday again on Wednesday), which
 * readers struck as the same day again. One shared recipe a pair of days costs nothing more than its repeat (ρ).
 * Measured on the dietitian bench's 52 weeks (2026-12-01): day pairs sharing two or more recipes other than fruit 45
 * without, 19 at a third of a slot misfit, 15 at a whole one, energy and macro deviation unchanged. A whole misfit
 * turned FRUIT_VARIETY's effect around on its ten seeds (settingsEffect.test.ts), so a third.
 */
export const TEMPLATE_DAY = SLOT_MISFIT_PENALTY / 3;
const SAME_DAY_PROTEIN_SOURCES = new Set(
  (['poultry', 'meat', 'fish', 'egg', 'soy'] as const).map((k) => PROTEIN_SOURCES.indexOf(k)),
);

/**
 * A fruit used MAX_FRUIT_WEEK_USES times in the week costs this much more each further time (the third apple this, the
 * fourth twice this ...): graded, not a quarter of a hard violation, so a week with few fruits it may eat (three
 * kinds) still ranks its fruits by the other terms (FRUIT_VARIETY's within-day repeats among them, which a flat
 * penalty on every fruit drowned: tests/recommender/settingsEffect.test.ts).
 */
const FRUIT_OVER_CAP = 6 * SLOT_MISFIT_PENALTY;

/**
 * A fruit (by its family: banana, fig, pineapple) that a slot taking fruit held the day before or after costs one slot
 * misfit: two readers of 2026-12-01 struck figs on Friday and Saturday morning, a banana on Tuesday and Wednesday,
 * canned pineapple at Friday's lunch and Saturday's break. Soft, so a household with few fruits still fills its slots.
 */
const ADJACENT_FRUIT = SLOT_MISFIT_PENALTY;

/** Options of `best`. */
export interface BestOptions {
  /** Per member: the share of the day's targets the filled slots stand for (greedy fill). */
  prorate?: number[];
  /** Also return the candidates within this value of the best (greedy and kicks pick among them). */
  near?: number;
  filter?: (rank: number) => boolean;
  /** Only a candidate worth more than this is returned (descent: the current choice's value). */
  floor?: number;
  noDeviation?: boolean;
  /** Evaluate this rank only (the value of a current choice). */
  only?: number;
  /** Also return the best `topK` ranks by the bound with their penalties (pair moves). */
  topK?: number;
}

export interface BestResult {
  rank: number;
  value: number;
  near: { rank: number; value: number }[];
  top?: { rank: number; penalty: number; bound: number }[];
}

/** What the rest of the day and week holds for one slot's candidates (`best`). */
interface Surroundings {
  /** For a snack slot: the day's main dishes whose protein is pulses or soy (THIRD_PULSE_SNACK). */
  readonly dayPlantMains: number;
  /** Per member: the day's nutrition from the other slots (NUT values each), and the slot's meal energy from them. */
  readonly base: Float64Array;
  readonly mealBase: Float64Array;
  /** Recipes of the day's other free slots. */
  readonly sameDay: Set<number>;
  /** The day's fruits (main ingredient), how many repeat, and the μ penalty that costs every candidate. */
  readonly fruits: Set<number>;
  readonly fruitRepeats: number;
  readonly fruitBase: number;
  /** Main-dish families of the day before, the day after and this day's other main slots. */
  readonly adjacent: Set<number>;
  /** The slot's soup on the day before or after (LITRE_OF_SOUP_IN_A_ROW). */
  readonly soupNeighbours: Set<number>;
  /** Week counts over the other free slots (`weekCounts`). */
  readonly uses: Map<number, number>;
  readonly repeats: number;
  readonly families: Map<number, number>;
  /**
   * Per protein source (PROTEIN_SOURCES order): the week's other dinners of it, and for eggs the week's other main
   * dishes of them (breakfast, lunch and dinner); empty for a slot that is no main dish.
   */
  readonly proteins: Int32Array;
  /** Per fruit family code: the week's other fruit items of it in the slots that take fruit (empty for other slots). */
  readonly fruitFamilies: Map<number, number>;
  /** For a snack slot: the dish family codes of the day's other slots (empty for other slots). */
  readonly dayDishes: Set<number>;
  /** For a slot that takes fruit: the key food codes of the day's other slots (empty for other slots). */
  readonly dayFoods: Set<number>;
  /** For a main slot: the protein sources (SAME_DAY_PROTEIN_SOURCES) of the day's other main dishes. */
  readonly dayProteins: Set<number>;
  /** For a main slot: the key foods (codes) of the day's other main dishes whose source is soy. */
  readonly daySoyFoods: Set<number>;
  /** For a dinner slot: the starch kind of this slot's dinner two days before to two days after (index 2 is the day). */
  readonly starchRun: Int8Array;
  /** For a dinner slot: the key foods (codes, starches left out) of this slot's dinners the day before and after. */
  readonly nextDinnerFoods: Set<number>;
  /** For a slot that takes fruit: the fruit family codes of the fruit slots the day before and after (ADJACENT_FRUIT). */
  readonly adjacentFruits: Set<number>;
  /** Per recipe id on another day: the recipes that day already shares with this one (TEMPLATE_DAY), summed over days. */
  readonly templateShared: Map<number, number>;
}

export class CandidateScoring extends SearchBase {
  /** TEMPLATE_DAY at this variety level (none at Low). */
  private readonly templatePenalty = Math.max(0, this.variety.repeatPull) * TEMPLATE_DAY;
  /** Week counts over the free slots except (day, slot). */
  private weekCounts(day: number, slot: number) {
    const uses = new Map<number, number>();
    const families = new Map<number, number>();
    const proteins = new Int32Array(this.mainSlot[slot] ? PROTEIN_SOURCES.length : 0);
    const fruitFamilies = new Map<number, number>();
    const counting = this.fruitSlot[slot];
    let repeats = 0;
    this.state.slots.forEach((row, d) =>
      row.forEach((c, s) => {
        if (!c || (d === day && s === slot)) return;
        if (proteins.length > 0 && c.p.protein !== null) {
          const k = PROTEIN_SOURCES.indexOf(c.p.protein);
          if (k === EGG ? this.mainSlot[s] : this.dinner[slot] && this.dinner[s]) proteins[k] += 1;
        }
        if (counting && this.fruitSlot[s]) {
          const f = this.fruitFamilyCode(c.p);
          if (f >= 0) fruitFamilies.set(f, (fruitFamilies.get(f) ?? 0) + 1);
        }
        if (!this.free[s]) return;
        const id = c.p.recipe.idRecipe;
        const u = uses.get(id) ?? 0;
        if (u > 0) repeats += 1;
        uses.set(id, u + 1);
        const f = this.familyOfChoice(s, c);
        if (f >= 0) families.set(f, (families.get(f) ?? 0) + 1);
      }),
    );
    return { uses, repeats, families, proteins, fruitFamilies };
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
    if (fam >= 0 && (families.get(fam) ?? 0) >= this.familyCap(fam)) v += SOFT_VIOLATION;
    if (u >= 1 && repeats >= this.budget) v += 1;
    if (fam >= 0 && adjacentFamilies.has(fam)) v += 1;
    return v;
  }

  private familyOfChoice(slot: number, c: Choice | null): number {
    const pool = this.state.engine.pools[slot];
    if (!c || !familyRuled(pool.division, pool.isMainDish)) return -1;
    // A recipe's code per kind of slot: main dishes, vegetable sides and fruit keep their families apart.
    const key = c.p.recipe.idRecipe * 4 + familyKind(pool.division, pool.isMainDish);
    let code = this.familyById.get(key);
    if (code === undefined) {
      // Registered here when first met: a family seen in another slot before that slot's candidates were valued (the
      // evening snack's cottage cheese while the afternoon's are valued) must count, not be cached as unknown.
      code = this.codeOf(slotFamilyOf(pool, c.p));
      this.familyById.set(key, code);
    }
    return code;
  }

  /**
   * Best candidates for an (unset) slot: value = heuristic score − penalties − λ × deviation, where the
   * deviation is the full day's (prorated to `prorate` when greedy). Returns the best found and the values of
   * those within `near` of it (greedy). `filter` restricts the candidates (week rules). Three steps: what the rest
   * of the day and week holds (`surroundings`), every candidate valued by its bound (`valueCandidates`), then the
   * best `topK` by the bound (`topRanks`) or the best by exact heuristic score (`bestFirst`).
   */
  protected best(day: number, slot: number, opts: BestOptions = {}): BestResult {
    const d = this.poolData(slot);
    const lo = opts.only ?? 0;
    const hi = opts.only !== undefined ? opts.only + 1 : d.n;
    const count = this.valueCandidates(day, slot, d, opts, lo, hi);
    if (opts.topK) return { rank: -1, value: -Infinity, near: [], top: topRanks(d, lo, hi, opts.topK) };
    return this.bestFirst(day, slot, d, opts, lo, hi, count);
  }

  /** What the day's other slots and the week hold, as a slot's candidates are valued against it. */
  private surroundings(day: number, slot: number): Surroundings {
    const state = this.state;
    const pool = state.engine.pools[slot];
    const M = this.members;
    const meal = this.slotMeal[slot];
    const base = new Float64Array(M * NUT);
    const mealBase = new Float64Array(M);
    const sameDay = new Set<number>();
    const fruits = new Set<number>();
    const dayDishes = new Set<number>();
    const dayFoods = new Set<number>();
    const dayProteins = new Set<number>();
    const daySoyFoods = new Set<number>();
    const main = this.mainSlot[slot];
    const starchRun = new Int8Array(5).fill(-1);
    const nextDinnerFoods = new Set<number>();
    if (this.dinner[slot])
      for (const dd of [day - 1, day + 1]) {
        const c = state.slots[dd]?.[slot];
        if (c) for (const f of this.dinnerFoodCodes(c.p)) nextDinnerFoods.add(f);
      }
    if (this.dinner[slot])
      for (let k = 0; k < 5; k += 1) {
        const c = k === 2 ? null : state.slots[day + k - 2]?.[slot];
        if (c?.p.starchKind) starchRun[k] = STARCH_KINDS.indexOf(c.p.starchKind);
      }
    const snack = this.snackSlot[slot];
    const fruitSlot = this.fruitSlot[slot];
    let fruitRepeats = 0;
    let dayPlantMains = 0;
    state.slots[day].forEach((c, s) => {
      if (!c || s === slot) return;
      if (snack) {
        const k = this.dishCode(c.p);
        if (k >= 0) dayDishes.add(k);
        if (this.mainSlot[s] && (c.p.protein === 'pulses' || c.p.protein === 'soy')) dayPlantMains += 1;
      }
      // A fruit beside a fruit is FRUIT_VARIETY's (μ, by the main fruit); a fruit or snack beside a dish holding it is this rule's.
      if (fruitSlot && !c.p.flags.isFruit) for (const f of this.foodCodes(c.p)) dayFoods.add(f);
      if (main && this.mainSlot[s] && c.p.protein !== null) {
        dayProteins.add(PROTEIN_SOURCES.indexOf(c.p.protein));
        if (c.p.protein === 'soy') for (const f of this.foodCodes(c.p)) daySoyFoods.add(f);
      }
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
    if (familyRuled(pool.division, pool.isMainDish))
      for (const dd of [day - 1, day, day + 1]) {
        if (dd < 0 || dd >= state.slots.length) continue;
        state.slots[dd].forEach((c, s) => {
          if (dd === day && s === slot) return;
          const f = this.familyOfChoice(s, c);
          if (f >= 0) adjacent.add(f);
        });
      }
    const { uses, repeats, families, proteins, fruitFamilies } = this.weekCounts(day, slot);
    const templateShared = this.templateShared(day, slot);
    const adjacentFruits = new Set<number>();
    if (fruitSlot)
      for (const dd of [day - 1, day + 1])
        state.slots[dd]?.forEach((c, s) => {
          if (!c || !this.fruitSlot[s]) return;
          const f = this.fruitFamilyCode(c.p);
          if (f >= 0) adjacentFruits.add(f);
        });
    // The same soup on the day before or after is the litre being finished: no side-repeat penalty.
    const soupNeighbours = new Set<number>(this.soupRun[slot] ? this.neighbourRecipes(day, slot) : []);
    const fruitBase = this.mu > 0 ? this.mu * fruitRepeats : 0;
    return {
      dayPlantMains,
      base,
      mealBase,
      sameDay,
      fruits,
      fruitRepeats,
      fruitBase,
      adjacent,
      soupNeighbours,
      uses,
      repeats,
      families,
      proteins,
      fruitFamilies,
      dayDishes,
      dayFoods,
      dayProteins,
      daySoyFoods,
      starchRun,
      nextDinnerFoods,
      templateShared,
      adjacentFruits,
    };
  }

  /**
   * TEMPLATE_DAY's counts for (day, slot): for each other day sharing k > 0 recipes with this day's other free slots
   * (fruit left out), k for each further recipe of that day. Empty when the variety level does not charge repeats.
   */
  private templateShared(day: number, slot: number): Map<number, number> {
    const out = new Map<number, number>();
    if (this.templatePenalty <= 0 || !this.free[slot]) return out;
    const mine = new Set<number>();
    this.state.slots[day].forEach((c, s) => {
      if (c && s !== slot && this.free[s] && !c.p.flags.isFruit) mine.add(c.p.recipe.idRecipe);
    });
    if (mine.size === 0) return out;
    this.state.slots.forEach((row, e) => {
      if (e === day) return;
      let shared = 0;
      for (let s = 0; s < row.length; s += 1) {
        const c = row[s];
        if (c && this.free[s] && mine.has(c.p.recipe.idRecipe)) shared += 1;
      }
      if (shared === 0) return;
      for (let s = 0; s < row.length; s += 1) {
        const c = row[s];
        if (!c || !this.free[s] || c.p.flags.isFruit || mine.has(c.p.recipe.idRecipe)) continue;
        out.set(c.p.recipe.idRecipe, (out.get(c.p.recipe.idRecipe) ?? 0) + shared);
      }
    });
    return out;
  }

  /** Recipe ids the slot holds on the day before and the day after (the litre of soup LITRE_OF_SOUP_IN_A_ROW finishes). */
  protected neighbourRecipes(day: number, slot: number): number[] {
    const out: number[] = [];
    for (const dd of [day - 1, day + 1]) {
      const c = dd >= 0 && dd < this.state.slots.length ? this.state.slots[dd][slot] : null;
      if (c) out.push(c.p.recipe.idRecipe);
    }
    return out;
  }

  /**
   * Values every candidate of ranks lo..hi-1 by its bound into `d.values` (−Infinity when `filter` refuses it), its
   * penalties into `d.penalties`: heuristic upper bound − penalties − λ × the day's deviation with it. Returns how
   * many it valued.
   */
  private valueCandidates(day: number, slot: number, d: PoolData, opts: BestOptions, lo: number, hi: number): number {
    const M = this.members;
    const s = this.surroundings(day, slot);
    // Targets (possibly prorated) per member.
    const g = this.targets.map((t, m) => (opts.prorate ? t.map((v) => v * opts.prorate![m]) : t));
    const G = new Float64Array(M * TARGETS);
    g.forEach((t, m) => G.set(t, m * TARGETS));
    const lambda = opts.noDeviation ? 0 : this.lambda;
    // One candidate (the value of a current choice): the full look-ups, no marks.
    const single = opts.only !== undefined;
    const marked = single ? [] : this.markWeekDependent(slot, d, s);
    const values = d.values;
    const mealTarget = this.mealTargets.map((t) => t[this.slotMeal[slot]]);
    let count = 0;
    for (let r = lo; r < hi; r += 1) {
      if (opts.filter && !opts.filter(r)) {
        values[r] = -Infinity;
        continue;
      }
      const pen = this.penaltyOf(day, slot, d, r, s, single || d.special[r] === 1);
      d.penalties[r] = pen;
      let v = d.upper[r] - pen;
      if (lambda > 0 && M > 0) v -= (lambda * candidateDeviation(d.scaled, r, M, s.base, s.mealBase, G, mealTarget)) / M;
      values[r] = v;
      count += 1;
    }
    for (const r of marked) d.special[r] = 0;
    return count;
  }

  /**
   * Candidates whose penalty depends on the week (used, on the same day, in the previous plan, the soup of a
   * neighbouring day): marked by rank in `d.special`, so every other candidate skips the set look-ups. Returns the
   * marked ranks, for the caller to clear.
   */
  private markWeekDependent(slot: number, d: PoolData, s: Surroundings): number[] {
    const pool = this.state.engine.pools[slot];
    const special = d.special;
    const marked: number[] = [];
    const mark = (id: number) => {
      const r = pool.rankOf(id);
      if (r >= 0 && special[r] === 0) {
        special[r] = 1;
        marked.push(r);
      }
    };
    for (const id of s.uses.keys()) mark(id);
    for (const id of s.sameDay) mark(id);
    for (const id of s.soupNeighbours) mark(id);
    for (const id of this.previous) mark(id);
    return marked;
  }

  /**
   * Penalties of candidate rank r: repeats (ρ), slot misfits, RECREATE's previous recipes, broken hard variety rules
   * and repeated fruits (μ). `weekDependent`: the full look-ups; otherwise only the dish-family rules can break.
   */
  private penaltyOf(day: number, slot: number, d: PoolData, r: number, s: Surroundings, weekDependent: boolean): number {
    let pen: number;
    if (weekDependent) {
      const id = d.ids[r];
      pen = this.rho[slot] * Math.max(0, (s.uses.get(id) ?? 0) - (s.soupNeighbours.has(id) ? 1 : 0)) + d.misfit[r];
      if (this.previous.has(id)) pen += AVOID_PREVIOUS;
      const template = s.templateShared.get(id);
      if (template !== undefined) pen += this.templatePenalty * template;
      pen +=
        VIOLATION_PENALTY *
        this.violations(day, id, d.family[r], s.uses, s.repeats, s.sameDay, s.adjacent, s.families, this.dinner[slot]);
    } else {
      // Not used this week, not on this day: only the dish-family rules can break.
      pen = d.misfit[r];
      const f = d.family[r];
      if (f >= 0 && s.adjacent.has(f)) pen += VIOLATION_PENALTY;
      if (f >= 0 && (s.families.get(f) ?? 0) >= this.familyCap(f)) pen += VIOLATION_PENALTY * SOFT_VIOLATION;
    }
    const k = d.protein[r];
    if (k >= 0 && s.proteins.length > 0 && s.proteins[k] >= this.proteinCap[k]) pen += VIOLATION_PENALTY * SOFT_VIOLATION;
    if ((d.dish[r] >= 0 && s.dayDishes.has(d.dish[r])) || d.foods[r].some((f) => s.dayFoods.has(f))) pen += SAME_DAY_SNACK_KIND;
    if (k >= 0 && s.dayProteins.has(k) && SAME_DAY_PROTEIN_SOURCES.has(k)) {
      if (k !== SOY || !this.soyStaple || d.soyFoods[r].some((f) => s.daySoyFoods.has(f))) pen += SAME_DAY_PROTEIN;
    }
    if (s.nextDinnerFoods.size > 0 && d.foods[r].some((f) => s.nextDinnerFoods.has(f))) pen += ADJACENT_DINNER_FOOD;
    if (s.dayPlantMains >= 2 && !this.soyStaple && snackKindOf(this.state.engine.pools[slot].recipeAt(r)) === SOYBEANS)
      pen += THIRD_PULSE_SNACK;
    const st = d.starch[r];
    if (st >= 0) {
      const run = s.starchRun;
      if ((run[1] === st && (run[0] === st || run[3] === st)) || (run[3] === st && run[4] === st)) pen += STARCH_RUN;
    }
    const ff = d.fruitFamily[r];
    if (ff >= 0 && s.adjacentFruits.has(ff)) pen += ADJACENT_FRUIT;
    if (ff >= 0) {
      const over = (s.fruitFamilies.get(ff) ?? 0) - this.fruitCap + 1;
      if (over > 0) pen += FRUIT_OVER_CAP * over;
    }
    if (this.mu > 0 && d.fruit[r] >= 0) pen += this.mu * (s.fruitRepeats + (s.fruits.has(d.fruit[r]) ? 1 : 0));
    else if (this.mu > 0) pen += s.fruitBase;
    return pen;
  }

  /**
   * Best-first exact evaluation of the heuristic score: the best by the bound, then every candidate whose bound
   * can still win (the threshold only rises), in bound order (ties: lower rank first), at most MAX_EXACT.
   */
  private bestFirst(
    day: number,
    slot: number,
    d: PoolData,
    opts: BestOptions,
    lo: number,
    hi: number,
    count: number,
  ): BestResult {
    const pool = this.state.engine.pools[slot];
    const values = d.values;
    const ctx = this.state.slotContext(day, slot);
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
  protected valueOf(day: number, slot: number, c: Choice): number {
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
}

/**
 * One member's `devOf` for candidate rank r over the flat arrays (the hot loop of the search), the same terms in the
 * same order but the macro limits (terms.ts `macroLimits`), summed over the members. The limits are left to the day's
 * portions (portions.ts), the exact day score and the week balance: valued here, they moved the greedy picks towards
 * meals balanced on their own and the quality bench's objective went from 0.3035 to 0.3152 (median, 273 days,
 * 2026-12-01) and a week plan took a third longer. `base` / `mealBase` what the other slots bring, `G` the targets
 * (TARGETS per member), `mealTarget` each member's target for the slot's meal.
 */
function candidateDeviation(
  scaled: Float64Array,
  r: number,
  M: number,
  base: Float64Array,
  mealBase: Float64Array,
  G: Float64Array,
  mealTarget: readonly number[],
): number {
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
  return dev;
}

/**
 * The best k candidates of ranks lo..hi-1 by their value in `d.values` (ties: lower rank first), with their
 * penalties: insertion into a short sorted list, or one sort when the caller wants many (rankSlot ranks the whole
 * pool).
 */
function topRanks(d: PoolData, lo: number, hi: number, k: number): { rank: number; penalty: number; bound: number }[] {
  const values = d.values;
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
  return ranks.map((r) => ({ rank: r, penalty: d.penalties[r], bound: values[r] }));
}
