import { Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from '../features/shell/Shell';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireRole } from '../auth/RequireRole';
import { MENU } from '../auth/roles';

/** The SPA is served under this base path (catalogue.md section 2). */
export const BASENAME = '/nutritionist';

/**
 * Every area of the menu is guarded by its audience; an area whose pages are not built yet answers
 * "Page not found" behind the guard, so a refused role still sees "Access denied".
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to="/recipes" replace /> },
      ...MENU.map((area) => ({
        path: `${area.path.slice(1)}/*`,
        element: (
          <RequireRole audience={area.audience}>
            <NotFoundPage />
          </RequireRole>
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
