export { buildSpecApp, notImplementedHandler, type SpecAppOptions, type SpecAppResult } from './spec-loader';
export { listOperations, loadSpec, routeSchemas, toFastifyPath, type LoadedSpec, type OpenApiDocument } from './openapi-document';
export { apiCoverage, formatCoverage, projectCoverageSources, type CoverageSource, type DocumentCoverage } from './coverage';
export {
  HttpError,
  badRequest,
  conflict,
  versionConflict,
  databaseErrorResponse,
  forbidden,
  listItemError,
  notFound,
  unauthorized,
  registerErrorHandling,
  sendError,
  toErrorResponse,
  type ErrorBody,
} from './errors';
export { describeValidationError, fieldFromPointer } from './validation-messages';
export { toJsonSchema } from './openapi-schema';
export {
  file,
  handlersFor,
  page,
  withStatus,
  type AnyOperationHandler,
  type BodyOf,
  type FileResult,
  type HandlerMap,
  type OperationHandler,
  type OperationHandlers,
  type OperationInput,
  type PageResult,
  type PathOf,
  type QueryOf,
  type ResultOf,
} from './operation';
export { registerRequestContext, type Caller, type RequestContext } from './request-context';
export {
  OPERATION_ROLES,
  type HttpMethod,
  type OperationInfo,
  type OperationRole,
  type OperationRouteConfig,
  type RouteGuard,
} from './types';
export { RESULT_COUNT_HEADER } from './reply';
export {
  DATA_CSP,
  DATA_CSP_DIRECTIVES,
  helmetOptions,
  policy,
  registerSecurityHeaders,
  routeHelmet,
  setSecurityHeaders,
  type CspDirectives,
} from './security-headers';
