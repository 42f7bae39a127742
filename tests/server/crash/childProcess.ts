/**
 * The real server (child-server.ts) as a child process for the crash tests: started with extra environment,
 * resolved when it prints READY (rejected with its output if it dies or times out first), and stopped. The
 * same for another entry point (`script`, e.g. src/server/workerMain.ts as `npm run worker` runs it), ready
 * when its output matches `ready`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const CHILD = path.join(__dirname, 'child-server.ts');

export interface Child {
  proc: ChildProcess;
  pid: number;
  output: () => string;
  exited: Promise<number | string | null>;
}

export interface ChildEntry {
  /** The TypeScript entry point, relative to the repository (default: the crash tests' child-server.ts). */
  script?: string;
  /** Ready once the output matches this (default: `READY <port> <pid>`). */
  ready?: RegExp;
}

export function startChild(env: Record<string, string>, timeoutMs: number, entry: ChildEntry = {}): Promise<Child> {
  const script = entry.script ? path.join(ROOT, entry.script) : CHILD;
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  const exited = new Promise<number | string | null>((resolve) => proc.once('exit', (code, signal) => resolve(signal ?? code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`${path.basename(script)} did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (entry.ready) {
        if (entry.ready.test(out)) {
          clearTimeout(timer);
          resolve({ proc, pid: proc.pid!, output, exited });
        }
        return;
      }
      const ready = /READY (\d+) (\d+)/.exec(out);
      if (ready) {
        clearTimeout(timer);
        resolve({ proc, pid: Number(ready[2]), output, exited });
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${path.basename(script)} exited (${code}) before it was ready:\n${out}`));
    });
  });
}

export async function stopChild(child: Child | undefined): Promise<void> {
  if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const done = await Promise.race([child.exited, new Promise((r) => setTimeout(() => r('timeout'), 10_000))]);
  if (done === 'timeout') child.proc.kill('SIGKILL');
}
