/**
 * The synthetic app-user cohort of one context, generated deterministically from a seed (no I/O, no clock:
 * `asOf` is passed in). The model and its parameters are described in README ("Usage cohort").
 *
 * Each user: a sign-up day drawn from an exponential growth curve over the last 18 months (more sign-ups on
 * Mondays and in January), a lifetime from a mixture of three exponentials (most leave in the first days,
 * a committed minority stays for months), and while alive an engagement (the daily chance of using the
 * app). On an active day the user logs food: the meals of their week plan (if they use plans) with their
 * adherence, otherwise recipes, ingredients, packaged products and free text. Their weight follows the
 * energy balance of their goal, realised in proportion to how closely they follow their plan.
 */
import { mulberry32, type Rng } from '../../../domain/random';

export const COHORT_MODEL = {
  historyDays: 548,
  /** Sign-ups per day grow by this factor per year. */
  yearlyGrowth: 3,
  /** Relative sign-ups per weekday, Sunday first. */
  weekdaySignups: [0.9, 1.3, 1.1, 1.0, 0.95, 0.85, 0.8],
  januarySignups: 1.5,
  /** Lifetime mixture: share of users and their mean lifetime in days. */
  lifetimes: [
    { share: 0.5, meanDays: 2 },
    { share: 0.32, meanDays: 21 },
    { share: 0.18, meanDays: 180 },
  ],
  /** Daily chance of using the app while alive, uniform in this range per user. */
  engagement: [0.3, 0.85],
  planShare: 0.35,
  /** Per plan user: the share of planned meals followed at the start (uniform), fading to `adherenceFloor` of it. */
  adherence: [0.25, 0.95],
  adherenceFloor: 0.75,
  adherenceFadeDays: 60,
  /** What a free (unplanned) log is, cumulative: recipe, ingredient, packaged product, free text. */
  logMix: [0.38, 0.7, 0.88, 1],
  diets: [
    ['LACTO_OVO_VEGETARIAN', 0.08],
    ['VEGAN', 0.03],
    ['PESCETARIAN', 0.04],
    ['LACTOSE_FREE', 0.04],
    ['NO_PORK', 0.03],
  ] as ReadonlyArray<readonly [string, number]>,
  restrictionShare: 0.3,
  /** Energy goal shares and the daily energy balance (kcal) each aims at. */
  goals: [
    ['LOSE_WEIGHT', 0.6, -500],
    ['MAINTAIN_WEIGHT', 0.3, 0],
    ['GAIN_WEIGHT', 0.1, 300],
  ] as ReadonlyArray<readonly [string, number, number]>,
  kcalPerKg: 7700,
  weighInChance: 0.12,
} as const;

export const PLAN_MEALS = ['BREAKFAST', 'LUNCH', 'DINNER'] as const;
/** UTC hour ranges of the meals (the contexts' users live at UTC+1 or +2). */
const MEAL_HOURS: Record<string, [number, number]> = {
  BREAKFAST: [5, 9],
  MIDDLE_MORNING: [9, 11],
  LUNCH: [10, 13],
  MIDDLE_AFTERNOON: [13, 16],
  DINNER: [16, 20],
  AFTER_DINNER: [19, 24],
};
const FREE_MEALS = Object.keys(MEAL_HOURS);
const DAY_MS = 86_400_000;

export interface CohortPools {
  /** Recipe ids, most popular first; breakfast ones separately. */
  recipes: readonly number[];
  breakfastRecipes: readonly number[];
  ingredients: readonly number[];
  offBarcodes: readonly string[];
  freeText: ReadonlyArray<readonly string[]>;
  /** Ingredients people commonly exclude, most common first. */
  restrictable: readonly number[];
}

export interface CohortIds {
  user: number;
  weekPlan: number;
  scaledRecipe: number;
}

export interface CohortRows {
  appUser: unknown[][];
  heightLog: unknown[][];
  weightLog: unknown[][];
  activityLevel: unknown[][];
  energyDistribution: unknown[][];
  diet: unknown[][];
  restriction: unknown[][];
  favourite: unknown[][];
  weekPlan: unknown[][];
  scaledRecipe: unknown[][];
  foodLog: unknown[][];
}

/** Picks from a list ordered by popularity with Zipf-like weights (rank + 8)^-1.1. */
function popularity<T>(items: readonly T[]): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((_, i) => cumulative.push((total += (i + 8) ** -1.1)));
  return (rng) => {
    const x = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

const uniform = (rng: Rng, [a, b]: readonly [number, number] | readonly number[]) => a + (b - a) * rng();
function normal(rng: Rng, mean: number, sd: number): number {
  const u = 1 - rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}
function poisson(rng: Rng, mean: number): number {
  let k = 0;
  for (let p = Math.exp(-mean), s = p, u = rng(); u > s; k++) s += p = (p * mean) / (k + 1);
  return k;
}
const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

/** A sign-up day index (0 = first day of the history) on the growth curve, with weekday and January effects. */
function signupDay(rng: Rng, startMs: number): number {
  const { historyDays, yearlyGrowth, weekdaySignups, januarySignups } = COHORT_MODEL;
  const g = Math.log(yearlyGrowth) / 365;
  const max = Math.max(...weekdaySignups) * januarySignups;
  for (;;) {
    const day = Math.min(historyDays - 1, Math.floor(Math.log(1 + rng() * (Math.exp(g * historyDays) - 1)) / g));
    const date = new Date(startMs + day * DAY_MS);
    const weight = weekdaySignups[date.getUTCDay()] * (date.getUTCMonth() === 0 ? januarySignups : 1);
    if (rng() * max < weight) return day;
  }
}

function lifetimeDays(rng: Rng): number {
  let x = rng();
  for (const part of COHORT_MODEL.lifetimes) {
    if ((x -= part.share) <= 0) return Math.floor(-Math.log(1 - rng()) * part.meanDays) + 1;
  }
  return 1;
}

function at(rng: Rng, dayMs: number, meal: string): number {
  const [a, b] = MEAL_HOURS[meal];
  return dayMs + Math.floor(uniform(rng, [a * 3600, b * 3600 - 1])) * 1000;
}

/**
 * The cohort's rows for bulk loading (columns as in seedCohort.ts), users numbered from `ids.user + 1`.
 * `asOf` is the first day not simulated (today): history covers the 548 days before it.
 */
export function generateCohort(
  seed: number,
  users: number,
  asOf: string,
  pools: CohortPools,
  ids: CohortIds,
  tag: string,
): CohortRows {
  const rng = mulberry32(seed);
  const m = COHORT_MODEL;
  const startMs = Date.parse(`${asOf}T00:00:00Z`) - m.historyDays * DAY_MS;
  const recipe = popularity(pools.recipes);
  const breakfast = popularity(pools.breakfastRecipes.length ? pools.breakfastRecipes : pools.recipes);
  const ingredient = popularity(pools.ingredients);
  const product = popularity(pools.offBarcodes);
  const text = popularity(pools.freeText);
  const restrictable = popularity(pools.restrictable);
  const rows: CohortRows = {
    appUser: [],
    heightLog: [],
    weightLog: [],
    activityLevel: [],
    energyDistribution: [],
    diet: [],
    restriction: [],
    favourite: [],
    weekPlan: [],
    scaledRecipe: [],
    foodLog: [],
  };
  let weekPlanId = ids.weekPlan;
  let scaledId = ids.scaledRecipe;

  for (let n = 1; n <= users; n++) {
    const userId = ids.user + n;
    const day0 = signupDay(rng, startMs);
    const signupMs = startMs + day0 * DAY_MS + Math.floor(rng() * DAY_MS);
    const aliveDays = Math.min(lifetimeDays(rng), m.historyDays - day0);
    const engagement = uniform(rng, m.engagement);
    const usesPlans = rng() < m.planShare;
    const adherence0 = uniform(rng, m.adherence);
    const gender = rng() < 0.56 ? 'F' : 'M';
    const heightCm = Math.round(normal(rng, gender === 'F' ? 165 : 178, 7));
    const bmi = Math.min(42, Math.max(18.5, normal(rng, 27.5, 4.5)));
    let weight = bmi * (heightCm / 100) ** 2;
    const goalDraw = rng();
    const goal = goalDraw < m.goals[0][1] ? m.goals[0] : goalDraw < m.goals[0][1] + m.goals[1][1] ? m.goals[1] : m.goals[2];
    const age = Math.floor(uniform(rng, [18, 70]));
    const birth = new Date(signupMs - age * 365.25 * DAY_MS - Math.floor(rng() * 365) * DAY_MS);
    const num = String(n).padStart(6, '0');
    let lastActiveMs = signupMs;
    const signupIso = iso(signupMs);
    rows.heightLog.push([userId, heightCm, signupIso]);
    rows.activityLevel.push([userId, ['LOWEST', 'LOW', 'MEDIUM'][Math.floor(rng() * 3)], null, signupIso]);
    rows.energyDistribution.push([userId, goal[0]]);

    let dietDraw = rng();
    for (const [diet, share] of m.diets) {
      if ((dietDraw -= share) < 0) {
        rows.diet.push([userId, diet]);
        break;
      }
    }
    if (rng() < m.restrictionShare) {
      const chosen = new Set<number>();
      for (let k = 1 + poisson(rng, 0.6); k > 0; k--) chosen.add(restrictable(rng));
      for (const id of chosen) rows.restriction.push([userId, id]);
    }
    // Favourites lean to what the user eats: a personal short list drawn once.
    const favouriteRecipes = Array.from({ length: 4 }, () => recipe(rng));
    const favouriteIngredients = Array.from({ length: 3 }, () => ingredient(rng));
    const favourites = new Set<string>();
    for (let k = poisson(rng, 1.2 + 2 * engagement); k > 0; k--) {
      const isRecipe = rng() < 0.6;
      const id = isRecipe ? favouriteRecipes[Math.floor(rng() * 4)] : favouriteIngredients[Math.floor(rng() * 3)];
      const key = `${isRecipe ? 'r' : 'i'}${id}`;
      if (favourites.has(key)) continue;
      favourites.add(key);
      const whenMs = signupMs + Math.floor(rng() * aliveDays) * DAY_MS;
      rows.favourite.push([userId, isRecipe ? id : null, isRecipe ? null : id, iso(whenMs)]);
    }

    let planWeek = -1;
    let planMeals: number[] = []; // scaled recipe ids by (day - 1) * 3 + meal
    let planRecipes: number[] = [];
    const logFree = (dayMs: number) => {
      const meal = FREE_MEALS[Math.floor(rng() * FREE_MEALS.length)];
      const kind = rng();
      const when = iso(at(rng, dayMs, meal));
      if (kind < m.logMix[0]) {
        const id = rng() < 0.3 ? favouriteRecipes[Math.floor(rng() * 4)] : recipe(rng);
        rows.foodLog.push([userId, when, meal, id, null, 1, null, false, null, null, null]);
      } else if (kind < m.logMix[1]) {
        const id = rng() < 0.3 ? favouriteIngredients[Math.floor(rng() * 3)] : ingredient(rng);
        rows.foodLog.push([userId, when, meal, null, id, null, Math.round(uniform(rng, [40, 250])), false, null, null, null]);
      } else if (kind < m.logMix[2]) {
        rows.foodLog.push([
          userId,
          when,
          meal,
          null,
          null,
          null,
          Math.round(uniform(rng, [25, 300])),
          false,
          product(rng),
          null,
          null,
        ]);
      } else {
        const spellings = text(rng);
        const entry = spellings[Math.floor(rng() * spellings.length)];
        rows.foodLog.push([userId, when, meal, null, null, null, null, false, null, entry, null]);
      }
    };

    for (let d = 0; d < aliveDays; d++) {
      const dayMs = startMs + (day0 + d) * DAY_MS;
      const active = d === 0 || rng() < engagement;
      const adherence = adherence0 * (m.adherenceFloor + (1 - m.adherenceFloor) * Math.exp(-d / m.adherenceFadeDays));
      let followed = 0;
      if (usesPlans && active) {
        const weekday = (new Date(dayMs).getUTCDay() + 6) % 7;
        const weekStartMs = dayMs - weekday * DAY_MS;
        if (weekStartMs !== planWeek) {
          // The recommender plans the whole week (Monday to Sunday) when the user opens the app in it.
          planWeek = weekStartMs;
          rows.weekPlan.push([++weekPlanId, userId, isoDay(weekStartMs), iso(dayMs + 6 * 3600_000)]);
          planMeals = [];
          planRecipes = [];
          for (let wd = 1; wd <= 7; wd++) {
            for (const meal of PLAN_MEALS) {
              const id = meal === 'BREAKFAST' ? breakfast(rng) : recipe(rng);
              rows.scaledRecipe.push([++scaledId, weekPlanId, wd, meal, id, 1]);
              planMeals.push(scaledId);
              planRecipes.push(id);
            }
          }
        }
        PLAN_MEALS.forEach((meal, i) => {
          if (rng() >= adherence) return;
          const slot = weekday * PLAN_MEALS.length + i;
          rows.foodLog.push([
            userId,
            iso(at(rng, dayMs, meal)),
            meal,
            planRecipes[slot],
            null,
            1,
            null,
            true,
            null,
            null,
            planMeals[slot],
          ]);
          followed++;
        });
      }
      if (active) {
        const free = usesPlans ? poisson(rng, 0.5) : 1 + poisson(rng, 1.1 * engagement);
        for (let k = followed === 0 ? Math.max(1, free) : free; k > 0; k--) logFree(dayMs);
        lastActiveMs = dayMs + 12 * 3600_000;
      }
      // Energy balance: the goal is realised in proportion to adherence (plan users) or engagement; a day
      // without the app drifts to a small surplus.
      const realised = usesPlans ? 0.25 + 0.75 * (active ? followed / PLAN_MEALS.length : 0) : 0.2 + 0.3 * engagement;
      const balance = active ? goal[2] * realised + normal(rng, 0, 120) : 120 + normal(rng, 0, 120);
      weight += balance / m.kcalPerKg;
      if (d === 0 || (active && rng() < m.weighInChance)) {
        rows.weightLog.push([
          userId,
          Math.round(normal(rng, weight, 0.3) * 10) / 10,
          iso(dayMs + 6 * 3600_000 + Math.floor(rng() * 3600_000)),
        ]);
      }
    }
    rows.appUser.push([
      userId,
      `cohort.${tag}.${num}@example.org`,
      `C-${tag.toUpperCase()}-${num}`,
      isoDay(birth.getTime()),
      gender,
      signupIso,
      iso(lastActiveMs),
    ]);
  }
  return rows;
}
