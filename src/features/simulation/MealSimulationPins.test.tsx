import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { useSimulationLookups } from '../../../tests/mocks/simulation';
import { createWeekPlan } from '../../../tests/fixtures/weekPlans';
import { createMealOfDayDivisions } from '../../../tests/fixtures/mealDivisions';
import type {
  MealExplanation,
  MealExplanationRequest,
  RecipeReplacementRequest,
  WeekPlanRequest,
} from '../../services/generated/plannerApi.generated';
import { dayOfWeekOf, localToday } from '../../domain/dates';

afterEach(clearToasts);

const TODAY = dayOfWeekOf(localToday());

const explanation = (whyNot?: MealExplanation['whyNot']): MealExplanation => ({
  dayOfWeek: TODAY,
  idMealOfDayDivision: 1,
  division: 'Lunch',
  chosen: {
    idRecipe: 2,
    name: 'Recipe 2',
    score: 0.81,
    energyOffPercent: 3,
    covers: [{ nutrient: 'KCAL', percentOfDay: 30 }],
    strongest: [{ name: 'SEASON', value: 1 }],
  },
  candidates: 140,
  compared: 201,
  summary: 'Recipe 2 was chosen for lunch among 140 recipes that pass the household rules; it covers 30 % of the daily energy.',
  alternatives: [
    { idRecipe: 8, name: 'Recipe 8', reason: 'REPEATED', message: "Already once in this week's plan." },
    { idRecipe: 9, name: 'Recipe 9', reason: 'ENERGY', message: 'Energy off by 35 % (too much for this meal).' },
  ],
  ...(whyNot ? { whyNot } : {}),
});

function setup(plans: ReturnType<typeof createWeekPlan>[], path = '/meal-simulation') {
  const requests: WeekPlanRequest[] = [];
  const explained: MealExplanationRequest[] = [];
  const replaced: RecipeReplacementRequest[] = [];
  useSimulationLookups();
  server.use(
    http.get(apiUrl('planner', '/simulate/profile'), () => HttpResponse.json([])),
    http.get(apiUrl('api', '/mealOfDayDivision'), () => HttpResponse.json(createMealOfDayDivisions())),
    http.post(apiUrl('planner', '/simulate/nutritionalNeeds'), () => HttpResponse.json([])),
    http.get(apiUrl('api', '/food-restrictions'), () => HttpResponse.json([])),
    http.post(apiUrl('planner', '/simulate/weekPlan'), async ({ request }) => {
      requests.push((await request.json()) as WeekPlanRequest);
      return HttpResponse.json(plans[Math.min(requests.length, plans.length) - 1]);
    }),
    http.post(apiUrl('planner', '/simulate/recipeReplacements'), async ({ request }) => {
      const body = (await request.json()) as RecipeReplacementRequest;
      replaced.push(body);
      return HttpResponse.json(createWeekPlan({ [`${TODAY}:LUNCH`]: [body.recipeToReplace.idRecipe] }));
    }),
    http.post(apiUrl('planner', '/simulate/mealExplanation'), async ({ request }) => {
      const body = (await request.json()) as MealExplanationRequest;
      explained.push(body);
      if (!body.whyNot) return HttpResponse.json(explanation());
      return HttpResponse.json(
        explanation({
          idRecipe: body.whyNot.idRecipe,
          name: body.whyNot.name ?? '',
          reason: 'RESTRICTION',
          rule: 'INGREDIENT_RESTRICTION',
          message: 'Excluded by the ingredient restriction rule: the household never eats peanuts.',
        }),
      );
    }),
    http.get(apiUrl('api', '/recipe/simple'), () =>
      HttpResponse.json(
        [
          { idRecipe: 31, name: 'Peanut curry' },
          { idRecipe: 32, name: 'Pea soup' },
        ],
        { headers: { 'x-result-count': '2' } },
      ),
    ),
  );
  renderApp({ path, session: { roles: ['nutritionist'] } });
  return { requests, explained, replaced, user: userEvent.setup() };
}

const page = () => screen.findByRole('heading', { name: 'Meal simulation' });
const lunchCard = () => screen.getByRole('article', { name: /Lunch$/ });

describe('pinned meals on /meal-simulation', () => {
  it('pins a meal on its card, sends the pin with Update and with a replacement, and Undo unpins', async () => {
    const first = createWeekPlan({ [`${TODAY}:LUNCH`]: [2] });
    const { user, requests, replaced } = setup([first, first], '/meal-simulation?lang=nl');
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: /Lunch$/ });
    expect(requests[0].lang).toBe('nl');
    expect(within(lunchCard()).getByText('600 kcal')).toBeInTheDocument();

    await user.click(within(lunchCard()).getByRole('button', { name: /^Pin .* Lunch$/ }));
    expect(within(lunchCard()).getByText('Pinned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ planAction: 'REVIEW', pinnedMeals: [{ dayOfWeek: TODAY, idMealOfDayDivision: 1 }] });
    await waitFor(() => expect(within(lunchCard()).getByText('Pinned')).toBeInTheDocument());

    // In the dialog the pinned recipe cannot be replaced; unpinned there, it can, and the pin goes with it.
    await user.click(within(lunchCard()).getByRole('button', { name: /^Details of .* Lunch$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pinned: unpin Recipe 2 to replace it.')).toBeInTheDocument();
    expect(within(dialog).getByText('600 kcal for the household')).toBeInTheDocument();
    expect(within(dialog).getByText(/Household member 1: 1 servings \(300 kcal\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unpin Recipe 2' }));
    expect(within(dialog).getByRole('button', { name: 'Pin Recipe 2' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(within(dialog).getByRole('combobox', { name: 'Pick another recipe for Recipe 2' }), 'pea soup');
    await user.click(await within(dialog).findByRole('option', { name: 'Pea soup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(replaced[0]).toMatchObject({ lang: 'nl', recipeToReplace: { idRecipe: 32 } });
    expect(replaced[0].pinnedMeals).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(lunchCard()).getByText('Pinned')).toBeInTheDocument();
  });

  it('explains the meal in the dialog and answers "why not" for a recipe picked from the catalogue', async () => {
    const { user, explained } = setup([createWeekPlan({ [`${TODAY}:LUNCH`]: [2] })]);
    await page();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(await screen.findByRole('button', { name: /^Details of .* Lunch$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Why this meal?' }));
    expect(await within(dialog).findByText(/Recipe 2 was chosen for lunch among 140 recipes/)).toBeInTheDocument();
    const alternatives = within(dialog).getByRole('list', { name: 'Rejected alternatives to Recipe 2' });
    expect(within(alternatives).getByText('Repeated this week')).toBeInTheDocument();
    expect(within(alternatives).getByText('Energy off by 35 % (too much for this meal).')).toBeInTheDocument();
    expect(explained[0]).toMatchObject({ dayOfWeek: TODAY, mealOfDayDivision: { mealOfDay: 'LUNCH' }, count: 5 });

    await user.type(within(dialog).getByRole('combobox', { name: 'Why not this one? (instead of Recipe 2)' }), 'peanut');
    await user.click(await within(dialog).findByRole('option', { name: 'Peanut curry' }));
    const verdict = await within(dialog).findByRole('listitem', { name: 'Verdict on Peanut curry' });
    expect(verdict).toHaveTextContent('Restriction');
    expect(verdict).toHaveTextContent('the household never eats peanuts');
    expect(explained[1]).toMatchObject({ whyNot: { idRecipe: 31, name: 'Peanut curry' } });
  });

  it('edits recipe feedbacks like ingredient feedbacks and sends them with the plan request', async () => {
    const { user, requests } = setup([createWeekPlan({ [`${TODAY}:LUNCH`]: [2] })]);
    await page();
    await user.selectOptions(screen.getByLabelText('Recipe feedback'), 'DISLIKE');
    await user.type(screen.getByRole('combobox', { name: 'Add recipe feedback' }), 'pea soup');
    await user.click(await screen.findByRole('option', { name: 'Pea soup' }));
    const list = screen.getByRole('list', { name: 'Recipe feedbacks' });
    expect(within(list).getByText('Pea soup: Dislike')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('article', { name: /Lunch$/ });
    expect(requests[0].userProfile.userRecipeFeedbacks).toEqual([
      { value: 'DISLIKE', recipe: { idRecipe: 32, name: 'Pea soup' } },
    ]);
    await user.click(within(list).getByRole('button', { name: 'Remove feedback on Pea soup' }));
    expect(within(list).queryByText('Pea soup: Dislike')).not.toBeInTheDocument();
  });
});
