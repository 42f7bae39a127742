/** The recommender tab's Preview changes panel against msw: loading, result (sending the edited settings), error. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { useRecipeApi } from '../../../tests/mocks/recipes';
import { server } from '../../../tests/mocks/server';
import { useSettingsApi } from '../../../tests/mocks/settings';
import { apiUrl } from '../../../tests/mocks/urls';
import type { SettingsPreview, SettingsPreviewFigures } from './settingsApi';

afterEach(clearToasts);

const figures = (over: Partial<SettingsPreviewFigures> = {}): SettingsPreviewFigures => ({
  energyDeviation: 0.04,
  macroDeviation: 0.08,
  distinctRecipes: 30,
  dishFamilies: 9,
  fishPortions: 2,
  fruitPortions: 7,
  implausibleSlots: 1,
  ...over,
});

const PREVIEW: SettingsPreview = {
  startDate: '2026-06-01',
  households: [
    {
      key: 'default-sample',
      name: 'Default sample (1 adult, 6 meals)',
      members: 1,
      seed: 1,
      stability: 0.75,
      mealsBefore: 56,
      mealsAfter: 56,
      changedMeals: [
        {
          date: '2026-06-02',
          dayOfWeek: 'TUESDAY',
          mealOfDay: 'LUNCH',
          idMealOfDayDivision: 3,
          divisionName: 'LUNCH',
          before: { idRecipe: 11, name: 'Lasagna with meat' },
          after: { idRecipe: 12, name: 'Chicken curry' },
        },
      ],
      before: figures(),
      after: figures({ distinctRecipes: 33, implausibleSlots: 0 }),
      change: figures({
        energyDeviation: 0,
        macroDeviation: -0.01,
        distinctRecipes: 3,
        dishFamilies: 0,
        fishPortions: 0,
        fruitPortions: 0,
        implausibleSlots: -1,
      }),
    },
    {
      key: 'one-adult',
      name: 'One adult (3 meals)',
      members: 1,
      seed: 2,
      stability: 1,
      mealsBefore: 28,
      mealsAfter: 28,
      changedMeals: [],
      before: figures(),
      after: figures(),
      change: figures({
        energyDeviation: 0,
        macroDeviation: 0,
        distinctRecipes: 0,
        dishFamilies: 0,
        fishPortions: 0,
        fruitPortions: 0,
        implausibleSlots: 0,
      }),
    },
  ],
};

const PREVIEW_URL = apiUrl('planner', '/simulate/settingsPreview');

function setup(answer: () => Promise<Response> | Response) {
  useSettingsApi();
  useRecipeApi();
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(PREVIEW_URL, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  renderApp({ path: '/settings', session: { username: 'ada', roles: ['admin'] } });
  return { sent, user: userEvent.setup() };
}

async function openRecommenderTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Recommender settings' }));
  return screen.findByRole('button', { name: 'Preview changes' });
}

describe('Preview changes on the recommender tab', () => {
  it('shows a spinner while planning, then per household the stability, the measures and the changed meals', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { sent, user } = setup(async () => {
      await held;
      return HttpResponse.json(PREVIEW);
    });
    const button = await openRecommenderTab(user);
    // Raise a weight: the preview sends the edited settings, not the saved ones.
    const slider = screen.getByRole('slider', { name: 'Meat fish separation' });
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '1.1'));

    await user.click(button);
    expect(await screen.findByLabelText('Planning the preview')).toBeInTheDocument();
    release();

    const sample = await screen.findByRole('region', { name: 'Default sample (1 adult, 6 meals)' });
    expect(screen.queryByLabelText('Planning the preview')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect((sent[0].mealOfDayHeuristicsWeights as Record<string, number>).MEAT_FISH_SEPARATION).toBeCloseTo(1.1);
    expect(sent[0].mealRules).toBeDefined();

    expect(within(sample).getByLabelText('Stability of Default sample (1 adult, 6 meals)')).toHaveTextContent('Stability 75 %');
    expect(within(sample).getByText('1 of 56 meals change.')).toBeInTheDocument();
    const changed = within(sample).getByRole('list', { name: 'Changed meals of Default sample (1 adult, 6 meals)' });
    expect(within(changed).getByText('Updated')).toBeInTheDocument();
    expect(changed).toHaveTextContent('Tue · Lunch: Lasagna with meat → Chicken curry');
    const measures = within(sample).getByRole('table', { name: 'Measures of Default sample (1 adult, 6 meals)' });
    const implausible = within(measures).getByRole('row', { name: /Implausible slots/ });
    expect(implausible).toHaveTextContent('Implausible slots10−1');
    expect(within(measures).getByRole('row', { name: /Energy deviation/ })).toHaveTextContent('4.0 %4.0 %±0.0 pts');

    const unchanged = screen.getByRole('region', { name: 'One adult (3 meals)' });
    expect(within(unchanged).getByText('No meal changes (28 meals).')).toBeInTheDocument();
    expect(screen.getByText(/Mean stability 88 % over 2 households · 1 meals change/)).toBeInTheDocument();
    // Nothing is saved: the form still has its unsaved change.
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('tells when the preview could not be planned', async () => {
    const { user } = setup(async () => {
      await delay(10);
      return HttpResponse.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Enter a weight from 0 to 5',
          field: 'mealOfDayHeuristicsWeights.ENERGY_SUITABILITY',
        },
        { status: 400 },
      );
    });
    await user.click(await openRecommenderTab(user));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a weight from 0 to 5');
    expect(screen.queryByRole('region', { name: /Default sample/ })).not.toBeInTheDocument();
  });
});
