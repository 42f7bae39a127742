/**
 * The algorithm-testing service without HTTP, on a real database: generator options and bounds, the
 * context's divisions, runs whose chunks are jobs on the pg-boss queue (queued, running with progress,
 * done), the per-caller queue (429), cancelling (the run's jobs cancelled with it), a run resumed by another
 * worker after the first stopped mid-run, finished chunk jobs archived and deleted by the queue's
 * maintenance, runs cached per context and options, and runs of other contexts hidden.
 */
import type { Database } from '../../../src/server/db';
import { forContext } from '../../../src/server/db';
import { createContextSettingsRepository, SETTING_KEYS } from '../../../src/server/db/shared/contextSettings';
import { HttpError } from '../../../src/server/http';
import { createCandidateCache } from '../../../src/server/planner/candidates';
import { DEFAULT_GENERATOR_OPTIONS } from '../../../src/server/planner/testing/generator';
import { createTestingRuns, TOO_MANY_RUNS_MESSAGE, type TestingRun } from '../../../src/server/planner/testing/runs';
import { createTestingRunsRepository } from '../../../src/server/planner/testing/testingRunsRepository';
import { chunkKind } from '../../../src/server/planner/testing/chunkQueue';
import { openQueue, type Queue } from '../../../src/server/db/queue';
import { createTestingService, generatorOptions } from '../../../src/server/planner/testing/testingService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(120_000);

const SETTINGS = {
  mealOfDayHeuristicsWeights: {},
  dayHeuristicsWeights: {},
  weekHeuristicsWeights: {},
  runDayImprovement: false,
  runWeekImprovement: false,
};
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ONE_USER = { numberOfUsers: 1, plansPerUser: 1, minAge: 30, maxAge: 40 };

async function refusal(work: () => unknown): Promise<HttpError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

/** A promise and its resolver: a worker's afterChunk waits on it. */
function gate() {
  let open: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

describe('algorithm testing service', () => {
  let db: Database;
  let queue: Queue;
  let drop: () => Promise<void>;
  const closers: Array<() => Promise<void>> = [];

  /** A service over its own runs instance working on `contexts` only (so tests do not take each other's runs). */
  function serviceFor(
    contexts: Parameters<typeof createTestingRuns>[0]['contexts'],
    extra: Partial<Parameters<typeof createTestingRuns>[0]> = {},
  ) {
    const runs = createTestingRuns({
      db,
      queue,
      candidates: createCandidateCache(),
      threads: 1,
      pollMs: 100,
      contexts,
      ...extra,
    });
    closers.push(() => runs.close());
    return { runs, testing: createTestingService(runs) };
  }

  async function until(read: () => Promise<TestingRun>, done: (run: TestingRun) => boolean): Promise<TestingRun> {
    let run = await read();
    for (let i = 0; i < 600 && !done(run); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await read();
    }
    return run;
  }
  const finished = (run: TestingRun) => !['QUEUED', 'RUNNING'].includes(run.status);

  /** The run's chunk jobs on the queue, counted by state. */
  async function jobStates(runId: string, context: Parameters<typeof chunkKind>[0]): Promise<Record<string, number>> {
    const rows = await db.query<{ state: string; n: number }>(
      "SELECT state::text, count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'runId' = $2 GROUP BY state",
      [chunkKind(context), runId],
    );
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk', 'es', 'it', 'pt', 'de', 'lu', 'bg']));
    // Maintenance every second, finished jobs archived after 1 s and deleted 1 s later (the archival test).
    queue = openQueue(db, silent, {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      archiveCompletedAfterSeconds: 1,
      deleteAfterSeconds: 1,
    });
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await queue?.release(1000);
    await drop?.();
  });

  it('fills the generator options of the specification, refuses minAge above maxAge and runs above 3000 plans', () => {
    expect(DEFAULT_GENERATOR_OPTIONS).toEqual({ numberOfUsers: 100, plansPerUser: 3, minAge: 18, maxAge: 65 });
    expect(generatorOptions()).toEqual(DEFAULT_GENERATOR_OPTIONS);
    expect(generatorOptions({ numberOfUsers: 5, minAge: 40, maxAge: 40 })).toEqual({
      numberOfUsers: 5,
      plansPerUser: 3,
      minAge: 40,
      maxAge: 40,
    });
    expect(() => generatorOptions({ minAge: 70, maxAge: 20 })).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'INVALID_AGE_RANGE', field: 'generatorOptions.minAge' }),
    );
    expect(generatorOptions({ numberOfUsers: 1000, plansPerUser: 3 }).numberOfUsers).toBe(1000);
    expect(() => generatorOptions({ numberOfUsers: 1000, plansPerUser: 4 })).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'RUN_TOO_LARGE', field: 'generatorOptions.numberOfUsers' }),
    );
  });

  it('runs off the request: the same context and options give the same run; other options and contexts another', async () => {
    const { runs, testing } = serviceFor(['nl', 'dk']);
    const nl = callerFor(db, 'nl');
    const first = await testing.start(nl, { recommenderSettings: SETTINGS, generatorOptions: ONE_USER });
    expect(first.progress).toEqual({ done: 0, total: 1 });
    expect((await testing.start(nl, { recommenderSettings: SETTINGS, generatorOptions: ONE_USER })).id).toBe(first.id);
    const other = await testing.start(nl, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, maxAge: 41 } });
    expect(other.id).not.toBe(first.id);
    const dk = callerFor(db, 'dk');
    const inDk = await testing.start(dk, { recommenderSettings: SETTINGS, generatorOptions: ONE_USER });
    expect(inDk.id).not.toBe(first.id);
    expect(await refusal(() => testing.get(dk, first.id))).toMatchObject({ statusCode: 404 });
    expect(await refusal(() => testing.get(nl, 'no-such-run'))).toMatchObject({ statusCode: 404 });

    // The empty catalogue has no candidate: the run finishes, every plan counted as failed, nothing recommended.
    const run = await until(() => testing.get(nl, first.id), finished);
    expect(run.status).toBe('DONE');
    expect(run.progress).toEqual({ done: 1, total: 1 });
    expect(run.finishedAt).toBeDefined();
    expect(run.result).toMatchObject({
      totalRecipes: 0,
      totalRecommendable: 0,
      totalRecommended: 0,
      distinctRecipesPerUser: [0],
    });
    // Still cached once done.
    expect(await testing.start(nl, { recommenderSettings: SETTINGS, generatorOptions: ONE_USER })).toMatchObject({
      id: first.id,
      status: 'DONE',
    });
    await runs.close(); // its loop would take chunks of the dk runs of later tests
  });

  it("refuses to start when the context's divisions name an ingredient that does not exist", async () => {
    const { testing } = serviceFor(['es']);
    await db.transaction(
      (tx) =>
        createContextSettingsRepository(tx).write(
          SETTING_KEYS.divisions,
          {
            divisions: [
              {
                idMealOfDayDivision: 1,
                mealOfDay: 'BREAKFAST',
                type: 'INGREDIENT',
                ingredientDivision: { ingredient: { idIngredient: 424242 } },
              },
            ],
          },
          'test',
        ),
      { context: 'es' },
    );
    const error = await refusal(() =>
      testing.start(callerFor(db, 'es'), { recommenderSettings: SETTINGS, generatorOptions: ONE_USER }),
    );
    expect(error).toMatchObject({ statusCode: 400 });
    expect(error.message).toMatch(/^The context's meal divisions are unusable: Ingredient 424242 does not exist/);
  });

  it('goes from QUEUED to RUNNING with progress stored after each chunk to DONE', async () => {
    const seen: TestingRun[] = [];
    const italy = callerFor(db, 'it');
    const { testing } = serviceFor(['it'], {
      chunkUsers: 1,
      chunksInFlight: 1,
      afterChunk: async (runId) => {
        seen.push(await testing.get(italy, runId));
      },
    });
    const started = await testing.start(italy, {
      recommenderSettings: SETTINGS,
      generatorOptions: { ...ONE_USER, numberOfUsers: 3, plansPerUser: 2 },
    });
    expect(started).toMatchObject({ status: 'QUEUED', progress: { done: 0, total: 6 } });
    const run = await until(() => testing.get(italy, started.id), finished);
    expect(run.status).toBe('DONE');
    // The process that stores the last chunk summarises the run in the same transaction.
    expect(seen.map((r) => [r.status, r.progress.done])).toEqual([
      ['RUNNING', 2],
      ['RUNNING', 4],
      ['DONE', 6],
    ]);
    expect(run.progress).toEqual({ done: 6, total: 6 });
    expect(run.result!.distinctRecipesPerUser).toHaveLength(3);
  });

  it('keeps planning while a finished chunk is stored: a process holds several chunks at once', async () => {
    // The first chunk stored waits in afterChunk (as a slow store would); the process's other chunk in
    // flight goes on and stores the rest of the run meanwhile.
    // The refusal test above left es with unusable divisions: back to the defaults.
    await db.transaction((tx) => tx.query('DELETE FROM setting WHERE key = $1', [SETTING_KEYS.divisions]), { context: 'es' });
    const held = gate();
    let first = true;
    const { runs, testing } = serviceFor(['es'], {
      chunkUsers: 1,
      chunksInFlight: 2,
      afterChunk: async () => {
        if (!first) return;
        first = false;
        await held.closed;
      },
    });
    const es = callerFor(db, 'es', { sub: 'pipelined' });
    const started = await testing.start(es, {
      recommenderSettings: SETTINGS,
      generatorOptions: { ...ONE_USER, numberOfUsers: 4, maxAge: 45 },
    });
    const run = await until(() => testing.get(es, started.id), finished);
    held.open();
    expect(run).toMatchObject({ status: 'DONE', progress: { done: 4, total: 4 } });
    await runs.close();
  });

  it('queues at most 2 runs per caller beyond the one in progress (429), while cached runs and other callers still get theirs', async () => {
    const { testing } = serviceFor(['pt'], { work: false });
    const caller = callerFor(db, 'pt', { sub: 'busy-nutritionist' });
    const a = await testing.start(caller, { recommenderSettings: SETTINGS, generatorOptions: ONE_USER });
    await testing.start(caller, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, maxAge: 41 } });
    const third = await refusal(() =>
      testing.start(caller, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, maxAge: 42 } }),
    );
    expect(third).toMatchObject({ statusCode: 429, code: 'TOO_MANY_TEST_RUNS' });
    expect(third.message).toBe('You already have a test run in progress and 2 queued; wait for one to finish or cancel it');
    expect(TOO_MANY_RUNS_MESSAGE).toBe(third.message);
    expect((await testing.start(caller, { recommenderSettings: SETTINGS, generatorOptions: ONE_USER })).id).toBe(a.id);
    const someoneElse = callerFor(db, 'pt', { sub: 'other-nutritionist' });
    expect(
      (await testing.start(someoneElse, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, maxAge: 42 } })).status,
    ).toBe('QUEUED');
    // Cancelling one frees a place in the queue.
    await testing.cancel(caller, a.id);
    expect(
      (await testing.start(caller, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, maxAge: 42 } })).status,
    ).toBe('QUEUED');
  });

  it('cancels a queued run (owner or admin only, 409 once finished) and stops a running one at the next chunk', async () => {
    const paused = gate();
    const reached = gate();
    const { testing } = serviceFor(['de'], {
      chunkUsers: 1,
      chunksInFlight: 1,
      afterChunk: async () => {
        reached.open();
        await paused.closed;
      },
    });
    const owner = callerFor(db, 'de');
    const stranger = callerFor(db, 'de', { sub: 'another-nutritionist' });
    const admin = callerFor(db, 'de', { sub: 'an-admin', roles: ['admin'] });

    const running = await testing.start(owner, {
      recommenderSettings: SETTINGS,
      generatorOptions: { ...ONE_USER, numberOfUsers: 4 },
    });
    await reached.closed; // the worker stored chunk 0 and waits
    expect(await testing.get(owner, running.id)).toMatchObject({ status: 'RUNNING', progress: { done: 1, total: 4 } });
    expect(await refusal(() => testing.cancel(stranger, running.id))).toMatchObject({ statusCode: 403 });
    const queued = await testing.start(owner, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, maxAge: 41 } });
    expect(queued.status).toBe('QUEUED'); // the owner's other run is in progress
    expect(await testing.cancel(admin, queued.id)).toMatchObject({ status: 'CANCELLED' });
    // The queued run's chunks were never queued (the owner's other run was in progress).
    expect(await jobStates(queued.id, 'de')).toEqual({});
    // Chunk 0's job completed with its store; the others wait.
    expect(await jobStates(running.id, 'de')).toEqual({ completed: 1, created: 3 });
    expect(await testing.cancel(owner, running.id)).toMatchObject({ status: 'CANCELLED' });
    // Cancelled with the run: every chunk not yet done.
    expect(await jobStates(running.id, 'de')).toEqual({ completed: 1, cancelled: 3 });
    paused.open();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await testing.get(owner, running.id);
    expect(after).toMatchObject({ status: 'CANCELLED', progress: { done: 1, total: 4 } });
    expect(after.result).toBeUndefined();
    const workers = await db.transaction((tx) => createTestingRunsRepository(tx).chunkWorkers(running.id), { context: 'de' });
    expect(workers).toHaveLength(1); // no chunk after the cancel
    expect(await refusal(() => testing.cancel(owner, running.id))).toMatchObject({ statusCode: 409, code: 'TEST_RUN_FINISHED' });
    expect(await refusal(() => testing.cancel(owner, 'no-such-run'))).toMatchObject({ statusCode: 404 });
    // A cancelled run is not reused by the cache.
    expect(
      (await testing.start(owner, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, maxAge: 41 } })).id,
    ).not.toBe(queued.id);
  });

  it('shares the queue between two worker processes: every run done once, never two runs of one caller at a time', async () => {
    const bg = forContext(db, 'bg');
    const runningOf = async (owner: string) =>
      (
        await db.transaction(
          (tx) =>
            tx.query<{ n: number }>("SELECT count(*)::int AS n FROM testing_run WHERE owner = $1 AND status = 'RUNNING'", [
              owner,
            ]),
          { context: 'bg' },
        )
      )[0].n;
    const concurrent: number[] = [];
    // The chunk size is fixed when a run is created: 1 user, so the workers share its chunks.
    const { testing: queue } = serviceFor(['bg'], { work: false, chunkUsers: 1 });
    const alice = callerFor(db, 'bg', { sub: 'alice' });
    const bob = callerFor(db, 'bg', { sub: 'bob' });
    const ids = [
      (await queue.start(alice, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, numberOfUsers: 3 } })).id,
      (
        await queue.start(alice, {
          recommenderSettings: SETTINGS,
          generatorOptions: { ...ONE_USER, numberOfUsers: 3, maxAge: 41 },
        })
      ).id,
      (await queue.start(bob, { recommenderSettings: SETTINGS, generatorOptions: { ...ONE_USER, numberOfUsers: 3 } })).id,
    ];
    const afterChunk = async () => {
      concurrent.push(await runningOf('alice'));
    };
    const { runs: one } = serviceFor(['bg'], { chunkUsers: 1, workerId: 'one', afterChunk });
    const { runs: two } = serviceFor(['bg'], { chunkUsers: 1, workerId: 'two', afterChunk });
    one.run();
    two.run();
    for (const id of ids) {
      const run = await until(async () => (await one.get(bg, id))!, finished);
      expect(run).toMatchObject({ status: 'DONE', progress: { done: 3, total: 3 } });
      const workers = await db.transaction((tx) => createTestingRunsRepository(tx).chunkWorkers(id), { context: 'bg' });
      expect(workers).toHaveLength(3);
    }
    expect(concurrent.length).toBeGreaterThan(0);
    expect(Math.max(...concurrent)).toBeLessThanOrEqual(1);
  });

  it('lets two worker processes plan chunks of the same run in parallel, each chunk stored once', async () => {
    const dk = callerFor(db, 'dk', { sub: 'parallel' });
    const { testing: queue } = serviceFor(['dk'], { work: false, chunkUsers: 1 });
    const started = await queue.start(dk, {
      recommenderSettings: SETTINGS,
      generatorOptions: { ...ONE_USER, numberOfUsers: 6, maxAge: 44 },
    });
    // Each worker waits after its first chunk until the other stored one, so neither can take every chunk
    // (under load one loop may claim before the other starts): both must have worked on the run.
    const oneStored = gate();
    const twoStored = gate();
    const { runs: one } = serviceFor(['dk'], {
      chunkUsers: 1,
      chunksInFlight: 1,
      workerId: 'one',
      afterChunk: () => {
        oneStored.open();
        return twoStored.closed;
      },
    });
    const { runs: two } = serviceFor(['dk'], {
      chunkUsers: 1,
      chunksInFlight: 1,
      workerId: 'two',
      afterChunk: () => {
        twoStored.open();
        return oneStored.closed;
      },
    });
    one.run();
    two.run();
    const run = await until(() => queue.get(dk, started.id), finished);
    expect(run).toMatchObject({ status: 'DONE', progress: { done: 6, total: 6 } });
    expect(run.result!.distinctRecipesPerUser).toHaveLength(6);
    const workers = await db.transaction((tx) => createTestingRunsRepository(tx).chunkWorkers(started.id), { context: 'dk' });
    expect(workers).toHaveLength(6);
    expect(new Set(workers)).toEqual(new Set(['one', 'two']));
  });

  it('resumes a run after its worker stopped mid-run: another process continues after the last stored chunk', async () => {
    const paused = gate();
    const reached = gate();
    const lu = callerFor(db, 'lu');
    const first = createTestingRuns({
      db,
      queue,
      candidates: createCandidateCache(),
      threads: 1,
      pollMs: 100,
      contexts: ['lu'],
      chunkUsers: 1,
      chunksInFlight: 1,
      workerId: 'first',
      afterChunk: async () => {
        reached.open();
        await paused.closed;
      },
    });
    const started = await createTestingService(first).start(lu, {
      recommenderSettings: SETTINGS,
      generatorOptions: { ...ONE_USER, numberOfUsers: 3 },
    });
    await reached.closed;
    const closing = first.close(); // the process stops: it finishes the chunk in hand and takes no more
    paused.open();
    await closing;
    const ctx = forContext(db, 'lu');
    const stopped = await first.get(ctx, started.id);
    expect(stopped).toMatchObject({ status: 'RUNNING', progress: { done: 1, total: 3 } });
    // The other chunks wait on the queue for any worker.
    expect(await jobStates(started.id, 'lu')).toEqual({ completed: 1, created: 2 });

    const { runs: second, testing } = serviceFor(['lu'], { chunkUsers: 1, workerId: 'second' });
    second.run();
    const run = await until(() => testing.get(lu, started.id), finished);
    expect(run).toMatchObject({ status: 'DONE', progress: { done: 3, total: 3 } });
    expect(run.result!.distinctRecipesPerUser).toHaveLength(3);
    const workers = await db.transaction((tx) => createTestingRunsRepository(tx).chunkWorkers(started.id), { context: 'lu' });
    expect(workers).toEqual(['first', 'second', 'second']);
  });

  it("archives a finished run's chunk jobs, then deletes them (the queue's maintenance)", async () => {
    const nl = callerFor(db, 'nl', { sub: 'archivist' });
    const { runs, testing } = serviceFor(['nl'], { chunkUsers: 1 });
    const started = await testing.start(nl, {
      recommenderSettings: SETTINGS,
      generatorOptions: { ...ONE_USER, numberOfUsers: 2, maxAge: 50 },
    });
    // One job per chunk (a worker may have taken one already).
    expect(Object.values(await jobStates(started.id, 'nl')).reduce((a, b) => a + b, 0)).toBe(2);
    expect(await until(() => testing.get(nl, started.id), finished)).toMatchObject({ status: 'DONE' });
    const archived = async () =>
      (
        await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.archive WHERE name = $1 AND data->>'runId' = $2", [
          chunkKind('nl'),
          started.id,
        ])
      )[0].n;
    // The jobs seen in the archive over time: one may be archived and deleted before the other is archived.
    const seenArchived = new Set<string>();
    for (let i = 0; i < 200 && seenArchived.size < 2; i += 1) {
      const rows = await db.query<{ id: string }>(
        "SELECT id::text AS id FROM pgboss.archive WHERE name = $1 AND data->>'runId' = $2",
        [chunkKind('nl'), started.id],
      );
      for (const r of rows) seenArchived.add(r.id);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenArchived.size).toBe(2); // both chunks moved to the archive...
    expect(await jobStates(started.id, 'nl')).toEqual({});
    for (let i = 0; i < 200 && (await archived()) > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await archived()).toBe(0); // ...and were deleted from it
    // The run and its stored chunks stay.
    expect(await testing.get(nl, started.id)).toMatchObject({ status: 'DONE', progress: { done: 2, total: 2 } });
    await runs.close();
  });
});
