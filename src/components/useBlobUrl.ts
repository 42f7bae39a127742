import { useEffect, useState } from 'react';
import { currentAccessToken } from '../services/accessToken';
import { baseUrlFor, type ApiRoot } from '../services/baseUrls';

/**
 * An object URL for an image the API serves behind the bearer token (thumbnails). The blob is
 * fetched here and never enters the store (blobs are not serialisable); the URL is revoked on unmount.
 */
export function useBlobUrl(root: ApiRoot, path: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) return undefined;
    let objectUrl: string | undefined;
    let cancelled = false;
    const token = currentAccessToken();
    const absolute = /^https?:/.test(path) ? path : `${baseUrlFor(root)}${path.startsWith('/') ? '' : '/'}${path}`;
    fetch(absolute, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (cancelled || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined); // A missing thumbnail shows the placeholder.
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [root, path]);
  return url;
}
