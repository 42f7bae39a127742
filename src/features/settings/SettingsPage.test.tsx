import { clearToasts } from '../../../tests/setup/toasts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { useRecipeApi } from '../../../tests/mocks/recipes';
import { server } from '../../../tests/mocks/server';
import { DEFAULT_DIVISIONS, DEFAULT_RECOMMENDER, useSettingsApi } from '../../../tests/mocks/settings';
import { apiUrl } from '../../../tests/mocks/urls';
import { DEFAULT_MEAL_DIVISIONS_BY_CONTEXT, MEAL_ROLE_LABELS, MEAL_ROLES } from '../../domain';
import {
  ADMIN,
  SUM_MESSAGE,
  setup,
  saveButton,
  openTab,
  findSlider,
  typeInto,
  slider,
  divisionRows,
} from '../../../tests/setup/settingsScreen';

afterEach(clearToasts);

describe('the settings page', () => {
  it('is refused to other roles', async () => {
    useSettingsApi();
    renderApp({ path: '/settings', session: { roles: ['nutritionist'] } });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('shows the distribution as whole percentages and refuses to save unless they sum to 100 %', async () => {
    const { user, saves } = setup();
    await saveButton();
    expect(screen.getByLabelText('Protein (%)')).toHaveValue(20);
    expect(screen.getByLabelText('Fat (%)')).toHaveValue(30);
    expect(screen.getByLabelText('Carbohydrate (%)')).toHaveValue(50);
    expect(screen.queryByText(SUM_MESSAGE)).not.toBeInTheDocument();

    await typeInto(user, 'Protein (%)', '25');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUM_MESSAGE);
    await user.click(await saveButton());
    await waitFor(() => expect(screen.getAllByText(SUM_MESSAGE)).toHaveLength(2)); // inline and as the save's message
    expect(saves).toHaveLength(0);

    await typeInto(user, 'Carbohydrate (%)', '45');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(await saveButton());
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0].energyDistribution).toEqual({
      proteinDistribution: 0.25,
      fatDistribution: 0.3,
      carbohydratesDistribution: 0.45,
    });
  });

  it('accepts only whole-number percentages', async () => {
    const { user, saves } = setup();
    await typeInto(user, 'Protein (%)', '20.5');
    await typeInto(user, 'Fat (%)', '29.5');
    await waitFor(() => expect(screen.getAllByText('Enter a whole number from 0 to 100')).toHaveLength(2));
    expect(screen.getByText(SUM_MESSAGE)).toBeInTheDocument(); // 100 in total, but not in whole numbers
    await user.click(await saveButton());
    await waitFor(() => expect(screen.getAllByText('Enter a whole number from 0 to 100')).toHaveLength(3)); // two fields and the save's message
    expect(saves).toHaveLength(0);
  });

  it('offers the three equations with one line on each and saves the one chosen', async () => {
    const { user, saves } = setup();
    await openTab(user, 'Energy estimation equation');
    const group = screen.getByRole('radiogroup', { name: 'Energy estimation equation' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: 'Institute of Medicine' })).toBeChecked();
    expect(within(group).getByText(/Estimated energy requirement from age, sex, weight, height/)).toBeInTheDocument();
    expect(within(group).getByText(/Basal metabolic rate from weight, height, age and sex \(1919/)).toBeInTheDocument();
    expect(within(group).getByText(/revised coefficients of Roza and Shizgal/)).toBeInTheDocument();
    await user.click(within(group).getByText('Revised Harris-Benedict'));
    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].energyEstimationEquation).toBe('REVISED_HARRIS_BENEDICT');
  });

  it("lists the default division's 7 entries and adds a meal part only once one is chosen", async () => {
    const { user, saves } = setup();
    await openTab(user, 'Meal division');
    await waitFor(() => expect(divisionRows()).toHaveLength(7));
    expect(divisionRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Breakfast',
      'Middle morning',
      'Lunch',
      'Lunch',
      'Middle afternoon',
      'Dinner',
      'After dinner',
    ]);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    const partSelect = screen.getByLabelText('Meal part');
    await waitFor(() =>
      expect(
        within(partSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a meal part', 'Breakfast', 'Lunch', 'Dinner', 'Snack', 'Soup', 'Fruit']),
    );
    await user.selectOptions(screen.getByLabelText('Meal of day'), 'DINNER');
    expect(add).toBeDisabled();
    await user.selectOptions(partSelect, 'FRUIT');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(add).toBeDisabled(); // the choice is used up
    expect(divisionRows()).toHaveLength(8);
    expect(
      within(divisionRows()[6])
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['Dinner', 'Meal part: Fruit', 'Fruit']);
    await user.click(screen.getByRole('button', { name: 'Remove Soup (Lunch)' }));
    expect(divisionRows()).toHaveLength(7);

    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    const sent = saves[0].mealOfDayDivisions ?? [];
    expect(sent).toHaveLength(7);
    expect(sent.find((d) => d.mealPart === 'FRUIT')).toEqual({
      mealOfDay: 'DINNER',
      type: 'MEAL_PART',
      mealPart: 'FRUIT',
      name: 'Fruit',
    });
    expect(sent.some((d) => d.idMealOfDayDivision === 3)).toBe(false);
  });

  it('adds a recipe and an ingredient division, each found by name, and saves them with the rest in one save', async () => {
    const { user, saves, lookups } = setup();
    await openTab(user, 'Meal division');
    await waitFor(() => expect(divisionRows()).toHaveLength(7));
    const adder = screen.getByRole('group', { name: 'Add a division' });
    const add = within(adder).getByRole('button', { name: 'Add' });
    expect(
      within(within(adder).getByLabelText('Division kind'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Meal part', 'Recipe', 'Ingredient']);

    // A recipe at lunch, found with the simple recipe list (page, pageSize 101, searchText).
    await user.selectOptions(within(adder).getByLabelText('Meal of day'), 'LUNCH');
    await user.selectOptions(within(adder).getByLabelText('Division kind'), 'RECIPE');
    expect(within(adder).queryByLabelText('Meal part')).not.toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.type(within(adder).getByRole('combobox', { name: 'Recipe' }), 'Lentil');
    await user.click(await within(adder).findByRole('option', { name: 'Lentil soup' }));
    const recipeCall = lookups.find((l) => l.path.endsWith('/recipe/simple'))!;
    expect(Object.fromEntries(recipeCall.query)).toEqual({ page: '0', pageSize: '101', searchText: 'Lentil' });
    expect(within(adder).getByText('Chosen: Lentil soup')).toBeInTheDocument();
    await user.click(add);
    expect(add).toBeDisabled(); // the choice is used up
    expect(divisionRows()).toHaveLength(8);
    const lunchRows = divisionRows().filter((r) => within(r).getAllByRole('cell')[0].textContent === 'Lunch');
    expect(lunchRows.at(-1)!.textContent).toContain('Recipe: Lentil soup');
    expect(within(lunchRows.at(-1)!).queryByLabelText('Role')).not.toBeInTheDocument();

    // An ingredient in the afternoon, found with the search service's ingredient list.
    await user.selectOptions(within(adder).getByLabelText('Meal of day'), 'MIDDLE_AFTERNOON');
    await user.selectOptions(within(adder).getByLabelText('Division kind'), 'INGREDIENT');
    await user.type(within(adder).getByRole('combobox', { name: 'Ingredient' }), 'apple');
    await user.click(await within(adder).findByRole('option', { name: 'Apples, raw, with skin (Apple)' }));
    await user.click(add);
    expect(divisionRows()).toHaveLength(9);
    expect(lookups.find((l) => l.path.endsWith('/search/ingredients'))!.query.get('name')).toBe('apple');
    const afternoon = divisionRows().find((r) => within(r).getAllByRole('cell')[0].textContent === 'Middle afternoon');
    expect(afternoon).toBeDefined();

    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    const sent = saves[0].mealOfDayDivisions ?? [];
    expect(sent).toHaveLength(9);
    expect(sent).toContainEqual({ mealOfDay: 'LUNCH', type: 'RECIPE', recipe: { idRecipe: 31 }, name: 'Lentil soup' });
    expect(sent).toContainEqual({
      mealOfDay: 'MIDDLE_AFTERNOON',
      type: 'INGREDIENT',
      ingredientDivision: { ingredient: { idIngredient: 41 } },
      name: 'Apples, raw, with skin',
    });
    // Kept grouped by meal of day: the new lunch division follows the lunch ones, before the afternoon.
    expect(sent.map((d) => d.mealOfDay)).toEqual([
      'BREAKFAST',
      'MIDDLE_MORNING',
      'LUNCH',
      'LUNCH',
      'LUNCH',
      'MIDDLE_AFTERNOON',
      'MIDDLE_AFTERNOON',
      'DINNER',
      'AFTER_DINNER',
    ]);
    // The other parts went in the same save.
    expect(saves[0]).toHaveProperty('energyDistribution');
    expect(saves[0]).toHaveProperty('recommenderSettings');
  });

  it("puts back the specification's 7 entries or the country's day pattern, and says which is shown", async () => {
    const { user, saves } = setup({
      divisions: [{ idMealOfDayDivision: 9, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH', name: 'Lunch' }],
    });
    await openTab(user, 'Meal division');
    await waitFor(() => expect(divisionRows()).toHaveLength(1));
    expect(screen.queryByText(/This is the/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Use the specification's default" }));
    expect(divisionRows()).toHaveLength(7);
    expect(screen.getByText(/This is the specification's default: soup and a main at lunch/)).toBeInTheDocument();

    // The session's context is nl: a bread lunch with fruit, one hot dinner with vegetables.
    await user.click(screen.getByRole('button', { name: "Use the country's day pattern (Netherlands)" }));
    expect(divisionRows()).toHaveLength(DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.length);
    expect(screen.getByText("This is the country's day pattern (Netherlands).")).toBeInTheDocument();
    const lunch = divisionRows().find((row) => within(row).queryByText('Bread lunch'))!;
    expect(within(lunch).getByLabelText('Role')).toHaveValue('BREAD_MEAL');
    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].mealOfDayDivisions).toEqual(DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.map((d) => ({ ...d })));
  });

  it("chooses a meal-part division's role, or the meal part's default, and sends it", async () => {
    const { user, saves } = setup({
      divisions: [
        { idMealOfDayDivision: 1, mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST', name: 'Breakfast' },
        { idMealOfDayDivision: 2, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH', name: 'Lunch' },
        {
          idMealOfDayDivision: 3,
          mealOfDay: 'DINNER',
          type: 'MEAL_PART',
          mealPart: 'DINNER',
          name: 'Dinner',
          mealRole: 'HOT_MAIN',
        },
        {
          idMealOfDayDivision: 4,
          mealOfDay: 'AFTER_DINNER',
          type: 'RECIPE',
          recipe: { idRecipe: 42, name: 'Apple pie' },
          name: 'Pie',
        },
      ],
    });
    await openTab(user, 'Meal division');
    await waitFor(() => expect(divisionRows()).toHaveLength(4));
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeInTheDocument();
    const [breakfast, lunch, dinner, pie] = divisionRows();
    const role = within(lunch).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default for the meal part', ...MEAL_ROLES.map((r) => MEAL_ROLE_LABELS[r])]);
    expect(role).toHaveValue('');
    expect(within(dinner).getByLabelText('Role')).toHaveValue('HOT_MAIN'); // as loaded
    expect(within(pie).queryByLabelText('Role')).not.toBeInTheDocument(); // a fixed recipe plays no role

    await user.selectOptions(role, 'Bread meal (sandwich, open sandwich)');
    expect(role).toHaveValue('BREAD_MEAL');
    await user.selectOptions(within(dinner).getByLabelText('Role'), 'Default for the meal part');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    const sent = saves[0].mealOfDayDivisions ?? [];
    expect(sent[1]).toEqual({
      idMealOfDayDivision: 2,
      mealOfDay: 'LUNCH',
      type: 'MEAL_PART',
      mealPart: 'LUNCH',
      name: 'Lunch',
      mealRole: 'BREAD_MEAL',
    });
    expect(sent[2]).not.toHaveProperty('mealRole');
    expect(sent[0]).not.toHaveProperty('mealRole');
    expect(within(breakfast).getByLabelText('Role')).toHaveValue('');
  });

  it('sends the meal divisions only when they were loaded', async () => {
    const { saves } = useSettingsApi();
    server.use(
      http.get(apiUrl('api', '/mealOfDayDivision'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }),
      ),
    );
    renderApp({ path: '/settings', session: ADMIN });
    const user = userEvent.setup();
    await openTab(user, 'Meal division');
    expect(
      await screen.findByText('The meal divisions could not be loaded; saving leaves them as they are.'),
    ).toBeInTheDocument();
    await openTab(user, 'Dietary restrictions');
    await user.click(screen.getByText('Pescetarian'));
    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).not.toHaveProperty('mealOfDayDivisions');
    expect(saves[0].enabledDietaryRestrictions).toEqual(['PESCETARIAN', 'VEGAN', 'NO_PORK']);
  });

  it('sends everything in one save with the loaded divisions, and says so', async () => {
    const { user, saves } = setup();
    await openTab(user, 'Dietary restrictions');
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    await user.click(screen.getByText('Vegan'));
    await user.click(await saveButton());
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(Object.keys(saves[0]).sort()).toEqual([
      'enabledDietaryRestrictions',
      'energyDistribution',
      'energyEstimationEquation',
      'mealOfDayDivisions',
      'recommenderSettings',
    ]);
    expect(saves[0].enabledDietaryRestrictions).toEqual(['NO_PORK']);
    expect(saves[0].mealOfDayDivisions).toHaveLength(7);
    expect(saves[0].recommenderSettings).toEqual(DEFAULT_RECOMMENDER);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("shows the error's own message when the save is refused, keeping the edits", async () => {
    const { user } = setup();
    server.use(
      http.put(apiUrl('api', '/settings'), () =>
        HttpResponse.json(
          { code: 'MEAL_DIVISION_INCOMPLETE', message: 'A RECIPE division needs recipe', field: '[0].recipe' },
          { status: 400 },
        ),
      ),
    );
    await typeInto(user, 'Fat (%)', '25');
    await typeInto(user, 'Carbohydrate (%)', '55');
    await user.click(await saveButton());
    expect(await screen.findByText('A RECIPE division needs recipe')).toBeInTheDocument();
    expect(screen.queryByText('Saved with success')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fat (%)')).toHaveValue(25);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('disables the day and week weights while their improvement is off; weights go from 0 to 5 in steps of 0.1', async () => {
    const { user, saves } = setup();
    await openTab(user, 'Recommender settings');
    const deviation = await findSlider('Nutritional deviation');
    expect(deviation).toHaveAttribute('aria-valuemin', '0');
    expect(deviation).toHaveAttribute('aria-valuemax', '5');
    expect(deviation).not.toHaveAttribute('data-disabled');
    expect(slider('Cheaper food')).toHaveAttribute('data-disabled');
    expect(slider('Energy suitability')).not.toHaveAttribute('data-disabled');

    await user.click(screen.getByText('Run day improvement'));
    await waitFor(() => expect(slider('Nutritional deviation')).toHaveAttribute('data-disabled'));
    expect(slider('Fruit variety')).toHaveAttribute('data-disabled');
    expect(slider('NL fish')).not.toHaveAttribute('data-disabled');
    await user.click(screen.getByText('Run week improvement'));
    await waitFor(() => expect(slider('NL fish')).toHaveAttribute('data-disabled'));
    expect(slider('Include white meat')).toHaveAttribute('data-disabled');
    await user.click(screen.getByText('Run day improvement'));
    await waitFor(() => expect(slider('Nutritional deviation')).not.toHaveAttribute('data-disabled'));

    const press = (name: string) => {
      act(() => slider(name).focus());
      fireEvent.keyDown(slider(name), { key: 'ArrowRight' });
    };
    press('Meat fish separation');
    await waitFor(() => expect(slider('Meat fish separation')).toHaveAttribute('aria-valuenow', '1.1'));
    press('Energy suitability'); // already at the top, 5
    expect(slider('Energy suitability')).toHaveAttribute('aria-valuenow', '5');

    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].recommenderSettings).toMatchObject({ runDayImprovement: true, runWeekImprovement: false });
    expect(saves[0].recommenderSettings?.mealOfDayHeuristicsWeights.MEAT_FISH_SEPARATION).toBe(1.1);
  });

  it('disables a heuristic the divisions leave nothing to act on, with the reason, and keeps its weight', async () => {
    const DRINKS = 'No division takes a drink: add a drink, juice or smoothie division.';
    const SOUP = 'No division takes soup: add a soup division.';
    const { user, saves } = setup();
    await openTab(user, 'Recommender settings');
    expect(slider('Low sugar drinks')).toHaveAttribute('data-disabled');
    expect(slider('Low sugar drinks')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText(DRINKS)).toBeInTheDocument();
    expect(slider('Common fruit')).not.toHaveAttribute('data-disabled'); // the snack divisions take fruit
    expect(slider('Litre of soup in a row')).not.toHaveAttribute('data-disabled');
    expect(screen.queryByText(SOUP)).not.toBeInTheDocument();

    // Removing the soup division (not yet saved) disables the soup heuristic at once.
    await openTab(user, 'Meal division');
    await user.click(await screen.findByRole('button', { name: 'Remove Soup (Lunch)' }));
    await openTab(user, 'Recommender settings');
    expect(slider('Litre of soup in a row')).toHaveAttribute('data-disabled');
    expect(screen.getByText(SOUP)).toBeInTheDocument();

    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].recommenderSettings?.mealOfDayHeuristicsWeights).toMatchObject({
      LOW_SUGAR_DRINKS: 1,
      LITRE_OF_SOUP_IN_A_ROW: 1,
    });
  });

  it('enables LOW_SUGAR_DRINKS when a drink division is there', async () => {
    const drink = {
      idMealOfDayDivision: 8,
      mealOfDay: 'BREAKFAST',
      type: 'MEAL_PART',
      mealPart: 'DRINK',
      name: 'Drink',
    } as const;
    const { user } = setup({ divisions: [...structuredClone(DEFAULT_DIVISIONS), drink] });
    await openTab(user, 'Recommender settings');
    expect(slider('Low sugar drinks')).not.toHaveAttribute('data-disabled');
    expect(screen.queryByText(/No division takes a drink/)).not.toBeInTheDocument();
  });

  it('edits the weekly food-group rules: add, change, remove, messages for a bad count or a conflict, saved with the settings', async () => {
    const { user, saves } = setup();
    await openTab(user, 'Recommender settings');
    const rules = screen.getByRole('group', { name: 'Weekly food-group rules' });
    // The default: red meat at most 3 meals a week; removed, no rule is left.
    expect(within(rules).getByLabelText('Rule 1 food group')).toHaveValue('RED_MEAT');
    expect(within(rules).getByLabelText('Rule 1 bound')).toHaveValue('atMost');
    expect(within(rules).getByLabelText('Rule 1 meals a week')).toHaveValue(3);
    await user.click(within(rules).getByRole('button', { name: 'Remove rule 1' }));
    expect(within(rules).getByText('No rule.')).toBeInTheDocument();

    await user.click(within(rules).getByRole('button', { name: 'Add rule' }));
    expect(within(rules).getByLabelText('Rule 1 food group')).toHaveValue('FISH');
    expect(within(rules).getByLabelText('Rule 1 bound')).toHaveValue('atLeast');
    expect(within(rules).getByLabelText('Rule 1 meals a week')).toHaveValue(2);
    await user.selectOptions(within(rules).getByLabelText('Rule 1 food group'), 'RED_MEAT');
    await user.selectOptions(within(rules).getByLabelText('Rule 1 bound'), 'atMost');
    await typeInto(user, 'Rule 1 meals a week', '3');

    await user.click(within(rules).getByRole('button', { name: 'Add rule' }));
    await typeInto(user, 'Rule 2 meals a week', '25');
    expect(await within(rules).findByRole('alert')).toHaveTextContent('Enter a whole number of meals from 0 to 21');
    await user.click(await saveButton());
    await waitFor(() => expect(screen.getAllByText('Enter a whole number of meals from 0 to 21')).toHaveLength(2)); // inline and the save's message
    expect(saves).toHaveLength(0);

    await typeInto(user, 'Rule 2 meals a week', '4');
    await user.click(within(rules).getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(within(rules).getByLabelText('Rule 3 bound'), 'atMost');
    expect(await within(rules).findByRole('alert')).toHaveTextContent('At least 4 fish meals a week is more than at most 2');
    await user.click(within(rules).getByRole('button', { name: 'Remove rule 3' }));
    await waitFor(() => expect(within(rules).queryByRole('alert')).not.toBeInTheDocument());

    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].recommenderSettings?.weeklyFoodGroupRules).toEqual([
      { foodGroup: 'RED_MEAT', atMost: 3 },
      { foodGroup: 'FISH', atLeast: 4 },
    ]);
  });

  it('resets the recommender settings to the defaults, keeping other edits pending', async () => {
    const { user, resets, saves } = setup({
      recommender: {
        ...DEFAULT_RECOMMENDER,
        runDayImprovement: false,
        dayHeuristicsWeights: { NUTRITIONAL_DEVIATION: 0.4, FRUIT_VARIETY: 1 },
      },
    });
    await typeInto(user, 'Protein (%)', '30');
    await typeInto(user, 'Carbohydrate (%)', '40');
    await openTab(user, 'Recommender settings');
    expect(slider('Nutritional deviation')).toHaveAttribute('aria-valuenow', '0.4');
    expect(slider('Nutritional deviation')).toHaveAttribute('data-disabled');
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('Recommender settings successfully reset')).toBeInTheDocument();
    expect(resets).toHaveLength(1);
    await waitFor(() => expect(slider('Nutritional deviation')).toHaveAttribute('aria-valuenow', '3'));
    expect(slider('Nutritional deviation')).not.toHaveAttribute('data-disabled');
    expect(saves).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await openTab(user, 'Energy distribution');
    expect(screen.getByLabelText('Protein (%)')).toHaveValue(30);
  });

  it('says when the recommender settings could not be reset', async () => {
    const { user } = setup();
    server.use(
      http.delete(apiUrl('api', '/recommender-settings'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    await openTab(user, 'Recommender settings');
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('Could not reset recommender settings')).toBeInTheDocument();
    expect(screen.queryByText('Recommender settings successfully reset')).not.toBeInTheDocument();
  });

  it('keeps unsaved edits when switching tabs and saves them all together', async () => {
    const { user, saves } = setup();
    await typeInto(user, 'Protein (%)', '15');
    await typeInto(user, 'Carbohydrate (%)', '55');
    await openTab(user, 'Energy estimation equation');
    await user.click(screen.getByText('Harris-Benedict'));
    await openTab(user, 'Recommender settings');
    await user.click(screen.getByText('Run week improvement'));
    await openTab(user, 'Energy distribution');
    expect(screen.getByLabelText('Protein (%)')).toHaveValue(15);
    await openTab(user, 'Energy estimation equation');
    expect(screen.getByRole('radio', { name: 'Harris-Benedict' })).toBeChecked();
    await user.click(await saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      energyDistribution: { proteinDistribution: 0.15, fatDistribution: 0.3, carbohydratesDistribution: 0.55 },
      energyEstimationEquation: 'HARRIS_BENEDICT',
      recommenderSettings: { runWeekImprovement: false },
    });
  });

  it('warns before leaving with unsaved changes, in the app and when the browser tab closes', async () => {
    const { user, router } = setup();
    useRecipeApi(); // the page the user leaves for
    await saveButton();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await typeInto(user, 'Protein (%)', '21');
    await typeInto(user, 'Fat (%)', '29');
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Recipes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('The settings have changes that are not saved. Leave the page and lose them?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/nutritionist/settings');
    expect(screen.getByLabelText('Protein (%)')).toHaveValue(21);

    await user.click(screen.getByRole('link', { name: 'Recipes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/recipes'));
  });

  it('lets the user leave without a question once everything is saved', async () => {
    const { user, router } = setup();
    useRecipeApi();
    await typeInto(user, 'Protein (%)', '21');
    await typeInto(user, 'Fat (%)', '29');
    await user.click(await saveButton());
    expect(await screen.findByText('Saved with success')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Recipes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutritionist/recipes'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
