/** The catalogue coverage report (openapi/planner.yaml, tag Catalogue coverage). */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/planner.schema.generated';
import type { CandidateCache } from '../candidates';
import { createCoverageService } from './coverageService';

export function createCoverageRoutes(candidates: CandidateCache) {
  const coverage = createCoverageService(candidates);
  return handlersFor<operations>()({
    getCatalogueCoverage: ({ ctx }) => coverage.report(ctx),
  });
}
