import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { currentAccessToken } from './accessToken';
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

/** A base query bound to one backend: resolves its base URL per call and attaches the bearer token. */
export function baseQueryFor(root: ApiRoot): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> {
  return (args, api, extraOptions) => {
    const base = baseUrlFor(root);
    const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
    request.url = `${base}${request.url.startsWith('/') ? '' : '/'}${request.url}`;
    return rawBaseQuery(request, api, extraOptions);
  };
}

