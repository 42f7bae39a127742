import { injectTransport, runCodeFlow } from '../helpers/code-flow';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * The password rules (src/domain/passwordPolicy.ts) at each place a password is chosen: an admin creating a
 * user (POST /api/user), an admin resetting one (PUT /api/user/{id}/password), and the user replacing a
 * temporary password at the provider's sign-in. A refused password writes nothing.
 */
describe('password rules at every entry point', () => {
  let server: TestServer;
  let admin: { authorization: string };
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], backends: ['api'] });
    admin = await server.auth('admin');
  }, 120_000);
  afterAll(async () => server?.close());

  /**
   * A sign-in through the provider. The attempts expected to fail come from their own client address: the
   * provider slows every later attempt from an address with failures (src/server/idp/throttle.ts), which is
   * not what these tests are about.
   */
  const flow = (username: string, password: string, newPassword?: string, remoteAddress?: string) => {
    const issuer = new URL(server.idp!.issuer);
    return runCodeFlow({
      baseUrl: issuer.origin,
      transport: injectTransport(server.app, issuer.host, remoteAddress),
      username,
      password,
      newPassword,
      clientId: server.idp!.clientId,
      authPath: issuer.pathname.replace(/\/+$/, ''),
    });
  };
  const create = (email: string, password: string, on: TestServer = server) =>
    on.app.inject({ method: 'POST', url: '/api/user?temporaryPassword=true', headers: admin, payload: { email, password } });
  const reset = (id: number, password: string) =>
    server.app.inject({ method: 'PUT', url: `/api/user/${id}/password`, headers: admin, payload: { password } });
  const userCount = async () =>
    Number((await server.app.inject({ method: 'GET', url: '/api/user?count=1', headers: admin })).headers['x-result-count']);

  const WEAK: Array<[string, string, string]> = [
    ['too short', 'Short-pw-1', 'The password needs at least 12 characters.'],
    [
      'a common password',
      'qwertyuiop123',
      'This password is on the list of common and breached passwords: choose a less predictable one.',
    ],
    [
      'in another case',
      'PASSWORD1234',
      'This password is on the list of common and breached passwords: choose a less predictable one.',
    ],
    ['the email', 'new.colleague@example.org', 'The password must not be the email address.'],
  ];

  it.each(WEAK)(
    'refuses creating a user with %s (400 PASSWORD_POLICY naming the rule) and writes nothing',
    async (_, password, message) => {
      const before = await userCount();
      const res = await create('new.colleague@example.org', password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'PASSWORD_POLICY', message, field: 'password' });
      expect(await userCount()).toBe(before);
      // No sign-in account either.
      const attempt = await flow('new.colleague@example.org', password, undefined, '192.0.2.10');
      expect(!attempt.ok && attempt.html).toContain('Invalid username or password.');
    },
  );

  it('takes 12 characters and more, up to 128 (no maximum below 64), and refuses 129 by the document', async () => {
    expect((await create('twelve@example.org', 'abcdefgh-123')).statusCode).toBe(201);
    expect((await create('sixty-four@example.org', 'long passphrase '.repeat(4))).statusCode).toBe(201);
    expect((await create('max@example.org', 'm'.repeat(128))).statusCode).toBe(201);
    const tooLong = await create('too-long@example.org', 'm'.repeat(129));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().field).toBe('password');
  });

  it.each(WEAK)('refuses resetting a password to %s and keeps the old one', async (_, password, message) => {
    const made = await create(`reset.${WEAK.findIndex((w) => w[1] === password)}@example.org`, 'Temp-Reset-2026');
    const { idUser } = made.json();
    const email = made.json().email as string;
    const res = await reset(idUser, password === 'new.colleague@example.org' ? email : password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_POLICY',
      field: 'password',
      message: password === 'new.colleague@example.org' ? 'The password must not be the email address.' : message,
    });
    const stillOld = await flow(email, 'Temp-Reset-2026');
    expect(!stillOld.ok && stillOld.html).toContain('Update password');
  });

  it('refuses a weak new password at the temporary-password change, names the rule, and keeps asking', async () => {
    const email = 'first.sign-in@example.org';
    expect((await create(email, 'Temp-First-2026')).statusCode).toBe(201);
    const shown = await flow(email, 'Temp-First-2026');
    // The rule is on the page before anything is sent, and the browser checks the length too.
    expect(!shown.ok && shown.html).toContain(
      'At least 12 characters; not a common or breached password, nor the email address.',
    );
    expect(!shown.ok && shown.html).toMatch(/id="password-new"[^>]*minlength="12"[^>]*maxlength="128"/);
    for (const [, password, message] of WEAK) {
      const chosen = password === 'new.colleague@example.org' ? email.toUpperCase() : password;
      const refused = await flow(email, 'Temp-First-2026', chosen);
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.html).toContain(message);
    }
    // Nothing was saved: the temporary password still asks for a change; a good one completes the sign-in.
    const still = await flow(email, 'Temp-First-2026');
    expect(!still.ok && still.html).toContain('You need to change your password to activate your account.');
    expect((await flow(email, 'Temp-First-2026', 'my own long passphrase')).ok).toBe(true);
  });

  it('follows PASSWORD_MIN_LENGTH at the API and at the provider', async () => {
    const strict = await startTestServer({ reuse: server, backends: ['api'], passwordMinLength: 16 });
    try {
      const res = await create('strict@example.org', 'fifteen-chars-x', strict);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The password needs at least 16 characters.');
      expect((await create('strict@example.org', 'sixteen-chars-xy', strict)).statusCode).toBe(201);
      const issuer = new URL(strict.idp!.issuer);
      const change = (newPassword: string) =>
        runCodeFlow({
          baseUrl: issuer.origin,
          transport: injectTransport(strict.app, issuer.host),
          username: 'strict@example.org',
          password: 'sixteen-chars-xy',
          newPassword,
          clientId: strict.idp!.clientId,
          authPath: issuer.pathname.replace(/\/+$/, ''),
        });
      const refused = await change('fifteen-chars-x');
      expect(!refused.ok && refused.html).toContain('The password needs at least 16 characters.');
      expect((await change('my own sixteen++')).ok).toBe(true);
    } finally {
      await strict.close();
    }
  });
});
