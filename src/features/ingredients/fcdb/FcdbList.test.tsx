import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '../../../../tests/setup/toasts';
import { createIngredient } from '../../../../tests/mocks/fcdb';
import { LANGUAL_SAMPLE } from '../../../../tests/fixtures/catalogue';
import { lastListQuery, listCalls, search, setup } from '../../../../tests/setup/fcdbScreen';

afterEach(clearToasts);

describe('the FCDB list', () => {
  it('opens the FCDB tab from /ingredients', async () => {
    const { router } = setup({ path: '/ingredients' });
    await screen.findByRole('table', { name: 'Ingredients' });
    expect(router.state.location.pathname).toBe('/nutritionist/ingredients/fcdb');
    expect(screen.getByRole('link', { name: 'Display names' })).toHaveAttribute('href', '/nutritionist/ingredients/displaynames');
  });

  it('switches to the display-name tab', async () => {
    const { user, router } = setup();
    await screen.findByRole('table', { name: 'Ingredients' });
    await user.click(screen.getByRole('link', { name: 'Display names' }));
    expect(await screen.findByRole('heading', { name: 'Display names' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nutritionist/ingredients/displaynames');
  });

  it('sends every search param of the URL with the search call, 20 a page from offset 20 x page', async () => {
    const { calls } = setup({
      path: '/ingredients/fcdb?languaLID=A0131&languaLID=B1245&includeLanguaLSubtree=false&foodGroup=3&onlyUsedInRecipes=true&unitsFilter=WITH_UNITS&visibilityFilter=HIDDEN&ingredientGroupFilter=WITHOUT_IG&withDataIssues=true&search=spin&page=2',
      total: 100,
    });
    await screen.findByRole('table', { name: 'Ingredients' });
    const query = lastListQuery(calls)!;
    expect(query.getAll('languaLID')).toEqual(['A0131', 'B1245']);
    expect(query.get('includeLanguaLSubtree')).toBe('false');
    expect(query.get('onlyUsedInRecipes')).toBe('true');
    expect(query.get('unitsFilter')).toBe('WITH_UNITS');
    expect(query.get('visibilityFilter')).toBe('HIDDEN');
    expect(query.get('ingredientGroupFilter')).toBe('WITHOUT_IG');
    expect(query.get('withDataIssues')).toBe('true');
    expect(query.getAll('idGroup')).toEqual(['3']);
    expect(query.has('foodGroup')).toBe(false);
    expect(query.get('name')).toBe('spin');
    expect(query.get('model')).toBe('NUTRITIONIST_UI');
    expect(query.get('offset')).toBe('40');
    expect(query.get('count')).toBe('20');
    expect(query.has('page')).toBe(false);
    expect(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/api/ingredient'))).toHaveLength(0);
    // The filters show what the URL says.
    expect(screen.getByLabelText('Units')).toHaveValue('WITH_UNITS');
    expect(screen.getByRole('checkbox', { name: 'Include LanguaL subtree' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'LanguaL: 2 selected' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'With data issues' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages by offset: the next page asks offset 20 and shows the rows the search service answered for it', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      createIngredient({ idIngredient: 200 + i, name: `Food ${String(i + 1).padStart(2, '0')}`, englishName: undefined }),
    );
    const { user, router, calls } = setup({ ingredients: many });
    const table = await screen.findByRole('table', { name: 'Ingredients' });
    expect(await screen.findByText('45 ingredients')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Food 01' })).toBeInTheDocument();
    expect(lastListQuery(calls)?.get('offset')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('offset')).toBe('40'));
    expect(lastListQuery(calls)?.get('count')).toBe('20');
    expect(search(router).get('page')).toBe('2');
    const third = await screen.findByRole('link', { name: 'Food 41' });
    const rows = within(third.closest('table')!)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(rows).toEqual(['Food 41', 'Food 42', 'Food 43', 'Food 44', 'Food 45']);
  });

  it('counts the matches in words, singular for one', async () => {
    setup({ total: 1 });
    expect(await screen.findByText('1 ingredient')).toBeInTheDocument();
  });

  it('groups the thousands of the count', async () => {
    setup({ total: 8789 });
    expect(await screen.findByText('8,789 ingredients')).toBeInTheDocument();
  });

  it('puts a changed filter in the URL and goes back to page 0', async () => {
    const { user, router, calls } = setup({ path: '/ingredients/fcdb?page=1', total: 60 });
    await screen.findByRole('table', { name: 'Ingredients' });
    await user.selectOptions(screen.getByLabelText('Visibility'), 'HIDDEN');
    await waitFor(() => expect(search(router).get('visibilityFilter')).toBe('HIDDEN'));
    expect(search(router).has('page')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'With data issues' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('withDataIssues')).toBe('true'));
    expect(lastListQuery(calls)?.get('visibilityFilter')).toBe('HIDDEN');
    expect(lastListQuery(calls)?.get('offset')).toBe('0');
    // includeLanguaLSubtree is true by default: only false is written.
    await user.click(screen.getByRole('checkbox', { name: 'Include LanguaL subtree' }));
    await waitFor(() => expect(search(router).get('includeLanguaLSubtree')).toBe('false'));
  });

  it('searches 300 ms after typing', async () => {
    const { user, router, calls } = setup();
    await screen.findByRole('table', { name: 'Ingredients' });
    await user.type(screen.getByRole('textbox', { name: 'Search ingredients' }), 'spinch');
    await waitFor(() => expect(search(router).get('search')).toBe('spinch'));
    await waitFor(() => expect(lastListQuery(calls)?.get('name')).toBe('spinch'));
    // One list call for the settled text, none for the keystrokes before it.
    expect(
      listCalls(calls)
        .filter((c) => c.query.has('name'))
        .map((c) => c.query.get('name')),
    ).toEqual(['spinch']);
  });

  it('filters by LanguaL descriptors picked in the tree browser: searched, browsed up and down, several at once', async () => {
    const { user, router, calls, langualCallsTo } = setup({ langual: LANGUAL_SAMPLE });
    await screen.findByRole('table', { name: 'Ingredients' });
    await user.click(screen.getByRole('button', { name: 'LanguaL: any' }));
    const browser = await screen.findByRole('group', { name: 'LanguaL descriptors' });

    // A name search from 2 characters, 250 ms after the last keystroke.
    const text = within(browser).getByRole('textbox', { name: 'Search LanguaL descriptors' });
    await user.type(text, 't');
    expect(within(browser).getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await user.type(text, 'omato');
    const results = await within(browser).findByRole('list', { name: 'LanguaL search results' });
    expect(langualCallsTo('GET', '/langual').flatMap((c) => c.query.getAll('name'))).toEqual(['tomato']);

    // Up: the hit shown in the hierarchy opens its parents up to the facet; ticking it filters the list.
    await user.click(within(results).getByRole('button', { name: 'Show TOMATO (B1276) in the hierarchy' }));
    const hierarchy = within(browser).getByRole('list', { name: 'LanguaL hierarchy' });
    await user.click(await within(hierarchy).findByRole('checkbox', { name: 'TOMATO (B1276)' }));
    await waitFor(() => expect(search(router).getAll('languaLID')).toEqual(['B1276']));
    await waitFor(() => expect(lastListQuery(calls)?.getAll('languaLID')).toEqual(['B1276']));
    expect(within(hierarchy).getByRole('button', { name: 'Collapse B. FOOD SOURCE (B1564)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Down: a facet opened shows its children; a second descriptor joins the first, from page 0.
    await user.click(within(hierarchy).getByRole('button', { name: 'Expand A. PRODUCT TYPE (A0361)' }));
    await user.click(await within(hierarchy).findByRole('checkbox', { name: 'PRODUCT TYPE, EUROPEAN UNION (A0356)' }));
    await waitFor(() => expect(search(router).getAll('languaLID')).toEqual(['B1276', 'A0356']));
    await waitFor(() => expect(lastListQuery(calls)?.getAll('languaLID')).toEqual(['B1276', 'A0356']));
    expect(lastListQuery(calls)?.get('offset')).toBe('0');
    expect(lastListQuery(calls)?.get('includeLanguaLSubtree')).toBe('true');
    expect(screen.getByRole('button', { name: 'LanguaL: 2 selected' })).toBeInTheDocument();

    // A chip removed drops its id from the URL; the subtree switch stays beside the browser.
    await user.click(within(browser).getByRole('button', { name: 'Remove TOMATO (B1276)' }));
    await waitFor(() => expect(search(router).getAll('languaLID')).toEqual(['A0356']));
    expect(screen.getByRole('checkbox', { name: 'Include LanguaL subtree' })).toBeChecked();
  });

  it('names the LanguaL descriptors of the URL in the browser', async () => {
    const { user } = setup({ path: '/ingredients/fcdb?languaLID=B1276&languaLID=A0784', langual: LANGUAL_SAMPLE });
    await user.click(await screen.findByRole('button', { name: 'LanguaL: 2 selected' }));
    const chips = await screen.findByRole('list', { name: 'Selected LanguaL descriptors' });
    expect(await within(chips).findByText('TOMATO (B1276)')).toBeInTheDocument();
    expect(await within(chips).findByText('CHEESE (EUROFIR) (A0784)')).toBeInTheDocument();
  });

  it('hides an ingredient at once and keeps it hidden when the server agrees', async () => {
    const { user, callsTo } = setup();
    const toggle = await screen.findByRole('checkbox', { name: 'Hidden: Spinach, raw' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(callsTo('POST', '/ingredient/101/visibility')).toHaveLength(1));
    expect(callsTo('POST', '/ingredient/101/visibility')[0].query.get('hidden')).toBe('true');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Hidden: Spinach, raw' })).toBeChecked());
  });

  it('rolls the visibility back with a message when the server refuses', async () => {
    const { user } = setup({ failVisibility: true });
    const toggle = await screen.findByRole('checkbox', { name: 'Hidden: Spinach, raw' });
    await user.click(toggle);
    expect(await screen.findByText('The visibility could not be changed; it was restored')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hidden: Spinach, raw' })).not.toBeChecked();
  });

  it('shows a plain user the visibility read-only and no import', async () => {
    setup({ session: { roles: [] } });
    await screen.findByRole('table', { name: 'Ingredients' });
    expect(screen.queryByRole('checkbox', { name: 'Hidden: Spinach, raw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from another country' })).not.toBeInTheDocument();
  });

  it('hides an info banner and shows it again with the help icon', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'Ingredients' });
    await user.click(screen.getByRole('button', { name: 'Hide: Food composition database' }));
    expect(screen.queryByText(/Every food of this country/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the info banners again' }));
    expect(screen.getByText(/Every food of this country/)).toBeInTheDocument();
  });

  it('imports an ingredient from another country, and says when it already exists', async () => {
    const { user, router, callsTo } = setup({ alreadyImported: [7] });
    await screen.findByRole('table', { name: 'Ingredients' });
    await user.click(screen.getByRole('button', { name: 'Import from another country' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'dk');
    await user.type(screen.getByLabelText('Ingredient id in that country'), '7');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Ingredient already exists')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredient/import')[0].body).toEqual({ idIngredient: 7, country: 'dk' });

    await user.clear(screen.getByLabelText('Ingredient id in that country'));
    await user.type(screen.getByLabelText('Ingredient id in that country'), '8');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Ingredient imported with success')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/ingredients/fcdb/908'));
  });
});
