/** A stored app user's week plan, found by any date of its week (the user detail screen). */
import { unitOfWork } from '../../db';
import { HttpError, notFound, type Caller } from '../../http';
import { mondayOf } from '../../../domain/dates';
import type { ApiWeekPlan } from '../simulation/weekPlan';
import { createStoredUsersRepository } from './storedUsersRepository';

/** The newest weeks listed (two years; openapi/planner.yaml). */
export const MAX_PLAN_WEEKS = 104;

export function createUserPlansService() {
  const work = (caller: Caller) => unitOfWork(caller.db, createStoredUsersRepository);
  return {
    /** 404 NOT_FOUND for an unknown user, 404 NO_MEAL_PLAN when the user has no plan for that week. */
    weekPlan: (caller: Caller, idUser: number, date: string): Promise<ApiWeekPlan> =>
      work(caller)(async (users) => {
        const weekStart = mondayOf(date);
        if (!(await users.exists(idUser))) throw notFound(`User ${idUser} not found`);
        const week = await users.weekPlan(idUser, weekStart);
        if (!week) throw new HttpError(404, 'NO_MEAL_PLAN', `User ${idUser} has no meal plan for the week of ${weekStart}`);
        return week;
      }),
    /** 404 NOT_FOUND for an unknown user; the weeks with a plan, newest first, at most MAX_PLAN_WEEKS. */
    planWeeks: (caller: Caller, idUser: number): Promise<string[]> =>
      work(caller)(async (users) => {
        if (!(await users.exists(idUser))) throw notFound(`User ${idUser} not found`);
        return users.planWeeks(idUser, MAX_PLAN_WEEKS);
      }),
  };
}
