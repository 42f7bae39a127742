import { Spinner, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/Pagination';
import { useGetLanguagesQuery, useSearchRecipesQuery } from '../recipesApi';
import { RecipeSearchLayout } from './RecipeSearchLayout';
import { RecipeTable } from './RecipeTable';
import { SearchControls } from './SearchControls';
import { PAGE_SIZE, lastPage, listArgFromUrl, readPage, withPage } from './searchParams';

/** /recipes: the searchable, paged recipe list. */
export function RecipeListPage() {
  const [params, setParams] = useSearchParams();
  const languages = useGetLanguagesQuery();
  const { data, isFetching, isError } = useSearchRecipesQuery(listArgFromUrl(params));
  const page = readPage(params);
  // A link to a page past the results (fewer matches since, or a typed URL) shows the last page instead.
  const clampTo = data && !isFetching && page > lastPage(data.total) ? lastPage(data.total) : undefined;
  useEffect(() => {
    if (clampTo !== undefined) setParams(withPage(params, clampTo), { replace: true });
  }, [clampTo, params, setParams]);
  return (
    <RecipeSearchLayout view="list">
      <SearchControls />
      {isError && <Text role="alert">The recipes could not be loaded.</Text>}
      {isFetching && <Spinner size="sm" aria-label="Loading recipes" />}
      {data && clampTo === undefined && (
        <>
          <Text fontSize="sm" color="fg.muted" marginBottom="2">
            {data.total} recipes
          </Text>
          <RecipeTable rows={data.items} languages={languages.data?.languages ?? []} />
          <Pagination
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE}
            onPageChange={(next) => setParams(withPage(params, next))}
          />
        </>
      )}
    </RecipeSearchLayout>
  );
}
