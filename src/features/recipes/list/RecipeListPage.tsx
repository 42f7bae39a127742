import { Spinner, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/Pagination';
import { useGetLanguagesQuery, useSearchRecipesQuery } from '../recipesApi';
import { RecipeSearchLayout } from './RecipeSearchLayout';
import { RecipeTable } from './RecipeTable';
import { SearchControls } from './SearchControls';
import { PAGE_SIZE, listArgFromUrl, readPage, withPage } from './searchParams';

/** /recipes: the searchable, paged recipe list (catalogue.md section 2). */
export function RecipeListPage() {
  const [params, setParams] = useSearchParams();
  const languages = useGetLanguagesQuery();
  const { data, isFetching, isError } = useSearchRecipesQuery(listArgFromUrl(params));
  return (
    <RecipeSearchLayout view="list">
      <SearchControls />
      {isError && <Text role="alert">The recipes could not be loaded.</Text>}
      {isFetching && <Spinner size="sm" aria-label="Loading recipes" />}
      {data && (
        <>
          <Text fontSize="sm" color="fg.muted" marginBottom="2">
            {data.total} recipes
          </Text>
          <RecipeTable rows={data.items} languages={languages.data?.languages ?? []} />
          <Pagination page={readPage(params)} total={data.total} pageSize={PAGE_SIZE} onPageChange={(page) => setParams(withPage(params, page))} />
        </>
      )}
    </RecipeSearchLayout>
  );
}
