import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

const TestingPage = lazy(() => import('./TestingPage').then((m) => ({ default: m.TestingPage })));

/** The algorithm testing routes, relative to /testing. */
export const testingRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>
        <TestingPage />
      </Suspense>
    ),
  },
];
