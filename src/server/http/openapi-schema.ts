/**
 * OpenAPI 3.0 schema objects -> JSON Schema (draft-07) that Fastify's ajv (strict mode, with ajv-formats)
 * and fast-json-stringify accept.
 *
 * - `nullable: true` becomes a type array (or `anyOf [.., null]` when there is no type);
 * - keywords that are not JSON Schema (`example`, `discriminator`, `xml`, `externalDocs`, `x-*`) are dropped,
 *   because ajv's strict mode throws on unknown keywords;
 * - formats ajv-formats does not know are dropped (OpenAPI's int32/int64/float/double/byte/binary/password
 *   are known to it).
 */

type Json = Record<string, unknown>;

const KNOWN_FORMATS = new Set([
  'date',
  'time',
  'date-time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
]);

/** Keywords copied as they are (their values are not schemas). */
const PLAIN_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'default',
  'title',
  'description',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'readOnly',
  'writeOnly',
  'deprecated',
]);
const SCHEMA_KEYWORDS = new Set(['items', 'not', 'additionalProperties']);
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf']);

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Which side of the exchange the schema is for: OpenAPI says a required `readOnly` property is not
 * required in requests, and a required `writeOnly` one is not required in responses.
 */
export type SchemaDirection = 'request' | 'response';

/** Converts one OpenAPI 3.0 schema object (already dereferenced) to JSON Schema. */
export function toJsonSchema(schema: unknown, direction: SchemaDirection = 'request', ancestors: object[] = []): Json {
  if (!isObject(schema)) return {};
  if (ancestors.includes(schema)) {
    throw new Error('Circular schema references are not supported by the spec loader; break the cycle in the document');
  }
  const path = [...ancestors, schema];
  const convert = (s: unknown) => toJsonSchema(s, direction, path);
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (PLAIN_KEYWORDS.has(key)) {
      out[key] = value;
    } else if (key === 'format') {
      if (typeof value === 'string' && KNOWN_FORMATS.has(value)) out.format = value;
    } else if (SCHEMA_KEYWORDS.has(key)) {
      out[key] = typeof value === 'boolean' ? value : convert(value);
    } else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) {
      out[key] = value.map(convert);
    } else if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, convert(s)]));
    }
    // everything else (example, nullable, discriminator, xml, externalDocs, x-*) is dropped
  }
  if (Array.isArray(out.required) && isObject(schema.properties)) {
    const props = schema.properties;
    const skip = direction === 'request' ? 'readOnly' : 'writeOnly';
    out.required = out.required.filter(
      (name) => !(isObject(props[name as string]) && (props[name as string] as Json)[skip] === true),
    );
    if ((out.required as unknown[]).length === 0) delete out.required;
  }
  // OpenAPI 3.0 exclusiveMinimum/Maximum are booleans modifying minimum/maximum.
  if (typeof out.exclusiveMinimum === 'boolean') {
    if (out.exclusiveMinimum && typeof out.minimum === 'number') {
      out.exclusiveMinimum = out.minimum;
      delete out.minimum;
    } else delete out.exclusiveMinimum;
  }
  if (typeof out.exclusiveMaximum === 'boolean') {
    if (out.exclusiveMaximum && typeof out.maximum === 'number') {
      out.exclusiveMaximum = out.maximum;
      delete out.maximum;
    } else delete out.exclusiveMaximum;
  }
  // ajv-formats accepts any integer as int64, but a JavaScript number above 2^53 is not exact (an id
  // 9007199254740993 would silently become ...992): refuse those in requests with a 400.
  // An int32 is refused beyond its range the same way, and so is an integer without a format beyond the
  // exact range (so `1e309` or 400 digits are a 400 naming the field, not a database error).
  if (
    direction === 'request' &&
    (out.format === 'int64' || out.format === 'int32' || (out.type === 'integer' && out.format === undefined))
  ) {
    const [min, max] = out.format === 'int32' ? [-(2 ** 31), 2 ** 31 - 1] : [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
    if (typeof out.maximum !== 'number' && typeof out.exclusiveMaximum !== 'number') out.maximum = max;
    if (typeof out.minimum !== 'number' && typeof out.exclusiveMinimum !== 'number') out.minimum = min;
  }
  if (schema.nullable === true) return makeNullable(out);
  return out;
}

function makeNullable(out: Json): Json {
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  if (Array.isArray(out.type)) {
    if (!out.type.includes('null')) out.type = [...out.type, 'null'];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}
