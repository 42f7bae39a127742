/**
 * The real server (child-server.ts) as a child process for the crash tests: started with extra environment,
 * resolved when it prints READY (rejected with its output if it dies or times out first), and stopped.
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

export function startChild(env: Record<string, string>, timeoutMs: number): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
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
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
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
      reject(new Error(`the server exited (${code}) before it was ready:\n${out}`));
    });
  });
}

export async function stopChild(child: Child | undefined): Promise<void> {
  if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const done = await Promise.race([child.exited, new Promise((r) => setTimeout(() => r('timeout'), 10_000))]);
  if (done === 'timeout') child.proc.kill('SIGKILL');
}
