import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

const PhotoModerationPage = lazy(() => import('./PhotoModerationPage').then((m) => ({ default: m.PhotoModerationPage })));

/** The photo moderation page, relative to /photos. */
export const photoModerationRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>
        <PhotoModerationPage />
      </Suspense>
    ),
  },
];
