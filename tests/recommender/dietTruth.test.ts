/**
 * Defence in depth: the engine checks its hard rules against what the dish name and the ingredient names say, by
 * the domain rule set, not only against the stored tags. A recipe wrongly tagged VEGAN is never planned for vegans.
 */
import { dietsFromFacts, ingredientFacts, recipeSuitability } from '../../src/domain';
import { planWeek, type CandidateRecipe } from '../../src/recommender';
import { catalogue, createPlanInput, household } from './fixtures';

/** Every second vegan recipe gets a name or a line that breaks veganism, its tags left saying VEGAN. */
function sabotaged(): { candidates: CandidateRecipe[]; wrong: Set<number> } {
  const wrong = new Set<number>();
  let k = 0;
  const candidates = catalogue().map((r) => {
    if (!r.suitableDiets.includes('VEGAN') || k++ % 2 === 1) return r;
    wrong.add(r.idRecipe);
    return k % 4 === 1
      ? { ...r, name: `Bacon and egg ${r.name}` }
      : { ...r, ingredients: [...r.ingredients, { idIngredient: 999_001, name: 'Chili with beans, canned', grams: 20 }] };
  });
  return { candidates, wrong };
}

describe('diet truth in the engine', () => {
  const { candidates, wrong } = sabotaged();

  it('the sabotage is real: the tags still say VEGAN and the rule set says otherwise', () => {
    expect(wrong.size).toBeGreaterThan(50);
    for (const r of candidates.filter((c) => wrong.has(c.idRecipe))) {
      expect(r.suitableDiets).toContain('VEGAN');
      const members = r.ingredients.map((i) => ({ diets: dietsFromFacts(ingredientFacts({ name: i.name })), allergens: [] }));
      expect(recipeSuitability(r.name, members).diets).not.toContain('VEGAN');
    }
  });

  it.each([1, 2, 4])('never plans a wrongly tagged recipe for a vegan household of %i', (n) => {
    for (const seed of [3, 17]) {
      const input = createPlanInput({
        members: household(n),
        candidates,
        seed,
        restrictions: { diets: ['VEGAN'], allergens: [], foodRestrictions: [], ingredientRestrictions: [] },
      });
      const plan = planWeek(input);
      const planned = plan.mealPlans.flatMap((m) => m.scaledRecipes.map((s) => s.recipe.idRecipe));
      expect(planned.length).toBeGreaterThan(0);
      expect(planned.filter((id) => wrong.has(id))).toEqual([]);
      // The removals are counted under DIET, as any other diet removal.
      const removedByDiet = plan.mealPlans[0].scaledRecipes[0].appliedRestrictions.removedCandidates.DIET ?? 0;
      expect(removedByDiet).toBeGreaterThanOrEqual(wrong.size);
    }
  });

  it('plans them when no diet is asked (the check is the diet, not the sabotage)', () => {
    const plan = planWeek(createPlanInput({ members: household(2), candidates, seed: 3 }));
    const planned = plan.mealPlans.flatMap((m) => m.scaledRecipes.map((s) => s.recipe.idRecipe));
    expect(planned.some((id) => wrong.has(id))).toBe(true);
  });
});
