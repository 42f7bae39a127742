import type { Storage } from 'redux-persist';
import { makeStore, startPersistence } from '../../../app/store';
import { createWeekPlan } from '../../../../tests/fixtures/weekPlans';
import { planActions, planReceived, planRequested } from './planSlice';
import { profileActions } from './profileSlice';
import { selectCanUndo, selectMembers, selectPlan, selectWeekPlan } from './selectors';

/** An in-memory storage that records when each key was written. */
function memoryStorage() {
  const data = new Map<string, string>();
  const writes: { key: string; at: number }[] = [];
  const storage: Storage = {
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => {
      writes.push({ key, at: Date.now() });
      data.set(key, value);
    },
    removeItem: async (key: string) => void data.delete(key),
  };
  return { storage, writes, simulationWrites: () => writes.filter((w) => w.key.endsWith('simulation')) };
}

/** The write delay runs on jest's fake clock: what the test checks does not depend on the machine's speed. */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('the kept simulation state', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('is written 300 ms after the last change, and a reload returns to the same profile, plan, view and day', async () => {
    const { storage, simulationWrites } = memoryStorage();
    const first = makeStore(undefined, { storage });
    const started = startPersistence(first);
    await advance(350);
    await started;
    const before = simulationWrites().length;

    first.dispatch(profileActions.memberAdded());
    first.dispatch(planRequested({ requestId: 'c', planAction: 'CREATE', seed: 4 }));
    first.dispatch(planReceived({ requestId: 'c', planAction: 'CREATE', weekPlan: createWeekPlan({ 'FRIDAY:LUNCH': [5] }) }));
    await advance(150);
    const lastChange = Date.now();
    first.dispatch(planActions.viewSelected('DAY'));
    first.dispatch(planActions.daySelected('FRIDAY'));
    await advance(299);
    expect(simulationWrites()).toHaveLength(before); // each change restarts the delay
    await advance(400);
    const written = simulationWrites().slice(before);
    expect(written).toHaveLength(1);
    expect(written[0].at - lastChange).toBeGreaterThanOrEqual(300);

    const second = makeStore(undefined, { storage });
    await startPersistence(second);
    const state = second.getState();
    expect(selectMembers(state)).toHaveLength(2);
    expect(selectWeekPlan(state)?.mealPlans[0].scaledRecipes[0].recipe.idRecipe).toBe(5);
    expect(selectPlan(state)).toMatchObject({ view: 'DAY', selectedDay: 'FRIDAY', lastPlanAction: 'CREATE' });
    // The undo history belongs to the page's life: it is not kept.
    expect(selectCanUndo(state)).toBe(false);
  });
});

describe('a kept simulation state from an older build', () => {
  it('loads with the missing part at its defaults', async () => {
    const { storage } = memoryStorage();
    const first = makeStore(undefined, { storage });
    await startPersistence(first);
    // As an older build would have kept it: no variety part.
    await storage.setItem(
      'nutrition-backoffice:v1:simulation',
      JSON.stringify({
        present: JSON.stringify({
          profile: first.getState().simulation.present.profile,
          plan: { ...first.getState().simulation.present.plan, view: 'STATS' },
        }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const second = makeStore(undefined, { storage });
    await startPersistence(second);
    expect(selectPlan(second.getState()).view).toBe('STATS');
    expect(second.getState().simulation.present.variety.excludedIngredients).toEqual([]);
  });
});
