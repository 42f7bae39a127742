import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type RenderAppOptions } from '../../../../tests/setup/renderApp';
import { MOCK_ROLES_SET_BY, useRecipeApi } from '../../../../tests/mocks/recipes';
import { createAuthor, createRecipe } from '../../../../tests/fixtures/recipes';
import { clearToasts } from '../../../../tests/setup/toasts';
import type { Recipe } from '../recipesApi';
import { selectRecipeDraft } from '../drafts/recipeDraftsSlice';
import { DERIVED_ROLES_NOTE, NEW_ROLES_NOTE } from './MealRolesField';

afterEach(clearToasts);

const DERIVED = createRecipe({ idRecipe: 1, name: 'Tomato soup', mealRoles: ['SOUP'], mealRolesSetBy: null });
const CHOSEN = createRecipe({
  idRecipe: 1,
  name: 'Tomato soup',
  mealRoles: ['SOUP', 'STARTER'],
  mealRolesSetBy: 'set by admin on 2026-01-01',
});

function setup(recipe: Recipe, options: RenderAppOptions = {}) {
  const api = useRecipeApi({ recipes: [structuredClone(recipe)] });
  const view = renderApp({ path: '/recipes/1', ...options });
  return { ...api, ...view, user: userEvent.setup() };
}

const roles = () => screen.findByRole('group', { name: 'Meal roles' });
const box = (group: HTMLElement, label: string) => within(group).getByRole('checkbox', { name: label });
const ticked = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.parentElement?.textContent);
const saveBody = (callsTo: ReturnType<typeof setup>['callsTo'], n = 0) =>
  callsTo('POST', '/recipe/')[n].body as { mealRoles?: string[]; name: string };

describe('the meal roles of the recipe editor', () => {
  it('shows the derived roles, follows the name as it is typed, and sends none on save', async () => {
    const { user, callsTo } = setup(DERIVED);
    const group = await roles();
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    expect(ticked(group)).toEqual(['Soup']);
    expect(group).toHaveAccessibleDescription(DERIVED_ROLES_NOTE);
    expect(within(group).queryByRole('button', { name: 'Reset to derived' })).not.toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Tomato stew');
    expect(ticked(group)).toEqual(['Hot main dish']);
    expect(group).toHaveAccessibleDescription(DERIVED_ROLES_NOTE);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    expect(saveBody(callsTo)).toMatchObject({ name: 'Tomato stew' });
    expect(saveBody(callsTo)).not.toHaveProperty('mealRoles');
  });

  it('shows who set chosen roles, sends a change as chosen, and resets them to the derived ones', async () => {
    const { user, callsTo } = setup(CHOSEN);
    const group = await roles();
    expect(ticked(group)).toEqual(['Soup', 'Starter']);
    expect(group).toHaveAccessibleDescription('Set by admin on 2026-01-01');

    await user.click(box(group, 'Soup'));
    expect(ticked(group)).toEqual(['Starter']);
    expect(group).toHaveAccessibleDescription(NEW_ROLES_NOTE);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    expect(saveBody(callsTo).mealRoles).toEqual(['STARTER']);
    // The saved recipe says who set them.
    await waitFor(() => expect(group).toHaveAccessibleDescription(`S${MOCK_ROLES_SET_BY.slice(1)}`));

    await user.click(within(group).getByRole('button', { name: 'Reset to derived' }));
    expect(ticked(group)).toEqual(['Soup']);
    expect(group).toHaveAccessibleDescription(DERIVED_ROLES_NOTE);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/recipe/')).toHaveLength(2));
    expect(saveBody(callsTo, 1)).not.toHaveProperty('mealRoles');
  });

  it('is derived again when the ticks come back to the derived roles', async () => {
    const { user } = setup(DERIVED);
    const group = await roles();
    await user.click(box(group, 'Dessert'));
    expect(group).toHaveAccessibleDescription(NEW_ROLES_NOTE);
    await user.click(box(group, 'Dessert'));
    expect(group).toHaveAccessibleDescription(DERIVED_ROLES_NOTE);
    expect(within(group).queryByRole('button', { name: 'Reset to derived' })).not.toBeInTheDocument();
  });

  it('keeps ticked roles in the draft and restores them', async () => {
    const first = setup(DERIVED);
    await first.user.click(box(await roles(), 'Dessert'));
    await waitFor(() => expect(selectRecipeDraft(first.store.getState(), '1')?.values.mealRoles).toEqual(['SOUP', 'DESSERT']));
    first.unmount();

    renderApp({ path: '/recipes/1', store: first.store });
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    const group = await roles();
    expect(ticked(group)).toEqual(['Soup', 'Dessert']);
    expect(group).toHaveAccessibleDescription(NEW_ROLES_NOTE);
  });

  it('shows the roles of a seeded recipe read-only to someone who may not edit it', async () => {
    const seeded = createRecipe({
      idRecipe: 1,
      name: 'Bacon and egg sandwich',
      author: createAuthor({ id: 8, externalID: 'ext-olaf', name: 'Olaf' }),
      sourceCode: '27520140',
      mealRoles: ['BREAKFAST', 'BREAD_MEAL'],
      mealRolesSetBy: null,
    });
    setup(seeded, { session: { roles: [], externalId: 'ext-someone' } });
    const group = await roles();
    // Derived from the FNDDS food code (an egg sandwich), not only from the meal type LUNCH.
    expect(ticked(group)).toEqual(['Breakfast', 'Bread meal (sandwich, open sandwich)']);
    for (const checkbox of within(group).getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    expect(group).toHaveAccessibleDescription(DERIVED_ROLES_NOTE);
  });

  it('says who set the roles of a locked recipe, with no reset', async () => {
    setup(CHOSEN, { session: { roles: [], externalId: 'ext-someone' } });
    const group = await roles();
    expect(ticked(group)).toEqual(['Soup', 'Starter']);
    expect(group).toHaveAccessibleDescription('Set by admin on 2026-01-01');
    expect(within(group).queryByRole('button', { name: 'Reset to derived' })).not.toBeInTheDocument();
  });

  it('derives the roles of a duplicate anew', async () => {
    const { user, callsTo } = setup(CHOSEN, { path: '/recipes/duplicate/1' });
    const group = await roles();
    expect(ticked(group)).toEqual(['Soup']);
    expect(group).toHaveAccessibleDescription(DERIVED_ROLES_NOTE);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipe created with success')).toBeInTheDocument();
    expect(saveBody(callsTo)).not.toHaveProperty('mealRoles');
  });
});
