/**
 * Per-division candidate pools, built once per call: hard rules, then a numeric static score for
 * every candidate (per-recipe scores are shared by all divisions), sorted best first. Entries with
 * portions and score arrays are materialised lazily, so only the few entries a plan looks at cost
 * allocations. Complexity: O(n x members) per division plus O(n log n) for the sort.
 */
import { HEURISTIC_NAMES, type HeuristicName } from '../domain';
import { divisionLabel, MAIN_DISH_PARTS } from './divisions';
import { effectiveWeights, PER_DIVISION_OTHERS, perRecipeScores, staticScores, type StaticContext } from './heuristics';
import { energyFit } from './heuristics/nutrition';
import type { PreparedRecipe } from './prepared';
import { deriveSeed, mulberry32 } from './rng';
import { applyDivisionRules, brokenHouseholdRule, emptyRemovals, type CompiledRules, type RoleRules } from './rules';
import { scaleRecipe, type MemberShare, type ScaleResult } from './scaling';
import type { AppliedRestrictions, HardRule, MealOfDayDivision, PortionBounds, RecipeFlags } from './types';

/** A candidate of a division with its portions and static scores. */
export interface PoolEntry {
  readonly p: PreparedRecipe;
  readonly scale: ScaleResult;
  readonly statics: Float64Array;
  /** Weighted sum of the static scores. */
  readonly staticSum: number;
  /** Every member's energy share met within 10 % by the bounded portions. */
  readonly energyFeasible: boolean;
}

export type ScoreCache = Map<PreparedRecipe, { scores: Float64Array; sum: number }>;

export interface PoolInput {
  readonly division: MealOfDayDivision;
  readonly index: number;
  readonly shares: readonly MemberShare[];
  readonly bounds: PortionBounds;
  readonly baseContext: Omit<StaticContext, 'division' | 'shares' | 'costRange'>;
  readonly settingsWeights: Readonly<Record<HeuristicName, number>>;
  readonly catalogueSize: number;
  readonly survivors: readonly PreparedRecipe[];
  readonly householdRemoved: Readonly<Record<HardRule, number>>;
  /** For fixed divisions: the fixed recipe (already prepared), or null when it is unknown. */
  readonly fixedRecipe?: PreparedRecipe | null;
  readonly rules: CompiledRules;
  /** Survivors by meal type, so a division scans only recipes of its types. */
  readonly survivorsByType: ReadonlyMap<string, readonly PreparedRecipe[]>;
  readonly roleRules?: RoleRules;
  /** Per-recipe static scores shared by all divisions. */
  readonly scoreCache: ScoreCache;
  /** The plan's seed: which near-equal candidates make the shortlist varies with it. */
  readonly seed?: number;
}

/** Entries of a pool a slot considers (see `DivisionPool.shortlist`). */
export const SHORTLIST = 56;
/** The best ranks always in the shortlist; the rest is drawn with seeded noise. */
export const SHORTLIST_CORE = 40;
/** Ranks the shortlist is drawn from. */
export const SHORTLIST_SCAN = 160;
/** Seeded noise added to the normalised static score (0..1) when drawing the shortlist. */
export const SHORTLIST_JITTER = 0.04;

export class DivisionPool {
  readonly division: MealOfDayDivision;
  readonly index: number;
  readonly label: string;
  readonly isMainDish: boolean;
  readonly fixed: boolean;
  readonly shares: readonly MemberShare[];
  readonly staticContext: StaticContext;
  readonly weights: Readonly<Record<HeuristicName, number>>;
  readonly applied: AppliedRestrictions;
  /** Candidates ranked: energy-feasible first, then by static score, then energy fit, then id. */
  private readonly ranked: readonly PreparedRecipe[];
  private readonly sums: Float64Array;
  private readonly feasible: Uint8Array;
  private readonly materialised: (PoolEntry | undefined)[];
  private rankById?: Map<number, number>;
  private cachedShortlist?: readonly PoolEntry[];

  constructor(private readonly input: PoolInput) {
    const d = input.division;
    this.division = d;
    this.index = input.index;
    this.label = divisionLabel(d);
    this.fixed = d.type !== 'MEAL_PART';
    this.isMainDish = d.type === 'MEAL_PART' && d.mealPart !== undefined && MAIN_DISH_PARTS.includes(d.mealPart);
    this.shares = input.shares;
    const { candidates, applied } = this.fixed
      ? fixedCandidates(input)
      : applyDivisionRules(
          input.catalogueSize,
          input.survivors,
          input.householdRemoved,
          d,
          input.survivorsByType,
          input.roleRules,
        );
    this.applied = applied;
    this.staticContext = { ...input.baseContext, division: d, shares: input.shares, costRange: costRange(candidates) };
    this.weights = effectiveWeights(input.settingsWeights, this.staticContext);
    const n = candidates.length;
    const sums = new Float64Array(n);
    const feasible = new Uint8Array(n);
    const fits = new Float64Array(n);
    const energyWeight = this.weights.ENERGY_SUITABILITY;
    candidates.forEach((p, i) => {
      const fit = energyFit(p.recipe.nutritionPerServing.energyKcal, input.shares, input.bounds, p.maxServings, p.minServings);
      let sum = perRecipeScores(p, this.staticContext, this.weights, input.scoreCache).sum + energyWeight * fit.score;
      for (const [k, h] of PER_DIVISION_OTHERS) sum += this.weights[HEURISTIC_NAMES[k]] * h(p, NO_SCALE, this.staticContext);
      sums[i] = sum;
      feasible[i] = fit.feasible ? 1 : 0;
      fits[i] = fit.score;
    });
    const order = Array.from({ length: n }, (_, i) => i);
    // Ties (e.g. every weight 0) go to the better energy fit, then the lower id.
    order.sort(
      (a, b) =>
        feasible[b] - feasible[a] ||
        sums[b] - sums[a] ||
        fits[b] - fits[a] ||
        candidates[a].recipe.idRecipe - candidates[b].recipe.idRecipe,
    );
    this.ranked = order.map((i) => candidates[i]);
    this.sums = Float64Array.from(order, (i) => sums[i]);
    this.feasible = Uint8Array.from(order, (i) => feasible[i]);
    this.materialised = new Array(n);
  }

  get size(): number {
    return this.ranked.length;
  }

  /** The entry at a rank (0 = best), built on first use. */
  entryAt(rank: number): PoolEntry {
    let e = this.materialised[rank];
    if (!e) {
      const p = this.ranked[rank];
      const scale = scaleRecipe(p, this.shares, this.input.bounds);
      const base = perRecipeScores(p, this.staticContext, this.weights, this.input.scoreCache).scores;
      const statics = staticScores(p, scale, this.staticContext, base);
      e = { p, scale, statics, staticSum: this.sums[rank], energyFeasible: this.feasible[rank] === 1 };
      this.materialised[rank] = e;
    }
    return e;
  }

  /** The prepared recipe at a rank, without materialising its entry. */
  recipeAt(rank: number): PreparedRecipe {
    return this.ranked[rank];
  }

  /** Weighted sum of the static scores of the recipe at a rank. */
  staticSumAt(rank: number): number {
    return this.sums[rank];
  }

  /** Rank of a recipe in this pool, or -1. */
  rankOf(idRecipe: number): number {
    if (!this.rankById) this.rankById = new Map(this.ranked.map((p, r) => [p.recipe.idRecipe, r]));
    return this.rankById.get(idRecipe) ?? -1;
  }

  /** The best `n` entries. */
  top(n: number): PoolEntry[] {
    return Array.from({ length: Math.min(n, this.size) }, (_, i) => this.entryAt(i));
  }

  /** Every entry, best first (materialises the whole pool: O(n x (ingredients + members))). */
  all(): PoolEntry[] {
    return this.top(this.size);
  }

  /** The best `n` entries with a flag set, scanning ranks without materialising the others. */
  flagged(flag: keyof RecipeFlags, n: number): PoolEntry[] {
    const out: PoolEntry[] = [];
    for (let r = 0; r < this.size && out.length < n; r += 1) if (this.ranked[r].flags[flag] === true) out.push(this.entryAt(r));
    return out;
  }

  /**
   * The entries a slot considers, cached: the best SHORTLIST_CORE ranks, then the rest of SHORTLIST
   * drawn from the best SHORTLIST_SCAN ranks (energy-feasible first) by normalised static score plus seeded noise of up to
   * SHORTLIST_JITTER, so plans of different seeds look at different near-equal recipes (catalogue
   * coverage). Kept in rank order. Deterministic for a seed. O(SHORTLIST_SCAN log SHORTLIST_SCAN).
   */
  shortlist(): readonly PoolEntry[] {
    if (this.cachedShortlist) return this.cachedShortlist;
    const total = HEURISTIC_NAMES.reduce((t, n) => t + this.weights[n], 0);
    const rng = mulberry32(deriveSeed(this.input.seed ?? 0, 7919 * (this.index + 1)));
    const scan = Math.min(this.size, SHORTLIST_SCAN);
    const keyed = Array.from({ length: scan }, (_, r) => ({
      r,
      key: r < SHORTLIST_CORE ? Infinity : this.feasible[r] + (total > 0 ? this.sums[r] / total : 0) + SHORTLIST_JITTER * rng(),
    }));
    keyed.sort((a, b) => b.key - a.key || a.r - b.r);
    const ranks = keyed.slice(0, SHORTLIST).map((k) => k.r);
    this.cachedShortlist = ranks.sort((a, b) => a - b).map((r) => this.entryAt(r));
    return this.cachedShortlist;
  }

  /** The entry of a recipe, when it is a candidate of this division. */
  entryFor(idRecipe: number): PoolEntry | undefined {
    if (!this.rankById) this.rankById = new Map(this.ranked.map((p, r) => [p.recipe.idRecipe, r]));
    const r = this.rankById.get(idRecipe);
    return r === undefined ? undefined : this.entryAt(r);
  }
}

const NO_SCALE: ScaleResult = { householdServings: [], servings: 0, idealPortions: [] };

function costRange(candidates: readonly PreparedRecipe[]): StaticContext['costRange'] {
  let min = Infinity;
  let max = -Infinity;
  for (const c of candidates) {
    const cost = c.recipe.costPerServing;
    if (cost !== undefined) {
      min = Math.min(min, cost);
      max = Math.max(max, cost);
    }
  }
  return min <= max ? { min, max } : null;
}

function fixedCandidates(input: PoolInput): { candidates: PreparedRecipe[]; applied: AppliedRestrictions } {
  const removed = emptyRemovals();
  const p = input.fixedRecipe;
  const rule = p ? brokenHouseholdRule(p, input.rules) : null;
  if (rule) removed[rule] = 1;
  const candidates = p && !rule ? [p] : [];
  return {
    candidates,
    applied: {
      initialCandidates: p ? 1 : 0,
      removedCandidates: removed,
      finalCandidates: candidates.length,
      removedTypesOtherMealDivisions: 0,
    },
  };
}
