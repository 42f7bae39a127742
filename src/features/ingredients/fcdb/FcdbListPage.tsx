import { Badge, Box, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import type { Column } from 'react-table';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { DataTable } from '../../../components/DataTable';
import { Pagination } from '../../../components/Pagination';
import { notify } from '../../../components/toaster';
import {
  MESSAGES,
  updateIngredientList,
  useSearchIngredientsQuery,
  useSetIngredientVisibilityMutation,
  type IngredientSummary,
  type SearchIngredientsApiArg,
} from './fcdbApi';
import { FcdbFilters } from './FcdbFilters';
import { ImportIngredient } from './ImportIngredient';
import { InfoBanner } from './InfoBanner';
import { useMayEditIngredients } from './permissions';
import { PAGE_SIZE, lastPage, listArgFromUrl, readPage, withPage } from './searchParams';
import { HelpLink } from '../../../components/HelpLink';

/**
 * The visibility toggle of one row: optimistic (the list shows the new state at once) and rolled back
 * with a message when the server refuses.
 */
function useVisibilityToggle(arg: SearchIngredientsApiArg) {
  const dispatch = useAppDispatch();
  const [setVisibility] = useSetIngredientVisibilityMutation();
  return async (row: IngredientSummary, hidden: boolean) => {
    const patch = dispatch(updateIngredientList(arg, hidden, row.idIngredient));
    try {
      await setVisibility({ id: row.idIngredient, hidden }).unwrap();
    } catch {
      patch.undo();
      notify('error', MESSAGES.visibilityFailed);
    }
  };
}

function VisibilityCell({
  row,
  editable,
  onToggle,
}: {
  row: IngredientSummary;
  editable: boolean;
  onToggle: (row: IngredientSummary, hidden: boolean) => void;
}) {
  const hidden = Boolean(row.hideFromUser);
  if (!editable) return <Badge colorPalette={hidden ? 'gray' : 'green'}>{hidden ? 'Hidden' : 'Visible'}</Badge>;
  return (
    <label style={{ display: 'flex', gap: '0.375rem', alignItems: 'center' }}>
      <input
        type="checkbox"
        aria-label={`Hidden: ${row.name}`}
        checked={hidden}
        onChange={(e) => onToggle(row, e.target.checked)}
      />
      <Text as="span" fontSize="xs" color={hidden ? 'orange.700' : 'fg.muted'}>
        Hidden
      </Text>
    </label>
  );
}

/**
 * /ingredients/fcdb: the food composition database from the search service, filtered and paged (by offset)
 * through the URL, 20 a page.
 */
export function FcdbListPage() {
  const [params, setParams] = useSearchParams();
  const { search: listSearch } = useLocation();
  const arg = useMemo(() => listArgFromUrl(params), [params]);
  const { data, isFetching, isError } = useSearchIngredientsQuery(arg);
  const mayEdit = useMayEditIngredients();
  const toggle = useVisibilityToggle(arg);
  const page = readPage(params);
  // A page past the results (fewer matches since, or a typed URL) shows the last page instead.
  const clampTo = data && !isFetching && page > lastPage(data.total) ? lastPage(data.total) : undefined;
  useEffect(() => {
    if (clampTo !== undefined) setParams(withPage(params, clampTo), { replace: true });
  }, [clampTo, params, setParams]);

  const columns = useMemo<Column<IngredientSummary>[]>(
    () => [
      {
        Header: 'Name',
        id: 'name',
        Cell: ({ row }: { row: { original: IngredientSummary } }) => (
          <Link asChild color="teal.700">
            <RouterLink to={`/ingredients/fcdb/${row.original.idIngredient}`} state={{ listSearch }}>
              {row.original.name}
            </RouterLink>
          </Link>
        ),
      },
      { Header: 'English name', id: 'englishName', accessor: (i) => i.englishName ?? '' },
      { Header: 'Source', id: 'source', accessor: (i) => i.source ?? '' },
      { Header: 'kcal / 100 g', id: 'energyKcal', accessor: (i) => (i.energyKcal === undefined ? '' : Math.round(i.energyKcal)) },
      { Header: 'Display name', id: 'ingredientGroup', accessor: (i) => i.ingredientGroup?.name ?? '' },
      { Header: 'Units', id: 'unitCount', accessor: (i) => i.unitCount ?? 0 },
      { Header: 'Recipes', id: 'usedInRecipes', accessor: (i) => i.usedInRecipes ?? 0 },
      {
        Header: 'Visibility',
        id: 'hideFromUser',
        Cell: ({ row }: { row: { original: IngredientSummary } }) => (
          <VisibilityCell row={row.original} editable={mayEdit} onToggle={(r, hidden) => void toggle(r, hidden)} />
        ),
      },
    ],
    [mayEdit, toggle, listSearch],
  );

  return (
    <Stack gap="3">
      <InfoBanner id="fcdb-about" title="Food composition database">
        Every food of this country&apos;s database with its nutrition per 100 g. Hidden ingredients are not offered to app users;
        recipes that use them keep them.
      </InfoBanner>
      <InfoBanner id="fcdb-filters" title="Filters">
        The filters are kept in the address, so a filtered list can be bookmarked or shared. A LanguaL filter also matches the
        descriptor&apos;s descendants unless Include LanguaL subtree is off.
      </InfoBanner>
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="3" align="baseline">
          <Heading size="lg">FCDB ingredients</Heading>
          <HelpLink area="ingredients" />
        </HStack>
        {mayEdit && <ImportIngredient />}
      </HStack>
      <HStack align="flex-start" gap="6">
        <FcdbFilters />
        <Box flex="1" minWidth="0">
          {isError && <Text role="alert">The ingredients could not be loaded.</Text>}
          {isFetching && <Spinner size="sm" aria-label="Loading ingredients" />}
          {data && clampTo === undefined && (
            <>
              <Text fontSize="sm" color="fg.muted" marginBottom="2">
                {data.total.toLocaleString('en-GB')} {data.total === 1 ? 'ingredient' : 'ingredients'}
              </Text>
              <DataTable
                label="Ingredients"
                columns={columns}
                data={data.items}
                getRowId={(i) => String(i.idIngredient)}
                emptyMessage="No ingredients match these filters"
              />
              <Box marginTop="3">
                <Pagination
                  page={page}
                  total={data.total}
                  pageSize={PAGE_SIZE}
                  onPageChange={(next) => setParams(withPage(params, next))}
                />
              </Box>
            </>
          )}
        </Box>
      </HStack>
    </Stack>
  );
}
