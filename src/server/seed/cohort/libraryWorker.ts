/**
 * Worker thread of the cohort's plan library (planLibrary.ts): plans one context's archetype inputs per
 * task. It loads the engine only.
 */
import { NoCandidatesError, planWeek, type PlanInput, type WeekPlan } from '../../../recommender';

/** Plans the inputs in order; an input the catalogue cannot plan (no candidate for a division) gives null. */
export function planLibraryWeeks(inputs: readonly PlanInput[]): (WeekPlan | null)[] {
  return inputs.map((input) => {
    try {
      return planWeek(input);
    } catch (err) {
      if (err instanceof NoCandidatesError) return null;
      throw err;
    }
  });
}

export default function plan(inputs: PlanInput[]): (WeekPlan | null)[] {
  return planLibraryWeeks(inputs);
}
