/**
 * The planner's request preparation without HTTP, on a real database: how a profile (a user profile) and the context's settings become the engine's input, and the rules that refuse a request.
 */
import {
  DEFAULT_MEAL_DIVISIONS_BY_CONTEXT,
  DEFAULT_RECOMMENDER_SETTINGS,
  defaultSelectedMeals,
  type MealsPerDay,
} from '../../../src/domain';
import type { Database } from '../../../src/server/db';
import { createContextSettingsRepository, SETTING_KEYS } from '../../../src/server/db/shared/contextSettings';
import { HttpError } from '../../../src/server/http';
import { createCandidateCache } from '../../../src/server/planner/candidates';
import type { PlanRequest } from '../../../src/server/planner/simulation/planning';
import {
  checkWeekPlanRequest,
  createPlanningService,
  divisionToReplace,
} from '../../../src/server/planner/simulation/planningService';
import { callerFor, migratedDatabase } from '../helpers/caller';
import { member, sampleProfile } from '../planner/sample';

jest.setTimeout(60_000);

const START = '2026-11-16';
const SETTINGS = {
  mealOfDayHeuristicsWeights: { SEASON: 4.5 },
  dayHeuristicsWeights: {},
  weekHeuristicsWeights: {},
  runDayImprovement: false,
  runWeekImprovement: true,
};

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('planning service: week-plan request preparation', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let apple: number;
  let peanutRestriction: number;
  let peanut: number;
  const planning = createPlanningService(createCandidateCache(), () => Date.parse('2026-11-18T12:00:00Z'));
  const request = (extra: Record<string, unknown> = {}, profile: Record<string, unknown> = sampleProfile()): PlanRequest =>
    ({
      userProfile: profile,
      startDate: START,
      recommenderSettings: SETTINGS,
      planAction: 'CREATE',
      seed: 7,
      ...extra,
    }) as PlanRequest;

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
    ({ apple, peanut, peanutRestriction } = await db.transaction(
      async (tx) => {
        const [fruit] = await tx.query<{ id: number }>("INSERT INTO food_group (name) VALUES ('Fruits') RETURNING id");
        const [a] = await tx.query<{ id: number }>(
          `INSERT INTO ingredient (name, recommended_portion_grams, energy_kcal, protein, carbohydrate, fat, fiber, sugar, salt)
         VALUES ('Apple', 150, 52, 0.3, 14, 0.2, 2.4, 10, 0) RETURNING id`,
        );
        await tx.query('INSERT INTO ingredient_food_group (ingredient_id, food_group_id) VALUES ($1, $2)', [a.id, fruit.id]);
        const [p] = await tx.query<{ id: number }>(
          "INSERT INTO ingredient (name, allergens) VALUES ('Peanut', '{PEANUT}') RETURNING id",
        );
        const [r] = await tx.query<{ id: number }>("INSERT INTO food_restriction (name) VALUES ('No peanuts') RETURNING id");
        await tx.query('INSERT INTO food_restriction_ingredient (food_restriction_id, ingredient_id) VALUES ($1, $2)', [
          r.id,
          p.id,
        ]);
        const settings = createContextSettingsRepository(tx);
        await settings.write(
          SETTING_KEYS.energyDistribution,
          { proteinDistribution: 0.25, fatDistribution: 0.3, carbohydratesDistribution: 0.45 },
          'test',
        );
        await settings.write(
          SETTING_KEYS.divisions,
          {
            divisions: [
              { idMealOfDayDivision: 1, mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST' },
              {
                idMealOfDayDivision: 2,
                mealOfDay: 'MIDDLE_MORNING',
                type: 'INGREDIENT',
                ingredientDivision: { ingredient: { idIngredient: a.id } },
              },
              { idMealOfDayDivision: 3, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH' },
              { idMealOfDayDivision: 4, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER' },
            ],
          },
          'test',
        );
        await settings.write(SETTING_KEYS.recommender, DEFAULT_RECOMMENDER_SETTINGS, 'test');
        return { apple: Number(a.id), peanut: Number(p.id), peanutRestriction: Number(r.id) };
      },
      { context: 'nl' },
    ));
  });
  afterAll(async () => drop?.());

  it('reads the members from the scope in the profile shape, the main one completed from the profile', async () => {
    const partner = member(2, 'Partner', {
      birthDate: '1990-11-17',
      gender: 'F',
      weightLogs: [{ weightKg: 80 }, { weightKg: 62 }],
      heightLogs: [{ heightCm: 165 }],
      activityLevels: [{ value: 'AUTO', dailyBurnedEnergyKcal: 400 }],
      userEnergyDistribution: { energyGoal: 'CUSTOM', customKcalTarget: 1900 },
    });
    const main = { idUser: 1 }; // everything else from the profile
    const { input, profile } = await planning.prepare(
      callerFor(db, 'nl'),
      request({ scope: { householdMembers: [main, partner] } }),
    );
    expect(input.members).toEqual([
      {
        user: 1,
        name: 'Sample',
        gender: 'M',
        ageYears: 66,
        weightKg: 71.2,
        heightCm: 176,
        activityLevel: 'LOWEST',
        energyGoal: 'MAINTAIN_WEIGHT',
      },
      {
        user: 2,
        name: 'Partner',
        gender: 'F',
        ageYears: 35,
        weightKg: 62,
        heightCm: 165,
        activityLevel: 'AUTO',
        dailyBurnedEnergyKcal: 400,
        energyGoal: 'CUSTOM',
        customKcalTarget: 1900,
      },
    ]);
    expect([...profile.names]).toEqual([
      [1, 'Sample'],
      [2, 'Partner'],
    ]);
    expect(input).toMatchObject({ startDate: START, seed: 7, action: 'CREATE' });
  });

  it("plans for the profile's own person with the defaults of the specification when no member is listed", async () => {
    const bare = { idUser: 5, gender: 'F', household: { noOfMealsPerDay: 3 } };
    const { input } = await planning.prepare(callerFor(db, 'nl'), request({}, bare));
    expect(input.members).toEqual([
      {
        user: 5,
        name: 'Sample',
        gender: 'F',
        ageYears: 66,
        weightKg: 70,
        heightCm: 170,
        activityLevel: 'LOWEST',
        energyGoal: 'MAINTAIN_WEIGHT',
      },
    ]);
  });

  it("takes the context's divisions and energy distribution when the profile has none, and prices an ingredient division per portion", async () => {
    const profile = sampleProfile({ userEnergyDistribution: { energyGoal: 'MAINTAIN_WEIGHT' }, mealOfDayDivisions: [] });
    const { input } = await planning.prepare(callerFor(db, 'nl'), request({}, profile));
    expect(input.needsSettings.macroDistribution).toEqual({
      proteinDistribution: 0.25,
      fatDistribution: 0.3,
      carbohydratesDistribution: 0.45,
    });
    const byMeal = new Map(input.divisions.map((d) => [d.mealOfDay, d]));
    expect([...byMeal.keys()].sort()).toEqual([
      'AFTER_DINNER',
      'BREAKFAST',
      'DINNER',
      'LUNCH',
      'MIDDLE_AFTERNOON',
      'MIDDLE_MORNING',
    ]);
    // Six meals selected, the context divides four: the others get one snack slot each.
    expect(byMeal.get('AFTER_DINNER')).toMatchObject({ type: 'MEAL_PART', mealPart: 'SNACK' });
    const fruit = byMeal.get('MIDDLE_MORNING')!;
    expect(fruit.ingredientDivision).toMatchObject({
      ingredient: { idIngredient: apple, name: 'Apple', foodGroup: 'Fruits' },
      grams: 150,
      allergens: [],
    });
    expect(fruit.ingredientDivision!.nutritionPerPortion.energyKcal).toBeCloseTo(78, 6); // 52 kcal per 100 g x 150 g
    expect(fruit.ingredientDivision!.nutritionPerPortion.carbohydrate).toBeCloseTo(21, 6);
  });

  it("merges the request's weights over the context's: an omitted weight keeps the stored one", async () => {
    const { input } = await planning.prepare(callerFor(db, 'nl'), request());
    expect(input.settings.mealOfDayHeuristicsWeights.SEASON).toBe(4.5);
    expect(input.settings.mealOfDayHeuristicsWeights.ENERGY_SUITABILITY).toBe(
      DEFAULT_RECOMMENDER_SETTINGS.mealOfDayHeuristicsWeights.ENERGY_SUITABILITY,
    );
    expect(input.settings).toMatchObject({ runDayImprovement: false, runWeekImprovement: true });
  });

  it("joins the profile's and every member's restrictions, with the food restrictions' ingredients from the catalogue, and the profile's cooking expertise", async () => {
    const profile = sampleProfile({
      dietaryRestrictions: ['NONE', 'NO_PORK'],
      allergens: ['MILK'],
      userIngredientFeedbacks: [{ value: 'DISLIKE', ingredient: { idIngredient: apple } }],
      userRecipeFeedbacks: [{ value: 'LIKE', recipe: { idRecipe: 9 } }],
    });
    const scope = {
      householdMembers: [
        member(1, 'Sample'),
        member(2, 'Kid', {
          dietaryRestrictions: ['LACTO_OVO_VEGETARIAN'],
          foodRestrictions: [{ idFoodRestriction: peanutRestriction }],
          ingredientRestrictions: [{ idIngredient: apple }],
        }),
      ],
    };
    const { input } = await planning.prepare(callerFor(db, 'nl'), request({ scope }, profile));
    expect(input.restrictions).toEqual({
      diets: ['NO_PORK', 'LACTO_OVO_VEGETARIAN'],
      allergens: ['MILK'],
      foodRestrictions: [{ idFoodRestriction: peanutRestriction, name: 'No peanuts', ingredientsToExclude: [peanut] }],
      ingredientRestrictions: [apple],
      cookingExpertise: 'INTERMEDIATE',
    });
    expect(input.feedback).toEqual({ ingredients: [{ idIngredient: apple, value: -1 }], recipes: [{ idRecipe: 9, value: 1 }] });
  });

  it('refuses what the document cannot: member fields, a distribution not summing to 100 %, a division naming a missing ingredient', async () => {
    const caller = callerFor(db, 'nl');
    const withMember = (patch: Record<string, unknown>) =>
      request({ scope: { householdMembers: [member(1, 'A'), member(2, 'B', patch)] } });
    expect(await refusal(planning.prepare(caller, withMember({ weightLogs: [] })))).toMatchObject({
      statusCode: 400,
      message: 'Weight cannot be empty',
      field: 'scope.householdMembers[1].weightLogs',
    });
    expect(await refusal(planning.prepare(caller, withMember({ gender: undefined })))).toMatchObject({
      statusCode: 400,
      code: 'GENDER_REQUIRED',
    });
    expect(await refusal(planning.prepare(caller, withMember({ birthDate: '2030-01-01' })))).toMatchObject({
      statusCode: 400,
      field: 'scope.householdMembers[1].birthDate',
    });
    const sum = sampleProfile({
      userEnergyDistribution: { proteinDistribution: 0.3, carbohydratesDistribution: 0.3, fatDistribution: 0.3 },
    });
    expect(await refusal(planning.prepare(caller, request({}, sum)))).toMatchObject({
      code: 'DISTRIBUTION_SUM',
      message: 'Sum of kcal distribution should be 100%',
    });
    const missing = sampleProfile({
      mealOfDayDivisions: [
        { mealOfDay: 'LUNCH', type: 'INGREDIENT', ingredientDivision: { ingredient: { idIngredient: 999_999 } } },
      ],
    });
    expect(await refusal(planning.prepare(caller, request({}, missing)))).toMatchObject({
      statusCode: 400,
      field: 'userProfile.mealOfDayDivisions[0].ingredientDivision.ingredient.idIngredient',
    });
    const incomplete = sampleProfile({ mealOfDayDivisions: [{ mealOfDay: 'LUNCH', type: 'RECIPE' }] });
    expect(await refusal(planning.prepare(caller, request({}, incomplete)))).toMatchObject({ code: 'MEAL_DIVISION_INCOMPLETE' });
  });

  it("reads another context's settings for a caller of that context", async () => {
    const { input } = await planning.prepare(
      callerFor(db, 'dk'),
      request({}, sampleProfile({ userEnergyDistribution: undefined })),
    );
    expect(input.needsSettings.macroDistribution).not.toEqual({
      proteinDistribution: 0.25,
      fatDistribution: 0.3,
      carbohydratesDistribution: 0.45,
    });
    expect(input.divisions.some((d) => d.type === 'INGREDIENT')).toBe(false);
  });

  it("plans 3 to 6 meals on a context's own day pattern (dk, never saved): its divisions of each meal, roles kept", async () => {
    const pattern = DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.dk;
    for (const n of [3, 4, 5, 6] as MealsPerDay[]) {
      const meals = defaultSelectedMeals(n);
      const profile = sampleProfile({ household: { noOfMealsPerDay: n, users: [member(1, 'Sample')] } });
      const { input, profile: resolved } = await planning.prepare(callerFor(db, 'dk'), request({}, profile));
      expect(resolved.selectedMeals).toEqual(meals);
      // Exactly the pattern's divisions of the selected meals: no meal falls back to a generic snack slot.
      expect(input.divisions.map((d) => [d.idMealOfDayDivision, d.mealOfDay, d.mealPart, d.name, d.mealRole])).toEqual(
        pattern
          .filter((d) => meals.includes(d.mealOfDay))
          .map((d) => [d.idMealOfDayDivision, d.mealOfDay, d.mealPart, d.name, d.mealRole]),
      );
      expect(input.divisions.filter((d) => d.mealPart === 'FRUIT').length).toBeGreaterThanOrEqual(n >= 5 ? 2 : 1);
    }
  });

  it('needs REVIEW to carry the plan and finds a division to replace by id or by its slot', () => {
    expect(() => checkWeekPlanRequest({ planAction: 'REVIEW' })).toThrow(
      expect.objectContaining({ code: 'WEEK_PLAN_REQUIRED', field: 'weekPlan' }),
    );
    expect(() => checkWeekPlanRequest({ planAction: 'RECREATE' })).not.toThrow();
    const divisions = [
      { idMealOfDayDivision: 3, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'SOUP' },
      { idMealOfDayDivision: 4, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH' },
    ] as const;
    expect(divisionToReplace(divisions, { mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH' }, 'f')).toBe(4);
    expect(divisionToReplace(divisions, { idMealOfDayDivision: 3, mealOfDay: 'DINNER', type: 'MEAL_PART' }, 'f')).toBe(3);
    expect(() => divisionToReplace(divisions, { mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER' }, 'f')).toThrow(
      expect.objectContaining({ code: 'DIVISION_NOT_IN_PLAN', field: 'f' }),
    );
  });

  it("computes a stored user's needs for the app user signed in, or the one an admin impersonates; staff have none", async () => {
    const userId = await db.transaction(
      async (tx) => {
        const [u] = await tx.query<{ id: number }>(
          "INSERT INTO app_user (subject, email, first_name, birth_date, gender) VALUES ('app-sub-1', 'app@example.org', 'Ada', '1980-05-01', 'F') RETURNING id",
        );
        await tx.query('INSERT INTO user_weight_log (user_id, weight_kg) VALUES ($1, 64)', [u.id]);
        return Number(u.id);
      },
      { context: 'nl' },
    );
    const own = await planning.storedUserNeeds(callerFor(db, 'nl', { sub: 'app-sub-1', roles: [] }));
    expect(own).toHaveLength(1);
    expect(own[0].user).toEqual({ id: userId, name: 'Ada' });
    expect(own[0].nutrientNeeds.KCAL.target).toBeGreaterThan(1000);
    const admin = callerFor(db, 'nl', { roles: ['admin'], impersonation: { context: 'nl', userId } });
    expect((await planning.storedUserNeeds(admin))[0].user.id).toBe(userId);
    expect(await refusal(planning.storedUserNeeds(callerFor(db, 'nl')))).toMatchObject({ statusCode: 404 });
    expect(
      await refusal(planning.storedUserNeeds(callerFor(db, 'nl', { impersonation: { context: 'nl', userId: 999_999 } }))),
    ).toMatchObject({ statusCode: 404, message: 'User 999999 not found' });
    // The same subject in another context is another user: none there.
    expect(await refusal(planning.storedUserNeeds(callerFor(db, 'dk', { sub: 'app-sub-1', roles: [] })))).toMatchObject({
      statusCode: 404,
    });
  });
});
