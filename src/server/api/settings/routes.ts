/** Settings operations of the app API that the recommender reads. */
import { MEAL_PARTS } from '../../../domain';
import { handlersFor } from '../../http';
import type { operations } from '../../generated/api.schema.generated';
import { createSettingsService } from './settingsService';

export function createSettingsRoutes() {
  const settings = createSettingsService();
  return handlersFor<operations>()({
    getEnergyEstimationEquation: async ({ ctx }) => ({ energyEstimationEquation: (await settings.read(ctx)).equation }),
    saveEnergyEstimationEquation: async ({ body, ctx }) => ({
      energyEstimationEquation: await settings.saveEquation(ctx, body.energyEstimationEquation),
    }),
    listMealParts: () => [...MEAL_PARTS],
    listMealOfDayDivisions: async ({ ctx }) => (await settings.read(ctx)).divisions,
    saveMealOfDayDivisions: ({ body, ctx }) => settings.saveDivisions(ctx, body),
    getEnabledDietaryRestrictions: async ({ ctx }) => (await settings.read(ctx)).enabledDiets,
    saveEnabledDietaryRestrictions: ({ body, ctx }) => settings.saveEnabledDiets(ctx, body),
    getEnergyDistribution: async ({ ctx }) => (await settings.read(ctx)).energyDistribution,
    saveEnergyDistribution: ({ body, ctx }) => settings.saveEnergyDistribution(ctx, body),
    getRecommenderSettings: async ({ ctx }) => (await settings.read(ctx)).recommender,
    saveRecommenderSettings: ({ body, ctx }) => settings.saveRecommender(ctx, body),
    resetRecommenderSettings: ({ ctx }) => settings.resetRecommender(ctx),
    saveAllSettings: ({ body, ctx }) => settings.saveAll(ctx, body),
  });
}
