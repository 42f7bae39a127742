/**
 * A tiny hand-made cohort in one context whose statistics are worked out by hand in the tests. Several
 * events sit within an hour of UTC midnight, so a day taken in another time zone changes the answers.
 */
import type { Database } from '../../../src/server/db/client';
import type { Country } from '../../../src/server/db/contexts';

export interface HandMadeCohort {
  apple: number;
  banana: number;
  carrot: number;
  porridge: number;
  lentilSoup: number;
  barcode: string;
  users: number[];
}

export async function insertHandMadeCohort(db: Database, context: Country): Promise<HandMadeCohort> {
  return db.transaction(
    async (tx) => {
      const id = async (sql: string, params: unknown[]) => Number((await tx.query<{ id: number }>(sql, params))[0].id);
      const ingredient = (name: string) => id('INSERT INTO ingredient (name) VALUES ($1) RETURNING id', [name]);
      const recipe = (name: string) => id('INSERT INTO recipe (name) VALUES ($1) RETURNING id', [name]);
      const apple = await ingredient('Apple');
      const banana = await ingredient('Banana');
      const carrot = await ingredient('Carrot');
      const porridge = await recipe('Porridge');
      const lentilSoup = await recipe('Lentil soup');
      const barcode = '8710000000014';
      await tx.query("INSERT INTO off_product (barcode, name, brand) VALUES ($1, 'Yoghurt (Verdino)', 'Verdino')", [barcode]);
      const user = (n: number, createdAt: string) =>
        id('INSERT INTO app_user (email, created_at) VALUES ($1, $2) RETURNING id', [`u${n}@example.org`, createdAt]);
      const u1 = await user(1, '2025-03-03T10:00:00Z');
      const u2 = await user(2, '2025-03-03T23:30:00Z');
      const u3 = await user(3, '2025-03-05T00:30:00Z');
      const u4 = await user(4, '2025-03-10T12:00:00Z');

      // Week plans: U1 the week of Monday 3 March (4 meals on 3-4 March; lunch on the 3rd has two recipes),
      // U4 the week of 10 March (dinner on 10-12 March).
      const plan = (userId: number, weekStart: string) =>
        id('INSERT INTO week_plan (user_id, week_start) VALUES ($1, $2) RETURNING id', [userId, weekStart]);
      const meal = (planId: number, day: number, mealOfDay: string, recipeId: number) =>
        id('INSERT INTO scaled_recipe (week_plan_id, day_of_week, meal_of_day, recipe_id) VALUES ($1, $2, $3, $4) RETURNING id', [
          planId,
          day,
          mealOfDay,
          recipeId,
        ]);
      const p1 = await plan(u1, '2025-03-03');
      const u1Breakfast3 = await meal(p1, 1, 'BREAKFAST', porridge);
      await meal(p1, 1, 'LUNCH', lentilSoup);
      await meal(p1, 1, 'LUNCH', porridge);
      const u1Breakfast4 = await meal(p1, 2, 'BREAKFAST', porridge);
      const u1Lunch4 = await meal(p1, 2, 'LUNCH', lentilSoup);
      const p4 = await plan(u4, '2025-03-10');
      const u4Dinner10 = await meal(p4, 1, 'DINNER', lentilSoup);
      await meal(p4, 2, 'DINNER', lentilSoup);
      await meal(p4, 3, 'DINNER', lentilSoup);

      const log = (userId: number, at: string, what: Record<string, unknown>) =>
        tx.query(
          `INSERT INTO food_log (user_id, logged_at, recipe_id, ingredient_id, off_barcode, food_entry_text, scaled_recipe_id, planned)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            userId,
            at,
            what.recipe ?? null,
            what.ingredient ?? null,
            what.barcode ?? null,
            what.text ?? null,
            what.follows ?? null,
            what.follows !== undefined,
          ],
        );
      await log(u1, '2025-03-03T08:00:00Z', { recipe: porridge, follows: u1Breakfast3 });
      await log(u1, '2025-03-04T08:00:00Z', { recipe: porridge, follows: u1Breakfast4 });
      await log(u1, '2025-03-04T12:00:00Z', { recipe: lentilSoup, follows: u1Lunch4 });
      await log(u1, '2025-03-04T23:50:00Z', { ingredient: apple });
      await log(u1, '2025-03-06T12:00:00Z', { barcode });
      await log(u1, '2025-03-06T16:00:00Z', { text: 'Coffee with milk' });
      await log(u1, '2025-03-10T16:00:00Z', { text: 'Coffee with milk' });
      await log(u2, '2025-03-03T23:40:00Z', { recipe: porridge });
      await log(u2, '2025-03-04T00:10:00Z', { text: 'coffee  with milk' });
      await log(u2, '2025-03-12T09:00:00Z', { ingredient: apple });
      await log(u3, '2025-03-05T00:40:00Z', { ingredient: banana });
      await log(u4, '2025-03-10T12:00:00Z', { recipe: lentilSoup, follows: u4Dinner10 });

      const weigh = (userId: number, at: string, kg: number) =>
        tx.query('INSERT INTO user_weight_log (user_id, logged_at, weight_kg) VALUES ($1, $2, $3)', [userId, at, kg]);
      await weigh(u1, '2025-03-03T07:00:00Z', 80.0);
      await weigh(u1, '2025-03-10T07:00:00Z', 79.4);
      await weigh(u2, '2025-03-04T07:00:00Z', 70.0);
      await weigh(u4, '2025-03-10T07:00:00Z', 90.0);
      await weigh(u4, '2025-03-17T07:00:00Z', 89.1);
      await weigh(u4, '2025-03-24T07:00:00Z', 88.5);

      const favourite = (userId: number, recipeId: number | null, ingredientId: number | null) =>
        tx.query('INSERT INTO user_favourite (user_id, recipe_id, ingredient_id) VALUES ($1, $2, $3)', [
          userId,
          recipeId,
          ingredientId,
        ]);
      await favourite(u1, porridge, null);
      await favourite(u2, porridge, null);
      await favourite(u3, lentilSoup, null);
      await favourite(u1, null, apple);
      for (const [userId, ingredientId] of [
        [u1, carrot],
        [u2, carrot],
        [u3, banana],
      ]) {
        await tx.query('INSERT INTO user_ingredient_restriction (user_id, ingredient_id) VALUES ($1, $2)', [
          userId,
          ingredientId,
        ]);
      }
      for (const [userId, diet] of [
        [u1, 'VEGAN'],
        [u2, 'VEGAN'],
        [u3, 'NONE'],
      ] as const) {
        await tx.query('INSERT INTO user_dietary_restriction (user_id, diet) VALUES ($1, $2)', [userId, diet]);
      }
      return { apple, banana, carrot, porridge, lentilSoup, barcode, users: [u1, u2, u3, u4] };
    },
    { context },
  );
}

/** Days are taken far from UTC on the database's sessions, so a missing `AT TIME ZONE 'UTC'` shows. */
export async function useFarTimeZone(db: Database): Promise<void> {
  await db.query(
    "DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET timezone TO %L', current_database(), 'Pacific/Kiritimati'); END $$",
  );
  await db.query("SET TIME ZONE 'Pacific/Kiritimati'");
}
