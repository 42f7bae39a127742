/**
 * The household controls of /meal-simulation (meals per day and which meals, cooking expertise, variety) and the
 * requests they produce: the plan request, the saved profile, and a saved profile read back into the controls.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { createMealOfDayDivisions } from '../../../tests/fixtures/mealDivisions';
import { createWeekPlan } from '../../../tests/fixtures/weekPlans';
import type { SimulationProfile, UserProfile, WeekPlanRequest } from '../../services/generated/plannerApi.generated';
import { dayOfWeekOf, localToday } from '../../domain/dates';

afterEach(clearToasts);

const TODAY = dayOfWeekOf(localToday());
const MEALS = ['Breakfast', 'Middle morning', 'Lunch', 'Middle afternoon', 'Dinner', 'After dinner'];

function setup({ profiles = [] as SimulationProfile[] } = {}) {
  const requests: WeekPlanRequest[] = [];
  const saved: Omit<SimulationProfile, 'id' | 'version'>[] = [];
  const threeMeals = createWeekPlan({
    [`${TODAY}:BREAKFAST`]: [1],
    [`${TODAY}:LUNCH`]: [2],
    [`${TODAY}:DINNER`]: [3],
  });
  server.use(
    http.get(apiUrl('planner', '/simulate/profile'), () => HttpResponse.json(profiles)),
    http.get(apiUrl('api', '/mealOfDayDivision'), () => HttpResponse.json(createMealOfDayDivisions('nl'))),
    http.get(apiUrl('api', '/food-restrictions'), () => HttpResponse.json([])),
    http.post(apiUrl('planner', '/simulate/nutritionalNeeds'), () => HttpResponse.json([])),
    http.post(apiUrl('planner', '/simulate/weekPlan'), async ({ request }) => {
      requests.push((await request.json()) as WeekPlanRequest);
      return HttpResponse.json(threeMeals);
    }),
    http.post(apiUrl('planner', '/simulate/profile'), async ({ request }) => {
      const body = (await request.json()) as Omit<SimulationProfile, 'id' | 'version'>;
      saved.push(body);
      return HttpResponse.json({ ...body, id: 41, version: 1 }, { status: 201 });
    }),
  );
  const view = renderApp({ path: '/meal-simulation', session: { roles: ['nutritionist'] } });
  return { ...view, requests, saved, user: userEvent.setup() };
}

const page = () => screen.findByRole('heading', { name: 'Meal simulation' });
const mealBox = (name: string) => screen.getByRole('checkbox', { name });
const checkedMeals = () => MEALS.filter((m) => (mealBox(m) as HTMLInputElement).checked);

describe('/meal-simulation household controls', () => {
  it('plans 3 meals a day (breakfast, lunch, dinner) when "Meals per day" is 3, and shows only those', async () => {
    const { user, requests } = setup();
    await page();
    // The default sample: six meals, each listing the context's divisions it brings.
    expect(screen.getByLabelText('Meals per day')).toHaveValue('6');
    expect(checkedMeals()).toEqual(MEALS);
    await waitFor(() => expect(mealBox('Lunch')).toHaveAccessibleDescription('Bread lunch, Fruit with lunch'));
    expect(mealBox('Dinner')).toHaveAccessibleDescription('Dinner, Vegetables');

    await user.selectOptions(screen.getByLabelText('Meals per day'), '3');
    expect(checkedMeals()).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    // Three is the fewest: the ticked boxes cannot be unticked.
    expect(mealBox('Lunch')).toBeDisabled();
    expect(mealBox('Middle morning')).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: /Dinner$/ });
    expect(requests[0].userProfile.household).toMatchObject({
      noOfMealsPerDay: 3,
      selectedMeals: [{ mealOfDay: 'BREAKFAST' }, { mealOfDay: 'LUNCH' }, { mealOfDay: 'DINNER' }],
    });
    // The plan answered holds one day of three meals: the week shows those three cards, no other meal.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/Breakfast$/),
      expect.stringMatching(/Lunch$/),
      expect.stringMatching(/Dinner$/),
    ]);
  });

  it('ticking a meal adds it and "Meals per day" follows; the next request carries that choice', async () => {
    const { user, requests } = setup();
    await page();
    await user.selectOptions(screen.getByLabelText('Meals per day'), '3');
    await user.click(mealBox('Middle afternoon'));
    expect(screen.getByLabelText('Meals per day')).toHaveValue('4');
    expect(checkedMeals()).toEqual(['Breakfast', 'Lunch', 'Middle afternoon', 'Dinner']);
    await user.click(mealBox('Breakfast'));
    expect(screen.getByLabelText('Meals per day')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].userProfile.household.selectedMeals).toEqual([
      { mealOfDay: 'LUNCH' },
      { mealOfDay: 'MIDDLE_AFTERNOON' },
      { mealOfDay: 'DINNER' },
    ]);
    expect(requests[0].userProfile.household.noOfMealsPerDay).toBe(3);
  });

  it('sends the cooking expertise (intermediate by default) and saves it with the profile', async () => {
    const { user, requests, saved } = setup();
    await page();
    expect(screen.getByLabelText('Cooking expertise')).toHaveValue('INTERMEDIATE');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].userProfile.expertiseLevel).toBe('INTERMEDIATE');

    await user.selectOptions(screen.getByLabelText('Cooking expertise'), 'Beginner');
    await user.selectOptions(screen.getByLabelText('Meals per day'), '4');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].userProfile.expertiseLevel).toBe('BEGINNER');

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Profile name/), 'Beginner cook');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile created')).toBeInTheDocument();
    const stored = JSON.parse(saved[0].userProfile) as UserProfile;
    expect(stored.expertiseLevel).toBe('BEGINNER');
    expect(stored.household).toMatchObject({
      noOfMealsPerDay: 4,
      selectedMeals: [
        { mealOfDay: 'BREAKFAST' },
        { mealOfDay: 'LUNCH' },
        { mealOfDay: 'MIDDLE_AFTERNOON' },
        { mealOfDay: 'DINNER' },
      ],
    });
  });

  it('restores the expertise and the meals of a saved profile when it is selected', async () => {
    const stored: SimulationProfile = {
      id: 7,
      name: 'Advanced cook',
      userProfile: JSON.stringify({
        expertiseLevel: 'ADVANCED',
        household: {
          noOfMealsPerDay: 5,
          selectedMeals: ['BREAKFAST', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER'].map((mealOfDay) => ({ mealOfDay })),
        },
      }),
      scope: { householdMembers: [{ idUser: 2, firstName: 'Sam' }] },
      version: 1,
    };
    const { user } = setup({ profiles: [stored] });
    await page();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Saved profile')).getByRole('option', { name: 'Advanced cook (by unknown)' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Saved profile'), '7');
    await waitFor(() => expect(screen.getByLabelText('Cooking expertise')).toHaveValue('ADVANCED'));
    expect(screen.getByLabelText('Meals per day')).toHaveValue('5');
    expect(checkedMeals()).toEqual(['Breakfast', 'Lunch', 'Middle afternoon', 'Dinner', 'After dinner']);
  });

  it('sends the variety level chosen under "Variety": Balanced (UNLIMITED) by default, Low, Unlimited (HIGH)', async () => {
    const { user, requests } = setup();
    await page();
    const variety = screen.getByRole('combobox', { name: 'Variety' });
    expect(
      within(variety)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Low', 'Balanced', 'Unlimited']);
    expect(variety).toHaveValue('UNLIMITED');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].varietyOptions?.varietyLevel).toBe('UNLIMITED');

    await user.selectOptions(variety, 'Low');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].varietyOptions?.varietyLevel).toBe('LOW');

    await user.selectOptions(variety, 'Unlimited');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2].varietyOptions?.varietyLevel).toBe('HIGH');
  });
});
