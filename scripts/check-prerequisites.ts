/**
 * Run by `npm test` before anything else (the `pretest` script): what the test suite needs beyond
 * `npm install`, checked in milliseconds, so a machine without it fails at once with one line saying how
 * to get it instead of minutes later in the end-to-end tests. CI (.ci/run) installs Chromium first.
 */
import { accessSync, constants } from 'node:fs';

/** The browser the end-to-end tests drive (tests/e2e/harness.ts reads the same variable). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** One line per missing prerequisite; empty when everything is there. */
export function missingPrerequisites(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const chromium = chromiumPath(env);
  try {
    accessSync(chromium, constants.X_OK);
  } catch {
    problems.push(
      `npm test needs Chromium for the end-to-end tests, and ${chromium} is missing: install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return problems;
}

if (require.main === module) {
  const problems = missingPrerequisites();
  for (const line of problems) console.error(line);
  process.exitCode = problems.length ? 1 : 0;
}
