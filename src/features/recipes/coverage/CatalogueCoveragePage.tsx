import { Box, Button, Flex, Heading, Link, List, SimpleGrid, Spinner, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectSession } from '../../../auth/authSlice';
import { HelpLink } from '../../../components/HelpLink';
import { coverageCsv } from '../../../domain/catalogueCoverage';
import type { CatalogueCoverage, CoverageContradiction } from '../../../services/generated/plannerApi.generated';
import { apiErrorOf, useGetCatalogueCoverageQuery } from '../recipesApi';
import { CoverageTable } from './CoverageTable';

const humanize = (v: string) => v.charAt(0) + v.slice(1).toLowerCase().replace(/_/g, ' ');

/**
 * /recipes/coverage: how well the catalogue serves each diet and allergen profile in each meal slot, by the planner's
 * own rules; how concentrated the stored plans are on few recipes; which recipes' tags the rules contradict.
 */
export function CatalogueCoveragePage() {
  const { data, isLoading, isFetching, error, refetch } = useGetCatalogueCoverageQuery({});
  const context = useAppSelector(selectSession).context;
  return (
    <Box padding="4">
      <Flex align="center" gap="3" marginBottom="4" wrap="wrap">
        <Heading size="lg">Catalogue coverage{context ? ` (${context.toUpperCase()})` : ''}</Heading>
        <HelpLink area="recipes" />
        <Link asChild fontSize="sm" color="teal.700">
          <RouterLink to="/recipes">Back to recipes</RouterLink>
        </Link>
        {isFetching && !isLoading && <Spinner size="sm" aria-label="Refreshing coverage" />}
      </Flex>
      {isLoading && <Spinner aria-label="Loading coverage" />}
      {error && (
        <Box role="alert" marginBottom="4">
          <Text>The coverage report could not be loaded: {apiErrorOf(error).message}</Text>
          <Button size="sm" marginTop="2" onClick={() => void refetch()}>
            Try again
          </Button>
        </Box>
      )}
      {data && <Report report={data} />}
    </Box>
  );
}

function Report({ report }: { report: CatalogueCoverage }) {
  const thinCells = report.profiles.reduce((n, p) => n + p.counts.filter((c) => c < report.threshold).length, 0);
  const csv = coverageCsv(report.slots, report.profiles);
  const e = report.exposure;
  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" marginBottom="4">
        <Figure label="Published recipes" value={String(report.publishedRecipes)} />
        <Figure label={`Cells under ${report.threshold}`} value={String(thinCells)} />
        <Figure label="Never planned" value={`${e.neverPlannedCount} of ${e.recipes}`} />
        <Figure label="Exposure Gini" value={e.gini.toFixed(2)} />
      </SimpleGrid>
      <section aria-labelledby="coverage-table">
        <Flex align="center" gap="3" marginBottom="2" wrap="wrap">
          <Heading id="coverage-table" size="md">
            Recipes per profile and meal slot
          </Heading>
          <Button asChild size="xs" variant="outline">
            <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`} download="catalogue-coverage.csv">
              Export CSV
            </a>
          </Button>
        </Flex>
        <Text fontSize="sm" color="fg.muted" marginBottom="2">
          Published recipes that can fill the slot after the planner&apos;s rules (tags, ingredients and name, meal type
          and role). Red: under {report.threshold}. A count opens the recipe list filtered by tags and role.
        </Text>
        <CoverageTable report={report} />
      </section>
      <section aria-labelledby="coverage-exposure">
        <Heading id="coverage-exposure" size="md" marginTop="6" marginBottom="2">
          Plan exposure
        </Heading>
        <Text fontSize="sm">
          {e.appearances} planned meals over {e.weekPlans} stored week plans; {e.plannedRecipes} recipes planned at least
          once. Gini {e.gini.toFixed(3)} (0: every recipe planned as often; towards 1: a few recipes take every meal).
        </Text>
        {e.neverPlannedCount > 0 && (
          <RecipeLinks
            label={`Never planned (${e.neverPlannedCount}${e.neverPlannedCount > e.neverPlanned.length ? `, first ${e.neverPlanned.length} by name` : ''})`}
            recipes={e.neverPlanned}
          />
        )}
      </section>
      <section aria-labelledby="coverage-contradictions">
        <Heading id="coverage-contradictions" size="md" marginTop="6" marginBottom="2">
          Contradictions ({report.contradictions.length})
        </Heading>
        {report.contradictions.length === 0 ? (
          <Text fontSize="sm">No published recipe is tagged against its ingredients or name.</Text>
        ) : (
          <List.Root gap="1" fontSize="sm" aria-label="Recipes tagged against their ingredients">
            {report.contradictions.map((c) => (
              <List.Item key={c.idRecipe}>
                <Link asChild color="teal.700">
                  <RouterLink to={`/recipes/${c.idRecipe}`}>{c.name}</RouterLink>
                </Link>
                : {describe(c)}
              </List.Item>
            ))}
          </List.Root>
        )}
      </section>
    </>
  );
}

/** "tagged Vegan but: Beef, ground; not tagged Gluten: Wheat flour" in the rule set's words. */
function describe(c: CoverageContradiction): string {
  const parts: string[] = [];
  if (c.diets.length) parts.push(`tagged ${c.diets.map(humanize).join(', ')}`);
  if (c.allergens.length) parts.push(`not tagged ${c.allergens.map(humanize).join(', ')}`);
  const why = [...c.ingredients, ...c.nameReasons];
  return `${parts.join('; ')}${why.length ? ` (${why.join('; ')})` : ''}`;
}

function RecipeLinks({ label, recipes }: { label: string; recipes: { idRecipe: number; name: string }[] }) {
  return (
    <details>
      <summary>{label}</summary>
      <List.Root gap="1" fontSize="sm" marginTop="2" columns={{ base: 1, md: 3 }} aria-label="Never-planned recipes">
        {recipes.map((r) => (
          <List.Item key={r.idRecipe}>
            <Link asChild color="teal.700">
              <RouterLink to={`/recipes/${r.idRecipe}`}>{r.name}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </details>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
}
