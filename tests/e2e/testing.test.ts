import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(600_000);

const shoot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, name), fullPage: true });
};

/** Whether a chart's canvas has anything drawn on it (some pixel not fully transparent). */
const drawn = (page: Page, name: string) =>
  page.getByRole('img', { name, exact: true }).evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });

describe('the algorithm testing screen in a real browser', () => {
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

  it('lets a nutritionist run a 20-user test, watch its progress, see the charts, reuse it, and cancel another run', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Testing' }).click();

    const users = page.getByRole('spinbutton', { name: 'Number of users' });
    await users.waitFor();
    expect(await users.inputValue()).toBe('100');
    await users.fill('');
    await page.getByText('Number of users is required').waitFor();
    await users.fill('20');
    await page.getByRole('button', { name: 'Run', exact: true }).click();

    // The progress bar: the share of the 60 plans done, then the result.
    const progress = page.getByRole('region', { name: 'Run progress' });
    await progress.getByText(/of 60 plans \(\d+ %\)/).waitFor();
    const seen = new Set<string>();
    const summary = page.getByRole('table', { name: 'Summary figures' });
    for (let i = 0; i < 600 && !(await summary.isVisible()); i += 1) {
      const label = await progress
        .getByText(/of 60 plans/)
        .textContent({ timeout: 500 })
        .catch(() => null);
      if (label) seen.add(label);
      if (i === 2) await shoot(page, 'testing-progress.png');
      await page.waitForTimeout(200);
    }
    await summary.waitFor();
    expect([...seen].some((l) => /^\d+ of 60 plans/.test(l))).toBe(true);
    expect(await summary.getByRole('row', { name: /^Plans generated/ }).textContent()).toContain('60');

    for (const chart of [
      'Energy deviation from target (share of days)',
      'Macronutrient deviation from target (share of days)',
      'Mean deviation by meals per day',
      'Mean heuristic scores',
      'Distinct recipes per user',
      'Distinct recipes per meal of day (mean per user)',
    ]) {
      expect(await drawn(page, chart)).toBe(true);
    }
    await page.getByRole('region', { name: 'Run settings' }).getByText('20 users × 3 plans, ages 18–65').waitFor();
    await shoot(page, 'testing-result.png');

    // The same inputs again within the hour: the cached run, at once.
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText(/The same inputs were run within the last hour/).waitFor();

    // Another, larger run, cancelled while it runs.
    await users.fill('500');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await progress.getByRole('button', { name: 'Cancel run' }).click();
    await page.getByText('Test run cancelled').waitFor();
    await page.getByText(/^This run was cancelled after \d+ of 1500 plans\.$/).waitFor();

    const rows = page.getByRole('table', { name: 'Earlier runs' }).getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3); // header, the cancelled run, the finished one
    expect(await rows.nth(1).textContent()).toContain('Cancelled');
    expect(await rows.nth(2).textContent()).toContain('Done');
    await shoot(page, 'testing-runs.png');
    await page.close();
  });
});
