-- The meal-role derivation changed (src/domain/mealRoles.ts): duck, goose and quail eggs and egg substitute are
-- ingredients, not a planned item; frozen breakfast trays ("Scrambled eggs, sausage, pancakes (frozen meal)") lose
-- the breakfast role; rice seasoned, sweetened or in tomato sauce ("Rice with raisins", "Flavored rice", "White rice
-- with tomato sauce") is a side, not a main.
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
