/**
 * The runtime constants the SPA needs from an OpenAPI document, which the RTK Query generator leaves
 * out (it emits types only): the values of every enumeration schema, and the limits of every object
 * schema's fields (type, required, minimum/maximum, lengths, item counts), so that forms check and
 * show the document's limits instead of hand-copied numbers. Written by scripts/codegen.ts.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface SchemaObject {
  type?: string;
  enum?: Json[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  readOnly?: boolean;
  $ref?: string;
  [keyword: string]: Json | SchemaObject | Record<string, SchemaObject> | undefined;
}

/** The keywords a form can check before sending; the others stay with the server. */
const LIMIT_KEYWORDS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
] as const;

export interface FieldLimits {
  type: string;
  required?: true;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** The limits of one property, or undefined when it has none worth checking in a form. */
function limitsOf(property: SchemaObject, required: boolean): FieldLimits | undefined {
  if (property.$ref || property.readOnly || typeof property.type !== 'string') return undefined;
  const limits: FieldLimits = { type: property.type };
  if (required) limits.required = true;
  let constrained = property.type === 'integer';
  for (const keyword of LIMIT_KEYWORDS) {
    const value = property[keyword];
    if (typeof value === 'number') {
      limits[keyword] = value;
      constrained = true;
    }
  }
  return constrained ? limits : undefined;
}

export function enumsOf(schemas: Record<string, SchemaObject>): Record<string, string[]> {
  const enums: Record<string, string[]> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) enums[name] = schema.enum.map(String);
  }
  return enums;
}

export function fieldLimitsOf(schemas: Record<string, SchemaObject>): Record<string, Record<string, FieldLimits>> {
  const out: Record<string, Record<string, FieldLimits>> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const fields: Record<string, FieldLimits> = {};
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const limits = limitsOf(property, schema.required?.includes(field) ?? false);
      if (limits) fields[field] = limits;
    }
    if (Object.keys(fields).length) out[name] = fields;
  }
  return out;
}

/** The source of `src/services/generated/<reducer>.constants.generated.ts`. */
export function constantsSource(
  header: string,
  reducer: string,
  doc: { components?: { schemas?: Record<string, SchemaObject> } },
): string {
  const schemas = doc.components?.schemas ?? {};
  return (
    header +
    `/** The values of each enumeration schema, in the document's order. */\n` +
    `export const ${reducer}Enums = ${JSON.stringify(enumsOf(schemas), null, 2)} as const;\n\n` +
    `/** The limits of the fields of each object schema (required, ranges, lengths, item counts; integer type). */\n` +
    `export const ${reducer}FieldLimits = ${JSON.stringify(fieldLimitsOf(schemas), null, 2)} as const;\n`
  );
}
