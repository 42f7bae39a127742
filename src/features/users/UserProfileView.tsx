import { DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { humanize } from '../../components/MultiSelect';
import type { UserProfile } from './usersApi';
import type { ActivityLevelLog } from '../../services/generated/appApi.generated';

const last = <T,>(logs: readonly T[] | undefined): T | undefined => logs?.[logs.length - 1];
const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'None');
const percent = (fraction: number | undefined) => (fraction === undefined ? undefined : `${Math.round(fraction * 100)} %`);

/** The profile's fields as label/value rows; absent values show as a dash. */
function profileRows(p: UserProfile): Array<[string, string | number | undefined]> {
  // A stored user's measures are kept on their own household member entry: shown here too.
  const self = p.household.users?.find((u) => u.idUser === p.idUser);
  const activity = last(p.activityLevels) ?? last(self?.activityLevels);
  const energy = p.userEnergyDistribution;
  return [
    ['User id', p.idUser],
    ['Custom id', p.customID],
    ['Email', p.email],
    ['First name', p.firstName],
    ['Birth date', p.birthDate],
    ['Gender', p.gender],
    ['Expertise level', p.expertiseLevel && humanize(p.expertiseLevel)],
    ['Weight (kg)', (last(p.weightLogs) ?? last(self?.weightLogs))?.weightKg],
    ['Height (cm)', (last(p.heightLogs) ?? last(self?.heightLogs))?.heightCm],
    ['Activity level', activityText(activity)],
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
      <HouseholdMembers profile={profile} />
    </Stack>
  );
}

const activityText = (activity: ActivityLevelLog | undefined) =>
  activity &&
  (activity.value === 'AUTO' && activity.dailyBurnedEnergyKcal !== undefined
    ? `Auto (${activity.dailyBurnedEnergyKcal} kcal burned)`
    : humanize(activity.value));

/** The household's members with their own birth date, gender, latest weight, height and activity. */
function HouseholdMembers({ profile }: { profile: UserProfile }) {
  const members = profile.household.users ?? [];
  if (members.length === 0) return <Text fontSize="sm">Household members: none</Text>;
  const dash = (value: string | number | undefined) => (value === undefined ? '—' : value);
  return (
    <Table.Root size="sm" aria-label="Household members" marginTop="2">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Member</Table.ColumnHeader>
          <Table.ColumnHeader>Birth date</Table.ColumnHeader>
          <Table.ColumnHeader>Gender</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Weight (kg)</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Height (cm)</Table.ColumnHeader>
          <Table.ColumnHeader>Activity</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {members.map((m) => (
          <Table.Row key={m.idUser}>
            <Table.Cell>{m.firstName ?? `User ${m.idUser}`}</Table.Cell>
            <Table.Cell>{dash(m.birthDate)}</Table.Cell>
            <Table.Cell>{dash(m.gender)}</Table.Cell>
            <Table.Cell textAlign="end">{dash(last(m.weightLogs)?.weightKg)}</Table.Cell>
            <Table.Cell textAlign="end">{dash(last(m.heightLogs)?.heightCm)}</Table.Cell>
            <Table.Cell>{dash(activityText(last(m.activityLevels)))}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
