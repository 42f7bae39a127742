/**
 * Optimality against an exact oracle: for one day, HiGHS solves the MILP "one recipe per division from
 * the same shortlists, each portion whole steps of the engine's bounds (a quarter serving in [0.5, 2]), minimising
 * the day objective" (scripts/bench/dayOracle.ts, with integer portion steps, no meal terms and the limit terms) and
 * the engine's day (greedy + local search, portions by its LP rounded to the step) must come close. The solver is
 * only a test oracle, never on the request path.
 */
import loadHighs from 'highs';
import { DEFAULT_RECOMMENDER_SETTINGS, HEURISTIC_NAMES } from '../../src/domain';
import { planWeek, type PlanInput } from '../../src/recommender';
import { shortlist } from '../../src/recommender/choose';
import { freeSugarPerServing, SALT_MAX_G } from '../../src/recommender/dayHeuristics';
import { setupEngine } from '../../src/recommender/setup';
import { FIBRE, SALT, solveDay, SUGAR, type DayProblem } from '../../scripts/bench/dayOracle';
import { createPlanInput } from './fixtures';

const zeroWeights = Object.fromEntries(HEURISTIC_NAMES.map((n) => [n, 0])) as Record<(typeof HEURISTIC_NAMES)[number], number>;
const input: PlanInput = createPlanInput({
  seed: 17,
  settings: {
    ...DEFAULT_RECOMMENDER_SETTINGS,
    mealOfDayHeuristicsWeights: zeroWeights,
    dayHeuristicsWeights: {
      NUTRITIONAL_DEVIATION: 5,
      FRUIT_VARIETY: 0,
      SODIUM_LIMIT: 2.5,
      FIBER_MINIMUM: 2.5,
      FREE_SUGAR_LIMIT: 2.5,
    },
    runDayImprovement: true,
    runWeekImprovement: false,
  },
});

const GAP = 0.005;
type Totals = [number, number, number, number, number, number, number];
/** The day objective, written here from its definition: 4 relative deviations + half-weighted limits (sodium 2.3 g = salt 5.75 g, fibre 25 g, free sugar 10 % energy). */
function dayObjective(t: Totals, target: { kcal: number; p: number; c: number; f: number; sugarMax: number }): number {
  const rel = (x: number, y: number) => Math.abs(x - y) / y;
  return (
    rel(t[0], target.kcal) +
    rel(t[1], target.p) +
    rel(t[2], target.c) +
    rel(t[3], target.f) +
    0.5 *
      (Math.max(0, t[5] - SALT_MAX_G) / SALT_MAX_G +
        Math.max(0, 25 - t[4]) / 25 +
        Math.max(0, t[6] - target.sugarMax) / target.sugarMax)
  );
}

it("the engine's day is within 0.05 of the exact optimum on the same shortlists", async () => {
  const engine = setupEngine(input);
  const need = engine.needs[0].nutrientNeeds;
  const target = {
    kcal: need.KCAL.target,
    p: need.PROTEIN.target,
    c: need.CARB.target,
    f: need.FAT.target,
    sugarMax: need.SUGAR.max,
  };
  // The engine's shortlists, each member's portion free in whole steps of the engine's bounds (the portions it
  // serves: the member's own max, each recipe's own least and most), the day terms and the half-weighted limits.
  const problem: DayProblem = {
    divisions: engine.pools.map((pool) => ({
      meal: 0,
      options: shortlist(pool).map((e) => {
        const n = e.p.recipe.nutritionPerServing;
        return {
          id: e.p.recipe.idRecipe,
          n: [n.energyKcal, n.protein, n.carbohydrate, n.fat, n.fiber, n.salt, freeSugarPerServing(e.p)],
          min: e.p.minServings,
          max: e.p.maxServings,
        };
      }),
    })),
    members: [
      {
        targets: [target.kcal, target.p, target.c, target.f],
        meals: [],
        limits: [
          { nutrient: SALT, kind: 'max', limit: SALT_MAX_G, weight: 0.5 },
          { nutrient: FIBRE, kind: 'min', limit: 25, weight: 0.5 },
          { nutrient: SUGAR, kind: 'max', limit: target.sugarMax, weight: 0.5 },
        ],
      },
    ],
    bounds: { ...engine.bounds, memberMax: engine.memberMax },
  };
  expect(engine.bounds.step).toBe(0.25);
  const highs = await loadHighs();
  // Optimal within an absolute gap of 0.005: the proven lower bound is at least optimum - GAP.
  const solution = solveDay(highs, problem, { timeLimit: 25, absGap: GAP });
  expect(solution.optimal).toBe(true);
  const optimum = solution.value;

  const plan = planWeek(input);
  const monday = plan.mealPlans.filter((m) => m.dayOfWeek === plan.mealPlans[0].dayOfWeek).flatMap((m) => m.scaledRecipes);
  const byId = new Map(input.candidates.map((r) => [r.idRecipe, r.nutritionPerServing]));
  const totals: Totals = [0, 0, 0, 0, 0, 0, 0];
  for (const s of monday) {
    const n = byId.get(s.recipe.idRecipe)!;
    const k = s.householdServings[0].portionInServings;
    const freeSugar = freeSugarPerServing(engine.preparedById.get(s.recipe.idRecipe)!);
    [n.energyKcal, n.protein, n.carbohydrate, n.fat, n.fiber, n.salt, freeSugar].forEach((v, j) => {
      totals[j] += v * k;
    });
  }
  const ours = dayObjective(totals, target);
  expect(ours).toBeGreaterThanOrEqual(optimum - GAP - 1e-6);
  expect(ours).toBeLessThanOrEqual(optimum + 0.05);
});
