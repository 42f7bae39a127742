/** The cohort model alone (no database): reproducible, and shaped like a real app's users. */
import type { Diet } from '../../../src/domain';
import { DEFAULT_PORTION_BOUNDS, portionFor } from '../../../src/recommender';
import { cohortName } from '../../../src/server/seed/cohort/cohortNames';
import {
  APP_OPEN,
  cohortSettingsHistory,
  generateCohort,
  PROVENANCE,
  type CohortPlanLibrary,
  type CohortPools,
  type LibraryPlan,
} from '../../../src/server/seed/cohort/cohortModel';

/**
 * A hand-made plan library: a plan's recipes are numbered from `base`, one per day and division; its
 * diets and ingredients are what the assignment reads (in the seeder they come from the engine's plans).
 */
function libraryPlan(key: string, base: number, diets: Diet[], ingredients: number[], referenceKcal: number): LibraryPlan {
  const divisions = [
    [1, 'BREAKFAST'],
    [3, 'LUNCH'],
    [4, 'LUNCH'],
    [6, 'DINNER'],
  ] as const;
  return {
    key,
    diets,
    ingredients: new Set(ingredients),
    referenceKcal,
    meals: Array.from({ length: 7 }, (_, d) =>
      divisions.map(([division, mealOfDay], k) => ({
        day: d + 1,
        mealOfDay,
        division,
        recipeId: base + d * 4 + k,
        portion: 1,
      })),
    ).flat(),
  };
}
const library: CohortPlanLibrary = {
  meals: ['BREAKFAST', 'LUNCH', 'DINNER'],
  divisions: [
    {
      id: 1,
      mealOfDay: 'BREAKFAST',
      type: 'MEAL_PART',
      mealPart: 'BREAKFAST',
      recipeId: null,
      ingredientId: null,
      name: 'Breakfast',
    },
    { id: 3, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'SOUP', recipeId: null, ingredientId: null, name: 'Soup' },
    { id: 4, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH', recipeId: null, ingredientId: null, name: 'Lunch' },
    { id: 6, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER', recipeId: null, ingredientId: null, name: 'Dinner' },
  ],
  plans: [
    // Meat and the common restrictions (5, 6, 7) in the plans without a diet; the vegan plans avoid them.
    libraryPlan('NONE/any/lower/1', 5000, [], [5, 6, 50], 1800),
    libraryPlan('NONE/any/higher/1', 5100, [], [7, 51], 2600),
    libraryPlan('NONE/any/lower/2', 5200, ['NO_PORK'], [5, 52], 1800),
    libraryPlan(
      'VEGAN/avoids-common/lower/1',
      5300,
      ['VEGAN', 'LACTO_OVO_VEGETARIAN', 'PESCETARIAN', 'LACTOSE_FREE', 'NO_PORK'],
      [53],
      1800,
    ),
    libraryPlan(
      'VEGAN/avoids-common/higher/1',
      5400,
      ['VEGAN', 'LACTO_OVO_VEGETARIAN', 'PESCETARIAN', 'LACTOSE_FREE', 'NO_PORK'],
      [54],
      2600,
    ),
  ],
  // A need that grows with weight and is lower for weight loss, as the real equations do.
  kcalNeed: (m) => 24 * m.weightKg + (m.gender === 'M' ? 200 : 0) + (m.energyGoal === 'LOSE_WEIGHT' ? -400 : 0),
};

const pools: CohortPools = {
  recipes: Array.from({ length: 300 }, (_, i) => 1000 + i),
  ingredients: Array.from({ length: 200 }, (_, i) => 1 + i),
  offBarcodes: ['8710000000014', '8710000000021'],
  freeText: [['coffee', 'Coffee']],
  restrictable: [5, 6, 7],
  library,
  settingsVersions: cohortSettingsHistory('2026-11-25'),
};
const ids = { user: 100, household: 10, division: 20, weekPlan: 0, scaledRecipe: 0 };
const DAY = 86_400_000;

describe('the cohort model', () => {
  const rows = generateCohort(42, 1500, '2026-11-25', pools, ids, 'nl');

  it('is the same for the same seed and differs for another', () => {
    expect(generateCohort(42, 50, '2026-11-25', pools, ids, 'nl')).toEqual(
      generateCohort(42, 50, '2026-11-25', pools, ids, 'nl'),
    );
    expect(generateCohort(43, 50, '2026-11-25', pools, ids, 'nl').appUser).not.toEqual(
      generateCohort(42, 50, '2026-11-25', pools, ids, 'nl').appUser,
    );
  });

  it("names every user with a common name of the context's country, by gender", () => {
    const rows = generateCohort(42, 60, '2026-11-25', pools, ids, 'nl');
    for (const u of rows.appUser) {
      const n = Number(String(u[2]).slice('C-NL-'.length));
      expect([u[8], u[9]]).toEqual(Object.values(cohortName('nl', n, String(u[4]))));
    }
    expect(new Set(rows.appUser.map((u) => `${String(u[8])} ${String(u[9])}`)).size).toBeGreaterThan(40);
  });

  it('signs users up over the 18 months before today, more of them lately', () => {
    const signups = rows.appUser.map((u) => Date.parse(u[5] as string));
    const start = Date.parse('2026-11-25') - 548 * DAY;
    expect(Math.min(...signups)).toBeGreaterThanOrEqual(start);
    expect(Math.max(...signups)).toBeLessThan(Date.parse('2026-11-25'));
    const firstQuarter = signups.filter((t) => t < start + 137 * DAY).length;
    const lastQuarter = signups.filter((t) => t >= start + 411 * DAY).length;
    expect(lastQuarter).toBeGreaterThan(1.8 * firstQuarter);
  });

  it('loses most users in the first weeks and keeps a minority for months', () => {
    const lastActive = new Map<number, number>();
    for (const log of rows.foodLog)
      lastActive.set(log[0] as number, Math.max(lastActive.get(log[0] as number) ?? 0, Date.parse(log[1] as string)));
    const observed = rows.appUser.filter((u) => Date.parse(u[5] as string) < Date.parse('2026-11-25') - 120 * DAY);
    const retained = (days: number) =>
      observed.filter((u) => (lastActive.get(u[0] as number) ?? 0) >= Date.parse(u[5] as string) + days * DAY).length /
      observed.length;
    expect(retained(7)).toBeLessThan(0.55);
    expect(retained(7)).toBeGreaterThan(0.25);
    expect(retained(90)).toBeGreaterThan(0.05);
    expect(retained(90)).toBeLessThan(retained(30));
  });

  it('logs all four kinds of food and follows planned meals by the plan ids', () => {
    const kinds = { recipe: 0, ingredient: 0, product: 0, text: 0 };
    for (const l of rows.foodLog) {
      if (l[8]) kinds.product++;
      else if (l[9]) kinds.text++;
      else if (l[3]) kinds.recipe++;
      else if (l[4]) kinds.ingredient++;
    }
    expect(Object.values(kinds).every((n) => n > 100)).toBe(true);
    const planned = new Set(rows.scaledRecipe.map((s) => s[0]));
    const followed = rows.foodLog.filter((l) => l[10] !== null);
    expect(followed.length).toBeGreaterThan(0);
    expect(followed.every((l) => planned.has(l[10]) && l[7] === true)).toBe(true);
  });

  it('makes weight follow adherence: planning users who follow more of their plan lose more', () => {
    const weights = new Map<number, number[]>();
    for (const w of rows.weightLog) weights.set(w[0] as number, [...(weights.get(w[0] as number) ?? []), w[1] as number]);
    const planMeals = new Map<number, number>();
    const planOwner = new Map(rows.weekPlan.map((p) => [p[0], p[1] as number]));
    for (const s of rows.scaledRecipe) {
      const user = planOwner.get(s[1])!;
      planMeals.set(user, (planMeals.get(user) ?? 0) + 1);
    }
    const follows = new Map<number, number>();
    for (const l of rows.foodLog) if (l[10] !== null) follows.set(l[0] as number, (follows.get(l[0] as number) ?? 0) + 1);
    const losers = rows.energyDistribution.filter((e) => e[1] === 'LOSE_WEIGHT').map((e) => e[0] as number);
    const points = losers
      .filter((u) => (planMeals.get(u) ?? 0) >= 42 && (weights.get(u)?.length ?? 0) >= 3)
      .map((u) => ({
        adherence: (follows.get(u) ?? 0) / planMeals.get(u)!,
        change: weights.get(u)!.at(-1)! - weights.get(u)![0],
      }));
    expect(points.length).toBeGreaterThan(10);
    const sorted = [...points].sort((a, b) => a.adherence - b.adherence);
    const mean = (xs: typeof points) => xs.reduce((s, p) => s + p.change, 0) / xs.length;
    const half = Math.floor(sorted.length / 2);
    expect(mean(sorted.slice(half))).toBeLessThan(mean(sorted.slice(0, half)));
  });

  it('gives each plan user library plans that suit their diet and restrictions, scaled to their energy need', () => {
    const diet = new Map(rows.diet.map((r) => [r[0] as number, r[1] as string]));
    const restricted = new Map<number, number[]>();
    for (const [user, id] of rows.restriction as number[][]) restricted.set(user, [...(restricted.get(user) ?? []), id]);
    const planOf = new Map<number, LibraryPlan>();
    for (const p of library.plans) p.meals.forEach((m) => planOf.set(m.recipeId, p));
    const owner = new Map(rows.weekPlan.map((w) => [w[0] as number, w[1] as number]));
    const plansByUser = new Map<number, Set<string>>();
    const unsuitable: string[] = [];
    // Every planned recipe, replaced and added by hand ones too (column 8, the provenance), comes from a suitable plan.
    for (const s of rows.scaledRecipe) {
      const user = owner.get(s[1] as number)!;
      const plan = planOf.get(s[4] as number)!;
      const d = diet.get(user);
      if (d !== undefined && !(plan.diets as string[]).includes(d)) unsuitable.push(`user ${user} (${d}): ${plan.key}`);
      const excluded = (restricted.get(user) ?? []).filter((i) => plan.ingredients.has(i));
      if (excluded.length) unsuitable.push(`user ${user} restricts ${excluded}: ${plan.key}`);
      plansByUser.set(user, (plansByUser.get(user) ?? new Set()).add(plan.key));
    }
    expect(unsuitable).toEqual([]);
    // Users with a diet or a restriction do plan (on the plans that suit them), and long-time users get several plans.
    const planners = [...plansByUser.keys()];
    expect(planners.filter((u) => diet.has(u)).length).toBeGreaterThan(10);
    expect(planners.filter((u) => restricted.has(u)).length).toBeGreaterThan(10);
    expect(planners.length / rows.appUser.length).toBeGreaterThan(0.25);
    expect(planners.length / rows.appUser.length).toBeLessThan(0.4);
    expect([...plansByUser.values()].filter((keys) => keys.size >= 3).length).toBeGreaterThan(20);

    // Portions: the plan's portion (1) times the user's need over the plan's reference, rounded and bounded.
    const portions = rows.scaledRecipe.map((s) => s[5] as number);
    expect(new Set(portions).size).toBeGreaterThan(10);
    for (const s of rows.scaledRecipe.slice(0, 200)) {
      const portion = s[5] as number;
      // The household's portion; the scaled ingredients are not stored (the user-meal-plan call derives them).
      expect(s).toHaveLength(9);
      expect(s[7]).toEqual([{ user: owner.get(s[1] as number), portionInServings: portion }]);
      expect(portion).toBe(portionFor(portion, DEFAULT_PORTION_BOUNDS));
    }
    // Heavier users get larger portions of the same plan's meals.
    const weightOf = new Map<number, number>();
    for (const w of rows.weightLog) if (!weightOf.has(w[0] as number)) weightOf.set(w[0] as number, w[1] as number);
    const byUser = new Map<number, number[]>();
    for (const s of rows.scaledRecipe.filter((r) => r[8] !== 'ADDED')) {
      const user = owner.get(s[1] as number)!;
      if (planOf.get(s[4] as number)!.referenceKcal === 1800) byUser.set(user, [...(byUser.get(user) ?? []), s[5] as number]);
    }
    const points = [...byUser].map(([u, p]) => ({ weight: weightOf.get(u)!, portion: p.reduce((a, b) => a + b, 0) / p.length }));
    points.sort((a, b) => a.weight - b.weight);
    const mean = (xs: typeof points) => xs.reduce((t, p) => t + p.portion, 0) / xs.length;
    expect(mean(points.slice(-20))).toBeGreaterThan(mean(points.slice(0, 20)));
  });

  it("stores the plans as the planner's: the user's household of three meals, their divisions, four recipes a day", () => {
    const household = new Map(rows.appUser.map((u) => [u[0] as number, u[7]]));
    const owner = new Map(rows.weekPlan.map((w) => [w[0] as number, w[1] as number]));
    const divisions = new Map<number, number[]>();
    for (const d of rows.division as number[][]) divisions.set(d[1], [...(divisions.get(d[1]) ?? []), d[0]]);
    expect(rows.household.every((h) => h[1] === 3 && JSON.stringify(h[2]) === '["BREAKFAST","LUNCH","DINNER"]')).toBe(true);
    const perPlan = new Map<number, number>();
    const wrong: unknown[] = [];
    for (const s of rows.scaledRecipe.filter((r) => r[8] !== 'ADDED')) {
      const user = owner.get(s[1] as number)!;
      if (household.get(user) === null || !divisions.get(user)?.includes(s[6] as number)) wrong.push(s);
      perPlan.set(s[1] as number, (perPlan.get(s[1] as number) ?? 0) + 1);
    }
    expect(wrong).toEqual([]);
    expect(new Set(perPlan.values())).toEqual(new Set([28]));
    // Each week plan starts on a Monday and is made on a day the user opened the app.
    const sessionDays = new Set(rows.session.map((s) => `${s[0]}:${(s[2] as string).slice(0, 10)}`));
    expect(rows.weekPlan.filter((w) => new Date(`${w[2]}T00:00:00Z`).getUTCDay() !== 1)).toEqual([]);
    expect(rows.weekPlan.filter((w) => !sessionDays.has(`${w[1]}:${(w[3] as string).slice(0, 10)}`))).toEqual([]);
  });

  it('records an app session on every day a user logs, and on some days without logging', () => {
    expect(rows.session.every((s) => s[1] === APP_OPEN)).toBe(true);
    const day = (userId: unknown, at: unknown) => `${userId}:${(at as string).slice(0, 10)}`;
    const sessionDays = new Set(rows.session.map((s) => day(s[0], s[2])));
    const logDays = new Set(rows.foodLog.map((l) => day(l[0], l[1])));
    expect([...logDays].filter((d) => !sessionDays.has(d))).toEqual([]);
    const browseOnly = [...sessionDays].filter((d) => !logDays.has(d)).length / sessionDays.size;
    expect(browseOnly).toBeGreaterThan(0.08);
    expect(browseOnly).toBeLessThan(0.25);
    // Several sessions on some days; never before sign-up or after the last active day.
    expect(rows.session.length).toBeGreaterThan(sessionDays.size * 1.1);
    const users = new Map(rows.appUser.map((u) => [u[0] as number, u]));
    const outside = rows.session.filter(([userId, , at]) => {
      const u = users.get(userId as number)!;
      const d = (at as string).slice(0, 10);
      return d < (u[5] as string).slice(0, 10) || d > (u[6] as string).slice(0, 10);
    });
    expect(outside).toEqual([]);
  });

  it('records how each planned recipe got into the plan, and people follow what they chose more often', () => {
    const followed = new Set(rows.foodLog.filter((l) => l[10] !== null).map((l) => l[10]));
    const byHow = new Map<string, { planned: number; followed: number }>();
    for (const s of rows.scaledRecipe) {
      const t = byHow.get(s[8] as string) ?? { planned: 0, followed: 0 };
      byHow.set(s[8] as string, { planned: t.planned + 1, followed: t.followed + (followed.has(s[0]) ? 1 : 0) });
    }
    const share = (how: string) => byHow.get(how)!.followed / byHow.get(how)!.planned;
    const planned = rows.scaledRecipe.length;
    expect(byHow.get('REPLACED')!.planned / planned).toBeGreaterThan(0.03);
    expect(byHow.get('PINNED')!.planned / planned).toBeGreaterThan(PROVENANCE.pinShare * 0.7);
    expect(byHow.get('ADDED')!.planned).toBeGreaterThan(100);
    expect(share('REPLACED')).toBeGreaterThan(share('GENERATED'));
    expect(share('PINNED')).toBeGreaterThan(share('REPLACED'));
    expect(share('ADDED')).toBeGreaterThan(share('REPLACED'));
    // A recipe added by hand belongs to no division.
    expect(rows.scaledRecipe.filter((s) => s[8] === 'ADDED' && s[6] !== null)).toEqual([]);
  });

  it('names the settings version in force when each plan was made', () => {
    const history = cohortSettingsHistory('2026-11-25');
    const wrong = rows.weekPlan.filter((w) => {
      const inForce = history.filter((v) => v.savedAt <= (w[3] as string)).at(-1);
      return w[4] !== (inForce?.version ?? null);
    });
    expect(wrong).toEqual([]);
    expect(new Set(rows.weekPlan.map((w) => w[4]))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('brings some users back after two weeks or more away', () => {
    const days = new Map<number, Set<string>>();
    for (const s of rows.session)
      days.set(s[0] as number, (days.get(s[0] as number) ?? new Set()).add((s[2] as string).slice(0, 10)));
    const longestAway = [...days.values()].map((set) => {
      const sorted = [...set].sort().map((d) => Date.parse(d));
      return Math.max(0, ...sorted.slice(1).map((d, i) => (d - sorted[i]) / DAY - 1));
    });
    const back = longestAway.filter((d) => d >= 14).length / rows.appUser.length;
    expect(back).toBeGreaterThan(0.03);
    expect(back).toBeLessThan(0.3);
  });
});
