import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string;
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A canonical decimal integer: optional minus, digits only, no leading zero (no `016`, `0x`, exponent, sign, blank, fraction or `_`). */
const PLAIN_INTEGER = /^(0|-?[1-9]\d*)$/;
/** A plain decimal number: digits with an optional fraction and exponent (no hex, no Infinity, no blanks). */
const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** `{ allOf: [{ type: integer }], ... }` -> one schema (enough to read `type` and `items`). */
function flat(schema: unknown): Json {
  if (!isObject(schema)) return {};
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  return Object.assign({}, ...(allOf as unknown[]).map(flat), rest) as Json;
}

function numericType(schema: Json): 'integer' | 'number' | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return undefined;
}

/** Whether `text` is the plain decimal form of its type (a finite one for numbers). */
function isPlain(text: string, type: 'integer' | 'number'): boolean {
  return type === 'integer' ? PLAIN_INTEGER.test(text) : PLAIN_NUMBER.test(text) && Number.isFinite(Number(text));
}

/**
 * The first numeric value of a path, query or header object that is not written as a plain decimal
 * number, as an ajv `type` error. ajv's coercion alone reads `0x3e8`, `1e3`, `+1000`, ` 1000` and
 * `1000.0` as 1000; those are refused here before ajv coerces anything.
 */
function strictNumbers(schema: object): ((data: unknown) => ErrorObject | undefined) | undefined {
  const properties = isObject((schema as Json).properties) ? ((schema as Json).properties as Json) : {};
  const checks: Array<{ name: string; type: 'integer' | 'number'; list: boolean }> = [];
  for (const [name, raw] of Object.entries(properties)) {
    const s = flat(raw);
    const own = numericType(s);
    if (own) checks.push({ name, type: own, list: false });
    else {
      const items = numericType(flat(s.items));
      if (items) checks.push({ name, type: items, list: true });
    }
  }
  if (!checks.length) return undefined;
  const error = (instancePath: string, type: string): ErrorObject => ({
    keyword: 'type',
    instancePath,
    schemaPath: '#/type',
    params: { type },
    message: `must be ${type}`,
  });
  return (data) => {
    if (!isObject(data)) return undefined;
    for (const { name, type, list } of checks) {
      const value = data[name];
      const pointer = `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (typeof value === 'string' && !isPlain(value, type)) return error(pointer, type);
      if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) {
          if (typeof item === 'string' && !isPlain(item, type)) return error(list ? `${pointer}/${i}` : pointer, type);
        }
      }
    }
    return undefined;
  };
}

/**
 * Validators for the routes built from the documents. Query, path and header values arrive as text,
 * so they are coerced to the declared types (a single `?a=1` becomes the list `[1]`) — but only from
 * their plain decimal form: `0x3e8`, `1e3`, `+5`, ` 12`, `12.0` or `Infinity` for an integer is a 400
 * naming the parameter. A JSON body is already typed: a wrong type there is the client's error and gets
 * a 400, never a silent conversion (`{"quantity": null}` must not become 0). Unknown fields are refused,
 * not dropped.
 */
export function createValidatorCompiler() {
  // multipleOfPrecision: 0.07 is a multiple of 0.01 although 0.07 / 0.01 is 7.000000000000001 in binary.
  const options = {
    allErrors: false,
    useDefaults: true,
    removeAdditional: false,
    addUsedSchema: false,
    multipleOfPrecision: 9,
  } as const;
  const forText = new Ajv({ ...options, coerceTypes: 'array' });
  const forBody = new Ajv({ ...options, coerceTypes: false });
  addFormats(forText);
  addFormats(forBody);
  return ({ schema, httpPart }: { schema: object; httpPart?: HttpPart }): ValidateFunction => {
    if (httpPart === 'body') return forBody.compile(schema);
    const validate = forText.compile(schema);
    const strict = strictNumbers(schema);
    if (!strict) return validate;
    const checked = ((data: unknown, ...rest: unknown[]) => {
      const refused = strict(data);
      if (refused) {
        checked.errors = [refused];
        return false;
      }
      const ok = (validate as (d: unknown, ...r: unknown[]) => boolean)(data, ...rest);
      checked.errors = validate.errors;
      return ok;
    }) as ValidateFunction;
    return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
  };
}
