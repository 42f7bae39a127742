/** Typed errors of the recommender: the caller maps them to 4xx answers, never to a crash. */
import type { MealOfDay } from '../domain';
import type { AppliedRestrictions } from './types';

export class RecommenderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RecommenderError';
  }
}

/** The hard rules left no candidate recipe for a division. */
export class NoCandidatesError extends RecommenderError {
  constructor(
    readonly mealOfDay: MealOfDay,
    readonly idMealOfDayDivision: number,
    readonly divisionName: string,
    readonly appliedRestrictions: AppliedRestrictions,
  ) {
    const removed = Object.entries(appliedRestrictions.removedCandidates)
      .filter(([, n]) => n > 0)
      .map(([rule, n]) => `${rule}: ${n}`)
      .join(', ');
    super(
      'NO_CANDIDATES',
      `No candidate recipe left for ${divisionName} at ${mealOfDay} ` +
        `(${appliedRestrictions.initialCandidates} candidates; removed ${removed || 'none'})`,
    );
    this.name = 'NoCandidatesError';
  }
}

/** The input cannot be planned (e.g. 7 meals a day, no household member, a bad date). */
export class InvalidPlanInputError extends RecommenderError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('INVALID_PLAN_INPUT', message);
    this.name = 'InvalidPlanInputError';
  }
}
