import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MealPlan } from '../../services/generated/plannerApi.generated';
import { MealDetailDialog } from './MealDetailDialog';
import { titleCase } from './today';

/** One meal of the plan: its recipes with the household's servings, and the Updated badge. */
export function MealCard({ meal, updated }: { meal: MealPlan; updated: boolean }) {
  const title = titleCase(meal.mealOfDay);
  const [open, setOpen] = useState(false);
  return (
    <Card.Root size="sm" role="article" aria-label={`${titleCase(meal.dayOfWeek)} ${title}`}>
      <Card.Body gap="1" padding="3">
        <HStack justify="space-between">
          <Text fontWeight="semibold">{title}</Text>
          {updated && <Badge colorPalette="orange">Updated</Badge>}
        </HStack>
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
        <Button
          size="xs"
          variant="ghost"
          alignSelf="flex-start"
          aria-label={`Details of ${titleCase(meal.dayOfWeek)} ${title}`}
          onClick={() => setOpen(true)}
        >
          Details
        </Button>
        {open && <MealDetailDialog meal={meal} open={open} onClose={() => setOpen(false)} />}
      </Card.Body>
    </Card.Root>
  );
}
