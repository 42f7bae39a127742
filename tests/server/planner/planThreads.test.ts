/**
 * Week plans on the planner's threads (src/server/planner/planThreads.ts): the plan a thread makes is the plan
 * this thread makes for the same input, plans asked at once all come back, and an engine error comes back of its
 * class with its fields (the answer a plan call gives depends on them).
 */
import { InvalidPlanInputError, NoCandidatesError, planWeek } from '../../../src/recommender';
import { createPlanThreads, type PlanThreads } from '../../../src/server/planner/planThreads';
import { catalogue, createPlanInput, household } from '../../recommender/fixtures';

jest.setTimeout(120_000);

describe('planThreads', () => {
  let threads: PlanThreads;
  beforeAll(() => {
    threads = createPlanThreads({ threads: 2 });
  });
  afterAll(async () => threads.close());

  it('plans on a thread the week this thread plans, for several inputs asked at once', async () => {
    // Households of 1, 2 and 3 members: three different plans by construction, so an answer given to the wrong call shows.
    const inputs = [1, 2, 3].map((n) => createPlanInput({ members: household(n), candidates: catalogue(600, 5), seed: n }));
    const onThreads = await Promise.all(inputs.map((input) => threads.planWeek(input)));
    onThreads.forEach((plan, i) => expect(plan).toEqual(planWeek(inputs[i])));
    expect(new Set(onThreads.map((p) => JSON.stringify(p))).size).toBe(3);
  });

  it('throws a NoCandidatesError with its division when nothing fits', async () => {
    const candidates = catalogue(300, 9).filter((r) => !r.mealTypes.includes('DINNER'));
    const error = await threads.planWeek(createPlanInput({ candidates })).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(NoCandidatesError);
    const direct = (() => {
      try {
        planWeek(createPlanInput({ candidates }));
      } catch (err) {
        return err as NoCandidatesError;
      }
    })();
    expect((error as NoCandidatesError).message).toBe(direct?.message);
    expect((error as NoCandidatesError).idMealOfDayDivision).toBe(direct?.idMealOfDayDivision);
  });

  it('throws an InvalidPlanInputError naming the field for a bad start date', async () => {
    const error = await threads.planWeek(createPlanInput({ startDate: '2026-13-40' })).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(InvalidPlanInputError);
    expect((error as InvalidPlanInputError).field).toBe('startDate');
    expect((error as InvalidPlanInputError).message).toMatch(/startDate/);
  });
});
