import type { HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { createContextRoutes } from './contexts/routes';
import { createFoodGroupRoutes } from './foodGroups/routes';
import { createFoodRestrictionRoutes } from './foodRestrictions/routes';
import { createPhotoModerationRoutes } from './photoModeration/routes';
import { createIngredientRoutes } from './ingredients/routes';
import { createRecipeRoutes } from './recipes/routes';
import { createSettingsRoutes } from './settings/routes';
import { createUserRoutes } from './users/routes';
import { createUsageStatisticsRoutes } from './usageStatistics/routes';
import { createUsageStatisticsService } from './usageStatistics/usageStatisticsService';

/** The app API's handlers, by operationId (openapi/api.yaml). Operations not listed answer 501. */
export function createApiHandlers(deps: BackendDeps): HandlerMap {
  return {
    ...createRecipeRoutes(deps),
    ...createIngredientRoutes(deps),
    ...createContextRoutes(),
    ...createFoodGroupRoutes(),
    ...createFoodRestrictionRoutes(),
    ...createPhotoModerationRoutes(),
    ...createSettingsRoutes(),
    ...createUserRoutes(deps),
    ...createUsageStatisticsRoutes(createUsageStatisticsService(undefined, deps.queue)),
  } as HandlerMap;
}
