import { decodeJwt } from 'jose';
import { runCodeFlow, injectTransport, signInByInject } from '../helpers/code-flow';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('app users are accounts of the identity provider', () => {
  let server: TestServer;
  let admin: { authorization: string };
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'], backends: ['api'] });
    admin = await server.auth('admin');
  }, 120_000);
  afterAll(async () => server?.close());

  const signIn = (username: string, password: string, newPassword?: string) =>
    signInByInject(server.app, server.idp!, { username, password, newPassword });
  /** The sign-in as the browser goes through it, stopping at the page shown when it does not complete. */
  const tryFlow = (username: string, password: string, newPassword?: string) => {
    const issuer = new URL(server.idp!.issuer);
    return runCodeFlow({
      baseUrl: issuer.origin,
      transport: injectTransport(server.app, issuer.host),
      username,
      password,
      newPassword,
      clientId: server.idp!.clientId,
      authPath: issuer.pathname.replace(/\/+$/, ''),
    });
  };
  const create = (body: Record<string, unknown>, headers: Record<string, string> = admin) =>
    server.app.inject({ method: 'POST', url: '/api/user?temporaryPassword=true', headers, payload: body });
  const asDk = () => ({ ...admin, 'x-impersonate-context': 'dk', 'x-impersonate-user-id': '1' });

  it("creates a user with a temporary password, who must choose a new one at the first sign-in, in the admin's context", async () => {
    const res = await create({ email: 'maria@example.org', password: 'Temp-2026-pass', name: 'Maria Costa' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'maria@example.org', firstName: 'Maria', lastName: 'Costa', dbContext: 'nl' });
    // The temporary password is right, but the sign-in stops at the password change.
    const stopped = await tryFlow('maria@example.org', 'Temp-2026-pass');
    expect(stopped.ok).toBe(false);
    expect(!stopped.ok && stopped.html).toContain('You need to change your password to activate your account.');
    const tokens = await signIn('maria@example.org', 'Temp-2026-pass', 'Maria-Own-Choice-1');
    expect(decodeJwt(tokens.access_token)).toMatchObject({ db_context: 'nl', realm_access: { roles: [] } });
    // From now on the temporary password is gone and the chosen one signs in without a question.
    await expect(signIn('maria@example.org', 'Temp-2026-pass')).rejects.toThrow();
    expect((await tryFlow('maria@example.org', 'Maria-Own-Choice-1')).ok).toBe(true);
  });

  it('refuses an empty new password or the temporary one again, and keeps asking', async () => {
    await create({ email: 'noor@example.org', password: 'Temp-Noor-2026' });
    const empty = await tryFlow('noor@example.org', 'Temp-Noor-2026', '');
    expect(!empty.ok && empty.html).toContain('Please specify a new password.');
    const same = await tryFlow('noor@example.org', 'Temp-Noor-2026', 'Temp-Noor-2026');
    expect(!same.ok && same.html).toContain('The new password must differ from the temporary one.');
    const stillTemporary = await tryFlow('noor@example.org', 'Temp-Noor-2026');
    expect(!stillTemporary.ok && stillTemporary.html).toContain('Update password');
  });

  it('refuses a password change without the ticket of this sign-in', async () => {
    await create({ email: 'forger@example.org', password: 'Temp-Forger-2026' });
    const issuer = new URL(server.idp!.issuer);
    const page = await server.app.inject({
      method: 'POST',
      url: `${issuer.pathname.replace(/\/+$/, '')}/interaction/no-such-uid/password`,
      headers: { host: issuer.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=forger%40example.org&ticket=x&password-new=a&password-confirm=a',
    });
    expect(page.statusCode).toBe(400);
    const stillTemporary = await tryFlow('forger@example.org', 'Temp-Forger-2026');
    expect(!stillTemporary.ok && stillTemporary.html).toContain('Update password');
  });

  it('with temporaryPassword=false the password is the final one', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/user?temporaryPassword=false',
      headers: admin,
      payload: { email: 'final@example.org', password: 'Final-2026-pass' },
    });
    expect(res.statusCode).toBe(201);
    expect((await tryFlow('final@example.org', 'Final-2026-pass')).ok).toBe(true);
  });

  it('refuses a second user with the same email and writes nothing', async () => {
    const before = (await server.app.inject({ method: 'GET', url: '/api/user', headers: admin })).headers['x-result-count'];
    const res = await create({ email: 'MARIA@example.org', password: 'Other-Passw0rd-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_EMAIL_TAKEN' });
    const after = (await server.app.inject({ method: 'GET', url: '/api/user', headers: admin })).headers['x-result-count'];
    expect(after).toBe(before);
    await expect(signIn('MARIA@example.org', 'Other-Passw0rd-1')).rejects.toThrow();
  });

  it('names the field of bad input and never answers 5xx', async () => {
    const bad = [
      { email: '', password: 'x' },
      { email: 'a@b.c' },
      { email: 'a@b.c', password: '' },
      { email: 'a@b.c', password: 'x', role: 'admin' },
      // A JSON body is typed: nothing is coerced (12 is not the email "12", null is not false).
      { email: 12, password: 'x' },
      { email: 'a@b.c', password: 'x', isTrialUser: null },
    ];
    for (const body of bad) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('searches by email or id, case-insensitively, with the total in x-result-count', async () => {
    await create({ email: 'jan@example.nl', password: 'Jan-Passw0rd-2026' });
    const res = await server.app.inject({ method: 'GET', url: '/api/user?q=JAN', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { email: string }) => u.email)).toEqual(['jan@example.nl']);
    expect(res.headers['x-result-count']).toBe('1');
    const id = res.json()[0].idUser;
    const byId = await server.app.inject({ method: 'GET', url: `/api/user?q=${id}`, headers: admin });
    expect(byId.json().some((u: { idUser: number }) => u.idUser === id)).toBe(true);
  });

  it('keeps each context apart: a user created in dk through impersonation is invisible from nl', async () => {
    const res = await create({ email: 'mette@example.dk', password: 'Mette-Passw0rd-1', dbContext: 'dk' }, asDk());
    expect(res.statusCode).toBe(201);
    const id = res.json().idUser;
    expect((await server.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: asDk() })).json()).toMatchObject({
      dbContext: 'dk',
    });
    const fromNl = await server.app.inject({ method: 'GET', url: '/api/user?q=mette', headers: admin });
    expect(fromNl.json()).toEqual([]);
    expect(decodeJwt((await signIn('mette@example.dk', 'Mette-Passw0rd-1', 'Mette-Own-Choice')).access_token)).toMatchObject({
      db_context: 'dk',
    });
    // Naming dk in the body while acting in nl is refused rather than silently ignored.
    const mismatch = await create({ email: 'x@example.dk', password: 'X-Passw0rd-2026', dbContext: 'dk' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().field).toBe('dbContext');
  });

  it('resets a password (temporary again) and deletes a user, who can then no longer sign in', async () => {
    const { idUser } = (await create({ email: 'piet@example.nl', password: 'Piet-Old-Passw0rd' })).json();
    await signIn('piet@example.nl', 'Piet-Old-Passw0rd', 'Piet-Own-Choice');
    const reset = await server.app.inject({
      method: 'PUT',
      url: `/api/user/${idUser}/password`,
      headers: admin,
      payload: { password: 'Piet-New-Passw0rd' },
    });
    expect(reset.statusCode).toBe(204);
    await expect(signIn('piet@example.nl', 'Piet-Own-Choice', 'x')).rejects.toThrow();
    const stopped = await tryFlow('piet@example.nl', 'Piet-New-Passw0rd');
    expect(!stopped.ok && stopped.html).toContain('Update password');
    await signIn('piet@example.nl', 'Piet-New-Passw0rd', 'Piet-Own-Choice-2');

    const del = await server.app.inject({ method: 'DELETE', url: `/api/user/${idUser}`, headers: admin });
    expect(del.statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: `/api/user/${idUser}`, headers: admin })).statusCode).toBe(404);
    await expect(signIn('piet@example.nl', 'Piet-Own-Choice-2')).rejects.toThrow();
  });

  it('gives a user without a sign-in account (a cohort user) one at the reset, signing in with their email', async () => {
    const insert = (email: string) =>
      server.db.transaction(
        async (tx) =>
          Number(
            (await tx.query<{ id: number }>('INSERT INTO app_user (email, synthetic) VALUES ($1, true) RETURNING id', [email]))[0]
              .id,
          ),
        { context: 'nl' },
      );
    const id = await insert('cohort.nl.77@example.org');
    const reset = (userId: number, password: string) =>
      server.app.inject({ method: 'PUT', url: `/api/user/${userId}/password`, headers: admin, payload: { password } });
    expect((await reset(id, 'Temp-Cohort-1')).statusCode).toBe(204);
    // The password is temporary: the sign-in asks for a new one.
    const stopped = await tryFlow('cohort.nl.77@example.org', 'Temp-Cohort-1');
    expect(!stopped.ok && stopped.html).toContain('Update password');
    const tokens = await signIn('cohort.nl.77@example.org', 'Temp-Cohort-1', 'Cohort-Own-1');
    expect(decodeJwt(tokens.access_token)).toMatchObject({ db_context: 'nl', realm_access: { roles: [] } });
    // A second reset changes the password of the same account.
    expect((await reset(id, 'Temp-Cohort-2')).statusCode).toBe(204);
    await expect(signIn('cohort.nl.77@example.org', 'Cohort-Own-1')).rejects.toThrow();
    await signIn('cohort.nl.77@example.org', 'Temp-Cohort-2', 'Cohort-Own-2');

    // A user whose email another account already signs in with is refused, and stays without an account.
    const twin = await insert('twin@example.org');
    await create({ email: 'twin@example.org', password: 'Temp-Twin-2026' }, asDk());
    const taken = await reset(twin, 'Temp-Twin-2026-2');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USER_EMAIL_TAKEN',
      message: 'Another account already signs in with twin@example.org',
    });
    const [row] = await server.db.transaction(
      (tx) => tx.query<{ subject: string | null }>('SELECT subject FROM app_user WHERE id = $1', [twin]),
      { context: 'nl' },
    );
    expect(row.subject).toBeNull();
  });

  it("keeps sign-ins across a restart: the provider's keys and sessions are in the database", async () => {
    const token = await server.tokenFor('nutritionist');
    const again = await startTestServer({ reuse: server, backends: ['api'] });
    const res = await again.app.inject({ method: 'GET', url: '/api/languages', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    await again.close();
  });

  it('lists the users of the context the path names (only those with an email; q matches email or id), for admins only', async () => {
    const made = await create({ email: 'jens@example.dk', password: 'Temp-2026-pass', name: 'Jens Holm' }, asDk());
    expect(made.statusCode).toBe(201);
    const list = await server.app.inject({ method: 'GET', url: '/api/contexts/dk/users?q=JENS', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ email: 'jens@example.dk', dbContext: 'dk' })]);
    expect(list.headers['x-result-count']).toBe('1');
    const byId = await server.app.inject({
      method: 'GET',
      url: `/api/contexts/dk/users?q=${made.json().idUser}`,
      headers: admin,
    });
    expect(byId.json().map((u: { email: string }) => u.email)).toContain('jens@example.dk');
    // The nl list does not show a dk user.
    const nl = await server.app.inject({ method: 'GET', url: '/api/contexts/nl/users?q=jens', headers: admin });
    expect(nl.json()).toEqual([]);
    // Nutritionists ("Load user profile") list their own context only.
    const nutritionist = await server.auth('nutritionist');
    const other = await server.app.inject({ method: 'GET', url: '/api/contexts/dk/users', headers: nutritionist });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only admins may list the users of another context than NL');
    const ownList = await server.app.inject({ method: 'GET', url: '/api/contexts/nl/users?q=jens', headers: nutritionist });
    expect(ownList.statusCode).toBe(200);
    expect(ownList.json()).toEqual([]);
    const dkNutritionist = await server.auth('nutritionist.dk');
    const dkOwn = await server.app.inject({ method: 'GET', url: '/api/contexts/dk/users?q=jens', headers: dkNutritionist });
    expect(dkOwn.json().map((u: { email: string }) => u.email)).toEqual(['jens@example.dk']);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/contexts/dk/users', headers: await server.auth('ambassador') }))
        .statusCode,
    ).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/contexts/xx/users', headers: admin })).statusCode).toBe(400);
    // A context this server does not hold (only nl and dk are migrated here).
    const bg = await server.app.inject({ method: 'GET', url: '/api/contexts/bg/users', headers: admin });
    expect(bg.statusCode).toBe(404);
    expect(bg.json().message).toBe('There is no BG database on this server');
  });

  it("reads a user's profile in the context acted in, and 404 for a user of another context", async () => {
    const made = await create({ email: 'lotte@example.org', password: 'Temp-2026-pass', name: 'Lotte Vries' });
    const id = made.json().idUser as number;
    const profile = await server.app.inject({ method: 'GET', url: `/api/user/${id}/profile`, headers: admin });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      idUser: id,
      email: 'lotte@example.org',
      firstName: 'Lotte',
      household: { noOfMealsPerDay: expect.any(Number) },
    });
    expect((await server.app.inject({ method: 'GET', url: `/api/user/${id}/profile`, headers: asDk() })).statusCode).toBe(404);
    // A nutritionist reads it too (the simulation's "Load user profile"), but cannot impersonate another context.
    const nutritionist = await server.auth('nutritionist');
    const read = await server.app.inject({ method: 'GET', url: `/api/user/${id}/profile`, headers: nutritionist });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ idUser: id, email: 'lotte@example.org' });
    const impersonating = { ...nutritionist, 'x-impersonate-context': 'dk', 'x-impersonate-user-id': '1' };
    expect((await server.app.inject({ method: 'GET', url: `/api/user/${id}/profile`, headers: impersonating })).statusCode).toBe(
      403,
    );
    expect((await server.app.inject({ method: 'GET', url: '/api/user/99999/profile', headers: admin })).statusCode).toBe(404);
  });

  it('names the ingredient and food restrictions of a profile (the detail screen shows names, not ids)', async () => {
    const id = (await create({ email: 'saar@example.org', password: 'Temp-2026-pass' })).json().idUser as number;
    const { ingredient, restriction } = await server.db.transaction(
      async (tx) => {
        const [ing] = await tx.query<{ id: number }>("INSERT INTO ingredient (name) VALUES ('Peanuts, raw') RETURNING id");
        const [fr] = await tx.query<{ id: number }>("INSERT INTO food_restriction (name) VALUES ('No nuts') RETURNING id");
        await tx.query('INSERT INTO user_ingredient_restriction (user_id, ingredient_id) VALUES ($1, $2)', [id, ing.id]);
        await tx.query('INSERT INTO user_food_restriction (user_id, food_restriction_id) VALUES ($1, $2)', [id, fr.id]);
        return { ingredient: Number(ing.id), restriction: Number(fr.id) };
      },
      { context: 'nl' },
    );
    const profile = await server.app.inject({ method: 'GET', url: `/api/user/${id}/profile`, headers: admin });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      ingredientRestrictions: [{ idIngredient: ingredient, name: 'Peanuts, raw' }],
      foodRestrictions: [{ idFoodRestriction: restriction, name: 'No nuts' }],
    });
  });
});
