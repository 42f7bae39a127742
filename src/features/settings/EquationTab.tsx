import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import type { SettingsFormValues } from './formModel';
import { SETTINGS_ENUMS, type EnergyEstimationEquation } from './settingsApi';

/** The three equations, each with one line on what it computes. */
export const EQUATIONS: Record<EnergyEstimationEquation, { label: string; line: string }> = {
  INSTITUTE_OF_MEDICINE: {
    label: 'Institute of Medicine',
    line: 'Estimated energy requirement from age, sex, weight, height and a physical activity coefficient.',
  },
  HARRIS_BENEDICT: {
    label: 'Harris-Benedict',
    line: 'Basal metabolic rate from weight, height, age and sex (1919 coefficients), times an activity factor.',
  },
  REVISED_HARRIS_BENEDICT: {
    label: 'Revised Harris-Benedict',
    line: 'The same basal metabolic rate with the revised coefficients of Roza and Shizgal (1984), times an activity factor.',
  },
};

const isEquation = (value: string | null): value is EnergyEstimationEquation =>
  (SETTINGS_ENUMS.equations as readonly (string | null)[]).includes(value);

/** Which equation estimates a user's daily energy need. */
export function EquationTab() {
  const { control } = useFormContext<SettingsFormValues>();
  return (
    <Controller
      control={control}
      name="equation"
      render={({ field }) => (
        <RadioGroup.Root
          name={field.name}
          value={field.value}
          onValueChange={(e) => isEquation(e.value) && field.onChange(e.value)}
          aria-label="Energy estimation equation"
        >
          <Stack gap="4">
            {SETTINGS_ENUMS.equations.map((equation) => (
              <RadioGroup.Item key={equation} value={equation} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <Stack gap="0">
                  <RadioGroup.ItemText fontWeight="semibold">{EQUATIONS[equation].label}</RadioGroup.ItemText>
                  <Text fontSize="sm" color="fg.muted">
                    {EQUATIONS[equation].line}
                  </Text>
                </Stack>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
    />
  );
}
