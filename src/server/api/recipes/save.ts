/**
 * saveRecipe: create (no idRecipe) or update (idRecipe + the version the client loaded), in one
 * transaction with the server-computed nutrition, diets, allergens and translations.
 */
import type { SqlRunner } from '../../db/client';
import { NUTRIENTS, RECIPE_SERVING_NUTRIENTS, type NutrientKey } from '../../db/nutrients';
import { COOKING_METHODS, MEAL_TYPES, SEASONS, STORAGES } from '../../../domain/catalogueEnums';
import type { components } from '../../generated/api.schema.generated';
import { badRequest, conflict, forbidden, notFoundRecipe } from './errors';
import { canEditRecipe } from './load';
import { computeRecipeNutrition, nutrientKeyOf, type NutritionLine } from './nutrition';
import type { Principal } from '../../auth';
import type { Allergen, Diet } from '../../seed/classify';
import { isDbInt } from '../../search/sql';

export type RecipeInput = components['schemas']['RecipeInput'];

const TAG_VALUES: Record<string, readonly string[]> = {
  MEAL_TYPE: MEAL_TYPES, SEASON: SEASONS, STORAGE: STORAGES, COOKING_METHOD: COOKING_METHODS,
};
const SERVING_COLUMNS = RECIPE_SERVING_NUTRIENTS.map((k) => `${NUTRIENTS.find((n) => n.key === k)!.column}_per_serving`);

/** Checks what the schema cannot: a blank name, tag values, the version on update. */
export function validateRecipeInput(body: RecipeInput): void {
  if (!body.name.trim()) throw badRequest('Recipe name cannot be empty', 'name');
  if (body.idRecipe !== undefined && body.version === undefined) {
    throw badRequest('version is required when idRecipe is given (the version the recipe was loaded with)', 'version');
  }
  for (const code of Object.keys(body.i18nLabels ?? {})) {
    if (!/^[a-z]{2}$/.test(code)) throw badRequest(`i18nLabels keys must be ISO 639-1 language codes (two lower-case letters), not "${code.slice(0, 20)}"`, `i18nLabels.${code.slice(0, 20)}`);
  }
  (body.tags ?? []).forEach((tag, i) => {
    const allowed = TAG_VALUES[tag.category];
    if (allowed && !allowed.includes(tag.name)) {
      throw badRequest(`tags[${i}].name must be one of: ${allowed.join(', ')} for category ${tag.category}`, `tags[${i}].name`);
    }
    if (tag.category === 'OTHER' && !tag.name.trim()) throw badRequest(`tags[${i}].name must not be empty`, `tags[${i}].name`);
  });
}

interface IngredientFacts {
  id: number; diets: Diet[]; allergens: Allergen[]; per100g: Partial<Record<NutrientKey, number | null>>;
}

async function loadIngredients(tx: SqlRunner, ids: number[]): Promise<Map<number, IngredientFacts>> {
  if (!ids.length) return new Map();
  const cols = NUTRIENTS.map((n) => `${n.column} AS "${n.key}"`).join(', ');
  const rows = await tx.query<Record<string, unknown>>(`SELECT id, diets, allergens, ${cols} FROM ingredient WHERE id = ANY($1::int[])`, [ids.filter(isDbInt)]);
  return new Map(rows.map((r) => [Number(r.id), {
    id: Number(r.id), diets: r.diets as Diet[], allergens: r.allergens as Allergen[],
    per100g: Object.fromEntries(NUTRIENTS.map((n) => [n.key, r[n.key] === null ? null : Number(r[n.key])])),
  }]));
}

async function loadUnits(tx: SqlRunner, ids: number[]) {
  if (!ids.length) return [] as { id: number; ingredient_id: number; name: string; quantity_in_grams: number }[];
  return tx.query<{ id: number; ingredient_id: number; name: string; quantity_in_grams: number }>(
    'SELECT id, ingredient_id, name, quantity_in_grams FROM unit WHERE ingredient_id = ANY($1::int[])', [ids.filter(isDbInt)]);
}

/** The author row for an external id, created on first use. */
async function ensureAuthor(tx: SqlRunner, externalId: string, name: string | undefined): Promise<Author> {
  const [row] = await tx.query<{ external_id: string; name: string | null }>(
    `INSERT INTO recipe_author (external_id, name) VALUES ($1, $2)
     ON CONFLICT (external_id) DO UPDATE SET name = coalesce(recipe_author.name, EXCLUDED.name) RETURNING external_id, name`,
    [externalId, name ?? null]);
  return { externalId: row.external_id, name: row.name };
}

type Author = { externalId: string | null; name: string | null };

/** Admins may set the author; otherwise an update keeps the stored author and a create is authored by the caller. */
async function resolveAuthor(tx: SqlRunner, body: RecipeInput, principal: Principal, stored: Author | null): Promise<Author> {
  if (body.author && principal.roles.includes('admin')) {
    const [byId] = isDbInt(body.author.id)
      ? await tx.query<{ external_id: string; name: string | null }>('SELECT external_id, name FROM recipe_author WHERE id = $1', [body.author.id])
      : [];
    if (byId) return { externalId: byId.external_id, name: byId.name };
    if (body.author.externalID?.trim()) return ensureAuthor(tx, body.author.externalID.trim(), body.author.name);
    throw badRequest(`Author ${body.author.id} does not exist`, 'author.id');
  }
  if (stored) return stored;
  return ensureAuthor(tx, principal.externalId, principal.username);
}

function translations(labels: RecipeInput['i18nLabels']): string[] {
  const langs = new Set<string>(['en']);
  for (const [code, texts] of Object.entries(labels ?? {})) {
    if (texts && Object.values(texts).some((t) => typeof t === 'string' && t.trim() !== '')) langs.add(code);
  }
  return [...langs].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/**
 * Writes the recipe and returns its id. Throws HttpError 400/403/404/409 before anything is written
 * (the caller's transaction rolls back on any throw).
 */
export async function writeRecipe(tx: SqlRunner, body: RecipeInput, principal: Principal): Promise<number> {
  validateRecipeInput(body);
  let stored: Author | null = null;
  if (body.idRecipe !== undefined) {
    if (!isDbInt(body.idRecipe)) throw notFoundRecipe(body.idRecipe);
    const [existing] = await tx.query<{ version: number; author_external_id: string | null; author_name: string | null }>(
      'SELECT version, author_external_id, author_name FROM recipe WHERE id = $1 FOR UPDATE', [body.idRecipe]);
    if (!existing) throw notFoundRecipe(body.idRecipe);
    if (!canEditRecipe(principal, existing.author_external_id)) throw forbidden('Only the author, admins and nutritionists may edit this recipe');
    if (Number(existing.version) !== body.version) {
      throw conflict('RECIPE_VERSION_CONFLICT',
        `The recipe was changed by someone else (you loaded version ${body.version}, it is now version ${existing.version}); reload it and apply your changes again`,
        'version');
    }
    stored = { externalId: existing.author_external_id, name: existing.author_name };
  }

  const lines = body.recipeIngredients;
  const ingredientIds = [...new Set(lines.map((l) => l.ingredient.idIngredient))];
  const ingredients = await loadIngredients(tx, ingredientIds);
  const units = await loadUnits(tx, ingredientIds);
  const resolved = lines.map((line, i) => {
    const facts = ingredients.get(line.ingredient.idIngredient);
    if (!facts) throw badRequest(`Ingredient ${line.ingredient.idIngredient} does not exist`, `recipeIngredients[${i}].ingredient.idIngredient`);
    const unit = line.unit.idUnit !== undefined
      ? units.find((u) => u.id === line.unit.idUnit && u.ingredient_id === facts.id)
      : units.find((u) => u.name === line.unit.name && u.ingredient_id === facts.id);
    if (!unit && !(line.unit.idUnit === undefined && line.unit.name === 'GRAMS')) {
      throw badRequest(`Unit ${line.unit.idUnit ?? line.unit.name} is not a unit of ingredient ${facts.id}`, `recipeIngredients[${i}].unit`);
    }
    const unitGrams = unit ? Number(unit.quantity_in_grams) : 1;
    const retention = new Map<string, number>();
    for (const f of line.nutrientRetentionFactors ?? []) {
      const key = nutrientKeyOf(f.nutrient);
      if (key) retention.set(key, f.factor);
    }
    const nutritionLine: NutritionLine = {
      grams: line.quantity * unitGrams, yieldFactor: line.weightYieldFactor?.factor ?? 1, per100g: facts.per100g,
      retention, diets: facts.diets, allergens: facts.allergens,
    };
    return { line, unitId: unit?.id ?? null, unitName: unit?.name ?? line.unit.name, nutritionLine };
  });

  const servings = body.preparationDetails.servings;
  const n = computeRecipeNutrition(resolved.map((r) => r.nutritionLine), servings);
  const author = await resolveAuthor(tx, body, principal, stored);

  const values: unknown[] = [
    body.name.trim(), body.status ?? 'DRAFT', author.externalId, author.name, principal.username,
    body.cuisine ?? null, body.nutsRegion ? JSON.stringify(body.nutsRegion) : null, body.expertiseLevel ?? null,
    body.otherInfo ?? null, body.source?.trim() || null, servings, body.preparationDetails.preparationTime ?? null,
    body.preparationDetails.cookingTime ?? null, body.preparationDetails.preparationSteps ?? null,
    JSON.stringify(body.i18nLabels ?? {}), translations(body.i18nLabels), n.allergens, n.diets, n.totalWeight,
    JSON.stringify(n.perServing), ...n.servingColumns, n.proteinRatio, n.fatRatio, n.carbohydrateRatio,
  ];
  const columns = ['name', 'status', 'author_external_id', 'author_name', 'updated_by', 'cuisine', 'nuts_region',
    'expertise_level', 'other_info', 'source', 'servings', 'preparation_time', 'cooking_time', 'preparation_steps',
    'i18n_labels', 'available_translations', 'allergens', 'diets', 'total_weight_grams', 'nutrition_per_serving',
    ...SERVING_COLUMNS, 'protein_ratio', 'fat_ratio', 'carbohydrate_ratio'];
  let id: number;
  if (body.idRecipe === undefined) {
    const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO recipe (${columns.join(', ')}, created_by) VALUES (${placeholders}, $${columns.length + 1}) RETURNING id`,
      [...values, principal.username]);
    id = Number(row.id);
  } else {
    id = body.idRecipe;
    const sets = columns.map((c, i) => `${c} = $${i + 1}`).join(', ');
    const updated = await tx.query(
      `UPDATE recipe SET ${sets}, version = version + 1, updated_at = now() WHERE id = $${columns.length + 1} AND version = $${columns.length + 2} RETURNING id`,
      [...values, id, body.version]);
    if (!updated.length) throw conflict('RECIPE_VERSION_CONFLICT', 'The recipe was changed by someone else; reload it and apply your changes again', 'version');
    await tx.query('DELETE FROM recipe_ingredient WHERE recipe_id = $1', [id]);
    await tx.query('DELETE FROM recipe_tag WHERE recipe_id = $1', [id]);
  }
  if (resolved.length) {
    await tx.query(
      `INSERT INTO recipe_ingredient (recipe_id, ingredient_id, position, quantity, unit_name, unit_id, weight_grams, weight_yield_factor, nutrient_retention_factors)
       SELECT $1, x.ingredient_id, x.position, x.quantity, x.unit_name, x.unit_id, x.weight_grams, x.weight_yield_factor, x.nrf
       FROM json_to_recordset($2::json) AS x(ingredient_id int, position int, quantity float8, unit_name text, unit_id int,
         weight_grams float8, weight_yield_factor float8, nrf jsonb)`,
      [id, JSON.stringify(resolved.map((r, position) => ({
        ingredient_id: r.line.ingredient.idIngredient, position, quantity: r.line.quantity, unit_name: r.unitName, unit_id: r.unitId,
        weight_grams: Math.round(r.nutritionLine.grams * 100) / 100, weight_yield_factor: r.nutritionLine.yieldFactor,
        nrf: r.line.nutrientRetentionFactors ?? [],
      })))]);
  }
  // DIET tags are computed from the ingredients; whatever the client sent for them is ignored.
  const tags = new Map<string, { category: string; name: string }>();
  for (const t of body.tags ?? []) if (t.category !== 'DIET') tags.set(`${t.category}:${t.name.trim()}`, { category: t.category, name: t.name.trim() });
  for (const d of n.diets) tags.set(`DIET:${d}`, { category: 'DIET', name: d });
  if (tags.size) {
    await tx.query(
      'INSERT INTO recipe_tag (recipe_id, category, name) SELECT $1, x.category, x.name FROM json_to_recordset($2::json) AS x(category text, name text)',
      [id, JSON.stringify([...tags.values()])]);
  }
  return id;
}
