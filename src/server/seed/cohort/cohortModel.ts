/**
 * The synthetic app-user cohort of one context, generated deterministically from a seed (no I/O, no clock:
 * `asOf` is passed in). The model and its parameters are described in src/server/README.md ("Usage cohort").
 *
 * Each user: a sign-up day drawn from an exponential growth curve over the last 18 months (more sign-ups on
 * Mondays and in January), a lifetime from a mixture of three exponentials (most leave in the first days,
 * a committed minority stays for months), and while alive an engagement (the daily chance of using the
 * app: each opening is an app session). On most days they open it they log food: the meals of their
 * recommender week plan (if they use plans; planLibrary.ts) with their adherence, otherwise recipes,
 * ingredients, packaged products and free text. Their weight follows the energy balance of their goal,
 * realised in proportion to how closely they follow their plan. Some users who stayed a week or more come back
 * after weeks away for a second stretch (the lifecycle view's resurrected users). Each planned recipe records
 * how it got into the plan (generated, replaced, pinned, added by hand) and each week plan the settings version
 * in force; both move how often the meal is followed (PROVENANCE below, the version's adherenceFactor).
 */
import type { Diet, MealOfDay } from '../../../domain';
import { mulberry32, type Rng } from '../../../domain/random';
import { DEFAULT_PORTION_BOUNDS, portionFor, type HouseholdMember } from '../../../recommender';
import { isCountry } from '../../db/contexts';
import { cohortName } from './cohortNames';

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
  /** Share of the days a user opens the app on which they log food (the rest: looking at the plan, recipes...). */
  logShare: 0.85,
  /** App sessions on a day the app is opened: 1 + Poisson(this x engagement). */
  extraSessions: 0.6,
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
  /** Users whose first stretch lasted at least minDays come back with this chance, after days away 10 + Exp(mean awayMeanDays). */
  comeback: { chance: 0.3, minDays: 7, awayMeanDays: 30 },
} as const;

/** How a planned recipe got into the plan (scaled_recipe.provenance). */
export type Provenance = 'GENERATED' | 'REPLACED' | 'PINNED' | 'ADDED';
/**
 * Per planned meal of a week: the chance the user replaced it (another suitable plan's recipe for the same
 * day and division) or pinned it; per day, the chance they added a recipe of their own by hand. `follow`
 * multiplies the chance of following the meal: people eat what they chose themselves more often.
 */
export const PROVENANCE = {
  replaceShare: 0.1,
  pinShare: 0.08,
  addChancePerDay: 0.12,
  follow: { GENERATED: 1, REPLACED: 1.12, PINNED: 1.3, ADDED: 1.35 } as Record<Provenance, number>,
};

/** A save of the settings the cohort's plans were made under, and how it moved adherence (1: not at all). */
export interface CohortSettingsVersion {
  version: number;
  /** ISO instant of the save. */
  savedAt: string;
  adherenceFactor: number;
}

/**
 * The settings history the cohort writes into a context with no saved version yet: four saves over the 18
 * months (history days 0, 180, 330 and 450), the second a little worse for adherence and the later two better.
 */
export function cohortSettingsHistory(asOf: string): CohortSettingsVersion[] {
  const startMs = Date.parse(`${asOf}T00:00:00Z`) - COHORT_MODEL.historyDays * DAY_MS;
  return [
    [0, 1],
    [180, 0.93],
    [330, 1.05],
    [450, 1.1],
  ].map(([day, adherenceFactor], k) => ({
    version: k + 1,
    savedAt: new Date(startMs + day * DAY_MS + 9 * 3600_000).toISOString(),
    adherenceFactor,
  }));
}

/** The meals a plan user's household selected (the planner plans the context's divisions of these). */
export const PLAN_MEALS: readonly MealOfDay[] = ['BREAKFAST', 'LUNCH', 'DINNER'];
/** user_activity.kind of an app session (the app opened). */
export const APP_OPEN = 'APP_OPEN';
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
/** The seed of the provenance, version and comeback draws: their own stream, so the rest of a user stays as it was. */
const PROVENANCE_STREAM = 0x5bd1e995;

/** One planned recipe of a library week plan, for the archetype's reference person. */
export interface LibraryMeal {
  /** 1 = Monday. */
  day: number;
  mealOfDay: MealOfDay;
  /** The library division's id (LibraryDivision.id). */
  division: number;
  recipeId: number;
  /** The reference person's portion in servings (a household of one: also the servings cooked). */
  portion: number;
}

export interface LibraryPlan {
  key: string;
  /** Diets every recipe of the plan suits. */
  diets: readonly Diet[];
  /** Every ingredient of the plan's recipes. */
  ingredients: ReadonlySet<number>;
  /** Daily energy target (kcal) of the reference person the plan was computed for. */
  referenceKcal: number;
  meals: readonly LibraryMeal[];
}

export interface LibraryDivision {
  id: number;
  mealOfDay: MealOfDay;
  type: string;
  mealPart: string | null;
  recipeId: number | null;
  ingredientId: number | null;
  name: string | null;
}

/** The recommender week plans users are given (planLibrary.ts), and the energy need they are scaled to. */
export interface CohortPlanLibrary {
  meals: readonly MealOfDay[];
  divisions: readonly LibraryDivision[];
  plans: readonly LibraryPlan[];
  /** A person's daily energy target (kcal) with the context's settings and the plan meals. */
  kcalNeed(member: HouseholdMember): number;
}

export interface CohortPools {
  /** Recipe ids, most popular first. */
  recipes: readonly number[];
  ingredients: readonly number[];
  offBarcodes: readonly string[];
  freeText: ReadonlyArray<readonly string[]>;
  /** Ingredients people commonly exclude, most common first. */
  restrictable: readonly number[];
  library: CohortPlanLibrary;
  /** The settings versions plans name, oldest first (none: plans name no version). */
  settingsVersions?: readonly CohortSettingsVersion[];
}

export interface CohortIds {
  user: number;
  household: number;
  division: number;
  weekPlan: number;
  scaledRecipe: number;
}

export interface CohortRows {
  household: unknown[][];
  division: unknown[][];
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
  session: unknown[][];
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

/** A recipe of the user's plan this week, by its scaled recipe id. */
interface PlannedRecipe {
  id: number;
  recipe: number;
  portion: number;
  provenance: Provenance;
}

/** The recipe another suitable plan has for the same day and division, when it differs (the user's replacement). */
function replacementFor(rng: Rng, plans: readonly LibraryPlan[], meal: LibraryMeal): number | undefined {
  const other = plans[Math.floor(rng() * plans.length)];
  const swap = other.meals.find((o) => o.day === meal.day && o.division === meal.division);
  return swap && swap.recipeId !== meal.recipeId ? swap.recipeId : undefined;
}

/** The user's plan choices: the library plans that suit their diet and restrictions (none: no plans). */
function suitablePlans(library: CohortPlanLibrary, diet: string | undefined, restricted: ReadonlySet<number>): LibraryPlan[] {
  return library.plans.filter(
    (p) =>
      (diet === undefined || (p.diets as readonly string[]).includes(diet)) && ![...restricted].some((i) => p.ingredients.has(i)),
  );
}

/**
 * A suitable plan for a week: one of those computed for the energy band nearest the user's need, another
 * than last week's when there is one.
 */
function pickPlan(rng: Rng, plans: readonly LibraryPlan[], kcal: number, previous: LibraryPlan | undefined): LibraryPlan {
  const distance = (p: LibraryPlan) => Math.abs(Math.log(kcal / p.referenceKcal));
  const best = Math.min(...plans.map(distance));
  const near = plans.filter((p) => distance(p) <= best + 0.01);
  const fresh = near.length > 1 ? near.filter((p) => p !== previous) : near;
  return fresh[Math.floor(rng() * fresh.length)];
}

/**
 * The cohort's rows for bulk loading (columns as in buildCohort.ts), users numbered from `ids.user + 1`.
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
  const draw = mulberry32((seed ^ PROVENANCE_STREAM) >>> 0);
  const versions = [...(pools.settingsVersions ?? [])].sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  /** The settings version in force at `at` (ISO): the last saved by then. */
  const versionAt = (at: string) => versions.filter((v) => v.savedAt <= at).at(-1);
  const m = COHORT_MODEL;
  const { library } = pools;
  const startMs = Date.parse(`${asOf}T00:00:00Z`) - m.historyDays * DAY_MS;
  const recipe = popularity(pools.recipes);
  const ingredient = popularity(pools.ingredients);
  const product = popularity(pools.offBarcodes);
  const text = popularity(pools.freeText);
  const restrictable = popularity(pools.restrictable);
  const rows: CohortRows = {
    household: [],
    division: [],
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
    session: [],
  };
  let householdId = ids.household;
  let divisionId = ids.division;
  let weekPlanId = ids.weekPlan;
  let scaledId = ids.scaledRecipe;

  for (let n = 1; n <= users; n++) {
    const userId = ids.user + n;
    const day0 = signupDay(rng, startMs);
    const signupMs = startMs + day0 * DAY_MS + Math.floor(rng() * DAY_MS);
    const aliveDays = Math.min(lifetimeDays(rng), m.historyDays - day0);
    // A second stretch after days away (none when the history ends first).
    const comesBack = aliveDays >= m.comeback.minDays && draw() < m.comeback.chance;
    const awayDays = comesBack ? 10 + Math.floor(-Math.log(1 - draw()) * m.comeback.awayMeanDays) : 0;
    const backDays = comesBack ? Math.max(0, Math.min(lifetimeDays(draw), m.historyDays - day0 - aliveDays - awayDays)) : 0;
    const backOn = aliveDays + awayDays;
    const engagement = uniform(rng, m.engagement);
    const wantsPlans = rng() < m.planShare;
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
    const activityLevel = (['LOWEST', 'LOW', 'MEDIUM'] as const)[Math.floor(rng() * 3)];
    rows.heightLog.push([userId, heightCm, signupIso]);
    rows.activityLevel.push([userId, activityLevel, null, signupIso]);
    rows.energyDistribution.push([userId, goal[0]]);

    let diet: string | undefined;
    let dietDraw = rng();
    for (const [name, share] of m.diets) {
      if ((dietDraw -= share) < 0) {
        diet = name;
        rows.diet.push([userId, name]);
        break;
      }
    }
    const restricted = new Set<number>();
    if (rng() < m.restrictionShare) {
      for (let k = 1 + poisson(rng, 0.6); k > 0; k--) restricted.add(restrictable(rng));
      for (const id of restricted) rows.restriction.push([userId, id]);
    }
    // Plan users pick their meals in the app (a household of their own) and take the context's divisions of them.
    const plans = wantsPlans ? suitablePlans(library, diet, restricted) : [];
    const usesPlans = plans.length > 0;
    const userDivision = new Map<number, number>();
    let household: number | null = null;
    if (usesPlans) {
      household = ++householdId;
      rows.household.push([household, library.meals.length, [...library.meals]]);
      for (const d of library.divisions) {
        userDivision.set(d.id, ++divisionId);
        rows.division.push([divisionId, userId, d.mealOfDay, d.type, d.mealPart, d.recipeId, d.ingredientId, d.name]);
      }
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
    let plan: LibraryPlan | undefined;
    // This week's planned recipes by "day:meal": scaled recipe id, recipe, the user's portion.
    let planned = new Map<string, PlannedRecipe[]>();
    let versionFactor = 1;
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
    /** The recommender's plan for the week (Monday to Sunday) of `dayMs`, scaled to the user's energy need that day. */
    const planTheWeek = (dayMs: number, weekStartMs: number) => {
      const member: HouseholdMember = {
        user: userId,
        gender,
        ageYears: Math.floor((dayMs - birth.getTime()) / (365.25 * DAY_MS)),
        weightKg: weight,
        heightCm,
        activityLevel,
        energyGoal: goal[0] as HouseholdMember['energyGoal'],
      };
      const kcal = library.kcalNeed(member);
      plan = pickPlan(rng, plans, kcal, plan);
      planWeek = weekStartMs;
      const createdAt = iso(dayMs + 6 * 3600_000);
      const version = versionAt(createdAt);
      versionFactor = version?.adherenceFactor ?? 1;
      rows.weekPlan.push([++weekPlanId, userId, isoDay(weekStartMs), createdAt, version?.version ?? null]);
      planned = new Map();
      const ratio = kcal / plan.referenceKcal;
      const add = (
        day: number,
        mealOfDay: MealOfDay,
        recipeId: number,
        portion: number,
        division: number | null,
        how: Provenance,
      ) => {
        rows.scaledRecipe.push([
          ++scaledId,
          weekPlanId,
          day,
          mealOfDay,
          recipeId,
          portion,
          division,
          [{ user: userId, portionInServings: portion }],
          how,
        ]);
        const key = `${day}:${mealOfDay}`;
        planned.set(key, [...(planned.get(key) ?? []), { id: scaledId, recipe: recipeId, portion, provenance: how }]);
      };
      for (const meal of plan.meals) {
        const portion = portionFor(meal.portion * ratio, DEFAULT_PORTION_BOUNDS);
        const change = draw();
        const other = change < PROVENANCE.replaceShare ? replacementFor(draw, plans, meal) : undefined;
        const how: Provenance = other !== undefined ? 'REPLACED' : change > 1 - PROVENANCE.pinShare ? 'PINNED' : 'GENERATED';
        add(meal.day, meal.mealOfDay, other ?? meal.recipeId, portion, userDivision.get(meal.division) ?? null, how);
      }
      for (let day = 1; day <= 7; day++) {
        if (draw() >= PROVENANCE.addChancePerDay) continue;
        // Something the user picked for that meal among the recipes of the plans that suit them (diet, restrictions).
        const mealOfDay = library.meals[Math.floor(draw() * library.meals.length)];
        const options = plans[Math.floor(draw() * plans.length)].meals.filter((o) => o.mealOfDay === mealOfDay);
        if (options.length === 0) continue;
        const own = options[Math.floor(draw() * options.length)].recipeId;
        add(day, mealOfDay, own, portionFor(1, DEFAULT_PORTION_BOUNDS), null, 'ADDED');
      }
    };

    for (let d = 0; d < backOn + backDays; d++) {
      if (d >= aliveDays && d < backOn) continue; // away
      const dayMs = startMs + (day0 + d) * DAY_MS;
      // The user opens the app on a day with their engagement, and mostly logs food then.
      const opens = d === 0 || d === backOn || rng() < engagement;
      const logs = opens && (d === 0 || rng() < m.logShare);
      const adherence = adherence0 * (m.adherenceFloor + (1 - m.adherenceFloor) * Math.exp(-d / m.adherenceFadeDays));
      let followed = 0;
      if (opens) {
        for (let k = 1 + poisson(rng, m.extraSessions * engagement); k > 0; k--) {
          rows.session.push([userId, APP_OPEN, iso(dayMs + Math.floor(uniform(rng, [5 * 3600, 22 * 3600])) * 1000)]);
        }
        lastActiveMs = dayMs + 12 * 3600_000;
      }
      const weekday = (new Date(dayMs).getUTCDay() + 6) % 7;
      const weekStartMs = dayMs - weekday * DAY_MS;
      // The app asks the recommender for the week's plan when the user first opens it that week.
      if (usesPlans && opens && weekStartMs !== planWeek) planTheWeek(dayMs, weekStartMs);
      if (usesPlans && logs) {
        for (const meal of library.meals) {
          const recipes = planned.get(`${weekday + 1}:${meal}`) ?? [];
          const own = recipes.filter((s) => s.provenance === 'ADDED');
          const given = recipes.filter((s) => s.provenance !== 'ADDED');
          // A recipe added by hand is eaten or not on its own; the plan's own recipes of the meal together.
          for (const s of own) {
            if (draw() >= Math.min(0.98, adherence * versionFactor * PROVENANCE.follow.ADDED)) continue;
            rows.foodLog.push([
              userId,
              iso(at(draw, dayMs, meal)),
              meal,
              s.recipe,
              null,
              s.portion,
              null,
              true,
              null,
              null,
              s.id,
            ]);
          }
          const chosen = Math.max(1, ...given.map((s) => PROVENANCE.follow[s.provenance]));
          if (given.length === 0 || rng() >= Math.min(0.98, adherence * versionFactor * chosen)) continue;
          const whenMs = at(rng, dayMs, meal);
          for (const s of given) {
            rows.foodLog.push([userId, iso(whenMs), meal, s.recipe, null, s.portion, null, true, null, null, s.id]);
          }
          followed++;
        }
      }
      if (logs) {
        const free = usesPlans ? poisson(rng, 0.5) : 1 + poisson(rng, 1.1 * engagement);
        for (let k = followed === 0 ? Math.max(1, free) : free; k > 0; k--) logFree(dayMs);
      }
      // Energy balance: the goal is realised in proportion to adherence (plan users) or engagement on days the
      // user logs; a day without logging drifts to a small surplus.
      const realised = usesPlans ? 0.25 + 0.75 * (followed / library.meals.length) : 0.2 + 0.3 * engagement;
      const balance = logs ? goal[2] * realised + normal(rng, 0, 120) : 120 + normal(rng, 0, 120);
      weight += balance / m.kcalPerKg;
      if (d === 0 || (logs && rng() < m.weighInChance)) {
        rows.weightLog.push([
          userId,
          Math.round(normal(rng, weight, 0.3) * 10) / 10,
          iso(dayMs + 6 * 3600_000 + Math.floor(rng() * 3600_000)),
        ]);
      }
    }
    const name = isCountry(tag) ? cohortName(tag, n, gender) : undefined;
    rows.appUser.push([
      userId,
      `cohort.${tag}.${num}@example.org`,
      `C-${tag.toUpperCase()}-${num}`,
      isoDay(birth.getTime()),
      gender,
      signupIso,
      iso(lastActiveMs),
      household,
      name?.firstName ?? null,
      name?.lastName ?? null,
    ]);
  }
  return rows;
}
