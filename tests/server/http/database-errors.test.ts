import { databaseErrorResponse, toErrorResponse } from '../../../src/server/http/errors';
import { classifyDatabaseError } from '../../../src/server/db/errors';
import type { Database } from '../../../src/server/db/client';
import { openTestDatabase, type TestDatabase } from '../db/helpers';

/** Real PostgreSQL errors (PGlite, or the DATABASE_URL server) as the 4xx answers the error mapper gives. */
describe('database errors become 4xx answers that say what is wrong in words', () => {
  let test: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
    for (const sql of [
      'CREATE SCHEMA errtest',
      'CREATE TABLE errtest.ingredient (id int PRIMARY KEY, name text NOT NULL UNIQUE, grams numeric CHECK (grams >= 0))',
      'CREATE TABLE errtest.recipe_ingredient (id int PRIMARY KEY, ingredient_id int REFERENCES errtest.ingredient (id))',
      "INSERT INTO errtest.ingredient VALUES (1, 'Salt', 1)",
      'INSERT INTO errtest.recipe_ingredient VALUES (1, 1)',
    ]) {
      await db.query(sql);
    }
  }, 60_000);
  afterAll(async () => test?.drop());

  async function answerTo(sql: string) {
    const error = await db.query(sql).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    return databaseErrorResponse(error);
  }

  it('a duplicate key: 409 naming the table and the column', async () => {
    expect(await answerTo("INSERT INTO errtest.ingredient VALUES (2, 'Salt', 1)")).toEqual({
      status: 409,
      body: { code: 'ALREADY_EXISTS', message: 'An ingredient with this name already exists', field: 'name' },
    });
  });

  it('a reference to nothing: 422 naming the field and what it should name', async () => {
    expect(await answerTo('INSERT INTO errtest.recipe_ingredient VALUES (2, 99)')).toEqual({
      status: 422,
      body: {
        code: 'UNKNOWN_REFERENCE',
        message: 'Ingredient id names an ingredient that does not exist',
        field: 'ingredientId',
      },
    });
  });

  it('a row still in use: 409 naming who uses it', async () => {
    expect(await answerTo('DELETE FROM errtest.ingredient WHERE id = 1')).toEqual({
      status: 409,
      body: { code: 'IN_USE', message: 'The ingredient is still used by a recipe ingredient' },
    });
  });

  it('a value the column refuses: 400 naming the column when PostgreSQL names it', async () => {
    expect(await answerTo('INSERT INTO errtest.ingredient VALUES (3, NULL, 1)')).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Name has a value that is out of range or malformed', field: 'name' },
    });
  });

  it("a value out of the type's range: 400, never 500", async () => {
    expect(await answerTo("SELECT '99999999999'::int")).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('a lost race is a conflict (rerun by the database layer, then 409)', () => {
    expect(classifyDatabaseError({ code: '40001' })).toBe('conflict');
    expect(classifyDatabaseError({ code: '40P01' })).toBe('conflict');
    expect(databaseErrorResponse({ code: '40001' })).toMatchObject({ status: 409, body: { code: 'CONCURRENT_UPDATE' } });
  });

  it('leaves errors that are not from the database to the generic 500', () => {
    expect(databaseErrorResponse(new Error('ECONNREFUSED'))).toBeUndefined();
    expect(databaseErrorResponse({ code: 'ERR_INVALID_ARG_TYPE' })).toBeUndefined();
    expect(toErrorResponse(new Error('boom')).status).toBe(500);
  });
});
