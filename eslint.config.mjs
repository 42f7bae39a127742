// Lint for the SPA, servers, scripts and tests. Generated clients are never linted (never edited).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/services/generated/**', 'src/server/generated/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only the typed hooks reach the store (CONVENTIONS.md item 2).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from src/app/hooks.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Features never import each other; servers never import SPA code; the engine imports only domain.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features/', message: 'Features never import each other.' }] }],
    },
  },
  {
    files: ['src/recommender/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../server/*', '../features/*', '../services/*', '../app/*', 'react*', 'node:*'], message: 'The recommender imports only src/domain.' }] }],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../features/*', '../../app/*', '../../services/*', '../../components/*'], message: 'Servers never import SPA code.' }] }],
    },
  },
);
