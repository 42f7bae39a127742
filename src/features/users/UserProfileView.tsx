import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { humanize } from '../../components/MultiSelect';
import type { UserProfile } from './usersApi';

const last = <T,>(logs: readonly T[] | undefined): T | undefined => logs?.[logs.length - 1];
const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'None');
const percent = (fraction: number | undefined) => (fraction === undefined ? undefined : `${Math.round(fraction * 100)} %`);

/** The profile's fields as label/value rows; absent values show as a dash. */
function profileRows(p: UserProfile): Array<[string, string | number | undefined]> {
  const activity = last(p.activityLevels);
  const energy = p.userEnergyDistribution;
  return [
    ['User id', p.idUser],
    ['Custom id', p.customID],
    ['Email', p.email],
    ['First name', p.firstName],
    ['Birth date', p.birthDate],
    ['Gender', p.gender],
    ['Expertise level', p.expertiseLevel && humanize(p.expertiseLevel)],
    ['Weight (kg)', last(p.weightLogs)?.weightKg],
    ['Height (cm)', last(p.heightLogs)?.heightCm],
    [
      'Activity level',
      activity &&
        (activity.value === 'AUTO' && activity.dailyBurnedEnergyKcal !== undefined
          ? `Auto (${activity.dailyBurnedEnergyKcal} kcal burned)`
          : humanize(activity.value)),
    ],
    ['Meals per day', p.household.noOfMealsPerDay],
    ['Selected meals', p.household.selectedMeals && list(p.household.selectedMeals.map((m) => humanize(m.mealOfDay)))],
    [
      'Household members',
      p.household.users?.length ? list(p.household.users.map((u) => u.firstName ?? `User ${u.idUser}`)) : 'None',
    ],
    ['Energy goal', energy?.energyGoal && humanize(energy.energyGoal)],
    ['Custom kcal target', energy?.energyGoal === 'CUSTOM' ? energy.customKcalTarget : undefined],
    ['Protein', percent(energy?.proteinDistribution)],
    ['Carbohydrates', percent(energy?.carbohydratesDistribution)],
    ['Fat', percent(energy?.fatDistribution)],
    ['Diets', list((p.dietaryRestrictions ?? []).map(humanize))],
    ['Allergens', list((p.allergens ?? []).map(humanize))],
    ['Food restrictions', list((p.foodRestrictions ?? []).map((r) => r.name ?? `#${r.idFoodRestriction}`))],
    ['Ingredient restrictions', list((p.ingredientRestrictions ?? []).map((i) => i.name ?? `#${i.idIngredient}`))],
    [
      'Ingredient feedback',
      list((p.userIngredientFeedbacks ?? []).map((f) => `${f.ingredient.name ?? f.ingredient.idIngredient}: ${f.value}`)),
    ],
    ['Recipe feedback', list((p.userRecipeFeedbacks ?? []).map((f) => `${f.recipe.name ?? f.recipe.idRecipe}: ${f.value}`))],
    ['Notes', p.notes],
  ];
}

/** The user's profile, read-only. */
export function UserProfileView({ profile }: { profile: UserProfile }) {
  return (
    <Stack as="section" aria-label="Profile" gap="2">
      <Heading size="md">Profile</Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {profileRows(profile).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minWidth="44">{label}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text>{value === undefined || value === '' ? '—' : value}</Text>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
