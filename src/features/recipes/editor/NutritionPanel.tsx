import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js';
import { Pie } from 'react-chartjs-2';
import type { RecipeNutritionalInfo } from '../recipesApi';
import { macroEnergy } from './macros';

ChartJS.register(ArcElement, Tooltip, Legend);

const ROWS: Array<[Exclude<keyof RecipeNutritionalInfo, symbol | number>, string, string]> = [
  ['energyKcal', 'Energy', 'kcal'],
  ['protein', 'Protein', 'g'],
  ['fat', 'Fat', 'g'],
  ['saturatedFat', 'Saturated fat', 'g'],
  ['carbohydrate', 'Carbohydrate', 'g'],
  ['sugar', 'Sugar', 'g'],
  ['fiber', 'Fiber', 'g'],
  ['salt', 'Salt', 'g'],
];

/** The server's nutrition per serving (computed on save) and the energy split of the macros. */
export function NutritionPanel({ info }: { info?: RecipeNutritionalInfo }) {
  if (!info) {
    return (
      <Box>
        <Heading size="sm">Nutrition per serving</Heading>
        <Text fontSize="sm" color="fg.muted">
          Computed when the recipe is saved.
        </Text>
      </Box>
    );
  }
  const energy = macroEnergy(info);
  return (
    <Box>
      <Heading size="sm" marginBottom="2">
        Nutrition per serving
      </Heading>
      <Table.Root size="sm" aria-label="Nutrition per serving">
        <Table.Body>
          {ROWS.filter(([key]) => info[key] !== undefined).map(([key, label, unit]) => (
            <Table.Row key={key}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">
                {Math.round((info[key] ?? 0) * 10) / 10} {unit}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Box maxWidth="60" marginTop="3">
        <Pie
          role="img"
          aria-label="Energy from protein, fat and carbohydrate"
          data={{
            labels: ['Protein', 'Fat', 'Carbohydrate'],
            datasets: [
              { data: [energy.protein, energy.fat, energy.carbohydrate], backgroundColor: ['#3182ce', '#d69e2e', '#38a169'] },
            ],
          }}
        />
      </Box>
    </Box>
  );
}
