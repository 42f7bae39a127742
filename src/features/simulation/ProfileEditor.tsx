import { Button, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HouseholdMealsFields } from './HouseholdMealsFields';
import { MemberFields } from './MemberFields';
import { RestrictionsEditor } from './RestrictionsEditor';
import { MACRO_KEYS } from './store/model';
import { profileActions } from './store/profileSlice';
import { MACRO_SUM_MESSAGE, selectProfile, selectProfileErrors } from './store/selectors';
import { numberOrNull } from './format';

const MACRO_LABELS = { protein: 'Protein (%)', carbohydrates: 'Carbohydrates (%)', fat: 'Fat (%)' } as const;

/** Household members, macro distribution and notes of the simulated profile. */
export function ProfileEditor({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const macroError = useAppSelector(selectProfileErrors).includes(MACRO_SUM_MESSAGE);
  return (
    <Stack gap="4" as="section" aria-label="Profile">
      <HStack justify="space-between">
        <Heading size="md">Household members</Heading>
        <Button size="sm" variant="outline" onClick={() => dispatch(profileActions.memberAdded())}>
          Add household member
        </Button>
      </HStack>
      {profile.members.map((m) => (
        <MemberFields key={m.id} member={m} today={today} removable={profile.members.length > 1} />
      ))}
      <HouseholdMealsFields />
      <Heading size="md">Macro distribution</Heading>
      <HStack gap="3" align="flex-start">
        {MACRO_KEYS.map((macro) => (
          <Field.Root key={macro} invalid={macroError}>
            <Field.Label>{MACRO_LABELS[macro]}</Field.Label>
            <Input
              size="sm"
              type="number"
              value={profile.macroDistribution[macro] ?? ''}
              onChange={(e) => dispatch(profileActions.macroChanged({ macro, value: numberOrNull(e.target.value) }))}
            />
          </Field.Root>
        ))}
      </HStack>
      {macroError && (
        <Text color="red.600" fontSize="sm" role="alert">
          {MACRO_SUM_MESSAGE}
        </Text>
      )}
      <RestrictionsEditor />
      <Field.Root>
        <Field.Label>Notes</Field.Label>
        <Textarea
          size="sm"
          rows={3}
          value={profile.notes}
          onChange={(e) => dispatch(profileActions.notesChanged(e.target.value))}
        />
      </Field.Root>
    </Stack>
  );
}
