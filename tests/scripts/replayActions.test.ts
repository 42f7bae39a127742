import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createActionLog, parseActionLog, type ActionLogFile } from '../../src/app/actionLog';
import { makeStore, startPersistence } from '../../src/app/store';
import { signedIn } from '../../src/auth/authSlice';
import { planActions, planReceived, planRequested } from '../../src/features/simulation/store/planSlice';
import { profileActions } from '../../src/features/simulation/store/profileSlice';
import { undo } from '../../src/features/simulation/store/simulationReducer';
import { varietyActions } from '../../src/features/simulation/store/varietySlice';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { replayAgainstServer, replayFile } from '../../scripts/replay-actions';
import { requestPlan } from '../../src/features/simulation/store/planRequests';
import type { WeekPlanRequest } from '../../src/services/generated/plannerApi.generated';
import { apiUrl } from '../mocks/urls';
import { createWeekPlan } from '../fixtures/weekPlans';

const ROOT = path.resolve(__dirname, '../..');

/** A nutritionist's session on /meal-simulation, recorded; returns the downloaded log. */
async function recordSession(): Promise<ActionLogFile> {
  const log = createActionLog();
  const store = makeStore(undefined, { actionLog: log });
  // Something kept from an earlier visit: rehydration restores it, and the log starts after it.
  store.dispatch(signedIn({ username: 'nina', roles: ['nutritionist'], context: 'nl', externalId: 'x' }));
  await startPersistence(store);
  store.dispatch(profileActions.memberAdded());
  store.dispatch(profileActions.memberNameChanged({ id: 3, name: 'Ann' }));
  store.dispatch(profileActions.memberAgeChanged({ id: 3, age: 8, today: '2026-11-25' }));
  store.dispatch(planRequested({ requestId: 'a', planAction: 'CREATE', seed: 11 }));
  store.dispatch(
    planReceived({
      requestId: 'a',
      planAction: 'CREATE',
      weekPlan: createWeekPlan({ 'MONDAY:LUNCH': [1, 2], 'MONDAY:DINNER': [3] }),
    }),
  );
  store.dispatch(varietyActions.ingredientRestricted({ idIngredient: 20 }));
  store.dispatch(planRequested({ requestId: 'b', planAction: 'REVIEW', seed: 12 }));
  store.dispatch(
    planReceived({
      requestId: 'b',
      planAction: 'REVIEW',
      weekPlan: createWeekPlan({ 'MONDAY:LUNCH': [1, 4], 'MONDAY:DINNER': [3] }),
    }),
  );
  store.dispatch(undo());
  store.dispatch(planActions.viewSelected('DAY'));
  return parseActionLog(JSON.stringify(log.toFile()));
}

describe('npm run replay-actions', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'replay-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay-actions.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

  it('replays a recorded session into a fresh store and says it reaches the same state (file as argument or --path=)', async () => {
    const file = await recordSession();
    expect(file.version).toBe(3);
    expect(file.entries.map((e) => e.action.type)).not.toContain('auth/signedIn');
    expect((file.initialState?.auth as { username: string }).username).toBe('nina');
    expect(replayFile(file)).toEqual({
      code: 0,
      lines: [`Replayed ${file.entries.length} actions: the replayed state matches the recorded one.`],
    });

    const logPath = path.join(dir, 'session.json');
    writeFileSync(logPath, JSON.stringify(file));
    for (const args of [[logPath], [`--path=${logPath}`]]) {
      const result = run(args);
      expect(result.stdout).toContain('the replayed state matches the recorded one');
      expect(result.status).toBe(0);
    }
  });

  it('prints after which action, and where, a replay first differs from the recording, with exit code 1', async () => {
    const file = await recordSession();
    // As if the reducer had answered differently: the review's plan is changed in the log.
    const review = file.entries.findIndex(
      (e) => e.action.type === 'simulationPlan/planReceived' && (e.action.payload as { requestId: string }).requestId === 'b',
    );
    const payload = file.entries[review].action.payload as {
      weekPlan: { mealPlans: { scaledRecipes: { recipe: { idRecipe: number } }[] }[] };
    };
    payload.weekPlan.mealPlans[0].scaledRecipes[1].recipe.idRecipe = 99;

    const { code, lines } = replayFile(file);
    expect(code).toBe(1);
    expect(lines[0]).toBe(
      `The replayed state first differs from the recorded one after entry ${review + 1} of ${file.entries.length} (simulationPlan/planReceived), in simulation.present.plan.`,
    );
    expect(lines[1]).toContain(
      'At the end of the log the states differ first at simulation.future.0.plan.weekPlan.mealPlans.0.scaledRecipes.1',
    );

    const logPath = path.join(dir, 'changed.json');
    writeFileSync(logPath, JSON.stringify(file));
    const result = run(['--path', logPath]);
    expect(result.stdout).toContain('first differs from the recorded one');
    expect(result.status).toBe(1);
  });

  it('records only while recording is on, and a new recording starts from the state of that moment', () => {
    const log = createActionLog(5000, Date.now, false);
    const store = makeStore(undefined, { actionLog: log });
    store.dispatch(profileActions.notesChanged('before'));
    expect(log.entries()).toHaveLength(0);
    log.setRecording(true);
    store.dispatch(profileActions.notesChanged('after'));
    store.dispatch(undo());
    const file = parseActionLog(JSON.stringify(log.toFile()));
    expect(file.entries.map((e) => e.action.type)).toEqual(['simulationProfile/notesChanged', 'simulation/undo']);
    expect(replayFile(file).code).toBe(0);
  });

  it('replays plan requests made through the planner endpoint (their requests recorded, the answers read from the plan actions), reaching the same plan', async () => {
    const bodies: WeekPlanRequest[] = [];
    const planner = setupServer(
      http.post(apiUrl('planner', '/simulate/weekPlan'), async ({ request }) => {
        const body = (await request.json()) as WeekPlanRequest;
        bodies.push(body);
        return HttpResponse.json(createWeekPlan({ 'MONDAY:LUNCH': [body.planAction === 'CREATE' ? 1 : 2] }));
      }),
    );
    planner.listen({ onUnhandledRequest: 'error' });
    try {
      const log = createActionLog();
      const store = makeStore(undefined, { actionLog: log });
      await store.dispatch(requestPlan({ today: '2026-11-25', seed: 42 }));
      await store.dispatch(requestPlan({ today: '2026-11-25', seed: 43 }));
      expect(bodies.map((b) => [b.planAction, b.seed, b.startDate])).toEqual([
        ['CREATE', 42, '2026-11-23'],
        ['REVIEW', 43, '2026-11-23'],
      ]);
      const file = parseActionLog(JSON.stringify(log.toFile()));
      expect(file.entries.map((e) => e.action.type)).toContain('plannerApi/executeMutation/fulfilled');
      expect(replayFile(file).code).toBe(0);
      const plan = (file.finalState?.simulation as { present: { plan: { lastPlanAction: string } } }).present.plan;
      expect(plan.lastPlanAction).toBe('REVIEW');

      // --server: the recorded requests (with their seeds) are sent again and the answers compared.
      const sent = bodies.length;
      const tokens: (string | null)[] = [];
      planner.use(
        http.post(apiUrl('planner', '/simulate/weekPlan'), async ({ request }) => {
          tokens.push(request.headers.get('authorization'));
          const body = (await request.json()) as WeekPlanRequest;
          bodies.push(body);
          return HttpResponse.json(createWeekPlan({ 'MONDAY:LUNCH': [body.planAction === 'CREATE' ? 1 : 2] }));
        }),
      );
      const server = new URL(apiUrl('planner', '/')).origin;
      expect(await replayAgainstServer(file, server, 'tok')).toEqual({
        code: 0,
        lines: [`Sent 2 plan requests to ${server}: every answer matches the recorded one.`],
      });
      expect(bodies.slice(sent).map((b) => b.seed)).toEqual([42, 43]);
      expect(tokens).toEqual(['Bearer tok', 'Bearer tok']);

      planner.use(
        http.post(apiUrl('planner', '/simulate/weekPlan'), () => HttpResponse.json(createWeekPlan({ 'MONDAY:LUNCH': [7] }))),
      );
      const changed = await replayAgainstServer(file, server);
      expect(changed.code).toBe(1);
      expect(changed.lines[0]).toMatch(
        /^Entry \d+ \(createWeekPlan\): the server's plan differs at mealPlans\.0\.scaledRecipes\.0\.recipe\.idRecipe: recorded 1, now 7\.$/,
      );

      // A log of format 2 holds the answer in the call's own action: that is what is compared.
      const older: ActionLogFile = {
        ...file,
        version: 2,
        entries: file.entries.map((e) =>
          e.action.type === 'plannerApi/executeMutation/fulfilled'
            ? { ...e, action: { ...e.action, payload: createWeekPlan({ 'MONDAY:LUNCH': [8] }) } }
            : e,
        ),
      };
      expect((await replayAgainstServer(older, server)).lines[0]).toMatch(/: recorded 8, now 7\.$/);

      // A refused token is said as such, with exit code 2, not as a plan that differs.
      planner.use(http.post(apiUrl('planner', '/simulate/weekPlan'), () => new HttpResponse(null, { status: 401 })));
      const refused = await replayAgainstServer(file, server, 'expired');
      expect(refused.code).toBe(2);
      expect(refused.lines).toEqual([
        expect.stringMatching(/^Entry \d+ \(createWeekPlan\): the server refused the token \(401\)\./),
      ]);
    } finally {
      planner.close();
    }
  });

  it('answers a missing file argument with the usage and exit code 2', () => {
    const result = run([]);
    expect(result.stderr).toContain('usage: npm run replay-actions');
    expect(result.status).toBe(2);
  });
});
