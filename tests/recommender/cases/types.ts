import type { MealOfDay } from '../../../src/domain';
import type { HardRule, PlanInput } from '../../../src/recommender';

export type PlanCase = {
  readonly name: string;
  readonly input: PlanInput;
  readonly expect:
    | { readonly kind: 'plan'; readonly energyTolerance?: number }
    | {
        readonly kind: 'noCandidates';
        readonly mealOfDay: MealOfDay;
        readonly idMealOfDayDivision: number;
        readonly rule?: HardRule;
      }
    | {
        /** A companion division the rules empty: the plan leaves it empty and warns, naming the binding rule. */
        readonly kind: 'emptyDivision';
        readonly idMealOfDayDivision: number;
        readonly binding: string;
      }
    | { readonly kind: 'invalid'; readonly field: string };
};
