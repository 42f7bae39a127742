import { Heading, SimpleGrid, Spinner, Stat, Text } from '@chakra-ui/react';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useSearchParams } from 'react-router-dom';
import { humanize } from '../../../components/MultiSelect';
import type { CountByKey, RecipeStats } from '../../../services/generated/searchApi.generated';
import { useGetRecipeStatsQuery } from '../recipesApi';
import { RecipeSearchLayout } from './RecipeSearchLayout';
import { filtersFromUrl } from './searchParams';

// chart.js is tree-shaken: register only what the bar charts use (this page is lazy-loaded).
ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

const CHARTS: Array<{ title: string; pick: (s: RecipeStats) => CountByKey[]; humanizeKeys: boolean }> = [
  { title: 'Recipes per meal type', pick: (s) => s.byMealType, humanizeKeys: true },
  { title: 'Recipes per cuisine', pick: (s) => s.byCuisine, humanizeKeys: true },
  { title: 'Recipes per energy band (kcal per serving)', pick: (s) => s.byEnergyBand, humanizeKeys: false },
  { title: 'Recipes per status', pick: (s) => s.byStatus, humanizeKeys: true },
  { title: 'Recipes per expertise level', pick: (s) => s.byExpertiseLevel, humanizeKeys: true },
  { title: 'Recipes per season', pick: (s) => s.bySeason, humanizeKeys: true },
  { title: 'Recipes per diet', pick: (s) => s.byDiet, humanizeKeys: true },
  { title: 'Translations per language', pick: (s) => s.byLanguage, humanizeKeys: false },
];

/** /recipes/stats: the same filters as the list, with charts of the matching recipes. */
export function RecipeStatsPage() {
  const [params] = useSearchParams();
  const { data, isFetching, isError } = useGetRecipeStatsQuery(filtersFromUrl(params));
  return (
    <RecipeSearchLayout view="stats">
      {isError && <Text role="alert">The statistics could not be loaded.</Text>}
      {isFetching && <Spinner size="sm" aria-label="Loading statistics" />}
      {data && (
        <>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" marginBottom="4">
            <Figure label="Recipes" value={data.total} />
            <Figure label="Average kcal" value={data.averages.energyKcal} />
            <Figure label="Average protein (g)" value={data.averages.protein} />
            <Figure label="Average fat (g)" value={data.averages.fat} />
            <Figure label="Average carbs (g)" value={data.averages.carbohydrate} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            {CHARTS.map((chart) => {
              const counts = chart.pick(data);
              return (
                <section key={chart.title} aria-label={chart.title}>
                  <Heading size="sm" marginBottom="2">
                    {chart.title}
                  </Heading>
                  <Bar
                    aria-label={chart.title}
                    role="img"
                    options={{ responsive: true, plugins: { legend: { display: false } } }}
                    data={{
                      labels: counts.map((c) => (chart.humanizeKeys ? humanize(c.key) : c.key)),
                      datasets: [{ label: 'Recipes', data: counts.map((c) => c.count), backgroundColor: '#319795' }],
                    }}
                  />
                </section>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </RecipeSearchLayout>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{Math.round(value * 10) / 10}</Stat.ValueText>
    </Stat.Root>
  );
}
