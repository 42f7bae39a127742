/** The country contexts and their labels (openapi/planner.yaml, tag Administration): constants of src/domain. */
import { CONTEXT_LABELS } from '../../../domain';
import { handlersFor } from '../../http';
import type { operations } from '../../generated/planner.schema.generated';

export function createContextRoutes() {
  return handlersFor<operations>()({
    getDbContexts: () => ({ ...CONTEXT_LABELS }),
  });
}
