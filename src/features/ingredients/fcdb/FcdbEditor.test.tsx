import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearToasts } from '../../../../tests/setup/toasts';
import { createIngredient, MOCK_SET_BY } from '../../../../tests/mocks/fcdb';
import { LANGUAL_SAMPLE, LANGUAL_TWO_PARENTS } from '../../../../tests/fixtures/catalogue';
import { server } from '../../../../tests/mocks/server';
import { apiUrl } from '../../../../tests/mocks/urls';
import { search, setup } from '../../../../tests/setup/fcdbScreen';

afterEach(clearToasts);

describe('the ingredient editor', () => {
  it('saves with 204 and says so; a refused save says it failed', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/fcdb/101' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredient/101')).toHaveLength(0);

    await user.type(name, 'Spinach, fresh');
    const energy = within(screen.getByRole('group', { name: 'Energy and macros' })).getByRole('textbox', {
      name: 'Energy (kcal)',
    });
    await user.clear(energy);
    await user.type(energy, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient saved with success')).toBeInTheDocument();
    const body = callsTo('POST', '/ingredient/101')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Spinach, fresh', energy: 25, protein: 2.86, englishName: 'Spinach' });
  });

  it('goes back to the list with the filters it was opened from', async () => {
    const { user, router } = setup({ path: '/ingredients/fcdb?visibilityFilter=VISIBLE&search=spin' });
    await user.click(await screen.findByRole('link', { name: 'Spinach, raw' }));
    await user.click(await screen.findByRole('link', { name: 'Back to the ingredients' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/ingredients/fcdb'));
    expect(search(router).get('visibilityFilter')).toBe('VISIBLE');
    expect(search(router).get('search')).toBe('spin');
  });

  it('says "There was an error saving" when the save is not 204', async () => {
    const { user } = setup({ path: '/ingredients/fcdb/101', saveStatus: 400 });
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was an error saving')).toBeInTheDocument();
  });

  it('says "There was an error saving" when the save answers 200 with an error body (only 204 is saved)', async () => {
    const { user, callsTo } = setup({
      path: '/ingredients/fcdb/101',
      saveOkWithBody: { success: false, errorMessage: 'Ingredient could not be stored' },
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was an error saving')).toBeInTheDocument();
    expect(screen.getByText('Ingredient could not be stored')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredient/101')).toHaveLength(1);
    expect(screen.queryByText('Ingredient saved with success')).not.toBeInTheDocument();
  });

  it('links to the recipes using the ingredient for staff, not for a plain user', async () => {
    setup({ path: '/ingredients/fcdb/101', session: { roles: ['ambassador'] } });
    expect(await screen.findByRole('link', { name: 'Recipes using Spinach, raw' })).toHaveAttribute(
      'href',
      '/nutritionist/recipes?idIngredient=101&ingredientName=Spinach%2C%20raw',
    );
  });

  it('shows a plain user no link to the recipes using the ingredient', async () => {
    setup({ path: '/ingredients/fcdb/101', session: { roles: [] } });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Recipes using/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recipes' })).not.toBeInTheDocument();
  });

  it('saves twice in a row: first with the version it loaded, then with the one its save made', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/fcdb/101' });
    const englishName = await screen.findByRole('textbox', { name: 'English name' });
    await user.clear(englishName);
    await user.type(englishName, 'Baby spinach');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient saved with success')).toBeInTheDocument();
    clearToasts();
    // Saved again at once, before or after the ingredient is read again: no conflict with its own save.
    await user.type(englishName, ' leaves');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient saved with success')).toBeInTheDocument();
    const bodies = callsTo('POST', '/ingredient/101').map((c) => c.body as Record<string, unknown>);
    expect(bodies.map((b) => [b.version, b.englishName])).toEqual([
      [1, 'Baby spinach'],
      [2, 'Baby spinach leaves'],
    ]);
    expect(screen.queryByText('There was an error saving')).not.toBeInTheDocument();
  });

  it('keeps the edits when someone else saved first (409), says so, and reloads their version on request', async () => {
    const { user, callsTo, ingredients } = setup({ path: '/ingredients/fcdb/101' });
    const englishName = await screen.findByRole('textbox', { name: 'English name' });
    // Another staff member saves the same ingredient after it was opened here.
    Object.assign(
      ingredients.find((i) => i.idIngredient === 101)!,
      { version: 2, name: 'Spinach, mature' },
    );
    await user.clear(englishName);
    await user.type(englishName, 'Baby spinach');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('There was an error saving')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The ingredient was changed by someone else (you loaded version 1, it is now version 2); reload it and apply your changes again',
      ),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert', { name: 'Not saved' });
    expect(alert).toHaveTextContent('Not saved: someone else saved this ingredient after you opened it');
    expect(alert).toHaveTextContent('Your changes are still in the form');
    expect(screen.queryByText('Ingredient saved with success')).not.toBeInTheDocument();
    // The edit is kept; the field not edited here shows the other save once the ingredient is read again.
    expect(englishName).toHaveValue('Baby spinach');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spinach, mature'));
    // Saving again still names the version the edits started from: still refused, nothing overwritten.
    clearToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was an error saving')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredient/101').map((c) => (c.body as { version: number }).version)).toEqual([1, 1]);
    expect(ingredients.find((i) => i.idIngredient === 101)).toMatchObject({ version: 2, englishName: 'Spinach' });

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(englishName).toHaveValue('Spinach'));
    expect(screen.queryByRole('alert', { name: 'Not saved' })).not.toBeInTheDocument();
    clearToasts();
    await user.clear(englishName);
    await user.type(englishName, 'Baby spinach');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient saved with success')).toBeInTheDocument();
    expect((callsTo('POST', '/ingredient/101').at(-1)!.body as { version: number }).version).toBe(2);
    expect(ingredients.find((i) => i.idIngredient === 101)).toMatchObject({
      version: 3,
      name: 'Spinach, mature',
      englishName: 'Baby spinach',
    });
  });

  it('adds one unit at a time: used units disabled, whole grams above 0 required', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/fcdb/102' });
    const units = await screen.findByRole('table', { name: 'Units' });
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    expect(screen.getByRole('button', { name: 'Add unit' })).toBeDisabled();
    const picker = screen.getByRole('combobox', { name: 'New unit' });
    expect(within(picker).getByRole('option', { name: 'Slice' })).toBeDisabled();
    expect(within(picker).getByRole('option', { name: 'Grams' })).toBeDisabled();
    expect(within(picker).getByRole('option', { name: 'Cup' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect(await screen.findByText('Choose a unit')).toBeInTheDocument();
    await user.selectOptions(picker, 'CUP');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect(await screen.findByText('Grams are required')).toBeInTheDocument();
    const grams = screen.getByRole('textbox', { name: 'Grams of the new unit' });
    await user.type(grams, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect(await screen.findByText('Grams must be a whole number')).toBeInTheDocument();
    await user.clear(grams);
    await user.type(grams, '0');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect(await screen.findByText('Grams must be greater than 0')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredient/102/units')).toHaveLength(0);

    await user.clear(grams);
    await user.type(grams, '240');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    await waitFor(() => expect(within(units).getByRole('cell', { name: 'Cup' })).toBeInTheDocument());
    expect(callsTo('POST', '/ingredient/102/units')[0].body).toEqual([
      { idUnit: 1, name: 'GRAMS', quantityInGrams: 1 },
      { idUnit: 7, name: 'SLICE', quantityInGrams: 25 },
      { name: 'CUP', quantityInGrams: 240 },
    ]);
    expect(screen.getByRole('button', { name: 'Add unit' })).toBeEnabled();
  });

  it('sends the kept units with their stored grams, decimals included', async () => {
    const butter = createIngredient({
      idIngredient: 104,
      name: 'Butter, salted',
      units: [
        { idUnit: 1, name: 'GRAMS', quantityInGrams: 1 },
        { idUnit: 9, name: 'TABLESPOON', quantityInGrams: 14.2 },
      ],
    });
    const { user, callsTo } = setup({ path: '/ingredients/fcdb/104', ingredients: [butter] });
    await user.click(await screen.findByRole('button', { name: 'Add unit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'New unit' }), 'CUP');
    await user.type(screen.getByRole('textbox', { name: 'Grams of the new unit' }), '227');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    await waitFor(() => expect(callsTo('POST', '/ingredient/104/units')).toHaveLength(1));
    expect(callsTo('POST', '/ingredient/104/units')[0].body).toEqual([
      { idUnit: 1, name: 'GRAMS', quantityInGrams: 1 },
      { idUnit: 9, name: 'TABLESPOON', quantityInGrams: 14.2 },
      { name: 'CUP', quantityInGrams: 227 },
    ]);
  });

  it('shows the inline unit-in-use message when a recipe uses the unit', async () => {
    const { user } = setup({ path: '/ingredients/fcdb/102', unitsInUse: ['SLICE'] });
    await user.click(await screen.findByRole('button', { name: 'Delete unit Slice' }));
    expect(await screen.findByText('Cannot delete units in use')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Units' })).getByRole('cell', { name: 'Slice' })).toBeInTheDocument();
  });

  it('deletes a unit not in use', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/fcdb/102' });
    await user.click(await screen.findByRole('button', { name: 'Delete unit Slice' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Units' })).queryByRole('cell', { name: 'Slice' })).not.toBeInTheDocument(),
    );
    expect(callsTo('POST', '/ingredient/102/units')[0].body).toEqual([{ idUnit: 1, name: 'GRAMS', quantityInGrams: 1 }]);
  });

  it('duplicates and deletes with their messages, not reading the deleted one again; no delete for EUROFIR', async () => {
    const { user, router, callsTo } = setup({ path: '/ingredients/fcdb/101' });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Ingredient duplicated with success')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/ingredients/fcdb/601'));
    // Delete once the copy's form has replaced the original's (a click during the switch opened no dialog under load).
    await screen.findByDisplayValue(/\(copy\)$/);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const reads = callsTo('GET', '/ingredient/601').length;
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ingredient deleted with success')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/ingredients/fcdb'));
    // The list, read again, no longer has the copy; the copy itself is not read again (404 in the console).
    const table = await screen.findByRole('table', { name: 'Ingredients' });
    await waitFor(() => expect(within(table).queryByRole('link', { name: /\(copy\)$/ })).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: 'Spinach, raw' })).toBeInTheDocument();
    expect(callsTo('GET', '/ingredient/601')).toHaveLength(reads);
  });

  it('hides delete for EUROFIR, shows the data issues, and is read-only for a plain user', async () => {
    const eurofir = createIngredient({
      idIngredient: 103,
      name: 'Kale',
      source: 'EUROFIR',
      dataIssues: [{ code: 'ENERGY_MISMATCH', message: 'Energy 80 kcal differs from 4/4/9/7 (30 kcal) by 167 %' }],
    });
    setup({ path: '/ingredients/fcdb/103', ingredients: [eurofir] });
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('Energy 80 kcal differs from 4/4/9/7 (30 kcal) by 167 %')).toBeInTheDocument();
  });

  it('edits the LanguaL descriptors in the tree browser: searched, shown up to parents, browsed down, removed, saved', async () => {
    const tomatoSpinach = createIngredient({ languaLDescriptors: [{ id: 'B1276', description: 'TOMATO' }] });
    const { user, callsTo, langualCallsTo } = setup({
      path: '/ingredients/fcdb/101',
      ingredients: [tomatoSpinach],
      langual: LANGUAL_TWO_PARENTS,
    });
    const section = await screen.findByRole('region', { name: 'LanguaL' });
    const browser = within(section).getByRole('group', { name: 'LanguaL descriptors' });
    const chips = within(browser).getByRole('list', { name: 'Selected LanguaL descriptors' });
    expect(await within(chips).findByText('TOMATO (B1276)')).toBeInTheDocument();

    // The search: nothing asked below 2 characters, one call for the settled text.
    const text = within(browser).getByRole('textbox', { name: 'Search LanguaL descriptors' });
    await user.type(text, 'p');
    expect(within(browser).getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await user.type(text, 'otato');
    const results = await within(browser).findByRole('list', { name: 'LanguaL search results' });
    expect(langualCallsTo('GET', '/langual').flatMap((c) => c.query.getAll('name'))).toEqual(['potato']);

    // Up to its parents: potato has two, and shows under both; ticked under one, it is added once.
    await user.click(within(results).getByRole('button', { name: 'Show POTATO (B1218) in the hierarchy' }));
    const hierarchy = within(browser).getByRole('list', { name: 'LanguaL hierarchy' });
    await waitFor(() => expect(within(hierarchy).getAllByRole('checkbox', { name: 'POTATO (B1218)' })).toHaveLength(2));
    await user.click(within(hierarchy).getAllByRole('checkbox', { name: 'POTATO (B1218)' })[0]);
    expect(await within(chips).findByText('POTATO (B1218)')).toBeInTheDocument();

    // Down to the children: a facet opened, a descriptor under it added.
    await user.click(within(hierarchy).getByRole('button', { name: 'Expand A. PRODUCT TYPE (A0361)' }));
    await user.click(await within(hierarchy).findByRole('checkbox', { name: 'PRODUCT TYPE, EUROPEAN UNION (A0356)' }));

    // Removed from its chip, and saved: the ids in the order they were added.
    await user.click(within(browser).getByRole('button', { name: 'Remove TOMATO (B1276)' }));
    expect(within(chips).queryByText('TOMATO (B1276)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient saved with success')).toBeInTheDocument();
    const body = callsTo('POST', '/ingredient/101')[0].body as { languaLDescriptors: unknown };
    expect(body.languaLDescriptors).toEqual([{ id: 'B1218' }, { id: 'A0356' }]);
  });

  it('shows a plain user the LanguaL descriptors read-only, still searchable and browsable', async () => {
    const withTomato = createIngredient({ languaLDescriptors: [{ id: 'B1276', description: 'TOMATO' }] });
    const { user } = setup({
      path: '/ingredients/fcdb/101',
      ingredients: [withTomato],
      langual: LANGUAL_SAMPLE,
      session: { roles: [] },
    });
    const section = await screen.findByRole('region', { name: 'LanguaL' });
    const chips = within(section).getByRole('list', { name: 'Selected LanguaL descriptors' });
    expect(await within(chips).findByText('TOMATO (B1276)')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Remove TOMATO (B1276)' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Show TOMATO (B1276) in the hierarchy' }));
    const leaf = await within(within(section).getByRole('list', { name: 'LanguaL hierarchy' })).findByRole('checkbox', {
      name: 'TOMATO (B1276)',
    });
    expect(leaf).toBeChecked();
    expect(leaf).toBeDisabled();
    await user.type(within(section).getByRole('textbox', { name: 'Search LanguaL descriptors' }), 'cheese');
    const results = await within(section).findByRole('list', { name: 'LanguaL search results' });
    expect(within(results).getByRole('checkbox', { name: 'CHEESE (EUROFIR) (A0784)' })).toBeDisabled();
  });

  it('is read-only for a plain user', async () => {
    setup({ path: '/ingredients/fcdb/102', session: { roles: [] } });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add unit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete unit Slice' })).not.toBeInTheDocument();
  });

  it('offers every display name in its picker, past the first page of 200', async () => {
    const names = Array.from({ length: 201 }, (_, i) => ({
      idIngredientGroup: i + 1,
      name: i === 200 ? 'Zucchini' : `Display name ${String(i).padStart(3, '0')}`,
      nameTranslations: [],
      ingredientCount: 1,
    }));
    setup({ path: '/ingredients/fcdb/101' });
    // After the FCDB mock's own (empty) display-name list, so this one answers.
    server.use(
      http.get(apiUrl('api', '/ingredientgroup'), ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 0);
        const size = Number(url.searchParams.get('pageSize') ?? 20);
        return HttpResponse.json(names.slice(page * size, (page + 1) * size), { headers: { 'x-result-count': '201' } });
      }),
    );
    const picker = await screen.findByRole('combobox', { name: 'Display name' });
    expect(await within(picker).findByRole('option', { name: 'Zucchini' })).toBeInTheDocument();
    expect(within(picker).getAllByRole('option')).toHaveLength(202);
  });

  it('links the food restrictions excluding it only for nutritionists, who may open them; others read their names', async () => {
    const glutenFree = createIngredient({
      idIngredient: 105,
      name: 'Wheat flour',
      foodRestrictions: [{ idFoodRestriction: 5, name: 'Gluten free', enabled: true }],
    });
    const first = setup({ path: '/ingredients/fcdb/105', ingredients: [glutenFree] });
    expect(await screen.findByRole('link', { name: 'Gluten free' })).toHaveAttribute('href', '/nutritionist/food-restrictions/5');
    first.unmount();
    setup({ path: '/ingredients/fcdb/105', ingredients: [glutenFree], session: { roles: ['ambassador'] } });
    expect(await screen.findByText('Gluten free')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gluten free' })).not.toBeInTheDocument();
  });

  it('picks the cooking method and the nutrient of a factor from lists, and checks the factors before saving', async () => {
    const { user, callsTo } = setup({ path: '/ingredients/fcdb/101' });
    const yields = await screen.findByRole('group', { name: 'Weight yield factors' });
    await user.click(within(yields).getByRole('button', { name: 'Add factor' }));
    await user.selectOptions(within(yields).getByRole('combobox', { name: 'Cooking method 1' }), 'BOILED');
    const yieldFactor = within(yields).getByRole('textbox', { name: 'Factor 1' });
    await user.clear(yieldFactor);
    await user.type(yieldFactor, '20');
    const retention = screen.getByRole('group', { name: 'Nutrient retention factors' });
    await user.click(within(retention).getByRole('button', { name: 'Add factor' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(yields).findByText('The factor must be at most 10')).toBeInTheDocument();
    expect(within(retention).getByText('Choose a nutrient')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredient/101')).toHaveLength(0);

    await user.clear(yieldFactor);
    await user.type(yieldFactor, '0.9');
    await user.selectOptions(within(retention).getByRole('combobox', { name: 'Nutrient 1' }), 'vitaminC_mg');
    const retained = within(retention).getByRole('textbox', { name: 'Factor 1' });
    await user.clear(retained);
    await user.type(retained, '0.55');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient saved with success')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredient/101')[0].body).toMatchObject({
      weightYieldFactors: [{ cookingMethod: 'BOILED', factor: 0.9 }],
      nutrientRetentionFactors: [{ nutrient: 'vitaminC_mg', factor: 0.55 }],
    });
  });

  it("checks the names and the portion against the document's limits before saving", async () => {
    const { user, callsTo } = setup({ path: '/ingredients/fcdb/101' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(256));
    const portion = screen.getByRole('textbox', { name: 'Recommended portion (g)' });
    await user.type(portion, '20000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must have at most 255 characters')).toBeInTheDocument();
    expect(screen.getByText('Recommended portion must be at most 10,000')).toBeInTheDocument();
    expect(callsTo('POST', '/ingredient/101')).toHaveLength(0);
  });

  it('says when a duplicate, a delete or a unit delete fails, with the reason of a refusal', async () => {
    const { user } = setup({ path: '/ingredients/fcdb/102', failDuplicate: true, failUnits: true, usedByRecipes: [102] });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('There was an error duplicating')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete unit Slice' }));
    expect(await screen.findByText('There was an error deleting the unit')).toBeInTheDocument();
    expect(screen.queryByText('Cannot delete units in use')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There was an error deleting')).toBeInTheDocument();
    expect(screen.getByText('The ingredient is used by recipes; remove it from them before deleting it')).toBeInTheDocument();
  });

  it('says when an import fails, with the reason when the other country refuses it', async () => {
    const { user } = setup({ unknownAbroad: [99] });
    await user.click(await screen.findByRole('button', { name: 'Import from another country' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'dk');
    await user.type(screen.getByLabelText('Ingredient id in that country'), '99');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('There was an error importing')).toBeInTheDocument();
    expect(screen.getByText('Ingredient 99 not found in DK')).toBeInTheDocument();
  });

  it('says "There was an error importing" alone when the server fails', async () => {
    const { user } = setup({ failImport: true });
    await user.click(await screen.findByRole('button', { name: 'Import from another country' }));
    await user.type(screen.getByLabelText('Ingredient id in that country'), '8');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('There was an error importing')).toBeInTheDocument();
    expect(screen.queryByText('Something failed')).not.toBeInTheDocument();
  });

  it('says None for an empty allergen or food group list, and offers no diet to set', async () => {
    setup({ path: '/ingredients/fcdb/101' });
    expect(await screen.findByRole('button', { name: 'Other allergens' })).toHaveTextContent(/^None$/);
    expect(screen.getByRole('button', { name: 'Food groups' })).toHaveTextContent(/^None$/);
    // Diets are derived from the facts: shown, never picked.
    expect(screen.queryByRole('button', { name: 'Suitable diets' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Suitable for: Lacto ovo vegetarian, Pescetarian, Lacto vegetarian, Ovo vegetarian, Vegan, Lactose free, No pork',
      ),
    ).toBeInTheDocument();
  });

  it('shows what it holds with the reasons, derives the diets as facts are toggled, and saves the facts', async () => {
    const cheese = createIngredient({
      idIngredient: 107,
      name: 'Cheese, gruyere',
      englishName: 'Gruyere',
      animalOrigins: ['DAIRY'],
      glutenCereals: [],
      allergens: ['MILK', 'NUTS'],
      suitableDiets: ['LACTO_OVO_VEGETARIAN', 'PESCETARIAN', 'LACTO_VEGETARIAN', 'NO_PORK'],
      factReasons: { DAIRY: 'SR food group 0100 Dairy and Egg Products', NUTS: 'set by admin on 2026-01-01' },
    });
    const { user, callsTo, ingredients } = setup({ path: '/ingredients/fcdb/107', ingredients: [cheese] });
    const holds = await screen.findByRole('region', { name: 'What it holds' });
    const origins = within(holds).getByRole('group', { name: 'Animal origins' });
    const derived = within(holds).getByRole('group', { name: 'Derived from these facts' });
    const dairy = within(origins).getByRole('checkbox', { name: 'Dairy' });
    expect(dairy).toBeChecked();
    expect(dairy).toHaveAccessibleDescription('SR food group 0100 Dairy and Egg Products');
    expect(
      within(origins)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Meat', 'Pork', 'Poultry', 'Fish', 'Shellfish', 'Dairy', 'Egg', 'Honey', 'Gelatine']);
    expect(
      within(within(holds).getByRole('group', { name: 'Gluten cereals' }))
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Wheat', 'Barley', 'Rye', 'Spelt', 'Oats']);
    expect(within(origins).getByRole('checkbox', { name: 'Meat' })).not.toHaveAccessibleDescription();
    // MILK comes with the dairy; nuts are the ingredient's own allergen, with its reason.
    expect(within(holds).getByRole('button', { name: 'Other allergens' })).toHaveTextContent(/^Nuts$/);
    expect(within(holds).getByText('Nuts: set by admin on 2026-01-01')).toBeInTheDocument();
    expect(derived).toHaveTextContent('Suitable for: Lacto ovo vegetarian, Pescetarian, Lacto vegetarian, No pork');
    expect(derived).toHaveTextContent('Allergens: Milk, Nuts');

    // Dairy off: vegan again and no milk; on again: as loaded, with its stored reason.
    await user.click(dairy);
    expect(dairy).not.toBeChecked();
    expect(derived).toHaveTextContent(
      'Suitable for: Lacto ovo vegetarian, Pescetarian, Lacto vegetarian, Ovo vegetarian, Vegan, Lactose free, No pork',
    );
    expect(derived).toHaveTextContent('Allergens: Nuts');
    await user.click(dairy);
    expect(dairy).toHaveAccessibleDescription('SR food group 0100 Dairy and Egg Products');
    expect(derived).toHaveTextContent('Suitable for: Lacto ovo vegetarian, Pescetarian, Lacto vegetarian, No pork');

    // Wheat added: no reason stored yet, GLUTEN derived.
    const wheat = within(holds).getByRole('checkbox', { name: 'Wheat' });
    await user.click(wheat);
    expect(wheat).toHaveAccessibleDescription('new: set by you when saved');
    expect(derived).toHaveTextContent('Allergens: Gluten, Milk, Nuts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient saved with success')).toBeInTheDocument();
    const body = callsTo('POST', '/ingredient/107')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ animalOrigins: ['DAIRY'], glutenCereals: ['WHEAT'], allergens: ['NUTS'] });
    expect(body).not.toHaveProperty('suitableDiets');
    // Read again after the save: the server's reason for the new fact shows beside it.
    await waitFor(() => expect(within(holds).getByRole('checkbox', { name: 'Wheat' })).toHaveAccessibleDescription(MOCK_SET_BY));
    expect(ingredients.find((i) => i.idIngredient === 107)).toMatchObject({
      allergens: ['GLUTEN', 'MILK', 'NUTS'],
      factReasons: { DAIRY: 'SR food group 0100 Dairy and Egg Products', NUTS: 'set by admin on 2026-01-01', WHEAT: MOCK_SET_BY },
    });
  });

  it('shows a plain user what it holds read-only', async () => {
    const bacon = createIngredient({
      idIngredient: 108,
      name: 'Bacon',
      animalOrigins: ['MEAT', 'PORK'],
      suitableDiets: ['LACTOSE_FREE'],
      factReasons: { MEAT: "name: 'bacon'", PORK: "name: 'bacon'" },
    });
    setup({ path: '/ingredients/fcdb/108', ingredients: [bacon], session: { roles: [] } });
    const pork = await screen.findByRole('checkbox', { name: 'Pork' });
    expect(pork).toBeChecked();
    expect(pork).toBeDisabled();
    expect(pork).toHaveAccessibleDescription("name: 'bacon'");
    expect(screen.getByRole('button', { name: 'Other allergens' })).toBeDisabled();
    expect(screen.getByText('Suitable for: Lactose free')).toBeInTheDocument();
  });

  it('shows a plain user the factors read-only', async () => {
    const cooked = createIngredient({
      idIngredient: 106,
      name: 'Rice, white',
      weightYieldFactors: [{ cookingMethod: 'BOILED', factor: 2.5, description: 'Boiled in water' }],
      nutrientRetentionFactors: [{ nutrient: 'folate_ug', factor: 0.6 }],
    });
    setup({ path: '/ingredients/fcdb/106', ingredients: [cooked], session: { roles: [] } });
    const yields = await screen.findByRole('group', { name: 'Weight yield factors' });
    expect(within(yields).getByRole('combobox', { name: 'Cooking method 1' })).toHaveValue('BOILED');
    expect(within(yields).getByRole('combobox', { name: 'Cooking method 1' })).toBeDisabled();
    expect(within(yields).getByRole('textbox', { name: 'Factor 1' })).toHaveValue('2.5');
    expect(within(yields).getByRole('textbox', { name: 'Factor 1' })).toBeDisabled();
    expect(within(yields).getByRole('textbox', { name: 'Description 1' })).toBeDisabled();
    const retention = screen.getByRole('group', { name: 'Nutrient retention factors' });
    expect(within(retention).getByRole('combobox', { name: 'Nutrient 1' })).toHaveValue('folate_ug');
    expect(screen.queryByRole('button', { name: 'Add factor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('shows its id, the one an import from another country asks for', async () => {
    setup({ path: '/ingredients/fcdb/102' });
    expect(await screen.findByText('Id: 102')).toBeInTheDocument();
    expect(screen.getByText('External id: 11457')).toBeInTheDocument();
  });
});
