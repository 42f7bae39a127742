/**
 * The tables of the database export, read in pages by primary key (each page its own short transaction,
 * so a slow download never holds a transaction or the embedded database's one connection).
 */
import type { SqlRunner } from '../../db/client';
import { contextSchema, type Country } from '../../db';

/** Exported tables of a context and their primary keys (pages are read in key order). */
export const EXPORT_TABLES: readonly { table: string; key: readonly string[]; about: string }[] = [
  {
    table: 'recipe',
    key: ['id'],
    about:
      'Recipes: name, status, author, attributes, preparation, nutrition per serving (nutrition_per_serving as JSON; grams, kcal), diets and allergens.',
  },
  {
    table: 'recipe_ingredient',
    key: ['id'],
    about: 'Ingredient lines of each recipe: quantity in unit_name, weight_grams, weight yield and retention factors.',
  },
  {
    table: 'recipe_tag',
    key: ['recipe_id', 'category', 'name'],
    about: 'Tags of each recipe (MEAL_TYPE, SEASON, STORAGE, COOKING_METHOD, OTHER, DIET).',
  },
  { table: 'recipe_author', key: ['id'], about: 'Recipe authors (external id from the identity provider, name).' },
  {
    table: 'ingredient',
    key: ['id'],
    about:
      'FCDB ingredients with their nutrients per 100 g (grams; energy_kcal in kcal; minerals and vitamins in mg or µg as named by the source).',
  },
  { table: 'unit', key: ['id'], about: 'Household units of each ingredient and their weight in grams (quantity_in_grams).' },
  { table: 'ingredient_name_translation', key: ['ingredient_id', 'language_code'], about: 'Ingredient names per language.' },
  { table: 'food_group', key: ['id'], about: 'Food groups; known_food_group_type is set for the groups the system relies on.' },
  {
    table: 'ingredient_food_group',
    key: ['ingredient_id', 'food_group_id'],
    about: 'Which ingredients belong to which food groups.',
  },
  { table: 'food_restriction', key: ['id'], about: 'Food restrictions; enabled means app users may pick them.' },
  {
    table: 'food_restriction_ingredient',
    key: ['food_restriction_id', 'ingredient_id'],
    about: 'Ingredients each food restriction excludes.',
  },
  {
    table: 'ingredient_group',
    key: ['id'],
    about: 'Display names (ingredient groups); ingredient.ingredient_group_id links ingredients to them.',
  },
  {
    table: 'ingredient_group_translation',
    key: ['ingredient_group_id', 'language_code', 'label'],
    about: 'Display names per language.',
  },
  {
    table: 'ingredient_langual',
    key: ['ingredient_id', 'langual_code'],
    about: 'LanguaL thesaurus descriptors of each ingredient (codes of the LanguaL 2017 thesaurus).',
  },
];

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export function createExportRepository(tx: SqlRunner) {
  return {
    async columns(context: Country, table: string): Promise<string[]> {
      const rows = await tx.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
        [contextSchema(context), table],
      );
      return rows.map((r) => r.column_name);
    },

    /** Up to `limit` rows with a key after `after` (all from the start when undefined), in key order. */
    async page(
      table: string,
      key: readonly string[],
      columns: readonly string[],
      after: readonly unknown[] | undefined,
      limit: number,
    ): Promise<Record<string, unknown>[]> {
      // Identifiers come from EXPORT_TABLES and the catalogue, never from the request; quoted all the same.
      const keyList = key.map(quoted).join(', ');
      const where = after ? `WHERE (${keyList}) > (${key.map((_k, i) => `$${i + 2}`).join(', ')})` : '';
      return tx.query<Record<string, unknown>>(
        `SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)} ${where} ORDER BY ${keyList} LIMIT $1`,
        [limit, ...(after ?? [])],
      );
    },
  };
}
