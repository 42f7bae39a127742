import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Shell } from '../features/shell/Shell';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireRole } from '../auth/RequireRole';
import { MENU, PHOTO_MODERATION, type Area } from '../auth/roles';
import { AppToaster } from '../components/toaster';
import { recipeRoutes } from '../features/recipes/routes';
import { recipePhotoRoutes } from '../features/recipePhotos/routes';
import { foodGroupRoutes } from '../features/foodGroups/routes';
import { foodRestrictionRoutes } from '../features/foodRestrictions/routes';
import { photoModerationRoutes } from '../features/photoModeration/routes';
import { utilityRoutes } from '../features/utilities/routes';
import { settingsRoutes } from '../features/settings/routes';
import { simulationRoutes } from '../features/simulation/routes';
import { userRoutes } from '../features/users/routes';
import { usageStatisticsRoutes } from '../features/usageStatistics/routes';
import { testingRoutes } from '../features/testing/routes';
import { ingredientRoutes } from '../features/ingredients/routes';
import { helpRoute } from '../features/help';

/** The pages of each built area, relative to the area's path. */
const AREA_PAGES: Record<string, RouteObject[]> = {
  '/recipes': [...recipeRoutes, ...recipePhotoRoutes],
  '/ingredients': ingredientRoutes,
  '/foodgroups': foodGroupRoutes,
  '/food-restrictions': foodRestrictionRoutes,
  '/utils': utilityRoutes,
  '/settings': settingsRoutes,
  '/meal-simulation': simulationRoutes,
  '/users': userRoutes,
  '/usage-statistics': usageStatisticsRoutes,
  '/testing': testingRoutes,
  [PHOTO_MODERATION.path]: photoModerationRoutes,
};

/**
 * An area: its pages (lazy-loaded) behind the area's guard, with the toaster they use. An area whose
 * pages are not built yet answers "Page not found" behind the guard, so a refused role still sees
 * "Access denied".
 */
function areaRoute(area: Area): RouteObject {
  const pages = AREA_PAGES[area.path] ?? [];
  return {
    path: area.path.slice(1),
    element: (
      <RequireRole audience={area.audience}>
        <Outlet />
        <AppToaster />
      </RequireRole>
    ),
    children: [
      ...pages,
      { path: '*', element: <NotFoundPage /> },
      ...(pages.some((p) => p.index) ? [] : [{ index: true, element: <NotFoundPage /> }]),
    ],
  };
}

/** The SPA is served under this base path (src/server/README.md "Running it"). */
export const BASENAME = '/nutritionist';

/**
 * Every area of the menu, and the photo moderation page (reached from Utilities), guarded by its audience;
 * the help (/help) is open to every signed-in user.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to="/recipes" replace /> },
      ...[...MENU, PHOTO_MODERATION].map(areaRoute),
      helpRoute,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
