import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { limitHint, limitProblem, limitRule } from '../../../components/fieldLimits';
import { RECIPE_LIMITS } from '../recipesApi';
import { nameProblem, type RecipeFormValues } from './formModel';
import { FormField, useFormLocked } from './FormField';

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
  const locked = useFormLocked();
  const translated = lang !== defaultLanguage;
  const nameField = translated ? (`i18nLabels.${lang}.NAME` as const) : ('name' as const);
  const stepsField = translated ? (`i18nLabels.${lang}.PREPARATION_STEPS` as const) : ('preparationSteps' as const);
  const infoField = translated ? (`i18nLabels.${lang}.OTHER_INFO` as const) : ('otherInfo' as const);
  const labels = translated ? formState.errors.i18nLabels?.[lang] : undefined;
  const nameError = translated ? labels?.NAME?.message : formState.errors.name?.message;
  const stepsError = translated ? labels?.PREPARATION_STEPS?.message : formState.errors.preparationSteps?.message;
  const infoError = translated ? labels?.OTHER_INFO?.message : formState.errors.otherInfo?.message;
  // Emptiness has its own rule (nameProblem: Untitled Recipe); the document's limits add the length.
  const nameLimits = { ...(translated ? RECIPE_LIMITS.translatedName : RECIPE_LIMITS.name), required: false };
  const stepsLimits = translated ? RECIPE_LIMITS.translatedSteps : RECIPE_LIMITS.preparationSteps;
  const infoLimits = translated ? RECIPE_LIMITS.translatedOtherInfo : RECIPE_LIMITS.otherInfo;
  return (
    // New inputs per language: react-hook-form would otherwise adopt the previous language's DOM value.
    <Stack gap="3" key={lang}>
      <FormField label="Name" required={!translated} error={nameError} hint={limitHint(nameLimits)}>
        <Input
          size="sm"
          {...register(nameField, {
            validate: (value, values) =>
              nameProblem(values, lang, defaultLanguage) ?? limitProblem(value, 'Name', nameLimits) ?? true,
          })}
        />
      </FormField>
      <FormField label="Preparation steps" error={stepsError}>
        <Textarea
          size="sm"
          rows={8}
          fontFamily="mono"
          {...register(stepsField, { validate: limitRule('Preparation steps', stepsLimits) })}
        />
        {!locked && (
          <Text fontSize="xs" color="fg.muted">
            Markdown: # headings, - or 1. lists. Saved normalised. {limitHint(stepsLimits)}.
          </Text>
        )}
      </FormField>
      <FormField label="Other info" error={infoError} hint={limitHint(infoLimits)}>
        <Textarea size="sm" rows={3} {...register(infoField, { validate: limitRule('Other info', infoLimits) })} />
      </FormField>
    </Stack>
  );
}
