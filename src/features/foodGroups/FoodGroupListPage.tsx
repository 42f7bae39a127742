import { Badge, Link } from '@chakra-ui/react';
import type { Column } from 'react-table';
import { Link as RouterLink } from 'react-router-dom';
import { ClientListPage } from '../../components/ClientListPage';
import { useListFoodGroupsQuery, type FoodGroupSummary } from './foodGroupsApi';

const SEARCH_KEYS: Array<keyof FoodGroupSummary> = ['name'];

const columns: Column<FoodGroupSummary>[] = [
  {
    Header: 'Name',
    id: 'name',
    Cell: ({ row }: { row: { original: FoodGroupSummary } }) => (
      <Link asChild color="teal.700">
        <RouterLink to={`/foodgroups/${row.original.idGroup}`}>{row.original.name}</RouterLink>
      </Link>
    ),
  },
  { Header: 'Ingredients', id: 'ingredientCount', accessor: (g) => g.ingredientCount ?? '' },
  {
    Header: 'Known type',
    id: 'knownFoodGroupType',
    Cell: ({ row }: { row: { original: FoodGroupSummary } }) =>
      row.original.knownFoodGroupType ? <Badge colorPalette="purple">{row.original.knownFoodGroupType}</Badge> : null,
  },
];

/** /foodgroups: the food groups by name, fuzzy-searchable, 20 a page; each row opens its editor. */
export function FoodGroupListPage() {
  const list = useListFoodGroupsQuery();
  return (
    <ClientListPage
      title="Food groups"
      noun="food groups"
      list={list}
      searchKeys={SEARCH_KEYS}
      columns={columns}
      getRowId={(g) => String(g.idGroup)}
      create={{ label: 'New food group', to: '/foodgroups/new' }}
      helpArea="food-groups"
    />
  );
}
