/** Every case of the corpus through the engine and the independent invariant checkers. */
import { InvalidPlanInputError, NoCandidatesError, planWeek } from '../../src/recommender';
import { cases as diets } from './cases/diets';
import { cases as divisions } from './cases/divisions';
import { cases as errors } from './cases/errors';
import { cases as goals } from './cases/goals';
import { cases as households } from './cases/households';
import type { PlanCase } from './cases/types';
import { checkAll } from './invariants';

const corpus: PlanCase[] = [...households, ...diets, ...goals, ...divisions, ...errors];

describe('recommender case corpus', () => {
  it('has the expected breadth', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const expected = c.expect;
    if (expected.kind === 'plan') {
      const plan = planWeek(c.input);
      expect(checkAll(c.input, plan, expected.energyTolerance)).toEqual([]);
      return;
    }
    if (expected.kind === 'emptyDivision') {
      const plan = planWeek(c.input);
      const filled = plan.mealPlans.flatMap((m) =>
        m.scaledRecipes.filter((s) => s.mealOfDayDivision.idMealOfDayDivision === expected.idMealOfDayDivision),
      );
      expect(filled).toEqual([]);
      const warning = plan.warnings?.find(
        (w) => w.kind === 'NO_CANDIDATES' && w.idMealOfDayDivision === expected.idMealOfDayDivision,
      );
      expect(warning?.bindingRule).toContain(expected.binding);
      expect(warning?.message).toMatch(/ leaves none of \d+ .* recipes; the slot stays empty\. Relaxation: /);
      return;
    }
    let error: unknown;
    try {
      planWeek(c.input);
    } catch (e) {
      error = e;
    }
    if (expected.kind === 'invalid') {
      expect(error).toBeInstanceOf(InvalidPlanInputError);
      expect((error as InvalidPlanInputError).field).toBe(expected.field);
      return;
    }
    expect(error).toBeInstanceOf(NoCandidatesError);
    const e = error as NoCandidatesError;
    expect(e.code).toBe('NO_CANDIDATES');
    expect(e.mealOfDay).toBe(expected.mealOfDay);
    expect(e.idMealOfDayDivision).toBe(expected.idMealOfDayDivision);
    expect(e.appliedRestrictions.finalCandidates).toBe(0);
    const fixed = c.input.divisions.find((d) => d.idMealOfDayDivision === expected.idMealOfDayDivision)?.type !== 'MEAL_PART';
    expect(e.appliedRestrictions.initialCandidates).toBe(fixed ? 1 : c.input.candidates.length);
    if (expected.rule) expect(e.appliedRestrictions.removedCandidates[expected.rule]).toBeGreaterThan(0);
    // The meal in words: "Breakfast", "Middle morning".
    expect(e.message).toContain(expected.mealOfDay.charAt(0) + expected.mealOfDay.slice(1).toLowerCase().replace(/_/g, ' '));
  });
});
