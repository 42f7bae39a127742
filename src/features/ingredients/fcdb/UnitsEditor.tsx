import { Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { humanize } from '../../../components/MultiSelect';
import { notify } from '../../../components/toaster';
import { apiErrorOf } from '../../../services/apiError';
import {
  MESSAGES,
  UNIT_IN_USE_CODE,
  UNIT_IN_USE_MESSAGE,
  useListAvailableUnitsQuery,
  useSaveIngredientUnitsMutation,
  type IngredientUnit,
  type UnitName,
} from './fcdbApi';
import { newUnitError, unitChoices, withDefaultUnit, type UnitChoice } from './unitRules';

interface NewUnitValues {
  name: string;
  grams: string;
}

/**
 * The save body: the whole list. New units take whole grams (checked in the row); units already stored
 * are sent with their stored grams, decimals included (SR28: 14.2 g), which the API keeps as they are.
 */
const toInput = (units: readonly IngredientUnit[]) =>
  units.map((u) => ({
    ...(u.idUnit !== undefined ? { idUnit: u.idUnit } : {}),
    name: u.name,
    quantityInGrams: u.quantityInGrams,
  }));

/**
 * The ingredient's units: GRAMS (1 g) always first and fixed; one unsaved row at a time, its picker
 * disabling the units already used, grams a whole number above 0; deleting a unit a recipe uses shows
 * the inline unit-in-use message.
 */
export function UnitsEditor({
  idIngredient,
  units,
  editable,
}: {
  idIngredient: number;
  units: IngredientUnit[];
  editable: boolean;
}) {
  const rows = withDefaultUnit(units);
  const available = useListAvailableUnitsQuery();
  const [saveUnits, saving] = useSaveIngredientUnitsMutation();
  const [adding, setAdding] = useState(false);
  const [inUse, setInUse] = useState<string>();
  const form = useForm<NewUnitValues>({ defaultValues: { name: '', grams: '' } });
  const [rowError, setRowError] = useState<string>();

  const saveNew = form.handleSubmit(async ({ name, grams }) => {
    const error = newUnitError(name, grams, rows);
    setRowError(error);
    if (error) return;
    try {
      await saveUnits({
        id: idIngredient,
        body: [...toInput(rows), { name: name as UnitName, quantityInGrams: Number(grams) }],
      }).unwrap();
      notify('success', MESSAGES.unitsSaved);
      form.reset({ name: '', grams: '' });
      setAdding(false);
    } catch (e) {
      const apiError = apiErrorOf(e);
      setRowError(apiError.status === 400 && apiError.message ? apiError.message : undefined);
      if (apiError.status !== 400) notify('error', MESSAGES.unitsSaveFailed);
    }
  });

  const remove = async (unit: IngredientUnit) => {
    setInUse(undefined);
    try {
      await saveUnits({ id: idIngredient, body: toInput(rows.filter((u) => u !== unit)) }).unwrap();
    } catch (e) {
      if (apiErrorOf(e).code === UNIT_IN_USE_CODE) setInUse(unit.name);
      else notify('error', MESSAGES.unitDeleteFailed);
    }
  };

  const cancelNew = () => {
    setAdding(false);
    setRowError(undefined);
    form.reset({ name: '', grams: '' });
  };

  const choices = unitChoices(available.data ?? [], rows);
  return (
    <Stack gap="2">
      <Table.Root size="sm" aria-label="Units" maxWidth="xl">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Unit</Table.ColumnHeader>
            <Table.ColumnHeader>Grams</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((unit) => (
            <UnitRow
              key={unit.name}
              unit={unit}
              deletable={editable && unit.name !== 'GRAMS'}
              busy={saving.isLoading}
              inUse={inUse === unit.name}
              onDelete={() => void remove(unit)}
            />
          ))}
          {adding && (
            <NewUnitRow
              form={form}
              choices={choices}
              invalid={Boolean(rowError)}
              busy={saving.isLoading}
              onSave={() => void saveNew()}
              onCancel={cancelNew}
            />
          )}
        </Table.Body>
      </Table.Root>
      {rowError && (
        <Text role="alert" fontSize="sm" color="red.600">
          {rowError}
        </Text>
      )}
      {editable && (
        <HStack>
          <Button size="sm" variant="outline" disabled={adding} onClick={() => setAdding(true)}>
            Add unit
          </Button>
          {adding && (
            <Text fontSize="xs" color="fg.muted">
              Save or cancel the new unit before adding another.
            </Text>
          )}
        </HStack>
      )}
    </Stack>
  );
}

/** A stored unit: its name and grams, a Delete button unless fixed, and the unit-in-use message after a refused delete. */
function UnitRow({
  unit,
  deletable,
  busy,
  inUse,
  onDelete,
}: {
  unit: IngredientUnit;
  deletable: boolean;
  busy: boolean;
  inUse: boolean;
  onDelete: () => void;
}) {
  return (
    <Table.Row>
      <Table.Cell>{humanize(unit.name)}</Table.Cell>
      <Table.Cell>{unit.quantityInGrams}</Table.Cell>
      <Table.Cell>
        {deletable && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete unit ${humanize(unit.name)}`}
            disabled={busy}
            onClick={onDelete}
          >
            Delete
          </Button>
        )}
        {inUse && (
          <Text role="alert" fontSize="sm" color="red.600">
            {UNIT_IN_USE_MESSAGE}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** The unsaved unit's row: a picker of the units not used yet, its grams, Save unit and Cancel. */
function NewUnitRow({
  form,
  choices,
  invalid,
  busy,
  onSave,
  onCancel,
}: {
  form: UseFormReturn<NewUnitValues>;
  choices: readonly UnitChoice[];
  invalid: boolean;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Table.Row>
      <Table.Cell>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label="New unit" {...form.register('name')}>
            <option value="">Pick a unit</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value} disabled={c.disabled}>
                {humanize(c.value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell>
        <Field.Root invalid={invalid}>
          <Input size="sm" aria-label="Grams of the new unit" inputMode="numeric" {...form.register('grams')} />
        </Field.Root>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Button size="xs" colorPalette="teal" loading={busy} onClick={onSave}>
            Save unit
          </Button>
          <Button size="xs" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
