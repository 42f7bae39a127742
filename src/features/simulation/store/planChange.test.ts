import { simulationStore } from '../../../../tests/setup/simulationStore';
import { makeStore } from '../../../app/store';
import { createScaledRecipe, createWeekPlan } from '../../../../tests/fixtures/weekPlans';
import { editedSinceLastPlan, planChange, unchangedPlanMessage } from './planChange';
import { planActions } from './planSlice';
import { profileActions } from './profileSlice';
import { undo } from './simulationReducer';

function setup() {
  const { store, answer } = simulationStore();
  return { store, answer, edited: () => editedSinceLastPlan(store.getState().simulation) };
}

describe('an Update that changes nothing', () => {
  it('tells a plan with other recipes, with other portions only, and the same plan apart', () => {
    const plan = createWeekPlan({ 'MONDAY:LUNCH': [1, 2], 'MONDAY:DINNER': [3] });
    expect(planChange(plan, createWeekPlan({ 'MONDAY:LUNCH': [1, 2], 'MONDAY:DINNER': [3] }))).toBe('NONE');
    // The same recipes listed in another order: the same plan.
    expect(planChange(plan, createWeekPlan({ 'MONDAY:LUNCH': [2, 1], 'MONDAY:DINNER': [3] }))).toBe('NONE');
    expect(planChange(plan, createWeekPlan({ 'MONDAY:LUNCH': [1, 4], 'MONDAY:DINNER': [3] }))).toBe('MEALS');
    expect(planChange(plan, createWeekPlan({ 'MONDAY:LUNCH': [1, 2] }))).toBe('MEALS');
    const morePasta = structuredClone(plan);
    morePasta.mealPlans[1].scaledRecipes[0] = createScaledRecipe(3, undefined, {
      servings: 2.5,
      householdServings: [
        { user: { id: 2 }, portionInServings: 1.5 },
        { user: { id: 3 }, portionInServings: 1 },
      ],
      mealOfDayDivision: plan.mealPlans[1].scaledRecipes[0].mealOfDayDivision,
    });
    expect(planChange(plan, morePasta)).toBe('PORTIONS');
  });

  it('knows whether the household, variety lists or pins changed since the plan arrived', () => {
    const { store, answer, edited } = setup();
    expect(edited()).toBeNull();
    answer('CREATE', createWeekPlan({ 'MONDAY:LUNCH': [1] }));
    expect(edited()).toBe(false);
    // Navigation is no edit.
    store.dispatch(planActions.viewSelected('DAY'));
    expect(edited()).toBe(false);
    store.dispatch(profileActions.notesChanged('Less salt'));
    expect(edited()).toBe(true);
    store.dispatch(undo());
    expect(edited()).toBe(false);
    store.dispatch(planActions.mealsPinned({ meals: [{ dayOfWeek: 'MONDAY', idMealOfDayDivision: 1 }], pinned: true }));
    expect(edited()).toBe(true);
    answer('REVIEW', createWeekPlan({ 'MONDAY:LUNCH': [1] }));
    expect(edited()).toBe(false);
    // A plan restored from storage has no history to look back on.
    const reloaded = makeStore({ simulation: { ...store.getState().simulation, past: [], future: [] } });
    expect(editedSinceLastPlan(reloaded.getState().simulation)).toBeNull();
  });

  it('says so in plain words, and nothing when a meal changed', () => {
    expect(unchangedPlanMessage('NONE', false)).toBe('Nothing changed since the last plan: the plan is the same.');
    expect(unchangedPlanMessage('NONE', true)).toBe(
      'The plan is unchanged: the planner kept every meal and portion as they were.',
    );
    expect(unchangedPlanMessage('NONE', null)).toBe(unchangedPlanMessage('NONE', true));
    expect(unchangedPlanMessage('PORTIONS', false)).toBe(
      'No meal changed: every meal has the same recipes as before, and only some portions were adjusted.',
    );
    expect(unchangedPlanMessage('MEALS', false)).toBeNull();
  });
});
