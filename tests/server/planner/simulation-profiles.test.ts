/** Simulation profiles: CRUD per context, JSON text checked, names unique, other contexts invisible. */
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sampleProfile } from './sample';

jest.setTimeout(120_000);

describe('simulation profiles', () => {
  let server: TestServer;
  let nl: { authorization: string };
  let dk: { authorization: string };
  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: { authorization: string } | Record<string, never>,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url: `/planner/simulate/profile${url}`,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const input = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    description: 'For tests',
    userProfile: JSON.stringify(sampleProfile()),
    scope: { householdMembers: sampleProfile().household.users },
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'] });
    nl = await server.auth('nutritionist');
    dk = await server.auth('nutritionist.dk');
  });
  afterAll(async () => server?.close());

  it('creates, lists, reads, updates and deletes a profile', async () => {
    const created = await req('POST', '', nl, input('Default sample'));
    expect(created.statusCode).toBe(201);
    const profile = created.json();
    expect(profile).toMatchObject({ name: 'Default sample', description: 'For tests' });
    expect(JSON.parse(profile.userProfile)).toEqual(sampleProfile());
    expect(profile.scope.householdMembers).toHaveLength(1);

    await req('POST', '', nl, input('Another'));
    expect((await req('GET', '', nl)).json().map((p: { name: string }) => p.name)).toEqual(['Another', 'Default sample']);
    expect((await req('GET', `/${profile.id}`, nl)).json()).toEqual(profile);

    expect(profile.version).toBe(1);
    const updated = await req(
      'PUT',
      `/${profile.id}`,
      nl,
      input('Renamed', { description: 'Changed', userProfile: '{"household":{"noOfMealsPerDay":3}}', version: 1 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: profile.id,
      name: 'Renamed',
      description: 'Changed',
      userProfile: '{"household":{"noOfMealsPerDay":3}}',
      version: 2,
    });

    expect((await req('DELETE', `/${profile.id}`, nl)).statusCode).toBe(204);
    expect((await req('GET', `/${profile.id}`, nl)).statusCode).toBe(404);
    expect((await req('DELETE', `/${profile.id}`, nl)).statusCode).toBe(404);
  });

  it('keeps who saved a profile first and last, and never takes an owner from the body', async () => {
    // The body cannot name an owner: createdBy is no input field.
    const claimed = await req('POST', '', nl, input('Owned', { createdBy: 'someone-else' }));
    expect(claimed.statusCode).toBe(400);
    const made = await req('POST', '', nl, input('Owned'));
    expect(made.statusCode).toBe(201);
    const profile = made.json();
    expect(profile.createdBy).toBe('nutritionist');
    expect(profile.updatedBy).toBeUndefined();

    const admin = await server.auth('admin');
    const updated = await req('PUT', `/${profile.id}`, admin, input('Owned', { version: profile.version }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ createdBy: 'nutritionist', updatedBy: 'admin' });
    const listed = (await req('GET', '', nl)).json().find((p: { id: number }) => p.id === profile.id);
    expect(listed).toMatchObject({ createdBy: 'nutritionist', updatedBy: 'admin' });

    // A row saved before owners were kept has none: the answer leaves the field out.
    await server.db.transaction(
      (tx) => tx.query('UPDATE simulation_profile SET created_by = NULL, updated_by = NULL WHERE id = $1', [profile.id]),
      { context: 'nl' },
    );
    const legacy = (await req('GET', `/${profile.id}`, nl)).json();
    expect(legacy.createdBy).toBeUndefined();
    expect(legacy.updatedBy).toBeUndefined();
    expect((await req('DELETE', `/${profile.id}`, nl)).statusCode).toBe(204);
  });

  it('lets the owner, admins and nutritionists change or delete a profile; anyone else reads it only (403)', async () => {
    const user = await server.auth('user');
    const admin = await server.auth('admin');
    const staffs = (await req('POST', '', nl, input('Staff profile'))).json();
    const users = (await req('POST', '', user, input('User profile'))).json();
    expect(users.createdBy).toBe('user');

    // A plain user reads a nutritionist's profile but may not change or delete it; nothing is written.
    expect((await req('GET', `/${staffs.id}`, user)).statusCode).toBe(200);
    const put = await req('PUT', `/${staffs.id}`, user, input('Hijacked', { version: staffs.version }));
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toMatch(/^Only its owner \(nutritionist\), admins and nutritionists may change/);
    const del = await req('DELETE', `/${staffs.id}`, user);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toMatch(/may delete this simulation profile/);
    expect((await req('GET', `/${staffs.id}`, nl)).json()).toMatchObject({ name: 'Staff profile', version: staffs.version });

    // The owner changes their own; staff change anyone's.
    const own = await req('PUT', `/${users.id}`, user, input('User profile 2', { version: users.version }));
    expect(own.statusCode).toBe(200);
    const byStaff = await req('PUT', `/${users.id}`, nl, input('User profile 3', { version: own.json().version }));
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json()).toMatchObject({ createdBy: 'user', updatedBy: 'nutritionist' });

    // A profile saved before owners were kept is changed by staff only.
    await server.db.transaction((tx) => tx.query('UPDATE simulation_profile SET created_by = NULL WHERE id = $1', [users.id]), {
      context: 'nl',
    });
    expect((await req('DELETE', `/${users.id}`, user)).statusCode).toBe(403);
    expect((await req('DELETE', `/${users.id}`, admin)).statusCode).toBe(204);
    expect((await req('DELETE', `/${staffs.id}`, admin)).statusCode).toBe(204);
  });

  it.each([
    ['not JSON', '{"household": '],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"text"'],
  ])('refuses a userProfile that is %s (400 INVALID_PROFILE_JSON) and writes nothing', async (_label, text) => {
    const before = (await req('GET', '', nl)).json().length;
    const res = await req('POST', '', nl, input(`Bad ${_label}`, { userProfile: text }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PROFILE_JSON', field: 'userProfile' });
    expect((await req('GET', '', nl)).json()).toHaveLength(before);
  });

  it('refuses an empty name and a name in use', async () => {
    const empty = await req('POST', '', nl, input(''));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toContain('name');
    const blank = await req('POST', '', nl, input('   '));
    expect(blank.statusCode).toBe(400);
    await req('POST', '', nl, input('Unique name'));
    const dup = await req('POST', '', nl, input('unique NAME '));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('NAME_IN_USE');
  });

  it('two clients updating the same profile: the second, with the version it loaded, gets a 409 and changes nothing', async () => {
    const loaded = (await req('POST', '', nl, input('Shared sample'))).json();
    expect(loaded.version).toBe(1);
    const first = await req(
      'PUT',
      `/${loaded.id}`,
      nl,
      input('Shared sample', { description: 'First client', version: loaded.version }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const second = await req(
      'PUT',
      `/${loaded.id}`,
      await server.auth('admin'),
      input('Shared sample', { description: 'Second client', version: loaded.version }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'PROFILE_VERSION_CONFLICT',
      field: 'version',
      message:
        'The simulation profile was changed by someone else (you loaded version 1, it is now version 2); reload it and apply your changes again',
    });
    const stored = (await req('GET', `/${loaded.id}`, nl)).json();
    expect(stored).toMatchObject({ description: 'First client', version: 2 });
    // An update without the version it was loaded with is refused: the last write never wins silently.
    const blind = await req('PUT', `/${loaded.id}`, nl, input('Shared sample', { description: 'Blind' }));
    expect(blind.statusCode).toBe(400);
    expect(blind.json()).toMatchObject({ field: 'version' });
    expect((await req('GET', `/${loaded.id}`, nl)).json().description).toBe('First client');
  });

  it("keeps profiles per context: another context's id is 404", async () => {
    const mine = (await req('POST', '', nl, input('Only in NL'))).json();
    expect((await req('GET', `/${mine.id}`, dk)).statusCode).toBe(404);
    expect((await req('PUT', `/${mine.id}`, dk, input('Hijacked', { version: 1 }))).statusCode).toBe(404);
    expect((await req('DELETE', `/${mine.id}`, dk)).statusCode).toBe(404);
    expect((await req('GET', '', dk)).json().map((p: { name: string }) => p.name)).not.toContain('Only in NL');
    expect((await req('GET', `/${mine.id}`, nl)).json().name).toBe('Only in NL');
  });

  it('is open to every signed-in role and refuses callers without a token', async () => {
    for (const who of ['user', 'admin', 'nutritionist'])
      expect((await req('GET', '', await server.auth(who))).statusCode).toBe(200);
    expect((await req('GET', '', {})).statusCode).toBe(401);
    expect((await req('POST', '', {}, input('x'))).statusCode).toBe(401);
    expect((await req('DELETE', '/1', {})).statusCode).toBe(401);
    const badId = await req('GET', '/abc', nl);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toContain('id');
  });
});
