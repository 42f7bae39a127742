/**
 * Worker thread of the cohort seeder: builds one context's cohort per task (buildCohort.ts: the library
 * plans, the rows, their bulk-load encoding) and moves the encoded bytes back without copying them.
 */
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { buildCohort, type CohortTask } from './buildCohort';

export { planLibraryWeeks } from './buildCohort';

export default function build(task: CohortTask) {
  const built = buildCohort(task);
  return move({
    get [transferableSymbol]() {
      return built.tables.flatMap((t) => t.encoded.chunks.map((c) => c.buffer));
    },
    get [valueSymbol]() {
      return built;
    },
  } as never);
}
