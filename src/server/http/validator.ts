import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string;

/**
 * Validators for the routes built from the documents. Query, path and header values arrive as text,
 * so they are coerced to the declared types (a single `?a=1` becomes the list `[1]`). A JSON body
 * is already typed: a wrong type there is the client's error and gets a 400, never a silent
 * conversion (`{"quantity": null}` must not become 0). Unknown fields are refused, not dropped.
 */
export function createValidatorCompiler() {
  const options = { allErrors: false, useDefaults: true, removeAdditional: false, addUsedSchema: false } as const;
  const forText = new Ajv({ ...options, coerceTypes: 'array' });
  const forBody = new Ajv({ ...options, coerceTypes: false });
  addFormats(forText);
  addFormats(forBody);
  return ({ schema, httpPart }: { schema: object; httpPart?: HttpPart }): ValidateFunction =>
    (httpPart === 'body' ? forBody : forText).compile(schema);
}
