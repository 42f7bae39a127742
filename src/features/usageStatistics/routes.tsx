import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const UsageStatisticsLayout = lazy(() => import('./UsageStatisticsLayout').then((m) => ({ default: m.UsageStatisticsLayout })));
const EngagementPage = lazy(() => import('./EngagementPage').then((m) => ({ default: m.EngagementPage })));
const PreferencesPage = lazy(() => import('./PreferencesPage').then((m) => ({ default: m.PreferencesPage })));
const AdherencePage = lazy(() => import('./AdherencePage').then((m) => ({ default: m.AdherencePage })));
const LifecyclePage = lazy(() => import('./LifecyclePage').then((m) => ({ default: m.LifecyclePage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>{children}</Suspense>;
}

/**
 * The usage statistics routes, relative to /usage-statistics: the tabs engagement (default) and preferences,
 * and for admins adherence and lifecycle.
 */
export const usageStatisticsRoutes: RouteObject[] = [
  {
    element: (
      <Lazy>
        <UsageStatisticsLayout />
      </Lazy>
    ),
    children: [
      { index: true, element: <Navigate to="engagement" replace /> },
      {
        path: 'engagement',
        element: (
          <Lazy>
            <EngagementPage />
          </Lazy>
        ),
      },
      {
        path: 'preferences',
        element: (
          <Lazy>
            <PreferencesPage />
          </Lazy>
        ),
      },
      {
        path: 'adherence',
        element: (
          <Lazy>
            <AdherencePage />
          </Lazy>
        ),
      },
      {
        path: 'lifecycle',
        element: (
          <Lazy>
            <LifecyclePage />
          </Lazy>
        ),
      },
    ],
  },
];
