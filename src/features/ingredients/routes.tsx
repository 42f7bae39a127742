import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { IngredientsPage } from './IngredientsPage';
import { displayNameRoutes } from './displayNames/routes';

const FcdbListPage = lazy(() => import('./fcdb/FcdbListPage').then((m) => ({ default: m.FcdbListPage })));
const IngredientEditorPage = lazy(() => import('./fcdb/IngredientEditorPage').then((m) => ({ default: m.IngredientEditorPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner margin="8" aria-label="Loading page" />}>{children}</Suspense>;
}

/** The ingredient routes, relative to /ingredients: the tabs fcdb and displaynames. */
export const ingredientRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="fcdb" replace /> },
  {
    element: <IngredientsPage />,
    children: [
      {
        path: 'fcdb',
        children: [
          {
            index: true,
            element: (
              <Lazy>
                <FcdbListPage />
              </Lazy>
            ),
          },
          {
            path: ':ingId',
            element: (
              <Lazy>
                <IngredientEditorPage />
              </Lazy>
            ),
          },
        ],
      },
      { path: 'displaynames', children: displayNameRoutes },
    ],
  },
];
