/** /meal-simulation: an Update whose plan comes back without a changed meal says so, in plain words. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { useSimulationLookups } from '../../../tests/mocks/simulation';
import { createMealOfDayDivisions } from '../../../tests/fixtures/mealDivisions';
import { createScaledRecipe, createWeekPlan } from '../../../tests/fixtures/weekPlans';
import type { WeekPlan } from '../../services/generated/plannerApi.generated';
import { dayOfWeekOf, localToday } from '../../domain/dates';

const TODAY = dayOfWeekOf(localToday());

/** The planner answers the plans given, one per request. */
function setup(plans: WeekPlan[]) {
  const answers = [...plans];
  useSimulationLookups();
  server.use(
    http.get(apiUrl('planner', '/simulate/profile'), () => HttpResponse.json([])),
    http.get(apiUrl('api', '/mealOfDayDivision'), () => HttpResponse.json(createMealOfDayDivisions('nl'))),
    http.get(apiUrl('api', '/food-restrictions'), () => HttpResponse.json([])),
    http.post(apiUrl('planner', '/simulate/nutritionalNeeds'), () => HttpResponse.json([])),
    http.post(apiUrl('planner', '/simulate/weekPlan'), () => HttpResponse.json(answers.shift())),
  );
  renderApp({ path: '/meal-simulation', session: { roles: ['nutritionist'] } });
  return { user: userEvent.setup() };
}

const plan = () => createWeekPlan({ [`${TODAY}:LUNCH`]: [2], [`${TODAY}:DINNER`]: [3] });

describe('/meal-simulation Update', () => {
  it('says when the plan came back the same, whether anything had changed, when only portions moved, and nothing when a meal changed', async () => {
    const biggerDinner = plan();
    biggerDinner.mealPlans[1].scaledRecipes[0] = createScaledRecipe(3, undefined, {
      servings: 3,
      mealOfDayDivision: biggerDinner.mealPlans[1].scaledRecipes[0].mealOfDayDivision,
    });
    const { user } = setup([
      plan(),
      plan(),
      plan(),
      biggerDinner,
      createWeekPlan({ [`${TODAY}:LUNCH`]: [5], [`${TODAY}:DINNER`]: [3] }),
    ]);
    await screen.findByRole('heading', { name: 'Meal simulation' });
    const update = async () => {
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());
    };
    const note = () => within(screen.getByRole('region', { name: 'Meal plan' })).queryByRole('status');

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: /Lunch$/ });
    expect(note()).toBeNull();

    await update();
    expect(note()).toHaveTextContent('Nothing changed since the last plan: the plan is the same.');

    await user.type(screen.getByLabelText('Notes'), 'Less salt');
    await update();
    expect(note()).toHaveTextContent('The plan is unchanged: the planner kept every meal and portion as they were.');

    await update();
    expect(note()).toHaveTextContent(
      'No meal changed: every meal has the same recipes as before, and only some portions were adjusted.',
    );

    await update();
    expect(note()).toBeNull();
    expect(within(screen.getByRole('article', { name: /Lunch$/ })).getByText('Updated')).toBeInTheDocument();
  });
});
