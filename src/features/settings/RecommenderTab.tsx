import { Box, Button, Heading, HStack, SimpleGrid, Slider, Stack, Switch, Text } from '@chakra-ui/react';
import { Controller, useFormContext, useWatch, type Path } from 'react-hook-form';
import { humanize } from '../../components/MultiSelect';
import { notify } from '../../components/toaster';
import { DISABLED_HEURISTICS, WEIGHT_MAX, WEIGHT_MIN, WEIGHT_STEP, type SettingsFormValues } from './formModel';
import { SETTINGS_ENUMS, useResetRecommenderSettingsMutation } from './settingsApi';

/** A heuristic's name as people read it ("NL_FISH" -> "NL fish": the country code stays in capitals). */
const heuristicLabel = (name: string) => (name === 'NL_FISH' ? 'NL fish' : humanize(name));

/** One heuristic weight: a slider from 0 to 5 in steps of 0.1, with its value. */
function WeightSlider({ name, label, disabled }: { name: Path<SettingsFormValues>; label: string; disabled: boolean }) {
  const { control } = useFormContext<SettingsFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'number' ? field.value : 0;
        return (
          <Slider.Root
            min={WEIGHT_MIN}
            max={WEIGHT_MAX}
            step={WEIGHT_STEP}
            value={[value]}
            disabled={disabled}
            onValueChange={(e) => field.onChange(Math.round(e.value[0] * 10) / 10)}
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
      }}
    />
  );
}

/** An improvement switch; its weights are disabled while it is off. */
function ImprovementSwitch({
  name,
  label,
}: {
  name: 'recommender.runDayImprovement' | 'recommender.runWeekImprovement';
  label: string;
}) {
  const { control } = useFormContext<SettingsFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

/** Heuristic weights and the day and week improvement switches; Reset to defaults saves the defaults at once. */
export function RecommenderTab() {
  const { control, resetField } = useFormContext<SettingsFormValues>();
  const runDay = useWatch({ control, name: 'recommender.runDayImprovement' });
  const runWeek = useWatch({ control, name: 'recommender.runWeekImprovement' });
  const [resetRecommender, resetState] = useResetRecommenderSettingsMutation();

  const reset = async () => {
    try {
      const defaults = await resetRecommender().unwrap();
      // The defaults are saved: they become the recommender part of the form, other edits stay pending.
      resetField('recommender', { defaultValue: defaults });
      notify('success', 'Recommender settings successfully reset');
    } catch {
      notify('error', 'Could not reset recommender settings');
    }
  };

  return (
    <Stack gap="6">
      <HStack justifyContent="space-between">
        <Text>Weights from 0 to 5 of each heuristic the recommender scores recipes with.</Text>
        <Button variant="outline" onClick={reset} loading={resetState.isLoading}>
          Reset to defaults
        </Button>
      </HStack>
      <Box>
        <Heading size="sm" marginBottom="3">
          Meal of day heuristics
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {SETTINGS_ENUMS.heuristics.map((h) => (
            <WeightSlider
              key={h}
              name={`recommender.mealOfDayHeuristicsWeights.${h}`}
              label={heuristicLabel(h)}
              disabled={DISABLED_HEURISTICS.includes(h)}
            />
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Heading size="sm" marginBottom="3">
          Day improvement
        </Heading>
        <ImprovementSwitch name="recommender.runDayImprovement" label="Run day improvement" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" marginTop="3">
          {SETTINGS_ENUMS.dayHeuristics.map((h) => (
            <WeightSlider key={h} name={`recommender.dayHeuristicsWeights.${h}`} label={heuristicLabel(h)} disabled={!runDay} />
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Heading size="sm" marginBottom="3">
          Week improvement
        </Heading>
        <ImprovementSwitch name="recommender.runWeekImprovement" label="Run week improvement" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" marginTop="3">
          {SETTINGS_ENUMS.weekHeuristics.map((h) => (
            <WeightSlider key={h} name={`recommender.weekHeuristicsWeights.${h}`} label={heuristicLabel(h)} disabled={!runWeek} />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
