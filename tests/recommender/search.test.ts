/** The seeded shortlists (deterministic, varied) and the day search with nutrition-only weights. */
import { DEFAULT_RECOMMENDER_SETTINGS, DAYS_OF_WEEK, HEURISTIC_NAMES } from '../../src/domain';
import { planWeek } from '../../src/recommender';
import { shortlist } from '../../src/recommender/choose';
import { SHORTLIST, SHORTLIST_CORE } from '../../src/recommender/pool';
import { setupEngine } from '../../src/recommender/setup';
import { dishFamily } from '../../src/recommender/variety';
import { createPlanInput, nlDivisions } from './fixtures';

const zeroWeights = Object.fromEntries(HEURISTIC_NAMES.map((n) => [n, 0])) as Record<(typeof HEURISTIC_NAMES)[number], number>;

describe('seeded shortlists', () => {
  it('keep the best ranks, have the set size, and are deterministic for a seed', () => {
    const input = createPlanInput({ seed: 5 });
    const a = setupEngine(input).pools.map((p) => shortlist(p).map((e) => e.p.recipe.idRecipe));
    const b = setupEngine({ ...input }).pools.map((p) => shortlist(p).map((e) => e.p.recipe.idRecipe));
    expect(a).toEqual(b);
    setupEngine(input).pools.forEach((pool) => {
      const ids = shortlist(pool).map((e) => e.p.recipe.idRecipe);
      expect(ids.length).toBe(Math.min(SHORTLIST, pool.size));
      expect(new Set(ids).size).toBe(ids.length);
      for (const e of pool.top(SHORTLIST_CORE)) expect(ids).toContain(e.p.recipe.idRecipe);
    });
  });

  it('differ between seeds beyond the core', () => {
    const one = setupEngine(createPlanInput({ seed: 1 })).pools.map((p) =>
      shortlist(p)
        .map((e) => e.p.recipe.idRecipe)
        .join(),
    );
    const two = setupEngine(createPlanInput({ seed: 2 })).pools.map((p) =>
      shortlist(p)
        .map((e) => e.p.recipe.idRecipe)
        .join(),
    );
    expect(one).not.toEqual(two);
  });
});

describe('day search', () => {
  it('with nutrition-only weights brings the day close to the targets', () => {
    const input = createPlanInput({
      seed: 9,
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
    const plan = planWeek(input);
    const engine = setupEngine(input);
    const need = engine.needs[0].nutrientNeeds;
    const byId = new Map(input.candidates.map((r) => [r.idRecipe, r.nutritionPerServing]));
    for (const dayOfWeek of new Set(plan.mealPlans.map((m) => m.dayOfWeek))) {
      const t = [0, 0, 0, 0];
      for (const s of plan.mealPlans.filter((m) => m.dayOfWeek === dayOfWeek).flatMap((m) => m.scaledRecipes)) {
        const n = byId.get(s.recipe.idRecipe)!;
        const k = s.householdServings[0].portionInServings;
        [n.energyKcal, n.protein, n.carbohydrate, n.fat].forEach((v, j) => {
          t[j] += v * k;
        });
      }
      const targets = [need.KCAL.target, need.PROTEIN.target, need.CARB.target, need.FAT.target];
      const dev = t.reduce((acc, v, j) => acc + Math.abs(v - targets[j]) / targets[j], 0);
      expect(dev).toBeLessThan(0.1);
    }
  });
});

describe('week variety', () => {
  it('repeats main dishes less with the main-dish repetition weight than without it', () => {
    // Main-dish uses beyond a recipe's first, summed over four seeds: the whole week stays at the distinct-recipes floor
    // either way (40 per 49 slots), so the weight shows in which slots repeat.
    const mainRepeats = (weight: number) =>
      [1, 2, 3, 4].reduce((sum, seed) => {
        const input = createPlanInput({
          seed,
          settings: {
            ...DEFAULT_RECOMMENDER_SETTINGS,
            mealOfDayHeuristicsWeights: {
              ...DEFAULT_RECOMMENDER_SETTINGS.mealOfDayHeuristicsWeights,
              LIMIT_MAIN_DISH_RECIPE_REPETITION: weight,
            },
          },
        });
        const mains = new Set(
          setupEngine(input)
            .pools.filter((p) => p.isMainDish)
            .map((p) => p.division.idMealOfDayDivision),
        );
        const ids = planWeek(input)
          .mealPlans.flatMap((m) => m.scaledRecipes)
          .filter((x) => mains.has(x.mealOfDayDivision.idMealOfDayDivision))
          .map((x) => x.recipe.idRecipe);
        return sum + ids.length - new Set(ids).size;
      }, 0);
    expect(mainRepeats(5)).toBeLessThan(mainRepeats(0));
  });
});

describe("a dinner's vegetables", () => {
  it('never repeat a vegetable family on consecutive days, nor more than twice a week', () => {
    // The nl day pattern (dinner + vegetables) on the fixture catalogue plus 36 vegetable sides of six families (the
    // fixture has none), so that the family rule can hold.
    const base = createPlanInput({ divisions: nlDivisions() });
    const kinds = ['Peas', 'Carrots', 'Spinach', 'Broccoli', 'Cabbage', 'Leeks'];
    const soups = base.candidates.filter((r) => r.mealTypes.includes('SOUP')).slice(0, 36);
    const sides = soups.map((r, i) => ({
      ...r,
      idRecipe: 900000 + i,
      name: `${kinds[i % kinds.length]}, cooked, ${i}`,
      mealTypes: ['VEGETABLE' as const, 'SIDE_DISH' as const],
      mealRoles: ['SIDE' as const],
    }));
    const input = { ...base, candidates: [...base.candidates, ...sides] };
    expect(setupEngine(input).pools.find((p) => p.division.mealPart === 'VEGETABLE')?.size ?? 0).toBeGreaterThan(12);
    const plan = planWeek(input);
    const families = DAYS_OF_WEEK.map((day) =>
      plan.mealPlans
        .filter((m) => m.dayOfWeek === day)
        .flatMap((m) => m.scaledRecipes)
        .filter((x) => x.mealOfDayDivision.mealPart === 'VEGETABLE')
        .map((x) => dishFamily(x.recipe))
        .join(),
    );
    expect(families.every((f) => kinds.some((k) => f === dishFamily({ name: k })))).toBe(true);
    for (let d = 1; d < families.length; d += 1) expect(families[d]).not.toBe(families[d - 1]);
    for (const f of new Set(families)) expect(families.filter((x) => x === f).length).toBeLessThanOrEqual(2);
  });
});
