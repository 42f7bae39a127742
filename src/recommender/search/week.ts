/**
 * Week rules: the weekly food-group rules (settings `weeklyFoodGroupRules`) met by the cheapest swaps, then the
 * changed days searched again within the rules' groups.
 */
import type { WeeklyFoodGroup, WeeklyFoodGroupRule } from '../../domain';
import type { PreparedRecipe } from '../prepared';
import { VIOLATION_PENALTY } from '../variety';
import { DaySearch } from './day';

/** Food-group rules: extra cost of adding the group on a day that already has it (spread over the week). */
const SAME_DAY_GROUP_COST = 50;

export class WeekSearch extends DaySearch {
  /**
   * Weekly food-group rules (issue 12, item 6): while a rule's count of meals (chosen slots) with its food group
   * is below `atLeast`, take the cheapest swap (over all candidates, days without the group first) that brings
   * the group in; while above `atMost`, the cheapest swap that takes it out. A swap never breaks a hard
   * variety rule, another rule's `atMost`, nor another rule's `atLeast` (it keeps that group in its slot). Stops when no such swap exists (infeasible: reported by
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
        // Groups another rule needs every meal of (at or under its atLeast): a swap keeps them where they are.
        const floors = rules
          .filter((r) => r.foodGroup !== g && r.atLeast !== undefined && count(r.foodGroup) <= r.atLeast)
          .map((r) => r.foodGroup);
        let best: { day: number; slot: number; rank: number; cost: number } | null = null;
        engine.days.forEach((_, day) => {
          const dayHas = this.state.slots[day].some((c) => c !== null && hasFoodGroup(c.p, g));
          for (const slot of this.freeSlots(day)) {
            const held = this.state.slots[day][slot];
            if (!held || hasFoodGroup(held.p, g) === add) continue;
            const kept = floors.filter((f) => hasFoodGroup(held.p, f));
            const pool = engine.pools[slot];
            const current = this.state.unset(day, slot);
            const base = current ? this.valueOf(day, slot, current) : 0;
            const res = this.best(day, slot, {
              filter: (r) => {
                const p = pool.recipeAt(r);
                return hasFoodGroup(p, g) === add && !(add ? capped(p) : false) && kept.every((f) => hasFoodGroup(p, f));
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
