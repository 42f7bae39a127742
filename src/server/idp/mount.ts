import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import { isCommonPassword } from '../../domain/commonPasswords';
import { DEFAULT_PASSWORD_MIN_LENGTH, passwordProblem } from '../../domain/passwordPolicy';
import type { Account, AccountStore } from './accounts';
import { readCookie, type DeviceCookies } from './deviceCookie';
import { routeHelmet } from '../http/security-headers';
import { IDP_PAGE_DIRECTIVES, LOGIN_ERROR, PASSWORD_CHANGE_ERRORS, changePasswordPage, loginPage, messagePage } from './pages';
import { throttleKeys, tooManyAttemptsMessage, type SignInThrottle } from './throttle';

export interface MountOptions {
  provider: Provider;
  accounts: AccountStore;
  /** The issuer's path, e.g. `/auth`. */
  mountPath: string;
  /** Counts failed sign-ins (throttle.ts), and refuses attempts while locked. */
  throttle?: SignInThrottle;
  /** Marks the browsers an account signed in from, whose attempts other addresses' failures never refuse. */
  deviceCookies?: DeviceCookies;
  /** The shortest password a user may choose (PASSWORD_MIN_LENGTH; default 12). */
  passwordMinLength?: number;
  /**
   * Revokes the grant of a JWT access token sent to the revocation endpoint (oidc-provider refuses structured
   * tokens there). Answers whether the request was handled (true: answer 200); false hands it to oidc-provider.
   */
  revokeAccessToken?: (token: string, clientId: string | null) => Promise<boolean>;
}

/** Largest revocation request body read ahead of oidc-provider (a token and a client id). */
const REVOCATION_BODY_LIMIT = 16 * 1024;

/** The request body as text, at most `limit` bytes (null beyond it). */
async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const PAGE_HEADERS = { 'cache-control': 'no-store' };

/** Every answer under the mount path (pages, oidc-provider's endpoints and errors) carries the pages' policy. */
const IDP_HELMET = routeHelmet(IDP_PAGE_DIRECTIVES);

function sendPage(reply: FastifyReply, status: number, html: string, headers: Record<string, string> = {}) {
  return reply
    .code(status)
    .headers({ ...PAGE_HEADERS, ...headers })
    .type('text/html; charset=utf-8')
    .send(html);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function findInteraction(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    return undefined;
  }
}

const EXPIRED = 'This sign-in page has expired. Go back to the application and sign in again.';

/**
 * Proof, carried by the password-change form, that this interaction's user just gave the account's
 * temporary password: an HMAC of the interaction id keyed by the account's current password hash. Only
 * the server knows the hash, a new password invalidates it, and it works across server processes.
 */
function passwordChangeTicket(account: Account, uid: string): string {
  return createHmac('sha256', account.passwordHash).update(`password-change:${uid}`).digest('base64url');
}

function ticketValid(account: Account, uid: string, ticket: string): boolean {
  const expected = Buffer.from(passwordChangeTicket(account, uid));
  const given = Buffer.from(ticket);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function finishLogin(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  deviceCookies: DeviceCookies | undefined,
) {
  // This browser is now known to the account: failures elsewhere no longer refuse it (throttle.ts).
  if (deviceCookies) reply.raw.appendHeader('set-cookie', deviceCookies.issue(account.username));
  reply.hijack();
  await provider.interactionFinished(
    request.raw,
    reply.raw,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  );
}

/** Grants what a first-party client asks for (the consent prompt is never shown to staff). */
async function grantConsent(provider: Provider, request: FastifyRequest, reply: FastifyReply, details: InteractionDetails) {
  const { details: missing } = details.prompt;
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: details.session?.accountId, clientId: details.params.client_id });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries((missing.missingResourceScopes ?? {}) as Record<string, string[]>)) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  reply.hijack();
  await provider.interactionFinished(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

/** What the sign-in pages and the pass-through to oidc-provider use. */
interface Mounted extends MountOptions {
  minLength: number;
}

type FormBody = Record<string, string | string[] | undefined>;
type InteractionForm = FastifyRequest<{ Params: { uid: string }; Body: FormBody }>;

/** A text field of a posted form ('' when absent or repeated). */
function formField(request: FastifyRequest<{ Body: FormBody }>, name: string): string {
  const value = request.body?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Mounts the provider under `mountPath` on `fastify`: the sign-in pages as Fastify routes, everything
 * else handed to oidc-provider with the request body left unread (it parses its own bodies).
 */
export async function mountIdp(fastify: FastifyInstance, options: MountOptions) {
  const mounted: Mounted = { ...options, minLength: options.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH };
  await fastify.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: IDP_HELMET } as typeof route.config;
      });
      await scope.register(async (pages) => registerSignInPages(pages, mounted));
      await scope.register(async (raw) => registerProviderRoutes(raw, mounted));
    },
    { prefix: options.mountPath },
  );
}

/** The sign-in, password-change and sign-out pages, which read url-encoded forms. */
function registerSignInPages(pages: FastifyInstance, mounted: Mounted): void {
  const { provider, mountPath } = mounted;
  pages.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, parseQueryString(body as string)),
  );

  // keycloak-js signs out with a POST form by default; oidc-provider takes POST there only with
  // SameSite=None cookies (so HTTPS). Turn the POST into the equivalent GET.
  pages.post<{ Body: FormBody }>('/session/end', async (request, reply) => {
    const query = new URLSearchParams();
    for (const name of ['id_token_hint', 'client_id', 'post_logout_redirect_uri', 'state', 'ui_locales', 'logout_hint']) {
      const value = request.body?.[name];
      if (typeof value === 'string') query.set(name, value);
    }
    return reply.redirect(`${mountPath}/session/end?${query.toString()}`, 303);
  });

  pages.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const details = await findInteraction(provider, request, reply);
    if (!details || details.uid !== request.params.uid) return sendPage(reply, 400, messagePage('Sign in', EXPIRED));
    if (details.prompt.name === 'consent') return grantConsent(provider, request, reply, details);
    return sendPage(
      reply,
      200,
      loginPage({ action: `${mountPath}/interaction/${details.uid}/login`, username: details.params.login_hint }),
    );
  });

  pages.post<{ Params: { uid: string }; Body: FormBody }>('/interaction/:uid/login', (request, reply) =>
    signIn(mounted, request, reply),
  );
  // The required action after a temporary password: the new password is set (no longer temporary),
  // then the sign-in completes as usual.
  pages.post<{ Params: { uid: string }; Body: FormBody }>('/interaction/:uid/password', (request, reply) =>
    changeTemporaryPassword(mounted, request, reply),
  );
}

/** The sign-in form's answer: refused while throttled, the form again on a wrong password, else signed in. */
async function signIn(mounted: Mounted, request: InteractionForm, reply: FastifyReply) {
  const { provider, accounts, mountPath, throttle, deviceCookies, minLength } = mounted;
  const details = await findInteraction(provider, request, reply);
  if (!details || details.uid !== request.params.uid) return sendPage(reply, 400, messagePage('Sign in', EXPIRED));
  const username = formField(request, 'username').trim();
  const action = `${mountPath}/interaction/${details.uid}/login`;
  const device =
    username && deviceCookies
      ? deviceCookies.verify(username, readCookie(request.headers.cookie, deviceCookies.nameFor(username)))
      : undefined;
  const keys = throttleKeys(username, request.ip, device);
  const attempt = throttle ? await throttle.begin(keys) : undefined;
  if (attempt?.refused) {
    // Refused before the password is looked at: guessing on is pointless while locked.
    const retryAfter = attempt.retryAfterSeconds;
    request.log.warn(
      { username, address: request.ip, knownBrowser: !!device, retryAfter },
      'sign-in refused: too many failed attempts',
    );
    const error = tooManyAttemptsMessage(retryAfter);
    return sendPage(reply, 429, loginPage({ action, username, error }), { 'retry-after': String(retryAfter) });
  }
  // The wait comes before the check, so a right password is answered no sooner than a wrong one.
  if (attempt?.delayMs) await sleep(attempt.delayMs);
  const account = username ? await accounts.authenticate(username, formField(request, 'password')) : undefined;
  if (!account) {
    request.log.info(
      { username, address: request.ip, knownBrowser: !!device, failures: attempt?.failures },
      'sign-in failed: wrong username or password',
    );
    return sendPage(reply, 200, loginPage({ action, username, error: LOGIN_ERROR }));
  }
  await throttle?.succeeded(keys);
  if (account.passwordChangeRequired) {
    request.log.info({ username: account.username }, 'sign-in with a temporary password: change required');
    return sendPage(
      reply,
      200,
      changePasswordPage({
        action: `${mountPath}/interaction/${details.uid}/password`,
        username: account.username,
        ticket: passwordChangeTicket(account, details.uid),
        minLength,
      }),
    );
  }
  request.log.info({ username: account.username, context: account.context }, 'signed in');
  await finishLogin(provider, request, reply, account, deviceCookies);
}

/** The password-change form's answer: the form again with what is wrong, else the new password and signed in. */
async function changeTemporaryPassword(mounted: Mounted, request: InteractionForm, reply: FastifyReply) {
  const { provider, accounts, mountPath, deviceCookies, minLength } = mounted;
  const details = await findInteraction(provider, request, reply);
  if (!details || details.uid !== request.params.uid) return sendPage(reply, 400, messagePage('Sign in', EXPIRED));
  const username = formField(request, 'username').trim();
  const ticket = formField(request, 'ticket');
  const account = username ? await accounts.findByUsername(username) : undefined;
  if (!account || !account.passwordChangeRequired || !ticketValid(account, details.uid, ticket)) {
    request.log.warn({ username }, 'password change refused: no valid ticket');
    return sendPage(reply, 400, messagePage('Sign in', EXPIRED));
  }
  const next = formField(request, 'password-new');
  const again = formField(request, 'password-confirm');
  const error = !next
    ? PASSWORD_CHANGE_ERRORS.empty
    : next !== again
      ? PASSWORD_CHANGE_ERRORS.mismatch
      : (passwordProblem(next, { email: account.username, minLength, isCommon: isCommonPassword })?.message ??
        ((await accounts.authenticate(account.username, next)) ? PASSWORD_CHANGE_ERRORS.same : undefined));
  if (error) {
    const action = `${mountPath}/interaction/${details.uid}/password`;
    return sendPage(reply, 200, changePasswordPage({ action, username: account.username, ticket, error, minLength }));
  }
  await accounts.setPassword(account.id, next, { temporary: false });
  request.log.info({ username: account.username, context: account.context }, 'password changed; signed in');
  await finishLogin(provider, request, reply, account, deviceCookies);
}

/** Everything else under the mount path goes to oidc-provider, which reads its own request bodies. */
function registerProviderRoutes(raw: FastifyInstance, { provider, mountPath, revokeAccessToken }: Mounted): void {
  const callback = provider.callback();
  // Leave the stream untouched.
  raw.removeAllContentTypeParsers();
  raw.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  raw.all('/*', async (request, reply) => {
    reply.hijack();
    const req = request.raw as IncomingMessage & { baseUrl?: string };
    const rest = (req.url ?? '/').slice(mountPath.length);
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    // oidc-provider builds its endpoint URLs from the mount path it finds here (as under Express).
    req.baseUrl = mountPath;
    if (revokeAccessToken && req.method === 'POST' && req.url.split('?')[0] === '/token/revocation') {
      if (await revokedHere(req, reply, revokeAccessToken)) return;
    }
    await callback(req, reply.raw);
  });
}

/**
 * Reads a revocation request ahead to see whether the token is one of our JWT access tokens, and answers it if
 * so (true). Otherwise oidc-provider reads the same body from `req.body` (its documented fallback for an
 * already-read body).
 */
async function revokedHere(
  req: IncomingMessage,
  reply: FastifyReply,
  revokeAccessToken: NonNullable<MountOptions['revokeAccessToken']>,
): Promise<boolean> {
  const body = await readBody(req, REVOCATION_BODY_LIMIT);
  if (body === null) {
    reply.raw.writeHead(413, { 'content-type': 'application/json' });
    reply.raw.end(JSON.stringify({ error: 'invalid_request', error_description: 'request body too large' }));
    return true;
  }
  (req as IncomingMessage & { body?: string }).body = body;
  const params = new URLSearchParams(body);
  const token = params.get('token');
  if (token && (await revokeAccessToken(token, params.get('client_id')))) {
    reply.raw.writeHead(200, { 'cache-control': 'no-store' });
    reply.raw.end();
    return true;
  }
  return false;
}
