import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { nameProblem, type RecipeFormValues } from './formModel';
import { FormField } from './FormField';

interface TranslatedFieldsProps {
  form: UseFormReturn<RecipeFormValues>;
  lang: string;
  defaultLanguage: string;
}

/**
 * Name, preparation steps and other info in the selected language: the recipe's own fields in the
 * default language, its i18nLabels (NAME, PREPARATION_STEPS, OTHER_INFO) in any other.
 */
export function TranslatedFields({ form, lang, defaultLanguage }: TranslatedFieldsProps) {
  const { register, formState } = form;
  const translated = lang !== defaultLanguage;
  const nameField = translated ? (`i18nLabels.${lang}.NAME` as const) : ('name' as const);
  const stepsField = translated ? (`i18nLabels.${lang}.PREPARATION_STEPS` as const) : ('preparationSteps' as const);
  const infoField = translated ? (`i18nLabels.${lang}.OTHER_INFO` as const) : ('otherInfo' as const);
  const nameError = translated ? formState.errors.i18nLabels?.[lang]?.NAME?.message : formState.errors.name?.message;
  return (
    // New inputs per language: react-hook-form would otherwise adopt the previous language's DOM value.
    <Stack gap="3" key={lang}>
      <FormField label="Name" required={!translated} error={nameError}>
        <Input
          size="sm"
          {...register(nameField, { validate: (_value, values) => nameProblem(values, lang, defaultLanguage) ?? true })}
        />
      </FormField>
      <FormField label="Preparation steps">
        <Textarea size="sm" rows={8} fontFamily="mono" {...register(stepsField)} />
        <Text fontSize="xs" color="fg.muted">
          Markdown: # headings, - or 1. lists. Saved normalised.
        </Text>
      </FormField>
      <FormField label="Other info">
        <Textarea size="sm" rows={3} {...register(infoField)} />
      </FormField>
    </Stack>
  );
}
