/**
 * Jest global setup of the e2e project: the run's snapshot folder (tests/setup/globalSetup.ts), and the SPA
 * bundle built here once, before the workers start, rather than by two suites at the same time.
 */
import snapshotsSetup from '../setup/globalSetup';
import { ensureSpaBuilt } from './harness';

export default function globalSetup(): void {
  snapshotsSetup();
  ensureSpaBuilt();
}
