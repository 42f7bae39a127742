/**
 * The planner reads an ingredient's food group by its known type: a known group staff renamed keeps
 * its meaning, a group without a type says nothing, and a known group wins over a plain one.
 */
import { forContext, migrate, unitOfWork, type Database } from '../../../src/server/db';
import { createCandidatesRepository } from '../../../src/server/planner/candidatesRepository';
import { createPlannerCatalogueRepository } from '../../../src/server/planner/simulation/plannerCatalogueRepository';
import { openTestDatabase, type TestDatabase } from '../db/helpers';

jest.setTimeout(120_000);

describe('food groups in the planner, by known type', () => {
  let test: TestDatabase;
  let db: Database;
  const nl = () => forContext(db, 'nl');

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
    await migrate(db, { contexts: ['nl'] });
    await nl().transaction(async (tx) => {
      // The seeded poultry group, renamed by staff; a plain group a user called "Beef Products".
      await tx.query(`INSERT INTO food_group (id, name, known_food_group_type, source_code) VALUES
        (1, 'Favourites', NULL, NULL), (2, 'Beef Products', NULL, NULL), (3, 'Gevogelte', 'POULTRY', '0500')`);
      await tx.query(`INSERT INTO ingredient (id, name) VALUES (10, 'Kipfilet'), (11, 'Seitan'), (12, 'Tomaat')`);
      // The chicken is in a plain group with a lower id too: the known group is still the one read.
      await tx.query(
        `INSERT INTO ingredient_food_group (ingredient_id, food_group_id) VALUES (10, 1), (10, 3), (11, 2), (12, 1)`,
      );
      await tx.query(`INSERT INTO recipe (id, name, status, servings, energy_kcal_per_serving, protein_per_serving,
          carbohydrate_per_serving, fat_per_serving) VALUES
        (100, 'Kip met rijst', 'PUBLISHED', 2, 550, 40, 60, 12), (101, 'Seitanstoof', 'PUBLISHED', 2, 450, 30, 50, 10)`);
      await tx.query(
        `INSERT INTO recipe_tag (recipe_id, category, name) VALUES (100, 'MEAL_TYPE', 'DINNER'), (101, 'MEAL_TYPE', 'DINNER')`,
      );
      await tx.query(`INSERT INTO recipe_ingredient (recipe_id, ingredient_id, position, quantity, weight_grams) VALUES
        (100, 10, 0, 300, 300), (100, 12, 1, 100, 100), (101, 11, 0, 300, 300)`);
    });
  });
  afterAll(async () => test?.drop());

  it('flags a recipe by the type of its ingredients’ groups, not by their names', async () => {
    const set = await unitOfWork(nl(), createCandidatesRepository)((candidates) => candidates.load());
    const chicken = set.byId.get(100)!;
    expect(chicken.ingredients.find((i) => i.idIngredient === 10)).toMatchObject({
      foodGroup: 'Gevogelte',
      foodGroupType: 'POULTRY',
    });
    expect(chicken.ingredients.find((i) => i.idIngredient === 12)).toMatchObject({
      foodGroup: 'Favourites',
      foodGroupType: null,
    });
    expect(chicken.flags).toMatchObject({ containsMeat: true, isWhiteMeat: true, isRedMeat: false });
    // "Beef Products" without a known type: the seitan stew is not red meat.
    expect(set.byId.get(101)!.flags).toMatchObject({ containsMeat: false, isRedMeat: false });
  });

  it('tells an INGREDIENT division the type of its ingredient’s group', async () => {
    const found = await unitOfWork(
      nl(),
      createPlannerCatalogueRepository,
    )((catalogue) => catalogue.divisionIngredients([10, 11]));
    expect(found.get(10)).toMatchObject({ foodGroup: 'Gevogelte', foodGroupType: 'POULTRY' });
    expect(found.get(11)).toMatchObject({ foodGroup: 'Beef Products', foodGroupType: null });
  });
});
