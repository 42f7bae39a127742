import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { humanize } from '../../components/MultiSelect';
import type { SettingsFormValues } from './formModel';
import { SETTINGS_ENUMS } from './settingsApi';

/** The diets app users of the context may choose. */
export function DietsTab() {
  const { control } = useFormContext<SettingsFormValues>();
  return (
    <Controller
      control={control}
      name="diets"
      render={({ field }) => (
        <Stack gap="3" role="group" aria-label="Enabled dietary restrictions">
          <Text>Dietary restrictions app users may choose.</Text>
          {SETTINGS_ENUMS.diets.map((diet) => (
            <Checkbox.Root
              key={diet}
              checked={field.value.includes(diet)}
              onCheckedChange={(e) =>
                field.onChange(
                  e.checked === true
                    ? SETTINGS_ENUMS.diets.filter((d) => d === diet || field.value.includes(d))
                    : field.value.filter((d) => d !== diet),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{humanize(diet)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    />
  );
}
