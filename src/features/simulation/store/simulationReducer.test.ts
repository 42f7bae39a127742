import { simulationStore } from '../../../../tests/setup/simulationStore';
import { createWeekPlan } from '../../../../tests/fixtures/weekPlans';
import { planActions, planReceived, planRequested, planRequestFailed, mealReplaced } from './planSlice';
import { profileActions } from './profileSlice';
import { HISTORY_LIMIT, redo, undo } from './simulationReducer';
import { selectCanRedo, selectCanUndo, selectMembers, selectPlan, selectProfile, selectWeekPlan } from './selectors';

const setup = simulationStore;

describe('undo and redo over profile, plan and variety', () => {
  it('goes back and forth over edits of the profile and the plan together', () => {
    const { store, answer, state } = setup();
    store.dispatch(profileActions.memberAdded());
    answer('CREATE', createWeekPlan({ 'MONDAY:BREAKFAST': [1] }));
    expect(selectMembers(state())).toHaveLength(2);

    store.dispatch(undo());
    expect(selectWeekPlan(state())).toBeNull();
    expect(selectMembers(state())).toHaveLength(2);
    store.dispatch(undo());
    expect(selectMembers(state())).toHaveLength(1);
    expect(selectCanUndo(state())).toBe(false);

    store.dispatch(redo());
    store.dispatch(redo());
    expect(selectMembers(state())).toHaveLength(2);
    expect(selectWeekPlan(state())?.mealPlans[0].scaledRecipes[0].recipe.idRecipe).toBe(1);
    expect(selectCanRedo(state())).toBe(false);
  });

  it('keeps at least 50 steps, and drops the oldest beyond its limit', () => {
    const { store, state } = setup();
    const id = selectMembers(state())[0].id;
    for (let i = 1; i <= HISTORY_LIMIT + 20; i += 1) {
      // Alternating fields: each edit is its own step.
      store.dispatch(
        i % 2
          ? profileActions.memberWeightChanged({ id, weightKg: 50 + i })
          : profileActions.memberHeightChanged({ id, heightCm: 150 + i }),
      );
    }
    let undone = 0;
    while (selectCanUndo(state())) {
      store.dispatch(undo());
      undone += 1;
    }
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(50);
    expect(undone).toBe(HISTORY_LIMIT);
    // The oldest state left is the one after the 20th edit (weight last set by the 19th).
    expect(selectMembers(state())[0]).toMatchObject({ weightKg: 50 + 19, heightCm: 150 + 20 });
  });

  it('counts typing into one field as one step, and a new edit drops what could be redone', () => {
    const { store, state } = setup();
    const id = selectMembers(state())[0].id;
    for (const name of ['A', 'An', 'Ann']) store.dispatch(profileActions.memberNameChanged({ id, name }));
    store.dispatch(profileActions.notesChanged('likes soup'));
    store.dispatch(undo());
    expect(selectProfile(state()).notes).toBe('');
    store.dispatch(undo());
    expect(selectMembers(state())[0].name).toBe('Household member 1');
    store.dispatch(redo());
    store.dispatch(profileActions.memberGenderChanged({ id, gender: 'F' }));
    expect(selectCanRedo(state())).toBe(false);
    expect(selectMembers(state())[0]).toMatchObject({ name: 'Ann', gender: 'F' });
  });

  it('does not undo a plan request halfway: undo waits while it is in flight, and the answer is one step', () => {
    const { store, state } = setup();
    store.dispatch(profileActions.notesChanged('before'));
    store.dispatch(planRequested({ requestId: 'x', planAction: 'CREATE', seed: 7 }));
    expect(selectCanUndo(state())).toBe(false);
    store.dispatch(undo());
    expect(selectProfile(state()).notes).toBe('before');

    store.dispatch(planReceived({ requestId: 'x', planAction: 'CREATE', weekPlan: createWeekPlan({ 'MONDAY:LUNCH': [4] }) }));
    expect(selectWeekPlan(state())).not.toBeNull();
    store.dispatch(undo());
    expect(selectWeekPlan(state())).toBeNull();
    expect(selectProfile(state()).notes).toBe('before');
  });

  it('drops an answer nobody waits for, and a failure frees undo again', () => {
    const { store, state } = setup();
    store.dispatch(planRequested({ requestId: 'a', planAction: 'CREATE', seed: 1 }));
    store.dispatch(planReceived({ requestId: 'other', planAction: 'CREATE', weekPlan: createWeekPlan({ 'MONDAY:LUNCH': [4] }) }));
    expect(selectWeekPlan(state())).toBeNull();
    store.dispatch(planRequestFailed({ requestId: 'a', message: 'Error creating plan' }));
    expect(state().simulation.pendingPlan).toBeNull();
  });

  it('keeps the chosen view and day across undo (navigation is not an edit)', () => {
    const { store, answer, state } = setup();
    answer('CREATE', createWeekPlan({ 'MONDAY:LUNCH': [4] }));
    store.dispatch(planActions.viewSelected('DAY'));
    store.dispatch(planActions.daySelected('FRIDAY'));
    store.dispatch(undo());
    expect(selectWeekPlan(state())).toBeNull();
    expect(selectPlan(state())).toMatchObject({ view: 'DAY', selectedDay: 'FRIDAY' });
  });
});

describe('Updated badges', () => {
  const first = { 'MONDAY:BREAKFAST': [1], 'MONDAY:LUNCH': [2, 3], 'TUESDAY:LUNCH': [4] };

  it('marks, after a review, only the meals whose set of recipes changed', () => {
    const { answer, state } = setup();
    answer('CREATE', createWeekPlan(first));
    expect(selectPlan(state()).updatedMeals).toEqual([]);
    // MONDAY:LUNCH holds the same set in another order: not updated.
    answer('REVIEW', createWeekPlan({ 'MONDAY:BREAKFAST': [9], 'MONDAY:LUNCH': [3, 2], 'TUESDAY:LUNCH': [4] }));
    expect(selectPlan(state()).updatedMeals).toEqual(['MONDAY:BREAKFAST']);
    answer('RECREATE', createWeekPlan({ 'MONDAY:BREAKFAST': [9], 'MONDAY:LUNCH': [5, 2], 'TUESDAY:LUNCH': [6] }));
    expect(selectPlan(state()).updatedMeals).toEqual(['MONDAY:LUNCH', 'TUESDAY:LUNCH']);
  });

  it('clears them on a fresh create, and a single replacement marks its meal', () => {
    const { store, answer, state } = setup();
    answer('CREATE', createWeekPlan(first));
    answer('REVIEW', createWeekPlan({ ...first, 'MONDAY:BREAKFAST': [8] }));
    store.dispatch(planActions.planCleared());
    answer('CREATE', createWeekPlan(first));
    expect(selectPlan(state()).updatedMeals).toEqual([]);

    store.dispatch(planRequested({ requestId: 'rep', planAction: 'REVIEW', seed: 3 }));
    store.dispatch(
      mealReplaced({
        requestId: 'rep',
        dayOfWeek: 'TUESDAY',
        mealOfDay: 'LUNCH',
        weekPlan: createWeekPlan({ ...first, 'TUESDAY:LUNCH': [7] }),
      }),
    );
    expect(selectPlan(state()).updatedMeals).toEqual(['TUESDAY:LUNCH']);
  });
});
