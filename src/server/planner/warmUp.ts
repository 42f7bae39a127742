/**
 * One plan of the specification's default sample (one member, six meals, default settings) on a context's
 * candidates, run once when a planner process starts listening: the engine's code is then compiled and optimised
 * before the first nutritionist's Calculate (the first plans of a fresh process run several times slower).
 */
import { DEFAULT_MACRO_DISTRIBUTION, DEFAULT_RECOMMENDER_SETTINGS } from '../../domain';
import { DEFAULT_DIVISIONS, planWeek } from '../../recommender';
import type { CandidateSet } from './candidates';
import { mondayOf, utcToday } from '../../domain/dates';

export function warmEngine(set: CandidateSet, clock: () => number = Date.now): void {
  planWeek({
    members: [
      {
        user: 1,
        gender: 'M',
        ageYears: 40,
        weightKg: 71.2,
        heightCm: 176,
        activityLevel: 'LOWEST',
        energyGoal: 'MAINTAIN_WEIGHT',
      },
    ],
    needsSettings: { equation: 'INSTITUTE_OF_MEDICINE', macroDistribution: DEFAULT_MACRO_DISTRIBUTION },
    divisions: DEFAULT_DIVISIONS,
    candidates: set.candidates,
    restrictions: { diets: [], allergens: [], foodRestrictions: [], ingredientRestrictions: [] },
    feedback: { ingredients: [], recipes: [] },
    settings: DEFAULT_RECOMMENDER_SETTINGS,
    action: 'CREATE',
    startDate: mondayOf(utcToday(clock)),
    seed: 1,
  });
}
