import { Heading, Stack, Table } from '@chakra-ui/react';
import { REQUIREMENT_ROWS, round1, type RequirementNutrient, type ShownNeed } from './needs';

/** The household's daily requirements (milligram values shown in grams). */
export function RequirementsPanel({ needs }: { needs: Partial<Record<RequirementNutrient, ShownNeed>> }) {
  return (
    <Stack gap="2">
      <Heading size="sm">Daily requirements</Heading>
      <Table.Root size="sm" aria-label="Daily requirements">
        <Table.Body>
          {REQUIREMENT_ROWS.filter(({ nutrient }) => needs[nutrient]).map(({ nutrient, label }) => (
            <Table.Row key={nutrient}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">
                {round1(needs[nutrient]!.target)} {needs[nutrient]!.unit}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
