import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/setup/renderApp';
import { useUsageStatisticsApi, type TopListPath } from '../../../tests/mocks/usageStatistics';
import { addDays, localToday } from '../../domain/dates';

function setup(path: string, rows: Partial<Record<TopListPath, number>> = {}, retentionDaysReached?: number) {
  const api = useUsageStatisticsApi(rows, { retentionDaysReached });
  const view = renderApp({ path, session: { username: 'uma', roles: [], context: 'nl' } });
  return { ...view, ...api, user: userEvent.setup() };
}

const today = localToday();
const midnight = (date: string) => `${date}T00:00:00Z`;

describe('the engagement tab', () => {
  it('opens from /usage-statistics on the week: weekly rolling actives over the last 7 days including today', async () => {
    const { router, callsTo } = setup('/usage-statistics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/usage-statistics/engagement'));
    expect(await screen.findByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsTo('/rolling-active-users/weekly')).toHaveLength(1));
    const weekly = callsTo('/rolling-active-users/weekly')[0].query;
    expect(weekly.get('fromUtc')).toBe(midnight(addDays(today, -6)));
    expect(weekly.get('toUtc')).toBe(midnight(addDays(today, 1)));
    expect(weekly.get('windowDays')).toBe('7');
    expect(callsTo('/rolling-active-users/daily')).toHaveLength(0);
    expect(callsTo('/rolling-active-users/monthly')).toHaveLength(0);
    for (const path of ['/meal-plan-adherence', '/adherence-trend', '/adherence-weight-change', '/retention-curve']) {
      await waitFor(() => expect(callsTo(path)[0]?.query.get('fromUtc')).toBe(midnight(addDays(today, -6))));
    }
    expect(callsTo('/retention-curve')[0].query.get('windowDays')).toBe('9');
    for (const path of ['/meal-plan-adherence', '/adherence-trend', '/adherence-weight-change']) {
      expect(callsTo(path)[0].query.has('windowDays')).toBe(false);
    }
    await waitFor(() => expect(callsTo('/users-enrolled')[0]?.query.get('bucket')).toBe('WEEKLY'));
    expect(callsTo('/users-active')[0]?.query.get('bucket')).toBe('WEEKLY');
  });

  it('shows the KPI cards and the four charts', async () => {
    setup('/usage-statistics/engagement');
    await waitFor(() => expect(screen.getByLabelText('Meal plan adherence')).toHaveTextContent('63.4 %'));
    expect(screen.getByLabelText('Active users now')).toHaveTextContent('402');
    expect(screen.getByLabelText('New users')).toHaveTextContent('21');
    expect(screen.getByLabelText('Active users per week')).toHaveTextContent('305.5');
    expect(screen.getByLabelText('Retention')).toHaveTextContent('50.5 %');
    expect(screen.getByText('Still active 9 days after enrolling (9-day window)')).toBeInTheDocument();
    expect(screen.getByText('Active in the last 7 days')).toBeInTheDocument();
    for (const chart of ['Rolling active users', 'Adherence trend', 'Adherence vs weight change', 'Retention curve']) {
      const card = await screen.findByRole('region', { name: chart });
      expect(await within(card).findByRole('img', { name: chart })).toBeInTheDocument();
    }
  });

  it('names the retention window when the users of the range have not reached its last day yet', async () => {
    setup('/usage-statistics/engagement', {}, 5);
    await waitFor(() => expect(screen.getByLabelText('Retention')).toHaveTextContent('72.5 %'));
    expect(
      screen.getByText('Still active 5 days after enrolling (9-day window; later days not reached yet)'),
    ).toBeInTheDocument();
  });

  it('month asks monthly buckets over 30 days, quarter daily ones over 90, each kept in the URL', async () => {
    const { user, router, callsTo } = setup('/usage-statistics/engagement');
    await user.click(await screen.findByRole('button', { name: 'Month' }));
    expect(router.state.location.search).toBe('?timeRange=month');
    await waitFor(() => expect(callsTo('/rolling-active-users/monthly')).toHaveLength(1));
    expect(callsTo('/rolling-active-users/monthly')[0].query.get('fromUtc')).toBe(midnight(addDays(today, -29)));
    await user.click(screen.getByRole('button', { name: 'Quarter' }));
    expect(router.state.location.search).toBe('?timeRange=quarter');
    await waitFor(() => expect(callsTo('/rolling-active-users/daily')).toHaveLength(1));
    const daily = callsTo('/rolling-active-users/daily')[0].query;
    expect(daily.get('windowDays')).toBe('7');
    expect(callsTo('/rolling-active-users/monthly')[0].query.get('windowDays')).toBe('7');
    expect(daily.get('fromUtc')).toBe(midnight(addDays(today, -89)));
    expect(daily.get('toUtc')).toBe(midnight(addDays(today, 1)));
  });

  it('uses valid custom dates from the URL, in daily buckets', async () => {
    const { callsTo } = setup('/usage-statistics/engagement?timeRange=custom&startDate=2026-01-01&endDate=2026-01-31');
    expect(await screen.findByLabelText('Start date')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-01-31');
    await waitFor(() => expect(callsTo('/rolling-active-users/daily')).toHaveLength(1));
    const daily = callsTo('/rolling-active-users/daily')[0].query;
    expect(daily.get('fromUtc')).toBe('2026-01-01T00:00:00Z');
    expect(daily.get('toUtc')).toBe('2026-02-01T00:00:00Z');
    expect(screen.queryByText(/enter a valid start and end date/)).not.toBeInTheDocument();
  });

  it('ignores invalid custom dates (the last 7 days apply) and says why', async () => {
    const { callsTo } = setup('/usage-statistics/engagement?timeRange=custom&startDate=2026-02-30&endDate=2026-03-10');
    expect(await screen.findByText(/enter a valid start and end date \(start not after end\)/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/rolling-active-users/daily')).toHaveLength(1));
    expect(callsTo('/rolling-active-users/daily')[0].query.get('fromUtc')).toBe(midnight(addDays(today, -6)));
    expect(callsTo().some((c) => c.query.get('fromUtc')?.startsWith('2026-02-30'))).toBe(false);
  });

  it('a start after the end is ignored too; entering dates writes them in the URL; a preset drops them', async () => {
    const { user, router, callsTo } = setup('/usage-statistics/engagement');
    await user.click(await screen.findByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?timeRange=custom&startDate=2026-03-10&endDate=2026-03-01'));
    expect(screen.getByText(/enter a valid start and end date/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-20' } });
    await waitFor(() =>
      expect(callsTo('/rolling-active-users/daily').some((c) => c.query.get('fromUtc') === '2026-03-10T00:00:00Z')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(router.state.location.search).toBe('?timeRange=week');
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
  });
});

const list = (title: string) => screen.findByRole('region', { name: title });
const names = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent);

describe('the preferences tab', () => {
  it('shows the pie of users per diet and the lists, 20 rows each', async () => {
    const { callsTo } = setup('/usage-statistics/preferences');
    const pie = await list('Users per diet');
    expect(await within(pie).findByRole('img', { name: 'Users per diet' })).toBeInTheDocument();
    for (const title of [
      'Top logged ingredients',
      'Top logged recipes',
      'Top logged Open Food Facts products',
      'Top logged food entries',
      'Top favorite ingredients',
      'Top favorite recipes',
      'Ingredient restrictions',
    ]) {
      const region = await list(title);
      await waitFor(() => expect(names(region)).toHaveLength(20));
    }
    await waitFor(() => expect(callsTo('/top-logged-ingredients')[0]?.query.get('count')).toBe('20'));
    expect(callsTo('/top-logged-ingredients')[0].query.get('offset')).toBe('0');
  });

  it('pages each list by its own URL param: Next when a page returned 20 rows, Previous when page > 0', async () => {
    const { user, router, callsTo } = setup('/usage-statistics/preferences');
    const recipes = await list('Top logged recipes');
    await waitFor(() => expect(names(recipes)[0]).toBe('top-logged-recipes 1'));
    const previous = within(recipes).getByRole('button', { name: 'Previous page of Top logged recipes' });
    const next = within(recipes).getByRole('button', { name: 'Next page of Top logged recipes' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await user.click(next);
    expect(router.state.location.search).toBe('?topLoggedRecipesPage=1');
    await waitFor(() => expect(names(recipes)[0]).toBe('top-logged-recipes 21'));
    expect(callsTo('/top-logged-recipes').at(-1)!.query.get('offset')).toBe('20');
    expect(previous).toBeEnabled();
    await user.click(next);
    // The third page has the last 5 rows: fewer than 20, so no Next.
    await waitFor(() => expect(names(recipes)).toEqual(['41', '42', '43', '44', '45'].map((n) => `top-logged-recipes ${n}`)));
    expect(next).toBeDisabled();
    // The other lists stayed on their first page.
    expect(names(await list('Top logged ingredients'))[0]).toBe('top-logged-ingredients 1');
    await user.click(previous);
    expect(router.state.location.search).toBe('?topLoggedRecipesPage=1');
  });

  it('reads each page from the URL; the restrictions list pages by topIngredientRestrictionsPage', async () => {
    const { user, router, callsTo } = setup(
      '/usage-statistics/preferences?topLoggedOpenFoodFactsProductsPage=1&topIngredientRestrictionsPage=2&ingredientRestrictionsUsersCountPage=1',
    );
    const restrictions = await list('Ingredient restrictions');
    await waitFor(() => expect(names(restrictions)[0]).toBe('restricted-ingredients-users-count 41'));
    expect(callsTo('/restricted-ingredients-users-count')[0].query.get('offset')).toBe('40');
    expect(callsTo('/top-logged-off-products')[0].query.get('offset')).toBe('20');
    await user.click(within(restrictions).getByRole('button', { name: 'Previous page of Ingredient restrictions' }));
    expect(new URLSearchParams(router.state.location.search).get('topIngredientRestrictionsPage')).toBe('1');
  });

  it('disables Next on a first page of fewer than 20 rows', async () => {
    setup('/usage-statistics/preferences', { 'top-favorited-recipes': 19, 'top-logged-food-entries': 20 });
    const favourites = await list('Top favorite recipes');
    await waitFor(() => expect(names(favourites)).toHaveLength(19));
    expect(within(favourites).getByRole('button', { name: 'Next page of Top favorite recipes' })).toBeDisabled();
    const entries = await list('Top logged food entries');
    await waitFor(() => expect(names(entries)).toHaveLength(20));
    expect(within(entries).getByRole('button', { name: 'Next page of Top logged food entries' })).toBeEnabled();
  });
});
