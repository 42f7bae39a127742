import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  FOOD_GROUP_LABELS,
  foodGroupRulesProblem,
  MAX_WEEKLY_FOOD_GROUP_MEALS,
  WEEKLY_FOOD_GROUPS,
  type WeeklyFoodGroup,
  type WeeklyFoodGroupRule,
} from '../domain';
import { LabeledSelect } from './LabeledSelect';

/** A rule as the editor keeps it: a group, a bound and its count (absent while the field is empty). */
export type EditableFoodGroupRule = Partial<Pick<WeeklyFoodGroupRule, 'atLeast' | 'atMost'>> & { foodGroup: WeeklyFoodGroup };

type Bound = 'atLeast' | 'atMost';
interface Row {
  foodGroup: WeeklyFoodGroup;
  bound: Bound;
  count?: number;
}
const BOUNDS = [
  { value: 'atLeast', label: 'at least' },
  { value: 'atMost', label: 'at most' },
];
const GROUPS = WEEKLY_FOOD_GROUPS.map((g) => ({ value: g, label: FOOD_GROUP_LABELS[g].replace('-', ' ') }));

/**
 * One row per bound: a rule with both "at least" and "at most" shows as two rows. A row whose count is empty keeps
 * its bound as a key with no value (`{ foodGroup, atMost: undefined }`), so clearing the field does not change it.
 */
function rowsOf(rules: readonly EditableFoodGroupRule[]): Row[] {
  return rules.flatMap((r) => {
    const rows: Row[] = [];
    if ('atLeast' in r || !('atMost' in r)) rows.push({ foodGroup: r.foodGroup, bound: 'atLeast', count: r.atLeast });
    if ('atMost' in r) rows.push({ foodGroup: r.foodGroup, bound: 'atMost', count: r.atMost });
    return rows;
  });
}

const ruleOf = (r: Row): EditableFoodGroupRule =>
  r.bound === 'atLeast' ? { foodGroup: r.foodGroup, atLeast: r.count } : { foodGroup: r.foodGroup, atMost: r.count };

/** The message of the first problem of the rules (src/domain), with the row it concerns; null when valid. */
export function foodGroupRulesError(
  rules: readonly EditableFoodGroupRule[] | undefined,
): { row: number; message: string } | null {
  const problem = foodGroupRulesProblem(rowsOf(rules ?? []).map(ruleOf));
  return problem ? { row: problem.index, message: problem.message } : null;
}

/**
 * Weekly food-group rules: per row a food group, "at least" or "at most", and a number of meals a week (0 to 21);
 * rows are added and removed; the first problem (an empty or out-of-range count, at least above at most for a
 * group) shows under its row. Controlled: the value is the settings' `weeklyFoodGroupRules`.
 */
export function WeeklyFoodGroupRulesEditor({
  value,
  onChange,
}: {
  value: readonly EditableFoodGroupRule[] | undefined;
  onChange: (next: EditableFoodGroupRule[]) => void;
}) {
  const rows = rowsOf(value ?? []);
  const error = foodGroupRulesError(value);
  const emit = (next: Row[]) => onChange(next.map(ruleOf));
  const update = (i: number, change: Partial<Row>) => emit(rows.map((r, k) => (k === i ? { ...r, ...change } : r)));

  return (
    <Stack gap="3" role="group" aria-label="Weekly food-group rules">
      <Text fontSize="sm">
        Meals of a food group a week in every plan (kept whenever the recipes allow; otherwise the plan warns).
      </Text>
      {rows.length === 0 && <Text fontSize="sm">No rule.</Text>}
      {rows.map((r, i) => (
        <Box key={i}>
          <HStack alignItems="end" gap="3">
            <LabeledSelect
              label={`Rule ${i + 1} food group`}
              value={r.foodGroup}
              options={GROUPS}
              onChange={(g) => update(i, { foodGroup: g as WeeklyFoodGroup })}
              width="40"
            />
            <LabeledSelect
              label={`Rule ${i + 1} bound`}
              value={r.bound}
              options={BOUNDS}
              onChange={(b) => update(i, { bound: b as Bound })}
              width="32"
            />
            <Field.Root width="40" invalid={error?.row === i}>
              <Field.Label>{`Rule ${i + 1} meals a week`}</Field.Label>
              <Input
                size="sm"
                type="number"
                min={0}
                max={MAX_WEEKLY_FOOD_GROUP_MEALS}
                step={1}
                value={r.count ?? ''}
                onChange={(e) => update(i, { count: e.target.value === '' ? undefined : Number(e.target.value) })}
              />
            </Field.Root>
            <Button size="sm" variant="outline" onClick={() => emit(rows.filter((_, k) => k !== i))}>
              Remove rule {i + 1}
            </Button>
          </HStack>
          {error?.row === i && (
            <Text role="alert" color="fg.error" fontSize="sm" marginTop="1">
              {error.message}
            </Text>
          )}
        </Box>
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => emit([...rows, { foodGroup: 'FISH', bound: 'atLeast', count: 2 }])}>
          Add rule
        </Button>
      </Box>
    </Stack>
  );
}
