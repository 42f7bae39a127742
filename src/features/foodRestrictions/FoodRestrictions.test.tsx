import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, type RenderAppOptions } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { useFoodRestrictionApi, useIngredientSearch } from '../../../tests/mocks/catalogue';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { createFoodRestrictionDetail, createIngredientHit, createIngredientRef } from '../../../tests/fixtures/catalogue';
import type { FoodRestriction } from '../../services/generated/appApi.generated';

afterEach(clearToasts);

const BARLEY = createIngredientHit({ idIngredient: 40, name: 'Barley, pearled', englishName: 'Barley' });
const GLUTEN_FREE = createFoodRestrictionDetail({
  idFoodRestriction: 3,
  name: 'Gluten free',
  enabled: true,
  ingredientsToExclude: [createIngredientRef({ idIngredient: 20, name: 'Wheat flour', englishName: 'Wheat flour' })],
});
const NO_PORK = createFoodRestrictionDetail({ idFoodRestriction: 4, name: 'No pork', enabled: false, ingredientsToExclude: [] });

interface SetupOptions extends RenderAppOptions {
  restrictions?: FoodRestriction[];
}

function setup({ restrictions = [GLUTEN_FREE, NO_PORK], path = '/food-restrictions', ...options }: SetupOptions = {}) {
  useIngredientSearch([BARLEY]);
  const api = useFoodRestrictionApi(restrictions, [BARLEY]);
  const view = renderApp({ path, ...options });
  return { ...view, ...api, user: userEvent.setup() };
}

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Food restrictions' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the food restriction list', () => {
  it('shows name and enabled of each restriction, each linking to its editor', async () => {
    setup();
    expect(await rows()).toEqual([
      ['Gluten free', 'Yes'],
      ['No pork', 'No'],
    ]);
    expect(screen.getByRole('link', { name: 'No pork' })).toHaveAttribute('href', '/nutritionist/food-restrictions/4');
    expect(screen.getByRole('link', { name: 'New food restriction' })).toHaveAttribute(
      'href',
      '/nutritionist/food-restrictions/new',
    );
  });

  it('pages 20 a page and searches fuzzily', async () => {
    const many = Array.from({ length: 22 }, (_, i) =>
      createFoodRestrictionDetail({ idFoodRestriction: i + 10, name: `Restriction ${String(i + 1).padStart(2, '0')}` }),
    );
    const { user } = setup({ restrictions: [...many, NO_PORK] });
    expect(await rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () =>
      expect((await rows()).map((r) => r[0])).toEqual(['Restriction 20', 'Restriction 21', 'Restriction 22']),
    );
    await user.type(screen.getByLabelText('Search food restrictions'), 'no prk');
    await waitFor(async () => expect((await rows()).map((r) => r[0])).toEqual(['No pork']));
  });

  it('is refused to a role other than nutritionist, even when the address is typed in', () => {
    renderApp({ path: '/food-restrictions/3', session: { roles: ['admin'] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied');
  });
});

describe('the food restriction editor', () => {
  it('loads a restriction, changes it and saves name, enabled and the excluded ingredient ids', async () => {
    const { user, callsTo } = setup({ path: '/food-restrictions/3' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Gluten free');
    const enabled = screen.getByRole('checkbox', { name: 'Enabled (users may pick it)' });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    await user.type(screen.getByRole('combobox', { name: 'Add ingredient to exclude' }), 'barley');
    await user.click(await screen.findByRole('option', { name: 'Barley, pearled (Barley)' }));
    await user.click(screen.getByRole('button', { name: 'Remove Wheat flour' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Food restriction was saved successfully')).toBeInTheDocument();
    const save = callsTo('POST', '/food-restrictions/');
    expect(save).toHaveLength(1);
    expect(save[0].body).toEqual({ id: 3, name: 'Gluten free', enabled: false, ingredientsToExclude: [40] });
    const excluded = screen.getByRole('table', { name: 'Ingredients to exclude' });
    expect(within(excluded).getByText('Barley, pearled (Barley)')).toBeInTheDocument();
    expect(within(excluded).queryByText('Wheat flour')).not.toBeInTheDocument();
  });

  it("says why a save was refused, with the server's message", async () => {
    const { user } = setup({ path: '/food-restrictions/3' });
    server.use(
      http.post(apiUrl('api', '/food-restrictions/'), () =>
        HttpResponse.json({ code: 'CONFLICT', message: 'A food restriction named Gluten free exists' }, { status: 409 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A food restriction named Gluten free exists')).toBeInTheDocument();
    expect(screen.queryByText('Food restriction was saved successfully')).not.toBeInTheDocument();
  });

  it('shows a long exclusion list 20 a page, and removes the right ingredient from a later page', async () => {
    const excluded = Array.from({ length: 25 }, (_, i) =>
      createIngredientRef({ idIngredient: 500 + i, name: `Grain ${String(i + 1).padStart(2, '0')}`, englishName: undefined }),
    );
    const { user, callsTo } = setup({
      restrictions: [createFoodRestrictionDetail({ idFoodRestriction: 8, name: 'Grain free', ingredientsToExclude: excluded })],
      path: '/food-restrictions/8',
    });
    const excludedRows = () =>
      within(screen.getByRole('table', { name: 'Ingredients to exclude' }))
        .getAllByRole('row')
        .slice(1);
    expect(await screen.findByText('25 ingredients excluded')).toBeInTheDocument();
    expect(excludedRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Grain 23' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Food restriction was saved successfully')).toBeInTheDocument();
    const ids = callsTo('POST', '/food-restrictions/')[0].body as { ingredientsToExclude: number[] };
    expect(ids.ingredientsToExclude).toHaveLength(24);
    expect(ids.ingredientsToExclude).not.toContain(522);
  });

  it('requires a name', async () => {
    const { user, callsTo } = setup({ path: '/food-restrictions/new' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    expect(callsTo('POST', '/food-restrictions/')).toHaveLength(0);
  });

  it('creates a restriction and opens it', async () => {
    const { user, router, callsTo } = setup({ path: '/food-restrictions/new' });
    expect(await screen.findByRole('heading', { name: 'New food restriction' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'No barley');
    await user.click(screen.getByRole('checkbox', { name: 'Enabled (users may pick it)' }));
    await user.type(screen.getByRole('combobox', { name: 'Add ingredient to exclude' }), 'barley');
    await user.click(await screen.findByRole('option', { name: 'Barley, pearled (Barley)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Food restriction was saved successfully')).toBeInTheDocument();
    const create = callsTo('POST', '/food-restrictions/')[0];
    expect(create.body).toEqual({ name: 'No barley', enabled: true, ingredientsToExclude: [40] });
    expect(create.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/food-restrictions/5'));
    expect(await screen.findByRole('heading', { name: 'No barley' })).toBeInTheDocument();
  });

  it('falls back to a blank new restriction with a message when it cannot be loaded', async () => {
    const { router } = setup({ path: '/food-restrictions/99' });
    expect(await screen.findByText('Error loading food restriction')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'New food restriction' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Enabled (users may pick it)' })).not.toBeChecked();
    expect(router.state.location.pathname).toBe('/nutritionist/food-restrictions/new');
  });

  it('deletes after confirmation, with the deleted message, and goes back to the list', async () => {
    const { user, router, callsTo } = setup({ path: '/food-restrictions/4' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the food restriction No pork?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Food restriction was deleted successfully')).toBeInTheDocument();
    expect(callsTo('DELETE', '/food-restrictions/4')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/food-restrictions'));
    expect(await rows()).toEqual([['Gluten free', 'Yes']]);
  });

  it('keeps the restriction and says so when the delete fails', async () => {
    const { user, router } = setup({ path: '/food-restrictions/4' });
    server.use(
      http.delete(apiUrl('api', '/food-restrictions/:id'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting food restriction')).toBeInTheDocument();
    expect(screen.queryByText('Food restriction was deleted successfully')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nutritionist/food-restrictions/4');
  });
});
