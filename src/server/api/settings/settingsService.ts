/**
 * The rules of the context settings the recommender reads: energy
 * distribution summing to 100 %, divisions complete for their type and naming existing recipes and
 * ingredients, weights a saved map omits stored as 0, reset to the defaults; the settings screen's
 * one save writes every part it carries in one transaction (all or nothing).
 */
import {
  completeSettings,
  DEFAULT_RECOMMENDER_SETTINGS,
  DIETS,
  MEAL_ROLES,
  type Diet,
  type EnergyEstimationEquation,
  type MacroDistribution,
  type RecommenderSettings,
} from '../../../domain';
import { unitOfWork } from '../../db';
import {
  createContextSettingsRepository,
  divisionSettingValue,
  isMealRole,
  SETTING_KEYS,
  type ContextSettingsRepository,
  type StoredDivision,
} from '../../db/shared/contextSettings';
import { withMissingAsZero, type RecommenderSettingsInput } from '../../db/shared/recommenderSettingsInput';
import { hasRole } from '../../auth';
import { HttpError, badRequest, forbidden, notFound, type Caller } from '../../http';

/** Fractions must sum to 1 within this tolerance (openapi/api.yaml). */
const DISTRIBUTION_TOLERANCE = 1e-4;

export type DivisionInput = Omit<StoredDivision, 'idMealOfDayDivision'> & { idMealOfDayDivision?: number };

/** Each share is a whole percentage (the settings screen edits whole numbers): within this of a multiple of 0.01. */
const WHOLE_PERCENT_TOLERANCE = 1e-9;
const SHARE_NAMES = {
  proteinDistribution: 'Protein',
  fatDistribution: 'Fat',
  carbohydratesDistribution: 'Carbohydrate',
} as const;

export function checkDistribution(value: MacroDistribution): MacroDistribution {
  const { proteinDistribution, fatDistribution, carbohydratesDistribution } = value;
  for (const [field, name] of Object.entries(SHARE_NAMES) as [keyof typeof SHARE_NAMES, string][]) {
    const percent = value[field] * 100;
    if (Math.abs(percent - Math.round(percent)) > WHOLE_PERCENT_TOLERANCE) {
      throw badRequest(
        `${name} share must be a whole percentage (a multiple of 0.01, such as 0.25 for 25 %)`,
        field,
        'ENERGY_DISTRIBUTION_WHOLE_PERCENT',
      );
    }
  }
  if (Math.abs(proteinDistribution + fatDistribution + carbohydratesDistribution - 1) > DISTRIBUTION_TOLERANCE) {
    throw badRequest('Sum of kcal distribution should be 100%', 'proteinDistribution', 'ENERGY_DISTRIBUTION_SUM');
  }
  return { proteinDistribution, fatDistribution, carbohydratesDistribution };
}

/**
 * Checks each division carries the field its type needs and a known meal role (kept for MEAL_PART divisions
 * only); names recipes and ingredients from the catalogue.
 */
export async function resolveDivisions(
  repo: ContextSettingsRepository,
  input: readonly DivisionInput[],
): Promise<StoredDivision[]> {
  input.forEach((d, i) => {
    const need = d.type === 'MEAL_PART' ? 'mealPart' : d.type === 'RECIPE' ? 'recipe' : 'ingredientDivision';
    if (d[need] === undefined)
      throw new HttpError(400, 'MEAL_DIVISION_INCOMPLETE', `A ${d.type} division needs ${need}`, `[${i}].${need}`);
    if (d.mealRole !== undefined && !isMealRole(d.mealRole))
      throw badRequest(`Meal role must be one of ${MEAL_ROLES.join(', ')}`, `[${i}].mealRole`, 'MEAL_ROLE_UNKNOWN');
  });
  const recipes = await repo.recipeNames([...new Set(input.filter((d) => d.type === 'RECIPE').map((d) => d.recipe!.idRecipe))]);
  const ingredients = await repo.ingredientNames([
    ...new Set(input.filter((d) => d.type === 'INGREDIENT').map((d) => d.ingredientDivision!.ingredient.idIngredient)),
  ]);
  const missingRecipe = input.find((d) => d.type === 'RECIPE' && !recipes.has(d.recipe!.idRecipe));
  if (missingRecipe) throw notFound(`Recipe ${missingRecipe.recipe!.idRecipe} not found`);
  const missingIngredient = input.find(
    (d) => d.type === 'INGREDIENT' && !ingredients.has(d.ingredientDivision!.ingredient.idIngredient),
  );
  if (missingIngredient) throw notFound(`Ingredient ${missingIngredient.ingredientDivision!.ingredient.idIngredient} not found`);

  // Keep the ids the client sent (unique ones), number the new divisions after them.
  const used = new Set<number>();
  for (const d of input) if (d.idMealOfDayDivision !== undefined) used.add(d.idMealOfDayDivision);
  let next = Math.max(0, ...used) + 1;
  const taken = new Set<number>();
  return input.map((d) => {
    let id = d.idMealOfDayDivision;
    if (id === undefined || taken.has(id)) id = next++;
    taken.add(id);
    const out: StoredDivision = { idMealOfDayDivision: id, mealOfDay: d.mealOfDay, type: d.type };
    if (d.type === 'MEAL_PART') out.mealPart = d.mealPart;
    if (d.type === 'RECIPE') out.recipe = { idRecipe: d.recipe!.idRecipe, name: recipes.get(d.recipe!.idRecipe) };
    if (d.type === 'INGREDIENT') {
      const idIngredient = d.ingredientDivision!.ingredient.idIngredient;
      out.ingredientDivision = { ingredient: { idIngredient, name: ingredients.get(idIngredient) } };
    }
    if (d.name !== undefined) out.name = d.name;
    if (d.type === 'MEAL_PART' && d.mealRole !== undefined) out.mealRole = d.mealRole;
    return out;
  });
}

/** The parts the settings screen saves together; a part left out keeps its value. */
export interface AllSettingsInput {
  energyDistribution?: MacroDistribution;
  energyEstimationEquation?: EnergyEstimationEquation;
  mealOfDayDivisions?: readonly DivisionInput[];
  enabledDietaryRestrictions?: readonly Diet[];
  recommenderSettings?: RecommenderSettingsInput;
}

/** Every setting of the settings screen, as the one save answers it. */
export interface AllSettings {
  energyDistribution: MacroDistribution;
  energyEstimationEquation: EnergyEstimationEquation;
  mealOfDayDivisions: StoredDivision[];
  enabledDietaryRestrictions: Diet[];
  recommenderSettings: RecommenderSettings;
}

/** Checks and writes each part given, in the caller's unit of work; answers every setting after the writes. */
async function writeAll(repo: ContextSettingsRepository, input: AllSettingsInput, who: string): Promise<AllSettings> {
  if (input.energyDistribution !== undefined) {
    await repo.write(SETTING_KEYS.energyDistribution, checkDistribution(input.energyDistribution), who);
  }
  if (input.energyEstimationEquation !== undefined) await repo.write(SETTING_KEYS.equation, input.energyEstimationEquation, who);
  if (input.enabledDietaryRestrictions !== undefined) {
    const given = input.enabledDietaryRestrictions;
    await repo.write(
      SETTING_KEYS.enabledDiets,
      DIETS.filter((d) => given.includes(d)),
      who,
    );
  }
  if (input.recommenderSettings !== undefined)
    await repo.write(SETTING_KEYS.recommender, withMissingAsZero(input.recommenderSettings, 'recommenderSettings.'), who);
  if (input.mealOfDayDivisions !== undefined) {
    const divisions = await resolveDivisions(repo, input.mealOfDayDivisions);
    const current = await repo.read();
    await repo.write(SETTING_KEYS.divisions, divisionSettingValue(divisions, current.energySplits), who);
  }
  const now = await repo.read();
  return {
    energyDistribution: now.energyDistribution,
    energyEstimationEquation: now.equation,
    mealOfDayDivisions: now.divisions,
    enabledDietaryRestrictions: now.enabledDiets,
    recommenderSettings: now.recommender,
  };
}

/** A save of the settings: its writes, then one new settings version in the same unit of work (all or nothing). */
async function saved<T>(repo: ContextSettingsRepository, caller: Caller, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await repo.recordVersion(caller.principal.username);
  return result;
}

export function createSettingsService() {
  const work = (caller: Caller) => unitOfWork(caller.db, createContextSettingsRepository);
  const by = (caller: Caller) => caller.principal.username;

  return {
    read: (caller: Caller) => work(caller)((repo) => repo.read()),

    async saveEquation(caller: Caller, equation: EnergyEstimationEquation) {
      await work(caller)((repo) => saved(repo, caller, () => repo.write(SETTING_KEYS.equation, equation, by(caller))));
      return equation;
    },
    saveDivisions: (caller: Caller, input: readonly DivisionInput[]) =>
      work(caller)(async (repo) => {
        const divisions = await resolveDivisions(repo, input);
        const current = await repo.read();
        await saved(repo, caller, () =>
          repo.write(SETTING_KEYS.divisions, divisionSettingValue(divisions, current.energySplits), by(caller)),
        );
        return divisions;
      }),
    async saveEnabledDiets(caller: Caller, given: readonly Diet[]) {
      const diets = DIETS.filter((d) => given.includes(d));
      await work(caller)((repo) => saved(repo, caller, () => repo.write(SETTING_KEYS.enabledDiets, diets, by(caller))));
      return diets;
    },
    async saveEnergyDistribution(caller: Caller, given: MacroDistribution) {
      const value = checkDistribution(given);
      await work(caller)((repo) => saved(repo, caller, () => repo.write(SETTING_KEYS.energyDistribution, value, by(caller))));
      return value;
    },
    async saveRecommender(caller: Caller, given: RecommenderSettingsInput) {
      const settings = withMissingAsZero(given);
      await work(caller)((repo) => saved(repo, caller, () => repo.write(SETTING_KEYS.recommender, settings, by(caller))));
      return settings;
    },
    /**
     * The settings screen's one save: each part given is checked as its own save checks it and all
     * are written in one unit of work, so a part refused (even by a check that reads the database,
     * such as a division naming an unknown recipe) leaves every setting as it was.
     */
    async saveAll(caller: Caller, input: AllSettingsInput): Promise<AllSettings> {
      if (!hasRole(caller.principal, 'admin')) throw forbidden('Only admins may change the settings');
      return work(caller)((repo) => saved(repo, caller, () => writeAll(repo, input, by(caller))));
    },
    async resetRecommender(caller: Caller) {
      await work(caller)((repo) =>
        saved(repo, caller, () => repo.write(SETTING_KEYS.recommender, DEFAULT_RECOMMENDER_SETTINGS, by(caller))),
      );
      // As a read answers it: the meal rules' defaults included.
      return completeSettings(DEFAULT_RECOMMENDER_SETTINGS);
    },
  };
}
