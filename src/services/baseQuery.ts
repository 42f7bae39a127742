import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { currentAccessToken, renewSession } from './accessToken';
import { baseUrlFor, type ApiRoot } from './baseUrls';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers) => {
    const token = currentAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
  // Repeated query keys (?tagName=a&tagName=b) as the OpenAPI documents declare (form, explode).
  paramsSerializer: (params: Record<string, unknown>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
      else search.append(key, String(value));
    }
    return search.toString();
  },
});

/**
 * A base query bound to one backend: resolves its base URL per call and attaches the bearer token. A 401
 * renews the session once (a fresh token, or the sign-in page when the session has ended) and, when a
 * fresh token came, sends the call again.
 */
export function baseQueryFor(
  root: ApiRoot,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> {
  return async (args, api, extraOptions) => {
    const base = baseUrlFor(root);
    const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
    request.url = `${base}${request.url.startsWith('/') ? '' : '/'}${request.url}`;
    const result = await rawBaseQuery(request, api, extraOptions);
    if (result.error?.status !== 401 || !(await renewSession())) return result;
    return rawBaseQuery(request, api, extraOptions);
  };
}
