/** A plan that cannot be made names the binding rule in words a nutritionist understands. */
import { NoCandidatesError, planWeek } from '../../src/recommender';
import { catalogue, createPlanInput } from './fixtures';

describe('NoCandidatesError in words', () => {
  const base = catalogue(400, 11);
  // Every dinner recipe of the catalogue holds gluten or is not vegan: a vegan, gluten-free household has none.
  const candidates = base.map((r) =>
    r.mealTypes.includes('DINNER')
      ? r.suitableDiets.includes('VEGAN')
        ? { ...r, allergens: [...new Set([...r.allergens, 'GLUTEN' as const])] }
        : r
      : r,
  );

  it('names the diet and the allergens that leave a main-dish division empty, and how many recipes they keep', () => {
    const input = createPlanInput({
      candidates,
      restrictions: { diets: ['VEGAN'], allergens: ['GLUTEN', 'SOY'], foodRestrictions: [], ingredientRestrictions: [] },
    });
    let error: unknown;
    try {
      planWeek(input);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(NoCandidatesError);
    const message = (error as NoCandidatesError).message;
    expect(message).toMatch(
      /^Vegan with no gluten or soy leaves no recipe for (.+ at )?(Lunch|Dinner): the household's rules keep \d+ of 400 recipes and none of them fits/,
    );
    expect(message).not.toMatch(/VEGAN|GLUTEN|removed/);
    const kept = Number(/keep (\d+) of/.exec(message)?.[1]);
    const survivors = candidates.filter(
      (r) => r.suitableDiets.includes('VEGAN') && !r.allergens.includes('GLUTEN') && !r.allergens.includes('SOY'),
    );
    expect(kept).toBe(survivors.length);
  });

  it('plans the same catalogue when the diet is dropped (the rule named is the one that binds)', () => {
    const input = createPlanInput({
      candidates,
      restrictions: { diets: [], allergens: ['GLUTEN', 'SOY'], foodRestrictions: [], ingredientRestrictions: [] },
    });
    expect(planWeek(input).mealPlans.length).toBeGreaterThan(0);
  });
});
