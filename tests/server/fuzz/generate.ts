/**
 * A small seeded generator of requests from the OpenAPI documents (no extra packages).
 *
 * It reads the same JSON Schemas the server validates with (`routeSchemas(op)` of the spec loader: path
 * parameters, query string, headers and JSON body of every operation) and derives, per operation:
 * - one VALID request (required fields filled with valid values, real ids where the name says which), and
 * - BAD requests, each changing exactly one thing of the valid one: a wrong type, a number below its
 *   minimum or above its maximum, a string too long / empty / too short, a value outside its enum or
 *   pattern or format, too many / too few / duplicate items, a missing required field, an unknown field
 *   where additionalProperties is false, malformed JSON, a wrong content type, and path ids that are
 *   negative, zero, fractional, non-numeric or huge; numbers not written as plain decimals (`0x10`, `1e3`,
 *   `+5`, ` 12`, `12.0`, `Infinity`, `1e309`, 60 digits) in paths and query strings; NUL characters in text;
 * - ODD requests, which need not be refused but must never get a 5xx: control characters and huge text,
 *   invalid UTF-8 percent-encoded in paths and query strings and as raw bytes in JSON bodies, JSON nested
 *   thousands deep, numbers beyond a double in JSON bodies.
 *
 * Deterministic: the only randomness is a seeded PRNG (which values and which bad cases are kept when an
 * operation has more than `maxCasesPerOperation`).
 */
import { routeSchemas, type LoadedSpec } from '../../../src/server/http';

type Json = Record<string, unknown>;
type Schema = Json;

export type DocumentName = 'api' | 'search' | 'planner';

export type CaseKind =
  | 'valid'
  | 'wrong-type'
  | 'below-minimum'
  | 'above-maximum'
  | 'too-long'
  | 'empty-string'
  | 'too-short'
  | 'not-in-enum'
  | 'pattern'
  | 'format'
  | 'too-many-items'
  | 'too-few-items'
  | 'duplicate-items'
  | 'too-many-properties'
  | 'missing-required'
  | 'unknown-field'
  | 'malformed-json'
  | 'empty-body'
  | 'wrong-content-type'
  | 'bad-path-id'
  | 'not-plain-number'
  | 'nul-character'
  | 'control-characters'
  | 'bad-utf8'
  | 'huge-value'
  | 'deep-nesting';

export interface GeneratedRequest {
  method: string;
  /** Path with the query string. */
  url: string;
  headers: Record<string, string>;
  /** A Buffer when the body holds bytes that are not valid UTF-8. */
  payload?: string | Buffer;
}

export interface GeneratedCase {
  document: DocumentName;
  operationId: string;
  kind: CaseKind;
  /** Where the change is: path, query, header, body (or `request` for the valid one). */
  location: 'path' | 'query' | 'header' | 'body' | 'request';
  /** The field at fault as a person reads it (`ingredients[0].grams`); empty for whole-body faults. */
  field: string;
  /** The last segment of `field` (`grams`): a validation answer must name it. */
  leaf: string;
  description: string;
  request: GeneratedRequest;
  /** Odd input that need not be refused (control characters, bad UTF-8, huge values): only never a 5xx. */
  odd?: boolean;
}

/** Real ids of the seeded database, used wherever a name says which entity an id is. */
export interface RealIds {
  recipeId: number;
  ingredientIds: number[];
  userId?: number;
  foodGroupId?: number;
  ingredientGroupId?: number;
  foodRestrictionId?: number;
  langualId?: string;
}

export interface GenerateOptions {
  seed: number;
  ids: RealIds;
  /** Keep at most this many bad cases per operation (seeded sample); the valid case is always kept. */
  maxCasesPerOperation?: number;
  /** Keep at most this many odd cases per operation (seeded sample). */
  maxOddCasesPerOperation?: number;
  /** Nesting depth of body fields that get their own mutations. */
  maxDepth?: number;
}

/** mulberry32: a tiny deterministic PRNG. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    sample<T>(items: readonly T[], n: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
  };
}
type Rng = ReturnType<typeof createRng>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ allOf: [{ type, enum }], default }` (how the documents reuse enums) -> one flat schema. */
export function flatten(schema: unknown): Schema {
  if (!isObject(schema)) return {};
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  return Object.assign({}, ...(allOf as unknown[]).map(flatten), rest);
}

function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t.map(String);
  if (typeof t === 'string') return [t];
  if (Array.isArray(schema.enum)) return [typeof schema.enum.find((v) => v !== null)];
  if (isObject(schema.properties)) return ['object'];
  if (isObject(schema.items)) return ['array'];
  return [];
}
const mainType = (schema: Schema) => typesOf(schema).find((t) => t !== 'null') ?? 'string';

/** Values for the patterns the documents use (the generator fails loudly on a new one). */
const PATTERN_VALUES: Record<string, string> = {
  '^[A-Z]{2}[A-Z0-9]{0,3}$': 'NL32',
  '^[a-z]{2}$': 'en',
  '^[A-Z][0-9]{4}$': 'A0361',
  '^[1-9][0-9]{0,9}$': '1',
};

interface FieldContext {
  /** Property (or parameter) name, used to pick real ids and plausible values. */
  name: string;
  ids: RealIds;
  rng: Rng;
  counter: { n: number };
}

function idFor(name: string, ids: RealIds, index = 0): number | undefined {
  const n = name.toLowerCase();
  const ing = ids.ingredientIds;
  if (/ingredientgroup|idgroup$|displayname/.test(n) && ids.ingredientGroupId) return ids.ingredientGroupId;
  if (/foodgroup/.test(n) && ids.foodGroupId) return ids.foodGroupId;
  if (/foodrestriction/.test(n) && ids.foodRestrictionId) return ids.foodRestrictionId;
  if (/ingredient|^ingid$/.test(n)) return ing[index % ing.length];
  if (/recipe/.test(n)) return ids.recipeId;
  if (/user/.test(n) && ids.userId) return ids.userId;
  return undefined;
}

function stringOfLength(base: string, min: number, max: number): string {
  let s = base;
  while (s.length < min) s += base;
  return s.slice(0, Math.max(min, Math.min(max, s.length)));
}

/** A valid value for `schema` (required properties only for objects). */
export function validValue(raw: unknown, ctx: FieldContext, index = 0): unknown {
  const schema = flatten(raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.filter((v) => v !== null);
    return values[index % values.length];
  }
  const type = mainType(schema);
  switch (type) {
    case 'integer':
    case 'number': {
      const min =
        typeof schema.minimum === 'number'
          ? schema.minimum
          : typeof schema.exclusiveMinimum === 'number'
            ? schema.exclusiveMinimum + (type === 'integer' ? 1 : 0.5)
            : undefined;
      const max =
        typeof schema.maximum === 'number'
          ? schema.maximum
          : typeof schema.exclusiveMaximum === 'number'
            ? schema.exclusiveMaximum - (type === 'integer' ? 1 : 0.5)
            : undefined;
      const real = type === 'integer' && (min === undefined || min >= 0) ? idFor(ctx.name, ctx.ids, index) : undefined;
      if (real !== undefined && (min === undefined || real >= min) && (max === undefined || real <= max)) return real;
      // the smallest allowed value keeps valid requests cheap (e.g. a planning test run of 1 user)
      if (min !== undefined) return Math.min(type === 'integer' ? Math.ceil(min) + index : min + index, max ?? Infinity);
      if ('default' in schema && typeof schema.default === 'number') return schema.default;
      if (max !== undefined) return Math.min(max, 1);
      return 1 + index;
    }
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : true;
    case 'string': {
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
      if (typeof schema.pattern === 'string') {
        const value = PATTERN_VALUES[schema.pattern];
        if (value === undefined) throw new Error(`generate.ts: no value for pattern ${schema.pattern} (${ctx.name})`);
        return value;
      }
      if (schema.format === 'date-time') return '2026-11-16T00:00:00Z';
      if (schema.format === 'date') return '2026-11-22';
      if (typeof schema.default === 'string') return schema.default;
      const n = ctx.name.toLowerCase();
      if (n.includes('email')) return `fuzz.${++ctx.counter.n}.${ctx.rng.int(1000, 9999)}@example.com`;
      if (n.includes('password')) return stringOfLength('Fuzz-Passw0rd!', Math.max(min, 12), max);
      if (n.includes('idempotency')) return `fuzz-key-${++ctx.counter.n}-${ctx.rng.int(100000, 999999)}`;
      if (/lang|language/.test(n)) return 'en';
      // A retention factor names a nutrient the recipe computation knows (saveIngredient refuses others).
      if (n === 'nutrient') return 'vitaminC_mg';
      return stringOfLength(`Fuzz ${ctx.name || 'value'} ${index + 1}`, Math.max(min, 1), max);
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const items = flatten(schema.items);
      const out: unknown[] = [];
      for (let i = 0; i < min; i++) out.push(validValue(items, ctx, i));
      return out;
    }
    case 'object': {
      const out: Json = {};
      const props = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      for (const name of required) {
        if (name in props) out[name] = validValue(props[name], { ...ctx, name }, 0);
      }
      if (isObject(schema.additionalProperties) && typeof schema.minProperties === 'number') {
        for (let i = 0; i < schema.minProperties; i++)
          out[`key${i}`] = validValue(schema.additionalProperties, { ...ctx, name: `key${i}` }, i);
      }
      return out;
    }
    default:
      return 'x';
  }
}

/** One bad value for a field: what it is and why it is bad. */
interface BadValue {
  kind: CaseKind;
  value: unknown;
  why: string;
}

/**
 * Bad values for a schema. `inQuery` limits them to what a query string or header can carry (strings):
 * there a number is indistinguishable from its text, so "wrong type" means non-numeric text.
 */
export function badValues(raw: unknown, inQuery: boolean): BadValue[] {
  const schema = flatten(raw);
  const type = mainType(schema);
  const out: BadValue[] = [];
  const str = (v: unknown) => (inQuery ? String(v) : v);
  if (type === 'integer' || type === 'number') {
    out.push({ kind: 'wrong-type', value: 'abc', why: `text for ${type}` });
    // Text that JavaScript (and a lenient coercion) reads as a number, but is not a plain decimal one.
    if (inQuery) for (const [v, why] of notPlainNumbers(type)) out.push({ kind: 'not-plain-number', value: v, why });
    if (!inQuery) out.push({ kind: 'wrong-type', value: { value: 1 }, why: `object for ${type}` });
    if (type === 'integer') out.push({ kind: 'wrong-type', value: str(1.5), why: 'fraction for integer' });
    if (typeof schema.minimum === 'number')
      out.push({
        kind: 'below-minimum',
        value: str(schema.minimum - (type === 'integer' ? 1 : 0.5)),
        why: `below minimum ${schema.minimum}`,
      });
    if (typeof schema.exclusiveMinimum === 'number')
      out.push({
        kind: 'below-minimum',
        value: str(schema.exclusiveMinimum),
        why: `not above exclusiveMinimum ${schema.exclusiveMinimum}`,
      });
    if (typeof schema.maximum === 'number')
      out.push({
        kind: 'above-maximum',
        value: str(schema.maximum + (type === 'integer' ? 1 : 0.5)),
        why: `above maximum ${schema.maximum}`,
      });
    if (typeof schema.exclusiveMaximum === 'number')
      out.push({
        kind: 'above-maximum',
        value: str(schema.exclusiveMaximum),
        why: `not below exclusiveMaximum ${schema.exclusiveMaximum}`,
      });
  } else if (type === 'boolean') {
    out.push({ kind: 'wrong-type', value: 'maybe', why: 'text for boolean' });
    if (!inQuery) out.push({ kind: 'wrong-type', value: [true, false], why: 'array for boolean' });
  } else if (type === 'string') {
    if (!inQuery) out.push({ kind: 'wrong-type', value: { text: 'x' }, why: 'object for string' });
    out.push({ kind: 'nul-character', value: 'fuzz\u0000nul', why: 'NUL character (PostgreSQL text cannot hold one)' });
    if (Array.isArray(schema.enum)) out.push({ kind: 'not-in-enum', value: 'NOT_IN_ENUM', why: 'value outside the enum' });
    if (typeof schema.pattern === 'string')
      out.push({ kind: 'pattern', value: '!!bad value!!', why: `does not match ${schema.pattern}` });
    if (schema.format === 'date' || schema.format === 'date-time')
      out.push({ kind: 'format', value: '2026-13-45T99:00:00Z', why: `not a valid ${schema.format}` });
    if (typeof schema.maxLength === 'number' && !Array.isArray(schema.enum)) {
      out.push({ kind: 'too-long', value: 'x'.repeat(schema.maxLength + 1), why: `longer than maxLength ${schema.maxLength}` });
    }
    if (typeof schema.minLength === 'number' && schema.minLength >= 1) {
      out.push({ kind: 'empty-string', value: '', why: `empty but minLength ${schema.minLength}` });
      if (schema.minLength > 1)
        out.push({
          kind: 'too-short',
          value: 'x'.repeat(schema.minLength - 1),
          why: `shorter than minLength ${schema.minLength}`,
        });
    }
  } else if (type === 'array') {
    const items = flatten(schema.items);
    if (!inQuery) out.push({ kind: 'wrong-type', value: { item: 1 }, why: 'object for array' });
    const itemBad = badValues(items, inQuery).find(
      (b) => b.kind === 'wrong-type' || b.kind === 'not-in-enum' || b.kind === 'below-minimum',
    );
    if (itemBad) out.push({ kind: itemBad.kind, value: [itemBad.value], why: `item: ${itemBad.why}` });
    if (typeof schema.maxItems === 'number' && schema.maxItems <= 1000) {
      out.push({
        kind: 'too-many-items',
        value: null /* filled by the caller from valid items */,
        why: `more than maxItems ${schema.maxItems}`,
      });
    }
    if (typeof schema.minItems === 'number' && schema.minItems >= 1)
      out.push({ kind: 'too-few-items', value: [], why: `fewer than minItems ${schema.minItems}` });
  } else if (type === 'object') {
    if (!inQuery) {
      out.push({ kind: 'wrong-type', value: [], why: 'array for object' });
      out.push({ kind: 'wrong-type', value: 'text', why: 'text for object' });
    }
  }
  return out;
}

/** Numbers as text that are not plain decimals of `type` (each is a 400 naming the parameter). */
export function notPlainNumbers(type: string): Array<[string, string]> {
  const both: Array<[string, string]> = [
    ['0x10', 'hexadecimal'],
    ['+5', 'plus sign'],
    [' 12', 'leading blank'],
    ['12 ', 'trailing blank'],
    ['Infinity', 'Infinity'],
    ['-Infinity', '-Infinity'],
    ['NaN', 'NaN'],
    ['1e309', 'beyond a double'],
    ['0b101', 'binary'],
    ['1_000', 'digit separator'],
  ];
  return type === 'integer' ? [...both, ['1e3', 'exponent'], ['12.0', 'decimal point'], ['9'.repeat(60), '60 digits']] : both;
}

/** Control characters, an escape sequence, invisible and separator characters: may be stored, never a 5xx. */
const CONTROL_TEXT = 'a\u0001\u0007\u0008\u001b[31m\u007f\u0085\u200b\u2028\ufeff\ud800z';
/** Percent-encoded bytes that are not UTF-8 (and broken escapes). */
const BAD_UTF8 = ['%FF', '%C3%28', '%ED%A0%80', '%E0%80%AF', '%F8%88%80%80%80', '%', '%G1', '%00%FF'];
const PLACEHOLDER = 'FUZZPLACEHOLDER';

// ------------------------------------------------------------------ requests

interface Parts {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: unknown;
  contentType?: string;
  rawPayload?: string;
}

function buildUrl(routeUrl: string, parts: Parts): string {
  const path = routeUrl.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(parts.params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function toRequest(method: string, routeUrl: string, parts: Parts): GeneratedRequest {
  const headers = { ...parts.headers };
  let payload: string | undefined;
  if (parts.rawPayload !== undefined) payload = parts.rawPayload;
  else if (parts.body !== undefined) payload = JSON.stringify(parts.body);
  if (payload !== undefined) headers['content-type'] = parts.contentType ?? 'application/json';
  return { method, url: buildUrl(routeUrl, parts), headers, payload };
}

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** Sets `value` at `path` (property names and array indexes) inside `root`; `undefined` deletes. */
function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(root) as Json | unknown[];
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function fieldName(path: (string | number)[]): string {
  return path.reduce<string>((acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
}

interface BodyMutation {
  path: (string | number)[];
  kind: CaseKind;
  value: unknown;
  why: string;
  field: string;
  leaf: string;
}

/**
 * Walks the valid body alongside its schema and lists one-change mutations: bad values for every present
 * field, missing required fields, unknown fields where additionalProperties is false, and bad values for
 * optional fields (added to the valid body) down to `maxDepth`.
 */
function bodyMutations(
  rawSchema: unknown,
  value: unknown,
  path: (string | number)[],
  depth: number,
  maxDepth: number,
  ctx: FieldContext,
): BodyMutation[] {
  const schema = flatten(rawSchema);
  const out: BodyMutation[] = [];
  const here = fieldName(path);
  // the last property name on the path; for items of a top-level list, the index as ajv names it (`[0]`)
  const leafOf = (p: (string | number)[]) => String([...p].reverse().find((x) => typeof x === 'string') ?? fieldName(p));
  for (const bad of badValues(schema, false)) {
    let v = bad.value;
    if (bad.kind === 'too-many-items') {
      const items = flatten(schema.items);
      const max = schema.maxItems as number;
      v = Array.from({ length: max + 1 }, (_x, i) => validValue(items, ctx, i));
      if (schema.uniqueItems && Array.isArray(items.enum) && items.enum.length <= max) continue; // cannot be both unique and too many
    }
    if (path.length === 0 && bad.kind === 'wrong-type' && typeof v === 'string') continue; // a JSON string body: covered by content-type cases
    if (bad.why.startsWith('item:')) {
      const at = [...path, 0];
      out.push({ path, kind: bad.kind, value: v, why: bad.why, field: fieldName(at), leaf: leafOf(at) });
    } else
      out.push({
        path,
        kind: bad.kind,
        value: v,
        why: bad.why,
        field: here || 'body',
        leaf: path.length ? leafOf(path) : 'body',
      });
  }
  const type = mainType(schema);
  if (type === 'array' && schema.uniqueItems && Array.isArray(value) && value.length >= 1) {
    out.push({
      path,
      kind: 'duplicate-items',
      value: [...value, value[0]],
      why: 'duplicate items',
      field: here,
      leaf: leafOf(path),
    });
  }
  if (depth >= maxDepth) return out;
  if (type === 'object' && isObject(value)) {
    const props = isObject(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    for (const name of required) {
      // ajv fills a missing property that declares a default (useDefaults), so it is not missing
      if (name in value && !('default' in flatten(props[name])))
        out.push({
          path: [...path, name],
          kind: 'missing-required',
          value: undefined,
          why: `required ${name} missing`,
          field: fieldName([...path, name]),
          leaf: name,
        });
    }
    if (schema.additionalProperties === false) {
      out.push({
        path: [...path, 'fuzzUnknownField'],
        kind: 'unknown-field',
        value: 'surprise',
        why: 'unknown field (additionalProperties: false)',
        field: fieldName([...path, 'fuzzUnknownField']),
        leaf: 'fuzzUnknownField',
      });
    }
    if (typeof schema.maxProperties === 'number' && isObject(schema.additionalProperties)) {
      const many = { ...value };
      for (let i = 0; i <= schema.maxProperties; i++)
        many[`extra${i}`] = validValue(schema.additionalProperties, { ...ctx, name: `extra${i}` }, i);
      out.push({
        path,
        kind: 'too-many-properties',
        value: many,
        why: `more than maxProperties ${schema.maxProperties}`,
        field: here || 'body',
        leaf: path.length ? leafOf(path) : 'body',
      });
    }
    for (const [name, propSchema] of Object.entries(props)) {
      const p = flatten(propSchema);
      if (p.readOnly === true) continue;
      const present = name in value;
      // An optional field gets its bad values too: applyBodyMutation adds it (and its parents) first.
      const child = present ? value[name] : validValue(p, { ...ctx, name }, 0);
      for (const m of bodyMutations(p, child, [...path, name], depth + 1, maxDepth, { ...ctx, name })) out.push(m);
    }
  } else if (type === 'array' && Array.isArray(value)) {
    const items = flatten(schema.items);
    const first = value.length ? value[0] : validValue(items, ctx, 0);
    out.push(...bodyMutations(items, first, [...path, 0], depth + 1, maxDepth, ctx));
  }
  return out;
}

/** Applies a body mutation to the valid body, adding first the optional parents (and list items) it needs. */
function applyBodyMutation(validBody: unknown, m: BodyMutation, schema: unknown, ctx: FieldContext): unknown {
  const body = clone(validBody);
  let node: unknown = body;
  let nodeSchema = flatten(schema);
  for (let i = 0; i < m.path.length - 1; i++) {
    const key = m.path[i];
    const childSchema =
      typeof key === 'number' ? flatten(nodeSchema.items) : flatten((nodeSchema.properties as Json | undefined)?.[key]);
    const container = node as Record<string | number, unknown>;
    if (container[key] === undefined) {
      const v = validValue(childSchema, { ...ctx, name: typeof key === 'string' ? key : ctx.name }, 0);
      if (typeof key === 'number' && Array.isArray(container)) container.push(v);
      else container[key] = v;
    }
    node = container[key];
    nodeSchema = childSchema;
  }
  return setAt(body, m.path, m.value);
}

/** Cases for one operation (of a loaded document; `url` is the route with its prefix). */
export function generateForOperation(
  document: DocumentName,
  op: LoadedSpec['operations'][number] & { url: string },
  options: GenerateOptions,
  rng: Rng,
  counter: { n: number },
): GeneratedCase[] {
  const schemas = routeSchemas(op) as { params?: Schema; querystring?: Schema; headers?: Schema; body?: Schema };
  const ctx = (name: string): FieldContext => ({ name, ids: options.ids, rng, counter });
  const maxDepth = options.maxDepth ?? 3;

  // ---- the valid request
  const valid: Parts = { params: {}, query: {}, headers: {} };
  const pathSchema = schemas.params;
  for (const [name, s] of Object.entries((pathSchema?.properties as Json | undefined) ?? {})) {
    let v = validValue(s, ctx(pathSchema === undefined ? name : pathHint(op.url, name)));
    if (/langual/i.test(op.url) && options.ids.langualId && mainType(flatten(s)) === 'string' && name === 'id')
      v = options.ids.langualId;
    valid.params[name] = String(v);
  }
  const qSchema = schemas.querystring;
  for (const name of (qSchema?.required as string[] | undefined) ?? []) {
    const v = validValue((qSchema!.properties as Json)[name], ctx(name));
    valid.query[name] = Array.isArray(v) ? v.map(String) : String(v);
  }
  const hSchema = schemas.headers;
  for (const name of (hSchema?.required as string[] | undefined) ?? [])
    valid.headers[name] = String(validValue((hSchema!.properties as Json)[name], ctx(name)));
  const bodySchema = schemas.body && !isObject((schemas.body as Json).content) ? schemas.body : undefined;
  const jsonBody = op.requestContentTypes.some((t) => /json/i.test(t));
  if (bodySchema) valid.body = validValue(bodySchema, ctx('body'));
  else if (jsonBody) valid.body = {};
  // An upload: a form with every field the loader needs (the handler decides whether the file is an image).
  const multipart = !jsonBody && op.requestContentTypes.some((t) => /multipart\/form-data/i.test(t));
  const boundary = 'fuzz-boundary-7f3a';
  const form = multipart
    ? [
        `--${boundary}`,
        'Content-Disposition: form-data; name="photoType"',
        '',
        'USER',
        `--${boundary}`,
        'Content-Disposition: form-data; name="files"; filename="a.png"',
        'Content-Type: image/png',
        '',
        'not really a png',
        `--${boundary}--`,
        '',
      ].join('\r\n')
    : undefined;

  const make = (
    kind: CaseKind,
    location: GeneratedCase['location'],
    field: string,
    leaf: string,
    description: string,
    parts: Parts,
  ): GeneratedCase => ({
    document,
    operationId: op.operationId,
    kind,
    location,
    field,
    leaf,
    description: `${op.operationId}: ${description}`,
    request: toRequest(op.method, op.url, parts),
  });
  const withParts = (patch: Partial<Parts>): Parts => ({
    params: { ...valid.params, ...patch.params },
    query: patch.query ?? { ...valid.query },
    headers: patch.headers ?? { ...valid.headers },
    body: 'body' in patch ? patch.body : clone(valid.body),
    contentType:
      patch.contentType ??
      (form && !('body' in patch) && patch.rawPayload === undefined ? `multipart/form-data; boundary=${boundary}` : undefined),
    rawPayload: patch.rawPayload ?? (form && !('body' in patch) ? form : undefined),
  });

  const bad: GeneratedCase[] = [];

  // ---- path parameters
  for (const [name, raw] of Object.entries((pathSchema?.properties as Json | undefined) ?? {})) {
    const s = flatten(raw);
    const type = mainType(s);
    const values: Array<[string, string]> = [];
    if (type === 'integer' || type === 'number') {
      values.push(
        ['-1', 'negative id'],
        ['0', 'zero id'],
        ['abc', 'non-numeric id'],
        ['1.5', 'fractional id'],
        ['1e3x', 'garbage id'],
        ['2147483648', 'id just above the int32 range'],
        ['9007199254740993', 'id above 2^53'],
        ['99999999999999999999999', 'huge id'],
        ['999999', 'id that does not exist'],
      );
      for (const [v, why] of notPlainNumbers(type)) values.push([v, `id not a plain decimal: ${why}`]);
    } else {
      for (const b of badValues(s, true)) values.push([String(b.value), b.why]);
      if (!Array.isArray(s.enum) && !s.pattern) values.push(['ZZ9999-does-not-exist', 'id that does not exist']);
      else if (s.pattern) values.push(['Z9999', 'id that does not exist']);
    }
    for (const [v, why] of values) {
      if (v === '') continue; // an empty path segment is another route
      bad.push(
        make(
          why.startsWith('id not a plain decimal') ? 'not-plain-number' : why.startsWith('NUL') ? 'nul-character' : 'bad-path-id',
          'path',
          name,
          name,
          `path ${name}=${v.length > 30 ? `${v.slice(0, 27)}...` : v} (${why})`,
          withParts({ params: { [name]: v } }),
        ),
      );
    }
  }

  // ---- query parameters and headers
  for (const [location, schema] of [
    ['query', qSchema],
    ['header', hSchema],
  ] as const) {
    const props = (schema?.properties as Json | undefined) ?? {};
    const required = new Set((schema?.required as string[] | undefined) ?? []);
    for (const [name, raw] of Object.entries(props)) {
      const s = flatten(raw);
      for (const b of badValues(s, true)) {
        let value: string | string[];
        if (b.kind === 'too-many-items') {
          const items = flatten(s.items);
          value = Array.from({ length: (s.maxItems as number) + 1 }, (_x, i) => String(validValue(items, ctx(name), i)));
          if (s.uniqueItems && Array.isArray(items.enum) && items.enum.length <= (s.maxItems as number)) continue;
        } else if (b.kind === 'too-few-items')
          continue; // an empty list cannot be written in a query string
        else value = Array.isArray(b.value) ? b.value.map(String) : String(b.value);
        if (location === 'header' && (Array.isArray(value) || b.kind === 'nul-character')) continue;
        const patch =
          location === 'query'
            ? { query: { ...valid.query, [name]: value } }
            : { headers: { ...valid.headers, [name]: value as string } };
        // The impersonation headers go in pairs: the guard reads both.
        if (location === 'header' && /impersonate/.test(name)) {
          const other = name === 'x-impersonate-context' ? { 'x-impersonate-user-id': '1' } : { 'x-impersonate-context': 'nl' };
          Object.assign((patch as { headers: Record<string, string> }).headers, other);
        }
        bad.push(make(b.kind, location, name, name, `${location} ${name}: ${b.why}`, withParts(patch)));
      }
      if (required.has(name)) {
        const rest =
          location === 'query'
            ? { query: Object.fromEntries(Object.entries(valid.query).filter(([k]) => k !== name)) }
            : { headers: Object.fromEntries(Object.entries(valid.headers).filter(([k]) => k !== name)) };
        bad.push(make('missing-required', location, name, name, `${location} ${name} missing`, withParts(rest)));
      }
    }
  }

  // ---- the body
  if (op.requestContentTypes.length) {
    if (jsonBody) {
      bad.push(
        make(
          'malformed-json',
          'body',
          '',
          'body',
          'malformed JSON',
          withParts({ rawPayload: '{"name": "unterminated', body: undefined }),
        ),
      );
      bad.push(
        make(
          'malformed-json',
          'body',
          '',
          'body',
          'JSON with a trailing comma',
          withParts({ rawPayload: '{"a": 1,}', body: undefined }),
        ),
      );
      if (bodySchema)
        bad.push(make('empty-body', 'body', '', 'body', 'empty JSON body', withParts({ rawPayload: '', body: undefined })));
      bad.push(
        make(
          'wrong-content-type',
          'body',
          '',
          'body',
          'body sent as text/plain',
          withParts({ rawPayload: JSON.stringify(valid.body ?? {}), contentType: 'text/plain', body: undefined }),
        ),
      );
      bad.push(
        make(
          'wrong-content-type',
          'body',
          '',
          'body',
          'body sent as application/xml',
          withParts({ rawPayload: '<recipe/>', contentType: 'application/xml', body: undefined }),
        ),
      );
    } else {
      // uploads (multipart): a JSON body is not what the operation takes
      bad.push(
        make(
          'wrong-content-type',
          'body',
          '',
          'body',
          'JSON body for a multipart operation',
          withParts({ body: { file: 'x' }, contentType: 'application/json' }),
        ),
      );
      bad.push(
        make(
          'wrong-content-type',
          'body',
          '',
          'body',
          'body sent as application/xml',
          withParts({ rawPayload: '<photo/>', contentType: 'application/xml', body: undefined }),
        ),
      );
    }
  }
  if (bodySchema) {
    for (const m of bodyMutations(bodySchema, valid.body, [], 0, maxDepth, ctx('body'))) {
      const body = applyBodyMutation(valid.body, m, bodySchema, ctx('body'));
      bad.push(make(m.kind, 'body', m.field, m.leaf, `body ${m.field || '(root)'}: ${m.why}`, withParts({ body })));
    }
  }

  const max = options.maxCasesPerOperation ?? Infinity;
  const kept = bad.length > max ? keepVariety(bad, max, rng) : bad;
  const odd = oddCases(op, { valid, bodySchema, jsonBody, pathSchema, qSchema, make, withParts, ctx: ctx('body') });
  const maxOdd = options.maxOddCasesPerOperation ?? Infinity;
  const oddKept = odd.length > maxOdd ? odd.filter((c) => new Set(rng.sample(odd, maxOdd)).has(c)) : odd;
  return [make('valid', 'request', '', '', 'valid request', withParts({})), ...kept, ...oddKept];
}

interface OddInput {
  valid: Parts;
  bodySchema?: Schema;
  jsonBody: boolean;
  pathSchema?: Schema;
  qSchema?: Schema;
  make: (
    kind: CaseKind,
    location: GeneratedCase['location'],
    field: string,
    leaf: string,
    description: string,
    parts: Parts,
  ) => GeneratedCase;
  withParts: (patch: Partial<Parts>) => Parts;
  ctx: FieldContext;
}

/** Paths of the text fields of a body (present or optional, down to `maxDepth`) that take free text. */
function textPaths(rawSchema: unknown, path: (string | number)[], depth: number): (string | number)[][] {
  const schema = flatten(rawSchema);
  const type = mainType(schema);
  if (type === 'string') return Array.isArray(schema.enum) || schema.pattern || schema.format ? [] : [path];
  if (depth >= 3) return [];
  if (type === 'object' && isObject(schema.properties)) {
    return Object.entries(schema.properties).flatMap(([name, s]) =>
      flatten(s).readOnly === true ? [] : textPaths(s, [...path, name], depth + 1),
    );
  }
  if (type === 'array') return textPaths(schema.items, [...path, 0], depth + 1);
  return [];
}

/** Paths of the numeric fields of a body (present or optional, down to `maxDepth`). */
function numberPaths(rawSchema: unknown, path: (string | number)[], depth: number): (string | number)[][] {
  const schema = flatten(rawSchema);
  const type = mainType(schema);
  if (type === 'integer' || type === 'number') return [path];
  if (depth >= 3) return [];
  if (type === 'object' && isObject(schema.properties)) {
    return Object.entries(schema.properties).flatMap(([name, s]) =>
      flatten(s).readOnly === true ? [] : numberPaths(s, [...path, name], depth + 1),
    );
  }
  if (type === 'array') return numberPaths(schema.items, [...path, 0], depth + 1);
  return [];
}

/** Odd requests for one operation (see the file's comment); each changes one thing of the valid request. */
function oddCases(op: { operationId: string; method: string; url: string }, input: OddInput): GeneratedCase[] {
  const { valid, bodySchema, jsonBody, pathSchema, qSchema, make, withParts, ctx } = input;
  const out: GeneratedCase[] = [];
  const odd = (c: GeneratedCase): GeneratedCase => ({ ...c, odd: true });
  /** The case with its placeholder replaced by `raw` as it stands (not encoded again). */
  const rawUrl = (c: GeneratedCase, raw: string): GeneratedCase => ({
    ...c,
    request: { ...c.request, url: c.request.url.replace(PLACEHOLDER, raw) },
  });

  for (const name of Object.keys((pathSchema?.properties as Json | undefined) ?? {})) {
    for (const bytes of BAD_UTF8) {
      out.push(
        odd(
          rawUrl(
            make(
              'bad-utf8',
              'path',
              name,
              name,
              `path ${name}=${bytes} (not UTF-8)`,
              withParts({ params: { [name]: PLACEHOLDER } }),
            ),
            bytes,
          ),
        ),
      );
    }
  }
  const queryProps = (qSchema?.properties as Json | undefined) ?? {};
  for (const [name, raw] of Object.entries(queryProps)) {
    const query = (value: string) => ({ query: { ...valid.query, [name]: value } });
    for (const bytes of BAD_UTF8.slice(0, 4)) {
      out.push(
        odd(
          rawUrl(
            make('bad-utf8', 'query', name, name, `query ${name}=${bytes} (not UTF-8)`, withParts(query(PLACEHOLDER))),
            bytes,
          ),
        ),
      );
    }
    if (mainType(flatten(raw)) === 'string') {
      out.push(
        odd(make('control-characters', 'query', name, name, `query ${name}: control characters`, withParts(query(CONTROL_TEXT)))),
      );
      out.push(
        odd(make('huge-value', 'query', name, name, `query ${name}: 20,000 characters`, withParts(query('x'.repeat(20_000))))),
      );
    }
  }
  if (!Object.keys(queryProps).length) {
    out.push(
      odd(
        rawUrl(
          make(
            'bad-utf8',
            'query',
            'fuzz',
            'fuzz',
            'unknown query parameter that is not UTF-8',
            withParts({ query: { fuzz: PLACEHOLDER } }),
          ),
          '%FF%FE',
        ),
      ),
    );
  }

  if (!jsonBody) return out;
  const body = valid.body ?? {};
  const texts = bodySchema ? textPaths(bodySchema, [], 0) : [];
  for (const path of texts) {
    const field = fieldName(path);
    const at = (value: unknown) =>
      applyBodyMutation(body, { path, kind: 'control-characters', value, why: '', field, leaf: field }, bodySchema, ctx);
    out.push(
      odd(
        make(
          'control-characters',
          'body',
          field,
          field,
          `body ${field}: control characters`,
          withParts({ body: at(CONTROL_TEXT) }),
        ),
      ),
    );
    out.push(
      odd(
        make(
          'huge-value',
          'body',
          field,
          field,
          `body ${field}: 200,000 characters`,
          withParts({ body: at('x'.repeat(200_000)) }),
        ),
      ),
    );
  }
  // Bytes that are not UTF-8 inside a text field (or an extra one), as raw bytes of the JSON text.
  const target = texts[0];
  const withPlaceholder = target
    ? applyBodyMutation(
        body,
        { path: target, kind: 'bad-utf8', value: PLACEHOLDER, why: '', field: '', leaf: '' },
        bodySchema,
        ctx,
      )
    : isObject(body)
      ? { ...body, fuzz: PLACEHOLDER }
      : body;
  const [before, after] = JSON.stringify(withPlaceholder).split(PLACEHOLDER);
  if (after !== undefined) {
    for (const bytes of [
      [0xff, 0xfe],
      [0xc3, 0x28],
      [0xed, 0xa0, 0x80],
      [0xc0, 0xaf],
    ]) {
      const payload = Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
      const c = make(
        'bad-utf8',
        'body',
        target ? fieldName(target) : 'fuzz',
        'body',
        `body with bytes ${bytes.map((b) => b.toString(16)).join(' ')} (not UTF-8)`,
        withParts({ rawPayload: 'x' }),
      );
      out.push(odd({ ...c, request: { ...c.request, payload } }));
    }
  }
  // Numbers JSON can write but a double cannot hold, or only inexactly.
  for (const path of bodySchema ? numberPaths(bodySchema, [], 0).slice(0, 4) : []) {
    const field = fieldName(path);
    const marked = JSON.stringify(
      applyBodyMutation(body, { path, kind: 'huge-value', value: PLACEHOLDER, why: '', field, leaf: field }, bodySchema, ctx),
    );
    for (const n of ['1e309', '-1e309', '123456789012345678901234567890', '1e-400']) {
      out.push(
        odd(
          make(
            'huge-value',
            'body',
            field,
            field,
            `body ${field}: ${n}`,
            withParts({ rawPayload: marked.replace(`"${PLACEHOLDER}"`, n) }),
          ),
        ),
      );
    }
  }
  out.push(
    odd(
      make(
        'deep-nesting',
        'body',
        '',
        'body',
        'JSON arrays nested 20,000 deep',
        withParts({ rawPayload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` }),
      ),
    ),
  );
  out.push(
    odd(
      make(
        'deep-nesting',
        'body',
        '',
        'body',
        'JSON objects nested 5,000 deep',
        withParts({ rawPayload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` }),
      ),
    ),
  );
  out.push(
    odd(
      make(
        'unknown-field',
        'body',
        '__proto__',
        '__proto__',
        'body with a __proto__ key',
        withParts({ rawPayload: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}' }),
      ),
    ),
  );
  return out;
}

/** A seeded sample that keeps every path, query and header case and at least one case of each kind. */
function keepVariety(cases: GeneratedCase[], max: number, rng: Rng): GeneratedCase[] {
  const always = cases.filter(
    (c) => c.location !== 'body' || c.kind === 'malformed-json' || c.kind === 'wrong-content-type' || c.kind === 'empty-body',
  );
  const body = cases.filter((c) => !always.includes(c));
  const firstOfKind = new Map<CaseKind, GeneratedCase>();
  for (const c of rng.sample(body, body.length)) if (!firstOfKind.has(c.kind)) firstOfKind.set(c.kind, c);
  const chosen = new Set<GeneratedCase>([...always, ...firstOfKind.values()]);
  for (const c of rng.sample(body, body.length)) {
    if (chosen.size >= Math.max(max, always.length + firstOfKind.size)) break;
    chosen.add(c);
  }
  return cases.filter((c) => chosen.has(c));
}

/** The entity a path id refers to, read from the route (`/api/ingredient/:id` -> ingredient). */
function pathHint(url: string, name: string): string {
  if (name !== 'id') return name;
  const segments = url.split('/').filter((s) => s && !s.startsWith(':'));
  const map: Array<[RegExp, string]> = [
    [/^recipe(s)?$/i, 'recipeId'],
    [/^ingredientgroup$/i, 'ingredientGroupId'],
    [/^ingredient$/i, 'ingredientId'],
    [/^foodgroup$/i, 'foodGroupId'],
    [/^food-restrictions$/i, 'foodRestrictionId'],
    [/^user$/i, 'userId'],
  ];
  for (const seg of segments.reverse()) {
    for (const [re, hint] of map) if (re.test(seg)) return hint;
  }
  return name;
}

/** Every case of a document. */
export function generateCases(
  document: DocumentName,
  spec: LoadedSpec,
  prefix: string,
  options: GenerateOptions,
): GeneratedCase[] {
  const rng = createRng(options.seed);
  const counter = { n: 0 };
  const out: GeneratedCase[] = [];
  for (const op of spec.operations) {
    const url = prefix + op.url.slice(spec.basePath.length);
    out.push(...generateForOperation(document, { ...op, url }, options, rng, counter));
  }
  return out;
}
