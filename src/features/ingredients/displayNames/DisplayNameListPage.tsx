import { Badge, Box, Button, Flex, Heading, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams, Link as RouterLink } from 'react-router-dom';
import type { Column } from 'react-table';
import { useAppSelector } from '../../../app/hooks';
import { selectRoles } from '../../../auth/authSlice';
import { TABLE_PAGE_SIZE } from '../../../components/ClientTable';
import { DataTable } from '../../../components/DataTable';
import { Pagination } from '../../../components/Pagination';
import { pageOf, pageSetter, useUrlSearchText } from '../../../components/useUrlSearchText';
import { InfoBanner } from '../fcdb/InfoBanner';
import { LangualFilter } from '../langual';
import { mayEditDisplayNames, useListIngredientGroupsQuery, type IngredientGroupSummary } from './displayNamesApi';
import { HelpLink } from '../../../components/HelpLink';

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

/** A copy of the URL's params with `changes` applied (empty values removed) and the page back to the first. */
function withChanges(current: URLSearchParams, changes: Record<string, string | string[]>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    for (const v of Array.isArray(value) ? value : [value]) if (v.trim()) next.append(key, v);
  }
  next.delete('page');
  return next;
}

/**
 * /ingredients/displaynames: the display names, 20 a page as the server pages them (GET /ingredientgroup
 * with page and pageSize 20, the total from x-result-count), searched on the server by name or translation
 * 300 ms after typing stops, and filtered by LanguaL descriptors (a display name matches when one of its
 * ingredients has one of them); `search`, `languaLID` (repeated) and `page` live in the URL.
 */
export function DisplayNameListPage() {
  const [params, setParams] = useSearchParams();
  const languaLid = params.getAll('languaLID');
  const { value: search, text, setText } = useUrlSearchText('search', params, setParams);
  const roles = useAppSelector(selectRoles);

  const requested = pageOf(params);
  const list = useListIngredientGroupsQuery({
    ...(search ? { search } : {}),
    languaLid,
    page: requested,
    pageSize: TABLE_PAGE_SIZE,
  });
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / TABLE_PAGE_SIZE) - 1);
  const setPage = pageSetter(setParams);
  // A page past the results (fewer rows since, or a typed URL) goes to the last one.
  useEffect(() => {
    if (list.data && requested > lastPage) setPage(lastPage);
  }, [list.data, requested, lastPage]);

  return (
    <Box>
      <InfoBanner id="displaynames-about" title="Display names">
        A display name is the plain name app users see for one or more FCDB ingredients, for example Tomato for every kind of raw
        tomato. Each FCDB ingredient has at most one display name; adding it to another one moves it there.
      </InfoBanner>
      <HStack justify="space-between" marginBottom="3">
        <HStack gap="3" align="baseline">
          <Heading size="lg">Display names</Heading>
          <HelpLink area="ingredients" />
        </HStack>
        {mayEditDisplayNames(roles) && (
          <Button asChild size="sm" colorPalette="teal">
            <RouterLink to="/ingredients/displaynames/new">New display name</RouterLink>
          </Button>
        )}
      </HStack>
      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Stack as="aside" aria-label="Filters" width={{ base: '100%', lg: '96' }} flexShrink={0}>
          <LangualFilter value={languaLid} onChange={(ids) => setParams((current) => withChanges(current, { languaLID: ids }))} />
        </Stack>
        <Box flex="1" minWidth="0">
          <Input
            aria-label="Search display names"
            placeholder="Search display names"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxWidth="sm"
            size="sm"
            marginBottom="3"
          />
          {list.isFetching && <Spinner size="sm" aria-label="Loading display names" />}
          {list.isError && <Text role="alert">The display names could not be loaded.</Text>}
          {list.data && (
            <>
              <Text fontSize="sm" color="fg.muted" marginBottom="2">
                {total === 1 ? '1 display name' : `${total} display names`}
              </Text>
              <DataTable
                label="Display names"
                columns={columns}
                data={list.data.items}
                getRowId={(g) => String(g.idIngredientGroup)}
                emptyMessage={languaLid.length || search ? 'No display names match these filters' : 'No display names yet'}
              />
              <Pagination page={Math.min(requested, lastPage)} total={total} pageSize={TABLE_PAGE_SIZE} onPageChange={setPage} />
            </>
          )}
        </Box>
      </Flex>
    </Box>
  );
}
