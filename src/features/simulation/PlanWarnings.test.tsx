import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { useSimulationLookups } from '../../../tests/mocks/simulation';
import { createWeekPlan } from '../../../tests/fixtures/weekPlans';
import { createMealOfDayDivisions } from '../../../tests/fixtures/mealDivisions';
import type { PlanWarning, WeekPlan } from '../../services/generated/plannerApi.generated';
import { dayOfWeekOf, localToday } from '../../domain/dates';

const TODAY = dayOfWeekOf(localToday());

const SNACK: PlanWarning = {
  kind: 'NO_CANDIDATES',
  need: 'Morning snack',
  mealOfDay: 'MIDDLE_MORNING',
  idMealOfDayDivision: 2,
  days: ['MONDAY'],
  shortfall: 0,
  bindingRule: 'Vegan with no nuts or peanuts leaves none of 41 snack recipes',
  relaxation: 'add snack recipes that are vegan with no nuts or peanuts to the catalogue',
  message: 'Morning snack (Middle morning): Vegan with no nuts or peanuts leaves none of 41 snack recipes; the slot stays empty',
};
const PROTEIN: PlanWarning = {
  kind: 'MACRO',
  need: 'PROTEIN',
  user: 2,
  days: ['MONDAY', 'TUESDAY'],
  shortfall: -0.31,
  bindingRule: 'protein density of the remaining candidates too low for 8.4 g/100 kcal (at most 6.1)',
  relaxation: 'lower the protein share of the macro distribution to 24 % or less',
  message:
    'Protein for Household member 1: up to 31 % short of 120 g on Monday, Tuesday; protein density of the remaining candidates too low for 8.4 g/100 kcal (at most 6.1)',
};

function setup(plans: WeekPlan[]) {
  let calls = 0;
  useSimulationLookups();
  server.use(
    http.get(apiUrl('planner', '/simulate/profile'), () => HttpResponse.json([])),
    http.get(apiUrl('api', '/mealOfDayDivision'), () => HttpResponse.json(createMealOfDayDivisions())),
    http.post(apiUrl('planner', '/simulate/weekPlan'), () => {
      calls += 1;
      return HttpResponse.json(plans[Math.min(calls, plans.length) - 1]);
    }),
  );
  renderApp({ path: '/meal-simulation', session: { roles: ['nutritionist'] } });
  return userEvent.setup();
}

describe('plan warnings on /meal-simulation', () => {
  it('lists every warning of the plan above the meals, and drops the list when a new plan has none', async () => {
    const warned = { ...createWeekPlan({ [`${TODAY}:LUNCH`]: [2] }), warnings: [SNACK, PROTEIN] };
    const clean = { ...createWeekPlan({ [`${TODAY}:LUNCH`]: [3] }), warnings: [] };
    const user = setup([warned, clean]);
    await screen.findByRole('heading', { name: 'Meal simulation' });
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    await screen.findByText('Recipe 2');

    const alert = await screen.findByRole('alert', { name: 'Plan warnings' });
    expect(within(alert).getByText('This plan has 2 warnings')).toBeInTheDocument();
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([SNACK.message, PROTEIN.message]);
    // The list sits above the plan's meals.
    const lunch = screen.getByRole('article', { name: /Lunch$/ });
    expect(alert.compareDocumentPosition(lunch) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await within(await screen.findByRole('article', { name: /Lunch$/ })).findByText('Recipe 3');
    expect(screen.queryByRole('alert', { name: 'Plan warnings' })).not.toBeInTheDocument();
  });

  it('says it in the singular for one warning', async () => {
    const user = setup([{ ...createWeekPlan({ [`${TODAY}:LUNCH`]: [2] }), warnings: [SNACK] }]);
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    await screen.findByText('Recipe 2');
    const alert = await screen.findByRole('alert', { name: 'Plan warnings' });
    expect(within(alert).getByText('This plan has 1 warning')).toBeInTheDocument();
    expect(within(alert).getByText(SNACK.message)).toBeInTheDocument();
  });
});
