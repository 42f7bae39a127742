/**
 * @jest-environment jest-fixed-jsdom
 */
import Keycloak from 'keycloak-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import path from 'node:path';
import { CookieJar, request } from './login';

/**
 * keycloak-js 26 (the SPA's adapter) against the embedded provider, with the options the SPA uses:
 * sign-in callback processing (code + PKCE + nonce), token parsing (roles, context), refresh, logout URL.
 * The provider runs in a child process: this file's environment is jsdom (a browser).
 */

// keycloak-js needs WebCrypto (subtle) and Promise.withResolvers (Node 22+, every current browser).
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
if (!('withResolvers' in Promise)) {
  Object.defineProperty(Promise, 'withResolvers', {
    value<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

const SPA_ORIGIN = window.location.origin; // http://localhost (jsdom)
let server: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  const root = path.join(__dirname, '..', '..', '..');
  server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(__dirname, 'fixtures', 'idp-server.ts')], {
    cwd: root,
    env: { ...process.env, EXTRA_REDIRECT_ORIGIN: SPA_ORIGIN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    server.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    server.once('exit', (code) => reject(new Error(`provider exited (${code}): ${err}`)));
  });
}, 30_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

/** Does in "the browser" what the sign-in page does for a person: follow to the form, submit it, come back. */
async function signInThroughForm(loginUrl: string, username: string, password: string): Promise<string> {
  const jar = new CookieJar();
  let response = await request(jar, loginUrl);
  while (response.status >= 300 && response.status < 400)
    response = await request(jar, new URL(response.headers.get('location')!, baseUrl).href);
  const action = /<form[^>]*action="([^"]+)"/.exec(await response.text())![1];
  response = await request(jar, new URL(action, baseUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  for (;;) {
    const location = new URL(response.headers.get('location')!, baseUrl).href;
    if (location.startsWith(SPA_ORIGIN)) return location;
    response = await request(jar, location);
  }
}

it('signs in, reads roles and context, refreshes and builds the logout URL', async () => {
  window.history.replaceState(null, '', '/nutritionist/recipes?page=2');
  const keycloak = new Keycloak({ clientId: 'nutritionist-spa', oidcProvider: `${baseUrl}/auth` });
  // First visit: not signed in. (The SPA uses onLoad: 'login-required', which then calls login().)
  expect(await keycloak.init({ checkLoginIframe: false, pkceMethod: 'S256', logoutMethod: 'GET' })).toBe(false);

  const loginUrl = await keycloak.createLoginUrl();
  expect(loginUrl.startsWith(`${baseUrl}/auth/auth?`)).toBe(true);
  const callbackUrl = await signInThroughForm(loginUrl, 'nutritionist', 'nutritionist');
  expect(callbackUrl.startsWith(`${SPA_ORIGIN}/nutritionist/recipes?page=2#`)).toBe(true);

  // Back in the SPA with #state=..&code=..: a new page load runs init again and exchanges the code.
  window.history.replaceState(null, '', callbackUrl.slice(SPA_ORIGIN.length));
  const reloaded = new Keycloak({ clientId: 'nutritionist-spa', oidcProvider: `${baseUrl}/auth` });
  expect(await reloaded.init({ checkLoginIframe: false, pkceMethod: 'S256', logoutMethod: 'GET' })).toBe(true);
  expect(window.location.href).toBe(`${SPA_ORIGIN}/nutritionist/recipes?page=2`);
  expect(reloaded.realmAccess).toEqual({ roles: ['nutritionist'] });
  expect(reloaded.tokenParsed).toMatchObject({
    db_context: 'nl',
    preferred_username: 'nutritionist',
    aud: 'nutrition-backoffice',
  });
  expect(reloaded.refreshTokenParsed).toMatchObject({ typ: 'Refresh' });
  expect(reloaded.isTokenExpired(10)).toBe(false);

  const before = reloaded.token;
  expect(await reloaded.updateToken(-1)).toBe(true);
  expect(reloaded.token).not.toBe(before);
  expect(reloaded.tokenParsed).toMatchObject({ db_context: 'nl', realm_access: { roles: ['nutritionist'] } });

  const logoutUrl = new URL(reloaded.createLogoutUrl());
  expect(logoutUrl.origin + logoutUrl.pathname).toBe(`${baseUrl}/auth/session/end`);
  const end = await fetch(logoutUrl, { redirect: 'manual' });
  expect(end.status).toBe(200);
});
