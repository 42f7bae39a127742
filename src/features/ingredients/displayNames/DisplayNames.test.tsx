import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { App } from '../../../App';
import { makeStore } from '../../../app/store';
import { BASENAME } from '../../../app/routes';
import { signedIn } from '../../../auth/authSlice';
import { AppToaster } from '../../../components/toaster';
import type { IngredientGroup } from '../../../services/generated/appApi.generated';
import {
  createDisplayName,
  createIngredientHit,
  createIngredientRef,
  LANGUAL_SAMPLE,
} from '../../../../tests/fixtures/catalogue';
import { createLanguages } from '../../../../tests/fixtures/recipes';
import { useIngredientSearch } from '../../../../tests/mocks/catalogue';
import { useDisplayNameApi, useLangualApi } from '../../../../tests/mocks/displayNames';
import { server } from '../../../../tests/mocks/server';
import { apiUrl } from '../../../../tests/mocks/urls';
import { clearToasts } from '../../../../tests/setup/toasts';
import { displayNameRoutes } from './routes';

afterEach(clearToasts);

/**
 * The display-name routes mounted where the app mounts them (/ingredients/displaynames), with the
 * toaster, and a stand-in for the FCDB editor the ingredient links open. A test-only router: the
 * /ingredients area itself (its tabs) is registered in src/app/routes.tsx by the FCDB screens.
 */
const routes: RouteObject[] = [
  {
    path: '/ingredients',
    element: (
      <>
        <Outlet />
        <AppToaster />
      </>
    ),
    children: [
      { path: 'displaynames', children: displayNameRoutes },
      { path: 'fcdb/:ingId', element: <p>FCDB ingredient editor</p> },
    ],
  },
];

const TOMATO_RAW = createIngredientHit({ idIngredient: 11, name: 'Tomatoes, red, ripe, raw', englishName: 'Tomato' });
const CHERRY = createIngredientHit({ idIngredient: 12, name: 'Tomatoes, cherry, raw', englishName: 'Cherry tomato' });
const GOUDA = createIngredientHit({ idIngredient: 20, name: 'Cheese, gouda', englishName: 'Gouda' });
const TOMATO = createDisplayName({
  idIngredientGroup: 1,
  name: 'Tomato',
  nameTranslations: [{ languageCode: 'nl', translation: 'Tomaat' }],
  ingredients: [createIngredientRef(TOMATO_RAW)],
});
const CHEESE = createDisplayName({
  idIngredientGroup: 2,
  name: 'Cheese',
  nameTranslations: [],
  ingredients: [createIngredientRef(GOUDA)],
});
/** Tomatoes carry the descriptor TOMATO, gouda CHEESE (EUROFIR). */
const LANGUAL_OF = { 11: ['B1276'], 12: ['B1276'], 20: ['A0784'] };

interface SetupOptions {
  path?: string;
  groups?: IngredientGroup[];
  roles?: string[];
}

function setup({ path = '/ingredients/displaynames', groups = [TOMATO, CHEESE], roles = ['ambassador'] }: SetupOptions = {}) {
  useIngredientSearch([TOMATO_RAW, CHERRY, GOUDA]);
  useLangualApi(LANGUAL_SAMPLE);
  server.use(
    http.get(apiUrl('api', '/languages'), () =>
      HttpResponse.json(
        createLanguages({
          languages: [
            { code: 'en', name: 'English' },
            { code: 'nl', name: 'Dutch' },
            { code: 'da', name: 'Danish' },
          ],
        }),
      ),
    ),
  );
  const api = useDisplayNameApi(groups, [TOMATO_RAW, CHERRY, GOUDA], LANGUAL_OF);
  const store = makeStore();
  store.dispatch(signedIn({ username: 'anna', roles, context: 'nl', externalId: 'ext-anna' }));
  const router = createMemoryRouter(routes, { basename: BASENAME, initialEntries: [`${BASENAME}${path}`] });
  render(<App store={store} router={router} auth={{ logout: jest.fn() }} />);
  return { ...api, router, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Display names' });
const rowNames = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const manyGroups = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    createDisplayName({
      idIngredientGroup: 100 + i,
      name: `Display name ${String(i + 1).padStart(3, '0')}`,
      nameTranslations: [],
      ingredients: [createIngredientRef({ idIngredient: 1000 + i, name: `Food ${i}`, englishName: undefined })],
    }),
  );

describe('the display-name list', () => {
  it('lists the display names by name with their translations and ingredient counts, each opening its editor', async () => {
    setup();
    const t = await table();
    expect(rowNames(t)).toEqual(['Cheese', 'Tomato']);
    const tomato = within(t).getByRole('row', { name: /Tomato/ });
    expect(within(tomato).getByText('nl: Tomaat')).toBeInTheDocument();
    expect(within(t).getByRole('link', { name: 'Tomato' })).toHaveAttribute('href', '/nutritionist/ingredients/displaynames/1');
    expect(screen.getByText('2 display names')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New display name' })).toHaveAttribute(
      'href',
      '/nutritionist/ingredients/displaynames/new',
    );
  });

  it('points out a display name left without FCDB ingredients', async () => {
    setup({
      groups: [TOMATO, createDisplayName({ idIngredientGroup: 3, name: 'Empty', nameTranslations: [], ingredients: [] })],
    });
    const t = await table();
    expect(within(within(t).getByRole('row', { name: /Empty/ })).getByText('None: add one or delete it')).toBeInTheDocument();
    expect(within(within(t).getByRole('row', { name: /Tomato/ })).queryByText('None: add one or delete it')).toBeNull();
  });

  it('pages by 20 on the server: one call of pageSize 20 per page, the total from x-result-count', async () => {
    const { user, callsTo, router } = setup({ groups: manyGroups(245) });
    expect(rowNames(await table())).toHaveLength(20);
    expect(await screen.findByText('245 display names')).toBeInTheDocument();
    expect(callsTo('GET', '/ingredientgroup').map((c) => [c.query.get('page'), c.query.get('pageSize')])).toEqual([['0', '20']]);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Page 13' }));
    await waitFor(() =>
      expect(rowNames(screen.getByRole('table', { name: 'Display names' }))).toEqual([
        'Display name 241',
        'Display name 242',
        'Display name 243',
        'Display name 244',
        'Display name 245',
      ]),
    );
    expect(router.state.location.search).toBe('?page=12');
    expect(callsTo('GET', '/ingredientgroup').at(-1)!.query.get('page')).toBe('12');
    expect(callsTo('GET', '/ingredientgroup').at(-1)!.query.get('pageSize')).toBe('20');
  });

  it('goes to the last page when a link points past the results', async () => {
    const { router } = setup({ groups: manyGroups(45), path: '/ingredients/displaynames?page=9' });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Display names' }))).toHaveLength(5));
  });

  it('searches on the server by name or translation 300 ms after typing stops, with the text in the URL', async () => {
    const { user, router, callsTo } = setup({ path: '/ingredients/displaynames?page=1' });
    await table();
    await user.type(screen.getByLabelText('Search display names'), 'tomaat');
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Display names' }))).toEqual(['Tomato']));
    expect(router.state.location.search).toBe('?search=tomaat');
    const searches = callsTo('GET', '/ingredientgroup').filter((c) => c.query.get('search'));
    // Once, with the settled text: not a call per keystroke.
    expect(searches.map((c) => [c.query.get('search'), c.query.get('page')])).toEqual([['tomaat', '0']]);
    await user.clear(screen.getByLabelText('Search display names'));
    await user.type(screen.getByLabelText('Search display names'), 'CHEE');
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Display names' }))).toEqual(['Cheese']));
    expect(router.state.location.search).toBe('?search=CHEE');
  });

  it('filters by LanguaL descriptors: the ids go to the URL and to the server, and the page starts again', async () => {
    const { user, router, callsTo } = setup({ path: '/ingredients/displaynames?page=1' });
    await table();
    await user.click(screen.getByRole('button', { name: 'LanguaL: any' }));
    await user.type(screen.getByRole('textbox', { name: 'Search LanguaL descriptors' }), 'cheese');
    await user.click(
      within(await screen.findByRole('list', { name: 'LanguaL search results' })).getByRole('checkbox', {
        name: 'CHEESE (EUROFIR) (A0784)',
      }),
    );
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Display names' }))).toEqual(['Cheese']));
    expect(router.state.location.search).toBe('?languaLID=A0784');
    expect(callsTo('GET', '/ingredientgroup').at(-1)?.query.getAll('languaLID')).toEqual(['A0784']);
    expect(screen.getByRole('button', { name: 'LanguaL: 1 selected' })).toBeInTheDocument();
  });

  it('opens with the LanguaL filter of a shared link', async () => {
    const { callsTo } = setup({ path: '/ingredients/displaynames?languaLID=B1276&languaLID=A0784' });
    expect(rowNames(await table())).toEqual(['Cheese', 'Tomato']);
    expect(callsTo('GET', '/ingredientgroup')[0].query.getAll('languaLID')).toEqual(['B1276', 'A0784']);
    expect(screen.getByRole('button', { name: 'LanguaL: 2 selected' })).toBeInTheDocument();
  });

  it('says when no display name matches the filters', async () => {
    setup({ path: '/ingredients/displaynames?languaLID=A0361' });
    expect(await screen.findByText('No display names match these filters')).toBeInTheDocument();
  });

  it('offers no "New display name" to a plain user', async () => {
    setup({ roles: [] });
    await table();
    expect(screen.queryByRole('link', { name: 'New display name' })).not.toBeInTheDocument();
  });
});

describe('the display-name editor', () => {
  it('creates a display name with a translation and its FCDB ingredients, then opens it', async () => {
    const { user, callsTo, router } = setup({ path: '/ingredients/displaynames/new' });
    await user.type(await screen.findByRole('textbox', { name: /^Name \(English\)/ }), 'Cherry tomato');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Add a translation in' }), 'nl');
    await user.type(screen.getByRole('textbox', { name: 'Name in Dutch' }), 'Kerstomaat');
    await user.type(screen.getByRole('combobox', { name: 'Add FCDB ingredient' }), 'cherry');
    await user.click(await screen.findByRole('option', { name: 'Tomatoes, cherry, raw (Cherry tomato)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Display name saved with success')).toBeInTheDocument();
    const [create] = callsTo('POST', '/ingredientgroup');
    expect(create.body).toEqual({
      name: 'Cherry tomato',
      ingredientIds: [12],
      nameTranslations: [{ languageCode: 'nl', translation: 'Kerstomaat' }],
    });
    expect(create.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/ingredients/displaynames/3'));
    expect(await screen.findByRole('heading', { name: 'Cherry tomato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tomatoes, cherry, raw (Cherry tomato)' })).toHaveAttribute(
      'href',
      '/nutritionist/ingredients/fcdb/12',
    );
  });

  it('needs at least one FCDB ingredient and a name', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/displaynames/new' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A display name needs at least one FCDB ingredient')).toBeInTheDocument();
    expect(screen.getByText('Name cannot be empty')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredientgroup')).toHaveLength(0);
  });

  it('changes the name, a translation and the ingredients of a display name', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/displaynames/1' });
    const name = await screen.findByRole('textbox', { name: /^Name \(English\)/ });
    await user.clear(name);
    await user.type(name, 'Tomatoes');
    const dutch = screen.getByRole('textbox', { name: 'Name in Dutch' });
    await user.clear(dutch);
    await user.type(dutch, 'Tomaten');
    await user.type(screen.getByRole('combobox', { name: 'Add FCDB ingredient' }), 'cherry');
    await user.click(await screen.findByRole('option', { name: 'Tomatoes, cherry, raw (Cherry tomato)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Display name saved with success')).toBeInTheDocument();
    expect(callsTo('PUT', '/ingredientgroup/1')[0].body).toEqual({
      name: 'Tomatoes',
      ingredientIds: [11, 12],
      nameTranslations: [{ languageCode: 'nl', translation: 'Tomaten' }],
    });
    expect(await screen.findByRole('heading', { name: 'Tomatoes' })).toBeInTheDocument();
    expect(screen.getByText('2 FCDB ingredients')).toBeInTheDocument();
  });

  it('refuses to save once its last ingredient is removed', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/displaynames/1' });
    await user.click(await screen.findByRole('button', { name: 'Remove Tomatoes, red, ripe, raw (Tomato)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A display name needs at least one FCDB ingredient')).toBeInTheDocument();
    expect(callsTo('PUT', '/ingredientgroup/1')).toHaveLength(0);
  });

  it('removes a translation', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/displaynames/1' });
    await user.click(await screen.findByRole('button', { name: 'Remove the Dutch translation' }));
    expect(screen.getByText('No translations yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Display name saved with success')).toBeInTheDocument();
    expect(callsTo('PUT', '/ingredientgroup/1')[0].body).toMatchObject({ nameTranslations: [] });
  });

  it('says when the name is taken, at the field and in a message', async () => {
    const { user } = setup({ path: '/ingredients/displaynames/1' });
    const name = await screen.findByRole('textbox', { name: /^Name \(English\)/ });
    await user.clear(name);
    await user.type(name, 'cheese');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving display name')).toBeInTheDocument();
    expect(screen.getByText('A display name called "cheese" already exists')).toBeInTheDocument();
    expect(screen.queryByText('Display name saved with success')).not.toBeInTheDocument();
  });

  it('deletes a display name after confirmation and goes back to the list', async () => {
    const { user, router, callsTo } = setup({ path: '/ingredients/displaynames/1' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the display name Tomato?');
    expect(callsTo('DELETE', '/ingredientgroup/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Display name deleted with success')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/ingredients/displaynames'));
    expect(rowNames(await table())).toEqual(['Cheese']);
  });

  it('says when the delete fails and stays', async () => {
    const { user, router } = setup({ path: '/ingredients/displaynames/1' });
    server.use(
      http.delete(apiUrl('api', '/ingredientgroup/:id'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting display name')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nutritionist/ingredients/displaynames/1');
  });

  it('shows a plain user the display name read-only', async () => {
    setup({ path: '/ingredients/displaynames/1', roles: [] });
    expect(await screen.findByRole('textbox', { name: /^Name \(English\)/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name in Dutch' })).toBeDisabled();
    expect(
      screen.getByText('Read-only: only admins, nutritionists and ambassadors can change display names.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add FCDB ingredient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says when the display name cannot be loaded', async () => {
    setup({ path: '/ingredients/displaynames/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The display name could not be loaded.');
  });
});
