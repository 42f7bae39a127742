import { Box, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  DEFAULT_MEAL_RULES,
  MEAL_RULE_DESCRIPTIONS,
  MEAL_RULE_PORTION_STEPS,
  MEAL_RULE_RANGES,
  mealRuleProblem,
  NUMERIC_MEAL_RULES,
  type MealRuleSwitch,
} from '../../domain';
import type { SettingsFormValues } from './formModel';

const SWITCHES: { rule: MealRuleSwitch; label: string }[] = [
  { rule: 'allowConfectionery', label: 'Plan candy and other sweets' },
  { rule: 'allowAlcohol', label: 'Plan alcohol (never with a child in the household)' },
];

const GRAM_RULES = NUMERIC_MEAL_RULES.filter((r) => r !== 'portionStep');
const servings = (n: number) => `${n} serving${n === 1 ? '' : 's'}`;

/**
 * The dietitian's meal rules on the recommender tab: the two switches (sweets, alcohol), the sugar, salt, fruit and
 * vegetable limits in grams with their default and its source under each field, and the portion step. The fields
 * are checked as the server checks them (src/domain/mealRuleChecks.ts); a field the server refuses shows its message.
 */
export function MealRulesPanel() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();

  return (
    <Box as="section" aria-label="Meal rules">
      <Heading size="sm" marginBottom="1">
        Meal rules
      </Heading>
      <Text fontSize="sm" marginBottom="3">
        Limits every plan keeps whenever the recipes allow, per person (fruit and vegetables per adult).
      </Text>
      <Stack gap="3" marginBottom="4">
        {SWITCHES.map(({ rule, label }) => (
          <Controller
            key={rule}
            control={control}
            name={`mealRules.${rule}`}
            render={({ field }) => (
              <Switch.Root
                name={field.name}
                checked={field.value}
                onCheckedChange={(e) => field.onChange(e.checked)}
                onBlur={field.onBlur}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>{label}</Switch.Label>
              </Switch.Root>
            )}
          />
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {GRAM_RULES.map((rule) => {
          const { label, unit, source } = MEAL_RULE_DESCRIPTIONS[rule];
          const [min, max] = MEAL_RULE_RANGES[rule];
          const error = errors.mealRules?.[rule];
          return (
            <Field.Root key={rule} invalid={!!error}>
              <Field.Label>{`${label} (${unit})`}</Field.Label>
              <Input
                type="number"
                min={min}
                max={max}
                step="any"
                {...register(`mealRules.${rule}`, {
                  valueAsNumber: true,
                  validate: (v) => mealRuleProblem(rule, v) ?? true,
                })}
              />
              {error ? (
                <Field.ErrorText>{error.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>{`Default ${DEFAULT_MEAL_RULES[rule]} ${unit} (${source}); ${min} to ${max} ${unit}`}</Field.HelperText>
              )}
            </Field.Root>
          );
        })}
        <Field.Root invalid={!!errors.mealRules?.portionStep}>
          <Field.Label>Portion step (servings)</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              {...register('mealRules.portionStep', {
                setValueAs: (v: unknown) => Number(v),
                validate: (v) => mealRuleProblem('portionStep', v) ?? true,
              })}
            >
              {MEAL_RULE_PORTION_STEPS.map((step) => (
                <option key={step} value={step}>
                  {servings(step)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.mealRules?.portionStep ? (
            <Field.ErrorText>{errors.mealRules.portionStep.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{`Portions are whole multiples of this. Default ${servings(DEFAULT_MEAL_RULES.portionStep)}`}</Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>
    </Box>
  );
}
