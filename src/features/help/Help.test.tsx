import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/setup/renderApp';
import { useFoodGroupApi } from '../../../tests/mocks/catalogue';
import { HELP_AREAS } from '../../components/helpAreas';
import { HELP_TEXTS } from './helpTexts';

describe('the in-app help', () => {
  it('opens from the header and lists one page per area', async () => {
    useFoodGroupApi([]);
    const { router } = renderApp({ path: '/foodgroups', session: { roles: ['nutritionist'] } });
    await screen.findByRole('table', { name: 'Food groups' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nutritionist/help');
    const areas = within(screen.getByRole('navigation', { name: 'Help areas' })).getAllByRole('link');
    expect(areas.map((link) => link.textContent)).toEqual(HELP_AREAS.map((area) => area.title));
    expect(areas[4]).toHaveAttribute('href', '/nutritionist/help/meal-simulation');
  });

  it('renders an area page from its markdown: headings, lists, the messages table and a way back', async () => {
    renderApp({ path: '/help/meal-simulation', session: { roles: ['ambassador'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meal simulation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    const messages = screen.getByRole('table');
    expect(within(messages).getByText('Sum of kcal distribution should be 100%')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5);
    expect(screen.getByText('Calculate', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All help topics' })).toHaveAttribute('href', '/nutritionist/help');
  });

  it("links a screen's heading to its area's page", async () => {
    useFoodGroupApi([{ idGroup: 1, name: 'Fish', knownFoodGroupType: 'FISH', ingredients: [] }]);
    const { router } = renderApp({ path: '/foodgroups', session: { roles: ['nutritionist'] } });
    await screen.findByRole('table', { name: 'Food groups' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Help for this screen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Food groups and food restrictions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nutritionist/help/food-groups');
    expect(screen.getByText('Groups with a type known by the system cannot be deleted')).toBeInTheDocument();
  });

  it('answers "Page not found" for an area that has no page', async () => {
    renderApp({ path: '/help/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('has a page for every area, titled as the index lists it', () => {
    for (const area of HELP_AREAS) expect(HELP_TEXTS[area.slug].split('\n')[0]).toBe(`# ${area.title}`);
  });
});
