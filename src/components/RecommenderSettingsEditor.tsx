import { Box, Heading, HStack, SimpleGrid, Slider, Stack, Switch, Text } from '@chakra-ui/react';
import {
  DAY_HEURISTIC_NAMES,
  DISABLED_HEURISTICS,
  HEURISTIC_NAMES,
  HEURISTIC_WEIGHT_STEP,
  MAX_HEURISTIC_WEIGHT,
  MIN_HEURISTIC_WEIGHT,
  WEEK_HEURISTIC_NAMES,
  inactiveHeuristics,
  normaliseWeight,
  type AnyHeuristicName,
  type DayHeuristicName,
  type HeuristicName,
  type ScopedDivision,
  type WeekHeuristicName,
} from '../domain';
import { humanize } from './MultiSelect';
import { WeeklyFoodGroupRulesEditor, type EditableFoodGroupRule } from './WeeklyFoodGroupRulesEditor';

/** The recommender settings as every screen edits them (the API's maps may omit a weight: it shows as 0). */
export interface EditableRecommenderSettings {
  mealOfDayHeuristicsWeights: Partial<Record<HeuristicName, number>>;
  dayHeuristicsWeights: Partial<Record<DayHeuristicName, number>>;
  weekHeuristicsWeights: Partial<Record<WeekHeuristicName, number>>;
  runDayImprovement: boolean;
  runWeekImprovement: boolean;
  weeklyFoodGroupRules?: EditableFoodGroupRule[];
}

type WeightMap = 'mealOfDayHeuristicsWeights' | 'dayHeuristicsWeights' | 'weekHeuristicsWeights';

/** A heuristic's name as people read it ("NL_FISH" -> "NL fish": the country code stays in capitals). */
export const heuristicLabel = (name: string) => (name === 'NL_FISH' ? 'NL fish' : humanize(name));

/** One heuristic weight: a slider from 0 to 5 in steps of 0.1, with its value and, when given, a help text under it. */
function WeightSlider({
  label,
  value,
  disabled,
  help,
  onChange,
}: {
  label: string;
  value: number;
  disabled: boolean;
  help?: string;
  onChange: (value: number) => void;
}) {
  const slider = (
    <Slider.Root
      min={MIN_HEURISTIC_WEIGHT}
      max={MAX_HEURISTIC_WEIGHT}
      step={HEURISTIC_WEIGHT_STEP}
      value={[value]}
      disabled={disabled}
      onValueChange={(e) => onChange(normaliseWeight(e.value[0]))}
      size="sm"
      aria-label={[label]}
    >
      <HStack justifyContent="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Text fontSize="sm">{value.toFixed(1)}</Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
  if (!help) return slider;
  return (
    <Stack gap="1">
      {slider}
      <Text fontSize="xs" color="fg.muted">
        {help}
      </Text>
    </Stack>
  );
}

function ImprovementSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

/**
 * Heuristic weights (sliders 0 to 5, step 0.1; CHEAPER_FOOD and DIABETES disabled), the day and week
 * improvement switches, which disable their weights while off, and the weekly food-group rules. Controlled: the screen keeps the value
 * (a form field on /settings and /testing). With the context's meal-of-day `divisions`, a heuristic they leave
 * nothing to act on (inactiveHeuristics) is disabled with the reason under it; its weight is kept, so it acts again
 * once a fitting division is added. Without them (not known to the screen) no heuristic is disabled for them.
 */
export function RecommenderSettingsEditor<T extends EditableRecommenderSettings>({
  value,
  onChange,
  columns = 2,
  divisions,
}: {
  value: T;
  onChange: (next: T) => void;
  columns?: number;
  divisions?: readonly ScopedDivision[];
}) {
  const inactive: Partial<Record<AnyHeuristicName, string>> = divisions ? inactiveHeuristics(divisions) : {};
  const setWeight = (map: WeightMap, name: string, weight: number) =>
    onChange({ ...value, [map]: { ...value[map], [name]: weight } });
  const weight = (map: WeightMap, name: string) => (value[map] as Record<string, number | undefined>)[name] ?? 0;
  const grid = { base: 1, md: columns };

  return (
    <Stack gap="6">
      <Box>
        <Heading size="sm" marginBottom="3">
          Meal of day heuristics
        </Heading>
        <SimpleGrid columns={grid} gap="4">
          {HEURISTIC_NAMES.map((h) => (
            <WeightSlider
              key={h}
              label={heuristicLabel(h)}
              value={weight('mealOfDayHeuristicsWeights', h)}
              disabled={DISABLED_HEURISTICS.includes(h) || inactive[h] !== undefined}
              help={inactive[h]}
              onChange={(w) => setWeight('mealOfDayHeuristicsWeights', h, w)}
            />
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Heading size="sm" marginBottom="3">
          Day improvement
        </Heading>
        <ImprovementSwitch
          label="Run day improvement"
          checked={value.runDayImprovement}
          onChange={(on) => onChange({ ...value, runDayImprovement: on })}
        />
        <SimpleGrid columns={grid} gap="4" marginTop="3">
          {DAY_HEURISTIC_NAMES.map((h) => (
            <WeightSlider
              key={h}
              label={heuristicLabel(h)}
              value={weight('dayHeuristicsWeights', h)}
              disabled={!value.runDayImprovement || inactive[h] !== undefined}
              help={inactive[h]}
              onChange={(w) => setWeight('dayHeuristicsWeights', h, w)}
            />
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Heading size="sm" marginBottom="3">
          Week improvement
        </Heading>
        <ImprovementSwitch
          label="Run week improvement"
          checked={value.runWeekImprovement}
          onChange={(on) => onChange({ ...value, runWeekImprovement: on })}
        />
        <SimpleGrid columns={grid} gap="4" marginTop="3">
          {WEEK_HEURISTIC_NAMES.map((h) => (
            <WeightSlider
              key={h}
              label={heuristicLabel(h)}
              value={weight('weekHeuristicsWeights', h)}
              disabled={!value.runWeekImprovement || inactive[h] !== undefined}
              help={inactive[h]}
              onChange={(w) => setWeight('weekHeuristicsWeights', h, w)}
            />
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Heading size="sm" marginBottom="3">
          Weekly food-group rules
        </Heading>
        <WeeklyFoodGroupRulesEditor
          value={value.weeklyFoodGroupRules}
          onChange={(rules) => onChange({ ...value, weeklyFoodGroupRules: rules })}
        />
      </Box>
    </Stack>
  );
}
