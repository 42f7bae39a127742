/**
 * Turns the committed seed files into table rows (once per process; cached). Ids are assigned from
 * `offsets` so rows can be appended to tables that already hold data.
 */
import {
  computeRecipeNutrition,
  knownFoodGroupTypeOf,
  recipeSuitability,
  type Allergen,
  type Diet,
  type FoodFacts,
} from '../../domain';
import { deriveMealRoles, ingredientSuitability } from '../../domain';
import { NUTRIENTS, RECIPE_SERVING_NUTRIENTS, type NutrientKey } from '../../domain/nutrients';
import type { CopyValue } from '../db/copy';
import { DATA_DIR, isWholeFruitOrVegetable, readRecipes, readTsv } from './data-files';
import { deriveRecipe, type DerivedRecipe } from './derivation';
import { SR28 } from './fcdb';

export { SR28, SR24, SEEDED_FCDBS } from './fcdb';
export const FNDDS_SOURCE = 'USDA FNDDS 2.0';
export type Row = CopyValue[];

export interface Food {
  ndb: string;
  group: string;
  name: string;
  /** USDA_SR28, or USDA_SR24 for the retired SR codes FNDDS recipes use (seed/fnddsCodes.ts). */
  fcdb: string;
  nutrients: (number | null)[];
  facts: FoodFacts;
  reasons: Record<string, string>;
  diets: Diet[];
  allergens: Allergen[];
  units: { name: string; grams: number; description: string }[];
}

let cache: { foods: Food[]; groups: [string, string][]; langual: string[][]; foodLangual: string[][] } | null = null;

export function loadSeedFiles(dir = DATA_DIR) {
  if (cache) return cache;
  const units = new Map<string, Food['units']>();
  for (const [ndb, name, grams, description] of readTsv('units.tsv.gz', dir)) {
    const list = units.get(ndb) ?? [{ name: 'GRAMS', grams: 1, description: 'g' }];
    list.push({ name, grams: Number(grams), description });
    units.set(ndb, list);
  }
  const langual = readTsv('langual.tsv.gz', dir);
  const foodLangual = readTsv('food_langual.tsv.gz', dir);
  const subtreeOf = langualSubtrees(langual, foodLangual);
  const foods = readTsv('foods.tsv.gz', dir).map(([ndb, group, name, ...values]): Food => ({
    ndb,
    group,
    name,
    fcdb: values[NUTRIENTS.length] || SR28,
    nutrients: NUTRIENTS.map((_, i) => (values[i] === undefined || values[i] === '' ? null : Number(values[i]))),
    ...ingredientSuitability({ name, srGroup: group, langualSubtree: subtreeOf.get(ndb) }),
    units: units.get(ndb) ?? [{ name: 'GRAMS', grams: 1, description: 'g' }],
  }));
  cache = {
    foods,
    groups: readTsv('food_groups.tsv.gz', dir).map(([code, name]) => [code, name] as [string, string]),
    langual,
    foodLangual,
  };
  return cache;
}

/** Each food's LanguaL descriptors with every broader term (all parents), as the stored `langual_subtree`. */
function langualSubtrees(langual: string[][], foodLangual: string[][]): Map<string, string[]> {
  const parents = new Map(
    langual.map(([code, , , parent, all]) => [code, [...new Set([parent, ...(all ? all.split('|') : [])])].filter(Boolean)]),
  );
  const up = new Map<string, string[]>();
  const ancestors = (code: string): string[] => {
    const known = up.get(code);
    if (known) return known;
    up.set(code, []); // a cycle in the thesaurus stops here
    const out = new Set<string>();
    for (const p of parents.get(code) ?? []) for (const a of [p, ...ancestors(p)]) out.add(a);
    up.set(code, [...out]);
    return up.get(code)!;
  };
  const byFood = new Map<string, string[]>();
  for (const [ndb, code] of foodLangual) {
    const list = byFood.get(ndb) ?? [];
    list.push(code, ...ancestors(code));
    byFood.set(ndb, list);
  }
  return byFood;
}

export const LANGUAL_COLUMNS = ['code', 'facet', 'term', 'parent_code', 'all_parent_codes', 'obsolete', 'scope_note', 'synonyms'];
export function langualRows(): Row[] {
  return loadSeedFiles().langual.map(([code, facet, term, parent, all, obsolete, note, synonyms]) => [
    code,
    facet || null,
    term,
    parent || null,
    all ? all.split('|') : [],
    obsolete === '1',
    note || null,
    synonyms ? synonyms.split('|') : [],
  ]);
}

const PORTION_UNITS = ['MEDIUM_UNIT', 'UNIT', 'PIECE', 'SLICE'];

export interface CatalogueOffsets {
  foodGroup: number;
  ingredient: number;
  unit: number;
}
export interface CatalogueRows {
  foodGroup: Row[];
  ingredient: Row[];
  unit: Row[];
  ingredientFoodGroup: Row[];
  ingredientLangual: Row[];
  /** ndb -> ingredient id; `${ingredientId}:${unitName}` -> [unit id, grams] */
  ingredientIds: Map<string, number>;
  unitIds: Map<string, [number, number]>;
}
export const FOOD_GROUP_COLUMNS = ['id', 'name', 'known_food_group_type', 'source_code'];
export const INGREDIENT_COLUMNS = [
  'id',
  'name',
  'english_name',
  'original_name',
  'external_id',
  'source',
  'fcdb',
  'recommended_portion_grams',
  'allergens',
  'diets',
  'animal_origins',
  'gluten_cereals',
  'fact_reasons',
  ...NUTRIENTS.map((n) => n.column),
];
export const UNIT_COLUMNS = ['id', 'ingredient_id', 'name', 'quantity_in_grams', 'description'];

export function catalogueRows(offsets: CatalogueOffsets, existingGroupIds: Map<string, number>): CatalogueRows {
  const { foods, groups, foodLangual } = loadSeedFiles();
  const groupIds = new Map(existingGroupIds);
  const foodGroup: Row[] = [];
  let nextGroup = offsets.foodGroup;
  for (const [code, name] of groups) {
    if (groupIds.has(code)) continue;
    nextGroup += 1;
    groupIds.set(code, nextGroup);
    foodGroup.push([nextGroup, name, knownFoodGroupTypeOf(code) ?? null, code]);
  }
  const ingredient: Row[] = [];
  const unit: Row[] = [];
  const ingredientFoodGroup: Row[] = [];
  const ingredientIds = new Map<string, number>();
  const unitIds = new Map<string, [number, number]>();
  let nextUnit = offsets.unit;
  foods.forEach((f, i) => {
    const id = offsets.ingredient + i + 1;
    ingredientIds.set(f.ndb, id);
    const portion = PORTION_UNITS.map((u) => f.units.find((x) => x.name === u)).find(Boolean);
    ingredient.push([
      id,
      f.name,
      f.name,
      f.name,
      f.ndb,
      'EUROFIR',
      f.fcdb,
      portion ? portion.grams : null,
      f.allergens,
      f.diets,
      f.facts.animalOrigins,
      f.facts.glutenCereals,
      f.reasons,
      ...f.nutrients,
    ]);
    for (const u of f.units) {
      nextUnit += 1;
      unit.push([nextUnit, id, u.name, u.grams, u.description]);
      unitIds.set(`${id}:${u.name}`, [nextUnit, u.grams]);
    }
    const g = groupIds.get(f.group);
    if (g !== undefined) ingredientFoodGroup.push([id, g]);
  });
  const ingredientLangual: Row[] = [];
  for (const [ndb, code] of foodLangual) {
    const id = ingredientIds.get(ndb);
    if (id !== undefined) ingredientLangual.push([id, code]);
  }
  return { foodGroup, ingredient, unit, ingredientFoodGroup, ingredientLangual, ingredientIds, unitIds };
}

export const RECIPE_COLUMNS = [
  'id',
  'name',
  'status',
  'version',
  'author_name',
  'created_by',
  'updated_by',
  'cuisine',
  'expertise_level',
  'other_info',
  'source',
  'external_id',
  'servings',
  'preparation_time',
  'cooking_time',
  'i18n_labels',
  'available_translations',
  'allergens',
  'diets',
  'total_weight_grams',
  'nutrition_per_serving',
  ...RECIPE_SERVING_NUTRIENTS.map((k) => `${NUTRIENTS.find((n) => n.key === k)!.column}_per_serving`),
  'protein_ratio',
  'fat_ratio',
  'carbohydrate_ratio',
  'meal_roles',
];
export const RECIPE_INGREDIENT_COLUMNS = [
  'id',
  'recipe_id',
  'ingredient_id',
  'position',
  'quantity',
  'unit_name',
  'unit_id',
  'weight_grams',
  'weight_yield_factor',
  'nutrient_retention_factors',
];
export const RECIPE_TAG_COLUMNS = ['recipe_id', 'category', 'name'];

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;

/** The rows of the three recipe tables. */
export interface RecipeTableRows {
  recipe: Row[];
  recipeIngredient: Row[];
  recipeTag: Row[];
}

/** A recipe to write as rows: its lines in the recipe's own grams, and what the seed derives about it. */
export interface SeedRecipe {
  name: string;
  /** The recipe's `source` column (FNDDS_SOURCE, COMPOSED_SOURCES). */
  source: string;
  /** The source's key for the recipe (an FNDDS food code, or a composed meal's key). */
  externalId: string;
  otherInfo: string;
  derived: Omit<DerivedRecipe, 'scale'>;
  /** [SR NDB number, grams in the recipe, household unit name or null, USDA retention code or null] */
  lines: [string, number, string | null, number | null][];
}

/**
 * Writes recipes as table rows, with nutrition per serving, diets and allergens computed from the stored lines by
 * `computeRecipeNutrition` (src/domain), the same computation a save runs, so saving an unchanged seeded recipe
 * changes none of its figures. Lines whose food the catalogue lacks are left out.
 */
export function recipeRowWriter(
  offsets: { recipe: number; recipeIngredient: number },
  ingredientIds: Map<string, number>,
  unitIds: Map<string, [number, number]>,
) {
  const { foods } = loadSeedFiles();
  const byNdb = new Map(foods.map((f) => [f.ndb, f]));
  const recipe: Row[] = [];
  const recipeIngredient: Row[] = [];
  const recipeTag: Row[] = [];
  let nextLine = offsets.recipeIngredient;
  let nextRecipe = offsets.recipe;
  const known = (ndb: string) => byNdb.has(ndb) && ingredientIds.has(ndb);
  const add = (r: SeedRecipe) => {
    const d = r.derived;
    const lines = r.lines.filter(([ndb]) => known(ndb));
    const id = ++nextRecipe;
    const nutritionLines = lines.map(([ndb, grams, unitName, retention], position) => {
      const food = byNdb.get(ndb)!;
      const ingredientId = ingredientIds.get(ndb)!;
      // A household unit only where the amount reads well in it (0.1 or more) and its 2-decimal amount
      // keeps the grams within 1 % (0.12 cup may be 4 % off), else grams.
      const household = unitName ? unitIds.get(`${ingredientId}:${unitName}`) : undefined;
      const keepsGrams = (u: [number, number]) => Math.abs(round(grams / u[1], 2) * u[1] - grams) <= 0.01 * grams;
      const unit = household && grams / household[1] >= 0.1 && keepsGrams(household) ? household : undefined;
      const [unitId, unitGrams] = unit ?? unitIds.get(`${ingredientId}:GRAMS`)!;
      const quantity = round(grams / unitGrams, 2);
      recipeIngredient.push([
        ++nextLine,
        id,
        ingredientId,
        position,
        quantity,
        unit ? unitName : 'GRAMS',
        unitId,
        round(quantity * unitGrams, 2),
        d.yieldFactor,
        retention ? { usdaRetentionCode: retention } : {},
      ]);
      return {
        quantity,
        unitGrams,
        yieldFactor: d.yieldFactor,
        per100g: Object.fromEntries(NUTRIENTS.map((n, k) => [n.key, food.nutrients[k]])) as Partial<
          Record<NutrientKey, number | null>
        >,
      };
    });
    const n = computeRecipeNutrition(nutritionLines, d.servings);
    const members = lines.map(([ndb]) => byNdb.get(ndb)!);
    const { diets, allergens } = recipeSuitability(r.name, members);
    recipe.push([
      id,
      r.name,
      'PUBLISHED',
      1,
      r.source,
      'seed',
      'seed',
      d.cuisine,
      d.expertiseLevel,
      r.otherInfo,
      r.source,
      r.externalId,
      d.servings,
      d.preparationTime,
      d.cookingTime,
      { en: { NAME: r.name, OTHER_INFO: r.otherInfo } },
      ['en'],
      allergens,
      diets,
      n.totalWeight,
      n.perServing,
      ...n.servingColumns,
      n.proteinRatio,
      n.fatRatio,
      n.carbohydrateRatio,
      deriveMealRoles({ name: r.name, sourceCode: r.externalId, mealTypes: d.mealTypes }),
    ]);
    for (const t of d.mealTypes) recipeTag.push([id, 'MEAL_TYPE', t]);
    for (const t of d.seasons) recipeTag.push([id, 'SEASON', t]);
    recipeTag.push([id, 'STORAGE', d.storage]);
    for (const t of d.cookingMethods) recipeTag.push([id, 'COOKING_METHOD', t]);
    for (const t of diets) recipeTag.push([id, 'DIET', t]);
  };
  return { add, known, rows: (): RecipeTableRows => ({ recipe, recipeIngredient, recipeTag }) };
}

/** The FNDDS 2.0 recipes (datasets/recipes.json.gz) as rows; see `recipeRowWriter`. */
export function recipeRows(
  offsets: { recipe: number; recipeIngredient: number },
  ingredientIds: Map<string, number>,
  unitIds: Map<string, [number, number]>,
) {
  const writer = recipeRowWriter(offsets, ingredientIds, unitIds);
  for (const source of readRecipes()) {
    const kept = source.ingredients.filter(([ndb]) => writer.known(ndb));
    if (kept.length < (isWholeFruitOrVegetable(source.code) ? 1 : 2)) continue;
    const { scale, ...derived } = deriveRecipe(source);
    const otherInfo = [
      source.additional.length ? `Also known as: ${source.additional.join('; ')}.` : '',
      source.portions.length ? `USDA portions: ${source.portions.map(([p, g]) => `${p} = ${g} g`).join('; ')}.` : '',
      `FNDDS 2.0 food code ${source.code}.`,
    ]
      .filter(Boolean)
      .join(' ');
    writer.add({
      name: source.name,
      source: FNDDS_SOURCE,
      externalId: source.code,
      otherInfo,
      derived,
      lines: source.ingredients.map(([ndb, batchGrams, unitName, , retention]) => [ndb, batchGrams * scale, unitName, retention]),
    });
  }
  return writer.rows();
}
