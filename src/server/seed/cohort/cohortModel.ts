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
import type { MealOfDay } from '../../../domain';
import { mulberry32, type Rng } from '../../../domain/random';
import { DEFAULT_PORTION_BOUNDS, portionFor, type HouseholdMember } from '../../../recommender';
import { isCountry } from '../../db/contexts';
import { cohortName } from './cohortNames';
import type {
  CohortIds,
  CohortPlanLibrary,
  CohortPools,
  CohortRows,
  CohortSettingsVersion,
  LibraryMeal,
  LibraryPlan,
} from './cohortTypes';
export type {
  CohortIds,
  CohortPlanLibrary,
  CohortPools,
  CohortRows,
  CohortSettingsVersion,
  LibraryDivision,
  LibraryMeal,
  LibraryPlan,
} from './cohortTypes';
import { iso, isoDay, normal, poisson, popularity, uniform } from './draws';

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

/** What every user of one cohort draws from and writes to. */
interface Cohort {
  rng: Rng;
  /** The provenance, version and comeback stream. */
  draw: Rng;
  /** The first day of the history (ms). */
  startMs: number;
  library: CohortPlanLibrary;
  /** The settings version in force at `at` (ISO): the last saved by then. */
  versionAt(at: string): CohortSettingsVersion | undefined;
  pick: Record<'recipe' | 'ingredient' | 'restrictable', (rng: Rng) => number> & {
    product: (rng: Rng) => string;
    text: (rng: Rng) => readonly string[];
  };
  rows: CohortRows;
  /** The last id given per table (the next row takes the one after). */
  lastId: Omit<CohortIds, 'user'>;
}

/** A user as drawn at sign-up, with their plan choices and favourites; `weightKg` follows their energy balance. */
interface CohortUser {
  id: number;
  /** The user's number in the cohort (from 1). */
  n: number;
  /** Sign-up day index (0 = first day of the history). */
  day0: number;
  signupMs: number;
  /** Days of the first stretch; the second (`backDays` long, maybe none) starts on day `backOn`. */
  aliveDays: number;
  backOn: number;
  backDays: number;
  engagement: number;
  wantsPlans: boolean;
  adherence0: number;
  gender: 'F' | 'M';
  heightCm: number;
  weightKg: number;
  goal: (typeof COHORT_MODEL.goals)[number];
  birth: Date;
  activityLevel: 'LOWEST' | 'LOW' | 'MEDIUM';
  /** The library plans that suit the user (empty: they do not use plans). */
  plans: readonly LibraryPlan[];
  /** The user's own division id per library division. */
  userDivision: ReadonlyMap<number, number>;
  household: number | null;
  favouriteRecipes: readonly number[];
  favouriteIngredients: readonly number[];
}

/** The user's current week plan: the week's Monday (ms, -1: none yet) and its recipes by "day:meal". */
interface PlanWeek {
  startMs: number;
  plan: LibraryPlan | undefined;
  planned: Map<string, PlannedRecipe[]>;
  /** The adherence factor of the settings version the plan was made under. */
  versionFactor: number;
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
  const versions = [...(pools.settingsVersions ?? [])].sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  const cohort: Cohort = {
    rng: mulberry32(seed),
    draw: mulberry32((seed ^ PROVENANCE_STREAM) >>> 0),
    startMs: Date.parse(`${asOf}T00:00:00Z`) - COHORT_MODEL.historyDays * DAY_MS,
    library: pools.library,
    versionAt: (at) => versions.filter((v) => v.savedAt <= at).at(-1),
    pick: {
      recipe: popularity(pools.recipes),
      ingredient: popularity(pools.ingredients),
      product: popularity(pools.offBarcodes),
      text: popularity(pools.freeText),
      restrictable: popularity(pools.restrictable),
    },
    rows: {
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
    },
    lastId: { household: ids.household, division: ids.division, weekPlan: ids.weekPlan, scaledRecipe: ids.scaledRecipe },
  };
  for (let n = 1; n <= users; n++) simulateUser(cohort, ids.user + n, n, tag);
  return cohort.rows;
}

/** One user's whole history: sign-up, choices, every day they were alive, and their app_user row. */
function simulateUser(c: Cohort, userId: number, n: number, tag: string): void {
  const { rng } = c;
  const profile = drawProfile(c);
  const signupIso = iso(profile.signupMs);
  c.rows.heightLog.push([userId, profile.heightCm, signupIso]);
  c.rows.activityLevel.push([userId, profile.activityLevel, null, signupIso]);
  c.rows.energyDistribution.push([userId, profile.goal[0]]);
  const diet = drawDiet(c, userId);
  const restricted = new Set<number>();
  if (rng() < COHORT_MODEL.restrictionShare) {
    for (let k = 1 + poisson(rng, 0.6); k > 0; k--) restricted.add(c.pick.restrictable(rng));
    for (const id of restricted) c.rows.restriction.push([userId, id]);
  }
  const plans = profile.wantsPlans ? suitablePlans(c.library, diet, restricted) : [];
  const user: CohortUser = {
    id: userId,
    n,
    ...profile,
    plans,
    ...(plans.length > 0 ? joinHousehold(c, userId) : { household: null, userDivision: new Map() }),
    ...drawFavourites(c, userId, profile.signupMs, profile.aliveDays, profile.engagement),
  };
  const lastActiveMs = liveDays(c, user);
  const num = String(n).padStart(6, '0');
  const name = isCountry(tag) ? cohortName(tag, n, user.gender) : undefined;
  c.rows.appUser.push([
    userId,
    `cohort.${tag}.${num}@example.org`,
    `C-${tag.toUpperCase()}-${num}`,
    isoDay(user.birth.getTime()),
    user.gender,
    signupIso,
    iso(lastActiveMs),
    user.household,
    name?.firstName ?? null,
    name?.lastName ?? null,
  ]);
}

/** The user as drawn at sign-up: when, how long they stay (and come back), how engaged, their body and goal. */
function drawProfile(c: Cohort) {
  const { rng, draw } = c;
  const m = COHORT_MODEL;
  const day0 = signupDay(rng, c.startMs);
  const signupMs = c.startMs + day0 * DAY_MS + Math.floor(rng() * DAY_MS);
  const aliveDays = Math.min(lifetimeDays(rng), m.historyDays - day0);
  // A second stretch after days away (none when the history ends first).
  const comesBack = aliveDays >= m.comeback.minDays && draw() < m.comeback.chance;
  const awayDays = comesBack ? 10 + Math.floor(-Math.log(1 - draw()) * m.comeback.awayMeanDays) : 0;
  const backDays = comesBack ? Math.max(0, Math.min(lifetimeDays(draw), m.historyDays - day0 - aliveDays - awayDays)) : 0;
  const engagement = uniform(rng, m.engagement);
  const wantsPlans = rng() < m.planShare;
  const adherence0 = uniform(rng, m.adherence);
  const gender: CohortUser['gender'] = rng() < 0.56 ? 'F' : 'M';
  const heightCm = Math.round(normal(rng, gender === 'F' ? 165 : 178, 7));
  const bmi = Math.min(42, Math.max(18.5, normal(rng, 27.5, 4.5)));
  const weightKg = bmi * (heightCm / 100) ** 2;
  const goalDraw = rng();
  const goal = goalDraw < m.goals[0][1] ? m.goals[0] : goalDraw < m.goals[0][1] + m.goals[1][1] ? m.goals[1] : m.goals[2];
  const age = Math.floor(uniform(rng, [18, 70]));
  const birth = new Date(signupMs - age * 365.25 * DAY_MS - Math.floor(rng() * 365) * DAY_MS);
  const activityLevel = (['LOWEST', 'LOW', 'MEDIUM'] as const)[Math.floor(rng() * 3)];
  const backOn = aliveDays + awayDays;
  return {
    day0,
    signupMs,
    aliveDays,
    backOn,
    backDays,
    engagement,
    wantsPlans,
    adherence0,
    gender,
    heightCm,
    weightKg,
    goal,
    birth,
    activityLevel,
  };
}

/** The user's diet, if any (most have none). */
function drawDiet(c: Cohort, userId: number): string | undefined {
  let dietDraw = c.rng();
  for (const [name, share] of COHORT_MODEL.diets) {
    if ((dietDraw -= share) < 0) {
      c.rows.diet.push([userId, name]);
      return name;
    }
  }
  return undefined;
}

/** Plan users pick their meals in the app (a household of their own) and take the context's divisions of them. */
function joinHousehold(c: Cohort, userId: number): Pick<CohortUser, 'household' | 'userDivision'> {
  const household = ++c.lastId.household;
  c.rows.household.push([household, c.library.meals.length, [...c.library.meals]]);
  const userDivision = new Map<number, number>();
  for (const d of c.library.divisions) {
    const divisionId = ++c.lastId.division;
    userDivision.set(d.id, divisionId);
    c.rows.division.push([divisionId, userId, d.mealOfDay, d.type, d.mealPart, d.recipeId, d.ingredientId, d.name]);
  }
  return { household, userDivision };
}

/** Favourites lean to what the user eats: a personal short list drawn once, some of it marked over their life. */
function drawFavourites(
  c: Cohort,
  userId: number,
  signupMs: number,
  aliveDays: number,
  engagement: number,
): Pick<CohortUser, 'favouriteRecipes' | 'favouriteIngredients'> {
  const { rng } = c;
  const favouriteRecipes = Array.from({ length: 4 }, () => c.pick.recipe(rng));
  const favouriteIngredients = Array.from({ length: 3 }, () => c.pick.ingredient(rng));
  const favourites = new Set<string>();
  for (let k = poisson(rng, 1.2 + 2 * engagement); k > 0; k--) {
    const isRecipe = rng() < 0.6;
    const id = isRecipe ? favouriteRecipes[Math.floor(rng() * 4)] : favouriteIngredients[Math.floor(rng() * 3)];
    const key = `${isRecipe ? 'r' : 'i'}${id}`;
    if (favourites.has(key)) continue;
    favourites.add(key);
    const whenMs = signupMs + Math.floor(rng() * aliveDays) * DAY_MS;
    c.rows.favourite.push([userId, isRecipe ? id : null, isRecipe ? null : id, iso(whenMs)]);
  }
  return { favouriteRecipes, favouriteIngredients };
}

/** Every day of the user's stretches (skipping the days away); returns when they were last active (ms). */
function liveDays(c: Cohort, u: CohortUser): number {
  const week: PlanWeek = { startMs: -1, plan: undefined, planned: new Map(), versionFactor: 1 };
  let lastActiveMs = u.signupMs;
  for (let d = 0; d < u.backOn + u.backDays; d++) {
    if (d >= u.aliveDays && d < u.backOn) continue; // away
    lastActiveMs = liveDay(c, u, week, d) ?? lastActiveMs;
  }
  return lastActiveMs;
}

/** Day `d` of the user's life: sessions, the week plan, food logs, weight. Returns noon (ms) if they opened the app. */
function liveDay(c: Cohort, u: CohortUser, week: PlanWeek, d: number): number | undefined {
  const { rng } = c;
  const m = COHORT_MODEL;
  const usesPlans = u.plans.length > 0;
  const dayMs = c.startMs + (u.day0 + d) * DAY_MS;
  // The user opens the app on a day with their engagement, and mostly logs food then.
  const opens = d === 0 || d === u.backOn || rng() < u.engagement;
  const logs = opens && (d === 0 || rng() < m.logShare);
  const adherence = u.adherence0 * (m.adherenceFloor + (1 - m.adherenceFloor) * Math.exp(-d / m.adherenceFadeDays));
  let followed = 0;
  if (opens) {
    for (let k = 1 + poisson(rng, m.extraSessions * u.engagement); k > 0; k--) {
      c.rows.session.push([u.id, APP_OPEN, iso(dayMs + Math.floor(uniform(rng, [5 * 3600, 22 * 3600])) * 1000)]);
    }
  }
  const weekday = (new Date(dayMs).getUTCDay() + 6) % 7;
  const weekStartMs = dayMs - weekday * DAY_MS;
  // The app asks the recommender for the week's plan when the user first opens it that week.
  if (usesPlans && opens && weekStartMs !== week.startMs) planTheWeek(c, u, week, dayMs, weekStartMs);
  if (usesPlans && logs) followed = logPlannedMeals(c, u, week, dayMs, weekday, adherence);
  if (logs) {
    const free = usesPlans ? poisson(rng, 0.5) : 1 + poisson(rng, 1.1 * u.engagement);
    for (let k = followed === 0 ? Math.max(1, free) : free; k > 0; k--) logFreeFood(c, u, dayMs);
  }
  // Energy balance: the goal is realised in proportion to adherence (plan users) or engagement on days the
  // user logs; a day without logging drifts to a small surplus.
  const realised = usesPlans ? 0.25 + 0.75 * (followed / c.library.meals.length) : 0.2 + 0.3 * u.engagement;
  const balance = logs ? u.goal[2] * realised + normal(rng, 0, 120) : 120 + normal(rng, 0, 120);
  u.weightKg += balance / m.kcalPerKg;
  if (d === 0 || (logs && rng() < m.weighInChance)) {
    c.rows.weightLog.push([
      u.id,
      Math.round(normal(rng, u.weightKg, 0.3) * 10) / 10,
      iso(dayMs + 6 * 3600_000 + Math.floor(rng() * 3600_000)),
    ]);
  }
  return opens ? dayMs + 12 * 3600_000 : undefined;
}

/** The recommender's plan for the week (Monday to Sunday) of `dayMs`, scaled to the user's energy need that day. */
function planTheWeek(c: Cohort, u: CohortUser, week: PlanWeek, dayMs: number, weekStartMs: number): void {
  const { draw, library } = c;
  const member: HouseholdMember = {
    user: u.id,
    gender: u.gender,
    ageYears: Math.floor((dayMs - u.birth.getTime()) / (365.25 * DAY_MS)),
    weightKg: u.weightKg,
    heightCm: u.heightCm,
    activityLevel: u.activityLevel,
    energyGoal: u.goal[0] as HouseholdMember['energyGoal'],
  };
  const kcal = library.kcalNeed(member);
  const plan = pickPlan(c.rng, u.plans, kcal, week.plan);
  week.plan = plan;
  week.startMs = weekStartMs;
  const createdAt = iso(dayMs + 6 * 3600_000);
  const version = c.versionAt(createdAt);
  week.versionFactor = version?.adherenceFactor ?? 1;
  const weekPlanId = ++c.lastId.weekPlan;
  c.rows.weekPlan.push([weekPlanId, u.id, isoDay(weekStartMs), createdAt, version?.version ?? null]);
  week.planned = new Map();
  const ratio = kcal / plan.referenceKcal;
  const add = (
    day: number,
    mealOfDay: MealOfDay,
    recipeId: number,
    portion: number,
    division: number | null,
    how: Provenance,
  ) => {
    const scaledId = ++c.lastId.scaledRecipe;
    c.rows.scaledRecipe.push([
      scaledId,
      weekPlanId,
      day,
      mealOfDay,
      recipeId,
      portion,
      division,
      [{ user: u.id, portionInServings: portion }],
      how,
    ]);
    const key = `${day}:${mealOfDay}`;
    week.planned.set(key, [...(week.planned.get(key) ?? []), { id: scaledId, recipe: recipeId, portion, provenance: how }]);
  };
  for (const meal of plan.meals) {
    const portion = portionFor(meal.portion * ratio, DEFAULT_PORTION_BOUNDS);
    const change = draw();
    const other = change < PROVENANCE.replaceShare ? replacementFor(draw, u.plans, meal) : undefined;
    const how: Provenance = other !== undefined ? 'REPLACED' : change > 1 - PROVENANCE.pinShare ? 'PINNED' : 'GENERATED';
    add(meal.day, meal.mealOfDay, other ?? meal.recipeId, portion, u.userDivision.get(meal.division) ?? null, how);
  }
  for (let day = 1; day <= 7; day++) {
    if (draw() >= PROVENANCE.addChancePerDay) continue;
    // Something the user picked for that meal among the recipes of the plans that suit them (diet, restrictions).
    const mealOfDay = library.meals[Math.floor(draw() * library.meals.length)];
    const options = u.plans[Math.floor(draw() * u.plans.length)].meals.filter((o) => o.mealOfDay === mealOfDay);
    if (options.length === 0) continue;
    const own = options[Math.floor(draw() * options.length)].recipeId;
    add(day, mealOfDay, own, portionFor(1, DEFAULT_PORTION_BOUNDS), null, 'ADDED');
  }
}

/** Logs the planned meals of the day the user follows; returns how many of the plan's meals they followed. */
function logPlannedMeals(c: Cohort, u: CohortUser, week: PlanWeek, dayMs: number, weekday: number, adherence: number): number {
  const { rng, draw } = c;
  let followed = 0;
  for (const meal of c.library.meals) {
    const recipes = week.planned.get(`${weekday + 1}:${meal}`) ?? [];
    const own = recipes.filter((s) => s.provenance === 'ADDED');
    const given = recipes.filter((s) => s.provenance !== 'ADDED');
    // A recipe added by hand is eaten or not on its own; the plan's own recipes of the meal together.
    for (const s of own) {
      if (draw() >= Math.min(0.98, adherence * week.versionFactor * PROVENANCE.follow.ADDED)) continue;
      c.rows.foodLog.push([u.id, iso(at(draw, dayMs, meal)), meal, s.recipe, null, s.portion, null, true, null, null, s.id]);
    }
    const chosen = Math.max(1, ...given.map((s) => PROVENANCE.follow[s.provenance]));
    if (given.length === 0 || rng() >= Math.min(0.98, adherence * week.versionFactor * chosen)) continue;
    const whenMs = at(rng, dayMs, meal);
    for (const s of given) {
      c.rows.foodLog.push([u.id, iso(whenMs), meal, s.recipe, null, s.portion, null, true, null, null, s.id]);
    }
    followed++;
  }
  return followed;
}

/** One unplanned log: a recipe, an ingredient, a packaged product or free text, at a meal of the day. */
function logFreeFood(c: Cohort, u: CohortUser, dayMs: number): void {
  const { rng } = c;
  const m = COHORT_MODEL;
  const meal = FREE_MEALS[Math.floor(rng() * FREE_MEALS.length)];
  const kind = rng();
  const when = iso(at(rng, dayMs, meal));
  if (kind < m.logMix[0]) {
    const id = rng() < 0.3 ? u.favouriteRecipes[Math.floor(rng() * 4)] : c.pick.recipe(rng);
    c.rows.foodLog.push([u.id, when, meal, id, null, 1, null, false, null, null, null]);
  } else if (kind < m.logMix[1]) {
    const id = rng() < 0.3 ? u.favouriteIngredients[Math.floor(rng() * 3)] : c.pick.ingredient(rng);
    c.rows.foodLog.push([u.id, when, meal, null, id, null, Math.round(uniform(rng, [40, 250])), false, null, null, null]);
  } else if (kind < m.logMix[2]) {
    const grams = Math.round(uniform(rng, [25, 300]));
    c.rows.foodLog.push([u.id, when, meal, null, null, null, grams, false, c.pick.product(rng), null, null]);
  } else {
    const spellings = c.pick.text(rng);
    const entry = spellings[Math.floor(rng() * spellings.length)];
    c.rows.foodLog.push([u.id, when, meal, null, null, null, null, false, null, entry, null]);
  }
}
