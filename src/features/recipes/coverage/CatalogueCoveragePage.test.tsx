import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../../../../tests/setup/renderApp';
import { server } from '../../../../tests/mocks/server';
import { apiUrl } from '../../../../tests/mocks/urls';
import { useRecipeApi } from '../../../../tests/mocks/recipes';
import type { CatalogueCoverage } from '../../../services/generated/plannerApi.generated';

function report(overrides: Partial<CatalogueCoverage> = {}): CatalogueCoverage {
  return {
    threshold: 10,
    publishedRecipes: 120,
    slots: [
      { key: 'BREAKFAST', label: 'Breakfast', mealPart: 'BREAKFAST', mealsOfDay: ['BREAKFAST'], mealTypes: ['BREAKFAST', 'CEREAL'], mealRoles: ['BREAKFAST'] },
      {
        key: 'LUNCH:BREAD_MEAL',
        label: 'Lunch (Bread meal)',
        mealPart: 'LUNCH',
        mealRole: 'BREAD_MEAL',
        mealsOfDay: ['LUNCH'],
        mealTypes: ['LUNCH'],
        mealRoles: ['BREAD_MEAL'],
        fallbackMealRoles: ['HOT_MAIN', 'BREAD_MEAL'],
      },
    ],
    profiles: [
      { key: 'ANY', label: 'Any diet', diets: [], allergens: [], counts: [40, 25], fellBack: [false, false] },
      { key: 'VEGAN', label: 'Vegan', diets: ['VEGAN'], allergens: [], counts: [12, 3], fellBack: [false, false] },
      { key: 'NO_NUTS', label: 'No nuts', diets: [], allergens: ['NUTS', 'PEANUT'], counts: [38, 22], fellBack: [false, false] },
      { key: 'GLUTEN_FREE', label: 'Gluten-free', diets: [], allergens: ['GLUTEN'], counts: [20, 31], fellBack: [false, true] },
      { key: 'FOOD_RESTRICTION_4', label: 'No pork', diets: [], allergens: [], idFoodRestriction: 4, counts: [40, 9], fellBack: [false, false] },
    ],
    exposure: {
      weekPlans: 50,
      appearances: 2100,
      recipes: 120,
      plannedRecipes: 80,
      neverPlannedCount: 40,
      gini: 0.612,
      neverPlanned: [{ idRecipe: 31, name: 'Kale soup' }],
      neverPlannedLimit: 1,
    },
    contradictions: [
      { idRecipe: 77, name: 'House special', diets: ['VEGAN'], allergens: [], ingredients: ['Beef, ground, raw'], nameReasons: [] },
    ],
    ...overrides,
  };
}

function setup(answer: () => Promise<Response> | Response) {
  const api = useRecipeApi();
  let calls = 0;
  server.use(
    http.get(apiUrl('planner', '/recipes/coverage'), async () => {
      calls += 1;
      return answer();
    }),
  );
  return { ...api, calls: () => calls };
}

describe('the catalogue coverage page', () => {
  it('shows a loading state, then the table with thin cells marked, the exposure and the contradictions', async () => {
    setup(async () => {
      await delay(50);
      return HttpResponse.json(report());
    });
    renderApp({ path: '/recipes/coverage' });
    expect(await screen.findByLabelText('Loading coverage')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recipes per profile and meal slot' });
    expect(within(table).getByRole('columnheader', { name: 'Lunch (Bread meal)' })).toBeInTheDocument();
    const thin = within(table).getByRole('link', { name: '3 recipes for Vegan in Lunch (Bread meal), under 10' });
    expect(thin.closest('td')).toHaveAttribute('data-thin', 'true');
    const enough = within(table).getByRole('link', { name: '12 recipes for Vegan in Breakfast' });
    expect(enough.closest('td')).not.toHaveAttribute('data-thin');
    expect(screen.getByText('Cells under 10').parentElement).toHaveTextContent('2');
    expect(screen.getByText('0.61')).toBeInTheDocument();
    expect(screen.getByText(/Never planned \(40, first 1 by name\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kale soup' })).toHaveAttribute('href', '/nutritionist/recipes/31');
    const contradictions = screen.getByRole('list', { name: 'Recipes tagged against their ingredients' });
    expect(within(contradictions).getByRole('link', { name: 'House special' })).toHaveAttribute('href', '/nutritionist/recipes/77');
    expect(contradictions).toHaveTextContent('tagged Vegan (Beef, ground, raw)');
  });

  it('exports the table as CSV', async () => {
    setup(() => HttpResponse.json(report()));
    renderApp({ path: '/recipes/coverage' });
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('download', 'catalogue-coverage.csv');
    const csv = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(csv.split('\r\n')).toEqual([
      'Profile,Breakfast,Lunch (Bread meal)',
      'Any diet,40,25',
      'Vegan,12,3',
      'No nuts,38,22',
      'Gluten-free,20,31',
      'No pork,40,9',
      '',
    ]);
  });

  it('follows a cell to the recipe list filtered to its profile and slot', async () => {
    const { callsTo } = setup(() => HttpResponse.json(report()));
    const { router } = renderApp({ path: '/recipes/coverage' });
    await userEvent.click(await screen.findByRole('link', { name: /^22 recipes for No nuts in Lunch/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/recipes'));
    await waitFor(() => expect(callsTo('GET', '/recipes').length).toBeGreaterThan(0));
    const query = callsTo('GET', '/recipes').at(-1)!.query;
    expect(query.get('status')).toBe('PUBLISHED');
    expect(query.getAll('mealRole')).toEqual(['BREAD_MEAL']);
    expect(query.getAll('mealType')).toEqual(['LUNCH']);
    expect(query.getAll('withoutAllergen')).toEqual(['NUTS', 'PEANUT']);
    // The recipes screen links back to the report.
    expect(await screen.findByText('Catalogue coverage')).toBeInTheDocument();
  });

  it('marks a cell whose slot fell back to its meal part roles, and links it with those roles', async () => {
    const { callsTo } = setup(() => HttpResponse.json(report()));
    renderApp({ path: '/recipes/coverage' });
    const cell = await screen.findByRole('link', { name: '31 recipes for Gluten-free in Lunch (Bread meal), as hot main dish or bread meal' });
    expect(cell).toHaveTextContent('31*');
    expect(screen.getByText(/the planner takes the\s+meal part's roles instead/)).toBeInTheDocument();
    await userEvent.click(cell);
    await waitFor(() => expect(callsTo('GET', '/recipes').length).toBeGreaterThan(0));
    const query = callsTo('GET', '/recipes').at(-1)!.query;
    expect(query.getAll('mealRole')).toEqual(['HOT_MAIN', 'BREAD_MEAL']);
    expect(query.getAll('withoutAllergen')).toEqual(['GLUTEN']);
  });

  it('links a food restriction row to the list free from it', async () => {
    const { callsTo } = setup(() => HttpResponse.json(report()));
    renderApp({ path: '/recipes/coverage' });
    await userEvent.click(await screen.findByRole('link', { name: '9 recipes for No pork in Lunch (Bread meal), under 10' }));
    await waitFor(() => expect(callsTo('GET', '/recipes').length).toBeGreaterThan(0));
    expect(callsTo('GET', '/recipes').at(-1)!.query.getAll('suitableFoodRestrictionID')).toEqual(['4']);
  });

  it('says when there is nothing to report: no slot, no contradiction', async () => {
    setup(() => HttpResponse.json(report({ slots: [], profiles: report().profiles.map((p) => ({ ...p, counts: [], fellBack: [] })), contradictions: [] })));
    renderApp({ path: '/recipes/coverage' });
    expect(await screen.findByText(/no meal-part divisions/)).toBeInTheDocument();
    expect(screen.getByText('No published recipe is tagged against its ingredients or name.')).toBeInTheDocument();
  });

  it('shows the server error and tries again', async () => {
    let fail = true;
    const { calls } = setup(() =>
      fail
        ? HttpResponse.json({ code: 'CONTEXT_NOT_SERVED', message: 'The country context es is not set up' }, { status: 403 })
        : HttpResponse.json(report()),
    );
    renderApp({ path: '/recipes/coverage' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The country context es is not set up');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Recipes per profile and meal slot' })).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('is refused to an ambassador, and the recipes screen links to it for nutritionists only', async () => {
    setup(() => HttpResponse.json(report()));
    const { unmount } = renderApp({ path: '/recipes/coverage', session: { roles: ['ambassador'], context: 'es' } });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    unmount();
    renderApp({ path: '/recipes', session: { roles: ['ambassador'], context: 'es' } });
    expect(await screen.findByRole('heading', { name: 'Recipes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Catalogue coverage' })).not.toBeInTheDocument();
  });
});
