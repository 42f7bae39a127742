/**
 * The common food restrictions seeded with a new catalogue: each the foods a person following it avoids, read
 * from the ingredients' food facts (src/domain/foodFactRules.ts), so "No pork" holds sausages, salami and ham
 * in dishes as the diets do, and no meatless bacon. Beef and alcohol have no fact of their own: beef is the SR
 * beef group and the meats named beef, alcohol the SR alcoholic beverages. Staff edit the lists on
 * /food-restrictions.
 *
 * Until 2026-11-29 the lists were picked by SR food group and name prefix only ("Pork, ..." and "%bacon%"),
 * which left out every sausage; `refreshSeededFoodRestrictions` moves a list still as that rule made it to the
 * facts' list, and leaves a list staff changed.
 */
import type { SqlRunner } from '../db/client';

interface SeededRestriction {
  readonly name: string;
  /** The ingredients it holds (`i` the ingredient, `fg` one of its food groups). */
  readonly where: string;
  /** The rule the seed used before facts, to recognise a list nobody changed. */
  readonly before: string;
}

export const SEEDED_FOOD_RESTRICTIONS: readonly SeededRestriction[] = [
  {
    name: 'No pork',
    where: "'PORK' = ANY (i.animal_origins)",
    before: "fg.name IN ('Pork Products') OR i.name ILIKE 'Pork,%' OR i.name ILIKE '%bacon%'",
  },
  {
    name: 'No beef',
    where:
      "fg.name IN ('Beef Products') OR i.name ILIKE 'Beef,%' OR (i.name ~* '\\mbeef\\M' AND 'MEAT' = ANY (i.animal_origins))",
    before: "fg.name IN ('Beef Products') OR i.name ILIKE 'Beef,%'",
  },
  {
    name: 'No shellfish',
    where: "'SHELLFISH' = ANY (i.animal_origins)",
    before: "i.name ILIKE 'Crustaceans,%' OR i.name ILIKE 'Mollusks,%'",
  },
  {
    name: 'No fish',
    where: "'FISH' = ANY (i.animal_origins)",
    before: "fg.name IN ('Finfish and Shellfish Products') AND i.name ILIKE 'Fish,%'",
  },
  {
    name: 'No tree nuts',
    where: "'NUTS' = ANY (i.allergens)",
    before: "fg.name IN ('Nut and Seed Products') AND i.name ILIKE 'Nuts,%'",
  },
  { name: 'No alcohol', where: "i.name ILIKE 'Alcoholic beverage%'", before: "i.name ILIKE 'Alcoholic beverage%'" },
];

const ingredientsWhere = (where: string) =>
  `SELECT DISTINCT i.id FROM ingredient i
     LEFT JOIN ingredient_food_group ifg ON ifg.ingredient_id = i.id LEFT JOIN food_group fg ON fg.id = ifg.food_group_id
   WHERE ${where}`;

/** Fills restriction `id`'s (empty) list with the ingredients `where` picks. */
const fillList = (tx: SqlRunner, id: number, where: string) =>
  tx.query(
    `INSERT INTO food_restriction_ingredient (food_restriction_id, ingredient_id) SELECT $1::int, x.id FROM (${ingredientsWhere(where)}) x`,
    [id],
  );

/** Creates the seeded restrictions with their lists (a fresh catalogue). */
export async function seedFoodRestrictions(tx: SqlRunner): Promise<void> {
  for (const restriction of SEEDED_FOOD_RESTRICTIONS) {
    const [row] = await tx.query<{ id: number }>('INSERT INTO food_restriction (name, enabled) VALUES ($1, true) RETURNING id', [
      restriction.name,
    ]);
    await fillList(tx, row.id, restriction.where);
  }
}

/**
 * Moves each seeded restriction whose list is exactly what the earlier rule picks to the facts' list (after the
 * facts are derived); a list staff changed, or one already moved, stays. Returns the names moved.
 */
export async function refreshSeededFoodRestrictions(tx: SqlRunner): Promise<string[]> {
  const moved: string[] = [];
  for (const restriction of SEEDED_FOOD_RESTRICTIONS) {
    if (restriction.before === restriction.where) continue;
    const [row] = await tx.query<{ id: number; unchanged: boolean }>(
      `SELECT r.id,
         ARRAY(SELECT ingredient_id FROM food_restriction_ingredient WHERE food_restriction_id = r.id ORDER BY 1)
           = ARRAY(SELECT id FROM (${ingredientsWhere(restriction.before)}) b ORDER BY 1) AS unchanged
       FROM food_restriction r WHERE r.name = $1 ORDER BY r.id LIMIT 1`,
      [restriction.name],
    );
    if (!row?.unchanged) continue;
    await tx.query('DELETE FROM food_restriction_ingredient WHERE food_restriction_id = $1', [row.id]);
    await fillList(tx, row.id, restriction.where);
    moved.push(restriction.name);
  }
  return moved;
}
