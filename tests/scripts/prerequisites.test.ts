import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, missingPrerequisites } from '../../scripts/check-prerequisites';

const ROOT = path.resolve(__dirname, '../..');

/** The check as `npm test` runs it (pretest), with its own environment. */
function runCheck(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-prerequisites.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

describe('npm test prerequisites (scripts/check-prerequisites.ts)', () => {
  let dir: string;
  let fakeChromium: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prereq-'));
    fakeChromium = path.join(dir, 'chromium');
    writeFileSync(fakeChromium, '#!/bin/sh\n');
    chmodSync(fakeChromium, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('looks for Debian Chromium unless CHROMIUM_PATH names another binary', () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: fakeChromium })).toBe(fakeChromium);
  });

  it('fails at once with one line naming Chromium and how to install it', () => {
    const missing = path.join(dir, 'no-such-chromium');
    const run = runCheck({ CHROMIUM_PATH: missing });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Chromium');
    expect(lines[0]).toContain(missing);
    expect(lines[0]).toContain('apt-get install chromium');
  });

  it('refuses a file that is not executable', () => {
    const plain = path.join(dir, 'not-executable');
    writeFileSync(plain, '');
    chmodSync(plain, 0o644);
    expect(missingPrerequisites({ CHROMIUM_PATH: plain })).toHaveLength(1);
  });

  it('passes silently when the browser is there', () => {
    expect(missingPrerequisites({ CHROMIUM_PATH: fakeChromium })).toEqual([]);
    const run = runCheck({ CHROMIUM_PATH: fakeChromium });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
