import { Button, Heading, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { FeedbackValue } from '../../services/generated/plannerApi.generated';
import { IngredientPicker } from '../../components/IngredientPicker';
import { RecipePicker } from './RecipePicker';
import { profileActions } from './store/profileSlice';
import { selectProfile } from './store/selectors';
import { useListFoodRestrictionsQuery } from './simulationApi';

const ingredientName = (i: { idIngredient: number; name?: string }) => i.name ?? `Ingredient ${i.idIngredient}`;
const recipeName = (r: { idRecipe: number; name?: string }) => r.name ?? `Recipe ${r.idRecipe}`;

/** Food restrictions, ingredient and recipe feedbacks and ingredient restrictions of the simulated profile. */
export function RestrictionsEditor() {
  return (
    <Stack gap="3">
      <FoodRestrictionChoices />
      <IngredientFeedbacks />
      <RecipeFeedbacks />
      <IngredientRestrictions />
    </Stack>
  );
}

/** The food restrictions the profile has, among those enabled in the context. */
function FoodRestrictionChoices() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const restrictions = useListFoodRestrictionsQuery();
  const chosen = new Set(profile.foodRestrictions.map((r) => r.idFoodRestriction));

  const toggleRestriction = (id: number, name: string, on: boolean) => {
    const next = on
      ? [...profile.foodRestrictions, { idFoodRestriction: id, name }]
      : profile.foodRestrictions.filter((r) => r.idFoodRestriction !== id);
    dispatch(profileActions.foodRestrictionsChanged(next));
  };

  return (
    <>
      <Heading size="md">Food restrictions</Heading>
      <Wrap gap="3" role="group" aria-label="Food restrictions">
        {(restrictions.data ?? [])
          .filter((r) => r.enabled || chosen.has(r.idFoodRestriction))
          .map((r) => (
            <label key={r.idFoodRestriction}>
              <input
                type="checkbox"
                checked={chosen.has(r.idFoodRestriction)}
                onChange={(e) => toggleRestriction(r.idFoodRestriction, r.name, e.target.checked)}
              />{' '}
              {r.name}
            </label>
          ))}
      </Wrap>
    </>
  );
}

/** Likes and dislikes of ingredients: one added with the chosen value, each removable. */
function IngredientFeedbacks() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const [feedback, setFeedback] = useState<FeedbackValue>('LIKE');
  return (
    <>
      <Heading size="md">Ingredient feedbacks</Heading>
      <HStack align="flex-start">
        <NativeSelect.Root size="sm" width="32">
          <NativeSelect.Field
            aria-label="Feedback"
            value={feedback}
            onChange={(e) => setFeedback(e.target.value === 'DISLIKE' ? 'DISLIKE' : 'LIKE')}
          >
            <option value="LIKE">Like</option>
            <option value="DISLIKE">Dislike</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Stack flex="1">
          <IngredientPicker
            model="NUTRITIONIST_UI"
            label="Add ingredient feedback"
            onSelect={(ingredient) => dispatch(profileActions.ingredientFeedbackSet({ ingredient, value: feedback }))}
          />
        </Stack>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Ingredient feedbacks">
        {profile.ingredientFeedbacks.map((f) => (
          <HStack as="li" key={f.ingredient.idIngredient} justify="space-between">
            <Text fontSize="sm">
              {ingredientName(f.ingredient)}: {f.value === 'LIKE' ? 'Like' : 'Dislike'}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => dispatch(profileActions.ingredientFeedbackRemoved(f.ingredient.idIngredient))}
            >
              Remove feedback on {ingredientName(f.ingredient)}
            </Button>
          </HStack>
        ))}
      </Stack>
    </>
  );
}

/** Likes and dislikes of recipes: one added with the chosen value, each removable. */
function RecipeFeedbacks() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const [recipeFeedback, setRecipeFeedback] = useState<FeedbackValue>('LIKE');
  return (
    <>
      <Heading size="md">Recipe feedbacks</Heading>
      <HStack align="flex-start">
        <NativeSelect.Root size="sm" width="32">
          <NativeSelect.Field
            aria-label="Recipe feedback"
            value={recipeFeedback}
            onChange={(e) => setRecipeFeedback(e.target.value === 'DISLIKE' ? 'DISLIKE' : 'LIKE')}
          >
            <option value="LIKE">Like</option>
            <option value="DISLIKE">Dislike</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Stack flex="1">
          <RecipePicker
            label="Add recipe feedback"
            onSelect={(recipe) =>
              dispatch(
                profileActions.recipeFeedbackSet({
                  recipe: { idRecipe: recipe.idRecipe, name: recipe.name },
                  value: recipeFeedback,
                }),
              )
            }
          />
        </Stack>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Recipe feedbacks">
        {profile.recipeFeedbacks.map((f) => (
          <HStack as="li" key={f.recipe.idRecipe} justify="space-between">
            <Text fontSize="sm">
              {recipeName(f.recipe)}: {f.value === 'LIKE' ? 'Like' : 'Dislike'}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => dispatch(profileActions.recipeFeedbackRemoved(f.recipe.idRecipe))}>
              Remove feedback on {recipeName(f.recipe)}
            </Button>
          </HStack>
        ))}
      </Stack>
    </>
  );
}

/** Ingredients the profile never eats. */
function IngredientRestrictions() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  return (
    <>
      <Heading size="md">Ingredient restrictions</Heading>
      <IngredientPicker
        model="NUTRITIONIST_UI"
        label="Add ingredient restriction"
        onSelect={(ingredient) => dispatch(profileActions.ingredientRestrictionAdded(ingredient))}
      />
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Ingredient restrictions">
        {profile.ingredientRestrictions.map((i) => (
          <HStack as="li" key={i.idIngredient} justify="space-between">
            <Text fontSize="sm">{ingredientName(i)}</Text>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => dispatch(profileActions.ingredientRestrictionRemoved(i.idIngredient))}
            >
              Remove restriction on {ingredientName(i)}
            </Button>
          </HStack>
        ))}
      </Stack>
    </>
  );
}
