import { existsSync } from 'node:fs';
import path from 'node:path';
import { listOperations } from './openapi-document';
import type { HandlerMap } from './operation';

/** One document's coverage: operations declared vs operations with a handler. */
export interface DocumentCoverage {
  name: string;
  specPath: string;
  declared: number;
  built: string[];
  missing: string[];
  /** Handlers bound to operationIds the document does not declare (the server refuses to start). */
  unknown: string[];
  /** Missing operationIds grouped by tag, for the report. */
  missingByTag: Record<string, string[]>;
}

export interface CoverageSource {
  name: string;
  specPath: string;
  /** The handler map (or just its operationIds); absent when the backend has none yet. */
  handlers?: HandlerMap | string[];
}

/** Compares what the documents declare with what the handler maps implement. */
export async function apiCoverage(sources: CoverageSource[]): Promise<DocumentCoverage[]> {
  return Promise.all(
    sources.map(async ({ name, specPath, handlers }) => {
      const operations = await listOperations(specPath);
      const ids = new Set(Array.isArray(handlers) ? handlers : Object.keys(handlers ?? {}));
      const declared = new Set(operations.map((op) => op.operationId));
      const missingOps = operations.filter((op) => !ids.has(op.operationId));
      const missingByTag: Record<string, string[]> = {};
      for (const op of missingOps) (missingByTag[op.tags[0] ?? '(untagged)'] ??= []).push(op.operationId);
      return {
        name,
        specPath,
        declared: operations.length,
        built: operations.filter((op) => ids.has(op.operationId)).map((op) => op.operationId),
        missing: missingOps.map((op) => op.operationId),
        unknown: [...ids].filter((id) => !declared.has(id)),
        missingByTag,
      };
    }),
  );
}

export function formatCoverage(report: DocumentCoverage[], verbose = false): string {
  const lines: string[] = [];
  let built = 0;
  let declared = 0;
  for (const doc of report) {
    built += doc.built.length;
    declared += doc.declared;
    const pct = doc.declared ? Math.round((100 * doc.built.length) / doc.declared) : 100;
    lines.push(
      `${doc.name.padEnd(8)} ${String(doc.built.length).padStart(4)} / ${String(doc.declared).padEnd(4)} built (${pct}%)`,
    );
    if (doc.unknown.length) lines.push(`  handlers for undeclared operations (start-up fails): ${doc.unknown.join(', ')}`);
    if (verbose) {
      for (const [tag, ids] of Object.entries(doc.missingByTag)) lines.push(`  missing [${tag}] ${ids.join(', ')}`);
    }
  }
  const pct = declared ? Math.round((100 * built) / declared) : 100;
  lines.push(`${'total'.padEnd(8)} ${String(built).padStart(4)} / ${String(declared).padEnd(4)} built (${pct}%)`);
  return lines.join('\n');
}

/**
 * The project's documents and, by convention, their handler maps: `openapi/<name>.yaml` is served by
 * `src/server/<name>/handlers.ts`, which exports `handlers` (a HandlerMap). A backend without that
 * module counts as having no handlers.
 */
export async function projectCoverageSources(root = process.cwd()): Promise<CoverageSource[]> {
  const sources: CoverageSource[] = [];
  for (const name of ['api', 'search', 'planner']) {
    const specPath = path.join(root, 'openapi', `${name}.yaml`);
    if (!existsSync(specPath)) continue;
    const modulePath = path.join(root, 'src', 'server', name, 'handlers');
    let handlers: HandlerMap | undefined;
    if (['.ts', '.js'].some((ext) => existsSync(modulePath + ext))) {
      const loaded = (await import(modulePath)) as Record<string, unknown>;
      // Each backend exports a factory `create<Backend>Handlers(deps)`. Factories only capture their
      // dependencies, so they are built here with a stand-in that may be read but never used.
      const factory = Object.entries(loaded).find(
        ([key, value]) => /^create\w*Handlers$/.test(key) && typeof value === 'function',
      );
      handlers = factory ? (factory[1] as (deps: unknown) => HandlerMap)(depsStandIn()) : undefined;
    }
    sources.push({ name, specPath, handlers });
  }
  return sources;
}

/** Dependencies that only register work for later (after the server listens; when it closes): never run here. */
const LATER = new Set<string | symbol>(['afterListen', 'onClose']);

/**
 * The dependencies' stand-in: unusable, except `afterListen` and `onClose`, which only register work for later and
 * may be called while a factory is built.
 */
function depsStandIn(): unknown {
  const deps = unusable('deps') as object;
  return new Proxy(deps, {
    get: (target, prop, receiver) => (LATER.has(prop) ? () => undefined : Reflect.get(target, prop, receiver)),
  });
}

/** A value whose properties can be read (and destructured) to any depth, but which throws when called. */
function unusable(name: string): unknown {
  return new Proxy(function standIn() {}, {
    get: (_target, prop) => (prop === 'then' ? undefined : unusable(`${name}.${String(prop)}`)),
    apply: () => {
      throw new Error(`handler factories must not call ${name} while they are built`);
    },
  });
}

/** `npm run api:coverage [-- --verbose] [-- --strict]`: exit 1 on undeclared handlers, and with --strict on any gap. */
export async function main(argv = process.argv.slice(2)): Promise<number> {
  const report = await apiCoverage(await projectCoverageSources());
  console.log(formatCoverage(report, argv.includes('--verbose') || argv.includes('-v')));
  const unknown = report.some((doc) => doc.unknown.length > 0);
  const gaps = report.some((doc) => doc.missing.length > 0);
  return unknown || (argv.includes('--strict') && gaps) ? 1 : 0;
}

// Run as a script (tsx src/server/http/coverage.ts) in either module system.
if (/[\\/]server[\\/]http[\\/]coverage\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
