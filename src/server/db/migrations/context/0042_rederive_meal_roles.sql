-- The meal-role derivation changed (src/domain/mealRoles.ts):
-- - bread, rolls, biscuits and cornbread by themselves are the bread beside a meal, not a breakfast; muffins are a
--   sweet snack; plain pancakes and waffles a sweet dish; egg salad a spread or salad; creamed eggs a hot dish;
-- - fruit cooked with sugar or in syrup, dried or not, is a dessert, not a snack; apple chips (fried) are no snack;
--   a boiled ripe banana is a starchy side and a baked one a dessert, not a fruit portion; hot peppers season a dish;
-- - nachos are a starter shared before a meal, not a hot main for dinner.
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
