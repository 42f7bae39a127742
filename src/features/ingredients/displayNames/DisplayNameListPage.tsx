import { Badge, Box, Button, Flex, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSearchParams, Link as RouterLink } from 'react-router-dom';
import type { Column } from 'react-table';
import type { FuseOptionKey } from 'fuse.js';
import { useAppSelector } from '../../../app/hooks';
import { selectRoles } from '../../../auth/authSlice';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from '../../../components/ClientTable';
import { DataTable } from '../../../components/DataTable';
import { Pagination } from '../../../components/Pagination';
import { InfoBanner } from '../fcdb/InfoBanner';
import { LangualFilter } from '../langual';
import { mayEditDisplayNames, useListAllIngredientGroupsQuery, type IngredientGroupSummary } from './displayNamesApi';

/** The fuzzy search matches the name and every translation. */
const SEARCH_KEYS: FuseOptionKey<IngredientGroupSummary>[] = ['name', 'nameTranslations.translation'];

const columns: Column<IngredientGroupSummary>[] = [
  {
    Header: 'Name',
    id: 'name',
    Cell: ({ row }: { row: { original: IngredientGroupSummary } }) => (
      <Link asChild color="teal.700">
        <RouterLink to={`/ingredients/displaynames/${row.original.idIngredientGroup}`}>{row.original.name}</RouterLink>
      </Link>
    ),
  },
  {
    Header: 'Translations',
    id: 'translations',
    accessor: (g) => (g.nameTranslations ?? []).map((t) => `${t.languageCode}: ${t.translation}`).join(', '),
  },
  {
    Header: 'FCDB ingredients',
    id: 'ingredientCount',
    // A display name left without ingredients (its last one moved to another display name, unlinked or
    // deleted) is shown to nobody: say so, so it gets an ingredient again or is deleted.
    Cell: ({ row }: { row: { original: IngredientGroupSummary } }) =>
      row.original.ingredientCount > 0 ? (
        row.original.ingredientCount
      ) : (
        <Badge colorPalette="orange" title="A display name needs at least one FCDB ingredient">
          None: add one or delete it
        </Badge>
      ),
  },
];

/**
 * /ingredients/displaynames: the display names, 20 a page, with a fuzzy search and a LanguaL filter
 * (a display name matches when one of its ingredients has one of the descriptors); `search`,
 * `languaLID` (repeated) and `page` live in the URL.
 */
export function DisplayNameListPage() {
  const [params, setParams] = useSearchParams();
  const languaLid = params.getAll('languaLID');
  const roles = useAppSelector(selectRoles);
  const list = useListAllIngredientGroupsQuery({ languaLid });
  const table = useClientTable(list.data, SEARCH_KEYS);

  const setLangual = (ids: string[]) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('languaLID');
      ids.forEach((id) => next.append('languaLID', id));
      // A changed filter starts again at the first page.
      next.delete('page');
      return next;
    });

  return (
    <Box>
      <InfoBanner id="displaynames-about" title="Display names">
        A display name is the plain name app users see for one or more FCDB ingredients, for example Tomato for every kind of raw
        tomato. Each FCDB ingredient has at most one display name; adding it to another one moves it there.
      </InfoBanner>
      <HStack justify="space-between" marginBottom="3">
        <Heading size="lg">Display names</Heading>
        {mayEditDisplayNames(roles) && (
          <Button asChild size="sm" colorPalette="teal">
            <RouterLink to="/ingredients/displaynames/new">New display name</RouterLink>
          </Button>
        )}
      </HStack>
      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Stack as="aside" aria-label="Filters" width={{ base: '100%', lg: '96' }} flexShrink={0}>
          <LangualFilter value={languaLid} onChange={setLangual} />
        </Stack>
        <Box flex="1" minWidth="0">
          <TableSearch label="Search display names" value={table.text} onChange={table.setText} />
          {list.isLoading && <Spinner size="sm" aria-label="Loading display names" />}
          {list.isError && <Text role="alert">The display names could not be loaded.</Text>}
          {list.data && (
            <>
              <Text fontSize="sm" color="fg.muted" marginBottom="2">
                {table.total === 1 ? '1 display name' : `${table.total} display names`}
              </Text>
              <DataTable
                label="Display names"
                columns={columns}
                data={table.pageRows}
                getRowId={(g) => String(g.idIngredientGroup)}
                emptyMessage={languaLid.length || table.text ? 'No display names match these filters' : 'No display names yet'}
              />
              <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
            </>
          )}
        </Box>
      </Flex>
    </Box>
  );
}
