import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
export const unauthorized = (message = 'A valid access token is required') =>
  new HttpError(401, 'UNAUTHORIZED', message, undefined, { 'www-authenticate': 'Bearer error="invalid_token"' });
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string, field?: string) => new HttpError(409, code, message, field);

/** Codes for the 4xx errors Fastify itself raises before a handler runs (body parsing, content type, size). */
const FRAMEWORK_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function isFastifyValidationError(error: unknown): error is FastifyError & { validation: NonNullable<FastifyError['validation']> } {
  return typeof error === 'object' && error !== null && Array.isArray((error as FastifyError).validation);
}

/** Maps any thrown value to a status and a body that is safe to send. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.toBody(), headers: error.headers };
  }
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
    const message = fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
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
