import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Shell } from '../features/shell/Shell';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireRole } from '../auth/RequireRole';
import { MENU, type Area } from '../auth/roles';
import { AppToaster } from '../components/toaster';
import { recipeRoutes } from '../features/recipes/routes';
import { recipePhotoRoutes } from '../features/recipePhotos/routes';
import { simulationRoutes } from '../features/simulation/routes';

/** The Recipes area: its pages (lazy-loaded) behind the area's guard, with the toaster they use. */
function recipesArea(area: Area): RouteObject {
  return {
    path: area.path.slice(1),
    element: (
      <RequireRole audience={area.audience}>
        <Outlet />
        <AppToaster />
      </RequireRole>
    ),
    children: [...recipeRoutes, ...recipePhotoRoutes, { path: '*', element: <NotFoundPage /> }],
  };
}

/** The Meal simulation area: its page (lazy-loaded) behind the area's guard, with the toaster. */
function simulationArea(area: Area): RouteObject {
  return {
    path: area.path.slice(1),
    element: (
      <RequireRole audience={area.audience}>
        <Outlet />
        <AppToaster />
      </RequireRole>
    ),
    children: [...simulationRoutes, { path: '*', element: <NotFoundPage /> }],
  };
}

/** The SPA is served under this base path (README "Running it"). */
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
      ...MENU.map((area) =>
        area.path === '/recipes'
          ? recipesArea(area)
          : area.path === '/meal-simulation'
            ? simulationArea(area)
            : {
              path: `${area.path.slice(1)}/*`,
              element: (
                <RequireRole audience={area.audience}>
                  <NotFoundPage />
                </RequireRole>
              ),
            },
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
