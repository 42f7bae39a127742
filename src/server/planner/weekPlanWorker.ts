/**
 * Worker thread of the week-plan pool (planThreads.ts): plans one week per task with the engine. The candidates
 * arrive as a shared reference (threads.ts), parsed once per candidate set; an engine error comes back as its
 * name and fields, since a thrown error loses its class on the way to the calling thread.
 */
import { planWeek, RecommenderError, type CandidateRecipe, type PlanInput, type WeekPlan } from '../../recommender';
import { sharedValues, type SharedRef } from './threads';

export interface WeekPlanTask {
  input: Omit<PlanInput, 'candidates'>;
  candidates: SharedRef;
}

/** An engine error's class name, message and own fields (the division, the input field). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type WeekPlanAnswer = { plan: WeekPlan } | { error: ThreadError };

const candidatesOf = sharedValues((candidates: CandidateRecipe[]) => candidates);

export default function run(task: WeekPlanTask): WeekPlanAnswer {
  try {
    return { plan: planWeek({ ...task.input, candidates: candidatesOf(task.candidates) }) };
  } catch (err) {
    if (!(err instanceof RecommenderError)) throw err;
    return { error: { name: err.name, message: err.message, fields: { ...err } } };
  }
}
