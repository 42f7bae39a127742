/**
 * The rules of saving and deleting recipes: who may, the version the client loaded, the units of each
 * line, the author, and the nutrition, diets and allergens computed from the lines (src/domain), all
 * written in one transaction or not at all.
 */
import {
  COOKING_METHODS,
  MEAL_TYPES,
  SEASONS,
  STORAGES,
  computeRecipeNutrition,
  deriveMealRoles,
  lineGrams,
  nutrientKeyOf,
  parseMealRoles,
  recipeSuitability,
  setByReason,
  type MealRole,
  type MealType,
} from '../../../domain';
import type { Principal } from '../../auth';
import { catalogueChanged, unitOfWork, isDbInt } from '../../db';
import { badRequest, versionConflict, forbidden, notFound, type Caller } from '../../http';
import type { components } from '../../generated/api.schema.generated';
import { canEditRecipe } from './permissions';
import { createPhotosRepository } from './photosRepository';
import type { PhotosService } from './photosService';
import {
  createRecipesRepository,
  type Author,
  type LockedRecipe,
  type Recipe,
  type RecipeLineValues,
  type RecipesRepository,
} from './recipesRepository';

export type RecipeInput = components['schemas']['RecipeInput'];

const TAG_VALUES: Record<string, readonly string[]> = {
  MEAL_TYPE: MEAL_TYPES,
  SEASON: SEASONS,
  STORAGE: STORAGES,
  COOKING_METHOD: COOKING_METHODS,
};

export const notFoundRecipe = (id: number) => notFound(`Recipe ${id} not found`);

/** Checks what the document cannot: a blank name, tag values, the version on update. */
export function validateRecipeInput(body: RecipeInput): void {
  if (!body.name.trim()) throw badRequest('Recipe name cannot be empty', 'name');
  if (body.idRecipe !== undefined && body.version === undefined) {
    throw badRequest('version is required when idRecipe is given (the version the recipe was loaded with)', 'version');
  }
  for (const code of Object.keys(body.i18nLabels ?? {})) {
    if (!/^[a-z]{2}$/.test(code))
      throw badRequest(
        `i18nLabels keys must be ISO 639-1 language codes (two lower-case letters), not "${code.slice(0, 20)}"`,
        `i18nLabels.${code.slice(0, 20)}`,
      );
  }
  (body.tags ?? []).forEach((tag, i) => {
    const allowed = TAG_VALUES[tag.category];
    if (allowed && !allowed.includes(tag.name)) {
      throw badRequest(`tags[${i}].name must be one of: ${allowed.join(', ')} for category ${tag.category}`, `tags[${i}].name`);
    }
    if (tag.category === 'OTHER' && !tag.name.trim()) throw badRequest(`tags[${i}].name must not be empty`, `tags[${i}].name`);
  });
}

/** English always, plus every language with a non-blank label. */
function translations(labels: RecipeInput['i18nLabels']): string[] {
  const langs = new Set<string>(['en']);
  for (const [code, texts] of Object.entries(labels ?? {})) {
    if (texts && Object.values(texts).some((t) => typeof t === 'string' && t.trim() !== '')) langs.add(code);
  }
  return [...langs].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/**
 * Only admins set or change a recipe's author. Anyone else may send back the author the recipe already
 * has (or, on create, themselves), as the editor does; any other author is a 403, never silently dropped.
 */
async function checkAuthorChange(
  recipes: RecipesRepository,
  body: RecipeInput,
  principal: Principal,
  stored: Author | null,
): Promise<void> {
  if (!body.author || principal.roles.includes('admin')) return;
  const sent = await recipes.authorById(body.author.id);
  const expected = body.idRecipe === undefined ? principal.externalId : stored?.externalId;
  if (!sent || !expected || sent.externalId !== expected) throw forbidden("Only admins may set or change a recipe's author");
}

/** Admins may set the author; otherwise an update keeps the stored author and a create is authored by the caller. */
async function resolveAuthor(
  recipes: RecipesRepository,
  body: RecipeInput,
  principal: Principal,
  stored: Author | null,
): Promise<Author> {
  if (body.author && principal.roles.includes('admin')) {
    const byId = await recipes.authorById(body.author.id);
    if (byId) return byId;
    if (body.author.externalID?.trim()) return recipes.ensureAuthor(body.author.externalID.trim(), body.author.name);
    throw badRequest(`Author ${body.author.id} does not exist`, 'author.id');
  }
  if (stored) return stored;
  return recipes.ensureAuthor(principal.externalId, principal.username);
}

const sameRoles = (a: readonly MealRole[], b: readonly MealRole[]) => a.length === b.length && a.every((r) => b.includes(r));

/**
 * The meal roles a save stores: those the name, the source's food code and the meal types give (derived: set-by
 * null) when the body sends none or sends those; else the roles sent, "set by <username> on <day>" (or who set them
 * before, when they are the stored ones sent back).
 */
export function mealRolesOfSave(
  body: Pick<RecipeInput, 'name' | 'tags' | 'mealRoles'>,
  stored: Pick<LockedRecipe, 'sourceCode' | 'mealRoles' | 'mealRolesSetBy'> | null,
  username: string,
  now: Date,
): { mealRoles: MealRole[]; mealRolesSetBy: string | null } {
  const mealTypes = (body.tags ?? [])
    .filter((t) => t.category === 'MEAL_TYPE' && (MEAL_TYPES as readonly string[]).includes(t.name))
    .map((t) => t.name as MealType);
  const derived = deriveMealRoles({ name: body.name.trim(), sourceCode: stored?.sourceCode ?? null, mealTypes });
  if (body.mealRoles === undefined) return { mealRoles: derived, mealRolesSetBy: null };
  const sent = parseMealRoles(body.mealRoles);
  if (sameRoles(sent, derived)) return { mealRoles: derived, mealRolesSetBy: null };
  const kept = stored?.mealRolesSetBy && stored.mealRoles && sameRoles(sent, stored.mealRoles);
  return { mealRoles: sent, mealRolesSetBy: kept ? stored.mealRolesSetBy : setByReason(username, now) };
}

/**
 * The recipe's lines with their ingredients' facts and units resolved (400 naming the line when one is not
 * there): what the nutrition is computed from, and the rows written.
 */
async function resolveLines(recipes: RecipesRepository, body: RecipeInput) {
  const ingredientIds = [...new Set(body.recipeIngredients.map((l) => l.ingredient.idIngredient))];
  const facts = await recipes.ingredientFacts(ingredientIds);
  const units = await recipes.unitsOf(ingredientIds);
  const lines = body.recipeIngredients.map((line, i) => {
    const ingredient = facts.get(line.ingredient.idIngredient);
    if (!ingredient)
      throw badRequest(
        `Ingredient ${line.ingredient.idIngredient} does not exist`,
        `recipeIngredients[${i}].ingredient.idIngredient`,
      );
    const unit =
      line.unit.idUnit !== undefined
        ? units.find((u) => u.id === line.unit.idUnit && u.ingredientId === ingredient.id)
        : units.find((u) => u.name === line.unit.name && u.ingredientId === ingredient.id);
    if (!unit && !(line.unit.idUnit === undefined && line.unit.name === 'GRAMS')) {
      throw badRequest(
        `Unit ${line.unit.idUnit ?? line.unit.name} is not a unit of ingredient ${ingredient.id}`,
        `recipeIngredients[${i}].unit`,
      );
    }
    const retention = new Map<string, number>();
    for (const f of line.nutrientRetentionFactors ?? []) {
      const key = nutrientKeyOf(f.nutrient);
      if (key) retention.set(key, f.factor);
    }
    return {
      ingredient,
      nutrition: {
        quantity: line.quantity,
        unitGrams: unit ? unit.quantityInGrams : 1,
        yieldFactor: line.weightYieldFactor?.factor ?? 1,
        per100g: ingredient.per100g,
        retention,
      },
      row: {
        ingredientId: ingredient.id,
        quantity: line.quantity,
        unitName: unit?.name ?? line.unit.name,
        unitId: unit?.id ?? null,
        weightGrams: 0,
        weightYieldFactor: line.weightYieldFactor?.factor ?? 1,
        nutrientRetentionFactors: line.nutrientRetentionFactors ?? [],
      } satisfies RecipeLineValues,
    };
  });
  for (const l of lines) l.row.weightGrams = lineGrams(l.nutrition);
  return lines;
}

/** Writes the recipe and returns its id; throws 400/403/404/409 before anything is written. */
async function write(recipes: RecipesRepository, body: RecipeInput, principal: Principal): Promise<number> {
  validateRecipeInput(body);
  let stored: Author | null = null;
  let locked: LockedRecipe | null = null;
  if (body.idRecipe !== undefined) {
    const existing = isDbInt(body.idRecipe) ? await recipes.lockForUpdate(body.idRecipe) : undefined;
    if (!existing) throw notFoundRecipe(body.idRecipe);
    if (!canEditRecipe(principal, existing.author.externalId))
      throw forbidden('Only the author, admins and nutritionists may edit this recipe');
    if (existing.version !== body.version) {
      throw versionConflict('RECIPE_VERSION_CONFLICT', 'recipe', body.version!, existing.version);
    }
    stored = existing.author;
    locked = existing;
  }
  await checkAuthorChange(recipes, body, principal, stored);

  const lines = await resolveLines(recipes, body);

  const servings = body.preparationDetails.servings;
  const n = computeRecipeNutrition(
    lines.map((l) => l.nutrition),
    servings,
  );
  const { diets, allergens } = recipeSuitability(
    body.name.trim(),
    lines.map((l) => l.ingredient),
  );
  const author = await resolveAuthor(recipes, body, principal, stored);
  const values = {
    name: body.name.trim(),
    status: body.status ?? 'DRAFT',
    authorExternalId: author.externalId,
    authorName: author.name,
    updatedBy: principal.username,
    cuisine: body.cuisine ?? null,
    nutsRegion: body.nutsRegion ?? null,
    expertiseLevel: body.expertiseLevel ?? null,
    otherInfo: body.otherInfo ?? null,
    source: body.source?.trim() || null,
    servings,
    preparationTime: body.preparationDetails.preparationTime ?? null,
    cookingTime: body.preparationDetails.cookingTime ?? null,
    preparationSteps: body.preparationDetails.preparationSteps ?? null,
    i18nLabels: body.i18nLabels ?? {},
    availableTranslations: translations(body.i18nLabels),
    allergens,
    diets,
    totalWeight: n.totalWeight,
    nutritionPerServing: n.perServing,
    servingColumns: n.servingColumns,
    proteinRatio: n.proteinRatio,
    fatRatio: n.fatRatio,
    carbohydrateRatio: n.carbohydrateRatio,
    ...mealRolesOfSave(body, locked, principal.username, new Date()),
  };

  let id: number;
  if (body.idRecipe === undefined) {
    id = await recipes.insert(values, principal.username);
  } else {
    id = body.idRecipe;
    if (!(await recipes.update(id, body.version!, values))) {
      throw versionConflict('RECIPE_VERSION_CONFLICT', 'recipe', body.version!);
    }
  }
  await recipes.replaceLines(
    id,
    lines.map((l) => l.row),
  );
  // DIET tags are computed from the ingredients; whatever the client sent for them is ignored.
  const tags = new Map<string, { category: string; name: string }>();
  for (const t of body.tags ?? [])
    if (t.category !== 'DIET') tags.set(`${t.category}:${t.name.trim()}`, { category: t.category, name: t.name.trim() });
  for (const d of diets) tags.set(`DIET:${d}`, { category: 'DIET', name: d });
  await recipes.replaceTags(id, [...tags.values()]);
  return id;
}

export function createRecipesService(photos: PhotosService) {
  const work = (caller: Caller) =>
    unitOfWork(caller.db, (tx) => ({ recipes: createRecipesRepository(tx), photos: createPhotosRepository(tx) }));

  return {
    async get(caller: Caller, id: number): Promise<Recipe> {
      const recipe = await work(caller)(({ recipes }) => recipes.findById(id));
      if (!recipe) throw notFoundRecipe(id);
      return recipe;
    },

    /**
     * Creates (no idRecipe) or updates (idRecipe + the version loaded). A create with an idempotency key
     * that was used before returns the recipe the first call created instead of creating another.
     */
    async save(caller: Caller, body: RecipeInput, idempotencyKey?: string): Promise<Recipe> {
      const key = body.idRecipe === undefined ? idempotencyKey : undefined;
      const { sub } = caller.principal;
      const saved = await work(caller)(async ({ recipes }) => {
        if (key) {
          const previous = await recipes.claimIdempotencyKey(sub, key, body);
          const again = previous ? await recipes.findById(previous) : undefined;
          if (again) return again;
          // previous === null: the recipe made under this key was deleted since; create it anew under the same key.
        }
        const id = await write(recipes, body, caller.principal);
        if (key) await recipes.bindIdempotencyKey(sub, key, id);
        return (await recipes.findById(id))!;
      });
      catalogueChanged(caller.db.context); // committed: the planner's candidates reload
      return saved;
    },

    /** Deletes the recipe (lines, tags and photo rows go with it), then the photo files. */
    async remove(caller: Caller, id: number): Promise<void> {
      const photoIds = await work(caller)(async ({ recipes, photos: photoRows }) => {
        const existing = await recipes.lockForUpdate(id);
        if (!existing) throw notFoundRecipe(id);
        if (!canEditRecipe(caller.principal, existing.author.externalId))
          throw forbidden('Only the author, admins and nutritionists may delete this recipe');
        const ids = await photoRows.idsOfRecipe(id);
        await recipes.remove(id);
        return ids;
      });
      catalogueChanged(caller.db.context);
      await photos.removeFiles(caller, photoIds);
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
