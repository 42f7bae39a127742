/**
 * Security headers on everything the server answers: the SPA (a strict CSP with scripts from its own
 * origin only), the three APIs (nothing may be loaded or framed from a JSON answer), the embedded
 * provider's pages (their one style and one script allowed by hash, nothing inline otherwise), the
 * provider's own endpoints and error answers; plus nosniff, frame protection and a Referrer-Policy.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type BuiltServer } from '../../../src/server/app';
import { openTestDatabase, type TestDatabase } from '../db/helpers';
import { migrate } from '../../../src/server/db/migrate';
import { TEST_ACCOUNTS } from '../helpers/testServer';
import { signInByInject } from '../helpers/code-flow';
import { logoutPage, loginPage } from '../../../src/server/idp/pages';
import { spaContentSecurityPolicy } from '../../../src/server/static';

jest.setTimeout(120_000);

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values];
      }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The contents of every inline <script> and <style> element of a page. */
const inline = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect({ what, nosniff: headers['x-content-type-options'] }).toEqual({ what, nosniff: 'nosniff' });
  expect({ what, frame: headers['x-frame-options'] }).toEqual({ what, frame: 'DENY' });
  expect({ what, referrer: headers['referrer-policy'] }).toEqual({ what, referrer: 'no-referrer' });
  expect({ what, ancestors: directives(headers['content-security-policy'])['frame-ancestors'] }).toEqual({
    what,
    ancestors: ["'none'"],
  });
}

describe('security headers', () => {
  let t: TestDatabase;
  let built: BuiltServer;
  let distDir: string;
  let photosDir: string;
  let token: string;
  const publicUrl = 'http://127.0.0.1:9';

  beforeAll(async () => {
    t = await openTestDatabase();
    await migrate(t.db, { contexts: ['nl'] });
    distDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-csp-dist-'));
    photosDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-csp-photos-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><script defer src="/nutritionist/assets/main.js"></script></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'main.js'), 'console.log(1)');
    built = await buildServer({ db: t.db, publicUrl, auth: { mode: 'embedded', accounts: TEST_ACCOUNTS }, distDir, photosDir });
    token = (await signInByInject(built.app, built.idp!, { username: 'admin', password: 'admin' })).access_token;
  });
  afterAll(async () => {
    await built?.app.close();
    await t?.drop();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(photosDir, { recursive: true, force: true });
  });

  it('the SPA page: scripts from its own origin only (no inline script, no eval), no plugins, not framed', async () => {
    for (const url of ['/nutritionist/', '/nutritionist/recipes/12']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectCommonHeaders(res.headers, url);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      // Chakra UI (emotion) writes its styles into <style> elements at run time.
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
    }
  });

  it('with Keycloak, the SPA may call and post to its origin and nothing else', () => {
    const csp = directives(spaContentSecurityPolicy(['https://sso.example.org']));
    expect(csp['connect-src']).toEqual(["'self'", 'https://sso.example.org']);
    expect(csp['form-action']).toEqual(["'self'", 'https://sso.example.org']);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it.each(['/nutritionist/%FF', '/nutritionist/assets/%E0%80%AF.js', '/nutritionist/%', '/api/recipe/%FF', '/auth/%FF'])(
    'a path that is not UTF-8 (%s) is a 4xx with the headers, never a 5xx',
    async (url) => {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectCommonHeaders(res.headers, url);
    },
  );

  it('assets, config and the icon carry the headers too', async () => {
    for (const url of [
      '/nutritionist/assets/main.js',
      '/nutritionist/config.json',
      '/favicon.ico',
      '/nutritionist/assets/missing.js',
    ]) {
      const res = await built.app.inject({ method: 'GET', url });
      expectCommonHeaders(res.headers, url);
    }
  });

  it.each([
    ['GET', '/api/recipe/simple', 200],
    ['GET', '/api/recipe/0x10', 400],
    ['GET', '/api/no-such-route', 404],
    ['GET', '/search/recipes', 200],
    ['GET', '/planner/simulate/profile', 200],
    ['GET', '/planner/simulate/profile/999', 404],
  ] as const)('the APIs: %s %s (%i) may load nothing and be framed by nothing', async (method, url, status) => {
    const res = await built.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(status);
    expectCommonHeaders(res.headers, url);
    expect(directives(res.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });

  it('an API answer without a token (401) carries them as well', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/recipe/simple' });
    expect(res.statusCode).toBe(401);
    expectCommonHeaders(res.headers, '401');
  });

  it("the provider's endpoints (discovery, keys, errors) carry them", async () => {
    for (const url of [
      '/auth/.well-known/openid-configuration',
      '/auth/jwks',
      '/auth/auth?client_id=nope',
      '/auth/interaction/unknown',
    ]) {
      const res = await built.app.inject({ method: 'GET', url });
      expectCommonHeaders(res.headers, url);
    }
  });

  it("the provider's pages: their own style and script allowed by hash, nothing else inline", async () => {
    const login = loginPage({ action: '/auth/interaction/x/login' });
    const logout = logoutPage('<form id="op.logoutForm" method="post" action="/auth/session/end/confirm"></form>');
    const page = await built.app.inject({ method: 'GET', url: '/auth/interaction/unknown' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(inline(login, 'style').map(sha256));
    expect(csp['script-src']).toEqual(inline(logout, 'script').map(sha256));
    expect(csp['form-action']).toEqual(["'self'"]);
    for (const html of [login, logout, page.body]) expect(html).not.toMatch(/ on[a-z]+=|style="/);
    const error = await built.app.inject({ method: 'GET', url: '/auth/auth?client_id=nope' });
    expect(error.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });
});
