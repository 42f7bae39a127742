-- The meal-role derivation changed (src/domain/mealRoles.ts): a dip (eggplant, bean, shrimp dip) is a starter only,
-- not a snack or the vegetables of a dinner; a sauce or gravy by itself (white clam sauce, sausage gravy, miso sauce)
-- is a condiment, never planned.
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
