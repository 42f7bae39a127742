/**
 * Week rules: the weekly food-group rules (settings `weeklyFoodGroupRules`) met by the cheapest swaps, then the
 * changed days searched again within the rules' groups.
 */
import type { WeeklyFoodGroup, WeeklyFoodGroupRule } from '../../domain';
import type { PreparedRecipe } from '../prepared';
import { VIOLATION_PENALTY } from '../variety';
import { DaySearch } from './day';
import { addChoice, macroLimits, NUT } from './terms';

/** Food-group rules: extra cost of adding the group on a day that already has it (spread over the week). */
const SAME_DAY_GROUP_COST = 50;
/** Most exchanges of `balanceWeek`, and the exchanges valued in full for each. */
const BALANCE_EXCHANGES = 8;
const EXCHANGE_WIDTH = 4;

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
   * Week balance: the days are searched one after the other, so the dishes a macro depends on (a vegan week's tofu,
   * tempeh and edamame, each at most twice a week) are spent by Saturday and the weekend fell 15-25 % short of protein
   * while the weekdays sat on target. For the day whose members are furthest outside their macro limits (terms.ts
   * `macroLimits`), every free slot's recipe is exchanged with the same division's recipe on each other day; the
   * exchanges that most lower the two days' macro terms at the portions they have are valued with both days' portions
   * re-optimised, and the one that most raises the score of the days it touches (both days and their neighbours: the
   * rules on consecutive days) is kept; at most BALANCE_EXCHANGES. An exchange keeps every recipe's, family's and food
   * group's count for the week, so the week's rules hold; the day rules are in the score (VIOLATION_PENALTY). Nothing to
   * do when nutrition has no weight. O(exchanges x (days x slots + EXCHANGE_WIDTH x portion solves)).
   */
  balanceWeek(): void {
    if (this.lambda <= 0) return;
    const days = this.state.engine.days.length;
    for (let k = 0; k < BALANCE_EXCHANGES; k += 1) {
      const order = Array.from({ length: days }, (_, d) => ({ d, excess: this.macroTerms(this.dayTotals(d)) }))
        .filter((x) => x.excess > 0)
        .sort((a, b) => b.excess - a.excess || a.d - b.d);
      let done = false;
      for (const { d: w } of order) {
        const best = this.bestExchange(w);
        if (!best) continue;
        this.exchange(w, best.other, best.slot);
        done = true;
        break;
      }
      if (!done) break;
    }
  }

  /**
   * The exchange of day `w` with another day that raises the touched days' score most, or null. Exchanges are first
   * ranked by how much they lower the two days' macro terms at the portions they have (O(members) each); only the
   * EXCHANGE_WIDTH best are valued with both days' portions re-optimised and every rule in the score.
   */
  private bestExchange(w: number): { other: number; slot: number } | null {
    const days = this.state.engine.days.length;
    const wFree = new Set(this.freeSlots(w));
    const tw = this.dayTotals(w);
    const termsW = this.macroTerms(tw);
    const shortlist: { other: number; slot: number; estimate: number }[] = [];
    for (let o = 0; o < days; o += 1) {
      if (o === w) continue;
      const to = this.dayTotals(o);
      const termsO = this.macroTerms(to);
      for (const slot of this.freeSlots(o)) {
        const a = this.state.slots[w][slot];
        const b = this.state.slots[o][slot];
        if (!wFree.has(slot) || !a || !b || a.kept || b.kept || a.p.recipe.idRecipe === b.p.recipe.idRecipe) continue;
        const nw = Float64Array.from(tw);
        addChoice(nw, a, -1);
        addChoice(nw, b, 1);
        const no = Float64Array.from(to);
        addChoice(no, b, -1);
        addChoice(no, a, 1);
        const estimate = this.macroTerms(nw) + this.macroTerms(no) - termsW - termsO;
        if (estimate < -1e-9) shortlist.push({ other: o, slot, estimate });
      }
    }
    shortlist.sort((x, y) => x.estimate - y.estimate || x.other - y.other || x.slot - y.slot);
    let best: { other: number; slot: number; gain: number } | null = null;
    for (const { other: o, slot } of shortlist.slice(0, EXCHANGE_WIDTH)) {
      const touched = [...new Set([w - 1, w, w + 1, o - 1, o, o + 1])].filter((d) => d >= 0 && d < days);
      const score = () => touched.reduce((a, d) => a + this.dayScore(d), 0);
      const before = score();
      const rowW = [...this.state.slots[w]];
      const rowO = [...this.state.slots[o]];
      this.exchange(w, o, slot);
      const gain = score() - before;
      rowW.forEach((c, s) => c && this.state.set(w, s, c));
      rowO.forEach((c, s) => c && this.state.set(o, s, c));
      if (gain > 1e-9 && (!best || gain > best.gain)) best = { other: o, slot, gain };
    }
    return best;
  }

  /** Exchanges the recipes of a slot between two days and re-optimises both days' portions. */
  private exchange(a: number, b: number, slot: number): void {
    const ca = this.state.unset(a, slot)!;
    const cb = this.state.unset(b, slot)!;
    this.state.set(a, slot, cb);
    this.state.set(b, slot, ca);
    this.optimisePortions(a);
    this.optimisePortions(b);
  }

  /** The macro limits' terms (terms.ts `macroLimits`) of a day's totals, summed over the members. */
  private macroTerms(t: Float64Array): number {
    let sum = 0;
    for (let m = 0; m < this.members; m += 1) sum += macroLimits(this.targets[m], t.subarray(m * NUT, m * NUT + NUT));
    return sum;
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
