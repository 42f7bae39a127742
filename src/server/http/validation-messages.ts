/** The part of an ajv error the messages need (Fastify passes ajv's errors through as `error.validation`). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * Turns ajv's JSON pointer (`/ingredients/0/grams`) into the field name a person reads
 * (`ingredients[0].grams`). Header and query names stay as they are.
 */
export function fieldFromPointer(pointer: string): string {
  if (!pointer) return '';
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function join(base: string, name: string) {
  return base ? `${base}.${name}` : name;
}

function problem(issue: ValidationIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must have at least ${p.limit} characters`;
    case 'maxLength':
      return `must have at most ${p.limit} characters`;
    case 'minItems':
      return p.limit === 1 ? 'must not be empty' : `must have at least ${p.limit} items`;
    case 'maxItems':
      return `must have at most ${p.limit} items`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${p.comparison} ${p.limit}`;
    case 'type':
      return `must be ${String(p.type).replace(',', ' or ')}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'format':
      return `must be a valid ${p.format}`;
    case 'pattern':
      return 'has an invalid format';
    case 'additionalProperties':
      return 'is not allowed';
    case 'uniqueItems':
      return 'must not contain duplicates';
    default:
      return issue.message ?? 'is invalid';
  }
}

/**
 * Describes the first validation failure as `{ field, message }`, e.g.
 * `{ field: 'name', message: 'name must not be empty' }`.
 * `context` is Fastify's validation context (body, querystring, params, headers).
 */
export function describeValidationError(issue: ValidationIssue | undefined, context?: string): { field: string; message: string } {
  if (!issue) return { field: context ?? 'request', message: `${context ?? 'request'} is invalid` };
  let field = fieldFromPointer(issue.instancePath);
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    field = join(field, issue.params.missingProperty);
  } else if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    field = join(field, issue.params.additionalProperty);
  }
  if (!field) field = context === 'body' ? 'body' : (context ?? 'request');
  return { field, message: `${field} ${problem(issue)}` };
}
