/**
 * The three OpenAPI documents describe one product: a schema name defined by more than one of them
 * must mean the same shape in each. This compares every such schema after dereferencing (a `$ref` is
 * replaced by what it names in its own document, so inlining or naming a part differently does not
 * matter) and reports each one that is not deep-equal, with where the first difference is.
 *
 *   npx tsx scripts/openapiConsistency.ts [openapi-dir]    prints the shared names; exit 1 on a drift
 *
 * `npm run codegen` and `npm run codegen:check` run it on openapi/ and fail on a drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';

export const DOCUMENT_NAMES = ['api', 'search', 'planner'] as const;

type Json = unknown;
interface OpenApiDocument {
  components?: { schemas?: Record<string, Json> };
}

export interface SharedSchema {
  name: string;
  /** The documents defining it, e.g. ['api', 'planner']. */
  documents: string[];
}

export interface SchemaDrift extends SharedSchema {
  /** The two documents compared where the difference was found. */
  between: [string, string];
  /** JSON pointer (into the dereferenced schema) of the first difference. */
  at: string;
  detail: string;
}

export interface ConsistencyReport {
  shared: SharedSchema[];
  drifts: SchemaDrift[];
}

const SCHEMA_REF = '#/components/schemas/';
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema with every `$ref` replaced by its target; a reference back into itself stays `{ $ref }`. */
export function dereference(doc: OpenApiDocument, schema: Json, seen: readonly string[] = []): Json {
  if (Array.isArray(schema)) return schema.map((item) => dereference(doc, item, seen));
  if (!isObject(schema)) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith(SCHEMA_REF)) throw new Error(`unsupported reference ${ref} (only ${SCHEMA_REF}... is compared)`);
    const name = ref.slice(SCHEMA_REF.length);
    if (seen.includes(name)) return { $ref: ref };
    const target = doc.components?.schemas?.[name];
    if (target === undefined) throw new Error(`${ref} names no schema`);
    return dereference(doc, target, [...seen, name]);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, dereference(doc, value, seen)]));
}

const pointer = (parts: readonly string[]) =>
  parts.length ? `/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '(the whole schema)';
const show = (v: Json) => (v === undefined ? 'absent' : JSON.stringify(v).slice(0, 80));

/** Where two values first differ, or undefined when they are deep-equal. */
export function firstDifference(a: Json, b: Json, at: string[] = []): { at: string; left: Json; right: Json } | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (isObject(a) && isObject(b)) {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const found = firstDifference(a[key], b[key], [...at, key]);
      if (found) return found;
    }
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], [...at, String(i)]);
      if (found) return found;
    }
  }
  return { at: pointer(at), left: a, right: b };
}

/** Every schema name defined by two or more documents, and the ones whose definitions differ. */
export function compareDocuments(documents: Readonly<Record<string, OpenApiDocument>>): ConsistencyReport {
  const byName = new Map<string, string[]>();
  for (const [doc, content] of Object.entries(documents)) {
    for (const name of Object.keys(content.components?.schemas ?? {})) byName.set(name, [...(byName.get(name) ?? []), doc]);
  }
  const shared = [...byName]
    .filter(([, docs]) => docs.length > 1)
    .map(([name, docs]) => ({ name, documents: docs }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const drifts: SchemaDrift[] = [];
  for (const { name, documents: docs } of shared) {
    const [first, ...others] = docs;
    const reference = dereference(documents[first], documents[first].components!.schemas![name], [name]);
    for (const other of others) {
      const found = firstDifference(
        reference,
        dereference(documents[other], documents[other].components!.schemas![name], [name]),
      );
      if (found) {
        drifts.push({
          name,
          documents: docs,
          between: [first, other],
          at: found.at,
          detail: `${first}.yaml has ${show(found.left)}, ${other}.yaml has ${show(found.right)}`,
        });
        break;
      }
    }
  }
  return { shared, drifts };
}

export function loadDocuments(dir: string): Record<string, OpenApiDocument> {
  return Object.fromEntries(
    DOCUMENT_NAMES.map((name) => [name, parse(fs.readFileSync(path.join(dir, `${name}.yaml`), 'utf8')) as OpenApiDocument]),
  );
}

export function formatDrifts(drifts: readonly SchemaDrift[]): string {
  return drifts
    .map(
      (d) =>
        `  ${d.name} (${d.documents.join(', ')}): differs between ${d.between[0]}.yaml and ${d.between[1]}.yaml at ${d.at}: ${d.detail}`,
    )
    .join('\n');
}

/** Checks `dir`'s documents; returns the message to print and whether they agree. */
export function checkConsistency(dir: string): { ok: boolean; message: string } {
  const { shared, drifts } = compareDocuments(loadDocuments(dir));
  if (drifts.length) {
    return {
      ok: false,
      message: `The OpenAPI documents disagree about ${drifts.length} shared schema(s); give each one shape in every document that defines it:\n${formatDrifts(drifts)}`,
    };
  }
  return {
    ok: true,
    message: `openapi consistency: ${shared.length} schemas defined by more than one document agree (${shared.map((s) => s.name).join(', ')})`,
  };
}

if (require.main === module) {
  const result = checkConsistency(path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'openapi')));
  (result.ok ? console.log : console.error)(result.message);
  if (!result.ok) process.exit(1);
}
