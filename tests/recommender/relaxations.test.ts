/**
 * Every relaxation a warning suggests, applied alone to the same input (same seed), shrinks that warning's
 * shortfall: the warnings never advise a change that does nothing.
 */
import { DEFAULT_RECOMMENDER_SETTINGS } from '../../src/domain';
import { applyRelaxation, planWeek, type PlanInput, type PlanWarning } from '../../src/recommender';
import { MIN_FAMILIES_FOR_A_WEEK } from '../../src/recommender/rules';
import { FEW_CANDIDATES } from '../../src/recommender/warnings';
import {
  createMember,
  createPlanInput,
  divisionsFor,
  MEALS,
  NUTRITION_OFF,
  sesameOrAppleSnacks,
  twoFamilyMains,
} from './fixtures';

/** How far a plan is from meeting what `w` warned about, read from the plan's own warnings (0: met). */
function shortfallOf(plan: { warnings?: readonly PlanWarning[] }, w: PlanWarning): number {
  const same = (plan.warnings ?? []).find((x) =>
    x.kind === w.kind ||
    ((x.kind === 'NO_CANDIDATES' || x.kind === 'FEW_CANDIDATES') && (w.kind === 'NO_CANDIDATES' || w.kind === 'FEW_CANDIDATES'))
      ? x.need === w.need &&
        x.user === w.user &&
        x.idMealOfDayDivision === w.idMealOfDayDivision &&
        (x.kind === 'NO_CANDIDATES' || x.kind === 'FEW_CANDIDATES' || Math.sign(x.shortfall) === Math.sign(w.shortfall))
      : false,
  );
  if (!same) return 0;
  if (same.kind === 'NO_CANDIDATES' || same.kind === 'FEW_CANDIDATES') return FEW_CANDIDATES - same.shortfall;
  if (same.kind === 'FEW_DISH_FAMILIES') return MIN_FAMILIES_FOR_A_WEEK - same.shortfall;
  return Math.abs(same.shortfall) * same.days.length;
}

const SCENARIOS: [string, PlanInput][] = [
  [
    '6,000 kcal with portions up to 1.5 servings',
    createPlanInput({
      members: [createMember({ energyGoal: 'CUSTOM', customKcalTarget: 6000 })],
      divisions: divisionsFor(MEALS[3]),
      portionBounds: { min: 0.5, max: 1.5, step: 0 },
    }),
  ],
  [
    'macros 5/90/5',
    createPlanInput({
      needsSettings: {
        equation: 'INSTITUTE_OF_MEDICINE',
        macroDistribution: { proteinDistribution: 0.05, carbohydratesDistribution: 0.9, fatDistribution: 0.05 },
      },
    }),
  ],
  ['snacks all holding sesame or a disliked apple', sesameOrAppleSnacks().input],
  ['main dishes of two dish families for a beginner', twoFamilyMains()],
  ['nutrition and macro weights 0, day improvement off', createPlanInput({ settings: NUTRITION_OFF })],
  [
    'nutrition weight 0 with the day improvement on',
    createPlanInput({
      settings: {
        ...DEFAULT_RECOMMENDER_SETTINGS,
        dayHeuristicsWeights: { ...DEFAULT_RECOMMENDER_SETTINGS.dayHeuristicsWeights, NUTRITIONAL_DEVIATION: 0 },
        runDayImprovement: true,
      },
    }),
  ],
  [
    '900 kcal with portions of at least 1.5 servings',
    createPlanInput({
      members: [createMember({ energyGoal: 'CUSTOM', customKcalTarget: 900 })],
      portionBounds: { min: 1.5, max: 2, step: 0 },
    }),
  ],
];

describe('each suggested relaxation, applied, shrinks its shortfall', () => {
  for (const [name, input] of SCENARIOS) {
    it(name, () => {
      const plan = planWeek(input);
      const suggested = (plan.warnings ?? []).filter((w) => (w.relaxations ?? []).length > 0);
      expect(suggested.length).toBeGreaterThan(0);
      // One re-plan per distinct relaxation; each warning that suggested it must improve.
      const byRelaxation = new Map<string, PlanWarning[]>();
      for (const w of suggested)
        for (const r of w.relaxations ?? [])
          byRelaxation.set(JSON.stringify(r), [...(byRelaxation.get(JSON.stringify(r)) ?? []), w]);
      const failures: string[] = [];
      for (const [key, warnings] of byRelaxation) {
        const relaxed = planWeek(applyRelaxation(input, JSON.parse(key)));
        for (const w of warnings) {
          const before = shortfallOf(plan, w);
          const after = shortfallOf(relaxed, w);
          if (!(after < before)) failures.push(`${key} for "${w.message}": ${before} -> ${after}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
