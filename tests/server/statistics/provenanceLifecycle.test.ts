/**
 * Adherence by provenance and the lifecycle view on tiny hand-made data (provenanceLifecycleFixture.ts), the
 * answers worked out by hand, with the database sessions in UTC+14 (a day taken in another zone shows).
 */
import { unitOfWork } from '../../../src/server/db';
import { createProvenanceLifecycleRepository } from '../../../src/server/api/usageStatistics/provenanceLifecycleRepository';
import { createUsageStatisticsService } from '../../../src/server/api/usageStatistics/usageStatisticsService';
import { callerFor } from '../helpers/caller';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { useFarTimeZone } from './cohortFixture';
import { insertAdherenceData, insertLifecycleData, type AdherenceData } from './provenanceLifecycleFixture';
import { share } from '../../fixtures/statistics';

const week = (weekStart: string, newUsers: number, returningUsers: number, resurrectedUsers: number, dormantUsers: number) => ({
  weekStart,
  newUsers,
  returningUsers,
  resurrectedUsers,
  dormantUsers,
});

describe('adherence by provenance and the lifecycle view', () => {
  let server: TestServer;
  let recipes: AdherenceData;
  let admin: { authorization: string };
  let adminDk: { authorization: string };
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'], backends: ['api'] });
    await useFarTimeZone(server.db);
    recipes = await insertAdherenceData(server.db, 'nl');
    await insertLifecycleData(server.db, 'dk');
    admin = await server.auth('admin');
    adminDk = await server.auth('admin.dk');
  }, 120_000);
  afterAll(async () => server?.close());

  const get = async (path: string, context: 'nl' | 'dk' = 'nl') => {
    const headers = context === 'nl' ? admin : adminDk;
    const res = await server.app.inject({ method: 'GET', url: `/api/usage-statistics/${path}`, headers });
    expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    return res.json();
  };

  it('splits adherence by provenance, settings version and meal, each with its 95 % Wilson interval', async () => {
    const body = await get('adherence?minPlanned=3');
    expect(body.overall).toEqual(share(10, 6, 60, 31.3, 83.2));
    expect(body.byProvenance).toEqual([
      { provenance: 'GENERATED', adherence: share(6, 3, 50, 18.8, 81.2) },
      { provenance: 'REPLACED', adherence: share(2, 1, 50, 9.5, 90.5) },
      { provenance: 'PINNED', adherence: share(1, 1, 100, 20.7, 100) },
      { provenance: 'ADDED', adherence: share(1, 1, 100, 20.7, 100) },
    ]);
    expect(body.bySettingsVersion).toEqual([
      { settingsVersion: null, savedAt: null, savedBy: null, adherence: share(1, 1, 100, 20.7, 100) },
      { settingsVersion: 1, savedAt: '2025-01-06T09:00:00.000Z', savedBy: 'admin', adherence: share(6, 4, 66.7, 30, 90.3) },
      { settingsVersion: 2, savedAt: '2025-02-03T09:00:00.000Z', savedBy: 'admin', adherence: share(3, 1, 33.3, 6.1, 79.2) },
    ]);
    expect(body.byMealOfDay).toEqual([
      { mealOfDay: 'BREAKFAST', adherence: share(4, 3, 75, 30.1, 95.4) },
      { mealOfDay: 'LUNCH', adherence: share(3, 1, 33.3, 6.1, 79.2) },
      { mealOfDay: 'DINNER', adherence: share(3, 2, 66.7, 20.8, 93.9) },
    ]);
    expect(body.topRecipes).toEqual([
      { idRecipe: recipes.porridge, name: 'Porridge', adherence: share(4, 3, 75, 30.1, 95.4) },
      { idRecipe: recipes.salad, name: 'Salad', adherence: share(3, 2, 66.7, 20.8, 93.9) },
      { idRecipe: recipes.soup, name: 'Soup', adherence: share(3, 1, 33.3, 6.1, 79.2) },
    ]);
    expect(body.bottomRecipes).toEqual([]);
    expect(body.minimumPlanned).toBe(3);
  });

  it('ranks only recipes with the minimum sample, the bottom list from the recipes not in the top one', async () => {
    const body = await get('adherence?minPlanned=4');
    expect(body.topRecipes.map((r: { name: string }) => r.name)).toEqual(['Porridge']);
    const ranked = await unitOfWork(callerFor(server.db, 'nl').db, (tx) => createProvenanceLifecycleRepository(tx))((repo) =>
      repo.recipeRanking('2025-01-01', '2025-12-31', 1, 1),
    );
    expect({ top: ranked.top.map((r) => r.name), bottom: ranked.bottom.map((r) => r.name) }).toEqual({
      top: ['Porridge'],
      bottom: ['Soup'],
    });
  });

  it('counts only the plan days of the range', async () => {
    // Only user B's plan of 10 March (version 2): 3 planned, 1 followed.
    const body = await get('adherence?fromUtc=2025-03-10T00:00:00Z&toUtc=2025-03-17T00:00:00Z');
    expect(body.overall).toEqual(share(3, 1, 33.3, 6.1, 79.2));
    expect(body.bySettingsVersion.map((v: { settingsVersion: number }) => v.settingsVersion)).toEqual([2]);
    expect(body.byProvenance[2]).toEqual({ provenance: 'PINNED', adherence: share(0, 0, 0, 0, 100) });
  });

  it('ranks recipes over a range of part weeks and whole ones alike (ties by recipe id)', async () => {
    // Tue 4 March to Mon 17 March: A's second day, B's week of 10 March (whole), B's 17 March.
    const body = await get('adherence?fromUtc=2025-03-04T00:00:00Z&toUtc=2025-03-18T00:00:00Z&minPlanned=1');
    expect(
      body.topRecipes.map((r: { name: string; adherence: { planned: number; followed: number } }) => [
        r.name,
        r.adherence.planned,
        r.adherence.followed,
      ]),
    ).toEqual([
      ['Porridge', 3, 2],
      ['Soup', 2, 1],
      ['Salad', 2, 1],
    ]);
    expect(body.overall).toMatchObject({ planned: 7, followed: 4 });
  });

  it('classes users per week: new, returning, resurrected after 14 days away (13 is returning), dormant', async () => {
    const body = await get('lifecycle?fromUtc=2025-02-24T00:00:00Z&toUtc=2025-04-14T00:00:00Z', 'dk');
    expect(body.weeks).toEqual([
      week('2025-02-24', 1, 0, 0, 0),
      week('2025-03-03', 2, 0, 0, 1),
      week('2025-03-10', 2, 2, 0, 1),
      week('2025-03-17', 0, 2, 0, 2),
      week('2025-03-24', 0, 0, 1, 2),
      week('2025-03-31', 0, 0, 0, 1),
      week('2025-04-07', 0, 0, 0, 0),
    ]);
    // Returns after a whole week away: 13 (U5), 12 (U2) and 14 (U1) days away.
    expect({ returns: body.returns, median: body.medianDaysAwayBeforeReturn }).toEqual({ returns: 3, median: 13 });
    // Of the five new users only U3 logged on 3 of their first 14 days (U2's third day is the 15th).
    expect(body.activeTier).toEqual({ newUsers: 5, reachedActive: 1, percentage: 20, lowPercentage: 3.6, highPercentage: 62.4 });
  });

  it('takes the weeks overlapping the range, the median of an even number of returns as the mean of the middle two', async () => {
    const body = await get('lifecycle?fromUtc=2025-03-20T00:00:00Z&toUtc=2025-03-27T00:00:00Z', 'dk');
    expect(body.weeks.map((w: { weekStart: string }) => w.weekStart)).toEqual(['2025-03-17', '2025-03-24']);
    expect({ returns: body.returns, median: body.medianDaysAwayBeforeReturn }).toEqual({ returns: 2, median: 13 });
    expect(body.activeTier).toEqual({ newUsers: 0, reachedActive: 0, percentage: 0, lowPercentage: 0, highPercentage: 100 });
    const none = await get('lifecycle?fromUtc=2025-06-02T00:00:00Z&toUtc=2025-06-09T00:00:00Z', 'dk');
    expect({ returns: none.returns, median: none.medianDaysAwayBeforeReturn }).toEqual({ returns: 0, median: null });
  });

  it('leaves out the week not ended yet and new users whose first 14 days have not ended', async () => {
    const caller = callerFor(server.db, 'dk', { roles: ['admin'] });
    const at = (now: string) => createUsageStatisticsService(() => new Date(now)).lifecycle(caller, '2025-02-24T00:00:00Z');
    const monday = await at('2025-03-24T10:00:00Z');
    expect(monday.weeks.at(-1)?.weekStart).toBe('2025-03-17');
    // Enrolled by 10 March (U5, U1, U2, U3): U3's 14th day, 23 March, has ended.
    expect(monday.activeTier).toMatchObject({ newUsers: 4, reachedActive: 1 });
    const sunday = await at('2025-03-23T23:00:00Z');
    expect(sunday.weeks.at(-1)?.weekStart).toBe('2025-03-10');
    expect(sunday.activeTier).toMatchObject({ newUsers: 3, reachedActive: 0 });
  });

  it('is for admins only: 403 to the other roles, 400 naming a bad minPlanned or range', async () => {
    for (const role of ['nutritionist', 'ambassador', 'user']) {
      const headers = await server.auth(role);
      for (const path of ['adherence', 'lifecycle']) {
        const res = await server.app.inject({ method: 'GET', url: `/api/usage-statistics/${path}`, headers });
        expect({ role, path, status: res.statusCode }).toEqual({ role, path, status: 403 });
      }
    }
    const caller = callerFor(server.db, 'nl', { roles: ['nutritionist'] });
    await expect(createUsageStatisticsService().lifecycle(caller)).rejects.toMatchObject({ statusCode: 403 });
    for (const [path, field] of [
      ['adherence?minPlanned=0', 'minPlanned'],
      ['adherence?minPlanned=many', 'minPlanned'],
      ['adherence?fromUtc=2025-02-01T00:00:00Z&toUtc=2025-01-01T00:00:00Z', 'toUtc'],
      ['lifecycle?fromUtc=soon', 'fromUtc'],
    ]) {
      const res = await server.app.inject({ method: 'GET', url: `/api/usage-statistics/${path}`, headers: admin });
      expect({ path, status: res.statusCode, field: res.json().field }).toEqual({ path, status: 400, field });
    }
  });

  it('numbers each settings save as the next version, and a refused save as none', async () => {
    const save = (body: unknown) =>
      server.app.inject({ method: 'POST', url: '/api/enabled-dietary-restrictions', headers: admin, payload: body as object });
    expect((await save(['VEGAN'])).statusCode).toBe(200);
    expect((await save(['NOT_A_DIET'])).statusCode).toBe(400);
    expect((await save(['VEGAN', 'PESCETARIAN'])).statusCode).toBe(200);
    const rows = await server.db.transaction(
      (tx) => tx.query<{ version: number; saved_by: string }>('SELECT version, saved_by FROM settings_version ORDER BY version'),
      { context: 'nl' },
    );
    expect(rows.map((r) => [Number(r.version), r.saved_by])).toEqual([
      [1, 'admin'],
      [2, 'admin'],
      [3, 'admin'],
      [4, 'admin'],
    ]);
  });
});
