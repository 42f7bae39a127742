import { Heading, Stack, Table } from '@chakra-ui/react';
import { humanize } from '../../components/MultiSelect';
import type { MemberNutritionalNeeds } from './usersApi';

const SHOWN = ['KCAL', 'PROTEIN', 'CARB', 'FAT', 'FIBER'] as const;
const UNITS: Record<(typeof SHOWN)[number], string> = { KCAL: 'kcal', PROTEIN: 'g', CARB: 'g', FAT: 'g', FIBER: 'g' };
const LABELS: Record<(typeof SHOWN)[number], string> = {
  KCAL: 'Energy',
  PROTEIN: 'Protein',
  CARB: 'Carbohydrates',
  FAT: 'Fat',
  FIBER: 'Fiber',
};

const round = (n: number | undefined) => (n === undefined ? '—' : String(Math.round(n * 10) / 10));

/**
 * Protein's target is the macro split's share (up to twice the EFSA reference intake); the need itself is its
 * minimum (the reference intake x body weight), shown beside it so the target does not read as the need.
 */
function shown(need: MemberNutritionalNeeds['nutrientNeeds'][(typeof SHOWN)[number]], nutrient: (typeof SHOWN)[number]) {
  const target = round(need.target);
  return nutrient === 'PROTEIN' && need.min !== undefined ? `${target} (need ${round(need.min)})` : target;
}

/** A daily need per member; `needs` undefined (the call failed) shows zeros, with no message. */
export function NeedsView({ needs }: { needs: readonly MemberNutritionalNeeds[] | undefined }) {
  const members = needs?.length ? needs : undefined;
  return (
    <Stack as="section" aria-label="Nutritional needs" gap="2">
      <Heading size="md">Nutritional needs</Heading>
      <Table.Root size="sm" aria-label="Daily nutritional needs" maxWidth="3xl">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Nutrient</Table.ColumnHeader>
            {(members ?? [undefined]).map((m, i) => (
              <Table.ColumnHeader key={m?.user.id ?? i} textAlign="end">
                {m ? (m.user.name ?? `Member ${i + 1}`) : 'Target'}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {SHOWN.map((nutrient) => (
            <Table.Row key={nutrient}>
              <Table.Cell>
                {LABELS[nutrient]} ({UNITS[nutrient]})
              </Table.Cell>
              {(members ?? [undefined]).map((m, i) => (
                <Table.Cell key={m?.user.id ?? i} textAlign="end">
                  {m ? shown(m.nutrientNeeds[nutrient], nutrient) : '0'}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {members && (
        <Table.Root size="sm" aria-label="Energy per meal" maxWidth="3xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Meal (kcal)</Table.ColumnHeader>
              {members.map((m, i) => (
                <Table.ColumnHeader key={m.user.id ?? i} textAlign="end">
                  {m.user.name ?? `Member ${i + 1}`}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {Object.keys(members[0].mealsKcalNeed).map((meal) => (
              <Table.Row key={meal}>
                <Table.Cell>{humanize(meal)}</Table.Cell>
                {members.map((m, i) => (
                  <Table.Cell key={m.user.id ?? i} textAlign="end">
                    {round((m.mealsKcalNeed as Record<string, number | undefined>)[meal])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
