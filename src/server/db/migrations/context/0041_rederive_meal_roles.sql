-- The meal-role derivation changed (src/domain/mealRoles.ts): popovers and Irish soda bread are plain quick breads
-- eaten at breakfast or with a topping, and matzo fritters a breakfast, so none is a snack by itself; evaporated or
-- condensed milk that is not diluted is an ingredient, not a drink.
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
