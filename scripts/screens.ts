/**
 * `npm run screens [-- --out DIR] [--roles admin,nutritionist] [--cohort 300] [--screens adherence,lifecycle]`: a tour of every screen as
 * each demo account, in headless Chromium, on the real all-in-one server (the e2e harness: in-memory
 * embedded database seeded with nl and es, the photo queue and a small synthetic cohort for the
 * statistics). For each role and route it saves a full-page screenshot and reports what a person would
 * notice first: the page's heading, "Access denied" / "Page not found", error toasts, console errors and
 * any server answer >= 500. It writes DIR/index.md (the table it prints) next to the PNGs.
 *
 * It checks nothing by itself: it is what a tester (or the note of an issue) looks at. Needs the SPA
 * build (made on demand, as the e2e tests do) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from '../tests/e2e/harness';

/** The demo accounts (README.md "The two commands") and the context each belongs to. */
const ROLES: Record<string, 'nl' | 'es'> = { admin: 'nl', nutritionist: 'nl', ambassador: 'es', user: 'nl' };

/** What to do on a screen before its screenshot (a state that takes a click, such as a preview's results). */
type Action = (page: Page) => Promise<void>;

/** Settings, recommender tab: a weight raised and Preview changes pressed, its results shown (admins). */
const previewSettings: Action = async (page) => {
  await page.getByRole('tab', { name: 'Recommender settings' }).click();
  const slider = page.getByRole('slider', { name: 'Ingredient variety' });
  await slider.focus();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await page.getByRole('region', { name: /^Default sample/ }).waitFor({ timeout: 300_000 });
};

/** Meal simulation: the default sample's week calculated (nutritionists), to read the plan. */
const calculatePlan: Action = async (page) => {
  await page.getByRole('button', { name: 'Calculate' }).click({ timeout: 120_000 });
  await page.getByRole('article').first().waitFor({ timeout: 300_000 });
};

/** Every screen of the menu and its first level, with ids filled from the seeded context. */
function routes(ids: { recipe: number; ingredient: number; displayName: number | null }): [string, string, Action?][] {
  return [
    ['recipes', '/recipes'],
    ['recipe-stats', '/recipes/stats'],
    ['recipe-coverage', '/recipes/coverage'],
    ['recipe-editor', `/recipes/${ids.recipe}`],
    ['recipe-photos', `/recipes/${ids.recipe}/photos`],
    ['fcdb', '/ingredients/fcdb'],
    ['fcdb-editor', `/ingredients/fcdb/${ids.ingredient}`],
    ['display-names', '/ingredients/displaynames'],
    ...(ids.displayName === null
      ? []
      : ([['display-name-editor', `/ingredients/displaynames/${ids.displayName}`]] as [string, string][])),
    ['food-groups', '/foodgroups'],
    ['food-restrictions', '/food-restrictions'],
    ['utilities', '/utils'],
    ['photo-moderation', '/photos'],
    ['meal-simulation', '/meal-simulation'],
    ['meal-simulation-plan', '/meal-simulation', calculatePlan],
    ['users', '/users'],
    ['engagement', '/usage-statistics/engagement'],
    ['preferences', '/usage-statistics/preferences'],
    ['adherence', '/usage-statistics/adherence?period=all'],
    ['lifecycle', '/usage-statistics/lifecycle?period=year'],
    ['testing', '/testing'],
    ['settings', '/settings'],
    ['settings-preview', '/settings', previewSettings],
    ['help', '/help'],
    ['help-meal-simulation', '/help/meal-simulation'],
    ['help-recipes', '/help/recipes'],
  ];
}

async function firstIds(system: System, context: 'nl' | 'es') {
  const one = async (sql: string) =>
    system.db.transaction(async (tx) => (await tx.query<{ id: number }>(sql))[0]?.id ?? null, { context });
  return {
    recipe: (await one('SELECT id FROM recipe ORDER BY id LIMIT 1')) ?? 1,
    ingredient: (await one('SELECT id FROM ingredient ORDER BY id LIMIT 1')) ?? 1,
    displayName: await one('SELECT id FROM ingredient_group ORDER BY id LIMIT 1').catch(() => null),
  };
}

interface Row {
  role: string;
  screen: string;
  heading: string;
  notes: string[];
}

async function visit(
  page: Page,
  baseUrl: string,
  route: string,
  file: string,
  action?: Action,
): Promise<Omit<Row, 'role' | 'screen'>> {
  const notes: string[] = [];
  const onConsole = (m: import('playwright-core').ConsoleMessage) => {
    if (m.type() === 'error') notes.push(`console: ${m.text().slice(0, 120)}`);
  };
  const onResponse = (r: import('playwright-core').Response) => {
    if (r.status() >= 500) notes.push(`${r.status()} ${new URL(r.url()).pathname}`);
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    await page.goto(`${baseUrl}/nutritionist${route}`);
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => notes.push('network busy after 20 s'));
    if (action) await action(page).catch((e: Error) => notes.push(`action: ${e.message.split('\n')[0].slice(0, 100)}`));
    await page.waitForTimeout(400); // charts' animations and toasts
    const heading =
      (await page
        .locator('main h1, main h2')
        .first()
        .textContent({ timeout: 2000 })
        .catch(() => null)) ?? '';
    for (const text of ['Access denied', 'Page not found']) {
      if (await page.getByRole('heading', { name: text }).count()) notes.push(text);
    }
    const alerts = await page.locator('[role="alert"], .chakra-alert[data-status="error"]').allTextContents();
    const shown = alerts.map((t) => t.trim()).filter((t) => t && !t.startsWith('Access denied'));
    for (const a of shown.slice(0, 3)) notes.push(`alert: ${a.slice(0, 100)}`);
    await page.screenshot({ path: file, fullPage: true });
    return { heading: heading.trim(), notes };
  } finally {
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, roles: { type: 'string' }, cohort: { type: 'string' }, screens: { type: 'string' } },
  });
  const out = path.resolve(values.out ?? 'screens');
  mkdirSync(out, { recursive: true });
  const roles = values.roles ? values.roles.split(',') : Object.keys(ROLES);
  const unknown = roles.filter((r) => !(r in ROLES));
  if (unknown.length) throw new Error(`unknown role(s) ${unknown.join(', ')}: one of ${Object.keys(ROLES).join(', ')}`);
  const t = Date.now();
  const system = await startSystem(['nl', 'es'], {
    seed: ['nl', 'es'],
    photoQueue: true,
    cohortUsers: Number(values.cohort ?? 300),
  });
  console.error(`system up in ${((Date.now() - t) / 1000).toFixed(1)} s at ${system.baseUrl}`);
  let browser: Browser | undefined;
  const rows: Row[] = [];
  try {
    browser = await launchBrowser();
    for (const role of roles) {
      const ids = await firstIds(system, ROLES[role]);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, system.baseUrl, role);
      await page.waitForURL(/\/nutritionist\//, { timeout: 20_000 });
      const only = values.screens?.split(',');
      for (const [screen, route, action] of routes(ids).filter(([name]) => !only || only.includes(name))) {
        const r = await visit(page, system.baseUrl, route, path.join(out, `${role}-${screen}.png`), action);
        rows.push({ role, screen, ...r });
        console.error(`${role} ${route}: ${r.heading || '(no heading)'}${r.notes.length ? ` [${r.notes.join('; ')}]` : ''}`);
      }
      await context.close();
    }
  } finally {
    await browser?.close();
    await system.stop();
  }
  const table = [
    '| role | screen | heading | notes |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.role} | [${r.screen}](${r.role}-${r.screen}.png) | ${r.heading} | ${r.notes.join('; ')} |`),
  ].join('\n');
  writeFileSync(path.join(out, 'index.md'), `# Screens by role (${new Date().toISOString()})\n\n${table}\n`);
  console.log(table);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
