/**
 * The algorithm-testing service without HTTP, on a real database: generator options, the context's
 * divisions, runs cached per context and options, and runs of other contexts hidden.
 */
import type { Database } from '../../../src/server/db';
import { createContextSettingsRepository, SETTING_KEYS } from '../../../src/server/db/shared/contextSettings';
import { HttpError } from '../../../src/server/http';
import { createCandidateCache } from '../../../src/server/planner/candidates';
import { DEFAULT_GENERATOR_OPTIONS } from '../../../src/server/planner/testing/generator';
import { createTestingRuns, type TestingRun } from '../../../src/server/planner/testing/runs';
import { createTestingService, generatorOptions } from '../../../src/server/planner/testing/testingService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(120_000);

const SETTINGS = { mealOfDayHeuristicsWeights: {}, dayHeuristicsWeights: {}, weekHeuristicsWeights: {}, runDayImprovement: false, runWeekImprovement: false };
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

describe('algorithm testing service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const testing = createTestingService(createCandidateCache(), createTestingRuns({ threads: 1 }));

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk', 'es']));
  });
  afterAll(async () => {
    await testing.close();
    await drop?.();
  });

  it('fills the generator options of the specification and refuses minAge above maxAge', () => {
    expect(DEFAULT_GENERATOR_OPTIONS).toEqual({ numberOfUsers: 100, plansPerUser: 3, minAge: 18, maxAge: 65 });
    expect(generatorOptions()).toEqual(DEFAULT_GENERATOR_OPTIONS);
    expect(generatorOptions({ numberOfUsers: 5, minAge: 40, maxAge: 40 })).toEqual({ numberOfUsers: 5, plansPerUser: 3, minAge: 40, maxAge: 40 });
    expect(() => generatorOptions({ minAge: 70, maxAge: 20 })).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_AGE_RANGE', field: 'generatorOptions.minAge' }));
  });

  it('runs off the request: the same context and options give the same run; other options and contexts another', async () => {
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
    let run: TestingRun = testing.get(nl, first.id);
    for (let i = 0; i < 400 && run.status !== 'DONE' && run.status !== 'FAILED'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = testing.get(nl, first.id);
    }
    expect(run.status).toBe('DONE');
    expect(run.progress).toEqual({ done: 1, total: 1 });
    expect(run.result).toMatchObject({ totalRecipes: 0, totalRecommendable: 0, totalRecommended: 0, distinctRecipesPerUser: [0] });
  });

  it('refuses to start when the context\'s divisions name an ingredient that does not exist', async () => {
    await db.transaction((tx) => createContextSettingsRepository(tx).write(SETTING_KEYS.divisions, {
      divisions: [{ idMealOfDayDivision: 1, mealOfDay: 'BREAKFAST', type: 'INGREDIENT', ingredientDivision: { ingredient: { idIngredient: 424242 } } }],
    }, 'test'), { context: 'es' });
    const error = await refusal(() => testing.start(callerFor(db, 'es'), { recommenderSettings: SETTINGS, generatorOptions: ONE_USER }));
    expect(error).toMatchObject({ statusCode: 400 });
    expect(error.message).toMatch(/^The context's meal divisions are unusable: Ingredient 424242 does not exist/);
  });
});
