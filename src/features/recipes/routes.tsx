import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../../auth/RequireRole';
import { CATALOGUE_COVERAGE } from '../../auth/roles';

// Lazy pages keep chart.js, react-hook-form and the editor out of the initial bundle.
const RecipeListPage = lazy(() => import('./list/RecipeListPage').then((m) => ({ default: m.RecipeListPage })));
const RecipeStatsPage = lazy(() => import('./list/RecipeStatsPage').then((m) => ({ default: m.RecipeStatsPage })));
const CatalogueCoveragePage = lazy(() =>
  import('./coverage/CatalogueCoveragePage').then((m) => ({ default: m.CatalogueCoveragePage })),
);
const RecipeEditorPage = lazy(() => import('./editor/RecipeEditorPage').then((m) => ({ default: m.RecipeEditorPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>{children}</Suspense>;
}

/** The recipe routes, relative to /recipes (the photo page lives in the recipePhotos feature). */
export const recipeRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Lazy>
        <RecipeListPage />
      </Lazy>
    ),
  },
  {
    path: 'stats',
    element: (
      <Lazy>
        <RecipeStatsPage />
      </Lazy>
    ),
  },
  {
    path: 'coverage',
    element: (
      <RequireRole audience={CATALOGUE_COVERAGE.audience}>
        <Lazy>
          <CatalogueCoveragePage />
        </Lazy>
      </RequireRole>
    ),
  },
  {
    path: 'new',
    element: (
      <Lazy>
        <RecipeEditorPage mode="new" />
      </Lazy>
    ),
  },
  {
    path: 'duplicate/:recipeId',
    element: (
      <Lazy>
        <RecipeEditorPage mode="duplicate" />
      </Lazy>
    ),
  },
  {
    path: ':recipeId',
    element: (
      <Lazy>
        <RecipeEditorPage mode="edit" />
      </Lazy>
    ),
  },
];
