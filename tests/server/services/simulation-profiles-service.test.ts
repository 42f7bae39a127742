/** The simulation profiles service without HTTP, on a real database: its rules and what it writes. */
import type { Database } from '../../../src/server/db';
import { HttpError } from '../../../src/server/http';
import {
  checkProfileInput,
  checkProfileJson,
  createSimulationProfilesService,
} from '../../../src/server/planner/profiles/simulationProfilesService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(60_000);

const input = (name: string, userProfile = '{"household":{"noOfMealsPerDay":3}}') => ({ name, userProfile, description: 'test' });

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<HttpError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('simulation profiles service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const profiles = createSimulationProfilesService();
  const count = async () =>
    Number(
      (
        await db.transaction((tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM simulation_profile'), {
          context: 'nl',
        })
      )[0].n,
    );

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
  });
  afterAll(async () => drop?.());

  it('accepts only profile text holding a JSON object', () => {
    expect(() => checkProfileJson('{"a": 1}')).not.toThrow();
    for (const text of ['{"a": ', '[1]', '"text"', 'null', '42']) {
      expect(() => checkProfileJson(text)).toThrow(
        expect.objectContaining({ statusCode: 400, code: 'INVALID_PROFILE_JSON', field: 'userProfile' }),
      );
    }
    expect(checkProfileInput(input('  Padded  ')).name).toBe('Padded');
  });

  it('creates with the trimmed name and the caller as creator, lists by name, reads by id', async () => {
    const caller = callerFor(db, 'nl', { username: 'anna' });
    const created = await profiles.create(caller, input('  Zeta sample '));
    await profiles.create(caller, input('alpha'));
    expect(created).toMatchObject({
      name: 'Zeta sample',
      description: 'test',
      userProfile: '{"household":{"noOfMealsPerDay":3}}',
    });
    expect(created.scope).toBeUndefined(); // no scope given: none stored
    const [row] = await db.transaction(
      (tx) => tx.query<{ created_by: string }>('SELECT created_by FROM simulation_profile WHERE id = $1', [created.id]),
      { context: 'nl' },
    );
    expect(row.created_by).toBe('anna');
    expect((await profiles.list(caller)).map((p) => p.name)).toEqual(['alpha', 'Zeta sample']);
    expect(await profiles.get(caller, created.id)).toEqual(created);
  });

  it('refuses a blank name, bad JSON and a name in use (ignoring case and blanks) without writing', async () => {
    const caller = callerFor(db, 'nl');
    const before = await count();
    expect(await refusal(profiles.create(caller, input('   ')))).toMatchObject({
      statusCode: 400,
      field: 'name',
      message: 'Name cannot be empty',
    });
    expect(await refusal(profiles.create(caller, input('Fine', '[]')))).toMatchObject({ code: 'INVALID_PROFILE_JSON' });
    expect(await refusal(profiles.create(caller, input(' ALPHA ')))).toMatchObject({
      statusCode: 409,
      code: 'NAME_IN_USE',
      field: 'name',
    });
    expect(await count()).toBe(before);
  });

  it("updates: its own name may stay, another profile's name may not, an unknown id is 404", async () => {
    const caller = callerFor(db, 'nl');
    const mine = await profiles.create(caller, input('Mine'));
    const kept = await profiles.update(caller, mine.id, {
      ...input('mine'),
      version: 1,
      scope: { householdMembers: [{ idUser: 1, firstName: 'A' }] },
    });
    expect(kept).toMatchObject({
      id: mine.id,
      name: 'mine',
      version: 2,
      scope: { householdMembers: [{ idUser: 1, firstName: 'A' }] },
    });
    expect(await refusal(profiles.update(caller, mine.id, { ...input('Alpha'), version: 2 }))).toMatchObject({
      statusCode: 409,
      code: 'NAME_IN_USE',
    });
    expect(await refusal(profiles.update(caller, 999_999, { ...input('Nobody'), version: 1 }))).toMatchObject({
      statusCode: 404,
    });
    expect((await profiles.get(caller, mine.id)).name).toBe('mine');
  });

  it('updates only from the version stored: a stale or missing version is refused and writes nothing', async () => {
    const caller = callerFor(db, 'nl');
    const loaded = await profiles.create(caller, input('Versioned'));
    expect(loaded.version).toBe(1);
    const first = await profiles.update(caller, loaded.id, {
      ...input('Versioned'),
      description: 'first',
      version: loaded.version,
    });
    expect(first.version).toBe(2);
    expect(
      await refusal(
        profiles.update(caller, loaded.id, { ...input('Versioned'), description: 'second', version: loaded.version }),
      ),
    ).toMatchObject({ statusCode: 409, code: 'PROFILE_VERSION_CONFLICT', field: 'version' });
    expect(await refusal(profiles.update(caller, loaded.id, { ...input('Versioned'), description: 'blind' }))).toMatchObject({
      statusCode: 400,
      field: 'version',
    });
    // Two updates from the same loaded version at once: exactly one is saved.
    const both = await Promise.allSettled([
      profiles.update(caller, loaded.id, { ...input('Versioned'), description: 'a', version: 2 }),
      profiles.update(caller, loaded.id, { ...input('Versioned'), description: 'b', version: 2 }),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      both.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as HttpError).statusCode),
    ).toEqual([409]);
    expect(await profiles.get(caller, loaded.id)).toMatchObject({ version: 3 });
  });

  it('removes once; profiles of another context do not exist for the caller', async () => {
    const nl = callerFor(db, 'nl');
    const dk = callerFor(db, 'dk');
    const only = await profiles.create(nl, input('Only in NL'));
    expect(await refusal(profiles.get(dk, only.id))).toMatchObject({ statusCode: 404 });
    expect(await refusal(profiles.remove(dk, only.id))).toMatchObject({ statusCode: 404 });
    expect(await refusal(profiles.update(dk, only.id, { ...input('Hijacked'), version: 1 }))).toMatchObject({ statusCode: 404 });
    expect((await profiles.list(dk)).map((p) => p.name)).toEqual([]);
    await profiles.remove(nl, only.id);
    expect(await refusal(profiles.remove(nl, only.id))).toMatchObject({ statusCode: 404 });
  });
});
