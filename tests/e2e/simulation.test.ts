import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parseActionLog } from '../../src/app/actionLog';
import { replayAgainstServer, replayFile } from '../../scripts/replay-actions';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(600_000);

/** Each meal card's name and recipes, in page order. */
async function mealCards(page: Page): Promise<{ name: string; recipes: string; updated: boolean }[]> {
  const cards = page.getByRole('article');
  const out = [];
  for (let i = 0; i < (await cards.count()); i += 1) {
    const card = cards.nth(i);
    out.push({
      name: (await card.getAttribute('aria-label')) ?? '',
      recipes: (await card.getByRole('listitem').allTextContents()).join(' | '),
      updated: (await card.getByText('Updated', { exact: true }).count()) > 0,
    });
  }
  return out;
}

/** No plan request in flight any more: Undo is enabled again. */
async function planSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Undo' && !b.disabled));
}

describe('meal simulation in a real browser', () => {
  let system: System;
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    system = await startSystem(['nl'], { seed: ['nl'] });
    browser = await launchBrowser();
    dir = mkdtempSync(path.join(os.tmpdir(), 'simulation-e2e-'));
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds a household, plans, reviews with Updated badges, undoes, replaces a meal, downloads a log that replays, and keeps it all across a reload', async () => {
    const page = await browser.newPage({ acceptDownloads: true });
    // The planner runs in this test's own process, on a shared machine: give each step time.
    page.setDefaultTimeout(120_000);
    const failures: string[] = [];
    let token = '';
    page.on('request', (r) => {
      const authorization = r.headers().authorization;
      if (authorization?.startsWith('Bearer ')) token = authorization.slice('Bearer '.length);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(`${system.baseUrl}/nutritionist/meal-simulation`);
    await page.getByRole('heading', { name: 'Meal simulation' }).waitFor();
    await page.getByRole('checkbox', { name: 'Record actions' }).check();

    await page.getByRole('button', { name: 'Add household member' }).click();
    const second = page.getByRole('group', { name: 'Household member 2' });
    await second.getByLabel('Name').fill('Alex');
    await page.getByRole('group', { name: 'Alex' }).getByLabel('Age').fill('34');
    await page.getByRole('group', { name: 'Alex' }).getByLabel('Gender').selectOption('F');

    const started = Date.now();
    // The planner runs in this test's own process: while it plans, the browser's click is not acknowledged.
    await page.getByRole('button', { name: 'Calculate' }).click({ timeout: 120_000 });
    await page.getByRole('article').first().waitFor({ timeout: 120_000 });
    const calculateMs = Date.now() - started;
    const firstPlan = await mealCards(page);
    expect(firstPlan.length).toBeGreaterThan(0);
    expect(firstPlan.every((c) => !c.updated)).toBe(true);

    // Update with nothing changed: the same plan, and the screen says so.
    await page.getByRole('button', { name: 'Update' }).click();
    await planSettled(page);
    const plan = page.getByRole('region', { name: 'Meal plan' });
    await expect(plan.getByRole('status').textContent()).resolves.toBe(
      'Nothing changed since the last plan: the plan is the same.',
    );
    expect((await mealCards(page)).map((c) => c.recipes)).toEqual(firstPlan.map((c) => c.recipes));
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'meal-simulation-unchanged.png') });

    // REVIEW without the first allowed ingredient: only meals whose recipes changed get the badge.
    await page.getByRole('list', { name: 'Allowed ingredients' }).getByRole('button').first().click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/simulate/weekPlan')),
      page.getByRole('button', { name: 'Update' }).click(),
    ]);
    await planSettled(page);
    const reviewed = await mealCards(page);
    const changed = reviewed.filter((c, i) => c.recipes !== firstPlan[i]?.recipes).map((c) => c.name);
    expect(reviewed.filter((c) => c.updated).map((c) => c.name)).toEqual(changed);

    // Undo the review and the restriction: back to the first plan.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await mealCards(page)).map((c) => c.recipes)).toEqual(firstPlan.map((c) => c.recipes));

    // Replace one division of the first meal.
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /^Replace / })
      .first()
      .click();
    // The options, best fit first, each with its kcal for the household, servings, energy against the target and fit.
    const options = dialog.getByRole('table', { name: /^Replacements for / }).first();
    await options.waitFor();
    expect(await options.getByRole('columnheader').allTextContents()).toEqual([
      'Recipe',
      'kcal (household)',
      'Servings',
      'Energy vs target',
      'Fit vs current',
      'Action',
    ]);
    const firstOption = options.getByRole('row').nth(1);
    const cells = await firstOption.getByRole('cell').allTextContents();
    expect(cells[0]).toMatch(
      /(Scores \d+\.\d\d below|Fits this slot).*(energy within 10 %|% (over|under) the meal's energy target)/,
    );
    expect(cells[1]).toMatch(/^\d+\d+ per serving$/);
    expect(cells[2]).toMatch(/^\d+(\.\d+)?/);
    expect(cells[3]).toMatch(/^[+−]?\d+ %$/);
    expect(cells[4]).toMatch(/^[+−±]\d+\.\d\d$/);
    if (process.env.SCREENSHOT_DIR) {
      await firstOption.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'meal-simulation-replacements.png') });
    }
    await dialog.getByRole('button', { name: /^Use / }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await planSettled(page);
    const replaced = await mealCards(page);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'meal-simulation.png'), fullPage: true });
    expect(replaced[0].updated).toBe(true);
    expect(replaced[0].recipes).not.toBe(firstPlan[0].recipes);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download action log' }).click(),
    ]);
    const logPath = path.join(dir, 'log.json');
    await download.saveAs(logPath);
    const text = readFileSync(logPath, 'utf8');
    const log = parseActionLog(text);
    // What a replay needs: the app's own actions and the plan calls' requests, none of RTK Query's own.
    const apiActions = log.entries.map((e) => e.action.type).filter((t) => /^(app|search|planner)Api\//.test(t));
    expect(new Set(apiActions)).toEqual(new Set(['plannerApi/executeMutation/fulfilled']));
    console.log(`Action log: ${log.entries.length} actions, ${Buffer.byteLength(text)} bytes`);
    const result = replayFile(log);
    expect(result).toEqual({
      code: 0,
      lines: [`Replayed ${log.entries.length} actions: the replayed state matches the recorded one.`],
    });
    const finalPlan = (log.finalState?.simulation as { present: { plan: { weekPlan: { mealPlans: unknown[] } } } }).present.plan
      .weekPlan;
    expect(finalPlan.mealPlans.length).toBeGreaterThan(0);
    // The plan requests carry their seeds: sent again to the server, they give the same plans.
    const again = await replayAgainstServer(log, system.baseUrl, token);
    expect(again.lines.at(-1)).toMatch(/^Sent [3-9] plan requests to .*: every answer matches the recorded one\.$/);
    expect(again.code).toBe(0);

    await page.getByRole('button', { name: 'DAY', exact: true }).click();
    const dayCards = await mealCards(page);
    await page.waitForTimeout(400);
    await page.reload();
    await page.getByRole('heading', { name: 'Meal simulation' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await mealCards(page)).toEqual(dayCards);
    await expect(page.getByRole('group', { name: 'Alex' }).getByLabel('Age').inputValue()).resolves.toBe('34');
    expect(failures).toEqual([]);
    console.log(`Calculate to first card: ${calculateMs} ms`);
  });

  it('keeps a pinned meal through Regenerate, explains a meal and says why not another recipe', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(`${system.baseUrl}/nutritionist/meal-simulation?lang=en`);
    await page.getByRole('heading', { name: 'Meal simulation' }).waitFor();
    // Each page has its own browser context (no kept plan), but start from no plan in any case.
    if ((await page.getByRole('button', { name: 'Clear plan' }).count()) > 0)
      await page.getByRole('button', { name: 'Clear plan' }).click();
    await page.getByRole('button', { name: 'Calculate' }).click({ timeout: 120_000 });
    await page.getByRole('article').first().waitFor({ timeout: 120_000 });
    await planSettled(page);
    const before = await mealCards(page);
    const pinned = before[1];
    const card = page.getByRole('article', { name: pinned.name, exact: true });
    // The meal's energy, against its target once the needs have arrived ("431 / 423 kcal").
    const energy = card.getByLabel(`Energy of ${pinned.name}`);
    await expect(energy.textContent()).resolves.toMatch(/^\d+( \/ \d+)? kcal$/);
    await card.getByRole('button', { name: `Pin ${pinned.name}` }).click();
    await card.getByText('Pinned', { exact: true }).waitFor();

    await page.getByRole('checkbox', { name: 'Regenerate' }).check();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/simulate/weekPlan')),
      page.getByRole('button', { name: 'Update' }).click(),
    ]);
    await planSettled(page);
    const after = await mealCards(page);
    const pinnedAfter = after.find((c) => c.name === pinned.name)!;
    expect(pinnedAfter.recipes).toBe(pinned.recipes);
    expect(pinnedAfter.updated).toBe(false);
    expect(after.filter((c) => c.recipes !== before.find((b) => b.name === c.name)?.recipes).length).toBeGreaterThan(0);
    await card.getByText('Pinned', { exact: true }).waitFor();
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'meal-simulation-pinned.png'), fullPage: true });

    // Why this meal, on the first meal; then why not a recipe of another meal.
    await page.getByRole('button', { name: `Details of ${after[0].name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Why this meal?' }).first().click();
    await dialog
      .getByText(/was chosen for .* among \d+ recipes/)
      .first()
      .waitFor();
    await dialog
      .getByRole('list', { name: /^Rejected alternatives to / })
      .first()
      .waitFor();
    expect(
      await dialog
        .getByRole('list', { name: /^Rejected alternatives to / })
        .first()
        .getByRole('listitem')
        .count(),
    ).toBeGreaterThan(0);
    const otherRecipe = after[2].recipes.split(' | ')[0].replace(/ × [\d.]+$/, '');
    await dialog
      .getByRole('combobox', { name: /^Why not this one\?/ })
      .first()
      .fill(otherRecipe.split(/[ ,]/)[0]);
    await dialog.getByRole('option').first().click();
    await dialog
      .getByRole('listitem', { name: /^Verdict on / })
      .last()
      .waitFor();
    const verdict = await dialog.getByRole('list', { name: 'Why not' }).textContent();
    expect(verdict?.length).toBeGreaterThan(20);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'meal-simulation-why.png'), fullPage: false });
    console.log(`Why not: ${verdict}`);
    expect(failures).toEqual([]);
  });
});
