import { simulationStore } from '../../../../tests/setup/simulationStore';
import { createWeekPlan } from '../../../../tests/fixtures/weekPlans';
import { planActions } from './planSlice';
import { buildWeekPlanRequest, isMealPinned, mealKcal, selectPinnedMeals } from './selectors';
import { redo, undo } from './simulationReducer';

const setup = simulationStore;

const monday = { dayOfWeek: 'MONDAY' as const, idMealOfDayDivision: 1 };
const tuesday = { dayOfWeek: 'TUESDAY' as const, idMealOfDayDivision: 1 };

describe('pinned meals in the plan slice', () => {
  it('pins and unpins meals, as steps of the undo history', () => {
    const { store, answer, state } = setup();
    answer('CREATE', createWeekPlan({ 'MONDAY:LUNCH': [1], 'TUESDAY:LUNCH': [2] }));
    store.dispatch(planActions.mealsPinned({ meals: [monday], pinned: true }));
    store.dispatch(planActions.mealsPinned({ meals: [tuesday], pinned: true }));
    expect(selectPinnedMeals(state())).toEqual([monday, tuesday]);
    store.dispatch(planActions.mealsPinned({ meals: [monday], pinned: false }));
    expect(selectPinnedMeals(state())).toEqual([tuesday]);
    store.dispatch(undo());
    expect(selectPinnedMeals(state())).toEqual([monday, tuesday]);
    store.dispatch(undo());
    expect(selectPinnedMeals(state())).toEqual([monday]);
    store.dispatch(redo());
    expect(selectPinnedMeals(state())).toEqual([monday, tuesday]);
  });

  it('sends the pins with REVIEW and RECREATE, never with CREATE', () => {
    const { store, answer, state } = setup();
    answer('CREATE', createWeekPlan({ 'MONDAY:LUNCH': [1] }));
    store.dispatch(planActions.mealsPinned({ meals: [monday], pinned: true }));
    const present = state().simulation.present;
    const options = { startDate: '2026-11-23', seed: 1 };
    expect(buildWeekPlanRequest(present, 'REVIEW', options).pinnedMeals).toEqual([monday]);
    expect(buildWeekPlanRequest(present, 'RECREATE', options).pinnedMeals).toEqual([monday]);
    expect(buildWeekPlanRequest(present, 'CREATE', options).pinnedMeals).toBeUndefined();
  });

  it('keeps pins whose meal came back unchanged, drops the others, and Clear plan or CREATE drops all', () => {
    const { store, answer, state } = setup();
    answer('CREATE', createWeekPlan({ 'MONDAY:LUNCH': [1], 'TUESDAY:LUNCH': [2] }));
    store.dispatch(planActions.mealsPinned({ meals: [monday, tuesday], pinned: true }));
    // The server kept Monday; Tuesday's recipe changed (a rule excluded it).
    answer('REVIEW', createWeekPlan({ 'MONDAY:LUNCH': [1], 'TUESDAY:LUNCH': [7] }));
    expect(selectPinnedMeals(state())).toEqual([monday]);
    answer('CREATE', createWeekPlan({ 'MONDAY:LUNCH': [1] }));
    expect(selectPinnedMeals(state())).toEqual([]);
    store.dispatch(planActions.mealsPinned({ meals: [monday], pinned: true }));
    store.dispatch(planActions.planCleared());
    expect(selectPinnedMeals(state())).toEqual([]);
  });

  it('a plan kept by an older build without pins reads as no pins; a meal is pinned when all its divisions are', () => {
    const { state } = setup();
    const s = state();
    const old = {
      ...s,
      simulation: {
        ...s.simulation,
        present: { ...s.simulation.present, plan: { ...s.simulation.present.plan, pinnedMeals: undefined } },
      },
    };
    expect(selectPinnedMeals(old)).toEqual([]);
    const meal = createWeekPlan({ 'MONDAY:LUNCH': [1, 2] }).mealPlans[0];
    expect(isMealPinned([monday], meal)).toBe(true);
    expect(isMealPinned([tuesday], meal)).toBe(false);
    // 300 kcal per serving x 2 servings x 2 recipes.
    expect(mealKcal(meal)).toBe(1200);
  });
});
