import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseQueryString } from 'node:querystring';
import { HttpError, registerErrorHandling } from './errors';
import { createValidatorCompiler } from './validator';
import { isJsonContentType, loadSpec, routeSchemas, type LoadedOperation } from './openapi-document';
import { isFileResult, isPageResult, isStatusResult, type AnyOperationHandler, type HandlerMap } from './operation';
import { RESULT_COUNT_HEADER } from './reply';
import type { OperationInfo, OperationRouteConfig, RouteGuard } from './types';
import { registerRequestContext } from './request-context';
import type { Database } from '../db/client';
import { fieldInWords } from './validation-messages';
import { routeRateLimit, type RateLimits } from './rate-limits';

export interface SpecAppOptions {
  /** Path of the OpenAPI 3.0 YAML/JSON document. */
  specPath: string;
  /** Handlers keyed by operationId. A key the document does not declare fails the start-up. */
  handlers: HandlerMap;
  /** Route prefix; defaults to the path of the document's `servers[0].url` (e.g. `/api`). */
  prefix?: string;
  /**
   * Guard run before every secured operation (see `createRouteGuard` in `server/auth`).
   * `null` serves secured operations without authentication: only for tests of the loader itself.
   */
  auth: RouteGuard | null;
  /** Body limit for non-JSON bodies (uploads), in bytes. Default 10 MiB. */
  uploadBodyLimit?: number;
  /** The database handlers reach through `ctx.db` (scoped to the caller's context). */
  database?: Database;
  /**
   * Per-user limits of the CPU-heavy operations (rate-limits.ts); applied when @fastify/rate-limit is
   * registered on the instance (`registerRateLimits`), with the defaults for groups not given.
   */
  rateLimits?: Partial<RateLimits>;
}

export interface SpecAppResult {
  prefix: string;
  operations: OperationInfo[];
  /** operationIds that have a handler. */
  built: string[];
  /** operationIds answered with 501 for now. */
  notImplemented: string[];
}

/** Answer of an operation that has no handler yet. */
export function notImplementedHandler(operationId: string): AnyOperationHandler {
  return async () => {
    throw new HttpError(501, 'NOT_IMPLEMENTED', `Operation ${operationId} is not implemented yet`);
  };
}

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), if any. */
function nulField(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = nulField(v, `${at}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      const found = nulField(v, at ? `${at}.${k}` : k);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The body in the form the handler takes: refused with 415 unless sent as one of the content types the
 * document declares; a multipart body parsed with the platform's parser; any other as the loader kept it.
 */
async function bodyOf(request: FastifyRequest, op: LoadedOperation): Promise<unknown> {
  const contentType = request.headers['content-type'];
  const declared = op.requestContentTypes.map((t) => t.split(';')[0].trim().toLowerCase());
  const sent = contentType?.split(';')[0].trim().toLowerCase();
  if (request.body !== undefined && declared.length && sent && !declared.includes(sent)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Expected a body of type ${declared.join(' or ')}`);
  }
  // JSON bodies are checked by their schema; a required body of another type is checked here.
  if (
    op.requestBody?.required === true &&
    (request.body === undefined || (Buffer.isBuffer(request.body) && request.body.length === 0))
  ) {
    throw new HttpError(400, 'VALIDATION_ERROR', `A request body (${declared.join(' or ')}) is required`, 'body');
  }
  if (!Buffer.isBuffer(request.body) || !contentType?.toLowerCase().startsWith('multipart/form-data')) return request.body;
  try {
    return await new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'VALIDATION_ERROR', 'The multipart body could not be read', 'body');
  }
}

/** The first 2xx status the document declares for an operation (what a plain handler result is sent with). */
function successStatus(op: LoadedOperation): number {
  const declared = Object.keys(op.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .map(Number)
    .sort((a, b) => a - b);
  return declared[0] ?? 200;
}

/**
 * Calls a typed handler with the validated parts of the request and its context, and sends what it
 * returns: a JSON body with the document's success status, nothing (204), a page (+ x-result-count),
 * a file, or a body with another declared status.
 */
function bindHandler(handler: AnyOperationHandler, op: LoadedOperation) {
  const status = successStatus(op);
  const call = handler as (input: Record<string, unknown>) => unknown;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const field = nulField(request.params, '') ?? nulField(request.query, '') ?? nulField(request.body, '');
    if (field !== undefined) {
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        `${field ? fieldInWords(field) : 'The request body'} must not contain NUL characters`,
        field || 'body',
      );
    }
    const result = await call({
      params: request.params ?? {},
      query: request.query ?? {},
      headers: request.headers,
      body: await bodyOf(request, op),
      get ctx() {
        return request.ctx;
      },
    });
    if (isPageResult(result)) return reply.code(status).header(RESULT_COUNT_HEADER, String(result.total)).send(result.items);
    if (isFileResult(result)) return reply.code(status).type(result.contentType).headers(result.headers).send(result.bytes);
    if (isStatusResult(result)) return reply.code(result.status).send(result.body);
    if (result === undefined) return reply.code(status === 200 ? 204 : status).send();
    return reply.code(status).send(result);
  };
}

function stripInternals(op: LoadedOperation): OperationInfo {
  const { parameters: _p, requestBody: _b, responses: _r, ...info } = op;
  return info;
}

/**
 * Serves one OpenAPI document on `fastify`: one route per operation, validated and serialised from the
 * document, bound to `handlers` by operationId, behind `auth`. Rejects before registering anything when
 * a handler names an operationId the document does not have (or the document is unusable).
 */
export async function buildSpecApp(fastify: FastifyInstance, options: SpecAppOptions): Promise<SpecAppResult> {
  const spec = await loadSpec(options.specPath);
  const declared = new Set(spec.operations.map((op) => op.operationId));
  const unknown = Object.keys(options.handlers).filter((id) => !declared.has(id));
  if (unknown.length) {
    throw new Error(
      `${options.specPath} declares no operation ${unknown.map((id) => `"${id}"`).join(', ')}; ` +
        'fix the handler map or the document (handlers are bound by operationId)',
    );
  }
  const prefix = (options.prefix ?? spec.basePath).replace(/\/+$/, '');
  const nonJsonTypes = new Set(
    spec.operations
      .flatMap((op) => op.requestContentTypes)
      .filter((t) => !isJsonContentType(t))
      .map((t) => t.split(';')[0].trim().toLowerCase()),
  );
  const uploadBodyLimit = options.uploadBodyLimit ?? 10 * 1024 * 1024;

  await fastify.register(
    async (scope) => {
      registerErrorHandling(scope);
      registerRequestContext(scope, options.database);
      scope.setValidatorCompiler(createValidatorCompiler());
      for (const type of nonJsonTypes) {
        if (scope.hasContentTypeParser(type)) continue;
        if (type === 'application/x-www-form-urlencoded') {
          scope.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) =>
            done(null, parseQueryString(body as string)),
          );
        } else {
          // multipart/form-data, images, octet-stream: kept as bytes; multipart bodies reach the handler as
          // FormData (see `bodyOf`), anything else as a Buffer.
          scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: uploadBodyLimit }, (_req, body, done) =>
            done(null, body),
          );
        }
      }

      for (const op of spec.operations) {
        const info = stripInternals(op);
        const handler = bindHandler(options.handlers[op.operationId] ?? notImplementedHandler(op.operationId), op);
        const guard = op.secured ? options.auth : null;
        const rateLimit = routeRateLimit(op.operationId, options.rateLimits);
        const config: OperationRouteConfig = {
          operationId: op.operationId,
          roles: op.roles,
          ...(rateLimit ? { rateLimit } : {}),
        };
        scope.route({
          method: op.method,
          url: op.url.slice(spec.basePath.length) || '/',
          schema: routeSchemas(op),
          config,
          // onRequest: refuse unauthenticated callers before their body is read or validated
          onRequest: guard ? async (request: FastifyRequest) => guard(request, info) : undefined,
          handler,
        });
      }
    },
    { prefix },
  );

  const built = spec.operations.map((op) => op.operationId).filter((id) => id in options.handlers);
  return {
    prefix,
    operations: spec.operations.map((op) => ({ ...stripInternals(op), url: prefix + op.url.slice(spec.basePath.length) })),
    built,
    notImplemented: spec.operations.map((op) => op.operationId).filter((id) => !(id in options.handlers)),
  };
}
