/**
 * The rules of FCDB ingredients: who may change them (admins, nutritionists and ambassadors; everyone
 * else reads), what a save may contain, which ingredients may be deleted (not EUROFIR ones, not one a
 * recipe uses), the unit list (GRAMS is always 1 g, no unit twice, a unit a recipe uses cannot go),
 * duplicating, importing from another country context, and recomputing the recipes an ingredient's
 * figures feed, all in one transaction per call.
 */
import {
  catalogueChanged,
  contextSchema,
  isCountry,
  unitOfWork,
  type ContextDatabase,
  type Country,
  type IngredientFilter,
} from '../../db';
import { badRequest, conflict, versionConflict, forbidden, notFound, type Caller } from '../../http';
import {
  ALLERGENS,
  allergensFromFacts,
  ANIMAL_ORIGINS,
  dietsFromFacts,
  GLUTEN_CEREALS,
  LANGUAGES,
  nutrientKeyOf,
  ownAllergens,
  reasonsAfterSave,
  saysLactoseFree,
  setByReason,
  type FoodFacts,
} from '../../../domain';
import type { Principal } from '../../auth';
import type { components } from '../../generated/api.schema.generated';
import {
  createIngredientsRepository,
  inputNutrients,
  type Ingredient,
  type IngredientInput,
  type IngredientSummary,
  type IngredientHead,
  type IngredientUnit,
} from './ingredientsRepository';
import { NUTRIENT_MAP_KEYS } from '../../../domain/nutrientGroups';
import { createIngredientCopyRepository } from './ingredientCopyRepository';
import { createIdempotencyRepository } from '../idempotencyRepository';
import { recomputeRecipesUsing } from './recipeRecomputationRepository';
import { createUnitsRepository } from './unitsRepository';

export type IngredientUnitInput = components['schemas']['IngredientUnitInput'];

/** Ingredients of this source cannot be deleted. */
export const NON_DELETABLE_SOURCE = 'EUROFIR';
export const INGREDIENT_EDITOR_ROLES = ['admin', 'nutritionist', 'ambassador'] as const;

export function canEditIngredients(principal: Pick<Principal, 'roles'>): boolean {
  return INGREDIENT_EDITOR_ROLES.some((r) => principal.roles.includes(r));
}

function requireEditor(principal: Principal): void {
  if (!canEditIngredients(principal)) throw forbidden('Only admins, nutritionists and ambassadors may change ingredients');
}

export const notFoundIngredient = (id: number) => notFound(`Ingredient ${id} not found`);

const staleIngredient = (loaded: number, current?: number) =>
  versionConflict('INGREDIENT_VERSION_CONFLICT', 'ingredient', loaded, current);

/** The source database and external id an import from `country` gives the copy of `row`. */
export function importOrigin(
  country: Country,
  row: { id: unknown; fcdb: unknown; external_id: unknown },
): { fcdb: string; externalId: string } {
  if (typeof row.external_id === 'string' && row.external_id && typeof row.fcdb === 'string' && row.fcdb) {
    return { fcdb: row.fcdb, externalId: row.external_id };
  }
  return { fcdb: `CONTEXT_${country.toUpperCase()}`, externalId: String(row.id) };
}

function validateInput(body: IngredientInput): void {
  if (!body.name.trim()) throw badRequest('Name cannot be empty', 'name');
  // The document requires it too; callers without the HTTP layer get the same answer as recipes give.
  if ((body.version as number | undefined) === undefined)
    throw badRequest('version is required (the version the ingredient was loaded with)', 'version');
  for (const part of ['vitamins', 'minerals'] as const) {
    for (const key of Object.keys(body[part] ?? {})) {
      if (!NUTRIENT_MAP_KEYS[part].has(key)) {
        throw badRequest(
          `${part}.${key.slice(0, 40)} is not a known nutrient; use one of: ${[...NUTRIENT_MAP_KEYS[part].keys()].join(', ')}`,
          `${part}.${key.slice(0, 40)}`,
        );
      }
    }
  }
  const languages = new Set<string>();
  (body.nameTranslations ?? []).forEach((t, i) => {
    if (languages.has(t.languageCode))
      throw badRequest(`nameTranslations has language ${t.languageCode} twice`, `nameTranslations[${i}].languageCode`);
    languages.add(t.languageCode);
    requireKnownLanguage(t.languageCode, `nameTranslations[${i}].languageCode`);
    if (!t.translation.trim()) throw badRequest('A translation cannot be empty', `nameTranslations[${i}].translation`);
  });
  // The document's enums, for callers without the HTTP layer.
  for (const [field, known] of [
    ['animalOrigins', ANIMAL_ORIGINS],
    ['glutenCereals', GLUTEN_CEREALS],
    ['allergens', ALLERGENS],
  ] as const) {
    (body[field] ?? []).forEach((value: string, i) => {
      if (!(known as readonly string[]).includes(value))
        throw badRequest(`${field}[${i}]: ${String(value).slice(0, 40)} is not one of ${known.join(', ')}`, `${field}[${i}]`);
    });
  }
  // The recipe computation reads a retention factor by its nutrient: one it cannot name would be ignored silently.
  (body.nutrientRetentionFactors ?? []).forEach((f, i) => {
    if (!nutrientKeyOf(f.nutrient))
      throw badRequest(
        `Nutrient retention factor ${i + 1}: ${f.nutrient.slice(0, 64)} is not a known nutrient (e.g. vitaminC_mg, protein_g)`,
        `nutrientRetentionFactors[${i}].nutrient`,
      );
  });
}

/** A translation's language must be one of the application's (GET /languages). */
export function requireKnownLanguage(code: string, field: string): void {
  if (!LANGUAGES.some((l) => l.code === code))
    throw badRequest(
      `${code} is not a language of the application; use one of: ${LANGUAGES.map((l) => l.code).join(', ')}`,
      field,
    );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * What a save stores of the ingredient's facts: the lists sent (absent ones as they were), the diets and
 * allergens derived from them, and the reasons (kept for kept facts, "set by <username> on <day>" for new ones).
 */
function factsOfSave(body: IngredientInput, head: IngredientHead, username: string, now: Date) {
  const before = head.stored;
  const origins = new Set<string>(body.animalOrigins ?? before.facts.animalOrigins);
  const cereals = new Set<string>(body.glutenCereals ?? before.facts.glutenCereals);
  const own = new Set<string>(body.allergens ?? ownAllergens(head.allergens, before.facts, before.reasons));
  const facts: FoodFacts = {
    animalOrigins: ANIMAL_ORIGINS.filter((o) => origins.has(o)),
    glutenCereals: GLUTEN_CEREALS.filter((c) => cereals.has(c)),
    allergens: ALLERGENS.filter((a) => own.has(a)),
  };
  const names = [body.name, body.englishName ?? ''];
  return {
    facts,
    diets: dietsFromFacts(facts, names.some(saysLactoseFree)),
    allergens: allergensFromFacts(facts),
    reasons: reasonsAfterSave(before.reasons, facts, setByReason(username, now)),
  };
}

export interface IngredientsServiceDeps {
  /** The database of another country context (imports read from it). */
  contextDb(country: Country): ContextDatabase;
}

/** The repositories of one unit of work in `db`. */
const work = (db: ContextDatabase) =>
  unitOfWork(db, (tx) => ({
    tx,
    ingredients: createIngredientsRepository(tx),
    copies: createIngredientCopyRepository(tx),
    units: createUnitsRepository(tx),
    keys: createIdempotencyRepository(tx),
  }));

/**
 * Replaces the editable fields if the ingredient still has the version the client loaded (409
 * INGREDIENT_VERSION_CONFLICT otherwise, nothing written) and adds one to it; derives the diets and
 * allergens from the facts; when the nutrition, allergens or diets changed (a fact added or removed
 * changes them), recomputes every recipe using the ingredient in the same transaction.
 * Returns how many recipes were recomputed.
 */
async function saveIngredient(caller: Caller, id: number, body: IngredientInput): Promise<{ recomputedRecipes: number }> {
  requireEditor(caller.principal);
  validateInput(body);
  const saved = await work(caller.db)(async ({ tx, ingredients }) => {
    const head = await ingredients.lockHead(id);
    if (!head) throw notFoundIngredient(id);
    // The row is locked: a save committed since the client loaded it shows in its version.
    if (head.version !== body.version) throw staleIngredient(body.version, head.version);
    const groupIds = [...new Set((body.groups ?? []).map((g) => g.idGroup))];
    const known = await ingredients.existing('food_group', groupIds);
    const unknownGroup = (body.groups ?? []).findIndex((g) => !known.has(g.idGroup));
    if (unknownGroup >= 0)
      throw badRequest(`Food group ${body.groups![unknownGroup].idGroup} does not exist`, `groups[${unknownGroup}].idGroup`);
    const igId = body.ingredientGroup?.idIngredientGroup;
    if (igId !== undefined && !(await ingredients.existing('ingredient_group', [igId])).has(igId)) {
      throw badRequest(`Display name ${igId} does not exist`, 'ingredientGroup.idIngredientGroup');
    }
    const codes = [...new Set((body.languaLDescriptors ?? []).map((d) => d.id))];
    const knownCodes = await ingredients.existingLangual(codes);
    const unknownCode = (body.languaLDescriptors ?? []).findIndex((d) => !knownCodes.has(d.id));
    if (unknownCode >= 0)
      throw badRequest(
        `LanguaL descriptor ${body.languaLDescriptors![unknownCode].id} does not exist`,
        `languaLDescriptors[${unknownCode}].id`,
      );

    const nutrients = inputNutrients(body);
    // Diets and allergens follow the facts on every save (suitableDiets in the body is read-only, ignored).
    const { facts, diets, allergens, reasons } = factsOfSave(body, head, caller.principal.username, new Date());
    const written = await ingredients.update(id, body.version, {
      name: body.name.trim(),
      englishName: body.englishName?.trim() || null,
      originalName: body.originalName?.trim() || null,
      recommendedPortionGrams: body.recommendedPortionGrams ?? null,
      allergens,
      diets,
      animalOrigins: facts.animalOrigins,
      glutenCereals: facts.glutenCereals,
      factReasons: reasons,
      weightYieldFactors: body.weightYieldFactors ?? [],
      nutrientRetentionFactors: body.nutrientRetentionFactors ?? [],
      ingredientGroupId: igId ?? null,
      nutrients,
    });
    if (!written) throw staleIngredient(body.version);
    await ingredients.replaceTranslations(
      id,
      (body.nameTranslations ?? []).map((t) => ({ languageCode: t.languageCode, translation: t.translation.trim() })),
    );
    await ingredients.replaceFoodGroups(id, groupIds);
    await ingredients.replaceLangual(id, codes);

    const nutritionChanged = Object.entries(nutrients).some(
      ([key, value]) => (head.nutrients[key as keyof typeof nutrients] ?? null) !== (value ?? null),
    );
    const changed = nutritionChanged || !sameList(allergens, head.allergens) || !sameList(diets, head.diets);
    return { recomputedRecipes: changed ? await recomputeRecipesUsing(tx, [id]) : 0 };
  });
  catalogueChanged(caller.db.context); // committed: the planner's candidates reload
  return saved;
}

/**
 * A copy (named "<name> (copy)", source USER, no external id) with units, translations and links; returns
 * it. A retry with the same idempotency key returns the first copy while it exists.
 */
async function duplicateIngredient(caller: Caller, id: number, idempotencyKey?: string): Promise<Ingredient> {
  requireEditor(caller.principal);
  const operation = `duplicateIngredient:${id}`;
  return work(caller.db)(async ({ ingredients, copies, keys }) => {
    const head = await ingredients.lockHead(id);
    if (!head) throw notFoundIngredient(id);
    if (idempotencyKey) {
      const previous = await keys.claim(caller.principal.sub, operation, idempotencyKey, { id });
      const again = previous ? await ingredients.findById(previous) : undefined;
      if (again) return again;
    }
    const copy = await copies.copy(id, {
      name: `${head.name} (copy)`.slice(0, 255),
      source: 'USER',
      fcdb: null,
      externalId: null,
    });
    if (idempotencyKey) await keys.bind(caller.principal.sub, operation, idempotencyKey, copy);
    return (await ingredients.findById(copy))!;
  });
}

/** Imports ingredient `id` of context `country` into the caller's context (see importOrigin for "already exists"). */
async function importIngredient(deps: IngredientsServiceDeps, caller: Caller, id: number, country: string): Promise<Ingredient> {
  requireEditor(caller.principal);
  if (!isCountry(country)) throw badRequest(`Unknown country ${country.slice(0, 10)}`, 'country');
  if (country === caller.db.context)
    throw badRequest('The ingredient is already in this country context; pick another country', 'country');
  if (!(await work(caller.db)(({ copies }) => copies.contextExists(contextSchema(country))))) {
    throw notFound(`There is no ${country.toUpperCase()} database on this server`);
  }
  const source = await work(deps.contextDb(country))(({ copies }) => copies.exportForImport(id));
  if (!source) throw notFound(`Ingredient ${id} not found in ${country.toUpperCase()}`);
  const origin = importOrigin(country, { id: source.row.id, fcdb: source.row.fcdb, external_id: source.row.external_id });
  return work(caller.db)(async ({ ingredients, copies }) => {
    // Serialises concurrent imports of the same food (the unique index would answer too, less clearly).
    await copies.lockOrigin(origin.fcdb, origin.externalId);
    // A food imported from here and brought back is the original (source database CONTEXT_<this country>).
    const original =
      origin.fcdb === `CONTEXT_${caller.db.context.toUpperCase()}` &&
      (await ingredients.existing('ingredient', [Number(origin.externalId)])).size > 0;
    if (original || (await copies.findByOrigin(origin.fcdb, origin.externalId)) !== undefined) {
      throw conflict('INGREDIENT_ALREADY_EXISTS', 'Ingredient already exists');
    }
    const created = await copies.insertImported(source, origin);
    return (await ingredients.findById(created))!;
  });
}

/**
 * Replaces the unit list: rows without idUnit are created, missing ones deleted (409 UNIT_IN_USE when
 * a recipe uses one, nothing written); GRAMS is kept at 1 g. Recipes using a unit whose grams changed
 * are recomputed. Returns the list after the save.
 */
async function saveIngredientUnits(caller: Caller, id: number, body: readonly IngredientUnitInput[]): Promise<IngredientUnit[]> {
  requireEditor(caller.principal);
  const names = new Set<string>();
  body.forEach((u, i) => {
    if (names.has(u.name)) throw badRequest(`Unit ${u.name} is listed twice`, `[${i}].name`, 'DUPLICATE_UNIT');
    names.add(u.name);
    if (u.name === 'GRAMS' && u.quantityInGrams !== 1) throw badRequest('GRAMS is always 1 g', `[${i}].quantityInGrams`);
  });
  const saved = await work(caller.db)(async ({ tx, ingredients, units }) => {
    if (!(await ingredients.lockHead(id))) throw notFoundIngredient(id);
    const stored = await units.ofIngredient(id);
    const byId = new Map(stored.map((u) => [u.id, u]));
    body.forEach((u, i) => {
      if (u.idUnit !== undefined && !byId.has(u.idUnit))
        throw badRequest(`Unit ${u.idUnit} is not a unit of ingredient ${id}`, `[${i}].idUnit`);
    });
    body.forEach((u, i) => {
      const before = u.idUnit !== undefined ? byId.get(u.idUnit) : undefined;
      if (before?.quantityInGrams === u.quantityInGrams) return;
      if (!Number.isInteger(u.quantityInGrams))
        throw badRequest('Grams must be a whole number greater than 0', `[${i}].quantityInGrams`);
    });
    const kept = new Set(body.flatMap((u) => (u.idUnit !== undefined ? [u.idUnit] : [])));
    const grams = stored.find((u) => u.name === 'GRAMS');
    const renamedGrams = body.findIndex((u) => grams && u.idUnit === grams.id && u.name !== 'GRAMS');
    if (renamedGrams >= 0) throw badRequest('The GRAMS unit cannot be renamed', `[${renamedGrams}].name`);
    // GRAMS stays even when the list leaves it out.
    const removed = stored.filter((u) => !kept.has(u.id) && u !== grams);
    if (removed.some((u) => u.usedByRecipes)) throw conflict('UNIT_IN_USE', 'Cannot delete units in use');
    await units.remove(removed.map((u) => u.id));
    let gramsChanged = false;
    for (const u of body) {
      if (u.idUnit === undefined) continue;
      const before = byId.get(u.idUnit)!;
      if (before.name === u.name && before.quantityInGrams === u.quantityInGrams) continue;
      if (before.quantityInGrams !== u.quantityInGrams && before.usedByRecipes) gramsChanged = true;
      await units.update(u.idUnit, u.name, u.quantityInGrams);
      if (before.name !== u.name) await units.renameInLines(u.idUnit, u.name);
    }
    for (const u of body) {
      if (u.idUnit === undefined && !(u.name === 'GRAMS' && grams)) await units.insert(id, u.name, u.quantityInGrams);
    }
    if (!grams && !names.has('GRAMS')) await units.insert(id, 'GRAMS', 1);
    if (gramsChanged) {
      await ingredients.touch(id); // other processes' candidate caches see the change in their fingerprint
      await recomputeRecipesUsing(tx, [id]);
    }
    return ingredients.units(id);
  });
  catalogueChanged(caller.db.context);
  return saved;
}

export function createIngredientsService(deps: IngredientsServiceDeps) {
  return {
    async list(
      caller: Caller,
      filter: IngredientFilter,
      page: number,
      pageSize: number,
    ): Promise<{ items: IngredientSummary[]; total: number }> {
      return work(caller.db)(({ ingredients }) => ingredients.list(filter, page * pageSize, pageSize));
    },

    async get(caller: Caller, id: number): Promise<Ingredient> {
      const found = await work(caller.db)(({ ingredients }) => ingredients.findById(id));
      if (!found) throw notFoundIngredient(id);
      return found;
    },

    save: (caller: Caller, id: number, body: IngredientInput): Promise<{ recomputedRecipes: number }> =>
      saveIngredient(caller, id, body),

    async setVisibility(caller: Caller, id: number, hidden: boolean): Promise<void> {
      requireEditor(caller.principal);
      const done = await work(caller.db)(({ ingredients }) => ingredients.setHidden(id, hidden));
      if (!done) throw notFoundIngredient(id);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      requireEditor(caller.principal);
      await work(caller.db)(async ({ ingredients }) => {
        const head = await ingredients.lockHead(id);
        if (!head) throw notFoundIngredient(id);
        if (head.source === NON_DELETABLE_SOURCE)
          throw conflict('INGREDIENT_NOT_DELETABLE', 'EUROFIR ingredients cannot be deleted');
        if (await ingredients.isUsedByRecipes(id)) {
          throw conflict('INGREDIENT_IN_USE', 'The ingredient is used by recipes; remove it from them before deleting it');
        }
        await ingredients.remove(id);
      });
      catalogueChanged(caller.db.context);
    },

    duplicate: (caller: Caller, id: number, idempotencyKey?: string): Promise<Ingredient> =>
      duplicateIngredient(caller, id, idempotencyKey),

    importFrom: (caller: Caller, id: number, country: string): Promise<Ingredient> => importIngredient(deps, caller, id, country),

    saveUnits: (caller: Caller, id: number, body: readonly IngredientUnitInput[]): Promise<IngredientUnit[]> =>
      saveIngredientUnits(caller, id, body),
  };
}

export type IngredientsService = ReturnType<typeof createIngredientsService>;
