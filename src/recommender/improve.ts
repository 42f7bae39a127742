/**
 * Improvement passes. Day: local search (1-swap per slot over the shortlist) on slot scores minus the
 * weighted nutritional deviation and fruit repeats. Week: NL_FISH (fish on two days) and
 * INCLUDE_WHITE_MEAT (white meat on two days) by the cheapest swaps.
 * Complexity: day O(passes x slots x SHORTLIST x (ingredients + members x slots)); week
 * O(targets x days x slots x FLAGGED_SHORTLIST) per added day.
 */
import { normaliseWeight } from '../domain';
import { choiceOf, shortlist, slotEvaluator } from './choose';
import type { PoolEntry } from './pool';
import type { RecipeFlags } from './types';
import type { PlanState } from './state';

export const DAY_PASSES = 3;
/** Days a week should have fish (NL_FISH) and white meat (INCLUDE_WHITE_MEAT). */
export const WEEK_TARGET_DAYS = 2;
const FLAGGED_SHORTLIST = 20;

/** Local search on one day; locked and fixed slots never change. */
export function improveDay(state: PlanState, day: number): void {
  for (let pass = 0; pass < DAY_PASSES; pass += 1) {
    let changed = false;
    state.engine.pools.forEach((pool, slot) => {
      if (state.locked[day][slot] || pool.fixed) return;
      const current = state.unset(day, slot);
      const evaluate = slotEvaluator(state, day, slot, true);
      let best: PoolEntry | undefined = current?.entry;
      let bestValue = best ? evaluate(best) : -Infinity;
      for (const e of shortlist(pool)) {
        const v = evaluate(e);
        if (v > bestValue + 1e-9) { best = e; bestValue = v; }
      }
      if (!best) return;
      if (best !== current?.entry) changed = true;
      state.set(day, slot, choiceOf(best));
    });
    if (!changed) return;
  }
}

const dayHas = (state: PlanState, day: number, flag: keyof RecipeFlags) =>
  state.slots[day].some((c) => c !== null && c.p.flags[flag] === true);

/**
 * Add days with `flag` until the target is met, taking each time the swap that costs least on its
 * day's objective, as long as the cost stays under the heuristic's weight x 0.1.
 */
function reachWeekTarget(state: PlanState, flag: 'containsFish' | 'isWhiteMeat', weight: number): void {
  const days = state.engine.days.length;
  const tolerance = weight * 0.1;
  const flaggedLists = state.engine.pools.map((pool) =>
    pool.flagged(flag, FLAGGED_SHORTLIST));
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
