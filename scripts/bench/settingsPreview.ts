/**
 * How long an admin waits for "Preview changes" on the settings' recommender tab: POST /planner/simulate/settingsPreview
 * (six households, each planned with the saved and the edited settings: 12 week plans) on the seeded nl catalogue.
 *
 *   npx tsx scripts/bench/settingsPreview.ts [--runs 10]
 *
 * Boots the real server in this process on a prepared database (as the server tests do: tests/server/helpers) and
 * calls it with `inject` and an admin's real token, so the figure is the server's own time without the network.
 * One call first warms the candidate cache and the engine (reported apart as "cold"); then --runs calls alternate
 * between two edited settings (a raised ingredient-variety weight, and energy suitability lowered) and print the
 * median and p95 in ms of wall time and of this process's CPU time (user + system, the planner's threads included:
 * the households are planned on them in parallel), with the mean stability of the last answer.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startTestServer } from '../../tests/server/helpers/testServer';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const RUNS = Number(args.runs);

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};

async function main(): Promise<void> {
  const server = await startTestServer({ contexts: ['nl'], seed: true });
  try {
    const admin = await server.auth('admin');
    const saved = (await server.app.inject({ method: 'GET', url: '/api/recommender-settings', headers: admin })).json();
    const edits = [
      { ...saved, mealOfDayHeuristicsWeights: { ...saved.mealOfDayHeuristicsWeights, INGREDIENT_VARIETY: 5 } },
      { ...saved, mealOfDayHeuristicsWeights: { ...saved.mealOfDayHeuristicsWeights, ENERGY_SUITABILITY: 1 } },
    ];
    const call = async (payload: object) => {
      const t = performance.now();
      const cpu = process.cpuUsage();
      const res = await server.app.inject({ method: 'POST', url: '/planner/simulate/settingsPreview', headers: admin, payload });
      if (res.statusCode !== 200) throw new Error(`preview answered ${res.statusCode}: ${res.body}`);
      const used = process.cpuUsage(cpu);
      return {
        ms: performance.now() - t,
        cpuMs: (used.user + used.system) / 1000,
        body: res.json() as { households: { stability: number }[] },
      };
    };
    const cold = await call(edits[0]);
    const times: number[] = [];
    const cpus: number[] = [];
    let last = cold.body;
    for (let i = 0; i < RUNS; i += 1) {
      const r = await call(edits[i % 2]);
      times.push(r.ms);
      cpus.push(r.cpuMs);
      last = r.body;
    }
    const stabilities = last.households.map((h) => h.stability);
    console.log(
      `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
    console.log('| runs | cold ms | median ms | p95 ms | CPU ms median | CPU ms p95 | households | mean stability |');
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${RUNS} | ${cold.ms.toFixed(0)} | ${quantile(times, 0.5).toFixed(0)} | ${quantile(times, 0.95).toFixed(0)} | ${quantile(cpus, 0.5).toFixed(0)} | ${quantile(cpus, 0.95).toFixed(0)} | ${stabilities.length} | ${(
        stabilities.reduce((a, x) => a + x, 0) / stabilities.length
      ).toFixed(2)} |`,
    );
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
