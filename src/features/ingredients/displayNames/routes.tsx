import type { RouteObject } from 'react-router-dom';

/** The display-name routes, relative to /ingredients/displaynames (built in their own folder). */
export const displayNameRoutes: RouteObject[] = [];
