import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { EXPERTISE_LEVELS, MAX_MEALS_PER_DAY, MEALS_OF_DAY, MIN_MEALS_PER_DAY, type MealOfDay } from '../../domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LabeledSelect } from '../../components/LabeledSelect';
import type { MealOfDayDivision } from '../../services/generated/appApi.generated';
import { useListMealOfDayDivisionsQuery } from './simulationApi';
import { DEFAULT_EXPERTISE_LEVEL, selectedMealsOf } from './store/model';
import { profileActions } from './store/profileSlice';
import { selectProfile } from './store/selectors';
import { titleCase } from './format';

const MEAL_COUNTS = Array.from({ length: MAX_MEALS_PER_DAY - MIN_MEALS_PER_DAY + 1 }, (_, i) => MIN_MEALS_PER_DAY + i);

/** A division as the list under its meal shows it: its name, else its meal part, recipe or ingredient. */
function divisionLabel(d: MealOfDayDivision): string {
  if (d.name) return d.name;
  if (d.type === 'RECIPE') return d.recipe?.name ?? 'Recipe';
  if (d.type === 'INGREDIENT') return d.ingredientDivision?.ingredient.name ?? 'Ingredient';
  return d.mealPart ? titleCase(d.mealPart) : 'Meal part';
}

/** One meal of day: its box, and the context's divisions it brings into the plan. */
function MealChoice({
  meal,
  selected,
  disabled,
  divisions,
}: {
  meal: MealOfDay;
  selected: boolean;
  disabled: boolean;
  divisions: readonly MealOfDayDivision[] | undefined;
}) {
  const dispatch = useAppDispatch();
  const describedBy = useId();
  const parts = divisions?.filter((d) => d.mealOfDay === meal).map(divisionLabel);
  return (
    <Box>
      <label>
        <input
          type="checkbox"
          checked={selected}
          disabled={disabled}
          aria-describedby={parts?.length ? describedBy : undefined}
          onChange={(e) => dispatch(profileActions.mealOfDayToggled({ mealOfDay: meal, selected: e.target.checked }))}
        />{' '}
        {titleCase(meal)}
      </label>
      {parts && parts.length > 0 && (
        <Text id={describedBy} fontSize="xs" color="fg.muted" marginStart="5">
          {parts.join(', ')}
        </Text>
      )}
    </Box>
  );
}

/**
 * The household's meals per day (3 to 6) and which meals of day they are, chosen among the context's meal-of-day
 * divisions (each meal lists the divisions it brings), and the cook's expertise: the plan request carries them, the
 * planner plans those meals only and no recipe above that expertise.
 */
export function HouseholdMealsFields() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const divisions = useListMealOfDayDivisionsQuery().data;
  const selected = selectedMealsOf(profile);
  // A meal of day the context has no division for adds nothing to plan: it is offered only when already selected.
  const offered = MEALS_OF_DAY.filter((m) => !divisions || selected.includes(m) || divisions.some((d) => d.mealOfDay === m));
  return (
    <Stack gap="3" as="section" aria-label="Meals and cooking">
      <Heading size="md">Meals and cooking</Heading>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <LabeledSelect
          label="Meals per day"
          width="40"
          value={String(selected.length)}
          options={MEAL_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(n) => dispatch(profileActions.mealsPerDayChanged(Number(n)))}
        />
        <LabeledSelect
          label="Cooking expertise"
          width="48"
          value={profile.expertiseLevel ?? DEFAULT_EXPERTISE_LEVEL}
          options={EXPERTISE_LEVELS.map((e) => ({ value: e, label: titleCase(e) }))}
          onChange={(level) => {
            const expertise = EXPERTISE_LEVELS.find((e) => e === level);
            if (expertise) dispatch(profileActions.expertiseLevelChanged(expertise));
          }}
        />
      </HStack>
      <Box as="fieldset">
        <Text as="legend" fontSize="sm" fontWeight="medium" marginBottom="1">
          Meals of the day ({MIN_MEALS_PER_DAY} to {MAX_MEALS_PER_DAY})
        </Text>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {offered.map((meal) => {
            const on = selected.includes(meal);
            return (
              <MealChoice
                key={meal}
                meal={meal}
                selected={on}
                disabled={on ? selected.length <= MIN_MEALS_PER_DAY : selected.length >= MAX_MEALS_PER_DAY}
                divisions={divisions}
              />
            );
          })}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
