import { Badge, Link } from '@chakra-ui/react';
import type { Column } from 'react-table';
import { Link as RouterLink } from 'react-router-dom';
import { ClientListPage } from '../../components/ClientListPage';
import { useListFoodRestrictionsQuery, type FoodRestrictionSummary } from './foodRestrictionsApi';

const SEARCH_KEYS: Array<keyof FoodRestrictionSummary> = ['name'];

const columns: Column<FoodRestrictionSummary>[] = [
  {
    Header: 'Name',
    id: 'name',
    Cell: ({ row }: { row: { original: FoodRestrictionSummary } }) => (
      <Link asChild color="teal.700">
        <RouterLink to={`/food-restrictions/${row.original.idFoodRestriction}`}>{row.original.name}</RouterLink>
      </Link>
    ),
  },
  {
    Header: 'Enabled',
    id: 'enabled',
    Cell: ({ row }: { row: { original: FoodRestrictionSummary } }) =>
      row.original.enabled ? <Badge colorPalette="green">Yes</Badge> : <Badge colorPalette="gray">No</Badge>,
  },
];

/** /food-restrictions: name and enabled of every restriction, fuzzy-searchable, 20 a page. */
export function FoodRestrictionListPage() {
  const list = useListFoodRestrictionsQuery();
  return (
    <ClientListPage
      title="Food restrictions"
      noun="food restrictions"
      list={list}
      searchKeys={SEARCH_KEYS}
      columns={columns}
      getRowId={(r) => String(r.idFoodRestriction)}
      create={{ label: 'New food restriction', to: '/food-restrictions/new' }}
      helpArea="food-groups"
    />
  );
}
