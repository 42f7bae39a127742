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
 * servings, 10 to 25 rows) takes a few dozen pivots. Pure and deterministic.
 */

export interface PwlRow {
  /** Coefficients over the variables. */
  readonly a: readonly number[];
  readonly b: number;
  /** Cost per unit of a·x above b, and below b (both ≥ 0). */
  readonly over: number;
  readonly under: number;
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
 * (the nearer one); the result is the exact optimum whatever the start, up to floating-point rounding.
 */
export function minimisePwl(
  rows: readonly PwlRow[],
  lo: readonly number[],
  hi: readonly number[],
  start?: readonly number[],
): PwlResult {
  const n = lo.length;
  const R = rows.length;
  const N = n + 2 * R;
  // Column bounds and costs: x_i, then p_r (n + r), then m_r (n + R + r).
  const lower = new Float64Array(N);
  const upper = new Float64Array(N).fill(Infinity);
  const cost = new Float64Array(N);
  for (let i = 0; i < n; i += 1) {
    lower[i] = lo[i];
    upper[i] = hi[i];
  }
  rows.forEach((r, k) => {
    cost[n + k] = r.over;
    cost[n + R + k] = r.under;
  });
  // Nonbasic variables sit at a bound: the x at the nearer bound to the start, p and m at 0.
  const value = new Float64Array(N);
  const atUpper = new Uint8Array(N);
  for (let i = 0; i < n; i += 1) {
    const s = start?.[i] ?? lo[i];
    const up = hi[i] - s < s - lo[i];
    atUpper[i] = up ? 1 : 0;
    value[i] = up ? hi[i] : lo[i];
  }
  // Tableau T = B⁻¹ [A | −I | I] and the basic values.
  const T = Array.from({ length: R }, () => new Float64Array(N));
  const basis = new Int32Array(R);
  const isBasic = new Int32Array(N).fill(-1);
  rows.forEach((r, k) => {
    let s = 0;
    for (let i = 0; i < n; i += 1) s += r.a[i] * value[i];
    const residual = s - r.b;
    // Basic p_k (column −e_k) when the residual is positive: row × −1; else m_k (column +e_k).
    const sign = residual > 0 ? -1 : 1;
    const row = T[k];
    for (let i = 0; i < n; i += 1) row[i] = sign * r.a[i];
    row[n + k] = -sign;
    row[n + R + k] = sign;
    basis[k] = residual > 0 ? n + k : n + R + k;
    isBasic[basis[k]] = k;
    value[basis[k]] = Math.abs(residual);
  });
  const d = new Float64Array(N);
  let iterations = 0;
  for (; iterations < MAX_ITERATIONS; iterations += 1) {
    // Reduced costs of the nonbasic columns; the entering one by Bland's rule (lowest index that improves).
    let enter = -1;
    let dir = 0;
    for (let j = 0; j < N; j += 1) {
      if (isBasic[j] >= 0) continue;
      let dj = cost[j];
      for (let k = 0; k < R; k += 1) dj -= cost[basis[k]] * T[k][j];
      d[j] = dj;
      if (dj < -EPS && (atUpper[j] === 0 || upper[j] === Infinity) && upper[j] > value[j] + EPS) {
        enter = j;
        dir = 1;
        break;
      }
      if (dj > EPS && atUpper[j] === 1 && value[j] > lower[j] + EPS) {
        enter = j;
        dir = -1;
        break;
      }
    }
    if (enter < 0) break;
    // Ratio test: the entering column moves by dir × θ, basic k by −dir × θ × T[k][enter].
    let theta = upper[enter] - lower[enter];
    let leave = -1;
    for (let k = 0; k < R; k += 1) {
      const rate = -dir * T[k][enter];
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
    for (let k = 0; k < R; k += 1) value[basis[k]] += -dir * T[k][enter] * theta;
    value[enter] += dir * theta;
    if (leave < 0) {
      // The entering variable reaches its other bound: a bound flip, the basis stays.
      atUpper[enter] = dir > 0 ? 1 : 0;
      value[enter] = dir > 0 ? upper[enter] : lower[enter];
      continue;
    }
    const out = basis[leave];
    const rate = -dir * T[leave][enter];
    atUpper[out] = rate > 0 ? 1 : 0;
    value[out] = rate > 0 ? upper[out] : lower[out];
    isBasic[out] = -1;
    // Pivot on (leave, enter).
    const pr = T[leave];
    const pv = pr[enter];
    for (let j = 0; j < N; j += 1) pr[j] /= pv;
    for (let k = 0; k < R; k += 1) {
      if (k === leave) continue;
      const f = T[k][enter];
      if (f === 0) continue;
      const row = T[k];
      for (let j = 0; j < N; j += 1) row[j] -= f * pr[j];
    }
    basis[leave] = enter;
    isBasic[enter] = leave;
    atUpper[enter] = 0;
  }
  const x = Array.from({ length: n }, (_, i) => Math.min(hi[i], Math.max(lo[i], value[i])));
  return { x, value: pwlValue(rows, x), iterations };
}
