/**
 * The household controls of the meal simulation in a real browser against the real server (seeded nl): a nutritionist
 * sets 3 meals a day, intermediate expertise and Balanced variety, calculates, and gets three meals (breakfast, lunch,
 * dinner) on each of the seven days; the request carried those choices.
 */
import type { Browser } from 'playwright-core';
import type { WeekPlanRequest } from '../../src/services/generated/plannerApi.generated';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(600_000);

describe('meal simulation household controls in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem(['nl'], { seed: ['nl'] });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('3 meals a day, intermediate expertise, Balanced variety: seven days of breakfast, lunch and dinner', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') failures.push(`console: ${m.text()}`);
    });
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(`${system.baseUrl}/nutritionist/meal-simulation`);
    await page.getByRole('heading', { name: 'Meal simulation' }).waitFor();
    // The context's divisions are listed under each meal (nl: a bread lunch with fruit).
    await page.getByText('Bread lunch, Fruit with lunch').waitFor();

    await page.getByLabel('Meals per day').selectOption('3');
    await page.getByLabel('Cooking expertise').selectOption('INTERMEDIATE');
    await page.getByRole('combobox', { name: 'Variety' }).selectOption({ label: 'Balanced' });
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/simulate/weekPlan')),
      page.getByRole('button', { name: 'Calculate' }).click({ timeout: 120_000 }),
    ]);
    await page.getByRole('button', { name: 'Update' }).waitFor({ timeout: 120_000 });
    const body = request.postDataJSON() as WeekPlanRequest;
    expect(body.userProfile.household).toMatchObject({
      noOfMealsPerDay: 3,
      selectedMeals: [{ mealOfDay: 'BREAKFAST' }, { mealOfDay: 'LUNCH' }, { mealOfDay: 'DINNER' }],
    });
    expect(body.userProfile.expertiseLevel).toBe('INTERMEDIATE');
    expect(body.varietyOptions?.varietyLevel).toBe('UNLIMITED');

    const names = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
    expect(names).toHaveLength(21);
    // Cards are named "<day> <meal>", in plan order.
    const meals = names.map((n) => ['Breakfast', 'Lunch', 'Dinner'].find((m) => n.endsWith(m)) ?? n);
    for (let day = 0; day < 7; day += 1) expect(meals.slice(day * 3, day * 3 + 3)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(new Set(names.map((n) => n.slice(0, n.indexOf(' '))))).toHaveProperty('size', 7);
    expect(failures).toEqual([]);
  });
});
