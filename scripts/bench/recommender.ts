/**
 * `npm run bench:recommender`: the meal planner on the seeded FNDDS catalogue, through the real handlers.
 *
 * - Week-plan latency (CREATE) p50/p95 for the default sample profile and a 2-member household.
 * - Daily deviation of energy and macros per member (mean, p95, share within +-5 % and +-10 %), computed
 *   here from the plan's recipe nutrition x portions against /simulate/nutritionalNeeds (energy = the
 *   recipes' stored SR energy, macros in grams).
 * - Restriction accuracy, checked independently against the database (diets, allergens, ingredient and
 *   food restrictions): must be 100 %.
 * - Variety: distinct recipes per week and per meal of day, catalogue coverage.
 * - The algorithm test (100 users x 3 plans) through the worker pool.
 * The engine against the exact day optimum (HiGHS) is `npm run bench:recommender:oracle` (recommenderOracle.ts).
 *
 * Database: in-memory PGlite by default; with BENCH_DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test)
 * a throwaway database `bench_planner` on that server, dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, freshDatabase } from './benchPostgres';
import { buildServer } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/seed/seed';
import { DEMO_ACCOUNTS } from '../../src/server/idp';
import { createCandidatesRepository } from '../../src/server/planner/candidatesRepository';
import { deviationStats } from '../../src/server/planner/testing/metrics';
import { signInByInject } from '../../tests/server/helpers/code-flow';

const CTX = 'nl' as const;
const MEALS = ['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER'];
/** Household members in the profile shape (HouseholdMember of the documents). */
const SAMPLE_MEMBER = {
  idUser: 1,
  firstName: 'Sample',
  birthDate: '1960-01-01',
  gender: 'M',
  weightLogs: [{ weightKg: 71.2 }],
  heightLogs: [{ heightCm: 176 }],
  activityLevels: [{ value: 'LOWEST' }],
  userEnergyDistribution: { energyGoal: 'MAINTAIN_WEIGHT' },
};
const PARTNER = {
  idUser: 2,
  firstName: 'Partner',
  birthDate: '1965-06-01',
  gender: 'F',
  weightLogs: [{ weightKg: 63 }],
  heightLogs: [{ heightCm: 165 }],
  activityLevels: [{ value: 'LOW' }],
  userEnergyDistribution: { energyGoal: 'MAINTAIN_WEIGHT' },
};
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

function profile(users: object[], extra: Record<string, unknown> = {}) {
  return {
    idUser: 1,
    firstName: 'Sample',
    birthDate: '1960-01-01',
    gender: 'M',
    expertiseLevel: 'INTERMEDIATE',
    weightLogs: [{ weightKg: 71.2 }],
    heightLogs: [{ heightCm: 176 }],
    activityLevels: [{ value: 'LOWEST' }],
    household: { noOfMealsPerDay: 6, selectedMeals: MEALS.map((mealOfDay) => ({ mealOfDay })), users },
    userEnergyDistribution: {
      energyGoal: 'MAINTAIN_WEIGHT',
      proteinDistribution: 0.2,
      carbohydratesDistribution: 0.5,
      fatDistribution: 0.3,
    },
    ...extra,
  };
}
const SETTINGS = {
  mealOfDayHeuristicsWeights: {},
  dayHeuristicsWeights: {},
  weekHeuristicsWeights: {},
  runDayImprovement: true,
  runWeekImprovement: true,
};

interface Scaled {
  recipe: {
    idRecipe: number;
    recipeNutritionalInfo?: { energyKcal: number; protein: number; carbohydrate: number; fat: number };
  };
  householdServings: { user: { id: number }; portionInServings: number }[];
}
interface Plan {
  mealPlans: { dayOfWeek: string; mealOfDay: string; scaledRecipes: Scaled[] }[];
}

const pct = (x: number, d = 1) => `${(x * 100).toFixed(d)} %`;
const quantile = (xs: number[], q: number) => {
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.ceil(q * a.length) - 1)];
};

async function openBenchDatabase(): Promise<{ db: Database; drop: () => Promise<void>; label: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://', url: '' });
    return { db, drop: () => db.close(), label: 'PGlite (in memory)' };
  }
  const db = await openDatabase({ url: await freshDatabase(url, 'bench_planner'), maxConnections: 4 });
  return {
    db,
    label: 'PostgreSQL',
    async drop() {
      await db.close();
      await dropDatabase(url, 'bench_planner');
    },
  };
}

async function main() {
  const rows: [string, string][] = [];
  const t0 = Date.now();
  const { db, drop, label } = await openBenchDatabase();
  await migrate(db, { contexts: [CTX] });
  await seedDatabase(db, { contexts: [CTX] });
  const photosDir = mkdtempSync(path.join(os.tmpdir(), 'bench-planner-'));
  const built = await buildServer({
    db,
    publicUrl: 'http://127.0.0.1:9',
    auth: { mode: 'embedded', accounts: DEMO_ACCOUNTS },
    backends: ['planner'],
    photosDir,
    // One token stands for many users here: no per-user limit.
    rateLimits: false,
  });
  const token = async () =>
    `Bearer ${(await signInByInject(built.app, built.idp!, { username: 'nutritionist', password: 'nutritionist' })).access_token}`;
  const post = async (url: string, payload: object) => {
    const res = await built.app.inject({
      method: 'POST',
      url: `/planner${url}`,
      headers: { authorization: await token() },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };
  rows.push(['Database / setup', `${label}, 1 context migrated + seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`]);

  // ---- latency and quality through the handler
  const households: [string, object[]][] = [
    ['default sample (1 member)', [SAMPLE_MEMBER]],
    ['2-member household', [SAMPLE_MEMBER, PARTNER]],
  ];
  const allPlans: Plan[] = [];
  for (const [name, users] of households) {
    const p = profile(users);
    const body = (seed: number) => ({
      userProfile: p,
      startDate: '2026-11-16',
      scope: { householdMembers: users },
      recommenderSettings: SETTINGS,
      planAction: 'CREATE',
      seed,
    });
    const coldStart = Date.now();
    await post('/simulate/weekPlan', body(0)); // loads the catalogue cache
    const cold = Date.now() - coldStart;
    const auth = await token();
    const times: number[] = [];
    const plans: Plan[] = [];
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const s = performance.now();
      const res = await built.app.inject({
        method: 'POST',
        url: '/planner/simulate/weekPlan',
        headers: { authorization: auth },
        payload: body(seed),
      });
      times.push(performance.now() - s);
      plans.push(res.json());
    }
    allPlans.push(...(users.length === 1 ? plans : []));
    rows.push([
      `Week plan latency, ${name}`,
      `p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms (${RUNS} plans; first call with catalogue load ${cold} ms)`,
    ]);
    const needs: { user: { id: number }; nutrientNeeds: Record<string, { target: number }> }[] = await post(
      '/simulate/nutritionalNeeds',
      { userProfile: p, scope: { householdMembers: users } },
    );
    for (const member of needs) {
      const dev: Record<string, number[]> = { KCAL: [], PROTEIN: [], CARB: [], FAT: [] };
      for (const plan of plans) {
        const days = new Map<string, number[]>();
        for (const m of plan.mealPlans)
          for (const s of m.scaledRecipes) {
            const k = s.householdServings.find((h) => h.user.id === member.user.id)?.portionInServings ?? 0;
            const n = s.recipe.recipeNutritionalInfo!;
            const t = days.get(m.dayOfWeek) ?? [0, 0, 0, 0];
            [n.energyKcal, n.protein, n.carbohydrate, n.fat].forEach((v, j) => {
              t[j] += v * k;
            });
            days.set(m.dayOfWeek, t);
          }
        for (const t of days.values())
          (['KCAL', 'PROTEIN', 'CARB', 'FAT'] as const).forEach((key, j) =>
            dev[key].push((t[j] - member.nutrientNeeds[key].target) / member.nutrientNeeds[key].target),
          );
      }
      const cells = Object.entries(dev).map(([key, v]) => {
        const st = deviationStats(v);
        const median = quantile(v.map(Math.abs), 0.5);
        return `${key} median ${pct(median, 2)} / mean ${pct(st.mean, 2)} / p95 ${pct(st.p95)} / ±5 % ${pct(st.withinFivePercent, 0)} / ±10 % ${pct(st.withinTenPercent, 0)}`;
      });
      rows.push([`Daily deviation, ${name}, member ${member.user.id} (${RUNS * 7} days)`, cells.join('<br>')]);
    }
  }

  // ---- variety (default sample)
  const recommendable = (await db.transaction((tx) => createCandidatesRepository(tx).load(), { context: CTX })).candidates.length;
  const perWeek = allPlans.map((p) => {
    const ids = p.mealPlans.flatMap((m) => m.scaledRecipes.map((s) => s.recipe.idRecipe));
    return [new Set(ids).size, ids.length];
  });
  const perMeal = MEALS.map((meal) => {
    const counts = allPlans.map(
      (p) =>
        new Set(p.mealPlans.filter((m) => m.mealOfDay === meal).flatMap((m) => m.scaledRecipes.map((s) => s.recipe.idRecipe)))
          .size,
    );
    return `${meal} ${(counts.reduce((a, b) => a + b, 0) / counts.length).toFixed(1)}`;
  });
  const everything = new Set(allPlans.flatMap((p) => p.mealPlans.flatMap((m) => m.scaledRecipes.map((s) => s.recipe.idRecipe))));
  rows.push([
    'Variety, default sample',
    `distinct recipes per week ${(perWeek.reduce((a, [d]) => a + d, 0) / perWeek.length).toFixed(1)} of ${perWeek[0][1]} slots; per meal of day (of 7 days): ${perMeal.join(', ')}`,
  ]);
  rows.push([
    'Catalogue coverage',
    `${everything.size} distinct recipes over ${RUNS} weeks of one profile = ${pct(everything.size / recommendable)} of ${recommendable} recommendable`,
  ]);

  // ---- restriction accuracy, checked against the database
  const [ingredientRow] = await db.transaction(
    (tx) =>
      tx.query<{ id: number }>(
        "SELECT ri.ingredient_id AS id FROM recipe_ingredient ri JOIN recipe r ON r.id = ri.recipe_id WHERE r.status = 'PUBLISHED' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
      ),
    { context: CTX },
  );
  const cases = [
    { diet: 'LACTO_OVO_VEGETARIAN', allergen: 'NUTS' },
    { diet: 'PESCETARIAN', allergen: 'MILK' },
    { diet: 'NO_PORK', allergen: 'GLUTEN' },
    { diet: 'LACTOSE_FREE', allergen: 'EGG' },
  ];
  let checkedPlans = 0;
  let violatingPlans = 0;
  let checkedRecipes = 0;
  for (const [i, c] of cases.entries()) {
    for (let seed = 0; seed < 3; seed += 1) {
      const p = profile([SAMPLE_MEMBER], {
        dietaryRestrictions: [c.diet],
        allergens: [c.allergen],
        ingredientRestrictions: [{ idIngredient: ingredientRow.id }],
      });
      let plan: Plan;
      try {
        plan = await post('/simulate/weekPlan', {
          userProfile: p,
          startDate: '2026-11-16',
          scope: { householdMembers: [SAMPLE_MEMBER] },
          recommenderSettings: SETTINGS,
          planAction: 'CREATE',
          seed: 100 * i + seed,
        });
      } catch (err) {
        rows.push([`Restrictions ${c.diet}+${c.allergen}`, String((err as Error).message).slice(0, 120)]);
        break;
      }
      const ids = [...new Set(plan.mealPlans.flatMap((m) => m.scaledRecipes.map((s) => s.recipe.idRecipe)))];
      const bad = await db.transaction(
        (tx) =>
          tx.query<{ id: number }>(
            `SELECT r.id FROM recipe r WHERE r.id = ANY($1::int[]) AND (NOT ($2 = ANY(r.diets)) OR $3 = ANY(r.allergens)
           OR EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.recipe_id = r.id AND ri.ingredient_id = $4))`,
            [ids, c.diet, c.allergen, ingredientRow.id],
          ),
        { context: CTX },
      );
      checkedPlans += 1;
      checkedRecipes += ids.length;
      if (bad.length) violatingPlans += 1;
    }
  }
  rows.push([
    'Restriction accuracy',
    `${pct((checkedPlans - violatingPlans) / Math.max(1, checkedPlans), 0)} of ${checkedPlans} plans (${checkedRecipes} distinct recipe uses checked in SQL: diet, allergen, ingredient)`,
  ]);

  // ---- algorithm test through the worker pool
  const testStart = Date.now();
  let run = await post('/mealPlanningTesting', {
    recommenderSettings: SETTINGS,
    generatorOptions: { numberOfUsers: 100, plansPerUser: 3, minAge: 18, maxAge: 65 },
  });
  let pollMax = 0;
  while (run.status !== 'DONE' && run.status !== 'FAILED') {
    await new Promise((r) => setTimeout(r, 500));
    const s = performance.now();
    run = (
      await built.app.inject({
        method: 'GET',
        url: `/planner/mealPlanningTesting/${run.id}`,
        headers: { authorization: await token() },
      })
    ).json();
    pollMax = Math.max(pollMax, performance.now() - s);
  }
  if (run.status === 'FAILED') throw new Error(`test run failed: ${run.error?.message}`);
  const r = run.result;
  const kcal = r.mealsDayDeviations
    .filter((d: { nutrient: string }) => d.nutrient === 'KCAL')
    .map(
      (d: { mealsPerDay: number; mean: number; withinFivePercent: number }) =>
        `${d.mealsPerDay} meals ${pct(d.mean)} (±5 % ${pct(d.withinFivePercent, 0)})`,
    );
  rows.push([
    'Algorithm test 100 users x 3 plans',
    `${((Date.now() - testStart) / 1000).toFixed(1)} s wall (${os.availableParallelism?.() ?? os.cpus().length} cores, worker pool); slowest progress poll ${pollMax.toFixed(0)} ms`,
  ]);
  rows.push([
    'Algorithm test result',
    `recommended ${r.totalRecommended} of ${r.totalRecommendable} recommendable (${r.totalRecipes} published); distinct recipes per user median ${quantile(r.distinctRecipesPerUser, 0.5)}; mean kcal deviation ${kcal.join(', ')}`,
  ]);

  console.log('| measure | result |\n|---|---|');
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
  await built.app.close();
  await drop();
  rmSync(photosDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
