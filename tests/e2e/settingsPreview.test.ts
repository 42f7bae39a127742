/**
 * Preview changes in a real browser: an admin raises a recommender weight on /settings, previews it on the sample
 * households, sees changed meals (Updated badges) and stability scores, leaves without saving, and the settings on
 * the server are those of before.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(600_000);

describe('the recommender settings preview in a real browser', () => {
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

  it('previews a raised weight, shows changed meals and stability, and saves nothing when the admin leaves', async () => {
    const page = await browser.newPage();
    // The planner runs in this test's own process on a shared machine: a preview plans 12 weeks.
    page.setDefaultTimeout(240_000);
    let token = '';
    const writes: string[] = [];
    page.on('request', (r) => {
      const authorization = r.headers().authorization;
      if (authorization?.startsWith('Bearer ')) token = authorization.slice('Bearer '.length);
      if (['PUT', 'POST', 'DELETE'].includes(r.method()) && new URL(r.url()).pathname.startsWith('/api/')) {
        writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
      }
    });
    const savedOnServer = async () => {
      const res = await fetch(`${system.baseUrl}/api/recommender-settings`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return res.json();
    };

    await signIn(page, system.baseUrl, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Recommender settings' }).click();
    const before = await savedOnServer();

    // Raise the ingredient-variety weight to the top (End on the slider).
    const slider = page.getByRole('slider', { name: 'Ingredient variety' });
    await slider.focus();
    await page.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuenow')).toBe('5');
    await page.getByText('Unsaved changes').waitFor();

    await page.getByRole('button', { name: 'Preview changes' }).click();
    const sample = page.getByRole('region', { name: 'Default sample (1 adult, 6 meals)' });
    await sample.waitFor();
    expect(await page.getByRole('table', { name: /^Measures of / }).count()).toBe(6);
    const stabilities = await page.getByLabel(/^Stability of /).allTextContents();
    expect(stabilities).toHaveLength(6);
    for (const s of stabilities) {
      const pct = Number(/Stability (\d+) %/.exec(s)?.[1]);
      expect(pct).toBeGreaterThanOrEqual(0);
      expect(pct).toBeLessThanOrEqual(100);
    }
    expect(stabilities.some((s) => s !== 'Stability 100 %')).toBe(true);
    const updated = page.getByRole('list', { name: /^Changed meals of / }).getByText('Updated');
    expect(await updated.count()).toBeGreaterThan(0);
    await page.getByText(/Mean stability \d+ % over 6 households/).waitFor();

    // Leave without saving: the unsaved-changes dialog, then Leave.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/users/);

    expect(writes).toEqual([]);
    expect(await savedOnServer()).toEqual(before);
  });
});
