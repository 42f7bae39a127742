/**
 * Every usage statistic on a tiny hand-made cohort (cohortFixture.ts) whose answers are worked out by hand,
 * with the database sessions in UTC+14, so a wrong time zone or an off-by-one window changes the answer.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';
import { createUsageSummaryRepository } from '../../../src/server/api/usageStatistics/usageSummaryRepository';
import { createUsageStatisticsService } from '../../../src/server/api/usageStatistics/usageStatisticsService';
import { callerFor } from '../helpers/caller';
import { insertHandMadeCohort, useFarTimeZone, type HandMadeCohort } from './cohortFixture';

describe('usage statistics on a hand-made cohort', () => {
  let server: TestServer;
  let cohort: HandMadeCohort;
  let headers: { authorization: string };
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'], backends: ['api'] });
    await useFarTimeZone(server.db);
    cohort = await insertHandMadeCohort(server.db, 'nl');
    headers = await server.auth('nutritionist');
  }, 120_000);
  afterAll(async () => server?.close());

  const get = async (path: string) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/usage-statistics/${path}`, headers });
    expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    return { body: res.json(), total: res.headers['x-result-count'] };
  };

  it('ranks the logged ingredients, recipes, packaged products and free-text entries, paged', async () => {
    const { apple, banana, porridge, lentilSoup, barcode } = cohort;
    expect(await get('top-logged-ingredients')).toEqual({
      body: [
        { id: apple, name: 'Apple', count: 2, userCount: 2 },
        { id: banana, name: 'Banana', count: 1, userCount: 1 },
      ],
      total: '2',
    });
    expect((await get('top-logged-ingredients?offset=1&count=1')).body).toEqual([
      { id: banana, name: 'Banana', count: 1, userCount: 1 },
    ]);
    expect((await get('top-logged-ingredients?offset=2')).body).toEqual([]);
    expect((await get('top-logged-recipes')).body).toEqual([
      { id: porridge, name: 'Porridge', count: 3, userCount: 2 },
      { id: lentilSoup, name: 'Lentil soup', count: 2, userCount: 2 },
    ]);
    expect((await get('top-logged-off-products')).body).toEqual([
      { id: barcode, name: 'Yoghurt (Verdino)', count: 1, userCount: 1 },
    ]);
    // 'Coffee with milk' twice and 'coffee  with milk' once are one entry, named by its commonest spelling.
    expect((await get('top-logged-food-entries')).body).toEqual([
      { id: 'coffee with milk', name: 'Coffee with milk', count: 3, userCount: 2 },
    ]);
  });

  it('ranks favourites and restricted ingredients, and counts users per diet (no diet counts as NONE)', async () => {
    const { apple, banana, carrot, porridge, lentilSoup } = cohort;
    expect((await get('top-favorited-recipes')).body).toEqual([
      { id: porridge, name: 'Porridge', count: 2, userCount: 2 },
      { id: lentilSoup, name: 'Lentil soup', count: 1, userCount: 1 },
    ]);
    expect((await get('top-favorited-ingredients')).body).toEqual([{ id: apple, name: 'Apple', count: 1, userCount: 1 }]);
    expect((await get('restricted-ingredients-users-count')).body).toEqual([
      { id: carrot, name: 'Carrot', count: 2, userCount: 2 },
      { id: banana, name: 'Banana', count: 1, userCount: 1 },
    ]);
    const diets = (await get('dietary-restrictions-users-count')).body as { name: string; count: number }[];
    expect(diets.slice(0, 2)).toEqual([
      { name: 'VEGAN', count: 2 },
      { name: 'NONE', count: 2 },
    ]);
    expect(diets).toHaveLength(8);
    expect(diets.slice(2).every((d) => d.count === 0)).toBe(true);
  });

  it('counts rolling active users per UTC day, week (Monday) and month, over the window ending each bucket', async () => {
    const daily = await get('rolling-active-users/daily?fromUtc=2025-03-03T00:00:00Z&toUtc=2025-03-08T00:00:00Z&windowDays=2');
    expect(daily.body).toEqual([
      { bucketDate: '2025-03-03', rollingActiveUsers: 2 },
      { bucketDate: '2025-03-04', rollingActiveUsers: 2 },
      { bucketDate: '2025-03-05', rollingActiveUsers: 3 },
      { bucketDate: '2025-03-06', rollingActiveUsers: 2 },
      { bucketDate: '2025-03-07', rollingActiveUsers: 1 },
    ]);
    const oneDay = await get('rolling-active-users/daily?fromUtc=2025-03-05T00:00:00Z&toUtc=2025-03-06T00:00:00Z&windowDays=1');
    expect(oneDay.body).toEqual([{ bucketDate: '2025-03-05', rollingActiveUsers: 1 }]);
    expect((await get('rolling-active-users/weekly?fromUtc=2025-03-03T00:00:00Z&toUtc=2025-03-17T00:00:00Z')).body).toEqual([
      { weekStart: '2025-03-03', weekEndExclusive: '2025-03-10', rollingActiveUsers: 3 },
      { weekStart: '2025-03-10', weekEndExclusive: '2025-03-17', rollingActiveUsers: 3 },
    ]);
    expect(
      (await get('rolling-active-users/weekly?fromUtc=2025-03-03T00:00:00Z&toUtc=2025-03-17T00:00:00Z&windowDays=7')).body,
    ).toEqual((await get('rolling-active-users/weekly?fromUtc=2025-03-03T00:00:00Z&toUtc=2025-03-17T00:00:00Z')).body);
    // The month is cut at the end of the range: the window ends on 19 March.
    expect((await get('rolling-active-users/monthly?fromUtc=2025-03-01T00:00:00Z&toUtc=2025-03-20T00:00:00Z')).body).toEqual([
      { monthStart: '2025-03-01', monthEndExclusive: '2025-04-01', rollingActiveUsers: 1 },
    ]);
  });

  it('computes meal-plan adherence over planned meals (a meal with two recipes counts once), per range and per week', async () => {
    expect((await get('meal-plan-adherence')).body).toEqual({ adherencePercentage: 57.1 });
    expect((await get('meal-plan-adherence?fromUtc=2025-03-03T00:00:00Z&toUtc=2025-03-04T00:00:00Z')).body).toEqual({
      adherencePercentage: 50,
    });
    expect((await get('meal-plan-adherence?fromUtc=2025-03-03T00:00:00Z&toUtc=2025-03-05T00:00:00Z')).body).toEqual({
      adherencePercentage: 75,
    });
    expect((await get('meal-plan-adherence?fromUtc=2024-01-01T00:00:00Z&toUtc=2024-02-01T00:00:00Z')).body).toEqual({
      adherencePercentage: 0,
    });
    expect((await get('adherence-trend')).body).toEqual([
      { weekStart: '2025-03-03', adherencePercentage: 75 },
      { weekStart: '2025-03-10', adherencePercentage: 33.3 },
    ]);
  });

  it('pairs each planning user’s adherence with their weight change (last minus first log in the range)', async () => {
    expect((await get('adherence-weight-change')).body).toEqual([
      { adherencePercentage: 75, weightChangeKg: -0.6 },
      { adherencePercentage: 33.3, weightChangeKg: -1.5 },
    ]);
    expect((await get('adherence-weight-change?fromUtc=2025-03-10T00:00:00Z&toUtc=2025-03-18T00:00:00Z')).body).toEqual([
      { adherencePercentage: 33.3, weightChangeKg: -0.9 },
    ]);
    // One weight log in the range is no change.
    expect((await get('adherence-weight-change?fromUtc=2025-03-10T00:00:00Z&toUtc=2025-03-17T00:00:00Z')).body).toEqual([]);
  });

  it('follows survival after enrolment for windowDays days (default 9)', async () => {
    const { body } = await get('retention-curve');
    expect(body).toEqual([
      { dayOffset: 0, survivalPercentage: 100 },
      ...[1, 2, 3, 4, 5, 6, 7].map((dayOffset) => ({ dayOffset, survivalPercentage: 75 })),
      { dayOffset: 8, survivalPercentage: 50 },
      { dayOffset: 9, survivalPercentage: 50 },
    ]);
    // The engagement page names both windows explicitly (7 and 9): they answer as the defaults do.
    expect((await get('retention-curve?windowDays=9')).body).toEqual(body);
    expect((await get('retention-curve?windowDays=4')).body).toEqual(body.slice(0, 5));
    expect((await get('retention-curve?windowDays=1&fromUtc=2025-03-05T00:00:00Z&toUtc=2025-03-11T00:00:00Z')).body).toEqual([
      { dayOffset: 0, survivalPercentage: 100 },
      { dayOffset: 1, survivalPercentage: 50 },
    ]);
  });

  it('estimates retention with users enrolled too recently censored, so the curve never rises (Kaplan-Meier)', async () => {
    // "Today" is 2025-03-12: u1 and u2 (enrolled 03-03) are observed to day 8, u3 (03-05, active on day 0
    // only) to day 6, u4 (03-10) to day 1. Retained / observed would read 75, 66.7 ... 66.7, then 100 on day 7
    // (only u1 and u2 left, both still active), then 50: a curve that rises.
    const service = createUsageStatisticsService(() => new Date('2025-03-12T05:00:00Z'));
    const rows = await service.retention(
      callerFor(server.db, 'nl', { roles: ['nutritionist'] }),
      9,
      '2025-03-01T00:00:00Z',
      '2025-03-12T00:00:00Z',
    );
    expect(rows).toEqual([
      { dayOffset: 0, survivalPercentage: 100 },
      // u3 drops on day 1: 3 of 4.
      ...[1, 2, 3, 4, 5, 6, 7].map((dayOffset) => ({ dayOffset, survivalPercentage: 75 })),
      // Day 8: of u1 and u2 (at risk; u4 censored since day 2), u1 was last active on day 7: 75 x 1/2.
      { dayOffset: 8, survivalPercentage: 37.5 },
    ]);
  });

  it('counts users enrolled and active per day, week and month of the range', async () => {
    expect((await get('users-enrolled?fromUtc=2025-03-03T00:00:00Z&toUtc=2025-03-06T00:00:00Z')).body).toEqual([
      { bucketDate: '2025-03-03', count: 2 },
      { bucketDate: '2025-03-04', count: 0 },
      { bucketDate: '2025-03-05', count: 1 },
    ]);
    const march = 'fromUtc=2025-03-01T00:00:00Z&toUtc=2025-04-01T00:00:00Z';
    const weeks = ['2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31'];
    expect((await get(`users-enrolled?${march}&bucket=WEEKLY`)).body).toEqual(
      [0, 3, 1, 0, 0, 0].map((count, i) => ({ bucketDate: weeks[i], count })),
    );
    expect((await get(`users-enrolled?${march}&bucket=MONTHLY`)).body).toEqual([{ bucketDate: '2025-03-01', count: 4 }]);
    expect((await get(`users-active?${march}&bucket=WEEKLY`)).body).toEqual(
      [0, 3, 3, 1, 1, 0].map((count, i) => ({ bucketDate: weeks[i], count })),
    );
  });

  it("keeps contexts apart: another context's staff see none of these users", async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/usage-statistics/users-enrolled?fromUtc=2025-03-01T00:00:00Z&toUtc=2025-04-01T00:00:00Z&bucket=MONTHLY',
      headers: await server.auth('nutritionist.dk'),
    });
    expect(res.json()).toEqual([{ bucketDate: '2025-03-01', count: 0 }]);
  });

  // Last: it adds an event to the cohort.
  it('counts an app session (user_activity) as activity on its UTC day, with no log that day', async () => {
    const range = 'fromUtc=2025-03-07T00:00:00Z&toUtc=2025-03-09T00:00:00Z';
    const before = [
      { bucketDate: '2025-03-07', rollingActiveUsers: 0 },
      { bucketDate: '2025-03-08', rollingActiveUsers: 0 },
    ];
    expect((await get(`rolling-active-users/daily?${range}&windowDays=1`)).body).toEqual(before);
    // U3 opens the app ten minutes before UTC midnight (already the 8th in the sessions' UTC+14).
    await server.db.transaction(
      async (tx) => {
        await tx.query("INSERT INTO user_activity (user_id, kind, occurred_at) VALUES ($1, 'APP_OPEN', '2025-03-07T23:50:00Z')", [
          cohort.users[2],
        ]);
        await createUsageSummaryRepository(tx).refresh();
      },
      { context: 'nl' },
    );
    expect((await get(`rolling-active-users/daily?${range}&windowDays=1`)).body).toEqual([
      { bucketDate: '2025-03-07', rollingActiveUsers: 1 },
      { bucketDate: '2025-03-08', rollingActiveUsers: 0 },
    ]);
    expect((await get(`users-active?${range}`)).body).toEqual([
      { bucketDate: '2025-03-07', count: 1 },
      { bucketDate: '2025-03-08', count: 0 },
    ]);
  });
});
