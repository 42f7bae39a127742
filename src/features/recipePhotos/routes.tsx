import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

const RecipePhotosPage = lazy(() => import('./RecipePhotosPage').then((m) => ({ default: m.RecipePhotosPage })));

/** The recipe photo page, relative to /recipes. */
export const recipePhotoRoutes: RouteObject[] = [
  {
    path: ':recipeId/photos',
    element: (
      <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>
        <RecipePhotosPage />
      </Suspense>
    ),
  },
];
