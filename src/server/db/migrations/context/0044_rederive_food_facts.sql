-- The food-fact words (src/domain/foodFactWords.ts) read SR28's "Tortillas, ready-to-bake or -fry, corn" as a wheat
-- tortilla, so corn tortillas and the tacos, enchiladas and tostadas made with them were kept from gluten-free
-- households. The facts of ingredients staff never saved (version 1) are cleared, so the next start derives them again
-- and recomputes the recipes using them (src/server/seed/foodFactsBackfill.ts).
UPDATE ingredient SET fact_reasons = NULL WHERE version = 1 AND fact_reasons IS NOT NULL;
