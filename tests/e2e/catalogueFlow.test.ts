import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(300_000);

/** Screenshots of each step, for a person to look at. */
const shots = path.join(os.tmpdir(), 'nbo-e2e-catalogue-flow');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/** Every answer of the server that is an error, as "status METHOD path". */
function failedCalls(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return failures;
}

/** The seeded "Alfredo sauce" (SR28 FNDDS 14650160) is butter, heavy cream, parmesan, salt and pepper. */
const RECIPE = 'Alfredo sauce';
const PARMESAN = 'Cheese, parmesan, hard';

describe('issue 14 in a real browser: food groups, food restrictions, photo moderation and the export', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    system = await startSystem(['nl'], { seed: ['nl'], photoQueue: true });
    browser = await launchBrowser();
    // Building the SPA and generating the queue's photos take minutes on a busy machine.
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('lets a nutritionist edit a food group, and a restriction so that a recipe leaves its filter results', async () => {
    const page = await browser.newPage();
    const failures = failedCalls(page);
    await signIn(page, system.baseUrl, 'nutritionist');
    const menu = page.getByRole('navigation', { name: 'Main menu' });

    // A food group: rename it and add an ingredient in one save; both survive a reload.
    await menu.getByRole('link', { name: 'Food groups' }).click();
    await page.getByRole('table', { name: 'Food groups' }).waitFor();
    await page.getByLabel('Search food groups').fill('spices and herbs');
    await page.getByRole('link', { name: 'Spices and Herbs' }).click();
    await page.getByRole('heading', { name: 'Spices and Herbs' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Spices, herbs and salt');
    await page.getByRole('combobox', { name: 'Add ingredient' }).fill('lemon juice raw');
    await page
      .getByRole('option', { name: /^Lemon juice, raw/ })
      .first()
      .click();
    await page.getByText('Not saved yet').waitFor();
    await shot(page, 'food-group-before-save');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Food group saved with success').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Spices, herbs and salt' }).waitFor();
    await page.getByLabel("Filter the group's ingredients").fill('lemon juice raw');
    await page.waitForURL(/search=lemon/);
    await page
      .getByRole('table', { name: 'Ingredients of the food group' })
      .getByText(/^Lemon juice, raw/)
      .first()
      .waitFor();
    await shot(page, 'food-group-saved');

    // A group the recommender relies on cannot be deleted: the alert, and no confirmation.
    await page.goto(`${system.baseUrl}/nutritionist/foodgroups`);
    await page.getByLabel('Search food groups').fill('poultry');
    await page.getByRole('link', { name: 'Poultry Products' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Groups with a type known by the system cannot be deleted' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // The recipe suits "No alcohol" before the change.
    await menu.getByRole('link', { name: 'Food restrictions' }).click();
    const noAlcohol = page.getByRole('table', { name: 'Food restrictions' }).getByRole('link', { name: 'No alcohol' });
    const restrictionId = (await noAlcohol.getAttribute('href'))?.split('/').pop();
    expect(restrictionId).toMatch(/^\d+$/);
    const filtered = `${system.baseUrl}/nutritionist/recipes?searchText=${encodeURIComponent(RECIPE)}&suitableFoodRestrictionID=${restrictionId}`;
    await page.goto(filtered);
    await page.getByRole('link', { name: `Edit ${RECIPE}`, exact: true }).waitFor();
    await shot(page, 'recipes-free-from-alcohol-before');

    // Exclude one of its ingredients from "No alcohol".
    await page.goto(`${system.baseUrl}/nutritionist/food-restrictions/${restrictionId}`);
    const excludedCount = page.getByText(/^\d+ ingredients? excluded$/);
    await excludedCount.waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('No alcohol');
    const excludedBefore = Number((await excludedCount.textContent())?.split(' ')[0]);
    await page.getByRole('combobox', { name: 'Add ingredient to exclude' }).fill('parmesan hard');
    await page.getByRole('option', { name: PARMESAN, exact: true }).click();
    await page.getByText(`${excludedBefore + 1} ingredients excluded`).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Food restriction was saved successfully').waitFor();
    await page.reload();
    await page.getByText(`${excludedBefore + 1} ingredients excluded`).waitFor();
    await shot(page, 'restriction-saved');

    // The same filter no longer finds the recipe; without the filter it is still there.
    await page.goto(filtered);
    await page.getByText('No recipes match these filters').waitFor();
    expect(await page.getByRole('link', { name: `Edit ${RECIPE}`, exact: true }).count()).toBe(0);
    await shot(page, 'recipes-free-from-alcohol-after');
    await page.goto(`${system.baseUrl}/nutritionist/recipes?searchText=${encodeURIComponent(RECIPE)}`);
    await page.getByRole('link', { name: `Edit ${RECIPE}`, exact: true }).waitFor();
    expect(failures).toEqual([]);
    await page.close();
  });

  it('lets an admin approve one photo and reject another, then export the database', async () => {
    const page = await browser.newPage({ acceptDownloads: true });
    const failures = failedCalls(page);
    await signIn(page, system.baseUrl, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Utilities' }).click();
    await page.getByRole('link', { name: 'Review photos awaiting moderation' }).click();

    const queue = page.getByRole('list', { name: 'Photos awaiting review' });
    const cards = queue.getByRole('listitem');
    await cards.first().waitFor();
    const countText = async () => (await page.getByText(/^\d+ photos awaiting review$/).textContent()) ?? '';
    const before = Number((await countText()).split(' ')[0]);
    expect(before).toBeGreaterThanOrEqual(2);
    await shot(page, 'moderation-queue');
    const idOf = async (index: number) => {
      const label = (await cards.nth(index).getAttribute('aria-label')) ?? '';
      return Number(/^Photo (\d+) of /.exec(label)?.[1]);
    };
    const approved = await idOf(0);
    const rejected = await idOf(1);

    await page.getByRole('button', { name: `Approve photo ${approved}`, exact: true }).click();
    await page.getByRole('button', { name: `Approve photo ${approved}`, exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Reject photo ${rejected}`, exact: true }).click();
    await page.getByRole('button', { name: `Reject photo ${rejected}`, exact: true }).waitFor({ state: 'detached' });
    await page.getByText(`${before - 2} photos awaiting review`).waitFor();

    // Both decisions were stored: after a reload neither photo is in the queue.
    await page.reload();
    await page.getByText(`${before - 2} photos awaiting review`).waitFor();
    expect(await page.getByRole('button', { name: `Approve photo ${approved}`, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Approve photo ${rejected}`, exact: true }).count()).toBe(0);
    const status = await system.db.query<{ id: number; moderation_status: string }>(
      'SELECT id, moderation_status FROM ctx_nl.recipe_photo WHERE id = ANY($1::int[]) ORDER BY id',
      [[approved, rejected]],
    );
    expect(Object.fromEntries(status.map((s) => [Number(s.id), s.moderation_status]))).toEqual({
      [approved]: 'APPROVED',
      [rejected]: 'REJECTED',
    });
    await shot(page, 'moderation-after');

    // The export: databases.zip opens and holds the recipe table with its header and the seeded recipes.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Utilities' }).click();
    const button = page.getByRole('button', { name: 'Export database' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('databases.zip');
    const file = await download.path();
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const recipeCsv = entries.find((name) => /(^|\/)recipes?\.csv$/.test(name));
    expect(recipeCsv).toBeDefined();
    expect(entries.some((name) => /readme/i.test(name))).toBe(true);
    const csv = execFileSync('unzip', ['-p', file, recipeCsv!], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const [header, ...rows] = csv.split('\n').filter(Boolean);
    expect(header.split(',')).toEqual(expect.arrayContaining(['id', 'name', 'status']));
    expect(rows.length).toBeGreaterThan(100);
    expect(csv).toContain(RECIPE);
    expect(failures).toEqual([]);
    await page.close();
  });
});
