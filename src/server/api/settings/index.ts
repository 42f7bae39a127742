import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound, type HandlerMap } from '../../http';
import { requirePrincipal } from '../../auth';
import type { BackendDeps } from '../../deps';
import type { SqlRunner } from '../../db/client';
import {
  completeSettings, DEFAULT_RECOMMENDER_SETTINGS, DIETS, MEAL_PARTS,
  type Diet, type EnergyEstimationEquation, type RecommenderSettings,
} from '../../../domain';
import {
  divisionSettingValue, readContextSettings, SETTING_KEYS, writeSetting, type StoredDivision,
} from './store';

/** Fractions must sum to 1 within this tolerance (openapi/api.yaml). */
const DISTRIBUTION_TOLERANCE = 1e-4;

function inContext<T>(deps: BackendDeps, request: FastifyRequest, fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
  return deps.db.transaction(fn, { context: requirePrincipal(request).context });
}

/** Weights a saved map omits are saved as 0 (off), per the contract. */
function withMissingAsZero(body: RecommenderSettings): RecommenderSettings {
  const zeros = (names: readonly string[], given: Record<string, number>) => Object.fromEntries(names.map((n) => [n, given[n] ?? 0]));
  const d = DEFAULT_RECOMMENDER_SETTINGS;
  return completeSettings({
    mealOfDayHeuristicsWeights: zeros(Object.keys(d.mealOfDayHeuristicsWeights), body.mealOfDayHeuristicsWeights) as RecommenderSettings['mealOfDayHeuristicsWeights'],
    dayHeuristicsWeights: zeros(Object.keys(d.dayHeuristicsWeights), body.dayHeuristicsWeights) as RecommenderSettings['dayHeuristicsWeights'],
    weekHeuristicsWeights: zeros(Object.keys(d.weekHeuristicsWeights), body.weekHeuristicsWeights) as RecommenderSettings['weekHeuristicsWeights'],
    runDayImprovement: body.runDayImprovement,
    runWeekImprovement: body.runWeekImprovement,
  });
}

type DivisionInput = Omit<StoredDivision, 'idMealOfDayDivision'> & { idMealOfDayDivision?: number };

/** Checks each division carries the field its type needs; names recipes and ingredients from the catalogue. */
async function resolveDivisions(tx: SqlRunner, input: DivisionInput[]): Promise<StoredDivision[]> {
  input.forEach((d, i) => {
    const need = d.type === 'MEAL_PART' ? 'mealPart' : d.type === 'RECIPE' ? 'recipe' : 'ingredientDivision';
    if (d[need] === undefined) {
      throw new HttpError(400, 'MEAL_DIVISION_INCOMPLETE', `A ${d.type} division needs ${need}`, `[${i}].${need}`);
    }
  });
  const recipeIds = [...new Set(input.filter((d) => d.type === 'RECIPE').map((d) => d.recipe!.idRecipe))];
  const ingredientIds = [...new Set(input.filter((d) => d.type === 'INGREDIENT').map((d) => d.ingredientDivision!.ingredient.idIngredient))];
  const recipes = new Map((recipeIds.length ? await tx.query<{ id: number; name: string }>('SELECT id, name FROM recipe WHERE id = ANY($1::int[])', [recipeIds]) : [])
    .map((r) => [Number(r.id), r.name]));
  const ingredients = new Map((ingredientIds.length ? await tx.query<{ id: number; name: string }>('SELECT id, name FROM ingredient WHERE id = ANY($1::int[])', [ingredientIds]) : [])
    .map((r) => [Number(r.id), r.name]));
  const missingRecipe = recipeIds.find((id) => !recipes.has(id));
  if (missingRecipe !== undefined) throw notFound(`Recipe ${missingRecipe} not found`);
  const missingIngredient = ingredientIds.find((id) => !ingredients.has(id));
  if (missingIngredient !== undefined) throw notFound(`Ingredient ${missingIngredient} not found`);

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
    return out;
  });
}

/** Settings operations of the app API that the recommender reads (planning.md section 7). */
export function createSettingsHandlers(deps: BackendDeps): HandlerMap {
  const who = (request: FastifyRequest) => requirePrincipal(request).username;
  return {
    getEnergyEstimationEquation: async (request) =>
      inContext(deps, request, async (tx) => ({ energyEstimationEquation: (await readContextSettings(tx)).equation })),
    saveEnergyEstimationEquation: async (request) => {
      const { energyEstimationEquation } = request.body as { energyEstimationEquation: EnergyEstimationEquation };
      await inContext(deps, request, (tx) => writeSetting(tx, SETTING_KEYS.equation, energyEstimationEquation, who(request)));
      return { energyEstimationEquation };
    },
    listMealParts: async () => [...MEAL_PARTS],
    listMealOfDayDivisions: async (request) => inContext(deps, request, async (tx) => (await readContextSettings(tx)).divisions),
    saveMealOfDayDivisions: async (request) => {
      const body = request.body as DivisionInput[];
      return inContext(deps, request, async (tx) => {
        const divisions = await resolveDivisions(tx, body);
        const current = await readContextSettings(tx);
        await writeSetting(tx, SETTING_KEYS.divisions, divisionSettingValue(divisions, current.energySplits), who(request));
        return divisions;
      });
    },
    getEnabledDietaryRestrictions: async (request) => inContext(deps, request, async (tx) => (await readContextSettings(tx)).enabledDiets),
    saveEnabledDietaryRestrictions: async (request) => {
      const body = request.body as Diet[];
      const diets = DIETS.filter((d) => body.includes(d));
      await inContext(deps, request, (tx) => writeSetting(tx, SETTING_KEYS.enabledDiets, diets, who(request)));
      return diets;
    },
    getEnergyDistribution: async (request) => inContext(deps, request, async (tx) => (await readContextSettings(tx)).energyDistribution),
    saveEnergyDistribution: async (request) => {
      const { proteinDistribution, fatDistribution, carbohydratesDistribution } = request.body as Record<string, number>;
      if (Math.abs(proteinDistribution + fatDistribution + carbohydratesDistribution - 1) > DISTRIBUTION_TOLERANCE) {
        throw badRequest('Sum of kcal distribution should be 100%', 'proteinDistribution', 'ENERGY_DISTRIBUTION_SUM');
      }
      const value = { proteinDistribution, fatDistribution, carbohydratesDistribution };
      await inContext(deps, request, (tx) => writeSetting(tx, SETTING_KEYS.energyDistribution, value, who(request)));
      return value;
    },
    getRecommenderSettings: async (request) => inContext(deps, request, async (tx) => (await readContextSettings(tx)).recommender),
    saveRecommenderSettings: async (request) => {
      const settings = withMissingAsZero(request.body as RecommenderSettings);
      await inContext(deps, request, (tx) => writeSetting(tx, SETTING_KEYS.recommender, settings, who(request)));
      return settings;
    },
    resetRecommenderSettings: async (request) => {
      await inContext(deps, request, (tx) => writeSetting(tx, SETTING_KEYS.recommender, DEFAULT_RECOMMENDER_SETTINGS, who(request)));
      return DEFAULT_RECOMMENDER_SETTINGS;
    },
  };
}
