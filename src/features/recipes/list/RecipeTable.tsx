import { Button, Link, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import type { Column } from 'react-table';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable';
import { MultiSelect, enumOptions } from '../../../components/MultiSelect';
import { useAppSelector } from '../../../app/hooks';
import { selectSession } from '../../../auth/authSlice';
import { canEditRecipe } from '../../../domain/recipePermissions';
import type { Language } from '../../../services/generated/appApi.generated';
import { limitProblem } from '../../../components/fieldLimits';
import { RECIPE_LIMITS, SEARCH_ENUMS, type RecipeRow } from '../recipesApi';
import { InlineName } from './InlineName';
import { nextEnergySort } from './searchParams';
import { useQuickSave } from './useQuickSave';

const mealTypeOptions = enumOptions(SEARCH_ENUMS.MealType);

/** The row's meal types as words, for viewers who may not change them. */
function mealTypeLabels(row: RecipeRow, options: readonly { value: string; label: string }[]): string {
  const names = (row.tags ?? [])
    .filter((t) => t.category === 'MEAL_TYPE')
    .map((t) => options.find((o) => o.value === t.name)?.label ?? t.name);
  return names.length ? names.join(', ') : 'No meal type';
}
const nameProblem = (name: string) => limitProblem(name, 'Name', RECIPE_LIMITS.name);

interface RecipeTableProps {
  rows: RecipeRow[];
  languages: Language[];
}

/** The recipe list's table: inline name and meal types, a marker per translation, energy sort. */
export function RecipeTable({ rows, languages }: RecipeTableProps) {
  const [params, setParams] = useSearchParams();
  const quickSave = useQuickSave();
  const session = useAppSelector(selectSession);
  // The inline controls save at once, so they are offered only on rows the viewer may change.
  const mayEdit = useCallback((row: RecipeRow) => canEditRecipe(session, row.author?.externalID), [session]);
  const lang = params.get('lang');
  // Inline renaming edits the English name; with another language selected the names shown are translations.
  const nameEditable = !lang || lang === 'en';
  const sort = params.get('sortField') === 'ENERGY_PER_SERVING' ? params.get('sortDirection') : null;

  const columns = useMemo<Column<RecipeRow>[]>(
    () => [
      {
        Header: 'Name',
        id: 'name',
        // A row the viewer may not change shows no inline controls at all (read-only means read-only);
        // a row they may change, with another language shown, keeps the pencil disabled (names shown are translations).
        Cell: ({ row }: { row: { original: RecipeRow } }) => (
          <InlineName
            key={`${row.original.idRecipe}-${row.original.name}`}
            idRecipe={row.original.idRecipe}
            name={row.original.name}
            readOnly={!mayEdit(row.original)}
            editable={nameEditable}
            problemOf={nameProblem}
            onSave={(name) => quickSave(row.original.idRecipe, (input) => ({ ...input, name }))}
          />
        ),
      },
      {
        Header: 'Meal types',
        id: 'mealTypes',
        Cell: ({ row }: { row: { original: RecipeRow } }) =>
          !mayEdit(row.original) ? (
            <Text as="span" fontSize="xs">
              {mealTypeLabels(row.original, mealTypeOptions)}
            </Text>
          ) : (
            <MultiSelect
              size="xs"
              label={`Meal types of ${row.original.name}`}
              options={mealTypeOptions}
              keepOne
              value={(row.original.tags ?? []).filter((t) => t.category === 'MEAL_TYPE').map((t) => t.name)}
              onChange={(next) =>
                void quickSave(row.original.idRecipe, (input) => ({
                  ...input,
                  tags: [
                    ...(input.tags ?? []).filter((t) => t.category !== 'MEAL_TYPE'),
                    ...next.map((name) => ({ name, category: 'MEAL_TYPE' as const })),
                  ],
                }))
              }
            />
          ),
      },
      ...languages.map((language) => ({
        Header: language.code.toUpperCase(),
        id: `lang-${language.code}`,
        Cell: ({ row }: { row: { original: RecipeRow } }) =>
          row.original.availableTranslations?.includes(language.code) ? (
            <Text as="span" role="img" aria-label={`Translated into ${language.name}`}>
              ●
            </Text>
          ) : null,
      })),
      { Header: 'Author', id: 'author', accessor: (row: RecipeRow) => row.author?.name ?? '' },
      {
        Header: () => (
          <Button
            size="xs"
            variant="ghost"
            aria-label="Sort by energy per serving"
            aria-sort={sort === 'ASC' ? 'ascending' : sort === 'DESC' ? 'descending' : 'none'}
            onClick={() => setParams(nextEnergySort(params))}
          >
            Energy per serving {sort === 'ASC' ? '▲' : sort === 'DESC' ? '▼' : ''}
          </Button>
        ),
        id: 'energy',
        accessor: (row: RecipeRow) =>
          row.recipeNutritionalInfo?.energyKcal === undefined ? '' : `${Math.round(row.recipeNutritionalInfo.energyKcal)} kcal`,
      },
      {
        Header: 'Edit',
        id: 'edit',
        Cell: ({ row }: { row: { original: RecipeRow } }) => {
          const verb = mayEdit(row.original) ? 'Edit' : 'View';
          return (
            <Link asChild>
              <RouterLink to={`/recipes/${row.original.idRecipe}`} aria-label={`${verb} ${row.original.name}`}>
                {verb}
              </RouterLink>
            </Link>
          );
        },
      },
    ],
    [languages, mayEdit, nameEditable, quickSave, sort, params, setParams],
  );

  return (
    <DataTable
      label="Recipes"
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.idRecipe)}
      emptyMessage="No recipes match these filters"
    />
  );
}
