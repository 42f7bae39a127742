-- The meal-role derivation changed (src/domain/mealRoles.ts): frozen desserts (ice cream, frozen yoghurt, sherbet,
-- sorbet, ice pops and fruit juice bars, in a cone, a bar or a cup) are desserts only, never a snack, a breakfast or
-- a fruit portion.
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
