/**
 * The catalogue coverage report (openapi/planner.yaml getCatalogueCoverage): the recommender's own hard rules
 * (src/recommender/coverage.ts) over the cached candidates of the caller's context, for the fixed diet and allergen
 * profiles and the enabled food restrictions, in each meal slot of the context's divisions; the plan exposure of the
 * published recipes over the stored week plans; and the recipes the diet and allergen rules contradict.
 */
import {
  allergensFromFacts,
  appearancesOf,
  COVERAGE_PROFILES,
  COVERAGE_THIN_BELOW,
  dietsFromFacts,
  dishNameFacts,
  factsFromReasons,
  foodRestrictionProfileKey,
  giniCoefficient,
  ingredientSuitability,
  MEAL_ROLE_LABELS,
  mealRulesOf,
  type FactReason,
  type MealOfDay,
} from '../../../domain';
import {
  acceptedMealTypes,
  divisionCandidatesByProfile,
  divisionFallbackRoles,
  divisionRoles,
  ruleConflicts,
  type CandidateRecipe,
  type CoverageProfile,
  type MealOfDayDivision,
  type RuleConflict,
} from '../../../recommender';
import { unitOfWork } from '../../db';
import { createContextSettingsRepository, type StoredDivision } from '../../db/shared/contextSettings';
import type { Caller } from '../../http';
import type { components } from '../../generated/planner.schema.generated';
import type { CandidateCache } from '../candidates';
import { createCoverageRepository } from './coverageRepository';

type S = components['schemas'];

/** How many never-planned recipes the report names (the count is always complete). */
export const NEVER_PLANNED_LIMIT = 200;

const humanize = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

/** One slot per distinct meal part and own role of the context's MEAL_PART divisions, in the settings' order. */
export function coverageSlots(stored: readonly StoredDivision[]): { slot: S['CoverageSlot']; division: MealOfDayDivision }[] {
  const slots = new Map<string, { slot: S['CoverageSlot']; division: MealOfDayDivision }>();
  for (const d of stored) {
    if (d.type !== 'MEAL_PART' || !d.mealPart) continue;
    const key = d.mealRole ? `${d.mealPart}:${d.mealRole}` : d.mealPart;
    const found = slots.get(key);
    if (found) {
      if (!found.slot.mealsOfDay.includes(d.mealOfDay)) found.slot.mealsOfDay.push(d.mealOfDay);
      continue;
    }
    const division: MealOfDayDivision = {
      idMealOfDayDivision: d.idMealOfDayDivision,
      mealOfDay: d.mealOfDay,
      type: 'MEAL_PART',
      mealPart: d.mealPart,
      ...(d.mealRole ? { mealRole: d.mealRole } : {}),
    };
    slots.set(key, {
      division,
      slot: {
        key,
        label: d.mealRole ? `${humanize(d.mealPart)} (${MEAL_ROLE_LABELS[d.mealRole].replace(/ \(.*\)$/, '')})` : humanize(d.mealPart),
        mealPart: d.mealPart,
        ...(d.mealRole ? { mealRole: d.mealRole } : {}),
        mealsOfDay: [d.mealOfDay] as MealOfDay[],
        mealTypes: [...acceptedMealTypes(division)],
        mealRoles: [...divisionRoles(division)],
        ...(d.mealRole ? { fallbackMealRoles: [...divisionFallbackRoles(division)] } : {}),
      },
    });
  }
  return [...slots.values()];
}

/** The ingredients (and whether the name) that make a recipe's tags wrong. */
function contradictionOf(recipe: CandidateRecipe, c: RuleConflict): S['CoverageContradiction'] {
  const ingredients = new Set<string>();
  for (const i of recipe.ingredients) {
    const s = ingredientSuitability({ name: i.name });
    if (c.diets.some((d) => !s.diets.includes(d)) || c.allergens.some((a) => s.allergens.includes(a))) ingredients.add(i.name);
  }
  const breaks = (reason: FactReason) => {
    const facts = factsFromReasons([reason]);
    const diets = dietsFromFacts(facts);
    const allergens = allergensFromFacts(facts);
    return c.diets.some((d) => !diets.includes(d)) || c.allergens.some((a) => allergens.includes(a));
  };
  return {
    idRecipe: recipe.idRecipe,
    name: recipe.name,
    diets: [...c.diets],
    allergens: [...c.allergens],
    ingredients: [...ingredients],
    nameReasons: dishNameFacts(recipe.name)
      .filter(breaks)
      .map((r) => r.because),
  };
}

export function createCoverageService(cache: CandidateCache) {
  const work = (caller: Caller) =>
    unitOfWork(caller.db, (tx) => ({ coverage: createCoverageRepository(tx), settings: createContextSettingsRepository(tx) }));

  return {
    async report(caller: Caller): Promise<S['CatalogueCoverage']> {
      const set = await cache.get(caller.db);
      const { settings, restrictions, plans } = await work(caller)(async ({ coverage, settings }) => ({
        settings: await settings.read(),
        restrictions: await coverage.enabledFoodRestrictions(),
        plans: await coverage.planAppearances(),
      }));
      const none = { diets: [], allergens: [], foodRestrictions: [], ingredientRestrictions: [] };
      const rows: (Omit<S['CoverageProfileRow'], 'counts' | 'fellBack'> & CoverageProfile)[] = [
        ...COVERAGE_PROFILES.map((p) => ({
          key: p.key,
          label: p.label,
          diets: [...p.diets],
          allergens: [...p.allergens],
          restrictions: { ...none, diets: p.diets, allergens: p.allergens },
        })),
        ...restrictions.map((f) => ({
          key: foodRestrictionProfileKey(f.idFoodRestriction),
          label: f.name,
          diets: [],
          allergens: [],
          idFoodRestriction: f.idFoodRestriction,
          restrictions: { ...none, foodRestrictions: [f] },
        })),
      ];
      const slots = coverageSlots(settings.divisions);
      const cells = divisionCandidatesByProfile(
        set.candidates,
        rows,
        slots.map((s) => s.division),
        mealRulesOf(settings.recommender),
      );
      const catalogue = set.candidates.map((r) => r.idRecipe);
      const { counts, neverPlanned } = appearancesOf(catalogue, plans.byRecipe);
      const names = [...neverPlanned]
        .map((id) => ({ idRecipe: id, name: set.byId.get(id)!.name }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.idRecipe - b.idRecipe);
      return {
        threshold: COVERAGE_THIN_BELOW,
        publishedRecipes: set.candidates.length,
        slots: slots.map((s) => s.slot),
        profiles: rows.map(({ restrictions: _r, ...row }, i) => ({
          ...row,
          counts: cells[i].map((c) => c.idRecipes.length),
          fellBack: cells[i].map((c) => c.fellBack),
        })),
        exposure: {
          weekPlans: plans.weekPlans,
          appearances: counts.reduce((a, b) => a + b, 0),
          recipes: catalogue.length,
          plannedRecipes: catalogue.length - neverPlanned.length,
          neverPlannedCount: neverPlanned.length,
          gini: giniCoefficient(counts),
          neverPlanned: names.slice(0, NEVER_PLANNED_LIMIT),
          neverPlannedLimit: NEVER_PLANNED_LIMIT,
        },
        contradictions: ruleConflicts(set.candidates)
          .map((c) => contradictionOf(set.byId.get(c.idRecipe)!, c))
          .sort((a, b) => a.name.localeCompare(b.name) || a.idRecipe - b.idRecipe),
      };
    },
  };
}
