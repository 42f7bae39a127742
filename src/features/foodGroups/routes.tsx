import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

const FoodGroupListPage = lazy(() => import('./FoodGroupListPage').then((m) => ({ default: m.FoodGroupListPage })));
const FoodGroupEditorPage = lazy(() => import('./FoodGroupEditorPage').then((m) => ({ default: m.FoodGroupEditorPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>{children}</Suspense>;
}

/** The food group routes, relative to /foodgroups. */
export const foodGroupRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Lazy>
        <FoodGroupListPage />
      </Lazy>
    ),
  },
  {
    path: ':groupId',
    element: (
      <Lazy>
        <FoodGroupEditorPage />
      </Lazy>
    ),
  },
];
