import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { RecommenderSettingsEditor } from '../../components/RecommenderSettingsEditor';
import { foodGroupRulesError } from '../../components/WeeklyFoodGroupRulesEditor';
import { notify } from '../../components/toaster';
import { mealRulesFormValues, withoutMealRules, type SettingsFormValues } from './formModel';
import { MealRulesPanel } from './MealRulesPanel';
import { SettingsPreviewPanel } from './SettingsPreviewPanel';
import { useResetRecommenderSettingsMutation } from './settingsApi';

/**
 * Heuristic weights, the day and week improvement switches, the weekly food-group rules and the meal rules; Reset to
 * defaults saves the defaults at once. A heuristic the divisions being edited leave nothing to act on is shown
 * disabled with the reason (when the divisions could not be loaded, none is). Preview changes plans sample households
 * with the saved and the edited settings (SettingsPreviewPanel) without saving.
 */
export function RecommenderTab({ divisionsLoaded = false }: { divisionsLoaded?: boolean }) {
  const { control, resetField } = useFormContext<SettingsFormValues>();
  const divisions = useWatch({ control, name: 'divisions' });
  const recommender = useWatch({ control, name: 'recommender' });
  const mealRules = useWatch({ control, name: 'mealRules' });
  const [resetRecommender, resetState] = useResetRecommenderSettingsMutation();

  const reset = async () => {
    try {
      const defaults = await resetRecommender().unwrap();
      // The defaults are saved: they become the recommender part of the form, other edits stay pending.
      resetField('recommender', { defaultValue: withoutMealRules(defaults) });
      resetField('mealRules', { defaultValue: mealRulesFormValues(defaults) });
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
      <Controller
        control={control}
        name="recommender"
        rules={{ validate: (v) => foodGroupRulesError(v.weeklyFoodGroupRules)?.message ?? true }}
        render={({ field }) => (
          <RecommenderSettingsEditor
            value={field.value}
            onChange={field.onChange}
            divisions={divisionsLoaded ? divisions : undefined}
          />
        )}
      />
      <MealRulesPanel />
      <SettingsPreviewPanel edited={{ ...recommender, mealRules: { ...mealRules } }} />
    </Stack>
  );
}
