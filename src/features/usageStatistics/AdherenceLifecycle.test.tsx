import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import type { AdherenceByProvenance, Lifecycle } from '../../services/generated/appApi.generated';
import { share } from '../../../tests/fixtures/statistics';

function adherence(overrides: Partial<AdherenceByProvenance> = {}): AdherenceByProvenance {
  return {
    minimumPlanned: 30,
    overall: share(1200, 610, 50.8, 48, 53.6),
    byProvenance: [
      { provenance: 'GENERATED', adherence: share(900, 420, 46.7, 43.4, 49.9) },
      { provenance: 'REPLACED', adherence: share(120, 63, 52.5, 43.6, 61.2) },
      { provenance: 'PINNED', adherence: share(100, 70, 70, 60.4, 78.1) },
      { provenance: 'ADDED', adherence: share(80, 57, 71.3, 60.5, 80) },
    ],
    bySettingsVersion: [
      { settingsVersion: null, savedAt: null, savedBy: null, adherence: share(200, 90, 45, 38.3, 51.9) },
      { settingsVersion: 3, savedAt: '2026-05-01T09:00:00Z', savedBy: 'admin', adherence: share(1000, 520, 52, 48.9, 55.1) },
    ],
    byMealOfDay: [{ mealOfDay: 'BREAKFAST', adherence: share(400, 250, 62.5, 57.7, 67.1) }],
    topRecipes: [{ idRecipe: 7, name: 'Porridge with apple', adherence: share(40, 35, 87.5, 73.9, 94.5) }],
    bottomRecipes: [{ idRecipe: 9, name: 'Lentil curry', adherence: share(35, 8, 22.9, 12.1, 39) }],
    ...overrides,
  };
}

function lifecycle(overrides: Partial<Lifecycle> = {}): Lifecycle {
  return {
    weeks: [
      { weekStart: '2026-11-09', newUsers: 20, returningUsers: 150, resurrectedUsers: 6, dormantUsers: 30 },
      { weekStart: '2026-11-16', newUsers: 25, returningUsers: 148, resurrectedUsers: 4, dormantUsers: 28 },
    ],
    returns: 41,
    medianDaysAwayBeforeReturn: 12.5,
    activeTier: { newUsers: 300, reachedActive: 120, percentage: 40, lowPercentage: 34.6, highPercentage: 45.6 },
    ...overrides,
  };
}

/** Answers the call at `path` with `body` (or an error status), recording the query strings asked. */
function setup(path: string, route: 'adherence' | 'lifecycle', answer: object | number, roles = ['admin']) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('api', `/usage-statistics/${route}`), async ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      await delay(20);
      return typeof answer === 'number'
        ? HttpResponse.json({ code: 'FAILED', message: 'failed' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  const view = renderApp({ path, session: { username: 'ada', roles, context: 'nl' } });
  return { ...view, asked, user: userEvent.setup() };
}

describe('the adherence tab (admins)', () => {
  it('shows a spinner while loading, then the overall share with its interval and the tables', async () => {
    setup('/usage-statistics/adherence', 'adherence', adherence());
    expect(await screen.findByLabelText('Loading adherence')).toBeInTheDocument();
    expect(await screen.findByLabelText('Adherence')).toHaveTextContent('50.8 %');
    expect(screen.getByText('95 % interval 48.0–53.6 %, 610 of 1200 planned recipes')).toBeInTheDocument();
    const provenance = screen.getByRole('table', { name: 'By provenance' });
    expect(within(provenance).getByRole('row', { name: /Added by hand/ })).toHaveTextContent('71.3 %60.5–80.0 %');
    expect(within(provenance).getAllByRole('row')).toHaveLength(5);
    const versions = screen.getByRole('table', { name: 'By settings version' });
    expect(within(versions).getByText('Before any recorded save')).toBeInTheDocument();
    expect(within(versions).getByText('Version 3 (saved 2026-05-01 by admin)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Most followed recipes (planned at least 30 times)' })).toHaveTextContent(
      'Porridge with apple',
    );
    expect(screen.getByRole('table', { name: 'Least followed recipes (planned at least 30 times)' })).toHaveTextContent(
      'Lentil curry',
    );
  });

  it('asks the last 13 weeks by default and everything for All time, the period kept in the URL', async () => {
    const { asked, user, router } = setup('/usage-statistics/adherence', 'adherence', adherence());
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].get('fromUtc')).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    await user.click(screen.getByRole('button', { name: 'All time' }));
    expect(router.state.location.search).toBe('?period=all');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1].has('fromUtc')).toBe(false);
  });

  it('says when nothing was planned in the period', async () => {
    setup('/usage-statistics/adherence', 'adherence', adherence({ overall: share(0, 0, 0, 0, 100) }));
    expect(await screen.findByText('No planned meals in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the statistics could not be loaded', async () => {
    setup('/usage-statistics/adherence', 'adherence', 500);
    expect(await screen.findByRole('alert')).toHaveTextContent('The adherence statistics could not be loaded.');
  });

  it('is not offered to nutritionists: no tab, and the page asks nothing', async () => {
    const { asked } = setup('/usage-statistics/adherence', 'adherence', adherence(), ['nutritionist']);
    expect(await screen.findByText('Adherence by provenance is shown to admins only.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Usage statistics' });
    expect(within(tabs).queryByRole('link', { name: 'Adherence' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Preferences' })).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});

describe('the lifecycle tab (admins)', () => {
  it('shows a spinner while loading, then the median gap, the active tier and the stacked chart', async () => {
    setup('/usage-statistics/lifecycle', 'lifecycle', lifecycle());
    expect(await screen.findByLabelText('Loading lifecycle')).toBeInTheDocument();
    expect(await screen.findByLabelText('Median days away before a return')).toHaveTextContent('12.5');
    expect(screen.getByText('Over 41 returns')).toBeInTheDocument();
    expect(screen.getByLabelText('New users reaching the active tier')).toHaveTextContent('40.0 %');
    expect(screen.getByText('120 of 300 new users, 95 % interval 34.6–45.6 %')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Users per week by lifecycle state' });
    expect(within(card).getByRole('img', { name: 'Users per week by lifecycle state' })).toBeInTheDocument();
    expect(screen.getByText(/Resurrected: enrolled earlier, active that week after 14 or more days away/)).toBeInTheDocument();
  });

  it('shows the tabs to admins and an empty period without a chart', async () => {
    setup(
      '/usage-statistics/lifecycle',
      'lifecycle',
      lifecycle({
        weeks: [],
        returns: 0,
        medianDaysAwayBeforeReturn: null,
        activeTier: { newUsers: 0, reachedActive: 0, percentage: 0, lowPercentage: 0, highPercentage: 100 },
      }),
    );
    expect(await screen.findByText('No data for this range.')).toBeInTheDocument();
    expect(screen.getByLabelText('Median days away before a return')).toHaveTextContent('—');
    expect(screen.getByText('No new user has had 14 days yet')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Usage statistics' });
    expect(within(tabs).getByRole('link', { name: 'Lifecycle' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Adherence' })).toBeInTheDocument();
  });

  it('says when the statistics could not be loaded', async () => {
    setup('/usage-statistics/lifecycle', 'lifecycle', 503);
    expect(await screen.findByRole('alert')).toHaveTextContent('The lifecycle statistics could not be loaded.');
  });
});
