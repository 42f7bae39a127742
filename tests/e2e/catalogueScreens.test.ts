import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(240_000);

/** Screenshots of the screens as each role sees them, for a person to look at. */
const shots = path.join(os.tmpdir(), 'nbo-e2e-catalogue-screens');

describe('the utilities and food restriction screens in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    system = await startSystem(['nl'], { seed: ['nl'] });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('lets an admin download databases.zip from Utilities', async () => {
    const page = await browser.newPage({ acceptDownloads: true });
    await signIn(page, system.baseUrl, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Utilities' }).click();
    const button = page.getByRole('button', { name: 'Export database' });
    await button.waitFor();
    await page.screenshot({ path: path.join(shots, 'utils-admin.png'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('databases.zip');
    const file = await download.path();
    // A zip archive starts with the local file header signature "PK\x03\x04".
    const zip = readFileSync(file);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    // Entry names are stored uncompressed: the recipe table is one of its CSV files.
    expect(zip.toString('latin1')).toMatch(/recipes?\.csv/);
    await page.close();
  });

  it('shows a nutritionist no export button, but the way to photo moderation, and the food restrictions table', async () => {
    const page = await browser.newPage();
    await signIn(page, system.baseUrl, 'nutritionist');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Utilities' }).click();
    await page.getByRole('link', { name: 'Review photos awaiting moderation' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export database' }).count()).toBe(0);
    await page.screenshot({ path: path.join(shots, 'utils-nutritionist.png'), fullPage: true });

    await menu.getByRole('link', { name: 'Food restrictions' }).click();
    const table = page.getByRole('table', { name: 'Food restrictions' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Enabled']);
    // The restrictions come from the server's list (none may be seeded yet): the count says how many.
    await page.getByText(/^\d+ food restrictions$/).waitFor();
    await page.screenshot({ path: path.join(shots, 'food-restrictions.png'), fullPage: true });
    await page.close();
  });
});
