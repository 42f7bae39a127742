import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asDatabaseError, classifyDatabaseError, offendingColumn } from '../db/errors';
import { describeValidationError } from './validation-messages';

/** The body of every error response: a stable code, a human message, and the field when one is at fault. */
export interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}

/**
 * A domain error a handler throws to answer with a 4xx (or a deliberate 5xx).
 * The message is sent to the client as is, so it must never carry internals.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field?: string;
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, code: string, message: string, field?: string, headers?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return this.field === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, field: this.field };
  }
}

export const badRequest = (message: string, field?: string, code = 'VALIDATION_ERROR') =>
  new HttpError(400, code, message, field);
/** 400 for the first problem a domain check found in a list: its code and message, the field `<list>[index].field`. */
export const listItemError = (list: string, p: { index: number; field: string; code: string; message: string }) =>
  new HttpError(400, p.code, p.message, `${list}[${p.index}].${p.field}`);
export const unauthorized = (message = 'A valid access token is required') =>
  new HttpError(401, 'UNAUTHORIZED', message, undefined, { 'www-authenticate': 'Bearer error="invalid_token"' });
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string, field?: string) => new HttpError(409, code, message, field);

/**
 * Optimistic locking: the 409 for a save whose `version` is no longer the stored one (someone saved in between),
 * naming both versions when the current one is known. `what`: "recipe", "ingredient", "simulation profile".
 */
export const versionConflict = (code: string, what: string, loaded: number, current?: number) =>
  conflict(
    code,
    current === undefined
      ? `The ${what} was changed by someone else; reload it and apply your changes again`
      : `The ${what} was changed by someone else (you loaded version ${loaded}, it is now version ${current}); reload it and apply your changes again`,
    'version',
  );

/** Codes for the 4xx errors Fastify itself raises before a handler runs (body parsing, content type, size). */
const FRAMEWORK_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function isFastifyValidationError(
  error: unknown,
): error is FastifyError & { validation: NonNullable<FastifyError['validation']> } {
  return typeof error === 'object' && error !== null && Array.isArray((error as FastifyError).validation);
}

const words = (identifier: string) => identifier.replace(/_/g, ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** `ingredient` -> "an ingredient", `recipe tag` -> "a recipe tag". */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const camel = (column: string) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * A PostgreSQL error as the caller's 4xx: what went wrong, named in words, without SQL or values the
 * caller did not send. Repositories and services need not catch these one by one; they still may,
 * to say more (e.g. UNIT_IN_USE), by throwing an HttpError themselves.
 */
export function databaseErrorResponse(error: unknown): { status: number; body: ErrorBody } | undefined {
  const kind = classifyDatabaseError(error);
  const e = asDatabaseError(error);
  if (!kind || !e) return undefined;
  const column = offendingColumn(e);
  const field = column ? { field: camel(column) } : {};
  const table = e.table ? words(e.table) : 'record';
  switch (kind) {
    case 'unique':
      return {
        status: 409,
        body: {
          code: 'ALREADY_EXISTS',
          message: `${capitalised(withArticle(table))} with this ${column ? words(column) : 'key'} already exists`,
          ...field,
        },
      };
    case 'missing-reference': {
      const target = /is not present in table "([^"]+)"/.exec(e.detail ?? '')?.[1];
      return {
        status: 422,
        body: {
          code: 'UNKNOWN_REFERENCE',
          message: `${column ? capitalised(words(column)) : 'A reference'} names ${withArticle(target ? words(target) : 'record')} that does not exist`,
          ...field,
        },
      };
    }
    case 'still-referenced': {
      // PostgreSQL reports the referencing table as `table`; the deleted row's table is in the message.
      const user = /referenced from table "([^"]+)"/.exec(e.detail ?? '')?.[1];
      const used = /on table "([^"]+)" violates/.exec(e.message ?? '')?.[1];
      const thing = used ? words(used) : 'record';
      return {
        status: 409,
        body: { code: 'IN_USE', message: `The ${thing} is still used by ${user ? withArticle(words(user)) : 'other records'}` },
      };
    }
    case 'invalid-value':
      return {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: column
            ? `${capitalised(words(column))} has a value that is out of range or malformed`
            : 'A value of the request is out of range or malformed',
          ...field,
        },
      };
    case 'conflict':
      return {
        status: 409,
        body: { code: 'CONCURRENT_UPDATE', message: 'Another change was being saved at the same time; try again' },
      };
  }
}

/** Maps any thrown value to a status and a body that is safe to send. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.toBody(), headers: error.headers };
  }
  const fromDatabase = databaseErrorResponse(error);
  if (fromDatabase) return fromDatabase;
  if (isFastifyValidationError(error)) {
    const first = error.validation[0];
    const { field, message } = describeValidationError(first, error.validationContext);
    return { status: 400, body: { code: 'VALIDATION_ERROR', message, field } };
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large):
    // their messages describe the request, not the server, so they may be shown.
    const fastifyError = error as FastifyError;
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON'
        : fastifyError.message;
    return { status, body: { code: FRAMEWORK_CODES[status] ?? 'BAD_REQUEST', message } };
  }
  return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } };
}

/** Sends the error response for `error`; 5xx are logged with their cause and never leak it. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorResponse(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else if (status !== 404) {
    request.log.info({ status, code: body.code, field: body.field }, body.message);
  }
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Installs the one error handler and the JSON 404 on `fastify` (and its children).
 * Call it on the root instance, or on an encapsulated one for a prefix.
 */
export function registerErrorHandling(fastify: FastifyInstance) {
  fastify.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  fastify.setNotFoundHandler((request, reply) =>
    sendError(notFound(`No route for ${request.method} ${request.url.split('?')[0]}`), request, reply),
  );
}
