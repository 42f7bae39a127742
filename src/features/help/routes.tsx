import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

// The help's markdown and its renderer load only when a help page is opened.
const HelpIndexPage = lazy(() => import('./HelpPage').then((m) => ({ default: m.HelpIndexPage })));
const HelpAreaPage = lazy(() => import('./HelpPage').then((m) => ({ default: m.HelpAreaPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>{children}</Suspense>;
}

/** /help and /help/<area>, for every signed-in user. */
export const helpRoute: RouteObject = {
  path: 'help',
  children: [
    {
      index: true,
      element: (
        <Lazy>
          <HelpIndexPage />
        </Lazy>
      ),
    },
    {
      path: ':area',
      element: (
        <Lazy>
          <HelpAreaPage />
        </Lazy>
      ),
    },
  ],
};
