-- The food-fact rules changed (src/domain/foodFactWords.ts, foodFactRules.ts): oyster mushrooms, the oyster blade,
-- oyster crackers, vegetable oyster and scallop squash hold no mollusc, fish-shaped crackers no fish; sausages named
-- beef, veal or poultry ("Beef, bologna", "Bratwurst, chicken") are not pork; in a plant food group a LanguaL animal
-- source (broccoli raab coded as fish) gives no animal origin.
-- The facts of ingredients staff never saved (version 1) are cleared, so the next start derives them again and
-- recomputes the recipes using them (src/server/seed/foodFactsBackfill.ts); then the seeded food restrictions
-- still as the seed made them are read from the facts (src/server/seed/foodRestrictions.ts).
UPDATE ingredient SET fact_reasons = NULL WHERE version = 1 AND fact_reasons IS NOT NULL;
