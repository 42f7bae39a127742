import { Box, Button, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { ACTIVITY_LEVELS, ENERGY_GOALS, GENDERS } from '../../domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LabeledSelect } from '../../components/LabeledSelect';
import type { MemberState } from './store/model';
import { profileActions } from './store/profileSlice';
import { memberAge, selectMemberErrors } from './store/selectors';
import { numberOrNull, titleCase } from './format';

interface NumberFieldProps {
  label: string;
  value: number | null;
  error?: string;
  disabled?: boolean;
  onChange: (value: number | null) => void;
}

function NumberField({ label, value, error, disabled, onChange }: NumberFieldProps) {
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type="number" value={value ?? ''} onChange={(e) => onChange(numberOrNull(e.target.value))} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: titleCase(v) }));

/** One household member: name, age (kept as a birth date), weight, height, gender, activity, energy goal. */
export function MemberFields({ member, today, removable }: { member: MemberState; today: string; removable: boolean }) {
  const dispatch = useAppDispatch();
  const errors = useAppSelector(selectMemberErrors).get(member.id) ?? {};
  const { id } = member;
  const custom = member.energyGoal === 'CUSTOM';
  const p = profileActions;
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" padding="3" aria-label={member.name || `Member ${id}`}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Field.Root invalid={!!errors.name}>
          <Field.Label>Name</Field.Label>
          <Input size="sm" value={member.name} onChange={(e) => dispatch(p.memberNameChanged({ id, name: e.target.value }))} />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>
        <NumberField
          label="Age"
          value={memberAge(member, today)}
          error={errors.age}
          onChange={(age) => dispatch(p.memberAgeChanged({ id, age, today }))}
        />
        <NumberField
          label="Weight (kg)"
          value={member.weightKg}
          error={errors.weight}
          onChange={(weightKg) => dispatch(p.memberWeightChanged({ id, weightKg }))}
        />
        <NumberField
          label="Height (cm)"
          value={member.heightCm}
          error={errors.height}
          onChange={(heightCm) => dispatch(p.memberHeightChanged({ id, heightCm }))}
        />
        <LabeledSelect
          label="Gender"
          value={member.gender}
          options={GENDERS.map((g) => ({ value: g, label: g === 'M' ? 'Male' : 'Female' }))}
          onChange={(g) => dispatch(p.memberGenderChanged({ id, gender: g === 'F' ? 'F' : 'M' }))}
        />
        <LabeledSelect
          label="Energy goal"
          value={member.energyGoal}
          options={options(ENERGY_GOALS)}
          onChange={(goal) => {
            const energyGoal = ENERGY_GOALS.find((g) => g === goal);
            if (energyGoal) dispatch(p.memberEnergyGoalChanged({ id, energyGoal }));
          }}
        />
        {custom && (
          <NumberField
            label="Kcal target"
            value={member.customKcalTarget}
            onChange={(kcal) => dispatch(p.memberCustomKcalChanged({ id, kcal }))}
          />
        )}
        <LabeledSelect
          label="Activity"
          value={member.activityLevel}
          disabled={custom || member.activityLevel === 'AUTO'}
          options={options(ACTIVITY_LEVELS.filter((a) => a !== 'AUTO' || member.activityLevel === 'AUTO'))}
          onChange={(level) => {
            const activityLevel = ACTIVITY_LEVELS.find((a) => a === level);
            if (activityLevel) dispatch(p.memberActivityChanged({ id, activityLevel }));
          }}
        />
        <Field.Root disabled={custom}>
          <label>
            <input
              type="checkbox"
              disabled={custom}
              checked={member.activityLevel === 'AUTO'}
              onChange={(e) => dispatch(p.memberCustomActivityToggled({ id, on: e.target.checked }))}
            />{' '}
            Custom activity
          </label>
        </Field.Root>
        {member.activityLevel === 'AUTO' && (
          <NumberField
            label="Burned kcal"
            value={member.dailyBurnedEnergyKcal}
            disabled={custom}
            onChange={(kcal) => dispatch(p.memberBurnedKcalChanged({ id, kcal }))}
          />
        )}
      </SimpleGrid>
      {removable && (
        <HStack justify="flex-end" marginTop="2">
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => dispatch(p.memberRemoved(id))}>
            Remove {member.name || 'member'}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
