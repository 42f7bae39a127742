import { createJobWorker } from '../db';
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
import { usageSummaryJobs } from './usageStatistics/usageStatisticsService';

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
    ...createUsageStatisticsRoutes(),
  } as HandlerMap;
}

/**
 * The app API process's worker on its durable jobs (`job` table) of every context: the usage-summary
 * refresh. On the embedded database (this process's alone) a killed predecessor's leases end at start.
 */
export function createApiJobWorker(deps: BackendDeps): { close: () => Promise<void> } {
  const worker = createJobWorker({
    db: deps.db,
    handlers: { ...usageSummaryJobs },
    releaseLeasesOnStart: deps.db.driver === 'pglite',
  });
  worker.run();
  return worker;
}
