import { makeStore } from '../../../app/store';
import { createWeekPlan } from '../../../../tests/fixtures/weekPlans';
import { planActions, planReceived, planRequested } from './planSlice';
import { varietyActions } from './varietySlice';
import { buildWeekPlanRequest, selectNextPlanAction, selectVariety, selectVarietyPanel } from './selectors';
import { undo } from './simulationReducer';

function setup() {
  const store = makeStore();
  const state = () => store.getState();
  const ids = (list: { idIngredient: number }[]) => list.map((i) => i.idIngredient);
  const create = () => {
    store.dispatch(planRequested({ requestId: 'c', planAction: 'CREATE', seed: 1 }));
    // Recipes 1, 2 and 3 use ingredients 10, 20 and 30.
    store.dispatch(
      planReceived({
        requestId: 'c',
        planAction: 'CREATE',
        weekPlan: createWeekPlan({ 'MONDAY:LUNCH': [1, 2], 'MONDAY:DINNER': [3, 1] }),
      }),
    );
  };
  return { store, state, ids, create };
}

describe('the variety panel', () => {
  it('lists the priority ingredients in CREATE, where restricting does nothing and the restricted list is off', () => {
    const { store, state, ids } = setup();
    store.dispatch(varietyActions.priorityIngredientAdded({ idIngredient: 10, name: 'Oats' }));
    store.dispatch(varietyActions.priorityIngredientAdded({ idIngredient: 10, name: 'Oats' }));
    const panel = selectVarietyPanel(state());
    expect(panel).toMatchObject({ mode: 'CREATE', restrictedListEnabled: false });
    expect(ids(panel.listed)).toEqual([10]);

    store.dispatch(varietyActions.ingredientRestricted({ idIngredient: 10 }));
    expect(selectVariety(state()).excludedIngredients).toEqual([]);
    expect(ids(selectVarietyPanel(state()).listed)).toEqual([10]);
  });

  it('lists the allowed ingredients in REVIEW: restrict moves one to excluded, allow moves it back', () => {
    const { store, state, ids, create } = setup();
    create();
    let panel = selectVarietyPanel(state());
    expect(panel).toMatchObject({ mode: 'REVIEW', restrictedListEnabled: true });
    expect(ids(panel.listed)).toEqual([10, 20, 30]);

    store.dispatch(varietyActions.ingredientRestricted({ idIngredient: 20 }));
    panel = selectVarietyPanel(state());
    expect(ids(panel.listed)).toEqual([10, 30]);
    expect(ids(panel.excluded)).toEqual([20]);

    const request = buildWeekPlanRequest(state().simulation.present, selectNextPlanAction(state()), {
      startDate: '2026-11-23',
      seed: 5,
    });
    expect(request.planAction).toBe('REVIEW');
    expect(request.varietyOptions).toMatchObject({ allowedIngredients: [10, 30], excludedIngredients: [20] });
    expect(request.weekPlan?.mealPlans).toHaveLength(2);
    expect(request.seed).toBe(5);

    store.dispatch(varietyActions.ingredientAllowed({ idIngredient: 20 }));
    expect(ids(selectVarietyPanel(state()).listed)).toEqual([10, 30, 20]);
    expect(selectVariety(state()).excludedIngredients).toEqual([]);
    store.dispatch(undo());
    expect(ids(selectVariety(state()).excludedIngredients)).toEqual([20]);
  });

  it('keeps excluded ingredients out of the allowed list when the reviewed plan arrives', () => {
    const { store, state, ids, create } = setup();
    create();
    store.dispatch(varietyActions.ingredientRestricted({ idIngredient: 20 }));
    store.dispatch(planRequested({ requestId: 'r', planAction: 'REVIEW', seed: 2 }));
    store.dispatch(
      planReceived({
        requestId: 'r',
        planAction: 'REVIEW',
        weekPlan: createWeekPlan({ 'MONDAY:LUNCH': [1, 4], 'MONDAY:DINNER': [3, 1] }),
      }),
    );
    expect(ids(selectVariety(state()).allowedIngredients)).toEqual([10, 40, 30]);
    expect(ids(selectVariety(state()).excludedIngredients)).toEqual([20]);
  });

  it('empties the allowed list when "Regenerate" is ticked (RECREATE), and both lists when the plan is cleared', () => {
    const { store, state, ids, create } = setup();
    create();
    store.dispatch(varietyActions.ingredientRestricted({ idIngredient: 30 }));
    store.dispatch(planActions.regenerateToggled(true));
    expect(selectNextPlanAction(state())).toBe('RECREATE');
    expect(selectVariety(state()).allowedIngredients).toEqual([]);
    expect(selectVarietyPanel(state()).restrictedListEnabled).toBe(false);
    const recreate = buildWeekPlanRequest(state().simulation.present, 'RECREATE', { startDate: '2026-11-23', seed: 1 });
    expect(recreate.varietyOptions).toMatchObject({ priorityIngredients: [], excludedIngredients: [30] });

    store.dispatch(planActions.planCleared());
    expect(selectNextPlanAction(state())).toBe('CREATE');
    expect(ids(selectVariety(state()).allowedIngredients)).toEqual([]);
    expect(ids(selectVariety(state()).excludedIngredients)).toEqual([]);
  });
});
