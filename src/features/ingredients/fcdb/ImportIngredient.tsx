import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectContext } from '../../../auth/authSlice';
import { LabeledSelect } from '../../../components/LabeledSelect';
import { notify } from '../../../components/toaster';
import { COUNTRIES } from '../../../domain';
import { apiErrorOf, refusalReason } from '../../../services/apiError';
import { MESSAGES, useImportIngredientMutation, type Country } from './fcdbApi';

interface ImportValues {
  country: string;
  idIngredient: string;
}

/**
 * Import an ingredient of another country's database (by its id there) into this context: 200 opens
 * the new ingredient, 409 means this context already has it.
 */
export function ImportIngredient() {
  const context = useAppSelector(selectContext);
  const others = COUNTRIES.filter((c) => c !== context);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [importIngredient, state] = useImportIngredientMutation();
  const { register, handleSubmit, watch, setValue, formState } = useForm<ImportValues>({
    defaultValues: { country: others[0] ?? '', idIngredient: '' },
  });

  const onImport = handleSubmit(async ({ country, idIngredient }) => {
    try {
      const imported = await importIngredient({
        ingredientImportRequest: { country: country as Country, idIngredient: Number(idIngredient) },
      }).unwrap();
      notify('success', MESSAGES.imported);
      navigate(`/ingredients/fcdb/${imported.idIngredient}`);
    } catch (error) {
      if (apiErrorOf(error).status === 409) notify('error', MESSAGES.alreadyExists);
      else notify('error', MESSAGES.importFailed, refusalReason(error));
    }
  });

  if (!open)
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Import from another country
      </Button>
    );
  const idError = formState.errors.idIngredient?.message;
  return (
    <form aria-label="Import an ingredient" noValidate onSubmit={(e) => void onImport(e)}>
      <HStack align="flex-end" gap="2" wrap="wrap">
        <Stack width="32">
          <LabeledSelect
            label="Country"
            value={watch('country')}
            options={others.map((c) => ({ value: c, label: c.toUpperCase() }))}
            onChange={(v) => setValue('country', v)}
          />
        </Stack>
        <Field.Root invalid={Boolean(idError)} width="48">
          <Field.Label>Ingredient id in that country</Field.Label>
          <Input
            size="sm"
            inputMode="numeric"
            {...register('idIngredient', {
              required: 'Enter the ingredient id',
              pattern: { value: /^[1-9]\d{0,9}$/, message: 'A whole number above 0' },
            })}
          />
          {idError && <Field.ErrorText>{idError}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="teal" loading={state.isLoading}>
          Import
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </HStack>
    </form>
  );
}
