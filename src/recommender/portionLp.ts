/**
 * The exact minimum of a small convex piecewise-linear function of box-bounded variables, as a linear programme
 * solved by a dense bounded-variable primal simplex (Bland's rule, so it terminates on degenerate vertices).
 * Used for a member's portions of one day (search/portions.ts, `optimisePortions`): the documented objective is a sum of
 * weighted relative absolute deviations, linear in the servings, with the servings in the portion bounds.
 *
 *   minimise  Σ_r  over_r × max(0, a_r·x − b_r) + under_r × max(0, b_r − a_r·x)    subject to lo ≤ x ≤ hi
 *
 * A two-sided term |a·x − b| / b is a row with over = under = 1/b (or a row scaled by 1/b with weights 1); a
 * one-sided limit has one of the two weights 0. Standard form: a_r·x − p_r + m_r = b_r with p_r, m_r ≥ 0 at costs
 * over_r and under_r; the first basis is p_r or m_r per row (whichever the start point's residual makes non-negative),
 * a diagonal ±1 matrix, so no phase 1 is needed. Size: rows × (variables + 2 rows) per pivot; a member-day (7 to 10
 * servings, 10 to 25 rows) takes about a dozen pivots. The reduced costs are updated with each pivot (recomputed once
 * at the end to confirm the optimum) and one workspace serves every call: a week plan solves about 4,000 of these,
 * and recomputing and allocating took half of their time. Deterministic; not re-entrant (single-threaded use).
 */

export interface PwlRow {
  /** Coefficients over the variables. */
  readonly a: readonly number[];
  readonly b: number;
  /** Cost per unit of a·x above b, and below b (both ≥ 0). */
  readonly over: number;
  readonly under: number;
  /**
   * A row that is 0 at most optima (a one-sided limit beyond a tolerance): left out of the programme until the optimum
   * without it breaks it. Exact: every row is >= 0, so a point that minimises the rows taken and breaks none of the
   * others minimises them all.
   */
  readonly lazy?: boolean;
}

export interface PwlResult {
  readonly x: number[];
  readonly value: number;
  /** Pivots and bound flips taken. */
  readonly iterations: number;
}

const EPS = 1e-11;
const MAX_ITERATIONS = 5000;

/** The function's value at x (for checks and for callers comparing points). */
export function pwlValue(rows: readonly PwlRow[], x: readonly number[]): number {
  let v = 0;
  for (const r of rows) {
    let s = 0;
    for (let i = 0; i < x.length; i += 1) s += r.a[i] * x[i];
    v += s > r.b ? r.over * (s - r.b) : r.under * (r.b - s);
  }
  return v;
}

/**
 * Minimises the function over the box. `start` (optional, inside the box) only picks each variable's first bound
 * (the nearer one); the result is the exact optimum whatever the start, up to floating-point rounding. Lazy rows
 * (`PwlRow.lazy`) join the programme only once an optimum breaks them: the macro limits of a member-day add six rows
 * to about twenty and rarely bind, and solving with them always made a week plan a third slower.
 */
export function minimisePwl(
  rows: readonly PwlRow[],
  lo: readonly number[],
  hi: readonly number[],
  start?: readonly number[],
): PwlResult {
  if (!rows.some((r) => r.lazy)) return solve(rows, lo, hi, start);
  const taken = rows.filter((r) => !r.lazy);
  let waiting = rows.filter((r) => r.lazy);
  let iterations = 0;
  for (;;) {
    const res = solve(taken, lo, hi, start);
    iterations += res.iterations;
    const broken = waiting.filter((r) => pwlValue([r], res.x) > EPS);
    if (broken.length === 0) return { ...res, iterations };
    taken.push(...broken);
    waiting = waiting.filter((r) => !broken.includes(r));
  }
}

function solve(rows: readonly PwlRow[], lo: readonly number[], hi: readonly number[], start?: readonly number[]): PwlResult {
  const n = lo.length;
  const R = rows.length;
  const N = n + 2 * R;
  const w = workspace(R, N);
  const { lower, upper, cost, value, atUpper, isBasic, basis, d } = w;
  // Column bounds and costs: x_i, then p_r (n + r), then m_r (n + R + r).
  for (let i = 0; i < n; i += 1) {
    lower[i] = lo[i];
    upper[i] = hi[i];
  }
  for (let k = 0; k < R; k += 1) {
    lower[n + k] = 0;
    lower[n + R + k] = 0;
    upper[n + k] = Infinity;
    upper[n + R + k] = Infinity;
    cost[n + k] = rows[k].over;
    cost[n + R + k] = rows[k].under;
  }
  for (let i = 0; i < n; i += 1) cost[i] = 0;
  isBasic.fill(-1, 0, N);
  atUpper.fill(0, 0, N);
  value.fill(0, 0, N);
  // Nonbasic variables sit at a bound: the x at the nearer bound to the start, p and m at 0.
  for (let i = 0; i < n; i += 1) {
    const s = start?.[i] ?? lo[i];
    const up = hi[i] - s < s - lo[i];
    atUpper[i] = up ? 1 : 0;
    value[i] = up ? hi[i] : lo[i];
  }
  // Tableau T = B⁻¹ [A | −I | I] (row k at k × N) and the basic values.
  const T = w.T;
  T.fill(0, 0, R * N);
  for (let k = 0; k < R; k += 1) {
    const r = rows[k];
    let s = 0;
    for (let i = 0; i < n; i += 1) s += r.a[i] * value[i];
    const residual = s - r.b;
    // Basic p_k (column −e_k) when the residual is positive: row × −1; else m_k (column +e_k).
    const sign = residual > 0 ? -1 : 1;
    const o = k * N;
    for (let i = 0; i < n; i += 1) T[o + i] = sign * r.a[i];
    T[o + n + k] = -sign;
    T[o + n + R + k] = sign;
    basis[k] = residual > 0 ? n + k : n + R + k;
    isBasic[basis[k]] = k;
    value[basis[k]] = Math.abs(residual);
  }
  reducedCosts(w, R, N);
  let iterations = 0;
  for (; iterations < MAX_ITERATIONS; iterations += 1) {
    let enter = entering(w, N);
    if (enter < 0) {
      // Optimal by the updated reduced costs: recompute them once exactly, so rounding cannot stop it early.
      reducedCosts(w, R, N);
      enter = entering(w, N);
      if (enter < 0) break;
    }
    const dir = d[enter] < 0 ? 1 : -1;
    // Ratio test: the entering column moves by dir × θ, basic k by −dir × θ × T[k][enter].
    let theta = upper[enter] - lower[enter];
    let leave = -1;
    for (let k = 0; k < R; k += 1) {
      const rate = -dir * T[k * N + enter];
      if (Math.abs(rate) <= EPS) continue;
      const b = basis[k];
      const limit = rate < 0 ? (value[b] - lower[b]) / -rate : upper[b] === Infinity ? Infinity : (upper[b] - value[b]) / rate;
      const t = Math.max(0, limit);
      if (t < theta - EPS || (Math.abs(t - theta) <= EPS && leave >= 0 && b < basis[leave])) {
        theta = t;
        leave = k;
      }
    }
    if (theta === Infinity) break; // cannot happen: the costs are non-negative, so the objective is bounded below
    for (let k = 0; k < R; k += 1) value[basis[k]] += -dir * T[k * N + enter] * theta;
    value[enter] += dir * theta;
    if (leave < 0) {
      // The entering variable reaches its other bound: a bound flip, the basis stays.
      atUpper[enter] = dir > 0 ? 1 : 0;
      value[enter] = dir > 0 ? upper[enter] : lower[enter];
      continue;
    }
    const out = basis[leave];
    const pl = leave * N;
    const rate = -dir * T[pl + enter];
    atUpper[out] = rate > 0 ? 1 : 0;
    value[out] = rate > 0 ? upper[out] : lower[out];
    isBasic[out] = -1;
    // Pivot on (leave, enter), the reduced costs with it.
    const pv = T[pl + enter];
    for (let j = 0; j < N; j += 1) T[pl + j] /= pv;
    for (let k = 0; k < R; k += 1) {
      if (k === leave) continue;
      const o = k * N;
      const f = T[o + enter];
      if (f === 0) continue;
      for (let j = 0; j < N; j += 1) T[o + j] -= f * T[pl + j];
    }
    const de = d[enter];
    for (let j = 0; j < N; j += 1) d[j] -= de * T[pl + j];
    basis[leave] = enter;
    isBasic[enter] = leave;
    atUpper[enter] = 0;
  }
  const x = Array.from({ length: n }, (_, i) => Math.min(hi[i], Math.max(lo[i], value[i])));
  return { x, value: pwlValue(rows, x), iterations };
}

interface Workspace {
  lower: Float64Array;
  upper: Float64Array;
  cost: Float64Array;
  value: Float64Array;
  d: Float64Array;
  atUpper: Uint8Array;
  isBasic: Int32Array;
  basis: Int32Array;
  T: Float64Array;
}

let shared: Workspace | null = null;

/**
 * One set of arrays reused by every call (the search solves thousands of small problems a plan; allocating each
 * call's tableau cost more than the pivots). Grown when a larger problem comes; single-threaded, so never shared
 * by two calls at once.
 */
function workspace(R: number, N: number): Workspace {
  if (!shared || shared.lower.length < N || shared.T.length < R * N || shared.basis.length < R) {
    const cols = Math.max(N, shared?.lower.length ?? 0);
    const rowsCap = Math.max(R, shared?.basis.length ?? 0);
    shared = {
      lower: new Float64Array(cols),
      upper: new Float64Array(cols),
      cost: new Float64Array(cols),
      value: new Float64Array(cols),
      d: new Float64Array(cols),
      atUpper: new Uint8Array(cols),
      isBasic: new Int32Array(cols),
      basis: new Int32Array(rowsCap),
      T: new Float64Array(rowsCap * cols),
    };
  }
  return shared;
}

/** Reduced costs of every column from the tableau: d_j = c_j − Σ_k c_basis(k) T[k][j] (0 for basic columns). */
function reducedCosts(w: Workspace, R: number, N: number): void {
  const { d, cost, basis, T } = w;
  for (let j = 0; j < N; j += 1) d[j] = cost[j];
  for (let k = 0; k < R; k += 1) {
    const c = cost[basis[k]];
    if (c === 0) continue;
    const o = k * N;
    for (let j = 0; j < N; j += 1) d[j] -= c * T[o + j];
  }
}

/**
 * The entering column by Bland's rule: the lowest-index nonbasic column whose move lowers the cost, or −1 at the
 * optimum. (The steepest reduced cost took half as many pivots again on the search's problems: it favours the rows'
 * slack columns, where the portions are the first columns.)
 */
function entering(w: Workspace, N: number): number {
  const { d, isBasic, atUpper, upper, lower, value } = w;
  for (let j = 0; j < N; j += 1) {
    if (isBasic[j] >= 0) continue;
    const dj = d[j];
    if (dj < -EPS && (atUpper[j] === 0 || upper[j] === Infinity) && upper[j] > value[j] + EPS) return j;
    if (dj > EPS && atUpper[j] === 1 && value[j] > lower[j] + EPS) return j;
  }
  return -1;
}
