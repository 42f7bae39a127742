import { CookieJar, fetchTransport, runCodeFlow, type CodeFlowResult, type TransportResponse } from '../helpers/code-flow';

export { CookieJar };
export type { TokenSet } from '../helpers/code-flow';
export type LoginAttempt = CodeFlowResult;

export interface LoginOptions {
  clientId?: string;
  /** Where the SPA asks to come back to. Default `<baseUrl>/nutritionist/recipes?page=1`. */
  redirectUri?: string;
  authPath?: string;
}

/** Signs in through a listening server's real sign-in form (code flow + PKCE, as keycloak-js does). */
export function attemptLogin(
  baseUrl: string,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<LoginAttempt> {
  return runCodeFlow({
    baseUrl,
    transport: fetchTransport,
    username,
    password,
    clientId: options.clientId,
    authPath: options.authPath,
    redirectUri: options.redirectUri ?? `${baseUrl}/nutritionist/recipes?page=1`,
  });
}

/** Signs in and returns the access token (throws when the sign-in fails). */
export async function loginAs(baseUrl: string, username: string, password: string, options?: LoginOptions): Promise<string> {
  const attempt = await attemptLogin(baseUrl, username, password, options);
  if (!attempt.ok) throw new Error(`sign-in as ${username} failed (${attempt.status})`);
  return attempt.tokens.access_token;
}

/** fetch without following redirects, sending and storing the jar's cookies. */
export async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string> | undefined), cookie: jar.header() },
  });
  jar.store(response.headers.getSetCookie());
  return response;
}

export type { TransportResponse };
