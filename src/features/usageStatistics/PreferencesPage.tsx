import { Box, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { humanize } from '../../components/MultiSelect';
import { ChartCard, PieChart } from './charts';
import { TopList } from './TopList';
import {
  useGetDietaryRestrictionsUsersCountQuery,
  useGetRestrictedIngredientsUsersCountQuery,
  useGetTopFavoritedIngredientsQuery,
  useGetTopFavoritedRecipesQuery,
  useGetTopLoggedFoodEntriesQuery,
  useGetTopLoggedIngredientsQuery,
  useGetTopLoggedOffProductsQuery,
  useGetTopLoggedRecipesQuery,
} from './usageStatisticsApi';

/**
 * The lists and their page params (planning.md section 2). The ingredient restrictions list's documented
 * param is ingredientRestrictionsUsersCountPage, but it actually pages by topIngredientRestrictionsPage.
 */
const LISTS = [
  { title: 'Top logged ingredients', param: 'topLoggedIngredientsPage', useRows: useGetTopLoggedIngredientsQuery, count: 'Logs' },
  { title: 'Top logged recipes', param: 'topLoggedRecipesPage', useRows: useGetTopLoggedRecipesQuery, count: 'Logs' },
  {
    title: 'Top logged Open Food Facts products',
    param: 'topLoggedOpenFoodFactsProductsPage',
    useRows: useGetTopLoggedOffProductsQuery,
    count: 'Logs',
  },
  {
    title: 'Top logged food entries',
    param: 'topLoggedFoodEntriesPage',
    useRows: useGetTopLoggedFoodEntriesQuery,
    count: 'Logs',
  },
  {
    title: 'Top favorite ingredients',
    param: 'topFavoriteIngredientsPage',
    useRows: useGetTopFavoritedIngredientsQuery,
    count: 'Favourites',
  },
  {
    title: 'Top favorite recipes',
    param: 'topFavoriteRecipesPage',
    useRows: useGetTopFavoritedRecipesQuery,
    count: 'Favourites',
  },
  {
    title: 'Ingredient restrictions',
    param: 'topIngredientRestrictionsPage',
    useRows: useGetRestrictedIngredientsUsersCountQuery,
    count: 'Restrictions',
  },
] as const;

/** /usage-statistics/preferences: a pie of users per diet and the top lists, each paged by its own URL param. */
export function PreferencesPage() {
  const diets = useGetDietaryRestrictionsUsersCountQuery();
  const rows = diets.data ?? [];
  return (
    <Stack gap="4">
      <Box maxWidth="3xl">
        <ChartCard title="Users per diet" empty={!diets.isFetching && rows.length === 0}>
          {diets.isFetching && <Spinner size="sm" aria-label="Loading users per diet" />}
          {rows.length > 0 && (
            <PieChart title="Users per diet" labels={rows.map((r) => humanize(r.name))} values={rows.map((r) => r.count)} />
          )}
        </ChartCard>
      </Box>
      {diets.isError && <Text role="alert">The users per diet could not be loaded.</Text>}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {LISTS.map((list) => (
          <TopList
            key={list.param}
            title={list.title}
            pageParamName={list.param}
            useRows={list.useRows}
            countLabel={list.count}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
