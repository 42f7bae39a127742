import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { MealPlan } from '../../services/generated/plannerApi.generated';
import { MealDetailDialog } from './MealDetailDialog';
import { planActions } from './store/planSlice';
import { isMealPinned, mealKcal, mealPins, selectPendingPlan, selectPinnedMeals } from './store/selectors';
import { titleCase } from './format';

/**
 * One meal of the plan: its recipes with the household's servings and energy (against the meal's target), the Updated
 * and Pinned badges, and the pin.
 * Memoised: a week shows 42 of them, and most changes of the screen (the needs arriving, a pin elsewhere) leave a
 * meal as it was.
 */
export const MealCard = memo(function MealCard({
  meal,
  updated,
  targetKcal,
}: {
  meal: MealPlan;
  updated: boolean;
  /** The household's energy target of this meal of day (from the needs call), once known. */
  targetKcal?: number;
}) {
  const dispatch = useAppDispatch();
  const pins = useAppSelector(selectPinnedMeals);
  const pending = useAppSelector(selectPendingPlan);
  const title = titleCase(meal.mealOfDay);
  const name = `${titleCase(meal.dayOfWeek)} ${title}`;
  const pinned = isMealPinned(pins, meal);
  const [open, setOpen] = useState(false);
  return (
    <Card.Root size="sm" role="article" aria-label={name} borderColor={pinned ? 'teal.500' : undefined}>
      <Card.Body gap="1" padding="3">
        <HStack justify="space-between">
          <Text fontWeight="semibold">{title}</Text>
          <HStack gap="1">
            {pinned && <Badge colorPalette="teal">Pinned</Badge>}
            {updated && <Badge colorPalette="orange">Updated</Badge>}
          </HStack>
        </HStack>
        <Text fontSize="xs" color="fg.muted" aria-label={`Energy of ${name}`}>
          {targetKcal === undefined ? `${mealKcal(meal)} kcal` : `${mealKcal(meal)} / ${Math.round(targetKcal)} kcal`}
        </Text>
        <Stack gap="0" as="ul" listStyleType="none">
          {meal.scaledRecipes.map((r, i) => (
            <Text as="li" key={`${r.recipe.idRecipe}-${i}`} fontSize="sm">
              {r.recipe.name}{' '}
              <Text as="span" color="fg.muted">
                × {Math.round(r.servings * 10) / 10}
              </Text>
            </Text>
          ))}
        </Stack>
        <HStack gap="1">
          <Button size="xs" variant="ghost" aria-label={`Details of ${name}`} onClick={() => setOpen(true)}>
            Details
          </Button>
          <Button
            size="xs"
            variant={pinned ? 'solid' : 'ghost'}
            colorPalette="teal"
            aria-pressed={pinned}
            aria-label={`${pinned ? 'Unpin' : 'Pin'} ${name}`}
            disabled={!!pending || mealPins(meal).length === 0}
            onClick={() => dispatch(planActions.mealsPinned({ meals: mealPins(meal), pinned: !pinned }))}
          >
            {pinned ? 'Unpin' : 'Pin'}
          </Button>
        </HStack>
        {open && <MealDetailDialog meal={meal} open={open} onClose={() => setOpen(false)} />}
      </Card.Body>
    </Card.Root>
  );
});
