/** Country contexts: each is a separate country database, implemented as one PostgreSQL schema. */
import { COUNTRIES, type Country } from '../../domain/catalogueEnums';

export { COUNTRIES, type Country };

/** Schema of everything that is the same in every context (LanguaL, staff, identity provider data). */
export const SHARED_SCHEMA = 'shared';

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/**
 * The schema name of a context. Throws on anything that is not one of the eight contexts, so the result
 * is safe to put into SQL text (identifiers cannot be bound as parameters).
 */
export function contextSchema(ctx: unknown): `ctx_${Country}` {
  if (!isCountry(ctx)) throw new InvalidContextError(ctx);
  return `ctx_${ctx}`;
}

export class InvalidContextError extends Error {
  readonly code = 'INVALID_CONTEXT';
  constructor(value: unknown) {
    super(`Unknown database context: ${JSON.stringify(String(value)).slice(0, 40)}`);
    this.name = 'InvalidContextError';
  }
}
