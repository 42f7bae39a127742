/**
 * The exact day oracle of the benchmark (scripts/bench/dayOracle.ts) against brute force on tiny days: every
 * combination of recipes (never the same recipe twice a day), and for each, the exact best portions in the bounds
 * found independently: the objective is convex and piecewise linear in the portions, so its minimum over the box
 * lies on a vertex of the arrangement of the box faces and the terms' breakpoint hyperplanes; every vertex is
 * enumerated (k of the hyperplanes tight, k = divisions). A wrong model (a missing term, the servings not linked
 * to the choice, the bounds or the never-twice rule dropped) gives another optimum.
 */
import loadHighs, { type Highs } from 'highs';
import { mulberry32, type Rng } from '../../src/domain/random';
import {
  dayObjective,
  optionRange,
  solveDay,
  type DayDivision,
  type DayMember,
  type DayProblem,
} from '../../scripts/bench/dayOracle';

const BOUNDS = { min: 0.5, max: 2 };

/** The objective of one member for given portions (0 for a division without a recipe), from its definition. */
function memberValue(problem: DayProblem, i: number, chosen: readonly number[], q: readonly number[]): number {
  const m = problem.members[i];
  const total = [0, 0, 0, 0, 0, 0, 0];
  const meals = m.meals.map(() => 0);
  problem.divisions.forEach((d, s) => {
    if (chosen[s] < 0) return;
    const o = d.options[chosen[s]];
    o.n.forEach((v, j) => {
      total[j] += v * q[s];
    });
    meals[d.meal] += o.n[0] * q[s];
  });
  let v = 0;
  m.targets.forEach((g, j) => {
    v += Math.abs(total[j] - g) / g;
  });
  m.meals.forEach((g, k) => {
    if (g > 0) v += Math.abs(meals[k] - g) / g;
  });
  for (const l of m.limits ?? [])
    v += (l.weight * Math.max(0, l.kind === 'max' ? total[l.nutrient] - l.limit : l.limit - total[l.nutrient])) / l.limit;
  return v;
}

/** Solves A y = b (k x k) by Gaussian elimination with partial pivoting; null when singular. */
function solveLinear(a: number[][], b: number[]): number[] | null {
  const k = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < k; c += 1) {
    let p = c;
    for (let r = c + 1; r < k; r += 1) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    if (Math.abs(m[p][c]) < 1e-12) return null;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < k; r += 1) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= k; j += 1) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => row[k] / row[i]);
}

/** Exact best portions of one member for a fixed choice of recipes: the minimum over the vertices. */
function bestPortions(problem: DayProblem, i: number, chosen: readonly number[]): number {
  const free = chosen.map((r, s) => (r >= 0 ? s : -1)).filter((s) => s >= 0);
  const k = free.length;
  const m = problem.members[i];
  const coef = (s: number, j: number) => problem.divisions[s].options[chosen[s]].n[j];
  // Hyperplanes a·q = b over the free portions.
  const planes: { a: number[]; b: number }[] = [];
  free.forEach((_, x) => {
    for (const bound of [BOUNDS.min, BOUNDS.max]) planes.push({ a: free.map((__, y) => (x === y ? 1 : 0)), b: bound });
  });
  m.targets.forEach((g, j) => planes.push({ a: free.map((s) => coef(s, j)), b: g }));
  m.meals.forEach((g, meal) => {
    if (g > 0) planes.push({ a: free.map((s) => (problem.divisions[s].meal === meal ? coef(s, 0) : 0)), b: g });
  });
  for (const l of m.limits ?? []) planes.push({ a: free.map((s) => coef(s, l.nutrient)), b: l.limit });
  let best = Infinity;
  const pick = (from: number, taken: number[]) => {
    if (taken.length === k) {
      const y = solveLinear(
        taken.map((p) => planes[p].a),
        taken.map((p) => planes[p].b),
      );
      if (!y || y.some((v) => v < BOUNDS.min - 1e-9 || v > BOUNDS.max + 1e-9)) return;
      const q = chosen.map(() => 0);
      free.forEach((s, x) => {
        q[s] = y[x];
      });
      best = Math.min(best, memberValue(problem, i, chosen, q));
      return;
    }
    for (let p = from; p < planes.length; p += 1) pick(p + 1, [...taken, p]);
  };
  pick(0, []);
  return best;
}

/** Brute force over every combination of recipes; `twiceADay` allows the same recipe in two divisions. */
function bruteForce(problem: DayProblem, twiceADay = false): number {
  let best = Infinity;
  const walk = (s: number, chosen: number[]) => {
    if (s === problem.divisions.length) {
      const ids = chosen.map((r, t) => problem.divisions[t].options[r].id);
      if (!twiceADay && new Set(ids).size < ids.length) return;
      const v = problem.members.reduce((a, _, i) => a + bestPortions(problem, i, chosen), 0) / problem.members.length;
      best = Math.min(best, v);
      return;
    }
    problem.divisions[s].options.forEach((_, r) => walk(s + 1, [...chosen, r]));
  };
  walk(0, []);
  return best;
}

/**
 * A tiny day: breakfast (one division) and lunch (two divisions that share one recipe, so "never twice a day"
 * can bind), three recipes each, `members` members with different targets; optionally a salt limit. `energyScale`
 * makes servings large (> 1: the portions want to go below the minimum) or small (< 1: above the maximum).
 */
function tinyDay(rng: Rng, members: number, withLimits: boolean, energyScale = 1): DayProblem {
  const recipe = (id: number, unscaled: number) => {
    const kcal = unscaled * energyScale;
    const p = 5 + rng() * 30;
    const f = 2 + rng() * 25;
    const c = Math.max(0, (kcal - 4 * p - 9 * f) / 4) + rng() * 10;
    return { id, n: [kcal, p, c, f, rng() * 8, rng() * 3, rng() * 20] };
  };
  const shared = recipe(100, 250 + rng() * 300);
  const divisions: DayDivision[] = [
    { meal: 0, options: [recipe(1, 200 + rng() * 400), recipe(2, 200 + rng() * 400), recipe(3, 200 + rng() * 400)] },
    { meal: 1, options: [shared, recipe(4, 150 + rng() * 500), recipe(5, 150 + rng() * 500)] },
    { meal: 1, options: [recipe(6, 100 + rng() * 300), shared, recipe(7, 100 + rng() * 300)] },
  ];
  const people: DayMember[] = Array.from({ length: members }, () => {
    const kcal = 1200 + rng() * 1400;
    return {
      targets: [kcal, (0.2 * kcal) / 4, (0.5 * kcal) / 4, (0.3 * kcal) / 9],
      meals: [0.4 * kcal, 0.6 * kcal],
      limits: withLimits ? [{ nutrient: 5, kind: 'max' as const, limit: 3, weight: 0.5 }] : [],
    };
  });
  return { divisions, members: people, bounds: BOUNDS };
}

/** The portions a member may eat with a step: every whole step within the bounds. */
function grid(bounds: DayProblem['bounds']): number[] {
  const step = bounds.step!;
  const out: number[] = [];
  for (let n = Math.ceil(bounds.min / step - 1e-9); n * step <= bounds.max + 1e-9; n += 1) out.push(n * step);
  return out;
}

/**
 * The portions member i may be served of option o, from the engine's rule as stated in src/recommender/scaling.ts:
 * whole steps up to the member's max and the recipe's (never under the bounds' min), from the recipe's least taken up
 * to a whole step; a recipe whose least is above its most is served its most, on the grid or not.
 */
function portionsOf(problem: DayProblem, o: DayProblem['divisions'][number]['options'][number], i: number): number[] {
  const { min, max, memberMax } = problem.bounds;
  const step = problem.bounds.step!;
  const most = Math.max(min, Math.min(memberMax?.[i] ?? max, o.max ?? Infinity));
  const least = Math.ceil((o.min ?? 0) / step - 1e-9) * step;
  if (least > most + 1e-9) return [most];
  return grid({ ...problem.bounds, max: most }).filter((v) => v >= least - 1e-9);
}

/**
 * Brute force with whole steps: every combination of recipes (never twice a day) and, per member (the members are
 * independent once the recipes are chosen), every combination of portions on the grid. Returns the value and a day.
 */
function bruteForceSteps(problem: DayProblem): { value: number; options: number[]; portions: number[][] } {
  const k = problem.divisions.length;
  let best = { value: Infinity, options: [] as number[], portions: [] as number[][] };
  const walk = (s: number, chosen: number[]) => {
    if (s < k) {
      problem.divisions[s].options.forEach((_, r) => walk(s + 1, [...chosen, r]));
      return;
    }
    const ids = chosen.map((r, t) => problem.divisions[t].options[r].id);
    if (new Set(ids).size < ids.length) return;
    let total = 0;
    const portions = chosen.map(() => problem.members.map(() => 0));
    problem.members.forEach((_, i) => {
      let memberBest = Infinity;
      let memberQ: number[] = [];
      const q = chosen.map(() => 0);
      const fill = (t: number) => {
        if (t === k) {
          const v = memberValue(problem, i, chosen, q);
          if (v < memberBest) {
            memberBest = v;
            memberQ = [...q];
          }
          return;
        }
        for (const v of portionsOf(problem, problem.divisions[t].options[chosen[t]], i)) {
          q[t] = v;
          fill(t + 1);
        }
      };
      fill(0);
      total += memberBest;
      memberQ.forEach((v, t) => {
        portions[t][i] = v;
      });
    });
    const value = total / problem.members.length;
    if (value < best.value) best = { value, options: [...chosen], portions };
  };
  walk(0, []);
  return best;
}

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

describe('the exact day oracle', () => {
  it.each([
    [1, 1, false, 1],
    [2, 1, true, 1],
    [3, 2, false, 1],
    [4, 2, true, 1],
    [5, 3, false, 1],
    [6, 1, false, 3],
    [7, 2, true, 0.25],
  ])('finds the brute-force optimum (instance %i, %i member(s), salt limit %s, energy x%s)', (seed, members, limits, scale) => {
    const problem = tinyDay(mulberry32(seed), members, limits, scale);
    const expected = bruteForce(problem);
    const res = solveDay(highs, problem, { timeLimit: 20 });
    expect(res.optimal).toBe(true);
    expect(res.value).toBeCloseTo(expected, 6);
    expect(res.bound).toBeLessThanOrEqual(expected + 1e-6);
    // The solver's day is feasible: one recipe per division, never twice, portions in the bounds.
    const ids = res.choice.options.map((r, s) => problem.divisions[s].options[r].id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of res.choice.portions)
      for (const q of row) {
        expect(q).toBeGreaterThanOrEqual(BOUNDS.min - 1e-7);
        expect(q).toBeLessThanOrEqual(BOUNDS.max + 1e-7);
      }
    // dayObjective agrees with the definition written here.
    const direct =
      problem.members.reduce(
        (a, _, i) =>
          a +
          memberValue(
            problem,
            i,
            res.choice.options,
            res.choice.portions.map((row) => row[i]),
          ),
        0,
      ) / problem.members.length;
    expect(dayObjective(problem, res.choice)).toBeCloseTo(direct, 9);
  });

  it('keeps a recipe to once a day where twice would score better', () => {
    // Search instances until one where the same recipe at both lunch divisions would be better.
    let found = false;
    for (let seed = 1; seed <= 60 && !found; seed += 1) {
      const problem = tinyDay(mulberry32(1000 + seed), 1, false);
      const once = bruteForce(problem);
      if (bruteForce(problem, true) >= once - 1e-6) continue;
      found = true;
      expect(solveDay(highs, problem, { timeLimit: 20 }).value).toBeCloseTo(once, 6);
    }
    expect(found).toBe(true);
  });

  it('fixed portions: the solver picks the best recipes at those portions', () => {
    const problem = tinyDay(mulberry32(7), 1, true);
    const fixed: DayProblem = {
      ...problem,
      divisions: problem.divisions.map((d) => ({ ...d, options: d.options.map((o) => ({ ...o, portions: [1] })) })),
    };
    let expected = Infinity;
    for (let a = 0; a < 3; a += 1)
      for (let b = 0; b < 3; b += 1)
        for (let c = 0; c < 3; c += 1) {
          if (b === 0 && c === 1) continue; // the shared recipe twice
          expected = Math.min(expected, memberValue(fixed, 0, [a, b, c], [1, 1, 1]));
        }
    const res = solveDay(highs, fixed, { timeLimit: 20 });
    expect(res.value).toBeCloseTo(expected, 6);
    // Free portions do at least as well.
    expect(solveDay(highs, problem, { timeLimit: 20 }).value).toBeLessThanOrEqual(expected + 1e-9);
  });

  it('a start (the engine day) is kept when nothing beats it within the limit, and never worsened', () => {
    const problem = tinyDay(mulberry32(11), 2, false);
    const start = {
      options: [0, 1, 0],
      portions: [
        [1, 1],
        [1, 1],
        [1, 1],
      ],
    };
    const res = solveDay(highs, problem, { timeLimit: 20, start });
    expect(res.value).toBeLessThanOrEqual(dayObjective(problem, start) + 1e-9);
    expect(res.value).toBeCloseTo(bruteForce(problem), 6);
  });
});

describe('the exact day oracle with whole portion steps', () => {
  const QUARTERS = { min: 0.5, max: 2, step: 0.25 };
  /** Targets of one member at the 20/50/30 split of `kcal`, one meal with all of it. */
  const member = (kcal: number): DayMember => ({
    targets: [kcal, (0.2 * kcal) / 4, (0.5 * kcal) / 4, (0.3 * kcal) / 9],
    meals: [kcal],
  });
  /** A recipe of `kcal` per serving at the 20/50/30 split, its protein × `proteinFactor`. */
  const recipe = (id: number, kcal: number, proteinFactor = 1) => ({
    id,
    n: [kcal, ((0.2 * kcal) / 4) * proteinFactor, (0.5 * kcal) / 4, (0.3 * kcal) / 9, 0, 0, 0],
  });

  it('quarter servings change the optimum: another recipe wins when 1.325 servings cannot be served', () => {
    // 530 kcal wanted. A (400 kcal, the target's split) hits every term at 1.325 servings: continuous optimum 0.
    // In quarters A is 1.25 (30 kcal short on 5 terms: 5 × 30/530 = 0.283) or 1.5 (70 kcal over: 0.660);
    // B (265 kcal, protein 10 % high) at 2 servings hits energy, carbohydrate, fat and the meal: only the
    // protein term is left, 0.1. So the continuous optimum picks A, the quarter-step one B.
    const day = (bounds: DayProblem['bounds']): DayProblem => ({
      divisions: [{ meal: 0, options: [recipe(1, 400), recipe(2, 265, 1.1)] }],
      members: [member(530)],
      bounds,
    });
    const continuous = solveDay(highs, day(BOUNDS), { timeLimit: 20 });
    expect(continuous.optimal).toBe(true);
    expect(continuous.choice.options).toEqual([0]);
    expect(continuous.choice.portions[0][0]).toBeCloseTo(1.325, 6);
    expect(continuous.value).toBeCloseTo(0, 6);

    const quarters = solveDay(highs, day(QUARTERS), { timeLimit: 20 });
    expect(quarters.optimal).toBe(true);
    expect(quarters.choice).toEqual({ options: [1], portions: [[2]] });
    expect(quarters.value).toBeCloseTo(0.1, 9);
    expect(quarters.size.integers).toBe(2);
    const brute = bruteForceSteps(day(QUARTERS));
    expect(brute.value).toBeCloseTo(0.1, 9);
    expect(brute.options).toEqual([1]);
    // A at its best quarter portion, for the record.
    expect(dayObjective(day(QUARTERS), { options: [0], portions: [[1.25]] })).toBeCloseTo((5 * 30) / 530, 9);
  });

  it('two divisions on the quarter grid: the one pair of portions nearest the target', () => {
    // 1,000 kcal from C (300 kcal) and D (420 kcal), both at the target's split, so every term is the energy's
    // |total − 1,000|/1,000. Continuous: any C·300 + D·420 = 1,000 gives 0. In quarters the totals are 15 × (5a + 7b)
    // for a, b = 2..8 quarters: 5a + 7b = 67 only at a = 5, b = 6 (1.25 and 1.5 servings, 1,005 kcal: 5 × 0.005).
    const problem: DayProblem = {
      divisions: [
        { meal: 0, options: [recipe(1, 300)] },
        { meal: 0, options: [recipe(2, 420)] },
      ],
      members: [member(1000)],
      bounds: QUARTERS,
    };
    expect(solveDay(highs, { ...problem, bounds: BOUNDS }, { timeLimit: 20 }).value).toBeCloseTo(0, 6);
    const res = solveDay(highs, problem, { timeLimit: 20 });
    const brute = bruteForceSteps(problem);
    expect(res.optimal).toBe(true);
    expect(brute.value).toBeCloseTo(0.025, 9);
    expect(res.value).toBeCloseTo(brute.value, 9);
    expect(res.choice.portions).toEqual([[1.25], [1.5]]);
  });

  it.each([
    [21, 1, false, 1, 0.25],
    [22, 2, true, 1, 0.25],
    [23, 2, false, 0.6, 0.25],
    [24, 1, true, 1.8, 0.25],
    [25, 2, false, 1, 0.5],
  ])(
    'finds the brute-force optimum on the step grid (instance %i, %i member(s), salt limit %s, energy x%s, step %s)',
    (seed, members, limits, scale, step) => {
      const tiny = tinyDay(mulberry32(seed), members, limits, scale);
      const problem: DayProblem = { ...tiny, bounds: { ...BOUNDS, step } };
      const brute = bruteForceSteps(problem);
      const res = solveDay(highs, problem, { timeLimit: 20 });
      expect(res.optimal).toBe(true);
      expect(res.value).toBeCloseTo(brute.value, 6);
      expect(res.bound).toBeLessThanOrEqual(brute.value + 1e-6);
      // Every portion a whole step within the bounds; the continuous optimum is never worse.
      for (const row of res.choice.portions)
        for (const q of row) {
          expect(Number.isInteger(Math.round((q / step) * 1e9) / 1e9)).toBe(true);
          expect(q).toBeGreaterThanOrEqual(BOUNDS.min - 1e-9);
          expect(q).toBeLessThanOrEqual(BOUNDS.max + 1e-9);
        }
      expect(solveDay(highs, tiny, { timeLimit: 20 }).value).toBeLessThanOrEqual(res.value + 1e-9);
    },
  );

  it('a start on the grid is taken as it is and never worsened', () => {
    const problem: DayProblem = { ...tinyDay(mulberry32(31), 2, true), bounds: QUARTERS };
    const start = {
      options: [1, 2, 0],
      portions: [
        [0.75, 1.5],
        [1, 1.25],
        [2, 0.5],
      ],
    };
    const res = solveDay(highs, problem, { timeLimit: 20, start });
    expect(res.value).toBeLessThanOrEqual(dayObjective(problem, start) + 1e-9);
    expect(res.value).toBeCloseTo(bruteForceSteps(problem).value, 6);
  });

  it("a recipe's own least and most change the optimum", () => {
    // As in the quarter case above: B (265 kcal, protein 10 % high) at 2 servings wins (0.1) over A at 1.25 (0.283).
    // With B at most 1.5 servings (a meat cap), B gives 397.5 kcal: 4 terms 0.25 short and protein 0.175, so A wins;
    // with A at least 1.5 servings as well (a vegetable side's least), A at 1.5 (0.660) still beats B.
    const day = (a: object, b: object): DayProblem => ({
      divisions: [
        {
          meal: 0,
          options: [
            { ...recipe(1, 400), ...a },
            { ...recipe(2, 265, 1.1), ...b },
          ],
        },
      ],
      members: [member(530)],
      bounds: QUARTERS,
    });
    expect(solveDay(highs, day({}, {}), { timeLimit: 20 }).choice).toEqual({ options: [1], portions: [[2]] });
    const capped = solveDay(highs, day({}, { max: 1.5 }), { timeLimit: 20 });
    expect(capped.choice).toEqual({ options: [0], portions: [[1.25]] });
    expect(capped.value).toBeCloseTo((5 * 30) / 530, 9);
    const least = solveDay(highs, day({ min: 1.4 }, { max: 1.5 }), { timeLimit: 20 });
    expect(least.choice).toEqual({ options: [0], portions: [[1.5]] });
    expect(least.value).toBeCloseTo((5 * 70) / 530, 9);
  });

  it('option ranges: the member max, the recipe max under the bounds min, the least up to a whole step', () => {
    const problem: DayProblem = { divisions: [], members: [member(2500)], bounds: { ...QUARTERS, memberMax: [2.75] } };
    expect(optionRange(problem, recipe(1, 300), 0)).toEqual({ lo: 0.5, hi: 2.75 });
    expect(optionRange(problem, { ...recipe(1, 300), max: 1.3 }, 0)).toEqual({ lo: 0.5, hi: 1.25 });
    expect(optionRange(problem, { ...recipe(1, 300), max: 0.3 }, 0)).toEqual({ lo: 0.5, hi: 0.5 });
    expect(optionRange(problem, { ...recipe(1, 300), min: 1.875 }, 0)).toEqual({ lo: 2, hi: 2.75 });
    expect(optionRange(problem, { ...recipe(1, 300), min: 1.875, max: 1.5 }, 0)).toEqual({ lo: 1.5, hi: 1.5 });
    // A least above the most: the most, off the grid as the engine serves it.
    expect(optionRange(problem, { ...recipe(1, 300), min: 1.4, max: 0.9 }, 0)).toEqual({ lo: 0.9, hi: 0.9 });
  });

  it.each([41, 42, 43])("finds the brute-force optimum with recipes' own ranges and member maxima (instance %i)", (seed) => {
    const rng = mulberry32(seed);
    const tiny = tinyDay(rng, 2, seed % 2 === 0);
    const problem: DayProblem = {
      ...tiny,
      divisions: tiny.divisions.map((d) => ({
        ...d,
        options: d.options.map((o) => ({
          ...o,
          min: rng() < 0.4 ? 0.5 + rng() * 1.2 : undefined,
          max: rng() < 0.4 ? 0.4 + rng() * 1.4 : undefined,
        })),
      })),
      bounds: { ...QUARTERS, memberMax: [2, 2.5] },
    };
    const brute = bruteForceSteps(problem);
    const res = solveDay(highs, problem, { timeLimit: 20 });
    expect(res.optimal).toBe(true);
    expect(res.value).toBeCloseTo(brute.value, 6);
    res.choice.portions.forEach((row, s) =>
      row.forEach((q, i) =>
        expect(portionsOf(problem, problem.divisions[s].options[res.choice.options[s]], i)).toContainEqual(q),
      ),
    );
  });
});
