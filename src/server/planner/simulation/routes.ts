/** Simulation and nutritional needs (openapi/planner.yaml, tags Simulation and Nutritional needs). */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/planner.schema.generated';
import type { CandidateCache } from '../candidates';
import { createPlanningService } from './planningService';

export function createSimulationRoutes(candidates: CandidateCache) {
  const planning = createPlanningService(candidates);
  return handlersFor<operations>()({
    simulate: ({ body, ctx }) => planning.simulate(ctx, body),
    createWeekPlan: ({ body, ctx }) => planning.weekPlan(ctx, body),
    getRecipeReplacements: ({ body, ctx }) => planning.replaceRecipe(ctx, body),
    getMealReplacements: ({ body, ctx }) => planning.mealReplacements(ctx, body),
    explainMeal: ({ body, ctx }) => planning.explainMeal(ctx, body),
    simulateNutritionalNeeds: ({ body, ctx }) => planning.needs(ctx, body.userProfile, body.scope),
    getNutritionalNeeds: ({ ctx }) => planning.storedUserNeeds(ctx),
  });
}
