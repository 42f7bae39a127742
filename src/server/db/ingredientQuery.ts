/**
 * The ingredient list's filters and the data-quality checks in SQL, shared by the app API's list
 * (listIngredients) and the search service (searchIngredients) so both filter the same way. The
 * thresholds of the checks are src/domain's (ingredientQuality.ts).
 */
import {
  ENERGY_FACTORS,
  ENERGY_MIN_GAP_KCAL,
  ENERGY_TOLERANCE,
  MAX_MACROS_PER_100G,
  OUTLIER_MIN_GROUP_VALUES,
  OUTLIER_SD,
} from '../../domain/ingredientQuality';
import { likePattern, type Params } from './sql';

export interface IngredientFilter {
  /** Free text on name, English name and original name (substring, or a trigram word match for typos). */
  name?: string;
  /** Food group ids: any of them. */
  foodGroups?: readonly number[];
  /** A country: foods of its database (`fcdb`), or imported from its context. */
  country?: string;
  onlyUsedInRecipes?: boolean;
  languaLIDs?: readonly string[];
  includeLanguaLSubtree?: boolean;
  unitsFilter?: 'ALL' | 'WITH_UNITS' | 'WITHOUT_UNITS';
  visibilityFilter?: 'ALL' | 'HIDDEN' | 'VISIBLE';
  ingredientGroupFilter?: 'ALL' | 'WITH_IG' | 'WITHOUT_IG';
  withDataIssues?: boolean;
}

/** The four figures the outlier check looks at: [nutrient key, column]. */
export const OUTLIER_COLUMNS = [
  ['energyKcal', 'energy_kcal'],
  ['protein', 'protein'],
  ['fat', 'fat'],
  ['carbohydrate', 'carbohydrate'],
] as const;

/**
 * Mean, population standard deviation and count of each outlier figure per food group
 * (`food_group_id`, `n_<col>`, `mean_<col>`, `sd_<col>`), optionally only for some groups.
 */
export function foodGroupStatsSql(groupFilter = ''): string {
  const cols = OUTLIER_COLUMNS.map(
    ([, c]) => `count(x.${c}) AS n_${c}, avg(x.${c}) AS mean_${c}, stddev_pop(x.${c}) AS sd_${c}`,
  ).join(', ');
  return `SELECT g.food_group_id, ${cols}
    FROM ingredient_food_group g JOIN ingredient x ON x.id = g.ingredient_id ${groupFilter} GROUP BY g.food_group_id`;
}

/** True when a figure of `i` lies more than OUTLIER_SD deviations from the mean of group stats `s`. */
export function outlierConditionSql(i = 'i', s = 's'): string {
  return OUTLIER_COLUMNS.map(
    ([, c]) => `(${s}.n_${c} >= ${OUTLIER_MIN_GROUP_VALUES} AND ${s}.sd_${c} > 0
      AND abs(${i}.${c} - ${s}.mean_${c}) > ${OUTLIER_SD} * ${s}.sd_${c})`,
  ).join(' OR ');
}

/**
 * The issue codes of ingredient `i` (text[], empty when none). `stats` names a relation shaped like
 * foodGroupStatsSql's result (a CTE).
 */
export function dataIssuesSql(stats: string, i = 'i'): string {
  const computed = `(${ENERGY_FACTORS.protein} * ${i}.protein + ${ENERGY_FACTORS.carbohydrate} * ${i}.carbohydrate
    + ${ENERGY_FACTORS.fat} * ${i}.fat + ${ENERGY_FACTORS.alcohol} * coalesce(${i}.alcohol, 0))`;
  return `array_remove(ARRAY[
    CASE WHEN ${i}.energy_kcal IS NOT NULL AND ${i}.protein IS NOT NULL AND ${i}.fat IS NOT NULL AND ${i}.carbohydrate IS NOT NULL
      AND abs(${i}.energy_kcal - ${computed}) > ${ENERGY_TOLERANCE} * ${i}.energy_kcal
      AND abs(${i}.energy_kcal - ${computed}) >= ${ENERGY_MIN_GAP_KCAL} THEN 'ENERGY_MISMATCH' END,
    CASE WHEN coalesce(${i}.protein, 0) + coalesce(${i}.fat, 0) + coalesce(${i}.carbohydrate, 0) + coalesce(${i}.alcohol, 0)
      > ${MAX_MACROS_PER_100G} THEN 'MACROS_OVER_100G' END,
    CASE WHEN ${i}.energy_kcal IS NULL OR ${i}.protein IS NULL OR ${i}.fat IS NULL OR ${i}.carbohydrate IS NULL
      THEN 'MISSING_KEY_NUTRIENTS' END,
    CASE WHEN EXISTS (SELECT 1 FROM ingredient_food_group ifg JOIN ${stats} s ON s.food_group_id = ifg.food_group_id
      WHERE ifg.ingredient_id = ${i}.id AND (${outlierConditionSql(i, 's')})) THEN 'FOOD_GROUP_OUTLIER' END
  ]::text[], NULL)`;
}

/**
 * What the name search matches and ranks by: the name, then the English and original names where they
 * differ (an SQL function of migration 0020, under a trigram index).
 */
export const INGREDIENT_SEARCH_TEXT = 'ingredient_search_text(i.name, i.english_name, i.original_name)';

/**
 * WHERE conditions over `ingredient i` (joined with AND; `TRUE` when none) and the common table
 * expressions they need (`name AS (...)`, to put in the statement's WITH clause).
 */
export function ingredientWhere(params: Params, q: IngredientFilter): { where: string; ctes: string[] } {
  const c: string[] = [];
  const ctes: string[] = [];
  const name = q.name?.trim();
  if (name) {
    // Both through one trigram index on the searchable text (migration 0020).
    c.push(`(${INGREDIENT_SEARCH_TEXT} ILIKE ${params.p(likePattern(name))} OR ${params.p(name)} <% ${INGREDIENT_SEARCH_TEXT})`);
  }
  if (q.foodGroups?.length) {
    c.push(
      `EXISTS (SELECT 1 FROM ingredient_food_group g WHERE g.ingredient_id = i.id AND g.food_group_id = ANY(${params.p(q.foodGroups)}::int[]))`,
    );
  }
  if (q.country) {
    // A database named after the country, or a food imported from that country's context (CONTEXT_<COUNTRY>).
    const country = params.p(q.country.toLowerCase());
    c.push(`lower(i.fcdb) IN (${country}, 'context_' || ${country})`);
  }
  if (q.onlyUsedInRecipes) c.push('EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.ingredient_id = i.id)');
  if (q.languaLIDs?.length) {
    const codes = params.p(q.languaLIDs);
    if (q.includeLanguaLSubtree !== false) {
      // An ingredient is in a descriptor's subtree when the descriptor is one of its descriptors or one of
      // their ancestors: `langual_subtree` holds both, kept by triggers, under a GIN index (migration 0020).
      c.push(`i.langual_subtree && ${codes}::text[]`);
    } else {
      c.push(
        `EXISTS (SELECT 1 FROM ingredient_langual il WHERE il.ingredient_id = i.id AND il.langual_code = ANY(${codes}::text[]))`,
      );
    }
  }
  const otherUnits = "EXISTS (SELECT 1 FROM unit u WHERE u.ingredient_id = i.id AND u.name <> 'GRAMS')";
  if (q.unitsFilter === 'WITH_UNITS') c.push(otherUnits);
  if (q.unitsFilter === 'WITHOUT_UNITS') c.push(`NOT ${otherUnits}`);
  if (q.visibilityFilter === 'HIDDEN') c.push('i.hide_from_user');
  if (q.visibilityFilter === 'VISIBLE') c.push('NOT i.hide_from_user');
  if (q.ingredientGroupFilter === 'WITH_IG') c.push('i.ingredient_group_id IS NOT NULL');
  if (q.ingredientGroupFilter === 'WITHOUT_IG') c.push('i.ingredient_group_id IS NULL');
  if (q.withDataIssues !== undefined) {
    ctes.push(`fg_stats AS MATERIALIZED (${foodGroupStatsSql()})`);
    c.push(`${q.withDataIssues ? '' : 'NOT '}(cardinality(${dataIssuesSql('fg_stats')}) > 0)`);
  }
  return { where: c.length ? c.join('\n  AND ') : 'TRUE', ctes };
}
