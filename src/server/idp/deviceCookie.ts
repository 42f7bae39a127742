import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { accountKeyName } from './throttle';

/**
 * OWASP's device cookies: after a successful sign-in the browser gets a cookie, signed by the provider,
 * saying "this account signed in here". A later attempt on that account carrying it is counted against the
 * cookie alone (throttle.ts), so failures from other addresses never refuse this browser. One cookie per
 * account (its name is an HMAC of the user name, so it does not show which accounts used the browser); the
 * value is `<id>.<issued, epoch seconds>.<HMAC>`; a new one at each success; 180 days.
 */
export interface DeviceCookies {
  /** The cookie's name for `username`. */
  nameFor(username: string): string;
  /** A new cookie for `username`, as a `Set-Cookie` value. */
  issue(username: string): string;
  /** The cookie's id when `value` is a valid, unexpired cookie of `username`, else undefined. */
  verify(username: string, value: string | undefined): string | undefined;
}

export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

export function createDeviceCookies(options: {
  /** Secret the cookies are signed with (derived from the provider's persistent cookie keys). */
  secret: string;
  /** Path the browser sends it to: the sign-in form posts only. */
  path: string;
  secure: boolean;
  now?: () => number;
}): DeviceCookies {
  const now = options.now ?? (() => Date.now());
  const mac = (text: string) => createHmac('sha256', options.secret).update(text).digest('base64url');
  const nameFor = (username: string) => `device_${mac(`name:${accountKeyName(username)}`).slice(0, 16)}`;
  const signature = (username: string, id: string, issued: string) => mac(`device:${accountKeyName(username)}:${id}:${issued}`);

  return {
    nameFor,
    issue(username) {
      const id = randomBytes(16).toString('base64url');
      const issued = String(Math.floor(now() / 1000));
      const value = `${id}.${issued}.${signature(username, id, issued)}`;
      const path = options.path;
      return `${nameFor(username)}=${value}; Path=${path}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;
    },
    verify(username, value) {
      if (!value || value.length > 200) return undefined;
      const [id, issued, given] = value.split('.');
      if (!id || !issued || !given || !/^\d{1,12}$/.test(issued)) return undefined;
      if (now() / 1000 - Number(issued) > DEVICE_COOKIE_MAX_AGE_SECONDS) return undefined;
      const expected = Buffer.from(signature(username, id, issued));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
    },
  };
}

/** The value of cookie `name` in a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
