/**
 * The /ingredients/fcdb list calls over HTTP, as the screen makes them: the real server (buildServer:
 * routes, validation, token check, serialisation) called in-process with `inject` and a nutritionist's
 * token, on the database it is given (bench:ingredients passes the in-memory PGlite with the seeded nl
 * catalogue). Rounds are interleaved (every scenario once per round) so a noisy neighbour spreads over all
 * rows alike. Prints p50 / p95 (ms), the matches (x-result-count) and the answer's size, and the load
 * average before and after. Goals (issue 13): name search p95 <= 20 ms, LanguaL subtree p95 <= 30 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../src/server/app';
import type { Database } from '../../src/server/db';
import { signInByInject } from '../../tests/server/helpers/code-flow';

interface Scenario {
  label: string;
  url: string;
}

const SCENARIOS: Scenario[] = [
  { label: 'first page, no filter', url: '/api/ingredient' },
  { label: 'search "apple" (common word)', url: '/api/ingredient?search=apple' },
  { label: 'search "chedar chese" (typo)', url: '/api/ingredient?search=chedar%20chese' },
  { label: 'search "raw" (in 1 of 6 names)', url: '/api/ingredient?search=raw' },
  { label: 'LanguaL subtree B1140 (fruit-producing plant)', url: '/api/ingredient?languaLID=B1140' },
  { label: 'LanguaL subtrees B1579 + B1140', url: '/api/ingredient?languaLID=B1579&languaLID=B1140' },
  { label: 'LanguaL subtree A0361 (facet A, product type)', url: '/api/ingredient?languaLID=A0361' },
  { label: 'LanguaL B1245 (apple) subtree + search "raw"', url: '/api/ingredient?languaLID=B1245&search=raw' },
  {
    label: 'combined: B1579 subtree, used in recipes, with units, visible',
    url: '/api/ingredient?languaLID=B1579&onlyUsedInRecipes=true&unitsFilter=WITH_UNITS&visibilityFilter=VISIBLE',
  },
  { label: 'page 10, no filter', url: '/api/ingredient?page=10' },
  { label: 'page 10, LanguaL subtrees B1579 + B1140', url: '/api/ingredient?languaLID=B1579&languaLID=B1140&page=10' },
  { label: 'page 10, search "raw"', url: '/api/ingredient?search=raw&page=10' },
  { label: 'search service: "apple"', url: '/search/ingredients?name=apple&count=20' },
  { label: 'search service: LanguaL subtree B1140', url: '/search/ingredients?languaLID=B1140&count=20' },
  { label: 'search service: picker "tomato", SIMPLE, 101', url: '/search/ingredients?name=tomato&count=101&model=SIMPLE' },
];

const WARM_UP = 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

export async function benchListCalls(db: Database, { runs }: { runs: number }): Promise<void> {
  const photosDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ingredients-'));
  const { app, idp } = await buildServer({
    db,
    publicUrl: 'http://127.0.0.1:9',
    auth: { mode: 'embedded' },
    backends: ['api', 'search'],
    photosDir,
    // One token stands for many users here: no per-user limit.
    rateLimits: false,
  });
  try {
    const token = (await signInByInject(app, idp!, { username: 'nutritionist', password: 'nutritionist' })).access_token;
    const headers = { authorization: `Bearer ${token}` };
    const times = new Map<string, number[]>(SCENARIOS.map((s) => [s.label, []]));
    const seen = new Map<string, { total: string; bytes: number }>();
    const loadBefore = load();
    for (let round = 0; round < WARM_UP + runs; round += 1) {
      for (const s of SCENARIOS) {
        const start = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url: s.url, headers });
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${s.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (round >= WARM_UP) times.get(s.label)!.push(ms);
        seen.set(s.label, { total: String(res.headers['x-result-count'] ?? ''), bytes: res.rawPayload.length });
      }
    }
    const loadAfter = load();
    const f = (v: number) => v.toFixed(1);
    console.log(
      [
        `FCDB list calls over HTTP (inject, real token), ${runs} interleaved rounds after ${WARM_UP} warm-up rounds; ms.`,
        `Load average (1 / 5 / 15 min) before ${loadBefore}, after ${loadAfter}; ${os.cpus().length} cores.`,
        '',
        '| call | matches | answer KB | p50 | p95 |',
        '|---|---:|---:|---:|---:|',
        ...SCENARIOS.map((s) => {
          const sorted = [...times.get(s.label)!].sort((a, b) => a - b);
          const { total, bytes } = seen.get(s.label)!;
          return `| ${s.label} | ${total} | ${(bytes / 1024).toFixed(1)} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 95))} |`;
        }),
      ].join('\n'),
    );
  } finally {
    await app.close();
    rmSync(photosDir, { recursive: true, force: true });
  }
}
