import { Badge, Button, Dialog, Heading, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { MealPlan, ScaledRecipe } from '../../services/generated/plannerApi.generated';
import { MealExplanationPanel } from './MealExplanation';
import { Replacements } from './Replacements';
import { ScaledIngredientsTable } from './ScaledIngredientsTable';
import { planActions } from './store/planSlice';
import { scoreColour } from './scoreColour';
import { isPinned, mealKcal, portionKcal, selectPendingPlan, selectPinnedMeals } from './store/selectors';
import { titleCase } from './format';
import { useLang } from './useLang';

function Scores({ recipe }: { recipe: ScaledRecipe }) {
  return (
    <Table.Root size="sm" aria-label={`Heuristic scores of ${recipe.recipe.name}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Heuristic</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Weight</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {(recipe.heuristicScores ?? []).map((s) => (
          <Table.Row key={s.name}>
            <Table.Cell>{titleCase(s.name)}</Table.Cell>
            <Table.Cell textAlign="end">
              <Badge colorPalette={scoreColour(s.value)} data-colour={scoreColour(s.value)}>
                {s.value.toFixed(2)}
              </Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">{s.weight}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function Restrictions({ recipe }: { recipe: ScaledRecipe }) {
  const r = recipe.appliedRestrictions;
  if (!r) return null;
  return (
    <Stack gap="0" fontSize="sm" aria-label={`Restrictions applied to ${recipe.recipe.name}`} role="list">
      <Text role="listitem">Initial candidates: {r.initialCandidates}</Text>
      {Object.entries(r.removedCandidates).map(([rule, count]) => (
        <Text role="listitem" key={rule}>
          Removed by {titleCase(rule)}: {count}
        </Text>
      ))}
      {r.removedTypesOtherMealDivisions !== undefined && (
        <Text role="listitem">Removed as types of other divisions: {r.removedTypesOtherMealDivisions}</Text>
      )}
      <Text role="listitem">Final candidates: {r.finalCandidates}</Text>
    </Stack>
  );
}

/** Pin or unpin one recipe (division) of the meal. */
function PinToggle({ meal, recipe }: { meal: MealPlan; recipe: ScaledRecipe }) {
  const dispatch = useAppDispatch();
  const pins = useAppSelector(selectPinnedMeals);
  const pending = useAppSelector(selectPendingPlan);
  const id = recipe.mealOfDayDivision?.idMealOfDayDivision;
  if (id === undefined) return null;
  const pinned = isPinned(pins, meal.dayOfWeek, id);
  return (
    <Button
      size="xs"
      variant={pinned ? 'solid' : 'outline'}
      colorPalette="teal"
      alignSelf="flex-start"
      aria-pressed={pinned}
      disabled={!!pending}
      onClick={() =>
        dispatch(planActions.mealsPinned({ meals: [{ dayOfWeek: meal.dayOfWeek, idMealOfDayDivision: id }], pinned: !pinned }))
      }
    >
      {pinned ? `Unpin ${recipe.recipe.name}` : `Pin ${recipe.recipe.name}`}
    </Button>
  );
}

/** A meal's recipes with their ingredients per member, each heuristic's score (coloured), the restrictions applied, why it was chosen, pins and replacement. */
export function MealDetailDialog({ meal, open, onClose }: { meal: MealPlan; open: boolean; onClose: () => void }) {
  const lang = useLang();
  return (
    <Dialog.Root open={open} size="xl" scrollBehavior="inside" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {titleCase(meal.dayOfWeek)}, {titleCase(meal.mealOfDay)}
              </Dialog.Title>
              <Text fontSize="sm" color="fg.muted" aria-label="Energy of the meal">
                {mealKcal(meal)} kcal for the household
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {meal.scaledRecipes.map((r, i) => (
                  <Stack key={`${r.recipe.idRecipe}-${i}`} gap="2">
                    <Heading size="sm">
                      {r.recipe.name}{' '}
                      {r.mealOfDayDivision?.name && (
                        <Text as="span" color="fg.muted">
                          ({r.mealOfDayDivision.name})
                        </Text>
                      )}
                    </Heading>
                    <Text fontSize="sm">
                      {(r.householdServings ?? [])
                        .map(
                          (h) =>
                            `${h.user.name ?? `Member ${h.user.id}`}: ${Math.round(h.portionInServings * 100) / 100} servings (${portionKcal(r, h.portionInServings)} kcal)`,
                        )
                        .join(' · ')}
                    </Text>
                    <ScaledIngredientsTable recipe={r} />
                    <PinToggle meal={meal} recipe={r} />
                    <MealExplanationPanel meal={meal} recipe={r} lang={lang} />
                    <Scores recipe={r} />
                    <Restrictions recipe={r} />
                    <Replacements meal={meal} recipe={r} onReplaced={onClose} lang={lang} />
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
