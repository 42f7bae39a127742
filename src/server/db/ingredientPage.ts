/**
 * One page of the ingredient list and its total, in one statement: the app API's list (listIngredients,
 * the /ingredients/fcdb screen) and the search service's (searchIngredients) read it the same way and
 * only shape the rows differently.
 *
 * Why one statement: on the embedded PGlite every statement costs a round trip through the WebAssembly
 * engine, and word_similarity is slow there. With a name, the matches are found once (a materialized
 * CTE, each scored once) and both the page and the count read them; without one, the page walks the name
 * index and the count runs beside it. Units, food groups and recipe counts are read for the page's rows
 * only, by subqueries in the same statement.
 */
import type { SqlRunner } from './client';
import { INGREDIENT_SEARCH_TEXT, ingredientWhere, type IngredientFilter } from './ingredientQuery';
import { compact, num } from './rows';
import { Params } from './sql';

/** What a page carries besides the ingredient's own columns. */
export interface IngredientPageParts {
  units?: boolean;
  groups?: boolean;
  usedInRecipes?: boolean;
}

export interface IngredientPageRow {
  id: number;
  name: string;
  englishName?: string;
  originalName?: string;
  externalId?: string;
  source: string;
  hideFromUser: boolean;
  energyKcal?: number;
  ingredientGroup?: { idIngredientGroup: number; name: string };
  /** GRAMS first, then by id; only with `parts.units`. */
  units?: { idUnit: number; name: string; quantityInGrams: number }[];
  /** By name; only with `parts.groups`. */
  groups?: { idGroup: number; name: string; knownFoodGroupType?: string }[];
  /** Distinct recipes using the ingredient; only with `parts.usedInRecipes`. */
  usedInRecipes?: number;
}

const PART_SQL: Record<keyof IngredientPageParts, string> = {
  units: `(SELECT coalesce(json_agg(json_build_object('idUnit', u.id, 'name', u.name, 'quantityInGrams', u.quantity_in_grams)
      ORDER BY (u.name <> 'GRAMS'), u.id), '[]') FROM unit u WHERE u.ingredient_id = p.id) AS units`,
  groups: `(SELECT coalesce(json_agg(json_build_object('idGroup', fg.id, 'name', fg.name, 'knownFoodGroupType', fg.known_food_group_type)
      ORDER BY fg.name, fg.id), '[]') FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id
      WHERE ifg.ingredient_id = p.id) AS groups`,
  usedInRecipes:
    '(SELECT count(DISTINCT ri.recipe_id) FROM recipe_ingredient ri WHERE ri.ingredient_id = p.id) AS used_in_recipes',
};

const COLUMNS = `i.id, i.name, i.english_name, i.original_name, i.external_id, i.source, i.hide_from_user, i.energy_kcal,
  i.ingredient_group_id, ig.name AS ingredient_group_name`;

type Raw = Record<string, unknown>;

/** A query of one word of ASCII letters and digits: no regular-expression character to escape. */
const ONE_WORD = /^[A-Za-z0-9]+$/;

/**
 * How well the searchable text matches `name`: pg_trgm's word_similarity (0 to 1), the best match first.
 * word_similarity costs tens of microseconds a row in PGlite's WebAssembly build, and a common word ("raw",
 * in 1,449 of 8,789 names) is scored for every match. A one-word query that occurs as a whole word of the
 * text scores 1 without it: the query's trigrams (pg_trgm pads each word with spaces: "  r", " ra", "raw",
 * "aw ") are exactly those of that word of the text, so the extent made of that word shares all of them and
 * no other (PostgreSQL's pg_trgm documentation: word_similarity is the greatest similarity between the first
 * string's trigram set and any continuous extent of the second's ordered trigrams). The regular expression's word boundaries (\m, \M:
 * a letter, digit or underscore on one side only) are never looser than pg_trgm's (letters and digits), so
 * a row it calls a whole word is one for pg_trgm too; any other row is scored by word_similarity as before.
 */
function nameScoreSql(params: Params, name: string): string {
  const similarity = `word_similarity(${params.p(name)}, ${INGREDIENT_SEARCH_TEXT})`;
  if (!ONE_WORD.test(name)) return similarity;
  return `CASE WHEN ${INGREDIENT_SEARCH_TEXT} ~* ${params.p(`\\m${name}\\M`)} THEN 1::real ELSE ${similarity} END`;
}

function toRow(r: Raw): IngredientPageRow {
  const text = (v: unknown) => (v === null || v === undefined ? undefined : String(v));
  return compact({
    id: Number(r.id),
    name: String(r.name),
    englishName: text(r.english_name),
    originalName: text(r.original_name),
    externalId: text(r.external_id),
    source: String(r.source),
    hideFromUser: Boolean(r.hide_from_user),
    energyKcal: num(r.energy_kcal),
    ingredientGroup:
      r.ingredient_group_id === null
        ? undefined
        : { idIngredientGroup: Number(r.ingredient_group_id), name: String(r.ingredient_group_name) },
    units: Array.isArray(r.units)
      ? r.units.map((u: Raw) => ({ idUnit: Number(u.idUnit), name: String(u.name), quantityInGrams: Number(u.quantityInGrams) }))
      : undefined,
    groups: Array.isArray(r.groups)
      ? r.groups.map((g: Raw) =>
          compact({ idGroup: Number(g.idGroup), name: String(g.name), knownFoodGroupType: text(g.knownFoodGroupType) }),
        )
      : undefined,
    usedInRecipes: num(r.used_in_recipes),
  });
}

/**
 * Rows `offset` to `offset + limit` of the ingredients matching `filter` (best name match first when
 * searching by name, then by name and id) and how many match in all.
 */
export async function readIngredientPage(
  tx: SqlRunner,
  filter: IngredientFilter,
  offset: number,
  limit: number,
  parts: IngredientPageParts = {},
): Promise<{ items: IngredientPageRow[]; total: number }> {
  const params = new Params();
  const { where, ctes } = ingredientWhere(params, filter);
  const name = filter.name?.trim();
  const range = `LIMIT ${params.p(limit)} OFFSET ${params.p(offset)}`;
  let order: string;
  if (name) {
    ctes.push(`matches AS MATERIALIZED (
      SELECT i.id, i.name, ${nameScoreSql(params, name)} AS score FROM ingredient i WHERE ${where})`);
    // The page is cut from the matches before their rows are read again.
    ctes.push(`page AS (SELECT ${COLUMNS}, m.score
      FROM (SELECT id, score FROM matches ORDER BY score DESC, name, id ${range}) m JOIN ingredient i ON i.id = m.id
      LEFT JOIN ingredient_group ig ON ig.id = i.ingredient_group_id)`);
    ctes.push('total AS (SELECT count(*) AS n FROM matches)');
    order = 'p.score DESC, p.name, p.id';
    // The planner, without statistics on PGlite, would rather scan every row than use the trigram index.
    await tx.query("SELECT set_config('enable_seqscan', 'off', true)");
  } else {
    ctes.push(`page AS (SELECT ${COLUMNS} FROM ingredient i LEFT JOIN ingredient_group ig ON ig.id = i.ingredient_group_id
      WHERE ${where} ORDER BY i.name, i.id ${range})`);
    ctes.push(`total AS (SELECT count(*) AS n FROM ingredient i WHERE ${where})`);
    order = 'p.name, p.id';
  }
  const extra = (Object.keys(PART_SQL) as (keyof IngredientPageParts)[]).filter((k) => parts[k]).map((k) => `, ${PART_SQL[k]}`);
  // One row at least (the total), with the page's rows joined to it when there are any.
  const rows = await tx.query<Raw>(
    `WITH ${ctes.join(',\n')}
    SELECT t.n AS total, p.*${extra.join('')} FROM total t LEFT JOIN page p ON true ORDER BY ${order}`,
    params.values,
  );
  return {
    items: rows.filter((r) => r.id !== null && r.id !== undefined).map(toRow),
    total: Number(rows[0]?.total ?? 0),
  };
}
