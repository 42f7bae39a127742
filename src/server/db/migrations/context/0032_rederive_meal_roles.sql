-- The meal-role derivation changed (src/domain/mealRoles.ts): shells, tortillas and patties are no breakfast by
-- themselves; breakfast, cereal and granola bars are snacks; fruit with a dressing is a starter, with cream,
-- marshmallows or pudding or as a whip a dessert, an avocado a starter or side: none is the fruit portion of a meal;
-- raw vegetables people cook (potato, lima beans, leek, herbs), yeast, lemons and limes have no role, nor crisps
-- and chips (outside the Wheel of Five, like candy); stuffed peppers are a main dish.
-- Derived roles are cleared so the next start derives them again (src/server/seed/mealRolesBackfill.ts); roles set by
-- staff stay.
UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL;
