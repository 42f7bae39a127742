import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  DAY_HEURISTIC_NAMES,
  DISABLED_HEURISTICS,
  HEURISTIC_NAMES,
  HEURISTIC_WEIGHT_STEP,
  MAX_HEURISTIC_WEIGHT,
  MIN_HEURISTIC_WEIGHT,
  WEEK_HEURISTIC_NAMES,
  normaliseWeight,
  type RecommenderSettings,
} from '../../domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { profileActions } from './store/profileSlice';
import { selectProfile } from './store/selectors';
import { titleCase } from './today';

type WeightMap = 'mealOfDayHeuristicsWeights' | 'dayHeuristicsWeights' | 'weekHeuristicsWeights';

function Slider({
  name,
  value,
  disabled,
  onChange,
}: {
  name: string;
  value: number;
  disabled: boolean;
  onChange: (v: number) => void;
}) {
  return (
    <HStack gap="2">
      <Text fontSize="sm" flex="1">
        {titleCase(name)}
      </Text>
      <input
        type="range"
        aria-label={`${titleCase(name)} weight`}
        min={MIN_HEURISTIC_WEIGHT}
        max={MAX_HEURISTIC_WEIGHT}
        step={HEURISTIC_WEIGHT_STEP}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(normaliseWeight(Number(e.target.value)))}
      />
      <Text fontSize="sm" width="8" textAlign="end">
        {value.toFixed(1)}
      </Text>
    </HStack>
  );
}

/** The recommender settings this simulation uses: weights 0..5 (step 0.1), improvement switches, reset. */
export function RecommenderSettingsPanel() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectProfile).recommenderSettings;
  const [open, setOpen] = useState(false);
  const change = (next: RecommenderSettings) => dispatch(profileActions.recommenderSettingsChanged(next));
  const setWeight = (map: WeightMap, name: string, value: number) =>
    change({ ...settings, [map]: { ...settings[map], [name]: value } });

  return (
    <Box>
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        Recommender settings
      </Button>
      {open && (
        <Stack
          as="section"
          aria-label="Recommender settings"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          padding="3"
          marginTop="2"
        >
          <Heading size="sm">Meal of day heuristics</Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="1">
            {HEURISTIC_NAMES.map((name) => (
              <Slider
                key={name}
                name={name}
                value={settings.mealOfDayHeuristicsWeights[name]}
                disabled={DISABLED_HEURISTICS.includes(name)}
                onChange={(v) => setWeight('mealOfDayHeuristicsWeights', name, v)}
              />
            ))}
          </SimpleGrid>
          <label>
            <input
              type="checkbox"
              checked={settings.runDayImprovement}
              onChange={(e) => change({ ...settings, runDayImprovement: e.target.checked })}
            />{' '}
            Day improvement
          </label>
          {DAY_HEURISTIC_NAMES.map((name) => (
            <Slider
              key={name}
              name={name}
              value={settings.dayHeuristicsWeights[name]}
              disabled={!settings.runDayImprovement}
              onChange={(v) => setWeight('dayHeuristicsWeights', name, v)}
            />
          ))}
          <label>
            <input
              type="checkbox"
              checked={settings.runWeekImprovement}
              onChange={(e) => change({ ...settings, runWeekImprovement: e.target.checked })}
            />{' '}
            Week improvement
          </label>
          {WEEK_HEURISTIC_NAMES.map((name) => (
            <Slider
              key={name}
              name={name}
              value={settings.weekHeuristicsWeights[name]}
              disabled={!settings.runWeekImprovement}
              onChange={(v) => setWeight('weekHeuristicsWeights', name, v)}
            />
          ))}
          <Button
            size="sm"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => dispatch(profileActions.recommenderSettingsReset())}
          >
            Reset to defaults
          </Button>
        </Stack>
      )}
    </Box>
  );
}
