-- The meal-role derivation changed (src/domain/mealRoles.ts): fruit fried, as chips, in sugar or syrup, ambrosia and
-- guacamole are no fruit portion; dried vegetables and seaweed are no vegetable side. Derived roles are cleared so the
-- next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
