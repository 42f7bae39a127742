/**
 * Day search: greedy fill in eating order, 1-swap descent, pair moves, seeded kicks, then the day's portions and
 * the LP-aware 1-swap (`lpDescend`) on days still above LP_SKIP.
 */
import { slotScore } from '../choose';
import { minimisePwl } from '../portionLp';
import { randomInt, type Rng } from '../rng';
import { PAIR_WIDTH } from './candidates';
import { PortionSolver } from './portions';
import { addChoice, devOf, documentedOnly, NUT as NUT_, nutrientsOf, sideTerms } from './terms';

/** Read once: under tsx (CommonJS) each read of an imported binding is a getter, and pairDescent's loop reads it often. */
const NUT = NUT_;

/** Most 1-swap passes of one descent. */
const PASSES = 8;
/** Perturb-and-descend rounds per day. */
export const DAY_KICKS = 1;
/** Greedy picks at random among candidates within this value of the best (at most NEAR_COUNT). */
const NEAR = 0.02;
const NEAR_COUNT = 4;
/**
 * Most pair passes, and descent-pair rounds per day. A second round measured the same on the quality bench (3 seeds,
 * 273 days: objective median 0.292 either way, p95 0.514 with it, 0.504 without; dietitian bench columns equal) at a
 * tenth more time, so there is one (2026-11-30).
 */
const PAIR_PASSES = 2;
const SEARCH_ROUNDS = 1;
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

export class DaySearch extends PortionSolver {
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
        // The current recipe first: its value is the one to beat, so most candidates stop after one member's portions.
        const ranks = (res.top ?? []).map((t) => t.rank).filter((r) => r !== curRank);
        if (curRank >= 0) ranks.unshift(curRank);
        // The soup of the day before or after: finishing its litre is what LITRE_OF_SOUP_IN_A_ROW asks, a value the
        // bound (every dynamic heuristic at its best) does not rank among the best by nutrition.
        if (this.soupRun[slot])
          for (const r of this.neighbourRecipes(day, slot).map((id) => pool.rankOf(id)))
            if (r >= 0 && !ranks.includes(r) && (!keep || keep(slot, r))) ranks.push(r);
        const at = slots.indexOf(slot);
        const coefBase = slots.map((s) => (s === slot ? null : nutrientsOf(row[s]!.p)));
        const slotMeal = slots.map((s) => this.slotMeal[s]);
        const los = Array.from({ length: M }, (_, m) =>
          slots.map((s) => (s === slot ? b.min : this.minStep(m, row[s]!.p.maxServings, row[s]!.p.minServings))),
        );
        const his = Array.from({ length: M }, (_, m) =>
          slots.map((s) => this.maxStep(m, s === slot ? Infinity : row[s]!.p.maxServings)),
        );
        const fixed = Array.from({ length: M }, (_, m) => this.fixedPart(day, slots, m));
        const docTargets = this.targets.map(documentedOnly);
        let bestRank = -1;
        let bestValue = -Infinity;
        let curValue = -Infinity;
        for (const r of ranks) {
          const h = slotScore(pool, pool.entryAt(r), ctx) * this.scoreScale[slot] - d.penalties[r];
          if (h <= bestValue) continue;
          const coef = coefBase.map((c, i) => (i === at ? Array.from(d.nutr.subarray(r * NUT, r * NUT + NUT)) : c!));
          const { maxServings: cap, minServings: least } = pool.entryAt(r).p;
          for (let m = 0; m < M; m += 1) {
            his[m][at] = this.maxStep(m, cap);
            los[m][at] = this.minStep(m, cap, least);
          }
          // Every member's deviation is at least 0: once the members so far bring the value to the best found, the
          // candidate cannot win.
          let dev = 0;
          for (let m = 0; m < M && h - (this.lambda * dev) / M > bestValue; m += 1) {
            const g = this.targets[m];
            const rows = this.memberRows(m, slots, fixed[m], coef, slotMeal, 0, docTargets[m]);
            const sol = minimisePwl(rows, los[m], his[m]);
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
}
