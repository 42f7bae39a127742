/**
 * What a nutritionist waits for on /meal-simulation, measured on the real system (issue 11: "a fresh plan
 * appears in under 1 s after Calculate for a two-member household"; item 7: "Why not this one?" under 200 ms).
 *
 *   npm run bench:simulation [-- --runs 10] [--explain-rounds 3] [--data-dir /tmp/bench-simulation-data] [--fresh]
 *
 * 1. Starts the server as `npm start` does, in its own process (built SPA, embedded database in --data-dir,
 *    kept between runs unless --fresh: the first start creates and seeds it; no app-user cohort), on a free
 *    port of 127.0.0.1.
 * 2. Headless Chromium signs in as the nutritionist, opens /meal-simulation and adds a second household member.
 *    The first Calculate after the server start is reported apart ("cold"), then --runs times Clear plan +
 *    Calculate. Times are taken inside the page (performance.now()): the click on Calculate -> the first meal
 *    card in the page and painted (the frame after it appeared); and from the resource timing of
 *    POST /planner/simulate/weekPlan: click -> request start (the SPA building the request), request start ->
 *    first response byte (the server), first -> last byte, last byte -> card painted (the SPA rendering).
 * 3. The last plan's request sent again from Node (--runs times): the server alone over HTTP.
 * 4. POST /planner/simulate/mealExplanation over HTTP for several meals of that plan, each as "why this meal"
 *    and as "why not" with a recipe of another meal and a recipe of another division.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { ensureSpaBuilt, launchBrowser, signIn } from '../../tests/e2e/harness';
import { freePort } from '../../tests/setup/freePort';

const ROOT = path.resolve(__dirname, '../..');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    'explain-rounds': { type: 'string', default: '3' },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'bench-simulation-data') },
    fresh: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const EXPLAIN_ROUNDS = Number(args['explain-rounds']);

const quantile = (xs: readonly number[], q: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '-');

/** `npm start` without the build step (done by ensureSpaBuilt), in its own process. */
async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess; startMs: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      COHORT_USERS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Nutrition back-office:')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, startMs: Date.now() - started };
}

interface Sample {
  /** click -> first meal card painted */
  total: number;
  /** click -> request start */
  spa: number;
  /** request start -> first response byte */
  server: number;
  /** first -> last response byte */
  download: number;
  /** last response byte -> card painted */
  render: number;
  bytes: number;
}

/** Installs the in-page probes: click on Calculate, first meal card, the frame after it. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { click?: number; card?: number; painted?: number } };
    w.__bench = {};
    document.addEventListener(
      'click',
      (e) => {
        const b = (e.target as Element | null)?.closest('button');
        if (b?.textContent?.trim() === 'Calculate') w.__bench.click = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (w.__bench.click !== undefined && w.__bench.card === undefined && document.querySelector('[role="article"]')) {
        w.__bench.card = performance.now();
        requestAnimationFrame(() =>
          setTimeout(() => {
            w.__bench.painted = performance.now();
          }),
        );
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function calculateOnce(page: Page): Promise<Sample> {
  await page.evaluate(() => {
    (window as unknown as { __bench: object }).__bench = {};
    performance.clearResourceTimings();
  });
  await page.getByRole('button', { name: 'Calculate' }).click({ timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __bench: { painted?: number } }).__bench.painted !== undefined, null, {
    timeout: 120_000,
  });
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: { click: number; card: number; painted: number } }).__bench;
    const r = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/simulate/weekPlan'))
      .at(-1) as PerformanceResourceTiming;
    return {
      total: b.painted - b.click,
      spa: r.requestStart - b.click,
      server: r.responseStart - r.requestStart,
      download: r.responseEnd - r.responseStart,
      render: b.painted - r.responseEnd,
      bytes: r.decodedBodySize,
    };
  });
}

async function clearPlan(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clear plan' }).click();
  await page.getByRole('button', { name: 'Calculate' }).waitFor();
}

function table(rows: [string, number[]][]): void {
  console.log('| measure | runs | p50 ms | p95 ms | min ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, xs] of rows)
    console.log(
      `| ${name} | ${xs.length} | ${ms(quantile(xs, 0.5))} | ${ms(quantile(xs, 0.95))} | ${ms(Math.min(...xs))} | ${ms(Math.max(...xs))} |`,
    );
}

async function post(url: string, token: string, body: unknown): Promise<{ ms: number; status: number; json: unknown }> {
  const t = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json();
  return { ms: performance.now() - t, status: res.status, json };
}

interface PlanShape {
  mealPlans: {
    dayOfWeek: string;
    mealOfDay: string;
    scaledRecipes: { recipe: { idRecipe: number; name: string }; mealOfDayDivision?: Record<string, unknown> }[];
  }[];
}

async function main(): Promise<void> {
  if (args.fresh && existsSync(args['data-dir']!)) rmSync(args['data-dir']!, { recursive: true, force: true });
  let t = Date.now();
  ensureSpaBuilt();
  console.error(`SPA built (or current) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const server = await startServer(args['data-dir']!);
  console.error(`server ready in ${(server.startMs / 1000).toFixed(1)} s at ${server.url} (data ${args['data-dir']})`);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    let token = '';
    let lastRequest: Record<string, unknown> | null = null;
    let lastPlan: PlanShape | null = null;
    page.on('request', (r) => {
      const authorization = r.headers().authorization;
      if (authorization?.startsWith('Bearer ')) token = authorization.slice('Bearer '.length);
      if (r.url().includes('/simulate/weekPlan')) lastRequest = r.postDataJSON() as Record<string, unknown>;
    });
    page.on('response', (r) => {
      if (r.url().includes('/simulate/weekPlan') && r.status() === 200)
        void r.json().then((j: PlanShape) => {
          lastPlan = j;
        });
    });
    t = Date.now();
    await signIn(page, server.url, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(`${server.url}/nutritionist/meal-simulation`);
    await page.getByRole('heading', { name: 'Meal simulation' }).waitFor();
    if ((await page.getByRole('button', { name: 'Clear plan' }).count()) > 0) await clearPlan(page);
    await page.getByRole('button', { name: 'Add household member' }).click();
    const second = page.getByRole('group', { name: 'Household member 2' });
    await second.getByLabel('Name').fill('Alex');
    await page.getByRole('group', { name: 'Alex' }).getByLabel('Age').fill('34');
    await page.getByRole('group', { name: 'Alex' }).getByLabel('Gender').selectOption('F');
    await installProbe(page);
    console.error(`signed in, two-member household built in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const cold = await calculateOnce(page);
    const warm: Sample[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await clearPlan(page);
      warm.push(await calculateOnce(page));
    }
    console.log(
      `\n### Calculate -> first meal card (two-member household, ${RUNS} warm runs; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})\n`,
    );
    console.log(
      `cold (first Calculate after the server start): ${ms(cold.total)} ms = SPA ${ms(cold.spa)} + server ${ms(cold.server)} + download ${ms(cold.download)} + render ${ms(cold.render)}; plan JSON ${(cold.bytes / 1024).toFixed(0)} KB\n`,
    );
    const col = (k: keyof Sample) => warm.map((s) => s[k]);
    table([
      ['click -> first meal card painted', col('total')],
      ['click -> request start (SPA)', col('spa')],
      ['request start -> first byte (server)', col('server')],
      ['first -> last byte', col('download')],
      ['last byte -> card painted (SPA render)', col('render')],
    ]);
    console.log(`\nplan JSON: ${(quantile(col('bytes'), 0.5) / 1024).toFixed(0)} KB`);

    // The same request from Node: the server alone over HTTP.
    const planUrl = `${server.url}/planner/simulate/weekPlan`;
    const again: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const r = await post(planUrl, token, lastRequest);
      if (r.status !== 200) throw new Error(`weekPlan answered ${r.status}: ${JSON.stringify(r.json)}`);
      again.push(r.ms);
    }
    console.log('');
    table([['POST /simulate/weekPlan from Node (same request)', again]]);

    // Why this meal / why not, over HTTP, on the last plan.
    const plan = lastPlan as PlanShape | null;
    const request = lastRequest as Record<string, unknown> | null;
    if (!plan || !request) throw new Error('no plan captured');
    const recipes = plan.mealPlans.flatMap((m) => m.scaledRecipes.map((r) => ({ meal: m, r })));
    const picks = [0, 7, 15, 22, 30, 41].map((i) => recipes[i % recipes.length]);
    const explainUrl = `${server.url}/planner/simulate/mealExplanation`;
    const whyThis: number[] = [];
    const whyNot: number[] = [];
    for (let round = 0; round < EXPLAIN_ROUNDS; round += 1) {
      for (const [i, { meal, r }] of picks.entries()) {
        const body = {
          userProfile: request.userProfile,
          scope: request.scope,
          weekPlan: plan,
          dayOfWeek: meal.dayOfWeek,
          mealOfDayDivision: r.mealOfDayDivision,
          recommenderSettings: request.recommenderSettings,
          varietyOptions: { varietyLevel: 'UNLIMITED', allowedIngredients: [], excludedIngredients: [] },
          count: 5,
        };
        const a = await post(explainUrl, token, body);
        if (a.status !== 200) throw new Error(`mealExplanation answered ${a.status}: ${JSON.stringify(a.json)}`);
        whyThis.push(a.ms);
        // A recipe of another meal (same division type or not), and one of another division of this meal's day.
        const sameType = recipes.find(
          (x) => x.meal !== meal && x.r.mealOfDayDivision?.mealPart === r.mealOfDayDivision?.mealPart,
        );
        const other = recipes[(i * 11 + 5) % recipes.length];
        for (const o of [sameType ?? other, other]) {
          const b = await post(explainUrl, token, { ...body, whyNot: { idRecipe: o.r.recipe.idRecipe, name: o.r.recipe.name } });
          if (b.status !== 200) throw new Error(`mealExplanation answered ${b.status}: ${JSON.stringify(b.json)}`);
          whyNot.push(b.ms);
        }
      }
    }
    console.log(`\n### POST /simulate/mealExplanation over HTTP (${picks.length} meals x ${EXPLAIN_ROUNDS} rounds)\n`);
    table([
      ['why this meal (5 alternatives)', whyThis],
      ['why not this one', whyNot],
    ]);
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
