import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

const MealSimulationPage = lazy(() => import('./MealSimulationPage').then((m) => ({ default: m.MealSimulationPage })));

/** The /meal-simulation routes (relative to the area's path). */
export const simulationRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>
        <MealSimulationPage />
      </Suspense>
    ),
  },
];
