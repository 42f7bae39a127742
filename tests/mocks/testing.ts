import { http, HttpResponse } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import type {
  JobQueueFigures,
  MealPlanningTestingRequest,
  TestingResult,
  TestingRun,
} from '../../src/services/generated/plannerApi.generated';
import { DEFAULT_RECOMMENDER } from './settings';

/** A finished run's result, with every field the charts and the summary read. */
export function testingResult(overrides: Partial<TestingResult> = {}): TestingResult {
  const deviations = (['KCAL', 'PROTEIN', 'CARB', 'FAT'] as const).flatMap((nutrient) =>
    [3, 4, 5, 6].map((mealsPerDay) => ({
      mealsPerDay,
      nutrient,
      mean: nutrient === 'KCAL' ? 0.02 : 0.08,
      p95: 0.2,
      withinFivePercent: 0.6,
      withinTenPercent: nutrient === 'KCAL' ? 0.9 : 0.7,
    })),
  );
  return {
    totalRecipes: 2000,
    totalRecommendable: 1500,
    totalRecommended: 600,
    mealsDayDeviations: deviations,
    distinctRecipesPerUser: [30, 34, 41, 45, 52],
    distinctRecipesPerMoDPerUser: { BREAKFAST: 4, LUNCH: 9.5, DINNER: 10 },
    nonRecommendedRecipes: [{ idRecipe: 7, name: 'Kale soup' }],
    durationMs: 12_300,
    deviationBucketEdges: [-0.1, 0, 0.1],
    deviationDistributions: (['KCAL', 'PROTEIN', 'CARB', 'FAT'] as const).map((nutrient) => ({
      nutrient,
      counts: [5, 40, 45, 10],
    })),
    heuristicScores: [
      { name: 'ENERGY_SUITABILITY', mean: 0.91 },
      { name: 'SEASON', mean: 0.5 },
    ],
    failedPlans: 0,
    ...overrides,
  };
}

export function testingRun(overrides: Partial<TestingRun> = {}): TestingRun {
  return {
    id: 'run-1',
    status: 'DONE',
    progress: { done: 300, total: 300 },
    createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    startedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    finishedAt: new Date(Date.now() - 9 * 60_000).toISOString(),
    generatorOptions: { numberOfUsers: 100, plansPerUser: 3, minAge: 18, maxAge: 65 },
    recommenderSettings: structuredClone(DEFAULT_RECOMMENDER),
    result: testingResult(),
    ...overrides,
  };
}

/**
 * The planner's test runs for msw. A started run is RUNNING; each poll of it moves it on by `step`
 * plans until it is DONE (with `result`), unless it was cancelled. `runs` holds every run (the list
 * answers them without results, newest first); starts and cancels are recorded.
 */
export function useTestingApi({ runs = [] as TestingRun[], step = 0.5, result = testingResult() } = {}) {
  const starts: MealPlanningTestingRequest[] = [];
  const cancels: string[] = [];
  const all = [...runs];
  let next = all.length + 1;
  let startAnswer: (() => Response) | undefined;
  server.use(
    http.get(apiUrl('planner', '/mealPlanningTesting'), () =>
      HttpResponse.json(all.map(({ result: _result, ...run }) => run).reverse()),
    ),
    http.post(apiUrl('planner', '/mealPlanningTesting'), async ({ request }) => {
      const body = (await request.json()) as MealPlanningTestingRequest;
      starts.push(body);
      if (startAnswer) return startAnswer();
      const total = body.generatorOptions.numberOfUsers * body.generatorOptions.plansPerUser;
      const run: TestingRun = {
        id: `run-${next++}`,
        status: 'RUNNING',
        progress: { done: 0, total },
        createdAt: new Date().toISOString(),
        startedAt: new Date(Date.now() - 1000).toISOString(),
        generatorOptions: body.generatorOptions,
        recommenderSettings: body.recommenderSettings,
      };
      all.push(run);
      return HttpResponse.json(run);
    }),
    http.get(apiUrl('planner', '/mealPlanningTesting/:runId'), ({ params }) => {
      const run = all.find((r) => r.id === params.runId);
      if (!run) return HttpResponse.json({ code: 'NOT_FOUND', message: 'Test run not found' }, { status: 404 });
      const answer = structuredClone(run);
      if (run.status === 'RUNNING') {
        run.progress.done = Math.min(run.progress.total, run.progress.done + Math.round(step * run.progress.total));
        if (run.progress.done === run.progress.total) Object.assign(run, { status: 'DONE', result });
      }
      return HttpResponse.json(answer);
    }),
    http.post(apiUrl('planner', '/mealPlanningTesting/:runId/cancel'), ({ params }) => {
      const run = all.find((r) => r.id === params.runId)!;
      cancels.push(run.id);
      run.status = 'CANCELLED';
      return HttpResponse.json(run);
    }),
  );
  return {
    starts,
    cancels,
    runs: all,
    /** The next start answers this instead (an error, or a cached run). */
    answerStartWith: (answer: () => Response) => {
      startAnswer = answer;
    },
  };
}

/** GET /planner/administration/job-queue answers `figures`; `reads` counts the calls. */
export function useJobQueueApi(figures: JobQueueFigures | 'error') {
  const reads: number[] = [];
  server.use(
    http.get(apiUrl('planner', '/administration/job-queue'), () => {
      reads.push(Date.now());
      return figures === 'error'
        ? HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 })
        : HttpResponse.json(figures);
    }),
  );
  return { reads };
}
