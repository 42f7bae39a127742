import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useExplainMealMutation } from '../../services/plannerApi';
import type { MealExplanation, MealPlan, RecipeVerdict, ScaledRecipe } from '../../services/generated/plannerApi.generated';
import { RecipePicker } from './RecipePicker';
import { mealRequestOf } from './store/profileMapping';
import { selectProfile, selectVariety, selectWeekPlan } from './store/selectors';

/** Shown when the explanation call fails. */
export const EXPLAIN_ERROR_MESSAGE = 'Could not explain this meal';

const REASON_LABELS: Record<RecipeVerdict['reason'], string> = {
  RESTRICTION: 'Restriction',
  MEAL_TYPE: 'Meal type',
  REPEATED: 'Repeated this week',
  ENERGY: 'Energy off',
  LOWER_SCORE: 'Lower score',
  NOT_REACHED: 'Not reached by the search',
  NOT_IN_CATALOGUE: 'Not in the planner catalogue',
  CHOSEN: 'Chosen',
};

function Verdict({ verdict }: { verdict: RecipeVerdict }) {
  return (
    <Stack gap="0" as="li" role="listitem" aria-label={`Verdict on ${verdict.name}`}>
      <HStack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {verdict.name}
        </Text>
        <Badge size="sm" colorPalette={verdict.reason === 'RESTRICTION' || verdict.reason === 'MEAL_TYPE' ? 'red' : 'gray'}>
          {REASON_LABELS[verdict.reason]}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {verdict.message}
      </Text>
    </Stack>
  );
}

/**
 * "Why this meal?": the engine's explanation of one recipe of a meal (needs covered, what it was
 * compared with, the best rejected alternatives and why each lost) and "Why not this one?" for any
 * recipe of the catalogue.
 */
export function MealExplanationPanel({ meal, recipe, lang }: { meal: MealPlan; recipe: ScaledRecipe; lang?: string }) {
  const profile = useAppSelector(selectProfile);
  const weekPlan = useAppSelector(selectWeekPlan);
  const variety = useAppSelector(selectVariety);
  const [explain, explanation] = useExplainMealMutation();
  const [shown, setShown] = useState<MealExplanation | null>(null);
  const [whyNot, setWhyNot] = useState<MealExplanation | null>(null);
  const [failed, setFailed] = useState(false);
  const division = recipe.mealOfDayDivision;
  if (!division || !weekPlan) return null;

  const ask = async (other?: { idRecipe: number; name: string }) => {
    const ids = (list: { idIngredient: number }[]) => list.map((i) => i.idIngredient);
    setFailed(false);
    try {
      const answer = await explain({
        mealExplanationRequest: {
          ...mealRequestOf(profile, weekPlan, meal.dayOfWeek, division),
          varietyOptions: {
            varietyLevel: variety.varietyLevel,
            allowedIngredients: ids(variety.allowedIngredients),
            excludedIngredients: ids(variety.excludedIngredients),
          },
          count: 5,
          ...(other ? { whyNot: { idRecipe: other.idRecipe, name: other.name } } : {}),
          ...(lang ? { lang } : {}),
        },
      }).unwrap();
      if (other) setWhyNot(answer);
      else setShown(answer);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Stack gap="2" role="region" aria-label={`Why ${recipe.recipe.name}`}>
      {!shown && (
        <Button size="xs" variant="outline" alignSelf="flex-start" loading={explanation.isLoading} onClick={() => void ask()}>
          Why this meal?
        </Button>
      )}
      {failed && (
        <Text fontSize="sm" color="red.600" role="alert">
          {EXPLAIN_ERROR_MESSAGE}
        </Text>
      )}
      {shown && (
        <Stack gap="2">
          <Text fontSize="sm">{shown.summary}</Text>
          {shown.alternatives.length > 0 && (
            <>
              <Text fontSize="sm" fontWeight="semibold">
                Best rejected alternatives
              </Text>
              <Stack
                as="ul"
                gap="1"
                listStyleType="none"
                role="list"
                aria-label={`Rejected alternatives to ${recipe.recipe.name}`}
              >
                {shown.alternatives.map((a) => (
                  <Verdict key={a.idRecipe} verdict={a} />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      )}
      <RecipePicker label={`Why not this one? (instead of ${recipe.recipe.name})`} onSelect={(r) => void ask(r)} />
      {whyNot?.whyNot && (
        <Stack as="ul" listStyleType="none" role="list" aria-label="Why not">
          <Verdict verdict={whyNot.whyNot} />
        </Stack>
      )}
    </Stack>
  );
}
