-- The meal-role derivation changed (src/domain/mealRoles.ts): garlic, parsley, chives, cilantro and horseradish season a
-- dish and are no vegetable side; raw rhubarb and tamarind are no fruit portion (they are cooked with); banana and
-- plantain chips are fried chips, outside the Wheel of Five like crisps; canapés are a starter or a
-- snack, not a bread meal; fried cornmeal sticks a side or a snack, not a main.
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
