/**
 * What a warning's relaxation means as a change to the plan's input. The warnings (warnings.ts) suggest a
 * relaxation only in this form, so that it can be applied and checked: every one, applied alone, shrinks the
 * shortfall of the warning that suggested it (tests/recommender/relaxations.test.ts).
 */
import { DEFAULT_PORTION_BOUNDS } from './scaling';
import type { PlanInput, PlanRelaxation } from './types';

/** The input with one relaxation applied; the input is not changed. */
export function applyRelaxation(input: PlanInput, r: PlanRelaxation): PlanInput {
  switch (r.kind) {
    case 'ALLOW_INGREDIENTS': {
      const allowed = new Set(r.idIngredients);
      const v = input.varietyOptions;
      return {
        ...input,
        restrictions: {
          ...input.restrictions,
          ingredientRestrictions: input.restrictions.ingredientRestrictions.filter((id) => !allowed.has(id)),
        },
        ...(v ? { varietyOptions: { ...v, excludedIngredients: v.excludedIngredients.filter((id) => !allowed.has(id)) } } : {}),
      };
    }
    case 'COOKING_EXPERTISE':
      return { ...input, restrictions: { ...input.restrictions, cookingExpertise: r.level } };
    case 'PORTION_BOUNDS': {
      const b = input.portionBounds ?? { ...DEFAULT_PORTION_BOUNDS, step: input.settings.mealRules?.portionStep ?? 0 };
      return { ...input, portionBounds: { ...b, min: r.min ?? b.min, max: r.max ?? b.max } };
    }
    case 'MACRO_SHARE': {
      const d = input.needsSettings.macroDistribution;
      const key = { PROTEIN: 'proteinDistribution', CARB: 'carbohydratesDistribution', FAT: 'fatDistribution' } as const;
      const others = (Object.keys(key) as (keyof typeof key)[]).filter((k) => k !== r.macro);
      const rest = others.reduce((a, k) => a + d[key[k]], 0);
      const next = { ...d, [key[r.macro]]: r.share };
      for (const k of others) next[key[k]] = rest > 0 ? ((1 - r.share) * d[key[k]]) / rest : (1 - r.share) / 2;
      return { ...input, needsSettings: { ...input.needsSettings, macroDistribution: next } };
    }
    case 'DAY_WEIGHT':
      return {
        ...input,
        settings: {
          ...input.settings,
          dayHeuristicsWeights: { ...input.settings.dayHeuristicsWeights, [r.heuristic]: r.weight },
        },
      };
    case 'MEAL_WEIGHT':
      return {
        ...input,
        settings: {
          ...input.settings,
          mealOfDayHeuristicsWeights: { ...input.settings.mealOfDayHeuristicsWeights, [r.heuristic]: r.weight },
        },
      };
    case 'RUN_DAY_IMPROVEMENT':
      return {
        ...input,
        settings: {
          ...input.settings,
          runDayImprovement: true,
          ...(r.nutritionWeight === undefined
            ? {}
            : { dayHeuristicsWeights: { ...input.settings.dayHeuristicsWeights, NUTRITIONAL_DEVIATION: r.nutritionWeight } }),
        },
      };
  }
}
