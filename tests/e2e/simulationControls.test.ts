/**
 * The meal simulation in a real browser against the real server (seeded nl with a small cohort), as issue 25 walks it:
 * a nutritionist sets 3 meals a day, intermediate expertise and Balanced variety, calculates, sees dated days from
 * Monday with three meals each (the request carried those choices), opens a meal and reads its ingredients with grams
 * per member, and loads a cohort user's profile.
 */
import type { Browser } from 'playwright-core';
import type { WeekPlanRequest } from '../../src/services/generated/plannerApi.generated';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(600_000);

describe('meal simulation household controls in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem(['nl'], { seed: ['nl'], cohortUsers: 5 });
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

    // Wednesday 25 November 2026: the plan starts on Monday the 23rd.
    await page.getByLabel('Week starting').fill('2026-11-25');
    expect(await page.getByLabel('Week starting').inputValue()).toBe('2026-11-23');
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
    expect(body.startDate).toBe('2026-11-23');
    const days = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(days).toEqual([
      'Monday 23 Nov',
      'Tuesday 24 Nov',
      'Wednesday 25 Nov',
      'Thursday 26 Nov',
      'Friday 27 Nov',
      'Saturday 28 Nov',
      'Sunday 29 Nov',
    ]);

    const names = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
    expect(names).toHaveLength(21);
    // Cards are named "<day> <meal>", in plan order.
    const meals = names.map((n) => ['Breakfast', 'Lunch', 'Dinner'].find((m) => n.endsWith(m)) ?? n);
    for (let day = 0; day < 7; day += 1) expect(meals.slice(day * 3, day * 3 + 3)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(new Set(names.map((n) => n.slice(0, n.indexOf(' '))))).toHaveProperty('size', 7);

    // A meal's ingredients, scaled, with grams per member.
    await page.getByRole('button', { name: 'Details of Monday Dinner' }).click();
    const dialog = page.getByRole('dialog');
    // The dinner's dishes (a hot main and its vegetables), each with its own table.
    const ingredients = dialog.getByRole('table', { name: /^Ingredients of / }).first();
    await ingredients.waitFor();
    const rows = await ingredients.getByRole('row').allTextContents();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => /\d/.test(r))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // A cohort user's profile, loaded by a nutritionist in their own context.
    await page.getByRole('button', { name: 'Load user profile' }).click();
    const panel = page.getByRole('region', { name: 'Load user profile' });
    const load = panel.getByRole('button', { name: /^Load / }).first();
    await load.waitFor();
    const who = ((await load.getAttribute('aria-label')) ?? (await load.textContent()) ?? '').replace(/^Load /, '');
    await load.click();
    await panel.waitFor({ state: 'hidden' });
    expect(who).not.toBe('');
    expect(failures).toEqual([]);
  });
});
