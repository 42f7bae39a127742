import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { useSimulationLookups } from '../../../tests/mocks/simulation';
import { createScaledRecipe, createWeekPlan } from '../../../tests/fixtures/weekPlans';
import { createMealOfDayDivisions } from '../../../tests/fixtures/mealDivisions';
import type { SimulationProfile, WeekPlanRequest } from '../../services/generated/plannerApi.generated';
import { dayOfWeekOf, localToday, mondayOf } from '../../domain/dates';
import { dayHeading } from './format';

afterEach(clearToasts);

const TODAY = dayOfWeekOf(localToday());

interface SetupOptions {
  profiles?: SimulationProfile[];
  /** The plans the planner answers, in turn. */
  plans?: ReturnType<typeof createWeekPlan>[];
  planStatus?: number;
}

function setup({
  profiles = [],
  plans = [],
  planStatus = 200,
  roles = ['nutritionist'],
}: SetupOptions & { roles?: string[] } = {}) {
  const requests: WeekPlanRequest[] = [];
  const saved: unknown[] = [];
  let listed = [...profiles];
  useSimulationLookups();
  server.use(
    http.get(apiUrl('planner', '/simulate/profile'), () => HttpResponse.json(listed)),
    http.get(apiUrl('api', '/mealOfDayDivision'), () => HttpResponse.json(createMealOfDayDivisions())),
    http.post(apiUrl('planner', '/simulate/nutritionalNeeds'), () =>
      HttpResponse.json([
        {
          user: { id: 2 },
          mealsKcalNeed: { LUNCH: 600 },
          nutrientNeeds: {
            KCAL: { target: 2000, unit: 'KCAL' },
            PROTEIN: { target: 100, unit: 'G' },
            CARB: { target: 250, unit: 'G' },
            FAT: { target: 67, unit: 'G' },
            FIBER: { target: 25, unit: 'G' },
            CHOLESTEROL: { target: 300, max: 300, unit: 'MG' },
          },
        },
      ]),
    ),
    http.get(apiUrl('api', '/food-restrictions'), () =>
      HttpResponse.json([
        { idFoodRestriction: 3, name: 'Gluten free', enabled: true, ingredientsToExclude: [] },
        { idFoodRestriction: 4, name: 'Retired rule', enabled: false, ingredientsToExclude: [] },
      ]),
    ),
    http.get(apiUrl('search', '/ingredients'), ({ request }) => {
      const name = new URL(request.url).searchParams.get('name') ?? '';
      const items = [
        { idIngredient: 11, name: 'Tomato, raw', englishName: 'Tomato' },
        { idIngredient: 12, name: 'Peanuts, raw', englishName: 'Peanuts' },
      ].filter((i) => i.name.toLowerCase().includes(name.toLowerCase().slice(0, 3)));
      return HttpResponse.json(items, { headers: { 'x-result-count': String(items.length) } });
    }),
    http.post(apiUrl('planner', '/simulate/weekPlan'), async ({ request }) => {
      requests.push((await request.json()) as WeekPlanRequest);
      if (planStatus !== 200)
        return HttpResponse.json({ code: 'NO_CANDIDATES', message: 'No recipe fits' }, { status: planStatus });
      return HttpResponse.json(plans[Math.min(requests.length, plans.length) - 1]);
    }),
    http.post(apiUrl('planner', '/simulate/profile'), async ({ request }) => {
      const body = (await request.json()) as Omit<SimulationProfile, 'id' | 'version'>;
      saved.push(body);
      const created = { ...body, id: 41, version: 1 };
      listed = [...listed, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    // As the planner: an update names the version it loaded; a stale one is 409 and writes nothing.
    http.put(apiUrl('planner', '/simulate/profile/:id'), async ({ request, params }) => {
      const body = (await request.json()) as Omit<SimulationProfile, 'id'>;
      const current = listed.find((p) => p.id === Number(params.id));
      if (!current) return HttpResponse.json({ code: 'NOT_FOUND', message: 'Simulation profile not found' }, { status: 404 });
      if (body.version !== current.version) {
        return HttpResponse.json(
          {
            code: 'PROFILE_VERSION_CONFLICT',
            message: `The simulation profile was changed by someone else (you loaded version ${body.version}, it is now version ${current.version}); reload it and apply your changes again`,
          },
          { status: 409 },
        );
      }
      saved.push(body);
      const updated = { ...current, ...body, id: current.id, version: current.version + 1 };
      listed = listed.map((p) => (p.id === updated.id ? updated : p));
      return HttpResponse.json(updated);
    }),
    http.delete(apiUrl('planner', '/simulate/profile/:id'), ({ params }) => {
      listed = listed.filter((p) => p.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const view = renderApp({ path: '/meal-simulation', session: { roles } });
  return { ...view, requests, saved, user: userEvent.setup() };
}

const member = (name: string) => screen.getByRole('group', { name });
const page = () => screen.findByRole('heading', { name: 'Meal simulation' });

describe('/meal-simulation', () => {
  it('shows each validation message of a member field, and no Calculate while one shows', async () => {
    const { user } = setup();
    await page();
    const first = member('Household member 1');
    for (const label of ['Name', 'Age', 'Weight (kg)', 'Height (cm)']) await user.clear(within(first).getByLabelText(label));
    const emptied = member('Member 2');
    for (const message of ['Name cannot be empty', 'Age cannot be empty', 'Weight cannot be empty', 'Height cannot be empty']) {
      expect(within(emptied).getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
    expect(screen.getByText('No plan: complete the profile to calculate one.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(member('Household member 1')).getByLabelText('Weight (kg)')).toHaveValue(71.2);
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  });

  it('applies the energy-goal, activity and macro rules', async () => {
    const { user } = setup();
    await page();
    const first = member('Household member 1');
    await user.click(within(first).getByRole('checkbox', { name: 'Custom activity' }));
    expect(within(first).getByLabelText('Burned kcal')).toHaveValue(500);
    await user.click(within(first).getByRole('checkbox', { name: 'Custom activity' }));
    expect(within(first).getByLabelText('Activity')).toHaveValue('LOWEST');

    await user.selectOptions(within(first).getByLabelText('Energy goal'), 'CUSTOM');
    expect(within(first).getByLabelText('Kcal target')).toHaveValue(2000);
    expect(within(first).getByRole('checkbox', { name: 'Custom activity' })).toBeDisabled();
    expect(within(first).getByLabelText('Activity')).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Protein (%)'), { target: { value: '30' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Sum of kcal distribution should be 100%');
    fireEvent.change(screen.getByLabelText('Fat (%)'), { target: { value: '' } });
    expect(screen.getByLabelText('Carbohydrates (%)')).toHaveValue(70);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add household member' }));
    expect(within(member('Household member 2')).getByLabelText('Weight (kg)')).toHaveValue(70);
    expect(within(member('Household member 2')).getByLabelText('Height (cm)')).toHaveValue(170);
  });

  it('calculates, restricts an ingredient, updates with REVIEW, and shows Updated only on the changed meal; undo goes back to the first plan', async () => {
    const first = createWeekPlan({ [`${TODAY}:BREAKFAST`]: [1], [`${TODAY}:LUNCH`]: [2] });
    const reviewed = createWeekPlan({ [`${TODAY}:BREAKFAST`]: [1], [`${TODAY}:LUNCH`]: [3] });
    const { user, requests } = setup({ plans: [first, reviewed] });
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const lunch = await screen.findByRole('article', { name: /Lunch$/ });
    expect(within(lunch).getByText('Recipe 2')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      planAction: 'CREATE',
      scope: { householdMembers: [{ idUser: 2, firstName: 'Household member 1' }] },
    });
    expect(typeof requests[0].seed).toBe('number');

    // The allowed list is rendered after the plan's cards (deferred): wait for it.
    await user.click(await screen.findByRole('button', { name: 'Restrict Ingredient 20' }));
    expect(within(screen.getByRole('list', { name: 'Restricted ingredients' })).getByText('Ingredient 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: /Lunch$/ })).getByText('Recipe 3')).toBeInTheDocument(),
    );
    expect(requests[1]).toMatchObject({
      planAction: 'REVIEW',
      varietyOptions: { allowedIngredients: [10], excludedIngredients: [20] },
      weekPlan: first,
    });
    expect(within(screen.getByRole('article', { name: /Lunch$/ })).getByText('Updated')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /Breakfast$/ })).queryByText('Updated')).not.toBeInTheDocument();

    // Ctrl+Z twice: the review, then the restriction.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(within(screen.getByRole('article', { name: /Lunch$/ })).getByText('Recipe 2')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('button', { name: 'Restrict Ingredient 20' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restrict Ingredient 20' })).not.toBeInTheDocument());
  });

  it('switches to DAY and STATS views and clears the plan', async () => {
    const { user } = setup({ plans: [createWeekPlan({ [`${TODAY}:LUNCH`]: [2] }, mondayOf(localToday()))] });
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: /Lunch$/ });
    await user.click(screen.getByRole('button', { name: 'DAY' }));
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button');
    expect(days).toHaveLength(7);
    // The plan's week holds today: its tab is the one selected.
    expect(screen.getByRole('button', { name: dayHeading(TODAY, localToday()) })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'STATS' }));
    // Recipe 2: 300 kcal, 15 g protein, 40 g carbohydrate, 9 g fat per serving, two servings; needs 2000 kcal, 100 g protein.
    const stats = screen.getByRole('table', { name: 'Plan statistics' });
    await waitFor(() =>
      expect(within(stats).getByRole('row', { name: /Calories/ })).toHaveTextContent('Calories (kcal)6002000-1400'),
    );
    expect(within(stats).getByRole('row', { name: /Proteins/ })).toHaveTextContent('Proteins (g)30100-70');
    expect(within(stats).getByRole('row', { name: /Energy from macros/ })).toHaveTextContent(
      String(2 * (4 * 15 + 4 * 40 + 9 * 9)),
    );
    const requirements = screen.getByRole('table', { name: 'Daily requirements' });
    expect(within(requirements).getByRole('row', { name: /Cholesterol/ })).toHaveTextContent('0.3 g');
    expect(within(requirements).getByRole('row', { name: /Energy/ })).toHaveTextContent('2000 kcal');
    await user.click(screen.getByRole('button', { name: 'Clear plan' }));
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeInTheDocument();
  });

  it('says "Error creating plan" when the planner fails', async () => {
    const { user } = setup({ planStatus: 422 });
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Error creating plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('saves a new profile through the name dialog, updates it, and deletes it, with the toasts', async () => {
    const { user, saved } = setup();
    await page();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Name cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Profile name/), 'Family of two');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile created')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ name: 'Family of two', scope: { householdMembers: [{ idUser: 2 }] } });
    await waitFor(() => expect(screen.getByLabelText('Saved profile')).toHaveValue('41'));

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Profile deleted')).toBeInTheDocument();
    expect(screen.getByLabelText('Saved profile')).toHaveValue('');
  });

  it('loads a saved profile when it is selected, and shows the error toasts of failed saves', async () => {
    const stored: SimulationProfile = {
      id: 7,
      name: 'Athlete',
      userProfile: JSON.stringify({ household: { noOfMealsPerDay: 5 }, notes: 'trains daily' }),
      scope: { householdMembers: [{ idUser: 2, firstName: 'Sam', weightLogs: [{ weightKg: 80 }] }] },
      version: 1,
    };
    const { user } = setup({ profiles: [stored] });
    await page();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Saved profile')).getByRole('option', { name: 'Athlete (by unknown)' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Saved profile'), '7');
    expect(within(member('Sam')).getByLabelText('Weight (kg)')).toHaveValue(80);
    expect(screen.getByLabelText('Notes')).toHaveValue('trains daily');

    server.use(
      http.put(apiUrl('planner', '/simulate/profile/:id'), () =>
        HttpResponse.json({ code: 'X', message: 'no' }, { status: 500 }),
      ),
      http.delete(apiUrl('planner', '/simulate/profile/:id'), () =>
        HttpResponse.json({ code: 'X', message: 'no' }, { status: 500 }),
      ),
      http.post(apiUrl('planner', '/simulate/profile'), () => HttpResponse.json({ code: 'X', message: 'no' }, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Profile name/), 'Copy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error creating profile')).toBeInTheDocument();
  });
});

describe('saved profiles edited by two people', () => {
  it('sends the version it loaded, keeps the new one, and says so when someone else saved in between', async () => {
    const stored: SimulationProfile = {
      id: 7,
      name: 'Athlete',
      userProfile: JSON.stringify({ household: { noOfMealsPerDay: 5 } }),
      version: 3,
    };
    const { user } = setup({ profiles: [stored] });
    await page();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Saved profile')).getByRole('option', { name: 'Athlete (by unknown)' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Saved profile'), '7');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    // A second save names the version the first one produced, so it is accepted too.
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getAllByText('Profile updated')).toHaveLength(2));
    // Someone else saves version 5 -> 6 meanwhile: this editor still holds 5.
    server.use(
      http.put(apiUrl('planner', '/simulate/profile/:id'), () =>
        HttpResponse.json(
          {
            code: 'PROFILE_VERSION_CONFLICT',
            message:
              'The simulation profile was changed by someone else (you loaded version 5, it is now version 6); reload it and apply your changes again',
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/changed by someone else \(you loaded version 5, it is now version 6\)/)).toBeInTheDocument();
  });
});

describe('Load user profile', () => {
  it("lets an admin find a user of the context and fill the editor from that user's profile", async () => {
    const { user } = setup({ roles: ['admin'] });
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('api', '/contexts/nl/users'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json([{ idUser: 77, email: 'eva@example.org', dbContext: 'nl' }], {
          headers: { 'x-result-count': '1' },
        });
      }),
      http.get(apiUrl('api', '/user/77/profile'), () =>
        HttpResponse.json({
          idUser: 77,
          firstName: 'Eva',
          gender: 'F',
          birthDate: '1990-05-01',
          weightLogs: [{ weightKg: 58 }],
          heightLogs: [{ heightCm: 165 }],
          household: { noOfMealsPerDay: 4 },
          userEnergyDistribution: { proteinDistribution: 0.25, carbohydratesDistribution: 0.45, fatDistribution: 0.3 },
          notes: 'vegetarian at home',
        }),
      ),
    );
    await page();
    await user.click(screen.getByRole('button', { name: 'Load user profile' }));
    await user.type(screen.getByLabelText('User email or id'), 'eva');
    await waitFor(() => expect(asked).toContain('eva'));
    await user.click(await screen.findByRole('button', { name: 'Load eva@example.org' }));
    const eva = await screen.findByRole('group', { name: 'Eva' });
    expect(within(eva).getByLabelText('Weight (kg)')).toHaveValue(58);
    expect(within(eva).getByLabelText('Gender')).toHaveValue('F');
    expect(screen.getByLabelText('Protein (%)')).toHaveValue(25);
    expect(screen.getByLabelText('Notes')).toHaveValue('vegetarian at home');
  });
});

describe('the recommender settings of the simulation', () => {
  it('edits them in the shared settings editor: sent with the plan request, disabled heuristics and switched-off passes cannot be weighted, one undo step, reset restores the defaults', async () => {
    const { user, requests } = setup({ plans: [createWeekPlan({ [`${TODAY}:LUNCH`]: [2] })] });
    await page();
    await user.click(screen.getByRole('button', { name: 'Recommender settings' }));
    const panel = screen.getByRole('region', { name: 'Recommender settings' });
    const slider = (name: string) => within(panel).getByRole('slider', { name });
    const press = async (name: string, expected: string) => {
      act(() => slider(name).focus());
      fireEvent.keyDown(slider(name), { key: 'ArrowRight' });
      await waitFor(() => expect(slider(name)).toHaveAttribute('aria-valuenow', expected));
    };
    expect(slider('Cheaper food')).toHaveAttribute('data-disabled');
    expect(slider('Diabetes')).toHaveAttribute('data-disabled');
    expect(slider('Season')).toHaveAttribute('aria-valuemax', '5');
    expect(slider('Season')).toHaveAttribute('aria-valuenow', '1');
    await press('Season', '1.1');
    await press('Season', '1.2');
    await press('Season', '1.3');
    // Three steps of one slider are one undo step.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(slider('Season')).toHaveAttribute('aria-valuenow', '1'));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(slider('Season')).toHaveAttribute('aria-valuenow', '1.3'));

    await user.click(within(panel).getByText('Run day improvement'));
    await waitFor(() => expect(slider('Nutritional deviation')).toHaveAttribute('data-disabled'));
    expect(slider('NL fish')).not.toHaveAttribute('data-disabled');

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: /Lunch$/ });
    expect(requests[0].recommenderSettings).toMatchObject({
      mealOfDayHeuristicsWeights: { SEASON: 1.3 },
      runDayImprovement: false,
    });

    await user.click(within(panel).getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(slider('Season')).toHaveAttribute('aria-valuenow', '1'));
    expect(within(panel).getByRole('checkbox', { name: 'Run day improvement' })).toBeChecked();
  });
});

describe('the restrictions of the profile', () => {
  it('sends the chosen food restriction, ingredient feedback and ingredient restriction with the plan request', async () => {
    const { user, requests } = setup({ plans: [createWeekPlan({ [`${TODAY}:LUNCH`]: [2] })] });
    await page();
    const restrictions = await screen.findByRole('group', { name: 'Food restrictions' });
    await user.click(await within(restrictions).findByRole('checkbox', { name: 'Gluten free' }));
    expect(within(restrictions).queryByRole('checkbox', { name: 'Retired rule' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Feedback'), 'DISLIKE');
    await user.type(screen.getByRole('combobox', { name: 'Add ingredient feedback' }), 'Tomato');
    await user.click(await screen.findByRole('option', { name: 'Tomato, raw (Tomato)' }));
    expect(
      within(screen.getByRole('list', { name: 'Ingredient feedbacks' })).getByText('Tomato, raw: Dislike'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Add ingredient restriction' }), 'Peanuts');
    await user.click(await screen.findByRole('option', { name: 'Peanuts, raw (Peanuts)' }));
    expect(within(screen.getByRole('list', { name: 'Ingredient restrictions' })).getByText('Peanuts, raw')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: /Lunch$/ });
    expect(requests[0].userProfile).toMatchObject({
      foodRestrictions: [{ idFoodRestriction: 3, name: 'Gluten free' }],
      userIngredientFeedbacks: [{ value: 'DISLIKE', ingredient: { idIngredient: 11 } }],
      ingredientRestrictions: [{ idIngredient: 12 }],
    });
  });
});

describe('the meal detail dialog', () => {
  it('shows each heuristic score coloured and the restrictions applied, and replaces the meal with an Updated badge', async () => {
    const plan = createWeekPlan({ [`${TODAY}:LUNCH`]: [2] });
    const { user } = setup({ plans: [plan] });
    const replacementsAsked: unknown[] = [];
    server.use(
      http.post(apiUrl('planner', '/simulate/mealReplacements'), async ({ request }) => {
        replacementsAsked.push(await request.json());
        return HttpResponse.json([
          createScaledRecipe(8, undefined, {
            servings: 2.5,
            householdServings: [
              { user: { id: 2 }, portionInServings: 1.5 },
              { user: { id: 3 }, portionInServings: 1 },
            ],
            replacementFit: { kcal: 750, score: 1.31, scoreGap: -0.04, energyOffPercent: 4, weekUses: 0 },
          }),
          createScaledRecipe(9, undefined, {
            replacementFit: { kcal: 600, score: 1.15, scoreGap: 0.123, energyOffPercent: -14, weekUses: 1 },
          }),
        ]);
      }),
      http.post(apiUrl('planner', '/simulate/recipeReplacements'), async ({ request }) => {
        const body = (await request.json()) as { recipeToReplace: { idRecipe: number } };
        return HttpResponse.json(createWeekPlan({ [`${TODAY}:LUNCH`]: [body.recipeToReplace.idRecipe] }));
      }),
    );
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(await screen.findByRole('button', { name: /^Details of .* Lunch$/ }));
    const dialog = await screen.findByRole('dialog');
    const scores = within(dialog).getByRole('table', { name: 'Heuristic scores of Recipe 2' });
    const colourOf = (name: string) =>
      within(within(scores).getByRole('row', { name: new RegExp(name) }))
        .getByText(/^0\.\d\d$/)
        .getAttribute('data-colour');
    expect(colourOf('Energy suitability')).toBe('green');
    expect(colourOf('Season')).toBe('orange');
    expect(colourOf('Ingredient variety')).toBe('red');
    const restrictions = within(dialog).getByRole('list', { name: 'Restrictions applied to Recipe 2' });
    expect(restrictions).toHaveTextContent('Initial candidates: 120');
    expect(restrictions).toHaveTextContent('Removed by Allergen: 10');
    expect(restrictions).toHaveTextContent('Final candidates: 107');

    await user.click(within(dialog).getByRole('button', { name: 'Replace Recipe 2' }));
    // Each option with its kcal for the household, servings, energy against the target and fit, best first.
    const options = await within(dialog).findByRole('table', { name: 'Replacements for Recipe 2' });
    const headers = within(options)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Recipe', 'kcal (household)', 'Servings', 'Energy vs target', 'Fit vs current', 'Action']);
    const cells = (name: string) =>
      within(within(options).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(
      within(options)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Recipe 8', 'Recipe 9']);
    expect(cells('Recipe 8')).toEqual([
      "Recipe 8Fits this slot alone better than Recipe 2 (by 0.04); energy within 10 % of the meal's target.",
      '750300 per serving',
      '2.51.5 + 1',
      '+4 %',
      '+0.04',
      'Use',
    ]);
    expect(cells('Recipe 9')).toEqual([
      "Recipe 9Scores 0.12 below Recipe 2; 14 % under the meal's energy target; already once in this week's plan.",
      '600300 per serving',
      '21 + 1',
      '−14 %',
      '−0.12',
      'Use',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Use Recipe 9' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lunch = screen.getByRole('article', { name: /Lunch$/ });
    expect(within(lunch).getByText('Recipe 9')).toBeInTheDocument();
    expect(within(lunch).getByText('Updated')).toBeInTheDocument();
    expect(replacementsAsked[0]).toMatchObject({ dayOfWeek: TODAY, mealOfDayDivision: { mealOfDay: 'LUNCH' } });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(screen.getByRole('article', { name: /Lunch$/ })).getByText('Recipe 2')).toBeInTheDocument();
  });

  it('replaces a recipe with one picked from the simple recipe list (page, pageSize 100, searchText; fuzzy on the name)', async () => {
    const { user } = setup({ plans: [createWeekPlan({ [`${TODAY}:LUNCH`]: [2] })] });
    const searched: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('api', '/recipe/simple'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        searched.push(params);
        const items = [
          { idRecipe: 31, name: 'Lentil soup' },
          { idRecipe: 32, name: 'Pea soup' },
        ];
        return HttpResponse.json(items, { headers: { 'x-result-count': '2' } });
      }),
      http.post(apiUrl('planner', '/simulate/recipeReplacements'), async ({ request }) => {
        const body = (await request.json()) as { recipeToReplace: { idRecipe: number } };
        return HttpResponse.json(createWeekPlan({ [`${TODAY}:LUNCH`]: [body.recipeToReplace.idRecipe] }));
      }),
    );
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(await screen.findByRole('button', { name: /^Details of .* Lunch$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Pick another recipe for Recipe 2' }), 'lentl soup');
    await user.click(await within(dialog).findByRole('option', { name: 'Lentil soup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: /Lunch$/ })).getByText('Recipe 31')).toBeInTheDocument();
    // The specification's simple list: page, pageSize, searchText.
    expect(searched.at(-1)?.get('page')).toBe('0');
    expect(searched.at(-1)?.get('pageSize')).toBe('100');
    expect(searched.at(-1)?.get('searchText')).toBe('lentl soup');
  });
});
