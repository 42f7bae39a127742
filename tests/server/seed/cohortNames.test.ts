/**
 * The cohort's users have names: a fresh cohort gets them from the model, a cohort seeded before names
 * existed gets the same ones from nameCohortUsers; users staff named are left as they are.
 */
import { cohortName, cohortNumber } from '../../../src/server/seed/cohort/cohortNames';
import { nameCohortUsers } from '../../../src/server/seed/cohort/seedCohort';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('cohort names', () => {
  it('are common names of the context, by gender, the same for the same user', () => {
    expect(cohortName('nl', 12, 'F')).toEqual(cohortName('nl', 12, 'F'));
    const nl = Array.from({ length: 40 }, (_, i) => cohortName('nl', i + 1, i % 2 ? 'F' : 'M'));
    expect(new Set(nl.map((n) => `${n.firstName} ${n.lastName}`)).size).toBeGreaterThan(30);
    expect(nl.every((n) => n.firstName.trim() && n.lastName.trim())).toBe(true);
    // Bulgarian surnames take the woman's form; Danish ones do not change.
    const bgWoman = cohortName('bg', 3, 'F');
    const bgMan = cohortName('bg', 3, 'M');
    expect(bgWoman.lastName).toBe(`${bgMan.lastName}a`);
    expect(cohortName('dk', 3, 'F').lastName).toBe(cohortName('dk', 3, 'M').lastName);
    expect(cohortName('it', 7, 'F').firstName).not.toBe(cohortName('pt', 7, 'F').firstName);
  });

  it('reads the user number from the custom id', () => {
    expect(cohortNumber('C-NL-000012')).toBe(12);
    expect(cohortNumber('someone')).toBeUndefined();
    expect(cohortNumber(null)).toBeUndefined();
  });

  describe('on a cohort seeded before names', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ contexts: ['dk'], backends: ['api'] });
    }, 120_000);
    afterAll(async () => server?.close());

    it('names the unnamed synthetic users once and leaves the others alone', async () => {
      const rows = await server.db.transaction(
        async (tx) => {
          await tx.query(
            `INSERT INTO app_user (email, custom_id, gender, synthetic, first_name, last_name) VALUES
             ('cohort.dk.000001@example.org', 'C-DK-000001', 'F', true, NULL, NULL),
             ('cohort.dk.000002@example.org', 'C-DK-000002', 'M', true, NULL, NULL),
             ('cohort.dk.000003@example.org', 'C-DK-000003', 'M', true, 'Renamed', 'By staff'),
             ('real.person@example.org', NULL, 'F', false, NULL, NULL)`,
          );
          const named = await nameCohortUsers(tx, 'dk');
          const again = await nameCohortUsers(tx, 'dk');
          const users = await tx.query<{ email: string; first_name: string | null; last_name: string | null }>(
            'SELECT email, first_name, last_name FROM app_user ORDER BY email',
          );
          return { named, again, users };
        },
        { context: 'dk' },
      );
      expect(rows.named).toBe(2);
      expect(rows.again).toBe(0);
      const byEmail = new Map(rows.users.map((u) => [u.email, [u.first_name, u.last_name]]));
      const first = cohortName('dk', 1, 'F');
      const second = cohortName('dk', 2, 'M');
      expect(byEmail.get('cohort.dk.000001@example.org')).toEqual([first.firstName, first.lastName]);
      expect(byEmail.get('cohort.dk.000002@example.org')).toEqual([second.firstName, second.lastName]);
      expect(byEmail.get('cohort.dk.000003@example.org')).toEqual(['Renamed', 'By staff']);
      expect(byEmail.get('real.person@example.org')).toEqual([null, null]);
    });
  });
});
