/**
 * Tiny hand-made data for adherence by provenance (one context) and the lifecycle view (another context), with
 * the answers worked out by hand in provenanceLifecycle.test.ts. Enrolments and active days sit next to week
 * boundaries and UTC midnight, so a wrong week, time zone or days-away count changes the answers.
 */
import type { Database, SqlRunner } from '../../../src/server/db/client';
import type { Country } from '../../../src/server/db/contexts';

const one = async (tx: SqlRunner, sql: string, params: unknown[]) => Number((await tx.query<{ id: number }>(sql, params))[0].id);

export interface AdherenceData {
  porridge: number;
  soup: number;
  salad: number;
}

/**
 * Settings versions 1 (January) and 2 (February); user A's plan of 3 March under version 1, user B's of 10
 * March under version 2 and of 17 March under none. [day, meal, recipe, provenance, followed] per planned recipe.
 */
export async function insertAdherenceData(db: Database, context: Country): Promise<AdherenceData> {
  return db.transaction(
    async (tx) => {
      const recipe = (name: string) => one(tx, 'INSERT INTO recipe (name) VALUES ($1) RETURNING id', [name]);
      const porridge = await recipe('Porridge');
      const soup = await recipe('Soup');
      const salad = await recipe('Salad');
      await tx.query(
        "INSERT INTO settings_version (version, saved_at, saved_by) VALUES (1, '2025-01-06T09:00:00Z', 'admin'), (2, '2025-02-03T09:00:00Z', 'admin')",
      );
      const user = (email: string) =>
        one(tx, "INSERT INTO app_user (email, created_at) VALUES ($1, '2025-03-01T10:00:00Z') RETURNING id", [email]);
      const a = await user('a@example.org');
      const b = await user('b@example.org');
      type Planned = [number, string, number, string, boolean];
      const plan = async (userId: number, weekStart: string, version: number | null, meals: Planned[]) => {
        const planId = await one(
          tx,
          'INSERT INTO week_plan (user_id, week_start, settings_version) VALUES ($1, $2, $3) RETURNING id',
          [userId, weekStart, version],
        );
        for (const [day, meal, recipeId, provenance, followed] of meals) {
          const id = await one(
            tx,
            `INSERT INTO scaled_recipe (week_plan_id, day_of_week, meal_of_day, recipe_id, provenance)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [planId, day, meal, recipeId, provenance],
          );
          if (!followed) continue;
          // Logged twice: still one followed planned recipe.
          for (let k = 0; k < (provenance === 'PINNED' ? 2 : 1); k++) {
            await tx.query(
              'INSERT INTO food_log (user_id, logged_at, recipe_id, scaled_recipe_id, planned) VALUES ($1, $2, $3, $4, true)',
              [userId, `2025-03-20T12:00:00Z`, recipeId, id],
            );
          }
        }
      };
      await plan(a, '2025-03-03', 1, [
        [1, 'BREAKFAST', porridge, 'GENERATED', true],
        [1, 'LUNCH', soup, 'GENERATED', false],
        [1, 'DINNER', salad, 'REPLACED', true],
        [2, 'BREAKFAST', porridge, 'PINNED', true],
        [2, 'LUNCH', soup, 'ADDED', true],
        [2, 'DINNER', salad, 'GENERATED', false],
      ]);
      await plan(b, '2025-03-10', 2, [
        [1, 'BREAKFAST', porridge, 'GENERATED', true],
        [1, 'LUNCH', soup, 'REPLACED', false],
        [2, 'BREAKFAST', porridge, 'GENERATED', false],
      ]);
      await plan(b, '2025-03-17', null, [[1, 'DINNER', salad, 'GENERATED', true]]);
      return { porridge, soup, salad };
    },
    { context },
  );
}

/**
 * Five users (UTC): U5 enrolled Mon 24 Feb (logs that day, back Mon 10 Mar: 13 days away); U1 enrolled Sun 9
 * Mar 23:30 (logs 9 and 10 Mar, a session on Tue 25 Mar: 14 days away); U2 enrolled Mon 3 Mar (logs 3 and 4
 * Mar and Mon 17 Mar: 12 days away, and the 14th day after enrolment); U3 enrolled Mon 10 Mar 00:30 (logs 10,
 * 16 and 23 Mar, the last the 13th day after enrolment; sessions 17 and 18 Mar); U4 enrolled Wed 12 Mar, never
 * active.
 */
export async function insertLifecycleData(db: Database, context: Country): Promise<void> {
  await db.transaction(
    async (tx) => {
      const user = (email: string, createdAt: string) =>
        one(tx, 'INSERT INTO app_user (email, created_at) VALUES ($1, $2) RETURNING id', [email, createdAt]);
      const log = (userId: number, at: string) =>
        tx.query("INSERT INTO food_log (user_id, logged_at, food_entry_text) VALUES ($1, $2, 'Tea')", [userId, at]);
      const session = (userId: number, at: string) =>
        tx.query("INSERT INTO user_activity (user_id, kind, occurred_at) VALUES ($1, 'APP_OPEN', $2)", [userId, at]);
      const u5 = await user('u5@example.org', '2025-02-24T10:00:00Z');
      await log(u5, '2025-02-24T10:05:00Z');
      await session(u5, '2025-03-10T08:00:00Z');
      const u1 = await user('u1@example.org', '2025-03-09T23:30:00Z');
      await log(u1, '2025-03-09T23:40:00Z');
      await log(u1, '2025-03-10T12:00:00Z');
      await session(u1, '2025-03-25T09:00:00Z');
      const u2 = await user('u2@example.org', '2025-03-03T10:00:00Z');
      await log(u2, '2025-03-03T10:10:00Z');
      await log(u2, '2025-03-04T12:00:00Z');
      await log(u2, '2025-03-17T12:00:00Z');
      const u3 = await user('u3@example.org', '2025-03-10T00:30:00Z');
      await log(u3, '2025-03-10T00:40:00Z');
      await log(u3, '2025-03-16T23:50:00Z');
      await session(u3, '2025-03-17T08:00:00Z');
      await session(u3, '2025-03-18T08:00:00Z');
      await log(u3, '2025-03-23T12:00:00Z');
      await user('u4@example.org', '2025-03-12T12:00:00Z');
    },
    { context },
  );
}
