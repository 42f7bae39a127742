-- The derivation of a seeded recipe's expertise level changed (src/server/seed/derivation.ts, `isPantryStaple`):
-- pantry staples (SR groups Spices and Herbs and Fats and Oils, water, table sugar, butter, leavening) no longer count
-- as ingredients, so pasta with tomato sauce is no longer an ADVANCED recipe. Seeded recipes no one has edited
-- (source USDA FNDDS 2.0, version 1, last written by the seed) take the level of their other ingredients; recipes
-- edited by staff keep theirs.
UPDATE recipe r
SET expertise_level = CASE WHEN c.core <= 3 THEN 'BEGINNER' WHEN c.core <= 7 THEN 'INTERMEDIATE' ELSE 'ADVANCED' END
FROM (
  SELECT ri.recipe_id,
    count(*) FILTER (
      WHERE NOT (
        i.external_id LIKE '02%' OR i.external_id LIKE '04%'
        OR i.external_id IN ('01001', '01002', '01145', '14411', '14429', '14555', '18369', '18370', '18371', '18372',
          '18373', '18374', '18375', '19334', '19335', '19336')
      )
    ) AS core
  FROM recipe_ingredient ri
  JOIN ingredient i ON i.id = ri.ingredient_id
  GROUP BY ri.recipe_id
) c
WHERE r.id = c.recipe_id AND r.source = 'USDA FNDDS 2.0' AND r.version = 1 AND r.updated_by = 'seed';
