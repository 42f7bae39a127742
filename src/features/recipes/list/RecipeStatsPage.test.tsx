import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/renderApp';
import { useRecipeApi } from '../../../../tests/mocks/recipes';

describe('the recipe stats view', () => {
  it('shows charts of the stats for the filters in the URL, and follows filter changes', async () => {
    const { callsTo } = useRecipeApi();
    const { router } = renderApp({ path: '/recipes/stats?status=PUBLISHED&minProteinRatio=0.1' });
    expect(await screen.findByRole('img', { name: 'Recipes per meal type' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Recipes per energy band (kcal per serving)' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    const query = callsTo('GET', '/recipes/stats')[0].query;
    expect(query.get('status')).toBe('PUBLISHED');
    expect(query.get('minProteinRatio')).toBe('0.1');

    await userEvent.selectOptions(screen.getByLabelText('Cuisine'), 'THAI');
    await waitFor(() => expect(callsTo('GET', '/recipes/stats').at(-1)!.query.get('cuisine')).toBe('THAI'));
    expect(router.state.location.pathname).toBe('/nutritionist/recipes/stats');
  });
});
