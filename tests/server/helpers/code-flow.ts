import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { EmbeddedIdp } from '../../../src/server/idp';

/**
 * The authorization code flow with PKCE driven programmatically, the way the SPA (keycloak-js) does it:
 * response_mode=fragment, the real HTML sign-in form, then the token request. Mints real tokens from the
 * embedded provider for tests and benchmarks (over HTTP or through `fastify.inject`); the app never uses it.
 */

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export interface TransportResponse {
  status: number;
  location: string | null;
  setCookies: string[];
  body: string;
}

export type Transport = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<TransportResponse>;

export type CodeFlowResult =
  { ok: true; tokens: TokenSet; redirectedTo: string; cookies: CookieJar } | { ok: false; status: number; html: string };

export interface CodeFlowOptions {
  /** Origin of the provider, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  transport: Transport;
  username: string;
  password: string;
  clientId?: string;
  /** Default `<baseUrl>/nutritionist/`. */
  redirectUri?: string;
  /** Default `/auth`. */
  authPath?: string;
  scope?: string;
  /** The password to choose when the provider asks for a new one (a temporary password was given). */
  newPassword?: string;
  /** The browser's cookies, kept between sign-ins (a known browser); a fresh jar by default. */
  jar?: CookieJar;
}

/** A browser's cookies for one origin (paths ignored: the provider's cookie names do not collide). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The value of cookie `name`, or undefined. */
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Every cookie's name. */
  names(): string[] {
    return [...this.cookies.keys()];
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const FORM = 'application/x-www-form-urlencoded';

export async function runCodeFlow(options: CodeFlowOptions): Promise<CodeFlowResult> {
  const { baseUrl, transport } = options;
  const authPath = options.authPath ?? '/auth';
  const clientId = options.clientId ?? 'nutritionist-spa';
  const redirectUri = options.redirectUri ?? `${baseUrl}/nutritionist/`;
  const jar = options.jar ?? new CookieJar();
  const send = async (url: string, method: 'GET' | 'POST' = 'GET', body?: string) => {
    const headers: Record<string, string> = { cookie: jar.header() };
    if (body !== undefined) headers['content-type'] = FORM;
    const response = await transport(new URL(url, baseUrl).href, { method, headers, body });
    jar.store(response.setCookies);
    return response;
  };
  // Follows redirects inside the provider until one leaves for the SPA (returned) or a page is shown.
  const follow = async (first: TransportResponse) => {
    let current = first;
    for (let hops = 0; hops < 10; hops += 1) {
      if (current.status < 300 || current.status >= 400 || !current.location) return { response: current };
      const next = new URL(current.location, baseUrl).href;
      if (next.startsWith(redirectUri.split(/[?#]/)[0])) return { response: current, location: next };
      current = await send(next);
    }
    throw new Error('too many redirects');
  };

  const verifier = b64url(randomBytes(48));
  const state = b64url(randomBytes(16));
  const authorize = new URL(`${baseUrl}${authPath}/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    state,
    response_mode: 'fragment',
    response_type: 'code',
    scope: options.scope ?? 'openid',
    nonce: b64url(randomBytes(16)),
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();

  const toForm = await follow(await send(authorize.href));
  const action = /<form[^>]*action="([^"]+)"/.exec(toForm.response.body)?.[1];
  if (!action) return { ok: false, status: toForm.response.status, html: toForm.response.body };

  const submitted = await send(
    action.replace(/&amp;/g, '&'),
    'POST',
    new URLSearchParams({ username: options.username, password: options.password }).toString(),
  );
  let back = await follow(submitted);
  const change = /<form[^>]*action="([^"]+\/password)"/.exec(back.response.body);
  if (!back.location && change && options.newPassword !== undefined) {
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(back.response.body)?.[1] ?? '';
    back = await follow(
      await send(
        change[1].replace(/&amp;/g, '&'),
        'POST',
        new URLSearchParams({
          username: hidden('username').replace(/&amp;/g, '&'),
          ticket: hidden('ticket'),
          'password-new': options.newPassword,
          'password-confirm': options.newPassword,
        }).toString(),
      ),
    );
  }
  if (!back.location) return { ok: false, status: back.response.status, html: back.response.body };

  const fragment = new URLSearchParams(new URL(back.location).hash.slice(1));
  const code = fragment.get('code');
  if (fragment.get('state') !== state || !code) throw new Error(`unexpected sign-in callback ${back.location}`);

  const tokenResponse = await send(
    `${authPath}/token`,
    'POST',
    new URLSearchParams({
      code,
      grant_type: 'authorization_code',
      client_id: clientId,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }).toString(),
  );
  const tokens = JSON.parse(tokenResponse.body) as TokenSet;
  if (tokenResponse.status !== 200) throw new Error(`token request failed: ${tokenResponse.body}`);
  return { ok: true, tokens, redirectedTo: back.location, cookies: jar };
}

/** A transport over the network (global fetch), for a listening server. */
export const fetchTransport: Transport = async (url, init) => {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
    body: await response.text(),
  };
};

/** A transport through `app.inject` (no listening socket), as a browser on `host` would call it (from 127.0.0.1 or `remoteAddress`). */
export function injectTransport(app: FastifyInstance, host: string, remoteAddress?: string): Transport {
  return async (url, init) => {
    const target = new URL(url);
    const res = await app.inject({
      method: init.method,
      url: target.pathname + target.search,
      headers: { ...init.headers, host },
      payload: init.body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    return {
      status: res.statusCode,
      location: typeof res.headers.location === 'string' ? res.headers.location : null,
      setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
      body: res.body,
    };
  };
}

/**
 * Each person's own browser, per provider (issuer): the device cookies the provider gave at their earlier
 * sign-ins. Every inject comes from one address (127.0.0.1), as if the whole staff sat behind one office NAT;
 * as there, a person's own browser is known to the provider, so a colleague's failed attempts (or their own
 * failures in a test that expects them) do not refuse the others (src/server/idp/throttle.ts).
 */
const browsers = new Map<string, Map<string, Map<string, string>>>();

/**
 * Signs `account` in through the embedded provider mounted on `app` (its real sign-in form, code flow with PKCE,
 * by inject) and returns the provider's tokens. The SPA's default redirect URI (`<issuer origin>/nutritionist/`).
 * The sign-in is made from the person's own browser (see `browsers`), signed out since the last time.
 */
export async function signInByInject(
  app: FastifyInstance,
  idp: Pick<EmbeddedIdp, 'issuer' | 'clientId'>,
  account: { username: string; password: string; newPassword?: string },
): Promise<TokenSet> {
  const issuer = new URL(idp.issuer);
  const people = browsers.get(idp.issuer) ?? new Map<string, Map<string, string>>();
  browsers.set(idp.issuer, people);
  const person = account.username.trim().toLowerCase();
  const jar = new CookieJar();
  for (const [name, value] of people.get(person) ?? []) jar.set(name, value);
  const result = await runCodeFlow({
    jar,
    baseUrl: issuer.origin,
    transport: injectTransport(app, issuer.host),
    username: account.username,
    password: account.password,
    newPassword: account.newPassword,
    clientId: idp.clientId,
    authPath: issuer.pathname.replace(/\/+$/, ''),
    redirectUri: `${issuer.origin}/nutritionist/`,
  });
  people.set(
    person,
    new Map(
      jar
        .names()
        .filter((n) => n.startsWith('device_'))
        .map((n) => [n, jar.get(n)!]),
    ),
  );
  if (!result.ok) throw new Error(`sign-in as ${account.username} failed (${result.status})`);
  return result.tokens;
}
