import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/setup/renderApp';
import { useRecipeApi } from '../../../tests/mocks/recipes';

// /recipes is the recipe list: it loads lazily and calls the backends, so give it an msw backend
// and let it settle before a test ends (a late update would print an act() warning).
beforeEach(() => void useRecipeApi());
const recipeListSettled = () => screen.findByRole('table', { name: 'Recipes' });

const menuOf = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the shell', () => {
  it('shows a nutritionist exactly the areas the role table admits, and the context in upper case', async () => {
    renderApp({ path: '/recipes', session: { roles: ['nutritionist'], context: 'dk' } });
    expect(menuOf()).toEqual([
      'Recipes',
      'Ingredients',
      'Food groups',
      'Food restrictions',
      'Meal simulation',
      'Usage statistics',
      'Testing',
      'Utilities',
    ]);
    expect(screen.getByLabelText('Database context')).toHaveTextContent('DK');
    await recipeListSettled();
  });

  it('shows an admin Users and Settings but not the nutritionist areas', async () => {
    renderApp({ path: '/recipes', session: { roles: ['admin'] } });
    expect(menuOf()).toEqual(['Recipes', 'Ingredients', 'Meal simulation', 'Usage statistics', 'Users', 'Settings', 'Utilities']);
    await recipeListSettled();
  });

  it('shows a plain user only the areas open to everyone signed in', async () => {
    renderApp({ path: '/recipes', session: { roles: [] } });
    expect(menuOf()).toEqual(['Recipes', 'Ingredients', 'Meal simulation', 'Usage statistics', 'Utilities']);
    await recipeListSettled();
  });

  it('redirects / to /recipes', async () => {
    const { router } = renderApp({ path: '/' });
    expect(router.state.location.pathname).toBe('/nutritionist/recipes');
    await recipeListSettled();
  });

  it('refuses an area to a role that may not see it, even when the address is typed in', () => {
    renderApp({ path: '/testing', session: { roles: ['ambassador'] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied');
  });

  it('answers an unknown address with the not-found page', () => {
    renderApp({ path: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('logs out from the header', async () => {
    const { logout } = renderApp({ path: '/recipes' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await recipeListSettled();
  });
});
