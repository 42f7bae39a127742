/**
 * Generates the SPA's RTK Query endpoints and the servers' request/response types from openapi/*.yaml.
 *   npm run codegen          writes src/services/generated/* and src/server/generated/*
 *   npm run codegen:check    regenerates in memory and fails when any file differs (CI runs it)
 * Both fail when a schema that more than one document defines differs between them (openapiConsistency.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { constantsSource } from './codegen-constants';
import { checkConsistency } from './openapiConsistency';

const root = path.resolve(__dirname, '..');

interface ApiRootSpec {
  /** openapi/<doc>.yaml */
  doc: 'api' | 'search' | 'planner';
  /** the empty API root in src/services/<base>.ts */
  base: string;
  /** the reducerPath and the generated file's stem */
  reducer: string;
}

export const apiRoots: ApiRootSpec[] = [
  { doc: 'api', base: 'appApiBase', reducer: 'appApi' },
  { doc: 'search', base: 'searchApiBase', reducer: 'searchApi' },
  { doc: 'planner', base: 'plannerApiBase', reducer: 'plannerApi' },
];

const header = (doc: string) =>
  `/* eslint-disable */\n// DO NOT EDIT. Generated from openapi/${doc}.yaml by \`npm run codegen\` (scripts/codegen.ts).\n// Change the OpenAPI document and regenerate; \`npm run codegen:check\` fails when this file is stale.\n\n`;

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface OperationMeta {
  operationId: string;
  method: string;
  path: string;
  paged: boolean;
}

function operationsOf(docPath: string): OperationMeta[] {
  const doc = parse(fs.readFileSync(docPath, 'utf8')) as {
    paths: Record<
      string,
      Record<string, { operationId: string; responses?: Record<string, { headers?: Record<string, unknown>; $ref?: string }> }>
    >;
  };
  const ops: OperationMeta[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const ok = op.responses?.['200'];
      const paged = Boolean(ok?.headers && Object.keys(ok.headers).some((h) => h.toLowerCase() === 'x-result-count'));
      ops.push({ operationId: op.operationId, method: method.toUpperCase(), path: p, paged });
    }
  }
  return ops.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

function metaSource(spec: ApiRootSpec, ops: OperationMeta[]): string {
  const paged = ops.filter((o) => o.paged).map((o) => o.operationId);
  return (
    header(spec.doc) +
    `/** Operations whose 200 answer carries the total in the x-result-count header. */\n` +
    `export const ${spec.reducer}PagedOperations = ${JSON.stringify(paged, null, 2)} as const;\n`
  );
}

/** Every generated file, by path relative to the repository root. */
export async function generateAll(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const spec of apiRoots) {
    const docPath = path.join(root, 'openapi', `${spec.doc}.yaml`);
    const endpoints = await generateEndpoints({
      schemaFile: docPath,
      apiFile: `../${spec.base}`,
      apiImport: spec.base,
      exportName: `${spec.reducer}Generated`,
      hooks: false,
      // Each operation provides (query) or invalidates (mutation) its document tag; the hand-written
      // src/services/<root>.ts refine these to list and id tags.
      tag: true,
    });
    out.set(`src/services/generated/${spec.reducer}.generated.ts`, header(spec.doc) + String(endpoints));
    out.set(`src/services/generated/${spec.reducer}.meta.generated.ts`, metaSource(spec, operationsOf(docPath)));
    out.set(
      `src/services/generated/${spec.reducer}.constants.generated.ts`,
      constantsSource(header(spec.doc), spec.reducer, parse(fs.readFileSync(docPath, 'utf8'))),
    );
    const ast = await openapiTS(pathToFileURL(docPath));
    out.set(`src/server/generated/${spec.doc}.schema.generated.ts`, header(spec.doc) + astToString(ast));
  }
  return out;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const consistency = checkConsistency(path.join(root, 'openapi'));
  if (!consistency.ok) {
    console.error(consistency.message);
    process.exit(1);
  }
  console.log(consistency.message);
  const files = await generateAll();
  const stale: string[] = [];
  for (const [rel, content] of files) {
    const file = path.join(root, rel);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (current === content) continue;
    if (check) stale.push(rel);
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
      console.log(`wrote ${rel}`);
    }
  }
  if (check) {
    if (stale.length) {
      console.error(`Generated clients are out of step with openapi/ (run npm run codegen):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`codegen:check: ${files.size} generated files up to date`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
