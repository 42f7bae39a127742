import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../tests/setup/renderApp';
import { useRecipeApi } from '../../../../tests/mocks/recipes';
import { server } from '../../../../tests/mocks/server';
import { apiUrl } from '../../../../tests/mocks/urls';
import { createAuthor, createRecipe, createRecipeRow } from '../../../../tests/fixtures/recipes';
import { clearToasts } from '../../../../tests/setup/toasts';

afterEach(clearToasts);

function setup(path = '/recipes') {
  const rows = [
    createRecipeRow({ idRecipe: 1, name: 'Tomato soup', availableTranslations: ['en', 'nl'] }),
    createRecipeRow({ idRecipe: 2, name: 'Pea soup', author: { id: 8, name: 'Olaf' } }),
  ];
  const api = useRecipeApi({ rows, total: 45, recipes: [createRecipe({ idRecipe: 1, name: 'Tomato soup' })] });
  const view = renderApp({ path });
  const search = () => new URLSearchParams(view.router.state.location.search);
  const lastListCall = () => api.callsTo('GET', '/search/recipes').at(-1)!.query;
  return { ...api, ...view, search, lastListCall, user: userEvent.setup() };
}

describe('the recipe list', () => {
  it('shows the recipes with a marker per translation, author and energy, and pages by 20', async () => {
    const { user, search, lastListCall } = setup();
    const table = await screen.findByRole('table', { name: 'Recipes' });
    expect(await within(table).findByText('Tomato soup')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Translated into Dutch' })).toBeInTheDocument();
    expect(within(table).getAllByRole('img', { name: 'Translated into English' })).toHaveLength(2);
    expect(within(table).getByText('Olaf')).toBeInTheDocument();
    expect(within(table).getAllByText('180 kcal')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Edit Pea soup' })).toHaveAttribute('href', '/nutritionist/recipes/2');
    expect(lastListCall().get('offset')).toBe('0');
    expect(lastListCall().get('count')).toBe('20');
    expect(lastListCall().get('loadRecipeAvailableLanguages')).toBe('true');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastListCall().get('offset')).toBe('40'));
    expect(search().get('page')).toBe('2');
  });

  it('puts a filter change in the URL and goes back to the first page', async () => {
    const { user, search, lastListCall } = setup('/recipes?page=2');
    await screen.findByText('Tomato soup');
    await user.selectOptions(screen.getByLabelText('Cuisine'), 'FRENCH');
    await waitFor(() => expect(search().get('cuisine')).toBe('FRENCH'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(lastListCall().get('cuisine')).toBe('FRENCH'));
    expect(lastListCall().get('offset')).toBe('0');
  });

  it('searches by name 300 ms after typing stops', async () => {
    const { user, search, lastListCall } = setup();
    await screen.findByText('Tomato soup');
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'pea');
    await waitFor(() => expect(search().get('searchText')).toBe('pea'));
    await waitFor(() => expect(lastListCall().get('name')).toBe('pea'));
  });

  it('leaves maxKcal out at 1000 (no upper limit) and sends ratios as fractions', async () => {
    const { search, lastListCall } = setup('/recipes?maxKcal=500');
    await screen.findByText('Tomato soup');
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum kcal per serving' }), { target: { value: '1000' } });
    await waitFor(() => expect(search().get('maxKcal')).toBeNull());
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum protein ratio' }), { target: { value: '25' } });
    await waitFor(() => expect(search().get('minProteinRatio')).toBe('0.25'));
    await waitFor(() => expect(lastListCall().get('minProteinRatio')).toBe('0.25'));
    expect(lastListCall().get('maxKcal')).toBeNull();
  });

  it('cycles the energy sort ascending, descending, none', async () => {
    const { user, search } = setup();
    await screen.findByText('Tomato soup');
    const sortButton = () => screen.getByRole('button', { name: 'Sort by energy per serving' });
    await user.click(sortButton());
    expect(search().get('sortField')).toBe('ENERGY_PER_SERVING');
    expect(search().get('sortDirection')).toBe('ASC');
    await user.click(sortButton());
    expect(search().get('sortDirection')).toBe('DESC');
    await user.click(sortButton());
    expect(search().get('sortField')).toBeNull();
    expect(search().get('sortDirection')).toBeNull();
  });

  it('makes No meal type exclusive and sends noMealTypes', async () => {
    const { user, search, lastListCall } = setup();
    await screen.findByText('Tomato soup');
    await user.click(screen.getByRole('button', { name: 'Meal type' }));
    const options = screen.getByRole('group', { name: 'Meal type' });
    await user.click(within(options).getByRole('checkbox', { name: 'Lunch' }));
    await waitFor(() => expect(search().getAll('mealType')).toEqual(['LUNCH']));
    await user.click(within(options).getByRole('checkbox', { name: 'No meal type' }));
    await waitFor(() => expect(search().get('noMealTypes')).toBe('true'));
    expect(search().getAll('mealType')).toEqual([]);
    expect(within(options).getByRole('checkbox', { name: 'Lunch' })).not.toBeChecked();
    await waitFor(() => expect(lastListCall().get('noMealTypes')).toBe('true'));
    await user.click(within(options).getByRole('checkbox', { name: 'Dinner' }));
    await waitFor(() => expect(search().getAll('mealType')).toEqual(['DINNER']));
    expect(search().get('noMealTypes')).toBeNull();
  });

  it('saves an inline name only when it changed', async () => {
    const { user, callsTo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit name of Tomato soup' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Recipe name' })).not.toBeInTheDocument();
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit name of Tomato soup' }));
    const input = screen.getByRole('textbox', { name: 'Recipe name' });
    await user.clear(input);
    await user.type(input, 'Red soup{Enter}');
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    const saves = callsTo('POST', '/recipe/');
    expect(saves).toHaveLength(1);
    expect(saves[0].body).toMatchObject({ idRecipe: 1, version: 3, name: 'Red soup' });
  });

  it('refuses an inline name longer than the document allows, saying why, without calling the server', async () => {
    const { user, callsTo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit name of Tomato soup' }));
    const input = screen.getByRole('textbox', { name: 'Recipe name' });
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(256));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Name must have at most 255 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
  });

  it('restores the old name with the cancel icon and refuses an empty one', async () => {
    const { user, callsTo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit name of Tomato soup' }));
    await user.clear(screen.getByRole('textbox', { name: 'Recipe name' }));
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByText('Tomato soup')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit name of Tomato soup' }));
    await user.clear(screen.getByRole('textbox', { name: 'Recipe name' }));
    await user.tab();
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
  });

  it('disables inline renaming when a non-English language is selected', async () => {
    setup('/recipes?lang=nl');
    expect(await screen.findByRole('button', { name: 'Edit name of Tomato soup' })).toBeDisabled();
  });

  it('saves inline meal types at once', async () => {
    const { user, callsTo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Meal types of Tomato soup' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Meal types of Tomato soup' })).getByRole('checkbox', { name: 'Dinner' }),
    );
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    const body = callsTo('POST', '/recipe/')[0].body as { tags: Array<{ name: string; category: string }> };
    expect(body.tags.filter((t) => t.category === 'MEAL_TYPE').map((t) => t.name)).toEqual(['LUNCH', 'DINNER']);
  });

  it('removes the ingredient filter chip', async () => {
    const { user, search } = setup('/recipes?idIngredient=11&ingredientName=Tomato');
    await user.click(await screen.findByRole('button', { name: 'Remove ingredient filter' }));
    expect(search().get('idIngredient')).toBeNull();
    expect(search().get('ingredientName')).toBeNull();
  });

  it('switches to the stats view keeping the filters', async () => {
    const { user, router } = setup('/recipes?cuisine=ITALIAN&page=1');
    await screen.findByText('Tomato soup');
    await user.click(screen.getByRole('link', { name: 'Stats' }));
    expect(router.state.location.pathname).toBe('/nutritionist/recipes/stats');
    expect(router.state.location.search).toBe('?cuisine=ITALIAN');
  });
});

describe('the recipe list for viewers and deep links', () => {
  it('shows the last page instead of an empty one when the link points past the results', async () => {
    const rows = [createRecipeRow({ idRecipe: 1, name: 'Tomato soup' }), createRecipeRow({ idRecipe: 2, name: 'Pea soup' })];
    useRecipeApi({ rows });
    // As the server pages: an offset past the matches answers no rows, with the total.
    server.use(
      http.get(apiUrl('search', '/recipes'), ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        return HttpResponse.json(offset >= rows.length ? [] : rows, { headers: { 'x-result-count': String(rows.length) } });
      }),
    );
    const { router } = renderApp({ path: '/recipes?page=4&cuisine=ITALIAN' });
    const table = await screen.findByRole('table', { name: 'Recipes' });
    expect(await within(table).findByText('Tomato soup')).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('page')).toBeNull();
    expect(search.get('cuisine')).toBe('ITALIAN');
    expect(screen.queryByText('No recipes match these filters')).not.toBeInTheDocument();
    expect(screen.getByText('2 recipes')).toBeInTheDocument();
  });

  it('offers inline renaming and meal types only on the rows the viewer may change', async () => {
    const rows = [
      createRecipeRow({ idRecipe: 1, name: 'Alfredo sauce', author: undefined }),
      createRecipeRow({ idRecipe: 2, name: 'Olaf pie', author: createAuthor({ id: 8, externalID: 'ext-olaf', name: 'Olaf' }) }),
      createRecipeRow({ idRecipe: 3, name: 'My stew', author: createAuthor({ id: 9, externalID: 'ext-amb', name: 'Amb' }) }),
    ];
    useRecipeApi({ rows });
    renderApp({ path: '/recipes', session: { roles: ['ambassador'], externalId: 'ext-amb' } });
    expect(await screen.findByRole('button', { name: 'Edit name of My stew' })).toBeEnabled();
    for (const readOnly of ['Alfredo sauce', 'Olaf pie']) {
      expect(screen.queryByRole('button', { name: `Edit name of ${readOnly}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Meal types of ${readOnly}` })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: `View ${readOnly}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Edit My stew' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meal types of My stew' })).toBeEnabled();
  });

  it('keeps every row editable inline for a nutritionist', async () => {
    useRecipeApi({ rows: [createRecipeRow({ idRecipe: 1, name: 'Alfredo sauce', author: undefined })] });
    renderApp({ path: '/recipes' });
    expect(await screen.findByRole('button', { name: 'Edit name of Alfredo sauce' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Meal types of Alfredo sauce' })).toBeEnabled();
  });
});

describe('the Tag and Author filters', () => {
  function setupAs(roles: string[], path = '/recipes') {
    const api = useRecipeApi({ rows: [createRecipeRow({ idRecipe: 1, name: 'Tomato soup' })], total: 1 });
    server.use(
      http.get(apiUrl('api', '/tag'), () =>
        HttpResponse.json([
          { name: 'BREAKFAST', category: 'MEAL_TYPE' },
          { name: 'SUMMER', category: 'SEASON' },
          { name: 'VEGAN', category: 'DIET' },
          { name: 'FRIDGE', category: 'STORAGE' },
          { name: 'BAKING', category: 'COOKING_METHOD' },
          { name: 'Quick', category: 'OTHER' },
        ]),
      ),
    );
    const view = renderApp({ path, session: { roles } });
    const search = () => new URLSearchParams(view.router.state.location.search);
    const lastListCall = () => api.callsTo('GET', '/search/recipes').at(-1)!.query;
    return { ...api, ...view, search, lastListCall, user: userEvent.setup() };
  }

  it.each([[[]], [['ambassador']], [['nutritionist']], [['admin']]])(
    'offers the Tag filter to %j, with the tags no other filter covers, into the URL and the list call',
    async (roles) => {
      const { user, search, lastListCall } = setupAs(roles);
      await screen.findByText('Tomato soup');
      const tag = screen.getByRole('button', { name: 'Tag' });
      await waitFor(() => expect(tag).toBeEnabled());
      await user.click(tag);
      const list = screen.getByRole('group', { name: 'Tag' });
      expect(
        within(list)
          .getAllByRole('checkbox')
          .map((c) => c.closest('label')!.textContent),
      ).toEqual(['Storage: Fridge', 'Cooking method: Baking', 'Other: Quick']);
      await user.click(within(list).getByRole('checkbox', { name: 'Other: Quick' }));
      await user.click(within(list).getByRole('checkbox', { name: 'Storage: Fridge' }));
      await waitFor(() => expect(search().getAll('tagName')).toEqual(['Quick', 'FRIDGE']));
      await waitFor(() => expect(lastListCall().getAll('tagName')).toEqual(['Quick', 'FRIDGE']));
    },
  );

  it.each([[['nutritionist']], [['admin']]])('offers the Author filter to staff (%j), from the author list', async (roles) => {
    const { user, search, lastListCall, callsTo } = setupAs(roles);
    await screen.findByText('Tomato soup');
    const author = await screen.findByRole('combobox', { name: 'Author' });
    await waitFor(() => expect(within(author).getByRole('option', { name: 'Olaf' })).toBeInTheDocument());
    expect(callsTo('GET', '/account/authors')).toHaveLength(1);
    await user.selectOptions(author, '8');
    await waitFor(() => expect(search().get('authorId')).toBe('8'));
    await waitFor(() => expect(lastListCall().get('authorId')).toBe('8'));
  });

  it.each([[[]], [['ambassador']]])('shows no Author filter to %j and never asks for the authors', async (roles) => {
    const { callsTo } = setupAs(roles, '/recipes?tagName=Quick');
    await screen.findByText('Tomato soup');
    expect(screen.getByRole('button', { name: 'Tag' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tag' })).toHaveTextContent('Other: Quick'));
    expect(screen.queryByRole('combobox', { name: 'Author' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/account/authors')).toHaveLength(0);
  });
});
