/**
 * The limits an OpenAPI document sets on a field (generated into
 * src/services/generated/<root>.constants.generated.ts as `<root>FieldLimits`), turned into the
 * check a form runs before sending and the hint it shows under the field. No number is copied by
 * hand: a changed limit in the document changes the form at the next `npm run codegen`.
 */
export interface FieldLimits {
  readonly type: string;
  readonly required?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  /** The step a number keeps to (0.01: at most two decimals). */
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
}

const grouped = (n: number) => n.toLocaleString('en-GB');

/** "Whole number, 1 to 1,000", "0.01 to 10", "0 to 100,000 in steps of 0.01", "At most 255 characters": what the field accepts. */
export function limitHint(limits: FieldLimits): string | undefined {
  const { minimum, maximum } = limits;
  const whole = limits.type === 'integer';
  if (limits.type === 'string')
    return limits.maxLength === undefined ? undefined : `At most ${grouped(limits.maxLength)} characters`;
  let range: string | undefined;
  if (minimum !== undefined && maximum !== undefined) range = `${grouped(minimum)} to ${grouped(maximum)}`;
  else if (minimum !== undefined) range = `at least ${grouped(minimum)}`;
  else if (maximum !== undefined) range = `at most ${grouped(maximum)}`;
  if (whole) return range ? `Whole number, ${range}` : 'Whole number';
  const text = [range, limits.multipleOf === undefined ? undefined : `in steps of ${limits.multipleOf}`]
    .filter(Boolean)
    .join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined;
}

export interface LimitMessages {
  /** The message for an empty required field (the specification's, e.g. "Servings cannot be empty"). */
  empty?: string;
}

/**
 * The first limit `value` breaks, as a message naming the field (`label`), or undefined when it fits.
 * Numbers may arrive as text (inputs keep what was typed) or as numbers (NaN when emptied).
 */
export function limitProblem(
  value: unknown,
  label: string,
  limits: FieldLimits,
  messages: LimitMessages = {},
): string | undefined {
  const text = typeof value === 'number' ? (Number.isNaN(value) ? '' : String(value)) : typeof value === 'string' ? value : '';
  if (text.trim() === '') return limits.required ? (messages.empty ?? `${label} cannot be empty`) : undefined;
  if (limits.type === 'string') {
    if (limits.maxLength !== undefined && text.length > limits.maxLength)
      return `${label} must have at most ${grouped(limits.maxLength)} characters`;
    if (limits.minLength !== undefined && text.trim().length < limits.minLength)
      return `${label} must have at least ${grouped(limits.minLength)} characters`;
    return undefined;
  }
  const number = Number(text);
  if (!Number.isFinite(number)) return `${label} must be a number`;
  if (limits.type === 'integer' && !Number.isInteger(number)) return `${label} must be a whole number`;
  if (limits.minimum !== undefined && number < limits.minimum) return `${label} must be at least ${grouped(limits.minimum)}`;
  if (limits.maximum !== undefined && number > limits.maximum) return `${label} must be at most ${grouped(limits.maximum)}`;
  if (limits.exclusiveMinimum !== undefined && number <= limits.exclusiveMinimum)
    return `${label} must be more than ${grouped(limits.exclusiveMinimum)}`;
  if (limits.exclusiveMaximum !== undefined && number >= limits.exclusiveMaximum)
    return `${label} must be less than ${grouped(limits.exclusiveMaximum)}`;
  if (limits.multipleOf !== undefined && !isMultiple(number, limits.multipleOf))
    return `${label} must be in steps of ${limits.multipleOf}`;
  return undefined;
}

/** True when `value` is a whole number of `step`s, allowing for binary fractions (0.07 / 0.01 is 7.000000000000001). */
function isMultiple(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 * Math.max(1, Math.abs(steps));
}

/** A react-hook-form `validate` rule checking the limits. */
export function limitRule(label: string, limits: FieldLimits, messages?: LimitMessages) {
  return (value: unknown): true | string => limitProblem(value, label, limits, messages) ?? true;
}

/** HTML attributes of a number input, for the spin buttons and assistive technology. */
export function numberInputAttributes(limits: FieldLimits): { min?: number; max?: number; step?: number } {
  return { min: limits.minimum, max: limits.maximum, step: limits.type === 'integer' ? 1 : limits.multipleOf };
}
