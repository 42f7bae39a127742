/** The cohort model alone (no database): reproducible, and shaped like a real app's users. */
import { generateCohort, type CohortPools } from '../../../src/server/seed/cohort/cohortModel';

const pools: CohortPools = {
  recipes: Array.from({ length: 300 }, (_, i) => 1000 + i),
  breakfastRecipes: Array.from({ length: 30 }, (_, i) => 1000 + i),
  ingredients: Array.from({ length: 200 }, (_, i) => 1 + i),
  offBarcodes: ['8710000000014', '8710000000021'],
  freeText: [['coffee', 'Coffee']],
  restrictable: [5, 6, 7],
};
const ids = { user: 100, weekPlan: 0, scaledRecipe: 0 };
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
});
