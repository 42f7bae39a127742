import { Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limitRule } from '../../../components/fieldLimits';
import { DISPLAY_NAME_LIMITS, type Language } from './displayNamesApi';
import type { DisplayNameFormValues } from './formValues';

interface TranslationsEditorProps {
  control: Control<DisplayNameFormValues>;
  register: UseFormRegister<DisplayNameFormValues>;
  errors: FieldErrors<DisplayNameFormValues>;
  /** The languages a translation may be in (every language but the default one, which the name is in). */
  languages: readonly Language[];
  disabled?: boolean;
}

/** One translation per language: pick the language, type the name in it. */
export function TranslationsEditor({ control, register, errors, languages, disabled }: TranslationsEditorProps) {
  const rows = useFieldArray({ control, name: 'translations', keyName: 'key' });
  const used = new Set(rows.fields.map((t) => t.languageCode));
  const free = languages.filter((l) => !used.has(l.code));
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  return (
    <Stack gap="2" as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm">
        Translations
      </Text>
      {rows.fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No translations yet.
        </Text>
      )}
      {rows.fields.map((row, index) => {
        const error = errors.translations?.[index]?.translation?.message;
        const language = nameOf(row.languageCode);
        return (
          <HStack key={row.key} align="flex-start">
            <Text width="32" paddingTop="2" fontSize="sm">
              {language}
            </Text>
            <Field.Root invalid={!!error} flex="1">
              <Input
                size="sm"
                aria-label={`Name in ${language}`}
                disabled={disabled}
                {...register(`translations.${index}.translation`, {
                  validate: limitRule(`The ${language} name`, DISPLAY_NAME_LIMITS.translation),
                })}
              />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            {!disabled && (
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Remove the ${language} translation`}
                onClick={() => rows.remove(index)}
              >
                ✕
              </IconButton>
            )}
          </HStack>
        );
      })}
      {!disabled && free.length > 0 && (
        <HStack>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field
              aria-label="Add a translation in"
              value=""
              onChange={(e) => e.target.value && rows.append({ languageCode: e.target.value, translation: '' })}
            >
              <option value="">Add a translation in…</option>
              {free.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {rows.fields.length > 0 && (
            <Button size="xs" variant="ghost" onClick={() => rows.remove()}>
              Remove all translations
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
