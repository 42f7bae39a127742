import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));

/** The settings routes, relative to /settings. */
export const settingsRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>
        <SettingsPage />
      </Suspense>
    ),
  },
];
