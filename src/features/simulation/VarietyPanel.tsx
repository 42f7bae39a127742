import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { VARIETY_LEVEL_LABELS, VARIETY_LEVELS } from '../../domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { IngredientPicker } from '../../components/IngredientPicker';
import { LabeledSelect } from '../../components/LabeledSelect';
import { selectVariety, selectVarietyPanel } from './store/selectors';
import { varietyActions } from './store/varietySlice';

const name = (i: { idIngredient: number; name?: string }) => i.name ?? `Ingredient ${i.idIngredient}`;

/**
 * The variety level (Low, Balanced, Unlimited: how often a recipe may come back in the week; the request's
 * varietyOptions.varietyLevel). CREATE lists the priority ingredients, REVIEW the allowed ones: "Restrict" moves one to the
 * restricted (excluded) list and "Allow" moves it back; the restricted list is enabled only in REVIEW.
 */
export function VarietyPanel() {
  const dispatch = useAppDispatch();
  const { mode, listed: current, excluded, restrictedListEnabled } = useAppSelector(selectVarietyPanel);
  const level = useAppSelector(selectVariety).varietyLevel;
  // A new plan lists a few hundred ingredients, each with its button: rendered after the plan's cards are on screen.
  const listed = useDeferredValue(current);
  const review = mode === 'REVIEW';
  return (
    <Stack as="section" aria-label="Variety options" gap="2">
      <LabeledSelect
        label="Variety"
        width="48"
        value={level}
        options={VARIETY_LEVELS.map((v) => ({ value: v, label: VARIETY_LEVEL_LABELS[v] }))}
        onChange={(value) => {
          const chosen = VARIETY_LEVELS.find((v) => v === value);
          if (chosen) dispatch(varietyActions.varietyLevelChanged(chosen));
        }}
      />
      <Heading size="sm">{review ? 'Allowed ingredients' : 'Priority ingredients'}</Heading>
      {mode === 'CREATE' && (
        <IngredientPicker
          model="NUTRITIONIST_UI"
          label="Add priority ingredient"
          onSelect={(i) => dispatch(varietyActions.priorityIngredientAdded(i))}
        />
      )}
      {current.length === 0 && <Text color="fg.muted">None</Text>}
      <Stack
        as="ul"
        gap="1"
        listStyleType="none"
        aria-label={review ? 'Allowed ingredients' : 'Priority ingredients'}
        maxHeight="64"
        overflowY="auto"
      >
        {listed.map((i) => (
          <HStack as="li" key={i.idIngredient} justify="space-between">
            <Text fontSize="sm">{name(i)}</Text>
            {review ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => dispatch(varietyActions.ingredientRestricted({ idIngredient: i.idIngredient }))}
              >
                Restrict {name(i)}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => dispatch(varietyActions.priorityIngredientRemoved(i.idIngredient))}
              >
                Remove {name(i)}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      <Heading size="sm">Restricted ingredients</Heading>
      <Stack
        as="ul"
        gap="1"
        listStyleType="none"
        aria-label="Restricted ingredients"
        aria-disabled={!restrictedListEnabled}
        opacity={restrictedListEnabled ? 1 : 0.5}
      >
        {excluded.map((i) => (
          <HStack as="li" key={i.idIngredient} justify="space-between">
            <Text fontSize="sm">{name(i)}</Text>
            <Button
              size="xs"
              variant="outline"
              disabled={!restrictedListEnabled}
              onClick={() => dispatch(varietyActions.ingredientAllowed({ idIngredient: i.idIngredient }))}
            >
              Allow {name(i)}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
