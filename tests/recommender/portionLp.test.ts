/**
 * The exact portion solver (src/recommender/portionLp.ts) against brute force: a convex piecewise-linear function
 * on a box has its minimum on a vertex of the arrangement of the box faces and the rows' breakpoint hyperplanes
 * (a·x = b), so enumerating every vertex (n of the hyperplanes tight, solved by elimination) gives the exact minimum
 * independently of the simplex. Random problems of 1 to 3 variables, degenerate ones (many rows through one point),
 * and the known optimum of a hand-made case.
 */
import { minimisePwl, pwlValue, type PwlRow } from '../../src/recommender/portionLp';
import { portionRows, SIDE_OVER_MAIN } from '../../src/recommender/search';
import { PLATE_MAIN, PLATE_OTHER, PLATE_SIDE } from '../../src/recommender/search/terms';
import { testRng } from './catalogue';

/** Solves A y = b (k x k) by Gaussian elimination with partial pivoting; null when singular. */
function solve(A: number[][], b: number[]): number[] | null {
  const k = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < k; c += 1) {
    let p = c;
    for (let r = c + 1; r < k; r += 1) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    if (Math.abs(M[p][c]) < 1e-12) return null;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < k; r += 1) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      for (let j = c; j <= k; j += 1) M[r][j] -= f * M[c][j];
    }
  }
  return M.map((row, i) => row[k] / row[i]);
}

function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...subsets(n - 1, k - 1).map((s) => [...s, n - 1]), ...subsets(n - 1, k)];
}

/** The exact minimum by vertex enumeration. */
function bruteMin(rows: readonly PwlRow[], lo: number[], hi: number[]): number {
  const n = lo.length;
  const planes: { a: number[]; b: number }[] = [];
  for (let i = 0; i < n; i += 1) {
    const e = lo.map((_, x) => (x === i ? 1 : 0));
    planes.push({ a: e, b: lo[i] }, { a: e, b: hi[i] });
  }
  for (const r of rows) planes.push({ a: [...r.a], b: r.b });
  let best = Infinity;
  for (const pick of subsets(planes.length, n)) {
    const y = solve(
      pick.map((p) => planes[p].a),
      pick.map((p) => planes[p].b),
    );
    if (!y || y.some((v, i) => v < lo[i] - 1e-9 || v > hi[i] + 1e-9)) continue;
    best = Math.min(best, pwlValue(rows, y));
  }
  return best;
}

function randomProblem(rng: () => number, n: number, R: number) {
  const lo = Array.from({ length: n }, () => 0.5);
  const hi = Array.from({ length: n }, () => 2);
  const rows: PwlRow[] = Array.from({ length: R }, () => {
    const kind = rng();
    const w = 0.2 + rng() * 2;
    return {
      a: Array.from({ length: n }, () => (rng() < 0.2 ? 0 : rng() * 2 - 0.5)),
      b: rng() * 3,
      // two-sided, over only (a maximum), under only (a minimum)
      over: kind < 0.8 ? w : 0,
      under: kind < 0.6 || kind >= 0.8 ? w : 0,
    };
  });
  return { rows, lo, hi };
}

describe('minimisePwl (exact portions)', () => {
  it('finds the known optimum of a hand-made case', () => {
    // |x - 1| + |x + y - 3| + 0.1 |y - 1.5| on [0.5, 2]²: 0 + 0 + 0.1 × |y - 1.5| with x = 1 forces y = 2: 0.05;
    // x = 1.5, y = 1.5 gives 0.5 + 0 + 0 = 0.5; the optimum is x = 1, y = 2 (0.05).
    const rows: PwlRow[] = [
      { a: [1, 0], b: 1, over: 1, under: 1 },
      { a: [1, 1], b: 3, over: 1, under: 1 },
      { a: [0, 1], b: 1.5, over: 0.1, under: 0.1 },
    ];
    const r = minimisePwl(rows, [0.5, 0.5], [2, 2]);
    expect(r.value).toBeCloseTo(0.05, 10);
    expect(r.x[0]).toBeCloseTo(1, 10);
    expect(r.x[1]).toBeCloseTo(2, 10);
  });

  it('equals the vertex enumeration on 300 random problems of 1 to 3 variables, from any start', () => {
    const rng = testRng(20261125);
    for (let k = 0; k < 300; k += 1) {
      const n = 1 + (k % 3);
      const { rows, lo, hi } = randomProblem(rng, n, 2 + Math.floor(rng() * 5));
      const start = lo.map((l, i) => l + rng() * (hi[i] - l));
      const r = minimisePwl(rows, lo, hi, start);
      r.x.forEach((v, i) => {
        expect(v).toBeGreaterThanOrEqual(lo[i]);
        expect(v).toBeLessThanOrEqual(hi[i]);
      });
      expect(r.value).toBeCloseTo(pwlValue(rows, r.x), 12);
      expect(r.value).toBeLessThanOrEqual(bruteMin(rows, lo, hi) + 1e-9);
      expect(r.value).toBeLessThanOrEqual(pwlValue(rows, start) + 1e-12);
    }
  });

  it('with lazy rows (taken only once an optimum breaks them), the same exact minimum as with every row taken', () => {
    const rng = testRng(20261201);
    let broken = 0;
    for (let k = 0; k < 300; k += 1) {
      const n = 1 + (k % 3);
      const problem = randomProblem(rng, n, 3 + Math.floor(rng() * 5));
      // One-sided rows become lazy: the kind of row (a limit beyond a tolerance) the macro limits are.
      const rows = problem.rows.map((r) => (r.over === 0 || r.under === 0 ? { ...r, lazy: true } : r));
      const r = minimisePwl(rows, problem.lo, problem.hi);
      const eager = rows.filter((x) => !x.lazy);
      if (pwlValue(rows, minimisePwl(eager, problem.lo, problem.hi).x) > pwlValue(eager, r.x) + 1e-9) broken += 1;
      expect(r.value).toBeCloseTo(pwlValue(rows, r.x), 12);
      expect(r.value).toBeLessThanOrEqual(bruteMin(rows, problem.lo, problem.hi) + 1e-9);
    }
    // The lazy rows did bind (the optimum without them broke one) on a good share of the problems.
    expect(broken).toBeGreaterThan(30);
  });

  it('terminates with the optimum on degenerate problems (many rows through one point)', () => {
    const rng = testRng(7);
    for (let k = 0; k < 50; k += 1) {
      const n = 2 + (k % 2);
      const point = Array.from({ length: n }, () => 0.5 + rng() * 1.5);
      const rows: PwlRow[] = Array.from({ length: 6 }, () => {
        const a = Array.from({ length: n }, () => rng() * 2 - 1);
        return { a, b: a.reduce((s, v, i) => s + v * point[i], 0), over: rng(), under: rng() };
      });
      const lo = point.map(() => 0.5);
      const hi = point.map(() => 2);
      const r = minimisePwl(rows, lo, hi);
      expect(r.value).toBeLessThan(1e-9);
      expect(r.value).toBeLessThanOrEqual(bruteMin(rows, lo, hi) + 1e-9);
    }
  });

  it('takes the only point of a box with equal bounds', () => {
    const r = minimisePwl([{ a: [1, 1], b: 0, over: 1, under: 1 }], [1, 0.5], [1, 0.5]);
    expect(r.x).toEqual([1, 0.5]);
    expect(r.value).toBeCloseTo(1.5, 12);
  });
});

describe('portionRows (a member-day of the search as rows)', () => {
  // Targets: kcal, protein, carbohydrate, fat, fibre, salt, sugar; then the salt, fibre and sugar weights.
  const g = [2000, 100, 250, 66.7, 25, 5.75, 50, 0.2, 0.3, 0.4];
  const meals = [400, 600, 700];
  // Three free slots: breakfast, lunch, lunch; the dinner is a fixed slot (fixedT, fixedMeal).
  const coef = [
    [350, 12, 50, 10, 3, 0.8, 12],
    [500, 30, 45, 20, 4, 2.1, 5],
    [180, 4, 30, 5, 2, 0.6, 9],
  ];
  const slotMeal = [0, 1, 1];
  const fixedT = [650, 35, 70, 25, 6, 2.5, 8];
  const fixedMeal = [0, 0, 650];

  /** The search's member-day objective from its definition (the dinner term is constant: it has no free slot). */
  function direct(q: readonly number[], pull: number): number {
    const t = [...fixedT];
    const me = [...fixedMeal];
    q.forEach((v, i) => {
      coef[i].forEach((c, j) => {
        t[j] += v * c;
      });
      me[slotMeal[i]] += v * coef[i][0];
    });
    let d = 0;
    for (let j = 0; j < 4; j += 1) d += Math.abs(t[j] - g[j]) / g[j];
    // Energy first (search/terms.ts): beyond ±5 % of the energy need, 20 per further relative point.
    d += 20 * Math.max(0, Math.abs(t[0] - g[0]) / g[0] - 0.05);
    // Macros within ±10 % (search/terms.ts): more than 8 % short of a macro's target, 8 per further relative point;
    // more than 8 % above it, 8 per point of the energy target the excess brings (4, 4 and 9 kcal a gram).
    for (let j = 1; j < 4; j += 1) {
      d += 8 * Math.max(0, (0.92 * g[j] - t[j]) / g[j]);
      d += (8 * Math.max(0, t[j] - 1.08 * g[j]) * [0, 4, 4, 9][j]) / g[0];
    }
    d += (g[7] * Math.max(0, t[5] - g[5])) / g[5] + (g[8] * Math.max(0, g[4] - t[4])) / g[4];
    d += (g[9] * Math.max(0, t[6] - g[6])) / g[6];
    for (const k of [0, 1]) d += Math.abs(me[k] - meals[k]) / meals[k];
    return d + pull * q.reduce((a, v) => a + Math.abs(v - 1), 0);
  }

  it('is the objective at every point, and its exact minimum matches the vertex enumeration', () => {
    const rng = testRng(3);
    for (const pull of [0, 0.002]) {
      const rows = portionRows(g, meals, fixedT, fixedMeal, coef, slotMeal, pull);
      for (let k = 0; k < 50; k += 1) {
        const q = [0.5 + 1.5 * rng(), 0.5 + 1.5 * rng(), 0.5 + 1.5 * rng()];
        expect(pwlValue(rows, q)).toBeCloseTo(direct(q, pull), 12);
      }
      const lo = [0.5, 0.5, 0.5];
      const hi = [2, 2, 2];
      const r = minimisePwl(rows, lo, hi, [1, 1, 1]);
      expect(r.value).toBeCloseTo(bruteMin(rows, lo, hi), 9);
      expect(direct(r.x, pull)).toBeCloseTo(r.value, 12);
    }
  });

  it("with a plate, charges a vegetable side's energy above its main dish's, per unit of the meal's target", () => {
    // Lunch: slot 1 its main dish, slot 2 its vegetable side; the fixed dinner is a main of 650 kcal.
    const plate = { kind: [PLATE_OTHER, PLATE_MAIN, PLATE_SIDE], fixedMain: [0, 0, 650], fixedSide: [0, 0, 0] };
    const rows = portionRows(g, meals, fixedT, fixedMeal, coef, slotMeal, 0, plate);
    const rng = testRng(5);
    for (let k = 0; k < 50; k += 1) {
      const q = [0.5 + 1.5 * rng(), 0.5 + 1.5 * rng(), 0.5 + 1.5 * rng()];
      const over = Math.max(0, q[2] * coef[2][0] - q[1] * coef[1][0]) / meals[1];
      expect(pwlValue(rows, q)).toBeCloseTo(direct(q, 0) + SIDE_OVER_MAIN * over, 12);
    }
  });

  it('with a plate, a light main and a dense side: the side outweighs the main by less (energy still comes first)', () => {
    // A 150 kcal main (at most 1.5 servings) and a 300 kcal side for a 600 kcal lunch.
    const light = [coef[0], [150, 12, 10, 6, 2, 0.6, 2], [300, 5, 40, 14, 6, 0.5, 4]];
    const lo = [0.5, 0.5, 0.5];
    const hi = [2, 1.5, 2];
    const sideOverMain = (x: readonly number[]) => x[2] * light[2][0] - x[1] * light[1][0];
    const without = minimisePwl(portionRows(g, meals, fixedT, fixedMeal, light, slotMeal, 0), lo, hi);
    expect(sideOverMain(without.x)).toBeGreaterThan(50);
    const plate = { kind: [PLATE_OTHER, PLATE_MAIN, PLATE_SIDE], fixedMain: [0, 0, 650], fixedSide: [0, 0, 0] };
    const rows = portionRows(g, meals, fixedT, fixedMeal, light, slotMeal, 0, plate);
    const withPlate = minimisePwl(rows, lo, hi);
    // The macro limits (beyond ±8 %) hold part of the side: 150 kcal over the main without the plate rows, 112.5 with.
    expect(sideOverMain(withPlate.x)).toBeLessThan(sideOverMain(without.x) - 30);
    expect(withPlate.value).toBeCloseTo(bruteMin(rows, lo, hi), 9);
  });
});
