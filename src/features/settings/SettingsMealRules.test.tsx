import { clearToasts } from '../../../tests/setup/toasts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/mocks/server';
import { DEFAULT_RECOMMENDER } from '../../../tests/mocks/settings';
import { apiUrl } from '../../../tests/mocks/urls';
import { setup, saveButton, openTab, typeInto } from '../../../tests/setup/settingsScreen';

afterEach(clearToasts);

describe('the meal rules on the recommender tab', () => {
  const saltPerDay = 'Salt per day, at most (g)';
  const sweets = () => screen.getByRole('checkbox', { name: 'Plan candy and other sweets' });
  const alcohol = () => screen.getByRole('checkbox', { name: 'Plan alcohol (never with a child in the household)' });
  const SALT_MESSAGE = 'Salt per day must be a number from 0 to 30 g';

  it('shows the loaded rules, with each default and its source as help', async () => {
    const { user } = setup({
      recommender: {
        ...DEFAULT_RECOMMENDER,
        mealRules: { ...DEFAULT_RECOMMENDER.mealRules, allowConfectionery: true, maxSaltPerDayG: 5, portionStep: 0.5 },
      },
    });
    await openTab(user, 'Recommender settings');
    const panel = screen.getByRole('region', { name: 'Meal rules' });
    expect(sweets()).toBeChecked();
    expect(alcohol()).not.toBeChecked();
    expect(within(panel).getByLabelText(saltPerDay)).toHaveValue(5);
    expect(within(panel).getByLabelText('Free sugars per day, at most (g)')).toHaveValue(25);
    expect(within(panel).getByLabelText('Fruit per day (adult), at least (g)')).toHaveValue(200);
    expect(within(panel).getByLabelText('Vegetables per day (adult), at least (g)')).toHaveValue(250);
    expect(within(panel).getByLabelText('Portion step (servings)')).toHaveValue('0.5');
    expect(within(panel).getByText(/^Default 6 g \(Dutch Health Council 2015/)).toBeInTheDocument();
    expect(within(panel).getByText(/^Default 25 g \(WHO 2015/)).toBeInTheDocument();
    expect(within(panel).getByText(/^Default 250 g \(Schijf van Vijf/)).toBeInTheDocument();
  });

  it('shows the defaults when the server answers settings without meal rules', async () => {
    const { mealRules: _mealRules, ...withoutRules } = DEFAULT_RECOMMENDER;
    const { user } = setup({ recommender: withoutRules });
    await openTab(user, 'Recommender settings');
    expect(screen.getByLabelText(saltPerDay)).toHaveValue(6);
    expect(screen.getByLabelText('Free sugars per snack, at most (g)')).toHaveValue(10);
    expect(sweets()).not.toBeChecked();
  });

  it('edits the rules and saves them with the recommender settings', async () => {
    const { user, saves } = setup();
    await openTab(user, 'Recommender settings');
    await user.click(screen.getByText('Plan alcohol (never with a child in the household)'));
    await typeInto(user, saltPerDay, '5.5');
    await typeInto(user, 'Vegetables per day (adult), at least (g)', '300');
    await user.selectOptions(screen.getByLabelText('Portion step (servings)'), '1');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(await saveButton());
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0].recommenderSettings?.mealRules).toEqual({
      ...DEFAULT_RECOMMENDER.mealRules,
      allowAlcohol: true,
      maxSaltPerDayG: 5.5,
      minVegetablesPerDayG: 300,
      portionStep: 1,
    });
    // The rest of the recommender settings go with them, as loaded.
    expect(saves[0].recommenderSettings?.mealOfDayHeuristicsWeights).toEqual(DEFAULT_RECOMMENDER.mealOfDayHeuristicsWeights);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(alcohol()).toBeChecked();
    expect(screen.getByLabelText(saltPerDay)).toHaveValue(5.5);
  });

  it('refuses a value out of range before sending, on whichever tab the save is pressed', async () => {
    const { user, saves } = setup();
    await openTab(user, 'Recommender settings');
    await typeInto(user, saltPerDay, '40');
    expect(await screen.findByText(SALT_MESSAGE)).toBeInTheDocument();
    await openTab(user, 'Energy distribution');
    await user.click(await saveButton());
    await waitFor(() => expect(screen.getAllByText(SALT_MESSAGE)).toHaveLength(2)); // under the field and the save's message
    expect(screen.getByRole('tab', { name: 'Recommender settings' })).toHaveAttribute('aria-selected', 'true');
    expect(saves).toHaveLength(0);
    await typeInto(user, saltPerDay, '6');
    await waitFor(() => expect(screen.getAllByText(SALT_MESSAGE)).toHaveLength(1)); // the toast only
    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
  });

  it("shows the server's refusal under the field it names, keeping the edits", async () => {
    const { user, saves } = setup();
    server.use(
      http.put(apiUrl('api', '/settings'), () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Free sugars per day must be a number from 0 to 200 g',
            field: 'recommenderSettings.mealRules.maxFreeSugarPerDayG',
          },
          { status: 400 },
        ),
      ),
    );
    await openTab(user, 'Recommender settings');
    await typeInto(user, 'Free sugars per day, at most (g)', '30');
    await openTab(user, 'Dietary restrictions');
    await user.click(await saveButton());
    await waitFor(() => expect(screen.getAllByText('Free sugars per day must be a number from 0 to 200 g')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'Recommender settings' })).toHaveAttribute('aria-selected', 'true');
    const field = screen.getByLabelText('Free sugars per day, at most (g)');
    expect(field).toHaveValue(30);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Saved with success')).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('Cancel puts back the rules as loaded', async () => {
    const { user, saves } = setup();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toBeDisabled();
    await openTab(user, 'Recommender settings');
    await user.click(screen.getByText('Plan candy and other sweets'));
    await typeInto(user, saltPerDay, '40');
    expect(await screen.findByText(SALT_MESSAGE)).toBeInTheDocument();
    await user.click(cancel);
    await waitFor(() => expect(screen.getByLabelText(saltPerDay)).toHaveValue(6));
    expect(sweets()).not.toBeChecked();
    expect(screen.queryByText(SALT_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(cancel).toBeDisabled();
    expect(saves).toHaveLength(0);
  });

  it('Reset to defaults puts back the default rules too', async () => {
    const { user } = setup({
      recommender: {
        ...DEFAULT_RECOMMENDER,
        mealRules: { ...DEFAULT_RECOMMENDER.mealRules, maxSaltPerDayG: 4, allowAlcohol: true },
      },
    });
    await openTab(user, 'Recommender settings');
    expect(screen.getByLabelText(saltPerDay)).toHaveValue(4);
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('Recommender settings successfully reset')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(saltPerDay)).toHaveValue(6));
    expect(alcohol()).not.toBeChecked();
  });
});
