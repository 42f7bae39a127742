/** The part of an ajv error the messages need (Fastify passes ajv's errors through as `error.validation`). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * Turns ajv's JSON pointer (`/ingredients/0/grams`) into the field path the SPA marks the field by
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

/** Words that read better spelled out (or in their own capitals) in a message. */
const SPELLED: Record<string, string> = {
  min: 'minimum',
  max: 'maximum',
  no: 'number',
  db: 'database',
  langual: 'LanguaL',
  utc: 'UTC',
  nl: 'NL',
  url: 'URL',
};
/** Trailing units shown in brackets: `weightKg` -> "weight (kg)". */
const UNITS = new Set(['kg', 'g', 'mg', 'cm', 'kcal', 'kj', 'ml']);

/** `preparationDetails` -> ["preparation", "details"]; `x-trace` and `fcdb_id` split too. */
function wordsOf(name: string): string[] {
  return name
    .replace(/LanguaL/g, 'Langual')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** A property name in words: `idRecipe` -> "recipe id", `noOfMealsPerDay` -> "number of meals per day". */
function nameInWords(name: string): string {
  let words = wordsOf(name);
  if (words.length > 1 && words[0] === 'id') words = [...words.slice(1), 'id'];
  words = words.map((w) => SPELLED[w] ?? w);
  const last = words[words.length - 1];
  if (words.length > 1 && UNITS.has(last) && !['minimum', 'maximum'].includes(words[0])) {
    return `${words.slice(0, -1).join(' ')} (${last})`;
  }
  return words.join(' ') || name;
}

/** `ingredients` -> "ingredient", `categories` -> "category", `statuses` -> "status". */
function singular(words: string): string {
  if (/ies$/.test(words)) return words.replace(/ies$/, 'y');
  if (/(s|x|ch|sh)es$/.test(words)) return words.replace(/es$/, '');
  if (/[^s]s$/.test(words)) return words.slice(0, -1);
  return words;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The field path (`ingredients[1].quantity`) in words a person reads: the last property, with the nearest
 * list position counted from 1 (`Quantity of ingredient 2`); a list element itself is `Meal type 1`.
 */
export function fieldInWords(field: string): string {
  const segments = [...field.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]));
  if (!segments.length) return 'The request';
  const last = segments[segments.length - 1];
  if (typeof last === 'number') {
    const list = segments[segments.length - 2];
    return capitalised(`${typeof list === 'string' ? singular(nameInWords(list)) : 'item'} ${last + 1}`);
  }
  const leaf = nameInWords(last);
  const index = segments[segments.length - 2];
  if (typeof index === 'number') {
    const list = segments[segments.length - 3];
    const item = typeof list === 'string' ? singular(nameInWords(list)) : 'item';
    // `tags[0].idTag` -> "Id of tag 1", not "Tag id of tag 1".
    const own = leaf === `${item} id` ? 'id' : leaf;
    return capitalised(`${own} of ${item} ${index + 1}`);
  }
  return capitalised(leaf);
}

const TYPES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty (null)',
};
const FORMATS: Record<string, string> = {
  date: 'a valid date (YYYY-MM-DD)',
  'date-time': 'a valid date and time (ISO 8601)',
  email: 'a valid email address',
  uri: 'a valid URL',
  uuid: 'a valid UUID',
};
const COMPARISONS: Record<string, string> = { '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'greater than' };

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
      return `must be ${COMPARISONS[String(p.comparison)] ?? p.comparison} ${p.limit}`;
    case 'multipleOf':
      return `must be a multiple of ${p.multipleOf}`;
    case 'type':
      return `must be ${String(p.type)
        .split(',')
        .map((t) => TYPES[t] ?? t)
        .join(' or ')}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'format':
      return `must be ${FORMATS[String(p.format)] ?? `a valid ${p.format}`}`;
    case 'pattern':
      return 'has an invalid format';
    case 'uniqueItems':
      return 'must not contain duplicates';
    default:
      return issue.message ?? 'is invalid';
  }
}

/**
 * Describes the first validation failure as `{ field, message }`: `field` is the machine path the SPA marks
 * the field by, `message` names the field in words, e.g.
 * `{ field: 'preparationDetails.servings', message: 'Servings must be at most 1000' }`.
 * `context` is Fastify's validation context (body, querystring, params, headers).
 */
export function describeValidationError(
  issue: ValidationIssue | undefined,
  context?: string,
): { field: string; message: string } {
  if (!issue)
    return {
      field: context ?? 'request',
      message: context === 'body' ? 'The request body is invalid' : 'The request is invalid',
    };
  const at = fieldFromPointer(issue.instancePath);
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    const name = issue.params.additionalProperty;
    const owner = at ? ` in ${fieldInWords(at).replace(/^./, (c) => c.toLowerCase())}` : '';
    return { field: join(at, name), message: `Unknown field "${name}"${owner} is not allowed` };
  }
  let field = at;
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string')
    field = join(at, issue.params.missingProperty);
  if (!field) {
    const whole = context === 'body' ? 'The request body' : 'The request';
    return { field: context === 'body' ? 'body' : (context ?? 'request'), message: `${whole} ${problem(issue)}` };
  }
  // A repeated query parameter is a list, but a person sent one name: `?mealType=X` -> "Meal type must be ...".
  const subject =
    context === 'headers' ? `Header ${field}` : fieldInWords(context === 'querystring' ? field.replace(/\[\d+\]/g, '') : field);
  // "Ingredient ids are required", "Status is required".
  const plural = issue.keyword === 'required' && /[^su]s$/.test(subject);
  return { field, message: `${subject} ${plural ? 'are required' : problem(issue)}` };
}
