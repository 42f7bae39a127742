// Lint for the SPA, servers, scripts and tests. Generated clients are never linted (never edited).
// The import boundaries below are the architecture's (README.md "For developers", Boundaries); tests/lint/ plants a
// violation of each one and checks that lint reports it.
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The SPA's code; servers never import it. */
const SPA = ['src/app', 'src/auth', 'src/components', 'src/features', 'src/services', 'src/App.tsx', 'src/index.tsx'];
/** What a backend may import besides its own folder (and npm packages). */
const BACKEND_MAY_IMPORT = [
  './domain',
  './server/db',
  './server/http',
  './server/auth',
  './server/generated',
  './server/deps.ts',
];
/** Extra imports one backend needs: the planner runs the recommender. */
const BACKEND_EXTRA = { api: [], search: [], planner: ['./recommender'] };
/** Every feature folder, read when lint starts (a new feature is covered without editing this file). */
const FEATURES = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const redux = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch / useAppSelector from src/app/hooks.',
};

const zones = [
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    // Its own files, and another feature's public face (its index.ts) only.
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: 'A feature imports another feature only through its index.ts, never its internal files.',
  })),
  {
    target: ['src/components', 'src/services', 'src/auth', 'src/domain'],
    from: 'src/features',
    message: 'Shared code never imports a feature (components/services/domain -> features -> app).',
  },
  ...Object.entries(BACKEND_EXTRA).map(([backend, extra]) => ({
    target: `src/server/${backend}`,
    from: 'src',
    except: [`./server/${backend}`, ...BACKEND_MAY_IMPORT, ...extra],
    message: `A backend imports only its own files, src/domain, src/server/{db,http,auth,generated} and deps.ts${extra.length ? ` (and ${extra.join(', ')})` : ''}.`,
  })),
  {
    target: 'src/recommender',
    from: 'src',
    except: ['./recommender', './domain'],
    message: 'The recommender imports only src/domain.',
  },
  { target: 'src/domain', from: 'src', except: ['./domain'], message: 'src/domain is pure and imports only itself.' },
  // Tests beside the code (*.test.ts[x]) use tests/setup and tests/mocks; product code never does.
  { target: 'src/**/!(*.test).{ts,tsx}', from: ['tests', 'scripts'], message: 'Product code never imports tests or scripts.' },
  { target: 'src/server', from: SPA, message: 'Servers never import SPA code.' },
  { target: SPA, from: ['src/server', 'src/recommender'], message: 'The SPA never imports server code (it calls the backends).' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'src/services/generated/**', 'src/server/generated/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses no .ts/.tsx dependency and no-cycle sees no graph at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // An import the resolver cannot follow would silently escape the boundaries below.
      'import-x/no-unresolved': 'error',
      // Runtime cycles (type-only imports are erased and ignored).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Only the typed hooks of src/app/hooks.ts reach the store.
      'no-restricted-imports': ['error', { paths: [redux] }],
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The engine is pure: no npm package, no Node module (relative imports are checked by the zones above).
    files: ['src/recommender/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [redux], patterns: [{ regex: '^[^.]', message: 'The recommender imports only src/domain.' }] },
      ],
    },
  },
  {
    // Units a reader can hold: product files and functions stay under these (blank lines and comments aside).
    // Tests beside the code are lists of cases and generated clients are never edited, so neither is held to them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.generated.ts'],
    rules: {
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
);
