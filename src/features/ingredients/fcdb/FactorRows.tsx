import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { limitProblem, type FieldLimits } from '../../../components/fieldLimits';
import { enumOptions, type Option } from '../../../components/MultiSelect';
import { COOKING_METHODS } from '../../../domain';
import { appApiFieldLimits } from '../../../services/generated/appApi.constants.generated';
import { RETENTION_NUTRIENTS } from './nutrientFields';

/** One factor row as the form keeps it: what it applies to (a cooking method or a nutrient), a note, the factor. */
export interface FactorRow {
  what: string;
  description: string;
  factor: string;
}

/** A kind of factor: what its rows apply to and the factor's limits (from openapi/api.yaml). */
export interface FactorKind {
  title: string;
  whatLabel: string;
  whatOptions: readonly Option[];
  /** The empty choice's text when a row may apply to nothing in particular; absent when a choice is required. */
  anyWhat?: string;
  limits: FieldLimits;
}

/** Weight yield factors: per cooking method (optional), 0.01 to 10. */
export const WEIGHT_YIELD: FactorKind = {
  title: 'Weight yield factors',
  whatLabel: 'Cooking method',
  whatOptions: enumOptions(COOKING_METHODS),
  anyWhat: 'Any cooking method',
  limits: appApiFieldLimits.WeightYieldFactor.factor,
};

/** Nutrient retention factors: per nutrient (required), 0 to 2. */
export const NUTRIENT_RETENTION: FactorKind = {
  title: 'Nutrient retention factors',
  whatLabel: 'Nutrient',
  whatOptions: RETENTION_NUTRIENTS,
  limits: appApiFieldLimits.NutrientRetentionFactor.factor,
};

/** Why a row cannot be saved (the first reason), or undefined when it can. */
export function factorRowProblem(row: FactorRow, kind: FactorKind): string | undefined {
  if (kind.anyWhat === undefined && !row.what) return `Choose a ${kind.whatLabel.toLowerCase()}`;
  return limitProblem(row.factor, 'The factor', kind.limits, { empty: 'Enter the factor' });
}

export const factorRowsValid = (rows: readonly FactorRow[], kind: FactorKind): boolean =>
  rows.every((row) => factorRowProblem(row, kind) === undefined);

/**
 * The rows of one kind of factor: a picker for what each applies to (a stored value the picker does not
 * know is kept and shown as it is), a note and the factor; after a save attempt, each row's problem.
 */
export function FactorRows({
  kind,
  rows,
  editable,
  showProblems,
  onChange,
}: {
  kind: FactorKind;
  rows: FactorRow[];
  editable: boolean;
  showProblems: boolean;
  onChange: (rows: FactorRow[]) => void;
}) {
  const update = (index: number, patch: Partial<FactorRow>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <Stack gap="1" role="group" aria-label={kind.title}>
      <Text fontSize="sm" fontWeight="medium">
        {kind.title}
      </Text>
      {rows.length === 0 && <Text fontSize="sm">None</Text>}
      {rows.map((row, index) => {
        const problem = showProblems ? factorRowProblem(row, kind) : undefined;
        const known = kind.whatOptions.some((o) => o.value === row.what);
        return (
          <Field.Root key={index} invalid={problem !== undefined} disabled={!editable}>
            <HStack gap="2" width="full">
              <NativeSelect.Root size="sm" disabled={!editable} flex="1">
                <NativeSelect.Field
                  aria-label={`${kind.whatLabel} ${index + 1}`}
                  value={row.what}
                  onChange={(e) => update(index, { what: e.target.value })}
                >
                  <option value="">{kind.anyWhat ?? `${kind.whatLabel}…`}</option>
                  {!known && row.what && <option value={row.what}>{row.what}</option>}
                  {kind.whatOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input
                size="sm"
                flex="1"
                aria-label={`Description ${index + 1}`}
                placeholder="Description"
                value={row.description}
                onChange={(e) => update(index, { description: e.target.value })}
              />
              <Input
                size="sm"
                width="24"
                aria-label={`Factor ${index + 1}`}
                inputMode="decimal"
                value={row.factor}
                onChange={(e) => update(index, { factor: e.target.value })}
              />
              {editable && (
                <Button size="xs" variant="ghost" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                  Remove
                </Button>
              )}
            </HStack>
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
        );
      })}
      {editable && (
        <Button
          size="xs"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => onChange([...rows, { what: '', description: '', factor: '1' }])}
        >
          Add factor
        </Button>
      )}
    </Stack>
  );
}
