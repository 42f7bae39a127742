/**
 * Improvement passes. Day: local search on slot scores minus the weighted nutritional deviation, fruit
 * repeats and side-dish repeats: 1-swap descent alternated with a pair descent (joint change of two
 * slots), then seeded kicks (iterated local search) keeping the best day. Week: NL_FISH (fish on two
 * days) and INCLUDE_WHITE_MEAT (white meat on two days) by the cheapest swaps.
 * Complexity: day O(rounds x (passes x slots x SHORTLIST x (ingredients + members x slots)
 * + slots^2 x SHORTLIST^2 x members)); week O(targets x days x slots x FLAGGED_SHORTLIST) per added day.
 */
import { normaliseWeight } from '../domain';
import { choiceOf, deviationWeight, fruitWeight, repeatWeight, shortlist, slotEvaluator, slotScore } from './choose';
import { SALT_MAX_G } from './dayHeuristics';
import { addContribution, dayTotals, fruitRepeats, NUTRIENT_COUNT, nutritionalDeviation } from './objective';
import { randomInt, type Rng } from './rng';
import type { PoolEntry } from './pool';
import type { RecipeFlags } from './types';
import type { Choice, PlanState } from './state';

/** Most 1-swap passes of one descent (it stops earlier when a pass changes nothing). */
export const DAY_PASSES = 8;
/** Perturb-and-descend rounds per day after the first descent (iterated local search). */
export const DAY_RESTARTS = 4;
/** Slots re-drawn at random (seeded) by one perturbation. */
const KICK_SLOTS = 2;
/** Days a week should have fish (NL_FISH) and white meat (INCLUDE_WHITE_MEAT). */
export const WEEK_TARGET_DAYS = 2;
const FLAGGED_SHORTLIST = 20;
/** Score per slot of a day a week target may cost at weight 5 (0.1 of every slot score). */
export const WEEK_TOLERANCE_PER_SLOT = 0.1;

/** 1-swap descent on the given slots of one day until a pass changes nothing. */
function descend(state: PlanState, day: number, slots: readonly number[]): void {
  for (let pass = 0; pass < DAY_PASSES; pass += 1) {
    let changed = false;
    for (const slot of slots) {
      const pool = state.engine.pools[slot];
      const current = state.unset(day, slot);
      const evaluate = slotEvaluator(state, day, slot, true);
      let best: PoolEntry | undefined = current?.entry;
      let bestValue = best ? evaluate(best) : -Infinity;
      for (const e of shortlist(pool)) {
        const v = evaluate(e);
        if (v > bestValue + 1e-9) {
          best = e;
          bestValue = v;
        }
      }
      if (!best) {
        if (current) state.set(day, slot, current);
        continue;
      }
      if (best !== current?.entry) changed = true;
      state.set(day, slot, current && best === current.entry ? current : choiceOf(best));
    }
    if (!changed) return;
  }
}

/** Most passes of the pair descent. */
const PAIR_PASSES = 4;

/**
 * Pair descent: for every pair of free slots, the best joint change of both over their shortlists,
 * on slot scores (each in its current context) minus the weighted deviation, computed on flat
 * nutrient arrays. A move is kept only when the exact day value improves. Finds the coordinated
 * changes (more protein here, less fat there) a 1-swap cannot. O(passes x slots^2 x shortlist^2 x members).
 */
function pairDescent(state: PlanState, day: number, free: readonly number[]): boolean {
  const needs = state.engine.needs;
  const members = needs.length;
  const lambda = deviationWeight(state);
  if (lambda <= 0 || free.length < 2 || members === 0) return false;
  const width = members * NUTRIENT_COUNT;
  const f = state.engine.dayFactors;
  const targets = needs.map((n) => {
    const nn = n.nutrientNeeds;
    return [nn.KCAL.target, nn.PROTEIN.target, nn.CARB.target, nn.FAT.target, nn.FIBER.target, SALT_MAX_G, nn.SUGAR.max];
  });
  const lists = free.map((slot) => shortlist(state.engine.pools[slot]));
  const vectors = lists.map((list) => {
    const out = new Float64Array(list.length * width);
    list.forEach((e, i) => {
      const t = Array.from({ length: members }, () => new Float64Array(NUTRIENT_COUNT));
      addContribution(t, choiceOf(e), 1);
      t.forEach((v, m) => out.set(v, i * width + m * NUTRIENT_COUNT));
    });
    return out;
  });
  const deviation = (sum: Float64Array): number => {
    let d = 0;
    for (let m = 0; m < members; m += 1) {
      const o = m * NUTRIENT_COUNT;
      const g = targets[m];
      for (let j = 0; j < 4; j += 1) if (g[j] > 0) d += (f.core * Math.abs(sum[o + j] - g[j])) / g[j];
      if (g[5] > 0 && sum[o + 5] > g[5]) d += (f.sodium * (sum[o + 5] - g[5])) / g[5];
      if (g[4] > 0 && sum[o + 4] < g[4]) d += (f.fiber * (g[4] - sum[o + 4])) / g[4];
      if (g[6] > 0 && sum[o + 6] > g[6]) d += (f.sugar * (sum[o + 6] - g[6])) / g[6];
    }
    return d / members;
  };
  const scoreLists = (): number[][] =>
    free.map((slot, k) => {
      const ctx = state.slotContext(day, slot);
      const rho = repeatWeight(state, slot);
      const pool = state.engine.pools[slot];
      return lists[k].map((e) => slotScore(pool, e, ctx) - rho * (ctx.weekRecipeUses.get(e.p.recipe.idRecipe) ?? 0));
    });
  const indexOf = lists.map((list) => new Map(list.map((e, i) => [e, i])));
  let scores = scoreLists();
  let improvedAny = false;
  for (let pass = 0; pass < PAIR_PASSES; pass += 1) {
    let improved = false;
    for (let a = 0; a < free.length; a += 1) {
      for (let b = a + 1; b < free.length; b += 1) {
        const sa = free[a];
        const sb = free[b];
        const ca = state.slots[day][sa];
        const cb = state.slots[day][sb];
        if (!ca || !cb) continue;
        const ia = ca.entry ? indexOf[a].get(ca.entry) : undefined;
        const ib = cb.entry ? indexOf[b].get(cb.entry) : undefined;
        if (ia === undefined || ib === undefined) continue;
        const scoresA = scores[a];
        const scoresB = scores[b];
        const totals = dayTotals(state.slots[day], members);
        const base = new Float64Array(width);
        totals.forEach((t, m) => base.set(t, m * NUTRIENT_COUNT));
        const minus = (c: Choice) => {
          const t = Array.from({ length: members }, () => new Float64Array(NUTRIENT_COUNT));
          addContribution(t, c, 1);
          t.forEach((v, m) => {
            for (let j = 0; j < NUTRIENT_COUNT; j += 1) base[m * NUTRIENT_COUNT + j] -= v[j];
          });
        };
        const currentValue = scoresA[ia] + scoresB[ib] - lambda * deviation(Float64Array.from(totals.flatMap((t) => [...t])));
        minus(ca);
        minus(cb);
        const va = vectors[a];
        const vb = vectors[b];
        const sum = new Float64Array(width);
        let bestValue = currentValue + 1e-9;
        let bi = -1;
        let bj = -1;
        for (let i = 0; i < lists[a].length; i += 1) {
          for (let j = 0; j < lists[b].length; j += 1) {
            const upper = scoresA[i] + scoresB[j];
            if (upper <= bestValue) continue;
            for (let k = 0; k < width; k += 1) sum[k] = base[k] + va[i * width + k] + vb[j * width + k];
            const v = upper - lambda * deviation(sum);
            if (v > bestValue) {
              bestValue = v;
              bi = i;
              bj = j;
            }
          }
        }
        if (bi < 0) continue;
        const before = dayValue(state, day);
        state.set(day, sa, choiceOf(lists[a][bi]));
        state.set(day, sb, choiceOf(lists[b][bj]));
        if (dayValue(state, day) > before + 1e-9) {
          improved = true;
          improvedAny = true;
          scores = scoreLists();
        } else {
          state.set(day, sa, ca);
          state.set(day, sb, cb);
        }
      }
    }
    if (!improved) break;
  }
  return improvedAny;
}

/** 1-swap descent alternated with pair descent until neither improves (at most SEARCH_ROUNDS). */
const SEARCH_ROUNDS = 3;
function search(state: PlanState, day: number, free: readonly number[]): void {
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    descend(state, day, free);
    if (!pairDescent(state, day, free)) return;
  }
  descend(state, day, free);
}

/**
 * The day's value as the local search sees it: the sum of slot scores (each in its own context)
 * minus the weighted nutritional deviation and fruit repeats. O(slots x divisions x ingredients).
 */
export function dayValue(state: PlanState, day: number): number {
  let sum = 0;
  state.engine.pools.forEach((pool, slot) => {
    const c = state.slots[day][slot];
    if (!c?.entry) return;
    const ctx = state.slotContext(day, slot);
    sum += slotScore(pool, c.entry, ctx) - repeatWeight(state, slot) * (ctx.weekRecipeUses.get(c.p.recipe.idRecipe) ?? 0);
  });
  const totals = dayTotals(state.slots[day], state.engine.needs.length);
  return (
    sum -
    deviationWeight(state) * nutritionalDeviation(totals, state.engine.needs, state.engine.dayFactors) -
    fruitWeight(state) * fruitRepeats(state.slots[day])
  );
}

/**
 * Local search on one day: 1-swap descent, then (with an rng) iterated local search: re-draw
 * KICK_SLOTS free slots among their shortlists (seeded), descend again, keep the best day seen.
 * Deterministic for a given rng state. Locked and fixed slots never change.
 */
export function improveDay(state: PlanState, day: number, rng?: Rng): void {
  const free = state.engine.pools
    .map((_, slot) => slot)
    .filter((slot) => !state.locked[day][slot] && !state.engine.pools[slot].fixed && state.engine.pools[slot].size > 0);
  if (free.length === 0) return;
  search(state, day, free);
  if (!rng || free.length < 2) return;
  let best = [...state.slots[day]];
  let bestValue = dayValue(state, day);
  let improvedByKick = false;
  const restore = (from: readonly (Choice | null)[]) =>
    free.forEach((slot) => {
      const c = from[slot];
      if (c) state.set(day, slot, c);
    });
  for (let round = 0; round < DAY_RESTARTS; round += 1) {
    restore(best);
    for (let k = 0; k < KICK_SLOTS; k += 1) {
      const slot = free[randomInt(rng, free.length)];
      const list = shortlist(state.engine.pools[slot]);
      state.set(day, slot, choiceOf(list[randomInt(rng, list.length)]));
    }
    descend(state, day, free);
    const v = dayValue(state, day);
    if (v > bestValue + 1e-9) {
      bestValue = v;
      best = [...state.slots[day]];
      improvedByKick = true;
    }
  }
  restore(best);
  if (improvedByKick) search(state, day, free);
}

const dayHas = (state: PlanState, day: number, flag: keyof RecipeFlags) =>
  state.slots[day].some((c) => c !== null && c.p.flags[flag] === true);

/**
 * Add days with `flag` until the target is met, taking each time the swap that costs least on its
 * day's objective, as long as the cost stays under (weight / 5) x slots x WEEK_TOLERANCE_PER_SLOT (a weight-1 target
 * used to be capped at 0.1 of one slot's score, which no swap costing any nutrition met: the switch did nothing).
 */
function reachWeekTarget(state: PlanState, flag: 'containsFish' | 'isWhiteMeat', weight: number): void {
  const days = state.engine.days.length;
  const tolerance = (weight / 5) * state.engine.pools.length * WEEK_TOLERANCE_PER_SLOT; // like deviationWeight: per slot of a day
  const flaggedLists = state.engine.pools.map((pool) => pool.flagged(flag, FLAGGED_SHORTLIST));
  for (let count = [...Array(days).keys()].filter((d) => dayHas(state, d, flag)).length; count < WEEK_TARGET_DAYS; count += 1) {
    let best: { day: number; slot: number; e: PoolEntry; cost: number } | null = null;
    for (let day = 0; day < days; day += 1) {
      if (dayHas(state, day, flag)) continue;
      state.engine.pools.forEach((pool, slot) => {
        if (state.locked[day][slot] || pool.fixed || flaggedLists[slot].length === 0) return;
        // Never trade away what the other week target brought in.
        const held = state.slots[day][slot]?.p.flags;
        if (held && (held.containsFish || held.isWhiteMeat)) return;
        const current = state.unset(day, slot);
        const evaluate = slotEvaluator(state, day, slot, true);
        const base = current?.entry ? evaluate(current.entry) : 0;
        for (const e of flaggedLists[slot]) {
          const cost = base - evaluate(e);
          if (!best || cost < best.cost) best = { day, slot, e, cost };
        }
        if (current) state.set(day, slot, current);
      });
    }
    if (!best || (best as { cost: number }).cost > tolerance) return;
    const b = best as { day: number; slot: number; e: PoolEntry };
    state.set(b.day, b.slot, choiceOf(b.e));
  }
}

export function improveWeek(state: PlanState): void {
  const w = state.engine.input.settings.weekHeuristicsWeights;
  const fish = normaliseWeight(w.NL_FISH);
  const whiteMeat = normaliseWeight(w.INCLUDE_WHITE_MEAT);
  if (fish > 0) reachWeekTarget(state, 'containsFish', fish);
  if (whiteMeat > 0) reachWeekTarget(state, 'isWhiteMeat', whiteMeat);
}
