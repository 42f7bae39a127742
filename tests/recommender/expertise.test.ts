/**
 * The EXPERTISE hard rule: a household plans no recipe asking more cooking expertise than its cook has, counts the
 * recipes it leaves out under EXPERTISE, and "why not" names the rule. On the synthetic catalogue, each recipe given a
 * level by its id (a third each, a few without one).
 */
import { EXPERTISE_LEVELS, type ExpertiseLevel } from '../../src/domain';
import { explainMeal, planWeek, type CandidateRecipe, type PlanInput } from '../../src/recommender';
import { catalogue, createPlanInput } from './fixtures';

const levelOf = (id: number): ExpertiseLevel | null => (id % 10 === 0 ? null : EXPERTISE_LEVELS[id % 3]);
const CANDIDATES: CandidateRecipe[] = catalogue().map((r) => ({ ...r, expertiseLevel: levelOf(r.idRecipe) }));

const input = (cookingExpertise?: ExpertiseLevel, overrides: Partial<PlanInput> = {}): PlanInput => {
  const base = createPlanInput({ candidates: CANDIDATES, ...overrides });
  return { ...base, restrictions: { ...base.restrictions, ...(cookingExpertise ? { cookingExpertise } : {}) } };
};
const scaled = (plan: ReturnType<typeof planWeek>) => plan.mealPlans.flatMap((m) => m.scaledRecipes);
const rank = (level: ExpertiseLevel | null) => (level ? EXPERTISE_LEVELS.indexOf(level) : -1);

describe('cooking expertise (hard rule EXPERTISE)', () => {
  it.each(EXPERTISE_LEVELS)('a household at %s plans no recipe above its level, and counts the removed ones', (cook) => {
    const plan = planWeek(input(cook));
    const chosen = scaled(plan);
    expect(chosen.length).toBeGreaterThan(0);
    for (const s of chosen) expect(rank(levelOf(s.recipe.idRecipe))).toBeLessThanOrEqual(rank(cook));
    const above = CANDIDATES.filter((r) => rank(r.expertiseLevel ?? null) > rank(cook)).length;
    // Every removal is counted under the first rule it breaks; without other household rules, all go to EXPERTISE.
    for (const s of chosen) expect(s.appliedRestrictions.removedCandidates.EXPERTISE).toBe(above);
  });

  it('without a level the household is not limited, and recipes without one suit every household', () => {
    const open = scaled(planWeek(input()));
    expect(open.every((s) => s.appliedRestrictions.removedCandidates.EXPERTISE === 0)).toBe(true);
    expect(open.some((s) => rank(levelOf(s.recipe.idRecipe)) === 2)).toBe(true);
    const beginner = scaled(planWeek(input('BEGINNER')));
    expect(beginner.some((s) => levelOf(s.recipe.idRecipe) === null)).toBe(true);
  });

  it('why not names the expertise of the recipe and of the household', () => {
    const plan = planWeek(input('BEGINNER'));
    const advanced = CANDIDATES.find((r) => r.expertiseLevel === 'ADVANCED' && r.mealTypes.includes('LUNCH'))!;
    const x = explainMeal(
      { ...input('BEGINNER'), previousPlan: plan, action: 'REVIEW' },
      { dayOfWeek: 'MONDAY', idMealOfDayDivision: 4, whyNot: advanced.idRecipe },
    );
    expect(x.whyNot).toMatchObject({ reason: 'RESTRICTION', rule: 'EXPERTISE', idRecipe: advanced.idRecipe });
    expect(x.whyNot!.message).toContain("advanced cooking expertise, above the household's beginner");
  });
});
