import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, type RenderAppOptions } from '../../../../tests/setup/renderApp';
import { useRecipeApi } from '../../../../tests/mocks/recipes';
import { server } from '../../../../tests/mocks/server';
import { apiUrl } from '../../../../tests/mocks/urls';
import { createAuthor, createIngredientSummary, createRecipe, createRecipePhoto } from '../../../../tests/fixtures/recipes';
import { clearToasts } from '../../../../tests/setup/toasts';
import { selectRecipeDraft } from '../drafts/recipeDraftsSlice';
import { makeStore, startPersistence } from '../../../app/store';
import { PERSIST_KEY_PREFIX } from '../../../app/persist';

afterEach(clearToasts);

// jsdom has no image decoding or canvas encoder, which compressorjs needs: at this edge a fake encoder
// answers a small JPEG-typed Blob, as in RecipePhotosPage.test.tsx.
jest.mock('compressorjs', () =>
  jest.fn().mockImplementation((file: File, options: { success: (result: Blob) => void }) => {
    queueMicrotask(() => options.success(Object.assign(new Blob(['compressed'], { type: 'image/jpeg' }), { name: file.name })));
  }),
);

const OTHERS_RECIPE = createRecipe({
  idRecipe: 1,
  name: 'Tomato soup',
  author: createAuthor({ id: 8, externalID: 'ext-olaf', name: 'Olaf' }),
});

function setup(options: RenderAppOptions = {}) {
  const api = useRecipeApi({ recipes: [structuredClone(OTHERS_RECIPE)] });
  const view = renderApp({ path: '/recipes/1', ...options });
  return { ...api, ...view, user: userEvent.setup() };
}

const nameInput = () => screen.findByRole('textbox', { name: /^Name/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const servingsInput = () => screen.getByRole('spinbutton', { name: /^Servings/ });

/** Lets a stray save (a submit nobody asked for) reach the server before the calls are counted. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

/** Answers the ingredient search with one ingredient, as the search backend would. */
function ingredientSearchFinds(name: string, englishName: string) {
  const found = createIngredientSummary({ idIngredient: 55, name, englishName });
  server.use(
    http.get(apiUrl('search', '/ingredients'), () => HttpResponse.json([found], { headers: { 'x-result-count': '1' } })),
  );
}

describe('the recipe editor', () => {
  it('refuses to save without a name or servings, with the specification messages', async () => {
    const { user, callsTo } = setup({ path: '/recipes/new' });
    await nameInput();
    await user.clear(screen.getByRole('spinbutton', { name: /^Servings/ }));
    await user.click(saveButton());
    expect(await screen.findByText('Recipe name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Servings cannot be empty')).toBeInTheDocument();
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
  });

  it('creates a recipe as DRAFT, says so and opens the new recipe', async () => {
    const { user, callsTo, router } = setup({ path: '/recipes/new' });
    await user.type(await nameInput(), 'Pea soup');
    expect(screen.getByText('Please create recipe first')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Recipe created with success')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/recipes/999'));
    const [save] = callsTo('POST', '/recipe/');
    expect(save.body).toMatchObject({ name: 'Pea soup', status: 'DRAFT', preparationDetails: { servings: 1 } });
    expect((save.body as { idRecipe?: number }).idRecipe).toBeUndefined();
    expect(save.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('saves an edit with the loaded version, and Ctrl+S saves too', async () => {
    const { user, callsTo } = setup();
    const name = await nameInput();
    expect(name).toHaveValue('Tomato soup');
    await user.clear(name);
    await user.type(name, 'Red soup');
    await user.click(saveButton());
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    expect(callsTo('POST', '/recipe/')[0].body).toMatchObject({ idRecipe: 1, version: 3, name: 'Red soup' });

    await user.type(await nameInput(), '!');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(callsTo('POST', '/recipe/')).toHaveLength(2));
    expect(callsTo('POST', '/recipe/')[1].body).toMatchObject({ version: 4, name: 'Red soup!' });
  });

  it('locks the whole recipe for a plain user who is not its author', async () => {
    const { user, callsTo } = setup({ session: { roles: [], externalId: 'ext-someone' } });
    expect(await nameInput()).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: /^Servings/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
  });

  it('lets a plain user edit a recipe they authored', async () => {
    setup({ session: { roles: [], externalId: 'ext-olaf' } });
    expect(await nameInput()).toBeEnabled();
    expect(saveButton()).toBeInTheDocument();
  });

  it('shows admins the author picker and fetches the authors only for them', async () => {
    const admin = setup({ session: { roles: ['admin'] } });
    await nameInput();
    const picker = screen.getByRole('combobox', { name: 'Author' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Olaf' })).toBeInTheDocument());
    expect(picker).toHaveValue('8');
    expect(admin.callsTo('GET', '/account/authors')).toHaveLength(1);
    admin.unmount();

    const nutritionist = setup({ session: { roles: ['nutritionist'] } });
    await nameInput();
    expect(screen.queryByRole('combobox', { name: 'Author' })).not.toBeInTheDocument();
    expect(nutritionist.callsTo('GET', '/account/authors')).toHaveLength(0);
  });

  it('keeps unsaved edits as a draft, restores them after leaving, and discards them on request', async () => {
    const first = setup();
    await first.user.type(await nameInput(), ' deluxe');
    await waitFor(() => expect(selectRecipeDraft(first.store.getState(), '1')?.values.name).toBe('Tomato soup deluxe'));
    first.unmount();

    const second = renderApp({ path: '/recipes/1', store: first.store });
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    expect(await nameInput()).toHaveValue('Tomato soup deluxe');
    await first.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await nameInput()).toHaveValue('Tomato soup');
    expect(selectRecipeDraft(second.store.getState(), '1')).toBeUndefined();
  });

  it('says so when a reload brings back the unsaved edits (persisted, then rehydrated into a new store), and Discard drops them', async () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: async (key: string) => memory.get(key) ?? null,
      setItem: async (key: string, value: string) => void memory.set(key, value),
      removeItem: async (key: string) => void memory.delete(key),
    };
    const before = makeStore(undefined, { storage });
    const persistor = await startPersistence(before);
    const first = setup({ store: before });
    await first.user.type(await nameInput(), ' deluxe');
    await waitFor(() => expect(selectRecipeDraft(before.getState(), '1')?.values.name).toBe('Tomato soup deluxe'));
    await act(() => persistor.flush());
    first.unmount();
    persistor.pause();

    // The reload: a new store that knows only what was written to storage.
    const after = makeStore(undefined, { storage });
    const rehydrated = await startPersistence(after);
    expect(selectRecipeDraft(after.getState(), '1')?.values.name).toBe('Tomato soup deluxe');
    renderApp({ path: '/recipes/1', store: after });
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    expect(await nameInput()).toHaveValue('Tomato soup deluxe');
    await first.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await nameInput()).toHaveValue('Tomato soup');
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
    await act(() => rehydrated.flush());
    expect(memory.get(`${PERSIST_KEY_PREFIX}recipeDrafts`)).not.toContain('deluxe');
    rehydrated.pause();
  });

  it('shows the server message on a version conflict and keeps the draft', async () => {
    const { user, store } = setup();
    server.use(
      http.post(apiUrl('api', '/recipe/'), () =>
        HttpResponse.json(
          { code: 'RECIPE_VERSION_CONFLICT', message: 'The recipe was changed by someone else; reload it before saving' },
          { status: 409 },
        ),
      ),
    );
    await user.type(await nameInput(), ' v2');
    await user.click(saveButton());
    expect(await screen.findByText('The recipe was changed by someone else; reload it before saving')).toBeInTheDocument();
    await waitFor(() => expect(selectRecipeDraft(store.getState(), '1')?.values.name).toBe('Tomato soup v2'));
  });

  it('shows the errorMessage of an unsuccessful save', async () => {
    const { user } = setup();
    server.use(
      http.post(apiUrl('api', '/recipe/'), () => HttpResponse.json({ success: false, errorMessage: 'Servings out of range' })),
    );
    await user.type(await nameInput(), '!');
    await user.click(saveButton());
    expect(await screen.findByText('Servings out of range')).toBeInTheDocument();
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const { user, router, callsTo } = setup();
    await nameInput();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted with success')).toBeInTheDocument();
    expect(callsTo('DELETE', '/recipe/1')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/recipes'));
  });

  it('says when a delete fails', async () => {
    const { user } = setup();
    server.use(
      http.delete(apiUrl('api', '/recipe/:id'), () => HttpResponse.json({ code: 'FORBIDDEN', message: 'no' }, { status: 403 })),
    );
    await nameInput();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting recipe')).toBeInTheDocument();
  });

  it('names a recipe Untitled Recipe when saved nameless in another language with preparation steps', async () => {
    const { user, callsTo } = setup({ path: '/recipes/new?lang=nl' });
    await nameInput();
    await user.type(screen.getByRole('textbox', { name: 'Preparation steps' }), '* Snijd de tomaten');
    await user.click(saveButton());
    expect(await screen.findByText('Recipe created with success')).toBeInTheDocument();
    expect(callsTo('POST', '/recipe/')[0].body).toMatchObject({
      name: 'Untitled Recipe',
      i18nLabels: { nl: { NAME: 'Untitled Recipe', PREPARATION_STEPS: '- Snijd de tomaten' } },
    });
  });

  it('adds an ingredient from the fuzzy picker at quantity 0 in grams', async () => {
    const { user, callsTo } = setup();
    const carrot = createIngredientSummary({ idIngredient: 55, name: 'Carrot, raw', englishName: 'Carrot' });
    server.use(
      http.get(apiUrl('search', '/ingredients'), () => HttpResponse.json([carrot], { headers: { 'x-result-count': '1' } })),
    );
    await nameInput();
    await user.type(screen.getByRole('combobox', { name: 'Add ingredient' }), 'carot');
    await user.click(await screen.findByRole('option', { name: 'Carrot, raw (Carrot)' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Carrot, raw' })).toHaveValue(0);
    expect(screen.getByRole('combobox', { name: 'Unit of Carrot, raw' })).toHaveValue('GRAMS');
    await user.click(saveButton());
    await screen.findByText('Saved with success');
    const body = callsTo('POST', '/recipe/')[0].body as {
      recipeIngredients: Array<{ ingredient: { idIngredient: number }; quantity: number; unit: { name: string } }>;
    };
    expect(body.recipeIngredients.at(-1)).toMatchObject({
      ingredient: { idIngredient: 55 },
      quantity: 0,
      unit: { name: 'GRAMS' },
    });
  });

  it('duplicates a recipe into a new DRAFT recipe', async () => {
    const { user, callsTo, router } = setup({ path: '/recipes/duplicate/1' });
    expect(await nameInput()).toHaveValue('Tomato soup');
    expect(screen.getByRole('heading', { name: 'Duplicate recipe' })).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Recipe created with success')).toBeInTheDocument();
    const body = callsTo('POST', '/recipe/')[0].body as { idRecipe?: number; status: string; recipeIngredients: unknown[] };
    expect(body.idRecipe).toBeUndefined();
    expect(body.status).toBe('DRAFT');
    expect(body.recipeIngredients).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/recipes/999'));
  });

  it('edits the translation of the selected language', async () => {
    const { user, callsTo } = setup();
    await nameInput();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    const name = await nameInput();
    expect(name).toHaveValue('');
    await user.type(name, 'Tomatensoep');
    await user.click(saveButton());
    await screen.findByText('Saved with success');
    expect(callsTo('POST', '/recipe/')[0].body).toMatchObject({
      name: 'Tomato soup',
      i18nLabels: { nl: { NAME: 'Tomatensoep' } },
    });
  });
});

describe('saving the recipe editor', () => {
  it('never saves when an ingredient is picked: only the Save click does, once', async () => {
    const { user, callsTo } = setup();
    ingredientSearchFinds('Garlic, raw', 'Garlic');
    await nameInput();
    await user.type(screen.getByRole('combobox', { name: 'Add ingredient' }), 'garlic');
    await user.click(await screen.findByRole('option', { name: 'Garlic, raw (Garlic)' }));
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Garlic, raw' })).toHaveValue(0);
    await settle();
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
    expect(screen.queryByText('Saved with success')).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    expect(callsTo('POST', '/recipe/')).toHaveLength(1);
  });

  it('does not create a new recipe when its first ingredient is picked', async () => {
    const { user, callsTo, router } = setup({ path: '/recipes/new' });
    ingredientSearchFinds('Garlic, raw', 'Garlic');
    await user.type(await nameInput(), 'Garlic bread');
    await user.type(screen.getByRole('combobox', { name: 'Add ingredient' }), 'garlic');
    await user.click(await screen.findByRole('option', { name: 'Garlic, raw (Garlic)' }));
    await screen.findByRole('spinbutton', { name: 'Quantity of Garlic, raw' });
    await settle();
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/nutritionist/recipes/new');

    await user.click(saveButton());
    expect(await screen.findByText('Recipe created with success')).toBeInTheDocument();
    expect(callsTo('POST', '/recipe/')).toHaveLength(1);
  });

  it('does not save when Enter is pressed in a field', async () => {
    const { user, callsTo } = setup();
    await user.type(await nameInput(), ' red{Enter}');
    await user.type(servingsInput(), '{Enter}');
    await settle();
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
  });

  it('shows the document limits under the fields and refuses values beyond them without calling the server', async () => {
    const { user, callsTo } = setup();
    await nameInput();
    expect(screen.getByText('Whole number, 1 to 1,000')).toBeInTheDocument();
    expect(screen.getAllByText('At most 255 characters').length).toBeGreaterThan(0);
    await user.clear(servingsInput());
    await user.type(servingsInput(), '1001');
    await user.clear(await nameInput());
    await user.type(await nameInput(), 'x'.repeat(256));
    await user.click(saveButton());
    expect(await screen.findByText('Servings must be at most 1,000')).toBeInTheDocument();
    expect(screen.getByText('Name must have at most 255 characters')).toBeInTheDocument();
    expect(servingsInput()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(servingsInput());
    await user.type(servingsInput(), '2.5');
    await user.click(saveButton());
    expect(await screen.findByText('Servings must be a whole number')).toBeInTheDocument();
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
  });

  it('keeps ingredient quantities to their 0.01 step, saying so', async () => {
    const { user, callsTo } = setup();
    await nameInput();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Tomato, raw' });
    expect(quantity).toHaveAttribute('step', '0.01');
    expect(screen.getByText('0 to 100,000 in steps of 0.01')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1.234');
    await user.click(saveButton());
    expect(await screen.findByText('Quantity must be in steps of 0.01')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '1.23');
    await user.click(saveButton());
    await screen.findByText('Saved with success');
    expect(callsTo('POST', '/recipe/')[0].body).toMatchObject({ recipeIngredients: [{ quantity: 1.23 }] });
  });

  it('normalises dash list markers glued to their text, as numbered ones, before saving', async () => {
    const { user, callsTo } = setup();
    await nameInput();
    const steps = screen.getByRole('textbox', { name: /^Preparation steps/ });
    await user.clear(steps);
    await user.type(steps, '-cut{Enter}-peel{Enter}3.serve');
    await user.click(saveButton());
    await screen.findByText('Saved with success');
    expect(callsTo('POST', '/recipe/')[0].body).toMatchObject({
      preparationDetails: { preparationSteps: '- cut\n- peel\n3. serve' },
    });
  });

  it('opens no empty popup for Other attributes when the context defines none', async () => {
    const { user } = setup();
    server.use(
      http.get(apiUrl('api', '/tag'), () => HttpResponse.json([{ idTag: 2, name: 'BREAKFAST', category: 'MEAL_TYPE' }])),
    );
    await nameInput();
    const other = await screen.findByRole('button', { name: 'Other attributes' });
    await waitFor(() => expect(other).toHaveTextContent('None defined'));
    expect(other).toBeDisabled();
    await user.click(other);
    expect(screen.queryByRole('group', { name: 'Other attributes' })).not.toBeInTheDocument();
  });

  it('offers the OTHER tags as Other attributes', async () => {
    const { user } = setup();
    await nameInput();
    const other = screen.getByRole('button', { name: 'Other attributes' });
    await waitFor(() => expect(other).toBeEnabled());
    await user.click(other);
    expect(
      within(screen.getByRole('group', { name: 'Other attributes' })).getByRole('checkbox', { name: 'Quick' }),
    ).toBeInTheDocument();
  });

  it('closes a multi-select popup on Escape, from its list or its button, and gives the focus back', async () => {
    const { user } = setup();
    await nameInput();
    const season = screen.getByRole('button', { name: 'Season' });
    await user.click(season);
    const list = screen.getByRole('group', { name: 'Season' });
    await user.click(within(list).getByRole('checkbox', { name: 'Summer' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Season' })).not.toBeInTheDocument();
    expect(season).toHaveFocus();
    expect(season).toHaveAttribute('aria-expanded', 'false');
    // Opened by the button, with the focus still on it.
    await user.click(season);
    expect(screen.getByRole('group', { name: 'Season' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Season' })).not.toBeInTheDocument();
  });

  it('marks the field the server names in a 400, with its message', async () => {
    const { user } = setup();
    server.use(
      http.post(apiUrl('api', '/recipe/'), () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'Servings must be at most 1000', field: 'preparationDetails.servings' },
          { status: 400 },
        ),
      ),
    );
    await user.type(await nameInput(), '!');
    await user.click(saveButton());
    expect(await screen.findByText('Servings must be at most 1000')).toBeInTheDocument();
    expect(servingsInput()).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Error saving recipe: see the marked field')).toBeInTheDocument();
  });

  it('marks an ingredient row the server refuses', async () => {
    const { user } = setup();
    server.use(
      http.post(apiUrl('api', '/recipe/'), () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'Quantity of ingredient 1 is too large', field: 'recipeIngredients[0].quantity' },
          { status: 400 },
        ),
      ),
    );
    await nameInput();
    await user.click(saveButton());
    expect(await screen.findByText('Quantity of ingredient 1 is too large')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Tomato, raw' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the message of a 400 whose field the form does not have', async () => {
    const { user } = setup();
    server.use(
      http.post(apiUrl('api', '/recipe/'), () =>
        HttpResponse.json({ code: 'VALIDATION_ERROR', message: 'Tag 1 is unknown', field: 'tags[0].name' }, { status: 400 }),
      ),
    );
    await user.type(await nameInput(), '!');
    await user.click(saveButton());
    expect(await screen.findByText('Tag 1 is unknown')).toBeInTheDocument();
  });
});

describe('a recipe the viewer may not change', () => {
  const SEEDED = createRecipe({ idRecipe: 1, name: 'Alfredo sauce', author: undefined });

  function setupSeeded(session: RenderAppOptions['session']) {
    const api = useRecipeApi({ recipes: [structuredClone(SEEDED)] });
    const view = renderApp({ path: '/recipes/1', session });
    return { ...api, ...view, user: userEvent.setup() };
  }

  it.each([
    ['an ambassador', { roles: ['ambassador'], externalId: 'ext-amb' }],
    ['a plain user', { roles: [], externalId: 'ext-user' }],
  ])('is locked for %s when it has no author (the seeded catalogue)', async (_who, session) => {
    const { user, callsTo } = setupSeeded(session);
    expect(await nameInput()).toBeDisabled();
    expect(servingsInput()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Add ingredient' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Tomato, raw' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Meal type' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Read-only: only the author of this recipe, admins and nutritionists can change it/),
    ).toBeInTheDocument();
    // What a field accepts is of no use to someone who cannot type in it.
    expect(screen.queryByText(/At most 255 characters|Whole number, 1 to 1,000/)).not.toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    expect(callsTo('POST', '/recipe/')).toHaveLength(0);
  });

  it('stays editable for a nutritionist', async () => {
    setupSeeded({ roles: ['nutritionist'], externalId: 'ext-nina' });
    expect(await nameInput()).toBeEnabled();
    expect(saveButton()).toBeInTheDocument();
    expect(screen.queryByText(/Read-only/)).not.toBeInTheDocument();
    expect(screen.getByText('At most 255 characters')).toBeInTheDocument();
  });
});

describe('the cover photo in the editor', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:cover');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the cover fetched by photo id', async () => {
    const cover = createRecipePhoto({ idRecipePhoto: 77 });
    const recipe = createRecipe({ idRecipe: 1, coverPhoto: cover });
    useRecipeApi({ recipes: [recipe] });
    const fetched: string[] = [];
    server.use(
      http.get(apiUrl('api', '/API/recipes/photos/:id/thumbnail'), ({ request }) => {
        fetched.push(new URL(request.url).pathname);
        return new HttpResponse(new Blob(['img'], { type: 'image/jpeg' }));
      }),
    );
    renderApp({ path: '/recipes/1' });
    expect(await screen.findByRole('img', { name: 'Cover photo' })).toHaveAttribute('src', 'blob:cover');
    expect(screen.queryByText('No cover photo')).not.toBeInTheDocument();
    expect(fetched).toEqual(['/api/API/recipes/photos/77/thumbnail']);
  });

  it('takes a dropped JPEG as the cover and says why a dropped WebP is refused', async () => {
    const uploads: FormData[] = [];
    server.use(
      http.post(apiUrl('api', '/API/recipes/1/photos'), async ({ request }) => {
        uploads.push(await request.formData());
        return HttpResponse.json([createRecipePhoto({ idRecipePhoto: 78 })], { status: 201 });
      }),
    );
    setup();
    await nameInput();
    const zone = screen.getByRole('region', { name: 'Drop photos here' });
    const drop = (file: File) => fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    drop(new File(['webp'], 'soup.webp', { type: 'image/webp' }));
    expect(await screen.findByText(/^soup\.webp: only JPEG or PNG images can be dropped\./)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    drop(new File(['jpg'], 'soup.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Photo uploaded with success')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].get('photoType')).toBe('COVER');
  });

  it('says where a photo goes when it is dropped elsewhere on the editor', async () => {
    setup();
    fireEvent.drop(await nameInput(), {
      dataTransfer: { files: [new File(['jpg'], 'a.jpg', { type: 'image/jpeg' })], types: ['Files'] },
    });
    expect(await screen.findByText('Drop the photo on the Cover photo area')).toBeInTheDocument();
  });

  it('refuses a photo dropped on a recipe not created yet', async () => {
    setup({ path: '/recipes/new' });
    fireEvent.drop(await nameInput(), {
      dataTransfer: { files: [new File(['jpg'], 'a.jpg', { type: 'image/jpeg' })], types: ['Files'] },
    });
    const said = await screen.findAllByText('Please create recipe first');
    // The section's own line and the answer to the drop.
    expect(said).toHaveLength(2);
  });

  it('says when there is none', async () => {
    useRecipeApi({ recipes: [createRecipe({ idRecipe: 1 })] });
    renderApp({ path: '/recipes/1' });
    expect(await screen.findByText('No cover photo')).toBeInTheDocument();
  });
});
