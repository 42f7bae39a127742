/**
 * The recipe filters of search.yaml, shared by the list (searchRecipes) and the statistics
 * (getRecipeStats): one function turns the query into a WHERE clause over `recipe r` with parameters.
 */
import type { operations } from '../generated/search.schema.generated';
import { likePattern, Params } from './sql';

export type RecipeFilterQuery = NonNullable<operations['getRecipeStats']['parameters']['query']>;

/** The name the search and the list use: the translation in `lang` when there is one, else the default name. */
export function recipeNameSql(params: Params, lang: string | undefined): string {
  if (!lang || lang === 'en') return 'r.name';
  return `coalesce(nullif(r.i18n_labels -> ${params.p(lang)} ->> 'NAME', ''), r.name)`;
}

function tagExists(category: string, names: string): string {
  return `EXISTS (SELECT 1 FROM recipe_tag t WHERE t.recipe_id = r.id AND t.category = '${category}' AND t.name = ANY(${names}::text[]))`;
}

/** Recipes without a real tag of the category (a NO_MEAL_TYPE / NO_SEASON tag does not count). */
function noTag(category: string, none: string): string {
  return `NOT EXISTS (SELECT 1 FROM recipe_tag t WHERE t.recipe_id = r.id AND t.category = '${category}' AND t.name <> '${none}')`;
}

function listFilter(params: Params, category: 'MEAL_TYPE' | 'SEASON', none: string, only: boolean | undefined, values: string[] | undefined): string | null {
  if (only) return noTag(category, none);
  if (!values?.length) return null;
  const real = values.filter((v) => v !== none);
  const parts: string[] = [];
  if (real.length) parts.push(tagExists(category, params.p(real)));
  if (real.length < values.length) parts.push(noTag(category, none));
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}

/** WHERE conditions (joined with AND; `TRUE` when there are none). */
export function recipeWhere(params: Params, q: RecipeFilterQuery): string {
  const c: string[] = [];
  const name = q.name?.trim();
  if (name) {
    const nameSql = recipeNameSql(params, q.lang);
    const text = params.p(name);
    // Substring match, or a trigram word match for typos ("lentl soup" finds "Lentil soup").
    c.push(`(${nameSql} ILIKE ${params.p(likePattern(name))} OR ${text} <% ${nameSql})`);
  }
  if (q.idIngredient !== undefined) {
    c.push(`EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.recipe_id = r.id AND ri.ingredient_id = ${params.p(q.idIngredient)})`);
  }
  if (q.tagName?.length) {
    c.push(`NOT EXISTS (SELECT 1 FROM unnest(${params.p(q.tagName)}::text[]) AS want(name)
      WHERE NOT EXISTS (SELECT 1 FROM recipe_tag t WHERE t.recipe_id = r.id AND t.name = want.name))`);
  }
  if (q.authorId !== undefined) {
    c.push(`r.author_external_id = (SELECT a.external_id FROM recipe_author a WHERE a.id = ${params.p(q.authorId)})`);
  }
  // NONE means "no dietary restriction": it never removes a recipe.
  const diets = (q.suitableDiet ?? []).filter((d) => d !== 'NONE');
  if (diets.length) c.push(`r.diets @> ${params.p(diets)}::text[]`);
  if (q.suitableFoodRestrictionID?.length) {
    c.push(`NOT EXISTS (SELECT 1 FROM recipe_ingredient ri JOIN food_restriction_ingredient fri ON fri.ingredient_id = ri.ingredient_id
      WHERE ri.recipe_id = r.id AND fri.food_restriction_id = ANY(${params.p(q.suitableFoodRestrictionID)}::int[]))`);
  }
  if (q.cuisine) c.push(`r.cuisine = ${params.p(q.cuisine)}`);
  if (q.expertiseLevel?.length) c.push(`r.expertise_level = ANY(${params.p(q.expertiseLevel)}::text[])`);
  const range = (column: string, min: number | undefined, max: number | undefined) => {
    if (min !== undefined) c.push(`${column} >= ${params.p(min)}`);
    if (max !== undefined) c.push(`${column} <= ${params.p(max)}`);
  };
  range('r.energy_kcal_per_serving', q.minKcal, q.maxKcal);
  range('r.protein_ratio', q.minProteinRatio, q.maxProteinRatio);
  range('r.fat_ratio', q.minFatRatio, q.maxFatRatio);
  range('r.carbohydrate_ratio', q.minCarbsRatio, q.maxCarbsRatio);
  range('r.servings', q.minServings, q.maxServings);
  range('r.preparation_time', undefined, q.maxPreparationTime);
  range('r.cooking_time', undefined, q.maxCookingTime);
  if (q.lang) c.push(`${params.p(q.lang)} = ANY(r.available_translations)`);
  if (q.status) c.push(`r.status = ${params.p(q.status)}`);
  const meal = listFilter(params, 'MEAL_TYPE', 'NO_MEAL_TYPE', q.noMealTypes, q.mealType);
  if (meal) c.push(meal);
  const season = listFilter(params, 'SEASON', 'NO_SEASON', q.noSeasons, q.season);
  if (season) c.push(season);
  return c.length ? c.join('\n  AND ') : 'TRUE';
}

/** Checks the query for contradictions the schema cannot express (min above max). */
export function checkRanges(q: RecipeFilterQuery): { field: string; message: string } | null {
  const pairs: [string, number | undefined, string, number | undefined][] = [
    ['minKcal', q.minKcal, 'maxKcal', q.maxKcal],
    ['minProteinRatio', q.minProteinRatio, 'maxProteinRatio', q.maxProteinRatio],
    ['minFatRatio', q.minFatRatio, 'maxFatRatio', q.maxFatRatio],
    ['minCarbsRatio', q.minCarbsRatio, 'maxCarbsRatio', q.maxCarbsRatio],
    ['minServings', q.minServings, 'maxServings', q.maxServings],
  ];
  for (const [minName, min, maxName, max] of pairs) {
    if (min !== undefined && max !== undefined && min > max) {
      return { field: minName, message: `${minName} must not be greater than ${maxName}` };
    }
  }
  return null;
}
