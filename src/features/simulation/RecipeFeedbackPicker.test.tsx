import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';

afterEach(clearToasts);

/** 250 soups in the catalogue: the picker's pages are 100, 100 and 50. */
const SOUPS = Array.from({ length: 250 }, (_, i) => ({
  idRecipe: i + 1,
  name: `Soup ${String(i + 1).padStart(3, '0')}`,
  status: 'PUBLISHED',
}));

function setup() {
  const searches: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('planner', '/simulate/profile'), () => HttpResponse.json([])),
    http.post(apiUrl('planner', '/simulate/nutritionalNeeds'), () => HttpResponse.json([])),
    http.get(apiUrl('api', '/food-restrictions'), () => HttpResponse.json([])),
    http.get(apiUrl('search', '/recipes'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      const offset = Number(query.get('offset'));
      const count = Number(query.get('count'));
      return HttpResponse.json(SOUPS.slice(offset, offset + count), { headers: { 'x-result-count': String(SOUPS.length) } });
    }),
  );
  renderApp({ path: '/meal-simulation', session: { roles: ['nutritionist'] } });
  return { searches, user: userEvent.setup() };
}

const options = () => within(screen.getByRole('listbox', { name: 'Add recipe feedback options' })).queryAllByRole('option');

describe('the recipe-feedback picker', () => {
  it('asks 101 at a time and loads the next page with More options, until the last', async () => {
    const { user, searches } = setup();
    await screen.findByRole('heading', { name: 'Meal simulation' });
    await user.type(screen.getByRole('combobox', { name: 'Add recipe feedback' }), 'soup');
    await waitFor(() => expect(options()).toHaveLength(100));
    expect(searches.map((q) => [q.get('offset'), q.get('count')])).toEqual([['0', '101']]);

    await user.click(screen.getByRole('button', { name: 'More options' }));
    await waitFor(() => expect(options()).toHaveLength(200));
    expect(searches.map((q) => [q.get('offset'), q.get('count')])).toEqual([
      ['0', '101'],
      ['100', '101'],
    ]);
    expect(options().map((o) => o.textContent)).toContain('Soup 200');

    await user.click(screen.getByRole('button', { name: 'More options' }));
    await waitFor(() => expect(options()).toHaveLength(250));
    expect(searches.at(-1)!.get('offset')).toBe('200');
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();

    // A new search starts again at the first page.
    await user.clear(screen.getByRole('combobox', { name: 'Add recipe feedback' }));
    await user.type(screen.getByRole('combobox', { name: 'Add recipe feedback' }), 'soup 0');
    await waitFor(() => expect(searches.at(-1)!.get('name')).toBe('soup 0'));
    expect(searches.at(-1)!.get('offset')).toBe('0');
    await user.click(await screen.findByRole('option', { name: 'Soup 042' }));
    expect(within(screen.getByRole('list', { name: 'Recipe feedbacks' })).getByText('Soup 042: Like')).toBeInTheDocument();
  });
});
