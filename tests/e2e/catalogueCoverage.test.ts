import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(300_000);

/** Screenshots of the report as a nutritionist sees it, for a person to look at. */
const shots = path.join(os.tmpdir(), 'nbo-e2e-catalogue-coverage');

describe('the catalogue coverage report in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    // The seeded catalogue and a small synthetic cohort, whose stored plans give the exposure figures.
    system = await startSystem(['nl'], { seed: ['nl'], cohortUsers: 20 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('lets a nutritionist open the report from the recipes screen and follow a cell to the filtered recipe list', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Recipes' }).click();
    await page.getByRole('link', { name: 'Catalogue coverage' }).click();
    const table = page.getByRole('table', { name: 'Recipes per profile and meal slot' });
    await table.waitFor({ timeout: 60_000 });
    const rows = await table.getByRole('rowheader').allTextContents();
    expect(rows.slice(0, 6)).toEqual(['Any diet', 'Vegan', 'Vegetarian', 'Gluten-free', 'No nuts', 'No milk']);
    expect(await page.getByText(/planned meals over [1-9]\d* stored week plans/).count()).toBe(1);
    await page.screenshot({ path: path.join(shots, 'coverage-nutritionist.png'), fullPage: true });

    // The vegan breakfast cell: its number, then the list it opens.
    const cell = table.getByRole('link', { name: /^\d+ recipes for Vegan in Breakfast/ });
    const count = Number((await cell.textContent())?.trim());
    expect(count).toBeGreaterThan(0);
    await cell.click();
    await page.waitForURL(/\/nutritionist\/recipes\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('suitableDiet')).toEqual(['VEGAN']);
    expect(url.searchParams.getAll('mealRole')).toEqual(['BREAKFAST']);
    expect(url.searchParams.get('status')).toBe('PUBLISHED');
    const list = page.getByRole('table').first();
    await list.waitFor();
    // The list filters by tags and roles; the count also drops the recipes the rules contradict, never adds.
    const total = Number(
      (
        await page
          .getByText(/^\d+ recipes?$/)
          .first()
          .textContent()
      )?.match(/\d+/)?.[0],
    );
    expect(total).toBeGreaterThanOrEqual(count);
    await page.screenshot({ path: path.join(shots, 'coverage-cell-list.png'), fullPage: true });
    await page.close();
  });
});
