import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { checkGeneratorField, GENERATOR_FIELDS, type TestingFormValues } from './formModel';

/** Number of users, plans per user, min and max age: required whole numbers within the planner's bounds. */
export function GeneratorFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<TestingFormValues>();
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" alignItems="flex-start">
      {GENERATOR_FIELDS.map(({ name, label, min, max }) => {
        const error = errors.generatorOptions?.[name];
        return (
          <Field.Root key={name} invalid={!!error} required>
            <Field.Label>{label}</Field.Label>
            <Input
              type="number"
              min={min}
              max={max}
              step={1}
              {...register(`generatorOptions.${name}`, {
                valueAsNumber: true,
                validate: (value, all) => checkGeneratorField(name, value, all.generatorOptions),
                // The age order and the run size depend on the other fields: check them again.
                deps:
                  name === 'maxAge'
                    ? ['generatorOptions.minAge']
                    : name === 'plansPerUser'
                      ? ['generatorOptions.numberOfUsers']
                      : undefined,
              })}
            />
            <Field.ErrorText>{error?.message}</Field.ErrorText>
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}
