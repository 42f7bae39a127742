/**
 * Every heuristic and every switch has an effect (issue 12, item 4): moving one weight from 0 to 5 (or turning a
 * switch on), all else at the defaults, moves that heuristic's own metric, measured here on the plan from the
 * recipes' data, in the right direction, on the seeded catalogue: the real engine input of the default sample
 * profile (context nl, seeded from the files in an in-memory PGlite, as scripts/bench/recommenderInputs.ts builds
 * it for the quality benchmark), with a drink and two fruit divisions added to its six meals' divisions so the
 * drink and fruit heuristics have slots to act on.
 */
import {
  DEFAULT_MEAL_DIVISIONS,
  DEFAULT_RECOMMENDER_SETTINGS,
  type DayHeuristicName,
  type HeuristicName,
  type RecommenderSettings,
  type WeekHeuristicName,
} from '../../src/domain';
import {
  deriveRecipeFlags,
  householdNeeds,
  planWeek,
  seasonOf,
  type CandidateRecipe,
  type MealOfDayDivision,
  type PlanInput,
  type RecipeFlags,
  type WeekPlan,
} from '../../src/recommender';
import { freeSugarPerServing, SALT_MAX_G } from '../../src/recommender/dayHeuristics';
import { prepareRecipe } from '../../src/recommender/prepared';
import { loadBenchInputs } from '../../scripts/bench/recommenderInputs';
import { MEALS } from './fixtures';

/** Seeds 1 to 10, for a setting whose pull is small beside the week-to-week differences of one seed. */
const SEEDS_10 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const EXTRA_DIVISIONS: MealOfDayDivision[] = [
  { idMealOfDayDivision: 101, mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'DRINK', name: 'Drink' },
  { idMealOfDayDivision: 102, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'FRUIT', name: 'Fruit' },
  { idMealOfDayDivision: 103, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'FRUIT', name: 'Fruit' },
];

let BASE: PlanInput;
/** The bench's 2-member household (a man of 66 and a woman of 61), as the bench plans it. */
let COUPLE: PlanInput;
let CANDIDATES: readonly CandidateRecipe[];
let BY_ID: Map<number, CandidateRecipe>;
let FLAGS: Map<number, RecipeFlags>;

beforeAll(async () => {
  const [sample, couple] = await loadBenchInputs(0);
  COUPLE = couple.input;
  // The specification's divisions (soup and a main at lunch, three snacks) whatever the context's day pattern, so that
  // every heuristic has divisions to act on.
  // The whole catalogue, without the sample's cooking-expertise rule (INTERMEDIATE leaves out the 1,600 ADVANCED recipes,
  // issue 25): measured with it on this one seed, VARIETY_OPTIONS (0 -> 0 priority-ingredient meals), FRUIT_VARIETY
  // (0 -> 0 fruit repeats) and the week improvement (7 -> 7 fish or white-meat days) did not move, and
  // MINIMIZE_PRODUCT_CATEGORIES did. What each setting does to an intermediate household is still to be measured.
  const { cookingExpertise: _wholeCatalogue, ...restrictions } = sample.input.restrictions;
  BASE = { ...sample.input, restrictions, divisions: [...DEFAULT_MEAL_DIVISIONS, ...EXTRA_DIVISIONS] };
  CANDIDATES = BASE.candidates;
  BY_ID = new Map(CANDIDATES.map((r) => [r.idRecipe, r]));
  FLAGS = new Map(CANDIDATES.map((r) => [r.idRecipe, deriveRecipeFlags(r)]));
}, 180_000);

function input(overrides: Partial<PlanInput> = {}): PlanInput {
  return { ...BASE, ...overrides };
}

/** The seeded ingredient whose name starts with `prefix` (SR28 names). */
function ingredientId(prefix: string): number {
  for (const r of CANDIDATES) for (const x of r.ingredients) if (x.name.startsWith(prefix)) return x.idIngredient;
  throw new Error(`no seeded ingredient named ${prefix}...`);
}
const PRIORITY = () =>
  ['Spinach, cooked, boiled', 'Broccoli, cooked, boiled', 'Beans, pinto, mature seeds, cooked'].map(ingredientId);

interface Slot {
  day: string;
  part: string;
  recipe: CandidateRecipe;
  flags: RecipeFlags;
  portions: number[];
}
function slots(plan: WeekPlan): Slot[] {
  return plan.mealPlans.flatMap((m) =>
    m.scaledRecipes.map((s) => ({
      day: m.dayOfWeek,
      part: s.mealOfDayDivision.mealPart ?? '',
      recipe: BY_ID.get(s.recipe.idRecipe)!,
      flags: FLAGS.get(s.recipe.idRecipe)!,
      portions: s.householdServings.map((h) => h.portionInServings),
    })),
  );
}
const byDay = (plan: WeekPlan) => {
  const days = new Map<string, Slot[]>();
  for (const s of slots(plan)) days.set(s.day, [...(days.get(s.day) ?? []), s]);
  return [...days.values()];
};
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** Day totals of the first member: kcal, protein, carbohydrate, fat, fibre, salt, free sugar. */
function dayTotals(day: Slot[]): number[] {
  const t = [0, 0, 0, 0, 0, 0, 0];
  for (const s of day) {
    const n = s.recipe.nutritionPerServing;
    const k = s.portions[0];
    [n.energyKcal, n.protein, n.carbohydrate, n.fat, n.fiber, n.salt, freeSugarPerServing(prepareRecipe(s.recipe))].forEach(
      (v, j) => {
        t[j] += v * k;
      },
    );
  }
  return t;
}
const need = (i: PlanInput) => householdNeeds(i.members, i.needsSettings, MEALS[6])[0].nutrientNeeds;

function macroShare(r: CandidateRecipe, which: 'protein' | 'carbohydrate' | 'fat'): number {
  const n = r.nutritionPerServing;
  const kcal = 4 * n.protein + 4 * n.carbohydrate + 9 * n.fat;
  return kcal > 0 ? ((which === 'fat' ? 9 : 4) * n[which]) / kcal : 0;
}

type Metric = (plan: WeekPlan, i: PlanInput) => number;
interface EffectCase {
  /** Why the case departs from "all else default", when it does. */
  readonly note?: string;
  readonly metric: Metric;
  readonly better: 'lower' | 'higher';
  readonly what: string;
  readonly input?: () => Partial<PlanInput>;
  /** Settings other than the weight under test, when they must differ from the defaults. */
  readonly settings?: (s: RecommenderSettings) => RecommenderSettings;
  /** Seeds whose plans' mean metric is compared (default: the input's one seed). */
  readonly seeds?: readonly number[];
}

/**
 * Candidates with only one in `every` of the recipes that `has` (others kept): a heuristic that asks for something
 * can only move a week that would fall short of it, or choose among few.
 */
const keepOneIn = (has: (r: CandidateRecipe) => boolean, every: number) => (): Partial<PlanInput> => ({
  candidates: CANDIDATES.filter((r) => !has(r) || r.idRecipe % every === 0),
});

const countPairs = (plan: WeekPlan, same: (a: Slot, b: Slot) => boolean) =>
  byDay(plan).reduce((n, day) => n + day.filter((a, i) => day.some((b, j) => j < i && same(a, b))).length, 0);

/** Liked and disliked recipes: half of what the plan picks without the heuristic is disliked. */
function feedbackFor(): Partial<PlanInput> {
  const off = planWeek(input({ settings: withWeight('meal', 'USER_PREFERENCES', 0) }));
  const picked = [...new Set(slots(off).map((s) => s.recipe.idRecipe))];
  return {
    feedback: {
      ingredients: [],
      recipes: picked.map((idRecipe, k) => ({ idRecipe, value: k % 2 === 0 ? -1 : 1 })),
    },
  };
}

const MEAL_CASES: Record<HeuristicName, EffectCase> = {
  ENERGY_SUITABILITY: {
    what: 'mean |log2 portion| (portions far from one serving)',
    better: 'lower',
    note: 'quarter-step portions leave the pull towards one serving little room in one week: the mean of ten seeds (with the plant-protein snacks in the catalogue, 2026-12-01, seeds 2 and 3 went the other way; over five, 0.498 -> 0.474)',
    seeds: SEEDS_10,
    metric: (p) => mean(slots(p).flatMap((s) => s.portions.map((x) => Math.abs(Math.log2(x))))),
  },
  CARBOHYDRATE_SUITABILITY: {
    what: 'mean distance of the carbohydrate energy share from the target',
    better: 'lower',
    metric: (p, i) =>
      mean(
        slots(p).map((s) =>
          Math.abs(macroShare(s.recipe, 'carbohydrate') - i.needsSettings.macroDistribution.carbohydratesDistribution),
        ),
      ),
  },
  PROTEIN_SUITABILITY: {
    what: 'mean distance of the protein energy share from the target',
    better: 'lower',
    note: 'one week moves this share by chance as much as the weight does (seed 1 alone goes the other way): the mean of three seeds',
    seeds: [1, 2, 3],
    metric: (p, i) =>
      mean(
        slots(p).map((s) => Math.abs(macroShare(s.recipe, 'protein') - i.needsSettings.macroDistribution.proteinDistribution)),
      ),
  },
  FAT_SUITABILITY: {
    what: 'mean distance of the fat energy share from the target',
    better: 'lower',
    metric: (p, i) =>
      mean(slots(p).map((s) => Math.abs(macroShare(s.recipe, 'fat') - i.needsSettings.macroDistribution.fatDistribution))),
  },
  INGREDIENT_VARIETY: {
    what: 'ingredients repeated within a day',
    better: 'lower',
    note: 'a week repeats 16 to 36 ingredients within its days and one seed moves either way (2026-11-30, with the composed meals: off 26-36, on 16-29), so five seeds',
    seeds: [1, 2, 3, 4, 5],
    metric: (p) =>
      byDay(p).reduce((n, day) => {
        const all = day.flatMap((s) => [...new Set(s.recipe.ingredients.map((x) => x.idIngredient))]);
        return n + all.length - new Set(all).size;
      }, 0),
  },
  VARIETY_OPTIONS: {
    what: 'slots with a priority ingredient',
    better: 'higher',
    note: 'the three priority ingredients come in few recipes that fit a slot: one week moves by one meal or none, so five seeds',
    seeds: [1, 2, 3, 4, 5],
    input: () => ({
      varietyOptions: {
        priorityIngredients: PRIORITY(),
        allowedIngredients: [],
        excludedIngredients: [],
        varietyLevel: 'UNLIMITED',
      },
    }),
    metric: (p) => {
      const ids = PRIORITY();
      return slots(p).filter((s) => s.recipe.ingredients.some((x) => ids.includes(x.idIngredient))).length;
    },
  },
  LIMIT_MAIN_DISH_RECIPE_REPETITION: {
    what: 'repeated uses of main dishes in the week',
    better: 'lower',
    note: 'the hard rules (a dinner once a week, no family twice a day) leave one seed at 0 to 3 repeats: the mean of five seeds. With the composed bread meals and bowls (2026-11-30) a second use lost 0.6 of the score and weight 5 gave more repeats (1.6 -> 2.0 a week); at 0.75 it gives fewer (1.6 -> 1.4; 0.85 gave 1.0 but made the fixture plans alike across seeds, tests/recommender/determinism.test.ts)',
    seeds: [1, 2, 3, 4, 5],
    metric: (p) => {
      const mains = slots(p).filter((s) => ['BREAKFAST', 'LUNCH', 'DINNER'].includes(s.part));
      return mains.length - new Set(mains.map((s) => s.recipe.idRecipe)).size;
    },
  },
  MEAT_FISH_SEPARATION: {
    what: 'days with both meat and fish',
    better: 'lower',
    note: 'with the meal roles and the dish caps a week has few candidates left to trade, so one seed can tie: the mean of three',
    seeds: [1, 2, 3],
    metric: (p) => byDay(p).filter((d) => d.some((s) => s.flags.containsMeat) && d.some((s) => s.flags.containsFish)).length,
  },
  MINIMIZE_PRODUCT_CATEGORIES: {
    what: 'food groups (product categories) to shop for: distinct per week plus mean per recipe',
    better: 'lower',
    note: 'a week of this catalogue shops from 17 to 19 of the 25 categories whatever the weight, and one seed moves the other way as often as not: the mean of ten seeds',
    seeds: SEEDS_10,
    metric: (p) =>
      new Set(slots(p).flatMap((s) => s.recipe.ingredients.map((x) => x.foodGroup))).size +
      mean(slots(p).map((s) => new Set(s.recipe.ingredients.map((x) => x.foodGroup)).size)),
  },
  LITRE_OF_SOUP_IN_A_ROW: {
    what: 'days eating the previous day’s soup',
    better: 'higher',
    note: 'among the seeded soups the nutrition terms find a better one every day; one soup in two is kept, and the mean of three seeds; without the default red-meat rule, whose week swaps re-plan the days a soup would run on',
    input: keepOneIn((r) => r.mealTypes.includes('SOUP'), 2),
    settings: withoutWeekRules,
    seeds: [1, 2, 3, 4, 5],
    metric: (p) => {
      const soups = byDay(p).map((d) => d.find((s) => s.part === 'SOUP')?.recipe.idRecipe);
      return soups.filter((id, k) => k > 0 && id !== undefined && id === soups[k - 1]).length;
    },
  },
  USER_PREFERENCES: {
    what: 'sum of the feedback on the planned recipes',
    better: 'higher',
    input: feedbackFor,
    metric: (p, i) => {
      const fb = new Map((i.feedback?.recipes ?? []).map((f) => [f.idRecipe, f.value]));
      return slots(p).reduce((n, s) => n + (fb.get(s.recipe.idRecipe) ?? 0), 0);
    },
  },
  SEASON: {
    what: 'recipes out of season (tagged with seasons, none of them the plan’s)',
    better: 'lower',
    note: 'a summer week: the seeded soups and stews are tagged autumn and winter, and the soup slot comes every day; one seed moves by one or two items either way (2026-11-30: off 8-10, on 7-10), so five seeds',
    seeds: [1, 2, 3, 4, 5],
    input: () => ({ startDate: '2026-07-06' }),
    metric: (p, i) => {
      const season = seasonOf(i.startDate);
      return slots(p).filter(
        (s) => s.recipe.seasons.length > 0 && !s.recipe.seasons.includes('NO_SEASON') && !s.recipe.seasons.includes(season),
      ).length;
    },
  },
  NO_COMFORT_FOOD: {
    what: 'comfort dishes',
    better: 'lower',
    note: 'a week of this catalogue holds a comfort dish or none: five seeds',
    seeds: [1, 2, 3, 4, 5],
    metric: (p) => slots(p).filter((s) => s.flags.isComfortFood).length,
  },
  COMMON_FRUIT: {
    what: 'uncommon fruit in the fruit slots',
    better: 'lower',
    note: 'the default week picks common fruit only; one common-fruit recipe in two is kept',
    input: keepOneIn((r) => FLAGS.get(r.idRecipe)!.isCommonFruit, 2),
    seeds: [1, 2, 3],
    metric: (p) => slots(p).filter((s) => s.part === 'FRUIT' && !s.flags.isCommonFruit).length,
  },
  CHEAPER_FOOD: {
    what: 'mean cost per serving',
    better: 'lower',
    note: 'FNDDS has no prices, so the seeded recipes have no cost: here each gets one as staff would enter it (0.5 to 5.45 a serving)',
    input: () => ({ candidates: CANDIDATES.map((r) => ({ ...r, costPerServing: 0.5 + ((r.idRecipe * 37) % 100) / 20 })) }),
    metric: (p, i) => {
      const cost = new Map(i.candidates.map((r) => [r.idRecipe, r.costPerServing ?? 0]));
      return mean(slots(p).map((s) => cost.get(s.recipe.idRecipe) ?? 0));
    },
  },
  DIABETES: {
    what: 'sugar plus 30 % of the starch, per serving (a diabetic member)',
    better: 'lower',
    note: 'the free-sugar limit at its default already lowers the sugar, so one week moves by chance as much: three seeds',
    seeds: [1, 2, 3],
    input: () => ({ members: [{ ...BASE.members[0], diabetes: true }] }),
    metric: (p) =>
      mean(
        slots(p).map((s) => {
          const n = s.recipe.nutritionPerServing;
          return n.sugar + 0.3 * Math.max(0, n.carbohydrate - n.fiber - n.sugar);
        }),
      ),
  },
  LOW_SUGAR_DRINKS: {
    what: 'mean free sugar of the drinks',
    better: 'lower',
    note: 'seven breakfast drinks a week, and the drink is also the breakfast’s energy filler: the mean of five seeds',
    seeds: [1, 2, 3, 4, 5],
    metric: (p) =>
      mean(
        slots(p)
          .filter((s) => s.flags.isDrink)
          .map((s) => freeSugarPerServing(prepareRecipe(s.recipe))),
      ),
  },
};

const dayMetric =
  (f: (t: number[], nn: ReturnType<typeof need>) => number): Metric =>
  (p, i) =>
    mean(byDay(p).map((d) => f(dayTotals(d), need(i))));

const DAY_CASES: Record<DayHeuristicName, EffectCase> = {
  NUTRITIONAL_DEVIATION: {
    what: 'mean day deviation of energy and macros',
    better: 'lower',
    metric: dayMetric(
      (t, nn) =>
        Math.abs(t[0] - nn.KCAL.target) / nn.KCAL.target +
        Math.abs(t[1] - nn.PROTEIN.target) / nn.PROTEIN.target +
        Math.abs(t[2] - nn.CARB.target) / nn.CARB.target +
        Math.abs(t[3] - nn.FAT.target) / nn.FAT.target,
    ),
  },
  FRUIT_VARIETY: {
    what: 'fruit repeated within a day (same main fruit)',
    better: 'lower',
    seeds: SEEDS_10,
    note: 'INGREDIENT_VARIETY also penalises an ingredient twice a day, so at its default no fruit repeats: it is 0 here; and among the 171 seeded kinds of fruit a day rarely repeats one by chance, so only the three kinds with the most recipes (banana, apple, pineapple) are kept: a fruit bowl of three. Ten seeds: single seeds move either way (one went 1 -> 3 pairs); over ten, 3.0 -> 2.1 a week (2026-12-01)',
    settings: (s) => ({ ...s, mealOfDayHeuristicsWeights: { ...s.mealOfDayHeuristicsWeights, INGREDIENT_VARIETY: 0 } }),
    input: () => {
      const count = new Map<number | null, number>();
      for (const r of CANDIDATES) {
        const f = FLAGS.get(r.idRecipe)!;
        if (f.isFruit) count.set(f.mainIngredientId, (count.get(f.mainIngredientId) ?? 0) + 1);
      }
      const kept = new Set(
        [...count.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([kind]) => kind),
      );
      return {
        candidates: CANDIDATES.filter(
          (r) => !FLAGS.get(r.idRecipe)!.isFruit || kept.has(FLAGS.get(r.idRecipe)!.mainIngredientId),
        ),
      };
    },
    metric: (p) =>
      countPairs(p, (a, b) => a.flags.isFruit && b.flags.isFruit && a.flags.mainIngredientId === b.flags.mainIngredientId),
  },
  SODIUM_LIMIT: {
    what: 'mean day salt over 5.75 g (sodium 2.3 g)',
    better: 'lower',
    metric: dayMetric((t) => Math.max(0, t[5] - SALT_MAX_G)),
  },
  FIBER_MINIMUM: {
    what: 'mean day fibre under 25 g',
    better: 'lower',
    note: 'the default week reaches 25 g on every day: two in three recipes with 3 g of fibre or more a serving are left out, over three seeds',
    input: keepOneIn((r) => r.nutritionPerServing.fiber >= 3, 3),
    seeds: [1, 2, 3],
    metric: dayMetric((t) => Math.max(0, 25 - t[4])),
  },
  FREE_SUGAR_LIMIT: {
    what: 'mean day free sugar over 10 % of energy',
    better: 'lower',
    note: 'no day of the default week passes 10 % (its snacks are mostly fruit, plain yoghurt and nuts): five in six snack and dessert recipes under 5 g free sugar are left out so the snacks run sweet, the salt and fibre limits at 1, over three seeds',
    settings: (s) => ({ ...s, dayHeuristicsWeights: { ...s.dayHeuristicsWeights, SODIUM_LIMIT: 1, FIBER_MINIMUM: 1 } }),
    input: keepOneIn(
      (r) =>
        (r.mealTypes.includes('SNACK') || r.mealTypes.includes('DESSERT')) &&
        (r.nutritionPerServing.freeSugar ?? r.nutritionPerServing.sugar) < 5,
      6,
    ),
    seeds: [1, 2, 3],
    metric: dayMetric((t, nn) => Math.max(0, t[6] - nn.SUGAR.max)),
  },
};

const daysWith = (flag: keyof RecipeFlags) => (p: WeekPlan) =>
  byDay(p).filter((d) => d.some((s) => s.flags[flag] === true)).length;

/**
 * NL_FISH and INCLUDE_WHITE_MEAT ask for fish / white meat on at least 2 days: they can only move a plan that would
 * fall short. The default sample's week already has 2 fish days and white meat on most days without them, so these
 * cases keep one fish recipe in three (0 fish days without NL_FISH) and one white-meat recipe in fifteen (0 days).
 */
const scarce = (flag: 'containsFish' | 'isWhiteMeat', every: number) =>
  keepOneIn((r) => FLAGS.get(r.idRecipe)![flag] === true, every);

const WEEK_CASES: Record<WeekHeuristicName, EffectCase> = {
  NL_FISH: {
    what: 'days with fish',
    better: 'higher',
    note: 'at 5 the week asks for 3 fish meals: one fish recipe in six is kept, so a week without the rule has fewer; without the default red-meat rule, whose swaps away from red meat bring the fish meals by themselves; three seeds',
    input: scarce('containsFish', 6),
    settings: withoutWeekRules,
    seeds: [1, 2, 3],
    metric: daysWith('containsFish'),
  },
  INCLUDE_WHITE_MEAT: {
    what: 'days with white meat',
    better: 'higher',
    note: 'the dish-family cap leaves the week few white-meat dishes to swap in: the mean of three seeds',
    seeds: [1, 2, 3],
    input: scarce('isWhiteMeat', 15),
    metric: daysWith('isWhiteMeat'),
  },
};

/** No weekly food-group rule (the default caps red meat): for a case whose metric the rule's swaps move themselves. */
function withoutWeekRules(s: RecommenderSettings): RecommenderSettings {
  return { ...s, weeklyFoodGroupRules: [] };
}

function withWeight(kind: 'meal' | 'day' | 'week', name: string, w: number): RecommenderSettings {
  const d = DEFAULT_RECOMMENDER_SETTINGS;
  if (kind === 'meal') return { ...d, mealOfDayHeuristicsWeights: { ...d.mealOfDayHeuristicsWeights, [name]: w } };
  if (kind === 'day') return { ...d, dayHeuristicsWeights: { ...d.dayHeuristicsWeights, [name]: w } };
  return { ...d, weekHeuristicsWeights: { ...d.weekHeuristicsWeights, [name]: w } };
}

/** EFFECT_LOG=1 prints each case's measure per seed, off and on: what to read when a case stops moving. */
function expectMoved(c: EffectCase, off: PlanInput, on: PlanInput, name = c.what): void {
  const seeds = c.seeds ?? [off.seed];
  const perSeed = (i: PlanInput) => seeds.map((seed) => c.metric(planWeek({ ...i, seed }), { ...i, seed }));
  const [a, b] = [perSeed(off), perSeed(on)];
  if (process.env.EFFECT_LOG) console.log(`${name}: off ${a.join(', ')}; on ${b.join(', ')}`);
  if (c.better === 'lower') expect(mean(b)).toBeLessThan(mean(a));
  else expect(mean(b)).toBeGreaterThan(mean(a));
}

const table = (kind: 'meal' | 'day' | 'week', cases: Record<string, EffectCase>) =>
  Object.entries(cases).map(([name, c]) => [name, kind, c] as const);

const runCase = (name: string, kind: 'meal' | 'day' | 'week', c: EffectCase) => {
  const extra = c.input?.() ?? {};
  const settings = (w: number) => (c.settings ?? ((s) => s))(withWeight(kind, name, w));
  expectMoved(c, input({ ...extra, settings: settings(0) }), input({ ...extra, settings: settings(5) }), name);
};

const ALL_CASES = [...table('meal', MEAL_CASES), ...table('day', DAY_CASES), ...table('week', WEEK_CASES)];

describe('every heuristic moves its own metric (weight 0 -> 5, all else default)', () => {
  it.each(ALL_CASES)('%s (%s)', runCase);
});

describe('every switch has an effect', () => {
  it('day improvement on lowers the day deviation', () => {
    const d = DEFAULT_RECOMMENDER_SETTINGS;
    expectMoved(DAY_CASES.NUTRITIONAL_DEVIATION, input({ settings: { ...d, runDayImprovement: false } }), input({ settings: d }));
  });

  it('week improvement on brings fish and white meat to more days', () => {
    const d = DEFAULT_RECOMMENDER_SETTINGS;
    const both: EffectCase = {
      what: 'days with fish plus days with white meat',
      better: 'higher',
      seeds: [1, 2, 3, 4, 5],
      metric: (p) => daysWith('containsFish')(p) + daysWith('isWhiteMeat')(p),
    };
    // One fish or white-meat recipe in ten kept: the day search alone falls short of three of each.
    const candidates = CANDIDATES.filter(
      (r) => !(FLAGS.get(r.idRecipe)!.containsFish || FLAGS.get(r.idRecipe)!.isWhiteMeat) || r.idRecipe % 10 === 0,
    );
    // NL_FISH and INCLUDE_WHITE_MEAT at 5 (at least 3 meals each): at the default 1 the week asks one fish and one
    // white-meat meal, which the search already brings without the week pass.
    const week = { ...d, weekHeuristicsWeights: { NL_FISH: 5, INCLUDE_WHITE_MEAT: 5 } };
    expectMoved(
      both,
      input({ candidates, settings: { ...week, runWeekImprovement: false } }),
      input({ candidates, settings: week }),
    );
  });

  it("week improvement on spreads a vegan week's protein: the days searched last no longer fall short", () => {
    // Only the balance differs: no fish or white-meat rule, no weekly food-group rule.
    const d = DEFAULT_RECOMMENDER_SETTINGS;
    const week = { ...d, weekHeuristicsWeights: { NL_FISH: 0, INCLUDE_WHITE_MEAT: 0 }, weeklyFoodGroupRules: [] };
    const vegan = (settings: RecommenderSettings) => ({
      ...COUPLE,
      settings: { ...COUPLE.settings, ...settings },
      restrictions: { ...COUPLE.restrictions, diets: ['VEGAN' as const] },
    });
    const worstDays = (i: PlanInput) => [1, 2, 3, 4, 5].map((seed) => Math.min(...proteinByDay(i, planWeek({ ...i, seed }))));
    const without = worstDays(vegan({ ...week, runWeekImprovement: false }));
    const withBalance = worstDays(vegan(week));
    if (process.env.EFFECT_LOG) console.log(`vegan protein, worst day: off ${without.join(', ')}; on ${withBalance.join(', ')}`);
    // The couple (member 1), five seeds: one day's shortfall moves with the week's other rules. Measured 2026-12-01:
    // worst days -13.8, -13.6, -13.6, -14.7 and -17.4 % without the balance, -8.5, -8.7, -8.7, -8.8 and -13.4 % with
    // it (the goal: macros within ±10 % at the 95th percentile). The one-member sample moved less (-12.0 to
    // -11.4 % on average) once nut snacks were capped at 40 g: its week has too little protein to spread.
    expect(mean(withBalance)).toBeGreaterThan(mean(without) + 0.02);
    expect([...withBalance].sort((a, b) => a - b)[2]).toBeGreaterThan(-0.1);
  });
});

/** Per day, member 1's protein relative to its target (-0.2: 20 % short). */
function proteinByDay(i: PlanInput, plan: WeekPlan): number[] {
  const target = need(i).PROTEIN.target;
  return byDay(plan).map((day) => (dayTotals(day)[1] - target) / target);
}
