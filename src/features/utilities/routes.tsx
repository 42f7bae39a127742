import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

const UtilitiesPage = lazy(() => import('./UtilitiesPage').then((m) => ({ default: m.UtilitiesPage })));

/** The utilities page, relative to /utils. */
export const utilityRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>
        <UtilitiesPage />
      </Suspense>
    ),
  },
];
