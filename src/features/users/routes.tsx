import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

const UsersPage = lazy(() => import('./UsersPage').then((m) => ({ default: m.UsersPage })));
const UserDetailPage = lazy(() => import('./UserDetailPage').then((m) => ({ default: m.UserDetailPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>{children}</Suspense>;
}

/** The user administration routes, relative to /users. */
export const userRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Lazy>
        <UsersPage />
      </Lazy>
    ),
  },
  {
    path: ':dbcontext/:id',
    element: (
      <Lazy>
        <UserDetailPage />
      </Lazy>
    ),
  },
];
