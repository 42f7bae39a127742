import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseQueryString } from 'node:querystring';
import { HttpError, registerErrorHandling } from './errors';
import { createValidatorCompiler } from './validator';
import { isJsonContentType, loadSpec, routeSchemas, type LoadedOperation } from './openapi-document';
import type { Handler, HandlerMap, OperationInfo, OperationRouteConfig, RouteGuard } from './types';

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
export function notImplementedHandler(operationId: string): Handler {
  return async () => {
    throw new HttpError(501, 'NOT_IMPLEMENTED', `Operation ${operationId} is not implemented yet`);
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
    spec.operations.flatMap((op) => op.requestContentTypes).filter((t) => !isJsonContentType(t)).map((t) => t.split(';')[0].trim().toLowerCase()),
  );
  const uploadBodyLimit = options.uploadBodyLimit ?? 10 * 1024 * 1024;

  await fastify.register(async (scope) => {
    registerErrorHandling(scope);
    scope.setValidatorCompiler(createValidatorCompiler());
    for (const type of nonJsonTypes) {
      if (scope.hasContentTypeParser(type)) continue;
      if (type === 'application/x-www-form-urlencoded') {
        scope.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, parseQueryString(body as string)));
      } else {
        // multipart/form-data, images, octet-stream: the handler gets the raw bytes (request.body is a Buffer);
        // see `readMultipart` for form data.
        scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: uploadBodyLimit }, (_req, body, done) => done(null, body));
      }
    }

    for (const op of spec.operations) {
      const info = stripInternals(op);
      const handler = options.handlers[op.operationId] ?? notImplementedHandler(op.operationId);
      const guard = op.secured ? options.auth : null;
      const config: OperationRouteConfig = { operationId: op.operationId, roles: op.roles };
      scope.route({
        method: op.method,
        url: op.url.slice(spec.basePath.length) || '/',
        schema: routeSchemas(op),
        config,
        // onRequest: refuse unauthenticated callers before their body is read or validated
        onRequest: guard ? async (request: FastifyRequest) => guard(request, info) : undefined,
        handler: async (request: FastifyRequest, reply: FastifyReply) => handler(request, reply),
      });
    }
  }, { prefix });

  const built = spec.operations.map((op) => op.operationId).filter((id) => id in options.handlers);
  return {
    prefix,
    operations: spec.operations.map((op) => ({ ...stripInternals(op), url: prefix + op.url.slice(spec.basePath.length) })),
    built,
    notImplemented: spec.operations.map((op) => op.operationId).filter((id) => !(id in options.handlers)),
  };
}

/** Parses a multipart/form-data request body (kept as a Buffer by the loader) with the platform's parser. */
export async function readMultipart(request: FastifyRequest): Promise<FormData> {
  const contentType = request.headers['content-type'];
  if (!Buffer.isBuffer(request.body) || !contentType?.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body');
  }
  try {
    return await new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'VALIDATION_ERROR', 'The multipart body could not be read', 'body');
  }
}
