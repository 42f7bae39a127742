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
