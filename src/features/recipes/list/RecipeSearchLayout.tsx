import { Box, Button, Flex, Group, Heading, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RecipeFilters } from './RecipeFilters';
import { HelpLink } from '../../../components/HelpLink';
import { useAppSelector } from '../../../app/hooks';
import { selectRoles } from '../../../auth/authSlice';
import { CATALOGUE_COVERAGE, mayAccess } from '../../../auth/roles';

/**
 * The frame shared by /recipes and /recipes/stats: title, the List/Stats switch (which keeps the
 * filters in the query string), the "New recipe" button and the quick filters on the left.
 */
export function RecipeSearchLayout({ view, children }: { view: 'list' | 'stats'; children: ReactNode }) {
  const { search } = useLocation();
  const roles = useAppSelector(selectRoles);
  // The page number means nothing on the stats view.
  const filters = new URLSearchParams(search);
  filters.delete('page');
  const query = filters.toString() ? `?${filters}` : '';
  return (
    <Box padding="4">
      <Flex align="center" gap="3" marginBottom="4" wrap="wrap">
        <Heading size="lg">Recipes</Heading>
        <HelpLink area="recipes" />
        <Group attached role="group" aria-label="View">
          <Button asChild size="sm" variant={view === 'list' ? 'solid' : 'outline'}>
            <Link to={`/recipes${query}`} aria-current={view === 'list' ? 'page' : undefined}>
              List
            </Link>
          </Button>
          <Button asChild size="sm" variant={view === 'stats' ? 'solid' : 'outline'}>
            <Link to={`/recipes/stats${query}`} aria-current={view === 'stats' ? 'page' : undefined}>
              Stats
            </Link>
          </Button>
        </Group>
        <Spacer />
        {mayAccess(CATALOGUE_COVERAGE.audience, roles) && (
          <Button asChild size="sm" variant="outline">
            <Link to="/recipes/coverage">Catalogue coverage</Link>
          </Button>
        )}
        <Button asChild colorPalette="teal" size="sm">
          <Link to="/recipes/new">New recipe</Link>
        </Button>
      </Flex>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <RecipeFilters />
        <Box flex="1" minWidth="0">
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
