import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { useSettingsApi } from '../../../tests/mocks/settings';
import { testingResult, testingRun, useTestingApi } from '../../../tests/mocks/testing';

afterEach(clearToasts);

function setup(...args: Parameters<typeof useTestingApi>) {
  useSettingsApi();
  const api = useTestingApi(...args);
  const view = renderApp({ path: '/testing' });
  return { ...api, ...view, user: userEvent.setup() };
}
type User = ReturnType<typeof userEvent.setup>;

async function typeInto(user: User, label: string, text: string) {
  const input = await screen.findByRole('spinbutton', { name: label });
  await user.clear(input);
  if (text) await user.type(input, text);
}
const runButton = () => screen.findByRole('button', { name: 'Run' });
// ByRole walks the whole accessibility tree of a page that holds the settings editor; on a loaded CI machine one
// walk can take over a second, so the default five seconds allow too few tries.
const findProgress = () => screen.findByRole('region', { name: 'Run progress' }, { timeout: 15000 });

describe('the algorithm testing page', () => {
  it('is for nutritionists only', async () => {
    useTestingApi();
    renderApp({ path: '/testing', session: { roles: ['admin'] } });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('starts with the default generator options and checks them as required whole numbers in range', async () => {
    const { user, starts } = setup();
    await runButton();
    expect(screen.getByRole('spinbutton', { name: 'Number of users' })).toHaveValue(100);
    expect(screen.getByRole('spinbutton', { name: 'Plans per user' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Min age' })).toHaveValue(18);
    expect(screen.getByRole('spinbutton', { name: 'Max age' })).toHaveValue(65);

    await typeInto(user, 'Number of users', '');
    expect(await screen.findByText('Number of users is required')).toBeInTheDocument();
    await typeInto(user, 'Plans per user', '0');
    expect(await screen.findByText('Plans per user must be a whole number from 1 to 10')).toBeInTheDocument();
    await typeInto(user, 'Max age', '');
    expect(await screen.findByText('Max age is required')).toBeInTheDocument();
    await user.click(await runButton());
    expect(screen.getByText('Number of users is required')).toBeInTheDocument();
    expect(starts).toHaveLength(0);

    await typeInto(user, 'Max age', '16');
    expect(await screen.findByText('Min age must not be above max age')).toBeInTheDocument();
    await typeInto(user, 'Plans per user', '10');
    await typeInto(user, 'Number of users', '400');
    expect(await screen.findByText('Number of users × plans per user must not exceed 3000')).toBeInTheDocument();
    await user.click(await runButton());
    expect(starts).toHaveLength(0);

    await typeInto(user, 'Number of users', '20');
    await typeInto(user, 'Min age', '12');
    await waitFor(() => expect(screen.queryByText(/must|required/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Recommender settings' }));
    await user.click(screen.getByText('Run week improvement'));
    await user.click(await runButton());
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0].generatorOptions).toEqual({ numberOfUsers: 20, plansPerUser: 10, minAge: 12, maxAge: 16 });
    expect(starts[0].recommenderSettings).toMatchObject({ runDayImprovement: true, runWeekImprovement: false });
    expect(starts[0].recommenderSettings.mealOfDayHeuristicsWeights.ENERGY_SUITABILITY).toBe(5);
  });

  it('does not start a run while a weekly food-group rule of the shared settings editor is not valid', async () => {
    const { user, starts } = setup();
    await runButton();
    await user.click(screen.getByRole('button', { name: 'Recommender settings' }));
    const rules = await screen.findByRole('group', { name: 'Weekly food-group rules' });
    // The default rule (red meat at most 3 meals a week) comes first.
    expect(within(rules).getByLabelText('Rule 1 food group')).toHaveValue('RED_MEAT');
    await user.click(within(rules).getByRole('button', { name: 'Add rule' }));
    const count = within(rules).getByLabelText('Rule 2 meals a week');
    await user.clear(count);
    await user.type(count, '30');
    expect(await within(rules).findByRole('alert')).toHaveTextContent('Enter a whole number of meals from 0 to 21');
    await user.click(await runButton());
    await waitFor(() => expect(screen.getAllByText('Enter a whole number of meals from 0 to 21')).toHaveLength(2)); // inline and the message
    expect(starts).toHaveLength(0);
    await user.clear(count);
    await user.type(count, '3');
    await user.click(await runButton());
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0].recommenderSettings?.weeklyFoodGroupRules).toEqual([
      { foodGroup: 'RED_MEAT', atMost: 3 },
      { foodGroup: 'FISH', atLeast: 3 },
    ]);
  });

  it("disables, with the reason, a heuristic the context's divisions leave nothing to act on, sending its weight", async () => {
    const { user, starts } = setup();
    await runButton();
    await user.click(screen.getByRole('button', { name: 'Recommender settings' }));
    const drinks = await screen.findByRole('slider', { name: 'Low sugar drinks' });
    await waitFor(() => expect(drinks).toHaveAttribute('data-disabled'));
    expect(screen.getByText('No division takes a drink: add a drink, juice or smoothie division.')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Common fruit' })).not.toHaveAttribute('data-disabled');
    await user.click(await runButton());
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0].recommenderSettings.mealOfDayHeuristicsWeights.LOW_SUGAR_DRINKS).toBe(1);
  });

  it('shows the progress with the share done and the time left, then the figures, the settings and the charts', async () => {
    const { user } = setup({ step: 0.5, result: testingResult({ totalRecommended: 750 }) });
    await typeInto(user, 'Number of users', '20');
    await user.click(await runButton());

    const progress = await findProgress();
    expect(within(progress).getByText('0 of 60 plans (0 %)')).toBeInTheDocument();
    expect(within(progress).getByText('Estimating the time left')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(await within(progress).findByText('30 of 60 plans (50 %)')).toBeInTheDocument();
    expect(within(progress).getByText(/^About \d+ s left$/)).toBeInTheDocument();

    const summary = await screen.findByRole('table', { name: 'Summary figures' }, { timeout: 8000 });
    expect(screen.queryByRole('region', { name: 'Run progress' })).not.toBeInTheDocument();
    const row = (label: string) => within(summary).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(row('Plans generated')).toHaveTextContent('60');
    expect(row('Recipes recommended')).toHaveTextContent('750');
    expect(row('Share of recommendable recipes recommended')).toHaveTextContent('50.0 %');
    expect(row('Distinct recipes per user \\(mean\\)')).toHaveTextContent('40.4');
    expect(
      within(screen.getByRole('region', { name: 'Run settings' })).getByText('20 users × 3 plans, ages 18–65'),
    ).toBeInTheDocument();
    for (const chart of [
      'Energy deviation from target (share of days)',
      'Macronutrient deviation from target (share of days)',
      'Mean deviation by meals per day',
      'Mean heuristic scores',
      'Distinct recipes per user',
    ]) {
      expect(screen.getByRole('img', { name: chart })).toBeInTheDocument();
    }
    // The earlier runs list shows the new run as done.
    const list = screen.getByRole('table', { name: 'Earlier runs' });
    await waitFor(() => expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Done'));
  });

  it('cancels a run in progress', async () => {
    const { user, cancels } = setup({ step: 0.1 });
    await typeInto(user, 'Number of users', '200');
    await user.click(await runButton());
    const progress = await findProgress();
    await user.click(within(progress).getByRole('button', { name: 'Cancel run' }));
    expect(await screen.findByText('Test run cancelled')).toBeInTheDocument();
    expect(cancels).toEqual(['run-1']);
    expect(await screen.findByText(/^This run was cancelled after \d+ of 600 plans\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Run progress' })).not.toBeInTheDocument();
  });

  it('shows the cached result when the same inputs ran within the hour, and the server’s message when it refuses', async () => {
    const { user, answerStartWith } = setup({ runs: [testingRun({ id: 'run-cached' })] });
    answerStartWith(() => HttpResponse.json(testingRun({ id: 'run-cached' })));
    await user.click(await runButton());
    expect(await screen.findByText(/The same inputs were run within the last hour/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Summary figures' })).toBeInTheDocument();

    const message = 'You already have a test run in progress and 2 queued; wait for one to finish or cancel it';
    answerStartWith(() => HttpResponse.json({ code: 'TOO_MANY_TEST_RUNS', message }, { status: 429 }));
    await user.click(await runButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('compares two earlier runs side by side', async () => {
    const { user } = setup({
      runs: [
        testingRun({ id: 'run-a', generatorOptions: { numberOfUsers: 50, plansPerUser: 3, minAge: 18, maxAge: 65 } }),
        testingRun({ id: 'run-b', result: testingResult({ totalRecommended: 300 }) }),
        testingRun({ id: 'run-c', status: 'CANCELLED', result: undefined }),
      ],
    });
    const list = await screen.findByRole('table', { name: 'Earlier runs' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Cancelled');
    expect(within(rows[0]).getByRole('checkbox')).toBeDisabled();
    const compare = screen.getByRole('button', { name: 'Compare selected' });
    expect(compare).toBeDisabled();
    await user.click(within(rows[1]).getByRole('checkbox'));
    expect(compare).toBeDisabled();
    await user.click(within(rows[2]).getByRole('checkbox'));
    expect(compare).toBeEnabled();
    await user.click(compare);

    const table = await screen.findByRole('table', { name: 'Compared figures' });
    const header = within(table).getAllByRole('columnheader');
    expect(header[1]).toHaveTextContent('Run A: 100 users × 3 plans');
    expect(header[2]).toHaveTextContent('Run B: 50 users × 3 plans');
    expect(within(table).getByRole('row', { name: /^Recipes recommended/ })).toHaveTextContent(/300.*600/);
    for (const side of ['Run A', 'Run B']) {
      const column = screen.getByRole('region', { name: side });
      expect(within(column).getByRole('img', { name: 'Mean heuristic scores' })).toBeInTheDocument();
    }
  });

  it('says when a comparison in the address names a run that has not finished', async () => {
    useSettingsApi();
    useTestingApi({ runs: [testingRun({ id: 'run-a' }), testingRun({ id: 'run-c', status: 'CANCELLED', result: undefined })] });
    renderApp({ path: '/testing?compare=run-a,run-c' });
    expect(await screen.findByText('Only finished runs can be compared: tick two runs marked Done.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Compared figures' })).not.toBeInTheDocument();
  });
});
