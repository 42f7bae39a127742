/**
 * Typed operation handlers. Each handler is bound by operationId and typed from the types
 * openapi-typescript generates for that operation: its path params, query, declared headers and body
 * are already validated against the document when the handler runs, and its result must be the
 * document's success answer. Handlers never touch Fastify's request or reply:
 *
 *   getRecipe: ({ params, ctx }) => recipes.get(ctx, params.id)          // 200 + the Recipe
 *   deleteRecipe: async ({ params, ctx }) => { await recipes.remove(ctx, params.id); }   // 204
 *   listUsers: async ({ query, ctx }) => page(rows, total)                // 200 + x-result-count
 *   getRecipePhotoThumbnail: ... => file(bytes, 'image/webp')            // binary answer
 *
 * The success status comes from the document (the first 2xx it declares), not from the handler.
 */
import type { Readable } from 'node:stream';
import type { RequestContext } from './request-context';

/** What openapi-typescript generates per operation (the parts read here). */
interface OperationTypes {
  parameters: { query?: unknown; header?: unknown; path?: unknown; cookie?: unknown };
  responses: object;
}

type Present<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;
type ParametersOf<Op> = Op extends { parameters: infer P } ? P : never;

export type PathOf<Op> = Present<ParametersOf<Op> extends { path?: infer P } ? P : never>;
export type QueryOf<Op> = Present<ParametersOf<Op> extends { query?: infer Q } ? Q : never>;
/** Declared request headers, by the lower-case names Node gives them. */
export type HeadersOf<Op> = {
  [K in keyof Present<ParametersOf<Op> extends { header?: infer H } ? H : never> as Lowercase<K & string>]?: Present<
    ParametersOf<Op> extends { header?: infer H } ? H : never
  >[K];
};

type ContentOf<B> = B extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : 'multipart/form-data' extends keyof C
      ? FormData
      : Buffer
  : undefined;
/** The JSON body (typed), form data (parsed multipart), the raw bytes of any other content type, or undefined. */
export type BodyOf<Op> = Op extends { requestBody: infer B }
  ? ContentOf<B>
  : Op extends { requestBody?: infer B }
    ? ContentOf<B> | undefined
    : undefined;

const RESULT = Symbol('operation-result');

/** A list answer whose total goes into `x-result-count`. */
export interface PageResult<T> {
  readonly [RESULT]: 'page';
  readonly items: readonly T[];
  readonly total: number;
}
/** Bytes (or a stream of them) with their content type (images, archives), with extra headers such as content-disposition. */
export interface FileResult {
  readonly [RESULT]: 'file';
  readonly bytes: Buffer | Readable;
  readonly contentType: string;
  readonly headers: Record<string, string>;
}
/** A JSON body sent with another declared 2xx status than the first one. */
export interface StatusResult<T> {
  readonly [RESULT]: 'status';
  readonly status: number;
  readonly body: T;
}

export const page = <T>(items: readonly T[], total: number): PageResult<T> => ({ [RESULT]: 'page', items, total });
export const file = (bytes: Buffer | Readable, contentType: string, headers: Record<string, string> = {}): FileResult => ({
  [RESULT]: 'file',
  bytes,
  contentType,
  headers,
});
export const withStatus = <T>(status: number, body: T): StatusResult<T> => ({ [RESULT]: 'status', status, body });

type Success = 200 | 201 | 202 | 204;
type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type ElementOf<T> = T extends readonly (infer I)[] ? I : never;
type AnswerOf<R> = R extends { content: { 'application/json': infer T } }
  ? R extends { headers: { 'x-result-count': unknown } }
    ? PageResult<ElementOf<T>>
    : T | StatusResult<T>
  : R extends { content: object }
    ? FileResult
    : void | undefined;

/** Everything a handler of `Op` may return. */
export type ResultOf<Op> = { [S in keyof ResponsesOf<Op> & Success]: AnswerOf<ResponsesOf<Op>[S]> }[keyof ResponsesOf<Op> &
  Success];

export interface OperationInput<Op> {
  params: PathOf<Op>;
  query: QueryOf<Op>;
  headers: HeadersOf<Op>;
  body: BodyOf<Op>;
  /** Who calls, and the database of their (effective) country context. */
  ctx: RequestContext;
}

export type OperationHandler<Op> = (input: OperationInput<Op>) => ResultOf<Op> | Promise<ResultOf<Op>>;

/** Handlers of one document's operations (`operations` from its generated types), by operationId. */
export type OperationHandlers<Ops> = { [K in keyof Ops]?: Ops[K] extends OperationTypes ? OperationHandler<Ops[K]> : never };

/** Any handler, as the loader stores them (it only ever calls one with the input of its own operation). */
export type AnyOperationHandler = (input: never) => unknown;
export type HandlerMap = Record<string, AnyOperationHandler>;

/**
 * Types an area's handlers against a document: `handlersFor<operations>()({ getRecipe: ... })`.
 * A misspelt operationId or a wrong input or result type is a compile error.
 */
export const handlersFor =
  <Ops>() =>
  (handlers: OperationHandlers<Ops>): OperationHandlers<Ops> =>
    handlers;

export function isPageResult(value: unknown): value is PageResult<unknown> {
  return typeof value === 'object' && value !== null && (value as { [RESULT]?: unknown })[RESULT] === 'page';
}
export function isFileResult(value: unknown): value is FileResult {
  return typeof value === 'object' && value !== null && (value as { [RESULT]?: unknown })[RESULT] === 'file';
}
export function isStatusResult(value: unknown): value is StatusResult<unknown> {
  return typeof value === 'object' && value !== null && (value as { [RESULT]?: unknown })[RESULT] === 'status';
}
