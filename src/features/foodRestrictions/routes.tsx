import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

const FoodRestrictionListPage = lazy(() =>
  import('./FoodRestrictionListPage').then((m) => ({ default: m.FoodRestrictionListPage })),
);
const FoodRestrictionEditorPage = lazy(() =>
  import('./FoodRestrictionEditorPage').then((m) => ({ default: m.FoodRestrictionEditorPage })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>{children}</Suspense>;
}

/** The food restriction routes, relative to /food-restrictions. */
export const foodRestrictionRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Lazy>
        <FoodRestrictionListPage />
      </Lazy>
    ),
  },
  {
    path: ':restrictionId',
    element: (
      <Lazy>
        <FoodRestrictionEditorPage />
      </Lazy>
    ),
  },
];
