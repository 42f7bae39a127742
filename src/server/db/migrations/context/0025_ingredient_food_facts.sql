-- What a dietitian needs to know of an ingredient (src/domain/foodFacts.ts): its animal origins, the gluten-containing
-- cereals it holds, and why (one reason per fact: "SR food group 1000 Pork Products", "name: 'gravy' (...)").
-- Diets and allergens are derived from them (the seed and the importers write all five together). Rows of a
-- database seeded before this migration are NULL here until the next start fills them (src/server/seed/foodFactsBackfill.ts).
ALTER TABLE ingredient ADD COLUMN IF NOT EXISTS animal_origins text[];
--> statement-breakpoint
ALTER TABLE ingredient ADD COLUMN IF NOT EXISTS gluten_cereals text[];
--> statement-breakpoint
ALTER TABLE ingredient ADD COLUMN IF NOT EXISTS fact_reasons jsonb;
