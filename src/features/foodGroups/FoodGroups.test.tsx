import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, type RenderAppOptions } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { useFoodGroupApi, useIngredientSearch } from '../../../tests/mocks/catalogue';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { createFoodGroup, createIngredientHit, createIngredientRef } from '../../../tests/fixtures/catalogue';
import type { FoodGroup } from '../../services/generated/appApi.generated';

afterEach(clearToasts);

const SPINACH = createIngredientHit({ idIngredient: 30, name: 'Spinach, raw', englishName: 'Spinach' });
const KALE = createIngredientHit({ idIngredient: 31, name: 'Boerenkool, rauw', englishName: 'Kale' });
const VEGETABLES = createFoodGroup({
  idGroup: 1,
  name: 'Vegetables and Vegetable Products',
  ingredients: [createIngredientRef({ idIngredient: 11, name: 'Tomato, raw', englishName: 'Tomato' })],
});
const FRUITS = createFoodGroup({ idGroup: 2, name: 'Fruits and Fruit Juices', knownFoodGroupType: 'FRUIT', ingredients: [] });

interface SetupOptions extends RenderAppOptions {
  groups?: FoodGroup[];
}

function setup({ groups = [VEGETABLES, FRUITS], path = '/foodgroups', ...options }: SetupOptions = {}) {
  useIngredientSearch([SPINACH, KALE]);
  const api = useFoodGroupApi(groups, [SPINACH, KALE]);
  const view = renderApp({ path, ...options });
  return { ...view, ...api, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Food groups' });
const rowNames = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const manyGroups = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    createFoodGroup({ idGroup: i + 1, name: `Group ${String(i + 1).padStart(2, '0')}`, ingredients: [] }),
  );

describe('the food group list', () => {
  it('lists the groups by name, each linking to its editor', async () => {
    setup();
    const t = await table();
    expect(rowNames(t)).toEqual(['Fruits and Fruit Juices', 'Vegetables and Vegetable Products']);
    expect(within(t).getByRole('link', { name: 'Vegetables and Vegetable Products' })).toHaveAttribute(
      'href',
      '/nutritionist/foodgroups/1',
    );
  });

  it('shows 20 groups a page and pages through the rest', async () => {
    const { user } = setup({ groups: manyGroups(45) });
    expect(rowNames(await table())).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(rowNames(screen.getByRole('table', { name: 'Food groups' }))).toEqual([
        'Group 41',
        'Group 42',
        'Group 43',
        'Group 44',
        'Group 45',
      ]),
    );
  });

  it('searches fuzzily (a typo still finds the group) and starts again at the first page', async () => {
    const { user, router } = setup({ groups: [...manyGroups(25), VEGETABLES] });
    await table();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByLabelText('Search food groups'), 'vegetabels');
    await waitFor(() =>
      expect(rowNames(screen.getByRole('table', { name: 'Food groups' }))).toEqual(['Vegetables and Vegetable Products']),
    );
    expect(router.state.location.search).toBe('?search=vegetabels');
    await user.clear(screen.getByLabelText('Search food groups'));
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Food groups' }))).toHaveLength(20));
  });

  it('is refused to a role other than nutritionist', () => {
    renderApp({ path: '/foodgroups', session: { roles: ['admin'] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied');
  });
});

describe('the food group editor', () => {
  it('renames the group and adds the picked ingredients in one save, with the saved message', async () => {
    const { user, callsTo } = setup({ path: '/foodgroups/1' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Vegetables and Vegetable Products');
    await user.clear(name);
    await user.type(name, 'Vegetables');
    await user.type(screen.getByRole('combobox', { name: 'Add ingredient' }), 'spinach');
    await user.click(await screen.findByRole('option', { name: 'Spinach, raw (Spinach)' }));
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Food group saved with success')).toBeInTheDocument();
    expect(callsTo('POST', '/foodgroup/')[0].body).toEqual({ idGroup: 1, name: 'Vegetables' });
    const add = callsTo('POST', '/foodgroup/1/ingredient');
    expect(add).toHaveLength(1);
    expect(add[0].query.getAll('idIngredient')).toEqual(['30']);
    const members = await screen.findByRole('table', { name: 'Ingredients of the food group' });
    await waitFor(() => expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument());
    expect(within(members).getByText('Spinach, raw (Spinach)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vegetables' })).toBeInTheDocument();
  });

  it("shows a large group's ingredients 20 a page, with a fuzzy filter", async () => {
    const members = Array.from({ length: 45 }, (_, i) =>
      createIngredientRef({
        idIngredient: 100 + i,
        name: `Ingredient ${String(i + 1).padStart(2, '0')}`,
        englishName: undefined,
      }),
    );
    const big = createFoodGroup({
      idGroup: 7,
      name: 'Baked Products',
      ingredients: [...members, createIngredientRef({ idIngredient: 200, name: 'Croissants, apple', englishName: undefined })],
    });
    const { user } = setup({ groups: [big], path: '/foodgroups/7' });
    const memberRows = () =>
      within(screen.getByRole('table', { name: 'Ingredients of the food group' }))
        .getAllByRole('row')
        .slice(1);
    expect(await screen.findByText('46 ingredients in this group')).toBeInTheDocument();
    expect(memberRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(memberRows()).toHaveLength(6));
    await user.type(screen.getByLabelText("Filter the group's ingredients"), 'croisants');
    await waitFor(() =>
      expect(memberRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Croissants, apple']),
    );
  });

  it('requires a name', async () => {
    const { user, callsTo } = setup({ path: '/foodgroups/1' });
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    expect(callsTo('POST', '/foodgroup/')).toHaveLength(0);
  });

  it('says when the save fails', async () => {
    const { user } = setup({ path: '/foodgroups/1' });
    server.use(
      http.post(apiUrl('api', '/foodgroup/'), () =>
        HttpResponse.json({ code: 'CONFLICT', message: 'Name taken' }, { status: 409 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving food group')).toBeInTheDocument();
    expect(screen.queryByText('Food group saved with success')).not.toBeInTheDocument();
  });

  it('removes an ingredient of the group at once', async () => {
    const { user, callsTo } = setup({ path: '/foodgroups/1' });
    await user.click(await screen.findByRole('button', { name: 'Remove Tomato, raw (Tomato)' }));
    await waitFor(() => expect(screen.queryByText('Tomato, raw (Tomato)')).not.toBeInTheDocument());
    const remove = callsTo('DELETE', '/foodgroup/1/ingredient');
    expect(remove).toHaveLength(1);
    expect(remove[0].query.get('idIngredient')).toBe('11');
  });

  it('says when removing an ingredient fails, and keeps it', async () => {
    const { user } = setup({ path: '/foodgroups/1' });
    server.use(
      http.delete(apiUrl('api', '/foodgroup/:id/ingredient'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Tomato, raw (Tomato)' }));
    expect(await screen.findByText('Error deleting ingredient')).toBeInTheDocument();
    expect(screen.getByText('Tomato, raw (Tomato)')).toBeInTheDocument();
  });

  it('deletes a group after confirmation and goes back to the list', async () => {
    const { user, router, callsTo } = setup({ path: '/foodgroups/1' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the food group Vegetables and Vegetable Products?');
    expect(callsTo('DELETE', '/foodgroup/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/foodgroups'));
    expect(rowNames(await table())).toEqual(['Fruits and Fruit Juices']);
  });

  it('says when the delete fails', async () => {
    const { user } = setup({ path: '/foodgroups/1' });
    server.use(
      http.delete(apiUrl('api', '/foodgroup/:id'), () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting food group')).toBeInTheDocument();
  });

  it('does not offer to delete a group of a known type: it shows the alert instead', async () => {
    const { user, callsTo } = setup({ path: '/foodgroups/2' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Groups with a type known by the system cannot be deleted');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE', '/foodgroup/2')).toHaveLength(0);
  });

  it('shows the same alert when the server refuses the delete for a known type', async () => {
    const { user } = setup({ path: '/foodgroups/1' });
    server.use(
      http.delete(apiUrl('api', '/foodgroup/:id'), () =>
        HttpResponse.json(
          { code: 'FOOD_GROUP_KNOWN_TYPE', message: 'Groups with a type known by the system cannot be deleted' },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Groups with a type known by the system cannot be deleted');
    expect(screen.queryByText('Error deleting food group')).not.toBeInTheDocument();
  });

  it('creates a group with its ingredients and opens it', async () => {
    const { user, router, callsTo } = setup({ path: '/foodgroups/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Leafy greens');
    await user.type(screen.getByRole('combobox', { name: 'Add ingredient' }), 'kale');
    await user.click(await screen.findByRole('option', { name: 'Boerenkool, rauw (Kale)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Food group saved with success')).toBeInTheDocument();
    const create = callsTo('POST', '/foodgroup/')[0];
    expect(create.body).toEqual({ name: 'Leafy greens' });
    expect(create.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/foodgroups/3'));
    expect(callsTo('POST', '/foodgroup/3/ingredient')[0].query.getAll('idIngredient')).toEqual(['31']);
    expect(await screen.findByRole('heading', { name: 'Leafy greens' })).toBeInTheDocument();
  });
});
