import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

const DisplayNameListPage = lazy(() => import('./DisplayNameListPage').then((m) => ({ default: m.DisplayNameListPage })));
const DisplayNameEditorPage = lazy(() => import('./DisplayNameEditorPage').then((m) => ({ default: m.DisplayNameEditorPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>{children}</Suspense>;
}

/** The display-name routes, relative to /ingredients/displaynames: the list, `new` and `:ingId`. */
export const displayNameRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Lazy>
        <DisplayNameListPage />
      </Lazy>
    ),
  },
  {
    path: ':ingId',
    element: (
      <Lazy>
        <DisplayNameEditorPage />
      </Lazy>
    ),
  },
];
