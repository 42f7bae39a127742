/**
 * The exact day oracle (issue 12, item 7): one day of a plan as a mixed-integer linear programme, solved by HiGHS
 * (the `highs` npm package, WebAssembly; a devDependency, never on the request path). Used by
 * `npm run bench:recommender:oracle` and tests/recommender (oracle.test.ts, dayOracle.test.ts).
 *
 * Model. Divisions s of the day, each with candidate options r (a recipe and its nutrition per serving):
 * - x[s,r] binary, Σ_r x[s,r] = 1 per division with candidates; Σ x[s,r] <= 1 over the divisions holding the same
 *   recipe (never twice a day).
 * - Servings of member i: free options have t[s,r,i] with lo·x <= t <= hi·x (the serving s = x·t linearised: t is
 *   0 unless the option is chosen, then within the option's range, `optionRange`: the portion bounds, the member's
 *   own largest portion `bounds.memberMax`, the recipe's own least and most); continuous when the bounds' step is 0, else
 *   whole steps: t = step·n with n an integer column in [0, hi/step] (so n in [lo/step, hi/step] when chosen, 0
 *   otherwise; the engine serves whole steps of `mealRules.portionStep`, a quarter serving by default).
 *   Options with `portions` eat that fixed portion (t = portion·x).
 * - The objective: per member, the documented one (|relative deviation| of the day's energy, protein, carbohydrate
 *   and fat from target + one |relative deviation| per meal of its energy from the meal's share), optionally plus
 *   weighted one-sided limit terms (salt over a maximum, fibre under a minimum, sugar over a maximum); the mean
 *   over members. Each |·| is a variable d >= ±(total − target)/target.
 * Size: options × (1 + members) columns (options × members of them integer with a step), about
 * 2 × options × members + 2 × members × terms rows.
 */
import type { Highs } from 'highs';
import { boundsOf } from '../../src/recommender/scaling';

/** Nutrition per serving: kcal, protein, carbohydrate, fat (g), and for limit terms fibre, salt, sugar (g). */
export const KCAL = 0;
export const FIBRE = 4;
export const SALT = 5;
export const SUGAR = 6;

export interface DayOption {
  readonly id: number;
  /** kcal, protein, carbohydrate, fat, fibre, salt, sugar per serving (the last three only for limit terms). */
  readonly n: readonly number[];
  /** Fixed portion per member (servings); absent: free within the bounds. */
  readonly portions?: readonly number[];
  /**
   * The recipe's own least and most servings (the engine's `PreparedRecipe.minServings` and `maxServings`: fruit
   * 80 to 200 g, a vegetable side from 150 g, meat alone at most 150 g ...); absent: the problem's bounds only.
   */
  readonly min?: number;
  readonly max?: number;
}

export interface DayDivision {
  /** Index of the division's meal in each member's `meals`. */
  readonly meal: number;
  readonly options: readonly DayOption[];
}

/** A one-sided term: weight × max(0, total − max)/max (or (min − total)/min). */
export interface LimitTerm {
  readonly nutrient: number;
  readonly kind: 'max' | 'min';
  readonly limit: number;
  readonly weight: number;
}

export interface DayMember {
  /** Day targets: kcal, protein, carbohydrate, fat. */
  readonly targets: readonly number[];
  /** Energy target per meal (0: no meal term). */
  readonly meals: readonly number[];
  readonly limits?: readonly LimitTerm[];
  /** Nutrition already on the day (fixed divisions): 7 values, and kcal per meal. */
  readonly fixed?: { readonly n: readonly number[]; readonly meals: readonly number[] };
}

export interface DayProblem {
  readonly divisions: readonly DayDivision[];
  readonly members: readonly DayMember[];
  /**
   * Portion bounds (servings) of free options; `step` > 0: whole steps of it (the engine's `bounds.step`), 0 or absent:
   * continuous. `memberMax`: each member's own largest portion (the engine's `memberMax`, larger for a need above
   * 2,000 kcal); absent: `max` for every member.
   */
  readonly bounds: { readonly min: number; readonly max: number; readonly step?: number; readonly memberMax?: readonly number[] };
}

/** Member i's largest portion in a problem. */
export const memberMaxOf = (problem: DayProblem, i: number): number => problem.bounds.memberMax?.[i] ?? problem.bounds.max;

/** The step of a problem's portions (0: continuous). */
export const portionStep = (problem: DayProblem): number => ((problem.bounds.step ?? 0) > 0 ? problem.bounds.step! : 0);

/**
 * The portions member i may eat of option o, as the engine serves them: the engine's own bounds of that member and
 * recipe (`boundsOf` in src/recommender/scaling.ts: the member's max and the recipe's, never under the bounds' min, the
 * recipe's least where the max allows it), and with a step the max taken down to a whole step, as `portionFor` does.
 * `lo` and `hi` are whole steps when the problem has a step (`lo` taken up to one), except for a recipe whose least is
 * above its most: the engine serves that most, on the grid or not (`lo` = `hi`); `hi` >= `lo`.
 */
export function optionRange(problem: DayProblem, o: DayOption, i: number): { lo: number; hi: number } {
  const step = portionStep(problem);
  const { min: lo, max } = boundsOf(
    { min: problem.bounds.min, max: problem.bounds.max, step },
    { maxPortion: memberMaxOf(problem, i) },
    o.max,
    o.min,
  );
  if (step === 0) return { lo, hi: max };
  // The recipe's least above its most: boundsOf gives the most as the least, off the grid if need be.
  if (lo === max && lo > problem.bounds.min && Math.abs(lo / step - Math.round(lo / step)) > 1e-9) return { lo, hi: max };
  const loSteps = Math.ceil(lo / step - 1e-9);
  const hiSteps = Math.max(loSteps, Math.floor(max / step + 1e-9));
  return { lo: loSteps * step, hi: hiSteps * step };
}

/** A day: per division the chosen option (-1 none) and each member's portion. */
export interface DayChoice {
  readonly options: readonly number[];
  readonly portions: readonly (readonly number[])[];
}

const NUTRIENTS = 7;

/** The model's objective of a day, computed directly (not through the solver). */
export function dayObjective(problem: DayProblem, choice: DayChoice): number {
  const M = problem.members.length;
  let sum = 0;
  problem.members.forEach((member, i) => {
    const t = Array.from({ length: NUTRIENTS }, (_, j) => member.fixed?.n[j] ?? 0);
    const meal = member.meals.map((_, k) => member.fixed?.meals[k] ?? 0);
    problem.divisions.forEach((d, s) => {
      const r = choice.options[s];
      if (r < 0) return;
      const o = d.options[r];
      const q = choice.portions[s][i];
      for (let j = 0; j < NUTRIENTS; j += 1) t[j] += q * (o.n[j] ?? 0);
      meal[d.meal] += q * o.n[KCAL];
    });
    member.targets.forEach((g, j) => {
      if (g > 0) sum += Math.abs(t[j] - g) / g;
    });
    member.meals.forEach((g, k) => {
      if (g > 0) sum += Math.abs(meal[k] - g) / g;
    });
    for (const l of member.limits ?? [])
      if (l.limit > 0)
        sum += (l.weight * Math.max(0, l.kind === 'max' ? t[l.nutrient] - l.limit : l.limit - t[l.nutrient])) / l.limit;
  });
  return M > 0 ? sum / M : 0;
}

export interface OracleResult {
  /** HiGHS model status name (Optimal, Time limit reached, ...). */
  readonly status: string;
  readonly optimal: boolean;
  /** Objective of the best day found (recomputed by `dayObjective` from its choice). */
  readonly value: number;
  /** Proven lower bound of the optimum. */
  readonly bound: number;
  /** HiGHS's relative MIP gap at the end. */
  readonly gap: number;
  readonly choice: DayChoice;
  readonly seconds: number;
  readonly size: {
    readonly binaries: number;
    /** General integer columns: the step counts of the portions (0 when continuous). */
    readonly integers: number;
    readonly continuous: number;
    readonly rows: number;
    readonly nonzeros: number;
  };
}

export interface OracleOptions {
  /** Seconds. */
  readonly timeLimit: number;
  /** Absolute gap at which the solver stops (default 1e-6). */
  readonly absGap?: number;
  /** A feasible day to start from (e.g. the engine's); with a step, its portions are taken to the nearest step. */
  readonly start?: DayChoice;
}

/** Builds the model (row-wise) and its column layout. */
function buildModel(problem: DayProblem) {
  const M = problem.members.length;
  const { min, max } = problem.bounds;
  const step = portionStep(problem);
  /** Servings per unit of a portion column: the step (the column counts steps) or 1 (continuous). */
  const unit = step > 0 ? step : 1;
  const cost: number[] = [];
  const lower: number[] = [];
  const upper: number[] = [];
  const integrality: number[] = [];
  const column = (c: number, lo: number, hi: number, integer: boolean) => {
    cost.push(c);
    lower.push(lo);
    upper.push(hi);
    integrality.push(integer ? 1 : 0);
    return cost.length - 1;
  };
  // x[s][r], t[s][r][i] (null when fixed portions); with a step, t counts steps (the serving is unit·t).
  const x = problem.divisions.map((d) => d.options.map(() => column(0, 0, 1, true)));
  if (step > 0 && Math.ceil(min / step - 1e-9) > Math.floor(max / step + 1e-9))
    throw new Error(`No whole step of ${step} serving lies in the portion bounds [${min}, ${max}]`);
  // Each option's range per member (servings; whole steps with a step).
  const range = problem.divisions.map((d) =>
    d.options.map((o) => (o.portions ? null : problem.members.map((_, i) => optionRange(problem, o, i)))),
  );
  const t = problem.divisions.map((d, s) =>
    // A range off the grid (one portion, the recipe's most) is a continuous column fixed by its rows.
    d.options.map(
      (o, r) =>
        range[s][r]?.map(({ hi }) => column(0, 0, hi / unit, step > 0 && Math.abs(hi / step - Math.round(hi / step)) < 1e-9)) ??
        null,
    ),
  );
  const starts: number[] = [0];
  const indices: number[] = [];
  const values: number[] = [];
  const rowLower: number[] = [];
  const rowUpper: number[] = [];
  const row = (entries: Map<number, number>, lo: number, hi: number) => {
    for (const [c, v] of entries)
      if (v !== 0) {
        indices.push(c);
        values.push(v);
      }
    starts.push(indices.length);
    rowLower.push(lo);
    rowUpper.push(hi);
  };
  const add = (m: Map<number, number>, c: number, v: number) => m.set(c, (m.get(c) ?? 0) + v);
  // One option per division with candidates.
  problem.divisions.forEach((d, s) => {
    if (d.options.length === 0) return;
    row(new Map(x[s].map((c) => [c, 1])), 1, 1);
  });
  // Never twice a day.
  const byId = new Map<number, number[]>();
  problem.divisions.forEach((d, s) => d.options.forEach((o, r) => byId.set(o.id, [...(byId.get(o.id) ?? []), x[s][r]])));
  for (const cols of byId.values()) if (cols.length > 1) row(new Map(cols.map((c) => [c, 1])), -Infinity, 1);
  // Portion bounds: lo·x <= unit·t <= hi·x, the option's range for the member.
  problem.divisions.forEach((d, s) =>
    d.options.forEach((_, r) =>
      t[s][r]?.forEach((c, i) => {
        const { lo, hi } = range[s][r]![i];
        row(
          new Map([
            [c, unit],
            [x[s][r], -lo],
          ]),
          0,
          Infinity,
        );
        row(
          new Map([
            [c, unit],
            [x[s][r], -hi],
          ]),
          -Infinity,
          0,
        );
      }),
    ),
  );
  /** Σ coefficient(option) × serving of member i over the divisions `only` selects, as column entries. */
  const servings = (i: number, coefficient: (o: DayOption) => number, only: (d: DayDivision) => boolean) => {
    const m = new Map<number, number>();
    problem.divisions.forEach((d, s) => {
      if (!only(d)) return;
      d.options.forEach((o, r) => {
        const a = coefficient(o);
        if (a === 0) return;
        if (o.portions) add(m, x[s][r], a * o.portions[i]);
        else add(m, t[s][r]![i], a * unit);
      });
    });
    return m;
  };
  // |total − g|/g <= dev: (Σ a t)/g − dev <= 1 − F/g and (Σ a t)/g + dev >= 1 − F/g.
  const absTerm = (entries: Map<number, number>, g: number, fixedPart: number) => {
    const dev = column(1 / M, 0, Infinity, false);
    const scaled = new Map([...entries].map(([c, v]) => [c, v / g]));
    row(new Map([...scaled, [dev, -1]]), -Infinity, 1 - fixedPart / g);
    row(new Map([...scaled, [dev, 1]]), 1 - fixedPart / g, Infinity);
  };
  problem.members.forEach((member, i) => {
    member.targets.forEach((g, j) => {
      if (g > 0)
        absTerm(
          servings(
            i,
            (o) => o.n[j] ?? 0,
            () => true,
          ),
          g,
          member.fixed?.n[j] ?? 0,
        );
    });
    member.meals.forEach((g, k) => {
      if (g > 0)
        absTerm(
          servings(
            i,
            (o) => o.n[KCAL],
            (d) => d.meal === k,
          ),
          g,
          member.fixed?.meals[k] ?? 0,
        );
    });
    for (const l of member.limits ?? []) {
      if (!(l.limit > 0) || l.weight === 0) continue;
      // max: (Σ a t)/L − e <= 1 − F/L; min: (Σ a t)/L + e >= 1 − F/L.
      const e = column(l.weight / M, 0, Infinity, false);
      const entries = servings(
        i,
        (o) => (o.n[l.nutrient] ?? 0) / l.limit,
        () => true,
      );
      const rhs = 1 - (member.fixed?.n[l.nutrient] ?? 0) / l.limit;
      if (l.kind === 'max') row(new Map([...entries, [e, -1]]), -Infinity, rhs);
      else row(new Map([...entries, [e, 1]]), rhs, Infinity);
    }
  });
  return { cost, lower, upper, integrality, starts, indices, values, rowLower, rowUpper, x, t, step, unit };
}

/** Solves the day exactly (within the time limit). */
export function solveDay(highs: Highs, problem: DayProblem, options: OracleOptions): OracleResult {
  const m = buildModel(problem);
  const inf = highs.infinity;
  const fin = (v: number) => (v === Infinity ? inf : v === -Infinity ? -inf : v);
  const numCols = m.cost.length;
  const numRows = m.rowLower.length;
  const model = highs.createModel({
    numCols,
    numRows,
    colCost: m.cost,
    colLower: m.lower,
    colUpper: m.upper.map(fin),
    rowLower: m.rowLower.map(fin),
    rowUpper: m.rowUpper.map(fin),
    integrality: Int32Array.from(m.integrality),
    matrix: { format: 'csr', numRows, numCols, starts: m.starts, indices: m.indices, values: m.values },
  } as never);
  try {
    model.options.set({
      output_flag: false,
      time_limit: options.timeLimit,
      mip_abs_gap: options.absGap ?? 1e-6,
      mip_rel_gap: 1e-4,
    });
    if (options.start) {
      // A complete start: x, t and the deviation columns at their values (HiGHS checks its feasibility).
      const col = new Float64Array(numCols);
      options.start.options.forEach((r, s) => {
        if (r < 0) return;
        col[m.x[s][r]] = 1;
        m.t[s][r]?.forEach((c, i) => {
          const q = options.start!.portions[s][i];
          col[c] = m.integrality[c] === 1 ? Math.round(q / m.step) : q / m.unit;
        });
      });
      model.setSolution({ colValue: withDeviations(m, col) });
    }
    const t0 = performance.now();
    const run = model.run();
    const seconds = (performance.now() - t0) / 1000;
    const names = Object.entries(highs.constants.modelStatus) as [string, number][];
    const status = names.find(([, v]) => v === run.modelStatus)?.[0] ?? String(run.modelStatus);
    const sol = model.getSolution().colValue;
    const chosen = problem.divisions.map((d, s) =>
      d.options.length === 0 ? -1 : m.x[s].reduce((best, c, r) => (sol[c] > sol[m.x[s][best]] ? r : best), 0),
    );
    const choice: DayChoice = {
      options: chosen,
      portions: problem.divisions.map((d, s) =>
        problem.members.map((_, i) => {
          const r = chosen[s];
          if (r < 0) return 0;
          const fixed = d.options[r].portions?.[i];
          if (fixed !== undefined) return fixed;
          const c = m.t[s][r]![i];
          const v = sol[c];
          // Whole steps: the integer column without the solver's tolerance noise.
          return m.integrality[c] === 1 ? Math.round(Math.round(v) * m.step * 1e9) / 1e9 : v * m.unit;
        }),
      ),
    };
    const bound = Number(model.info.get('mip_dual_bound'));
    const gap = Number(model.info.get('mip_gap'));
    return {
      status,
      optimal: run.modelStatus === highs.constants.modelStatus.optimal,
      value: dayObjective(problem, choice),
      bound,
      gap,
      choice,
      seconds,
      size: {
        binaries: m.x.flat().length,
        integers: m.t.flat().reduce((a, c) => a + (c?.filter((k) => m.integrality[k] === 1).length ?? 0), 0),
        continuous: m.integrality.filter((v) => v === 0).length,
        rows: numRows,
        nonzeros: m.indices.length,
      },
    };
  } finally {
    model.dispose();
  }
}

/**
 * Completes a start (x and t set) with the smallest feasible deviation columns: every other column is a
 * deviation variable whose rows read (Σ a·col) ∓ dev against a bound, so dev = the row's violation without it.
 */
function withDeviations(m: ReturnType<typeof buildModel>, col: Float64Array): Float64Array {
  const isDecision = new Set<number>([...m.x.flat(), ...m.t.flat().flatMap((c) => c ?? [])]);
  for (let r = 0; r + 1 < m.starts.length; r += 1) {
    let activity = 0;
    let dev = -1;
    let sign = 0;
    for (let k = m.starts[r]; k < m.starts[r + 1]; k += 1) {
      const c = m.indices[k];
      if (isDecision.has(c)) activity += m.values[k] * col[c];
      else {
        dev = c;
        sign = m.values[k];
      }
    }
    if (dev < 0) continue;
    // sign −1: activity − dev <= upper; sign +1: activity + dev >= lower.
    const need = sign < 0 ? activity - m.rowUpper[r] : m.rowLower[r] - activity;
    col[dev] = Math.max(col[dev], need, 0);
  }
  return col;
}
