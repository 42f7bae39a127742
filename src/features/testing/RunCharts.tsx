import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Title, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { heuristicLabel } from '../../components/RecommenderSettingsEditor';
import {
  bucketLabels,
  deviationByMeals,
  deviationShares,
  MACROS,
  mealLabel,
  MEALS_PER_DAY,
  NUTRIENT_LABELS,
  varietyHistogram,
  weighedScores,
  type SharedScales,
  type TestedNutrient,
} from './charts';
import type { TestingResult } from './testingApi';

// chart.js is tree-shaken: register only what the bar charts use (this page is lazy-loaded).
ChartJS.register(CategoryScale, LinearScale, BarElement, Title, Tooltip, Legend);

const COLOURS: Record<TestedNutrient, string> = { KCAL: '#319795', PROTEIN: '#805AD5', CARB: '#DD6B20', FAT: '#D69E2E' };

/** `yMax`: the axis top shared with the other run of a comparison (absent: chart.js picks it). */
function axes(x: string, y: string, extra: Partial<ChartOptions<'bar'>> = {}, yMax?: number): ChartOptions<'bar'> {
  return {
    responsive: true,
    maintainAspectRatio: true,
    aspectRatio: 1.8,
    animation: false,
    scales: {
      x: { title: { display: true, text: x } },
      y: { title: { display: true, text: y }, beginAtZero: true, ...(yMax !== undefined ? { max: yMax } : {}) },
    },
    ...extra,
  };
}

function Chart({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" padding="3">
      <Heading size="sm" marginBottom="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * The run's charts: deviation distributions, deviation by meals per day (3 to 6), heuristic scores, variety.
 * `scales` (a comparison) gives every chart the axis top and bins it shares with the other run.
 */
export function RunCharts({
  result,
  columns = 2,
  scales,
  weights,
}: {
  result: TestingResult;
  columns?: number;
  scales?: SharedScales;
  /** The run's meal-of-day heuristic weights: heuristics weighed 0 get no bar. */
  weights?: Partial<Record<string, number>>;
}) {
  const labels = bucketLabels(result.deviationBucketEdges ?? []);
  const variety = varietyHistogram(result.distinctRecipesPerUser, 5, scales?.varietySpan);
  const perMeal = Object.entries(result.distinctRecipesPerMoDPerUser ?? {});
  const scores = weighedScores(result, weights);
  const titles = {
    energy: 'Energy deviation from target (share of days)',
    macros: 'Macronutrient deviation from target (share of days)',
    meals: 'Mean deviation by meals per day',
    scores: 'Mean heuristic scores',
    variety: 'Distinct recipes per user',
    perMeal: 'Distinct recipes per meal of day (mean per user)',
  };
  return (
    <SimpleGrid columns={{ base: 1, lg: columns }} gap="4">
      <Chart title={titles.energy}>
        <Bar
          role="img"
          aria-label={titles.energy}
          options={axes(
            'Deviation of the day from target',
            '% of days',
            { plugins: { legend: { display: false } } },
            scales?.energy,
          )}
          data={{ labels, datasets: [{ label: 'Energy', data: deviationShares(result, 'KCAL'), backgroundColor: COLOURS.KCAL }] }}
        />
      </Chart>
      <Chart title={titles.macros}>
        <Bar
          role="img"
          aria-label={titles.macros}
          options={axes('Deviation of the day from target', '% of days', {}, scales?.macros)}
          data={{
            labels,
            datasets: MACROS.map((n) => ({
              label: NUTRIENT_LABELS[n],
              data: deviationShares(result, n),
              backgroundColor: COLOURS[n],
            })),
          }}
        />
      </Chart>
      <Chart title={titles.meals}>
        <Bar
          role="img"
          aria-label={titles.meals}
          options={axes('Meals per day', 'Mean |deviation| (%)', {}, scales?.meals)}
          data={{
            labels: MEALS_PER_DAY.map((m) => `${m} meals`),
            datasets: (Object.keys(NUTRIENT_LABELS) as TestedNutrient[]).map((n) => ({
              label: NUTRIENT_LABELS[n],
              data: deviationByMeals(result, n),
              backgroundColor: COLOURS[n],
            })),
          }}
        />
      </Chart>
      <Chart title={titles.scores}>
        <Bar
          role="img"
          aria-label={titles.scores}
          options={axes('Mean score (0 to 1)', '', {
            indexAxis: 'y',
            plugins: { legend: { display: false } },
            aspectRatio: scores.length > 12 ? 1.2 : 1.8,
            scales: {
              x: { min: 0, max: 1, title: { display: true, text: 'Mean score (0 to 1)' } },
              y: { ticks: { autoSkip: false } },
            },
          })}
          data={{
            labels: scores.map((s) => heuristicLabel(s.name)),
            datasets: [{ label: 'Mean score', data: scores.map((s) => s.mean), backgroundColor: '#3182CE' }],
          }}
        />
      </Chart>
      <Chart title={titles.variety}>
        <Bar
          role="img"
          aria-label={titles.variety}
          options={axes(
            'Distinct recipes in the user’s plans',
            'Users',
            { plugins: { legend: { display: false } } },
            scales?.variety,
          )}
          data={{ labels: variety.labels, datasets: [{ label: 'Users', data: variety.counts, backgroundColor: '#38A169' }] }}
        />
      </Chart>
      <Chart title={titles.perMeal}>
        <Bar
          role="img"
          aria-label={titles.perMeal}
          options={axes('Meal of day', 'Distinct recipes', { plugins: { legend: { display: false } } }, scales?.perMeal)}
          data={{
            labels: perMeal.map(([meal]) => mealLabel(meal)),
            datasets: [{ label: 'Distinct recipes', data: perMeal.map(([, n]) => n ?? 0), backgroundColor: '#2B6CB0' }],
          }}
        />
      </Chart>
    </SimpleGrid>
  );
}
