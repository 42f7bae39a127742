import type { FetchArgs } from '@reduxjs/toolkit/query';

/** A `blob:` URL of an image fetched with the bearer token, usable as an <img> src. */
export type ObjectUrl = string;

interface CacheLifecycle {
  cacheDataLoaded: Promise<{ data: ObjectUrl }>;
  cacheEntryRemoved: Promise<void>;
}

/**
 * Endpoint overrides for an image operation (its 200 answer is a binary body): the bytes become an
 * object URL, so no Blob enters the store (it must stay serialisable), and the URL is revoked when
 * the cache entry is dropped (60 s after the last component using it unmounts).
 */
export function objectUrlQuery<Arg>(urlOf: (arg: Arg) => string) {
  return {
    query: (arg: Arg): FetchArgs => ({
      url: urlOf(arg),
      // Error answers are JSON ({ code, message }); only a successful answer is an image.
      responseHandler: async (response: Response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
    }),
    async onCacheEntryAdded(_arg: Arg, { cacheDataLoaded, cacheEntryRemoved }: CacheLifecycle) {
      let url: ObjectUrl | undefined;
      try {
        url = (await cacheDataLoaded).data;
      } catch {
        return; // Removed before it loaded: nothing was created.
      }
      await cacheEntryRemoved;
      URL.revokeObjectURL(url);
    },
  };
}
