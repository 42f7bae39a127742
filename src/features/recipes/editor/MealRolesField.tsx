import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { MEAL_ROLE_LABELS, MEAL_ROLES, type MealRole } from '../../../domain';
import type { Recipe } from '../recipesApi';
import { derivedMealRoles, type RecipeFormValues } from './formModel';
import { useFormLocked } from './FormField';

export const DERIVED_ROLES_NOTE = 'Derived from the food category and the name';
/** What roles ticked here but not saved yet will be told by (the server writes the name and day). */
export const NEW_ROLES_NOTE = 'Set by you when saved';

const sameRoles = (a: readonly MealRole[], b: readonly MealRole[]) => a.length === b.length && a.every((r) => b.includes(r));

/** "set by nutritionist on 2026-11-25" as a sentence. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Meal roles": the parts the recipe may play in a meal, one checkbox each. Derived (the form holds null) they follow
 * the name and meal types as they are typed, as the server derives them on save; ticking or unticking one makes them
 * the staff's choice, until "Reset to derived". Locked with the rest of the form for those who may not edit.
 */
export function MealRolesField({ control, recipe }: { control: Control<RecipeFormValues>; recipe?: Recipe }) {
  const locked = useFormLocked();
  const noteId = useId();
  const [name, mealTypes] = useWatch({ control, name: ['name', 'mealTypes'] });
  const derived = derivedMealRoles({ name: name ?? '', mealTypes: mealTypes ?? [] }, recipe?.sourceCode);
  return (
    <Controller
      control={control}
      name="mealRoles"
      render={({ field }) => {
        const chosen = field.value ?? null;
        const shown = chosen ?? derived;
        // The server keeps who set the stored roles when they are sent back unchanged.
        const stored =
          recipe?.mealRolesSetBy && chosen && sameRoles(chosen, recipe.mealRoles ?? []) ? recipe.mealRolesSetBy : null;
        const note = chosen === null ? DERIVED_ROLES_NOTE : stored ? sentence(stored) : NEW_ROLES_NOTE;
        const toggle = (role: MealRole, on: boolean) => {
          const next = MEAL_ROLES.filter((r) => (r === role ? on : shown.includes(r)));
          // Back to what the recipe derives: derived again (as the server would store them).
          field.onChange(sameRoles(next, derived) ? null : next);
        };
        return (
          <Stack gap="1" role="group" aria-label="Meal roles" aria-describedby={noteId}>
            <Text fontWeight="medium" fontSize="sm">
              Meal roles
            </Text>
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
              {MEAL_ROLES.map((role) => (
                <Box key={role}>
                  <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontSize: '0.875rem' }}>
                    <input
                      type="checkbox"
                      checked={shown.includes(role)}
                      disabled={locked}
                      onChange={(e) => toggle(role, e.target.checked)}
                    />
                    {MEAL_ROLE_LABELS[role]}
                  </label>
                </Box>
              ))}
            </SimpleGrid>
            <HStack gap="3">
              <Text id={noteId} fontSize="xs" color="fg.muted">
                {shown.length === 0 ? `${note}: no role, never planned` : note}
              </Text>
              {chosen !== null && !locked && (
                <Button size="2xs" variant="plain" colorPalette="blue" padding="0" onClick={() => field.onChange(null)}>
                  Reset to derived
                </Button>
              )}
            </HStack>
          </Stack>
        );
      }}
    />
  );
}
