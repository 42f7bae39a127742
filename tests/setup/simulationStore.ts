/** A fresh store and the plan request / answer pair the plan panel dispatches, for the simulation store's tests. */
import { makeStore } from '../../src/app/store';
import type { PlanAction } from '../../src/domain';
import { planReceived, planRequested } from '../../src/features/simulation/store/planSlice';
import type { WeekPlan } from '../../src/services/generated/plannerApi.generated';

export function simulationStore() {
  const store = makeStore();
  let n = 0;
  /** A plan request and its answer, as the plan panel dispatches them. */
  const answer = (planAction: PlanAction, weekPlan: WeekPlan) => {
    const requestId = `r${++n}`;
    store.dispatch(planRequested({ requestId, planAction, seed: n }));
    store.dispatch(planReceived({ requestId, planAction, weekPlan }));
  };
  return { store, answer, state: () => store.getState() };
}
