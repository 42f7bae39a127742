import SwaggerParser from '@apidevtools/swagger-parser';
import { isObject, toJsonSchema } from './openapi-schema';
import { OPERATION_ROLES, type HttpMethod, type OperationInfo, type OperationRole } from './types';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

/** A dereferenced OpenAPI 3.0 document (only the parts the loader reads are typed). */
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  security?: Json[];
  paths: Record<string, Json>;
}

/** One operation with the raw objects the route schemas are built from. */
export interface LoadedOperation extends OperationInfo {
  parameters: Json[];
  requestBody?: Json;
  responses: Json;
}

export interface LoadedSpec {
  document: OpenApiDocument;
  /** The path part of `servers[0].url` (e.g. `/api`), without a trailing slash. */
  basePath: string;
  operations: LoadedOperation[];
}

/**
 * Parses, validates and dereferences the document. Throws (so the server does not start) when the
 * document is invalid, or an operation lacks an operationId, repeats one, or lists an unknown role.
 */
export async function loadSpec(specPath: string): Promise<LoadedSpec> {
  const document = (await SwaggerParser.validate(specPath)) as unknown as OpenApiDocument;
  if (!String(document.openapi).startsWith('3.')) {
    throw new Error(`${specPath}: only OpenAPI 3 documents are supported (found ${document.openapi})`);
  }
  const basePath = serverBasePath(document.servers?.[0]?.url);
  const operations: LoadedOperation[] = [];
  const seen = new Set<string>();
  const problems: string[] = [];

  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const shared = Array.isArray(item.parameters) ? (item.parameters as Json[]) : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const operationId = op.operationId;
      if (typeof operationId !== 'string' || !operationId) {
        problems.push(`${where} has no operationId`);
        continue;
      }
      if (seen.has(operationId)) problems.push(`operationId ${operationId} is used twice`);
      seen.add(operationId);

      const security = (op.security ?? document.security ?? []) as Json[];
      const secured = security.length > 0;
      const rawRoles = op['x-roles'];
      let roles: OperationRole[] = [];
      if (secured) {
        if (!Array.isArray(rawRoles) || rawRoles.length === 0) {
          problems.push(`${operationId} (${where}) is secured but has no x-roles`);
        } else {
          const unknown = rawRoles.filter((r) => !(OPERATION_ROLES as readonly unknown[]).includes(r));
          if (unknown.length) problems.push(`${operationId} lists unknown roles in x-roles: ${unknown.join(', ')}`);
          roles = rawRoles.filter((r): r is OperationRole => (OPERATION_ROLES as readonly unknown[]).includes(r));
        }
      }

      const requestBody = isObject(op.requestBody) ? op.requestBody : undefined;
      operations.push({
        operationId,
        method: method.toUpperCase() as HttpMethod,
        path,
        url: basePath + toFastifyPath(path),
        tags: Array.isArray(op.tags) ? (op.tags as string[]) : [],
        summary: typeof op.summary === 'string' ? op.summary : undefined,
        secured,
        roles,
        requestContentTypes: isObject(requestBody?.content) ? Object.keys(requestBody.content as Json) : [],
        parameters: mergeParameters(shared, Array.isArray(op.parameters) ? (op.parameters as Json[]) : []),
        requestBody,
        responses: isObject(op.responses) ? op.responses : {},
      });
    }
  }
  if (problems.length) throw new Error(`${specPath} cannot be served:\n  - ${problems.join('\n  - ')}`);
  return { document, basePath, operations };
}

/** The operations a document declares (for coverage reports and tests). */
export async function listOperations(specPath: string): Promise<OperationInfo[]> {
  const { operations } = await loadSpec(specPath);
  return operations.map(({ parameters: _p, requestBody: _b, responses: _r, ...info }) => info);
}

/** `/recipes/{recipeId}/photos` -> `/recipes/:recipeId/photos`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function serverBasePath(url: string | undefined): string {
  if (!url) return '';
  const pathname = /^[a-z]+:\/\//i.test(url) ? new URL(url).pathname : url;
  return pathname.replace(/\/+$/, '');
}

function mergeParameters(shared: Json[], own: Json[]): Json[] {
  const key = (p: Json) => `${p.in}:${p.name}`;
  const byKey = new Map(shared.map((p) => [key(p), p]));
  for (const p of own) byKey.set(key(p), p);
  return [...byKey.values()];
}

function parameterSchema(param: Json): Json {
  if (isObject(param.schema)) return toJsonSchema(param.schema, 'request');
  const content = isObject(param.content) ? Object.values(param.content)[0] : undefined;
  return isObject(content) && isObject(content.schema) ? toJsonSchema(content.schema, 'request') : {};
}

function objectSchema(params: Json[], lowerCaseNames = false): Json | undefined {
  if (params.length === 0) return undefined;
  const properties: Json = {};
  const required: string[] = [];
  for (const p of params) {
    const name = lowerCaseNames ? String(p.name).toLowerCase() : String(p.name);
    properties[name] = parameterSchema(p);
    if (p.required === true || p.in === 'path') required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

export function isJsonContentType(type: string): boolean {
  const base = type.split(';')[0].trim().toLowerCase();
  return base === 'application/json' || /^application\/[^/]+\+json$/.test(base);
}

/** Fastify route schemas (validation of each request part, serialisation of 2xx JSON bodies). */
export function routeSchemas(op: LoadedOperation): Json {
  const schema: Json = {};
  const inPart = (where: string) => op.parameters.filter((p) => p.in === where);
  const params = objectSchema(inPart('path'));
  const querystring = objectSchema(inPart('query'));
  const headers = objectSchema(inPart('header'), true);
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (headers) schema.headers = headers;

  const content = isObject(op.requestBody?.content) ? (op.requestBody.content as Json) : {};
  const jsonTypes = Object.keys(content).filter(isJsonContentType);
  if (jsonTypes.length) {
    const bodies = Object.fromEntries(
      jsonTypes
        .map((type) => [type, (content[type] as Json | undefined)?.schema] as const)
        .filter(([, s]) => isObject(s))
        .map(([type, s]) => [type, { schema: toJsonSchema(s, 'request') }]),
    );
    const types = Object.keys(bodies);
    // The per-content-type form is skipped by Fastify when a request has no body: right for an optional
    // body; a required JSON-only body uses the plain form so that a missing body is a 400.
    const requiredJsonOnly = op.requestBody?.required === true && Object.keys(content).length === 1;
    if (types.length === 1 && requiredJsonOnly) schema.body = (bodies[types[0]] as Json).schema;
    else if (types.length) schema.body = { content: bodies };
  }

  const response: Json = {};
  for (const [status, res] of Object.entries(op.responses)) {
    if (!/^2\d\d$/.test(status) || !isObject(res) || !isObject(res.content)) continue;
    const jsonType = Object.keys(res.content).find(isJsonContentType);
    const media = jsonType ? (res.content as Json)[jsonType] : undefined;
    if (isObject(media) && isObject(media.schema)) response[status] = toJsonSchema(media.schema, 'response');
  }
  if (Object.keys(response).length) schema.response = response;
  return schema;
}
