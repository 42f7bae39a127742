import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Plants one violation of each architecture boundary (and a clean counterpart) in temporary folders inside
 * src/, tests/ and scripts/ (so eslint.config.mjs's folder rules apply to them as to real code), runs the
 * real ESLint CLI once over them, and checks which rules report what.
 */

const ROOT = path.resolve(__dirname, '../..');
const FX = `zz-lint-fixture-${process.pid}`;
const FEATURE_A = `${FX}-a`;
const FEATURE_B = `${FX}-b`;

interface Fixture {
  file: string;
  source: string;
  /** Rule ids expected, one per reported problem, sorted; [] = must lint clean. */
  rules: string[];
  /** A fragment each reported message must contain. */
  message?: string;
}

const RESTRICTED = 'import-x/no-restricted-paths';
const NO_IMPORTS = 'no-restricted-imports';

const fixtures: Fixture[] = [
  // Targets the fixtures below import (clean themselves).
  { file: `src/features/${FEATURE_A}/internal.ts`, source: 'export const a = 1;\n', rules: [] },
  { file: `src/features/${FEATURE_A}/index.ts`, source: "export { a } from './internal';\n", rules: [] },
  { file: `src/components/${FX}/shared.ts`, source: 'export const shared = 1;\n', rules: [] },
  { file: `src/domain/${FX}/pure.ts`, source: 'export const pure = 1;\n', rules: [] },
  { file: `src/server/db/${FX}/dbThing.ts`, source: 'export const dbThing = 1;\n', rules: [] },
  { file: `src/server/search/${FX}/searchThing.ts`, source: 'export const searchThing = 1;\n', rules: [] },
  { file: `src/server/idp/${FX}/idpThing.ts`, source: 'export const idpThing = 1;\n', rules: [] },
  {
    file: `src/recommender/${FX}/engine.ts`,
    source: "import { pure } from '../../domain/" + FX + "/pure';\nexport const engine = pure;\n",
    rules: [],
  },
  { file: `tests/${FX}/helper.ts`, source: 'export const helper = 1;\n', rules: [] },

  // 1. A feature imports another feature only through its index.ts.
  {
    file: `src/features/${FEATURE_B}/usesInternal.ts`,
    source: `import { a } from '../${FEATURE_A}/internal';\nexport const b = a;\n`,
    rules: [RESTRICTED],
    message: 'only through its index.ts',
  },
  {
    file: `src/features/${FEATURE_B}/usesIndex.ts`,
    source: `import { a } from '../${FEATURE_A}';\nexport const b = a;\n`,
    rules: [],
  },
  {
    file: `src/features/${FEATURE_B}/clean.ts`,
    source: `import { shared } from '../../components/${FX}/shared';\nimport { pure } from '../../domain/${FX}/pure';\nimport { b } from './usesIndex';\nexport const c = shared + pure + b;\n`,
    rules: [],
  },
  {
    file: `src/components/${FX}/usesFeature.ts`,
    source: `import { a } from '../../features/${FEATURE_A}';\nexport const c = a;\n`,
    rules: [RESTRICTED],
    message: 'Shared code never imports a feature',
  },

  // 2. A backend imports only its own files, domain, db, http, auth, generated (the planner also the recommender).
  {
    file: `src/server/api/${FX}/usesSearch.ts`,
    source: `import { searchThing } from '../../search/${FX}/searchThing';\nexport const x = searchThing;\n`,
    rules: [RESTRICTED],
    message: 'A backend imports only',
  },
  {
    file: `src/server/api/${FX}/usesIdp.ts`,
    source: `import { idpThing } from '../../idp/${FX}/idpThing';\nexport const x = idpThing;\n`,
    rules: [RESTRICTED],
    message: 'A backend imports only',
  },
  {
    file: `src/server/api/${FX}/usesRecommender.ts`,
    source: `import { engine } from '../../../recommender/${FX}/engine';\nexport const x = engine;\n`,
    rules: [RESTRICTED],
    message: 'A backend imports only',
  },
  {
    file: `src/server/planner/${FX}/clean.ts`,
    source: [
      `import { engine } from '../../../recommender/${FX}/engine';`,
      `import { dbThing } from '../../db/${FX}/dbThing';`,
      `import { pure } from '../../../domain/${FX}/pure';`,
      "import { own } from './own';",
      "import Fastify from 'fastify';",
      'export const x = [engine, dbThing, pure, own, Fastify];',
      '',
    ].join('\n'),
    rules: [],
  },
  { file: `src/server/planner/${FX}/own.ts`, source: 'export const own = 1;\n', rules: [] },

  // 3. The recommender imports only src/domain: no server code, no npm package, no Node module.
  {
    file: `src/recommender/${FX}/usesServer.ts`,
    source: `import { dbThing } from '../../server/db/${FX}/dbThing';\nexport const x = dbThing;\n`,
    rules: [RESTRICTED],
    message: 'The recommender imports only src/domain',
  },
  {
    file: `src/recommender/${FX}/usesPackages.ts`,
    source:
      "import { readFileSync } from 'node:fs';\nimport { createSlice } from '@reduxjs/toolkit';\nexport const x = [readFileSync, createSlice];\n",
    rules: [NO_IMPORTS, NO_IMPORTS],
    message: 'The recommender imports only src/domain',
  },

  // 4. Servers never import SPA code; the SPA never imports server code.
  {
    file: `src/server/db/${FX}/usesSpa.ts`,
    source: `import { shared } from '../../../components/${FX}/shared';\nexport const x = shared;\n`,
    rules: [RESTRICTED],
    message: 'Servers never import SPA code',
  },
  {
    file: `src/components/${FX}/usesServer.ts`,
    source: `import { dbThing } from '../../server/db/${FX}/dbThing';\nexport const x = dbThing;\n`,
    rules: [RESTRICTED],
    message: 'The SPA never imports server code',
  },
  {
    file: `src/domain/${FX}/usesSpa.ts`,
    source: `import { shared } from '../../components/${FX}/shared';\nexport const x = shared;\n`,
    rules: [RESTRICTED],
    message: 'src/domain is pure',
  },
  {
    file: `src/components/${FX}/usesTests.ts`,
    source: `import { helper } from '../../../tests/${FX}/helper';\nexport const x = helper;\n`,
    rules: [RESTRICTED],
    message: 'Product code never imports tests',
  },
  {
    // Tests beside the code may use tests/ helpers.
    file: `src/components/${FX}/shared.test.ts`,
    source: `import { helper } from '../../../tests/${FX}/helper';\nimport { shared } from './shared';\nexport const x = [helper, shared];\n`,
    rules: [],
  },

  // 5. Import cycles (runtime imports; a type-only import is erased and allowed).
  {
    file: `src/domain/${FX}/cycleA.ts`,
    source: "import { b } from './cycleB';\nexport const a = () => b;\n",
    rules: ['import-x/no-cycle'],
  },
  {
    file: `src/domain/${FX}/cycleB.ts`,
    source: "import { a } from './cycleA';\nexport const b = () => a;\n",
    rules: ['import-x/no-cycle'],
  },
  {
    file: `src/domain/${FX}/chainA.ts`,
    source: "import { b } from './chainB';\nexport const a = () => b;\nexport type A = { b: typeof b };\n",
    rules: [],
  },
  {
    file: `src/domain/${FX}/chainB.ts`,
    source: "import type { A } from './chainA';\nexport const b = 1;\nexport type B = A;\n",
    rules: [],
  },

  // 6. Raw react-redux hooks outside src/app/hooks.ts (in a feature, where a later block used to drop the ban).
  {
    file: `src/features/${FEATURE_B}/rawHooks.ts`,
    source: "import { useSelector, useDispatch } from 'react-redux';\nexport const x = [useSelector, useDispatch];\n",
    rules: [NO_IMPORTS, NO_IMPORTS],
    message: 'useAppDispatch / useAppSelector',
  },
  {
    file: `src/components/${FX}/rawHooks.ts`,
    source: "import { useSelector } from 'react-redux';\nexport const x = useSelector;\n",
    rules: [NO_IMPORTS],
    message: 'useAppDispatch / useAppSelector',
  },
  {
    file: `src/features/${FEATURE_B}/provider.ts`,
    source: "import { Provider } from 'react-redux';\nexport const x = Provider;\n",
    rules: [],
  },

  // 7. An import the resolver cannot follow is an error (it would otherwise escape every rule above).
  {
    file: `src/domain/${FX}/unresolved.ts`,
    source: "import { nope } from './does-not-exist';\nexport const x = nope;\n",
    rules: ['import-x/no-unresolved'],
  },

  // 8. Product units stay readable everywhere in src: files at most 600 lines, functions at most 120 (code lines; blank
  // lines and comments aside, so the comment lines below do not count). Tests beside the code and generated files are
  // not held to them.
  {
    file: `src/recommender/${FX}/long.ts`,
    source: `export function long(): number {\n  let x = 0;\n${'  x += 1;\n'.repeat(120)}  return x;\n}\n`,
    rules: ['max-lines-per-function'],
    message: 'Maximum allowed is 120',
  },
  {
    file: `src/recommender/${FX}/big.ts`,
    source: `${Array.from({ length: 601 }, (_, i) => `export const a${i} = ${i};\n`).join('')}`,
    rules: ['max-lines'],
    message: 'Maximum allowed is 600',
  },
  {
    file: `src/recommender/${FX}/commented.ts`,
    source: `export function commented(): number {\n  let x = 0;\n${'  // a comment\n\n'.repeat(200)}${'  x += 1;\n'.repeat(100)}  return x;\n}\n`,
    rules: [],
  },
  {
    file: `src/domain/${FX}/long.ts`,
    source: `export function long(): number {\n  let x = 0;\n${'  x += 1;\n'.repeat(120)}  return x;\n}\n`,
    rules: ['max-lines-per-function'],
    message: 'Maximum allowed is 120',
  },
  {
    file: `src/server/planner/${FX}/long.ts`,
    source: `export const long = (): number => {\n  let x = 0;\n${'  x += 1;\n'.repeat(120)}  return x;\n};\n`,
    rules: ['max-lines-per-function'],
    message: 'Maximum allowed is 120',
  },
  {
    file: `src/features/${FEATURE_B}/Big.tsx`,
    source: `${Array.from({ length: 601 }, (_, i) => `export const a${i} = ${i};\n`).join('')}`,
    rules: ['max-lines'],
    message: 'Maximum allowed is 600',
  },
  {
    file: `src/domain/${FX}/long.test.ts`,
    source: `export function long(): number {\n  let x = 0;\n${'  x += 1;\n'.repeat(600)}  return x;\n}\n`,
    rules: [],
  },
  {
    file: `src/domain/${FX}/big.generated.ts`,
    source: `export function long(): number {\n  let x = 0;\n${'  x += 1;\n'.repeat(600)}  return x;\n}\n`,
    rules: [],
  },
];

const folders = [
  `src/features/${FEATURE_A}`,
  `src/features/${FEATURE_B}`,
  `src/components/${FX}`,
  `src/domain/${FX}`,
  `src/server/db/${FX}`,
  `src/server/search/${FX}`,
  `src/server/idp/${FX}`,
  `src/server/api/${FX}`,
  `src/server/planner/${FX}`,
  `src/recommender/${FX}`,
  `tests/${FX}`,
];

interface EslintFileResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let results: Map<string, EslintFileResult['messages']>;

/** Fixture folders a killed run left behind (its process is gone) would fail lint and typecheck: remove them. */
function removeStaleFixtures() {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const parent of new Set(folders.map((f) => path.dirname(path.join(ROOT, f))))) {
    if (!existsSync(parent)) continue;
    for (const name of readdirSync(parent)) {
      const pid = /^zz-lint-fixture-(\d+)/.exec(name)?.[1];
      if (pid && !alive(Number(pid))) rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
}

beforeAll(() => {
  removeStaleFixtures();
  for (const fixture of fixtures) {
    const target = path.join(ROOT, fixture.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, fixture.source);
  }
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', ...folders],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0 && run.status !== 1) throw new Error(`eslint failed to run (${run.status}): ${run.stderr}`);
  const parsed = JSON.parse(run.stdout) as EslintFileResult[];
  results = new Map(parsed.map((r) => [path.relative(ROOT, r.filePath), r.messages]));
}, 180_000);

afterAll(() => {
  for (const folder of folders) rmSync(path.join(ROOT, folder), { recursive: true, force: true });
});

describe('lint boundaries', () => {
  it('lints every planted file', () => {
    expect([...results.keys()].sort()).toEqual(fixtures.map((f) => f.file).sort());
  });

  it.each(fixtures.map((f) => [f.file, f] as const))('%s', (_name, fixture) => {
    const messages = results.get(fixture.file) ?? [];
    expect(messages.map((m) => m.ruleId).sort()).toEqual(fixture.rules);
    for (const m of messages) if (fixture.message) expect(m.message).toContain(fixture.message);
  });
});
