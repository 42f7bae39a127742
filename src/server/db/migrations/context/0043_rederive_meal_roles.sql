-- The meal-role derivation changed (src/domain/mealRoles.ts) after dietitians read 20 week plans again:
-- - sweet pastry (doughnuts, churros, Danish pastry, coffee cake, sweet and cinnamon rolls, pan dulce, chocolate, fruit
--   or nut croissants, torrejas) is a dessert only: not the snack between meals, the breakfast, nor the bread beside a
--   soup;
-- - a crispbread with a topping is a snack (a crispbread alone stays no snack);
-- - a recipe without a food code named "<topping> on <bread or rice cakes>" is a bread meal (the composed meals the
--   seed adds, src/server/seed/composedMeals.ts, and staff's own).
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
