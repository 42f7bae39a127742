import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  isWholePercent,
  SUM_MESSAGE,
  sumsTo100,
  WHOLE_PERCENT_MESSAGE,
  type EnergyPercentages,
  type SettingsFormValues,
} from './formModel';

const PARTS: { key: keyof EnergyPercentages; label: string }[] = [
  { key: 'protein', label: 'Protein (%)' },
  { key: 'fat', label: 'Fat (%)' },
  { key: 'carbohydrates', label: 'Carbohydrate (%)' },
];

/** Protein, fat and carbohydrate shares of the energy, in whole percentages summing to 100. */
export function EnergyDistributionTab() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const energy = useWatch({ control, name: 'energy' });
  const total = PARTS.reduce((sum, p) => sum + (Number.isFinite(energy[p.key]) ? energy[p.key] : 0), 0);
  return (
    <Stack gap="4" maxWidth="md">
      <Text>Share of the daily energy each macronutrient provides, as whole-number percentages.</Text>
      <HStack gap="4" alignItems="flex-start">
        {PARTS.map(({ key, label }) => (
          <Field.Root key={key} invalid={!!errors.energy?.[key]}>
            <Field.Label>{label}</Field.Label>
            <Input
              type="number"
              min={0}
              max={100}
              step={1}
              {...register(`energy.${key}`, { valueAsNumber: true, validate: (v) => isWholePercent(v) || WHOLE_PERCENT_MESSAGE })}
            />
            <Field.ErrorText>{errors.energy?.[key]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
      </HStack>
      <Text aria-live="polite">Total: {total} %</Text>
      {!sumsTo100(energy) && (
        <Text role="alert" color="fg.error">
          {SUM_MESSAGE}
        </Text>
      )}
    </Stack>
  );
}
