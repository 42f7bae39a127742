/**
 * What an RTK Query error says: the HTTP status and, for an answer of the documents' error shape,
 * `{ code, message, field? }` (field = the machine path of the offending input, e.g.
 * `preparationDetails.servings` or `recipeIngredients[2].quantity`).
 */
export interface ApiError {
  status?: number;
  code?: string;
  message?: string;
  field?: string;
}

const text = (record: object, key: string): string | undefined => {
  const value: unknown = key in record ? Reflect.get(record, key) : undefined;
  return typeof value === 'string' ? value : undefined;
};

export function apiErrorOf(error: unknown): ApiError {
  if (typeof error !== 'object' || error === null) return {};
  const status: unknown = 'status' in error ? error.status : undefined;
  const data: unknown = 'data' in error ? error.data : undefined;
  const out: ApiError = typeof status === 'number' ? { status } : {};
  if (typeof data === 'object' && data !== null) {
    out.code = text(data, 'code');
    out.message = text(data, 'message');
    out.field = text(data, 'field');
  }
  return out;
}

/**
 * The server's reason for refusing a request (a 4xx answer's message, e.g. "Ingredient 12 not found in DK"),
 * to show under a screen's own failure message; undefined for a server failure or no answer.
 */
export function refusalReason(error: unknown): string | undefined {
  const { status, message } = apiErrorOf(error);
  return status !== undefined && status >= 400 && status < 500 ? message : undefined;
}
