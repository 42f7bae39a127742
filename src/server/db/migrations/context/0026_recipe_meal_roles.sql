-- The meal roles a recipe may play (src/domain/mealRoles.ts: BREAKFAST, BREAD_MEAL, HOT_MAIN, SOUP, SIDE, STARTER,
-- DESSERT, SNACK, DRINK, FRUIT); the planner lets a meal division take only recipes whose role fits. Derived from the
-- source's food code (external_id), the meal types and the name on every save, unless staff chose others:
-- meal_roles_set_by is NULL for derived roles, else "set by <username> on <YYYY-MM-DD>" (as an ingredient's fact
-- reasons, 0025). Rows of a database seeded before this migration are NULL here until the next start derives them
-- (src/server/seed/mealRolesBackfill.ts).
ALTER TABLE recipe ADD COLUMN IF NOT EXISTS meal_roles text[];
--> statement-breakpoint
ALTER TABLE recipe ADD COLUMN IF NOT EXISTS meal_roles_set_by text;
