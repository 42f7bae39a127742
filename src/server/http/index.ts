export { buildSpecApp, notImplementedHandler, readMultipart, type SpecAppOptions, type SpecAppResult } from './spec-loader';
export { listOperations, loadSpec, routeSchemas, toFastifyPath, type LoadedSpec, type OpenApiDocument } from './openapi-document';
export { apiCoverage, formatCoverage, projectCoverageSources, type CoverageSource, type DocumentCoverage } from './coverage';
export {
  HttpError, badRequest, conflict, forbidden, notFound, unauthorized, registerErrorHandling, sendError, toErrorResponse,
  type ErrorBody,
} from './errors';
export { describeValidationError, fieldFromPointer } from './validation-messages';
export { toJsonSchema } from './openapi-schema';
export {
  OPERATION_ROLES, type Handler, type HandlerMap, type HttpMethod, type OperationInfo, type OperationRole,
  type OperationRouteConfig, type RouteGuard,
} from './types';
export { RESULT_COUNT_HEADER, withResultCount } from './reply';
