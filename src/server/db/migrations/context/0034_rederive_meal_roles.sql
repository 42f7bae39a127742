-- The meal-role derivation changed (src/domain/mealRoles.ts): garlic, parsley, chives, cilantro and horseradish season a
-- dish and are no vegetable side; raw rhubarb is no fruit portion (it is eaten cooked); banana and plantain chips are
-- fried chips, outside the Wheel of Five like crisps.
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
