import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { useSimulationLookups, type SimulationLookups } from '../../../tests/mocks/simulation';
import { createMealPlan, createScaledRecipe, createWeekPlan } from '../../../tests/fixtures/weekPlans';
import type {
  MemberNutritionalNeeds,
  SimulationProfile,
  WeekPlan,
  WeekPlanRequest,
} from '../../services/generated/plannerApi.generated';

afterEach(clearToasts);

const member = (id: number, mealsKcalNeed: MemberNutritionalNeeds['mealsKcalNeed']): MemberNutritionalNeeds => ({
  user: { id },
  mealsKcalNeed,
  nutrientNeeds: {
    KCAL: { target: 2000, unit: 'KCAL' },
    PROTEIN: { target: 100, unit: 'G' },
    CARB: { target: 250, unit: 'G' },
    FAT: { target: 67, unit: 'G' },
    FIBER: { target: 25, unit: 'G' },
    SALT: { target: 5, max: 5, unit: 'G' },
    CHOLESTEROL: { target: 300, max: 300, unit: 'MG' },
    IRON: { target: 11, min: 11, unit: 'MG' },
  },
});

interface Options {
  /** The plan the planner answers; its startDate is the request's unless given. */
  plan?: (request: WeekPlanRequest) => WeekPlan;
  needs?: MemberNutritionalNeeds[];
  profiles?: SimulationProfile[];
  lookups?: SimulationLookups;
  roles?: string[];
}

function setup({ plan, needs = [member(2, { LUNCH: 600 })], profiles = [], lookups, roles = ['nutritionist'] }: Options = {}) {
  const requests: WeekPlanRequest[] = [];
  const loaded = useSimulationLookups(lookups);
  server.use(
    http.get(apiUrl('planner', '/simulate/profile'), () => HttpResponse.json(profiles)),
    http.post(apiUrl('planner', '/simulate/nutritionalNeeds'), () => HttpResponse.json(needs)),
    http.get(apiUrl('api', '/food-restrictions'), () => HttpResponse.json([])),
    http.post(apiUrl('planner', '/simulate/weekPlan'), async ({ request }) => {
      const body = (await request.json()) as WeekPlanRequest;
      requests.push(body);
      const answer = plan ? plan(body) : createWeekPlan({ 'MONDAY:LUNCH': [2] }, body.startDate);
      return HttpResponse.json({ ...answer, startDate: body.startDate ?? answer.startDate });
    }),
  );
  const view = renderApp({ path: '/meal-simulation', session: { roles } });
  return { ...view, requests, loaded, user: userEvent.setup() };
}

const page = () => screen.findByRole('heading', { name: 'Meal simulation' });

describe('per-meal energy targets', () => {
  it("shows each meal's household target on its card and in the daily requirements, with milligram nutrients in their units", async () => {
    const { user } = setup({ needs: [member(2, { BREAKFAST: 423, LUNCH: 600 }), member(3, { BREAKFAST: 300, LUNCH: 500 })] });
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // Recipe 2: 300 kcal a serving, 2 servings = 600 kcal; the household's lunch target is 600 + 500.
    const lunch = await screen.findByRole('article', { name: 'Monday Lunch' });
    await waitFor(() => expect(within(lunch).getByLabelText('Energy of Monday Lunch')).toHaveTextContent('600 / 1100 kcal'));

    const perMeal = screen.getByRole('table', { name: 'Energy per meal' });
    expect(within(perMeal).getByRole('row', { name: /Breakfast/ })).toHaveTextContent('723 kcal');
    expect(within(perMeal).getByRole('row', { name: /Lunch/ })).toHaveTextContent('1100 kcal');
    expect(within(perMeal).queryByRole('row', { name: /Dinner/ })).not.toBeInTheDocument();

    const daily = screen.getByRole('table', { name: 'Daily requirements' });
    expect(within(daily).getByRole('row', { name: /Iron/ })).toHaveTextContent('0.022 g (22 mg)');
    expect(within(daily).getByRole('row', { name: /Cholesterol/ })).toHaveTextContent('0.6 g (600 mg)');
    expect(within(daily).getByRole('row', { name: /Salt/ })).toHaveTextContent('10 g');
    expect(within(daily).getByRole('row', { name: /Energy/ })).toHaveTextContent('4000 kcal');
  });
});

describe('the meal detail dialog', () => {
  it('lists each scaled ingredient with the grams of each member and of the household', async () => {
    const recipe = createScaledRecipe(2, [20, 21], {
      servings: 2,
      householdServings: [
        { user: { id: 2, name: 'Household member 1' }, portionInServings: 1.5 },
        { user: { id: 3, name: 'Kim' }, portionInServings: 0.5 },
      ],
    });
    recipe.scaledRecipeIngredients = [
      { ingredient: { idIngredient: 20, name: 'Rice, white, cooked' }, quantityInGrams: 200 },
      { ingredient: { idIngredient: 21, name: 'Lentils, boiled' }, quantityInGrams: 90 },
    ];
    const { user } = setup({
      plan: (request) => ({ startDate: request.startDate!, mealPlans: [createMealPlan('MONDAY', 'LUNCH', [recipe])] }),
    });
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(await screen.findByRole('button', { name: 'Details of Monday Lunch' }));
    const dialog = await screen.findByRole('dialog');
    const table = within(dialog).getByRole('table', { name: 'Ingredients of Recipe 2' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Ingredient', 'Household member 1 (g)', 'Kim (g)', 'Household (g)']);
    expect(within(table).getByRole('row', { name: /Rice/ })).toHaveTextContent('Rice, white, cooked15050200');
    expect(within(table).getByRole('row', { name: /Lentils/ })).toHaveTextContent('Lentils, boiled67.522.590');
  });
});

describe('dates and the week', () => {
  it('plans the week of the chosen date from its Monday and heads each day with its date', async () => {
    const { user, requests } = setup();
    await page();
    // Wednesday 25 November 2026: the plan starts on Monday the 23rd.
    fireEvent.change(screen.getByLabelText('Week starting'), { target: { value: '2026-11-25' } });
    expect(screen.getByLabelText('Week starting')).toHaveValue('2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: 'Monday Lunch' });
    expect(requests[0].startDate).toBe('2026-11-23');

    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Monday 23 Nov',
      'Tuesday 24 Nov',
      'Wednesday 25 Nov',
      'Thursday 26 Nov',
      'Friday 27 Nov',
      'Saturday 28 Nov',
      'Sunday 29 Nov',
    ]);
    expect(screen.getByText('Week of Monday 23 Nov')).toBeInTheDocument();

    // The DAY view: seven dated tabs from Monday.
    await user.click(screen.getByRole('button', { name: 'DAY' }));
    const tabs = within(screen.getByRole('group', { name: 'Day' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(tabs[0]).toBe('Monday 23 Nov');
    expect(tabs[6]).toBe('Sunday 29 Nov');

    // Update reviews the same week.
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ planAction: 'REVIEW', startDate: '2026-11-23' });
  });

  it('crosses a month: the week of 1 January 2027 starts on Monday 28 December', async () => {
    const { user, requests } = setup();
    await page();
    fireEvent.change(screen.getByLabelText('Week starting'), { target: { value: '2027-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: 'Monday Lunch' });
    expect(requests[0].startDate).toBe('2026-12-28');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Monday 28 Dec');
    expect(headings[4]).toBe('Friday 1 Jan');
  });
});

describe('Load user profile', () => {
  it('lets a nutritionist load a user of their own context, without a context picker or impersonation', async () => {
    const { user } = setup();
    const listed: string[] = [];
    const profileHeaders: Headers[] = [];
    server.use(
      http.get(apiUrl('api', '/contexts/:ctx/users'), ({ params }) => {
        listed.push(String(params.ctx));
        return HttpResponse.json([{ idUser: 77, email: 'eva@example.org', dbContext: 'nl' }], {
          headers: { 'x-result-count': '1' },
        });
      }),
      http.get(apiUrl('api', '/user/77/profile'), ({ request }) => {
        profileHeaders.push(request.headers);
        return HttpResponse.json({ idUser: 77, firstName: 'Eva', gender: 'F', weightLogs: [{ weightKg: 58 }] });
      }),
    );
    await page();
    await user.click(screen.getByRole('button', { name: 'Load user profile' }));
    const panel = screen.getByRole('region', { name: 'Load user profile' });
    expect(within(panel).queryByLabelText('Database context')).not.toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Load eva@example.org' }));
    const eva = await screen.findByRole('group', { name: 'Eva' });
    expect(within(eva).getByLabelText('Weight (kg)')).toHaveValue(58);
    expect(listed).toEqual(['nl']);
    expect(profileHeaders[0].get('X-Impersonate-Context')).toBeNull();
  });

  it('lets an admin pick another context: its users are listed and the profile is read through the impersonation headers', async () => {
    const { user } = setup({ roles: ['admin'] });
    const profileHeaders: Headers[] = [];
    server.use(
      http.get(apiUrl('api', '/contexts'), () => HttpResponse.json(['dk', 'es'])),
      http.get(apiUrl('api', '/contexts/:ctx/users'), ({ params }) =>
        HttpResponse.json(params.ctx === 'dk' ? [{ idUser: 5, email: 'jens@example.dk', dbContext: 'dk' }] : [], {
          headers: { 'x-result-count': params.ctx === 'dk' ? '1' : '0' },
        }),
      ),
      http.get(apiUrl('api', '/user/5/profile'), ({ request }) => {
        profileHeaders.push(request.headers);
        return HttpResponse.json({ idUser: 5, firstName: 'Jens', weightLogs: [{ weightKg: 90 }] });
      }),
    );
    await page();
    await user.click(screen.getByRole('button', { name: 'Load user profile' }));
    const panel = screen.getByRole('region', { name: 'Load user profile' });
    expect(await within(panel).findByText('No users')).toBeInTheDocument();
    await waitFor(() => expect(within(within(panel).getByLabelText('Database context')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(within(panel).getByLabelText('Database context'), 'dk');
    await user.click(await within(panel).findByRole('button', { name: 'Load jens@example.dk' }));
    expect(await screen.findByRole('group', { name: 'Jens' })).toBeInTheDocument();
    expect(profileHeaders[0].get('X-Impersonate-Context')).toBe('dk');
    expect(profileHeaders[0].get('X-Impersonate-User-Id')).toBe('1');
  });

  it('is not offered to an ambassador (the user calls are for admins and nutritionists)', async () => {
    setup({ roles: ['ambassador'] });
    await page();
    expect(screen.queryByRole('button', { name: 'Load user profile' })).not.toBeInTheDocument();
  });
});

describe('what the page loads', () => {
  it("asks for tags, meal divisions, the ingredient lookup and the energy distribution, and starts from the context's macros", async () => {
    const { loaded } = setup({
      lookups: { energyDistribution: { proteinDistribution: 0.25, fatDistribution: 0.3, carbohydratesDistribution: 0.45 } },
    });
    await page();
    await waitFor(() => expect(screen.getByLabelText('Protein (%)')).toHaveValue(25));
    expect(screen.getByLabelText('Fat (%)')).toHaveValue(30);
    expect(screen.getByLabelText('Carbohydrates (%)')).toHaveValue(45);
    const paths = loaded.map((c) => c.path.replace(/^.*?(\/(tag|mealOfDayDivision|energy-distribution|ingredients))$/, '$1'));
    expect(new Set(paths)).toEqual(new Set(['/tag', '/mealOfDayDivision', '/energy-distribution', '/ingredients']));
    // The context's macros are no edit: nothing to undo.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it("leaves a saved profile's macros alone", async () => {
    const stored: SimulationProfile = {
      id: 7,
      name: 'Athlete',
      userProfile: JSON.stringify({
        userEnergyDistribution: { proteinDistribution: 0.3, carbohydratesDistribution: 0.4, fatDistribution: 0.3 },
      }),
      version: 1,
      createdBy: 'nina',
    };
    const { user } = setup({
      profiles: [stored],
      lookups: { energyDistribution: { proteinDistribution: 0.25, fatDistribution: 0.3, carbohydratesDistribution: 0.45 } },
    });
    await page();
    await waitFor(() => expect(screen.getByLabelText('Protein (%)')).toHaveValue(25));
    await user.selectOptions(
      screen.getByLabelText('Saved profile'),
      await screen.findByRole('option', { name: 'Athlete (by nina)' }),
    );
    expect(screen.getByLabelText('Protein (%)')).toHaveValue(30);
    expect(screen.getByLabelText('Carbohydrates (%)')).toHaveValue(40);
  });
});

describe('saved profiles', () => {
  it('show who saved them, "unknown" for a profile saved before owners were kept', async () => {
    const profiles: SimulationProfile[] = [
      { id: 7, name: 'Athlete', userProfile: '{}', version: 2, createdBy: 'nina', updatedBy: 'admin' },
      { id: 8, name: 'Old one', userProfile: '{}', version: 1 },
    ];
    const { user } = setup({ profiles });
    await page();
    const select = screen.getByLabelText('Saved profile');
    expect(await within(select).findByRole('option', { name: 'Athlete (by nina)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Old one (by unknown)' })).toBeInTheDocument();
    await user.selectOptions(select, '7');
    expect(screen.getByLabelText('Saved by')).toHaveTextContent('Saved by nina, last saved by admin');
    await user.selectOptions(select, '8');
    expect(screen.getByLabelText('Saved by')).toHaveTextContent('Saved by unknown');
  });

  it('are read-only to a plain user who does not own them: Save makes a copy, Delete is off, the owner is named', async () => {
    const profiles: SimulationProfile[] = [
      { id: 7, name: 'Athlete', userProfile: '{}', version: 2, createdBy: 'someone' },
      { id: 8, name: 'Mine', userProfile: '{}', version: 1, createdBy: 'nina' },
    ];
    const { user } = setup({ profiles, roles: ['user'] });
    await page();
    const select = screen.getByLabelText('Saved profile');
    await within(select).findByRole('option', { name: 'Athlete (by someone)' });
    await user.selectOptions(select, '7');
    expect(screen.getByLabelText('Saved by')).toHaveTextContent('Read only: Saved by someone');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save as new profile' }));
    expect(await screen.findByRole('dialog', { name: 'Save profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Their own profile (nina is the signed-in user) stays theirs to change.
    await user.selectOptions(select, '8');
    expect(screen.getByLabelText('Saved by')).toHaveTextContent(/^Saved by nina$/);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeInTheDocument();
  });
});
