import { Box, Button, Heading, HStack, Spinner, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NUMERIC_MEAL_RULES } from '../../domain';
import { notify } from '../../components/toaster';
import { DietsTab } from './DietsTab';
import { EnergyDistributionTab } from './EnergyDistributionTab';
import { EquationTab } from './EquationTab';
import {
  fromSaved,
  mealRuleFieldOf,
  SUM_MESSAGE,
  sumsTo100,
  toFormValues,
  toSettingsSave,
  type LoadedSettings,
  type SettingsFormValues,
} from './formModel';
import { MealDivisionsTab } from './MealDivisionsTab';
import { RecommenderTab } from './RecommenderTab';
import { useLeaveWarning } from './useLeaveWarning';
import {
  apiErrorOf,
  useGetEnabledDietaryRestrictionsQuery,
  useGetEnergyDistributionQuery,
  useGetEnergyEstimationEquationQuery,
  useGetRecommenderSettingsQuery,
  useListMealOfDayDivisionsQuery,
  useSaveAllSettingsMutation,
} from './settingsApi';
import { HelpLink } from '../../components/HelpLink';

const TABS = [
  { value: 'energy', label: 'Energy distribution' },
  { value: 'equation', label: 'Energy estimation equation' },
  { value: 'divisions', label: 'Meal division' },
  { value: 'diets', label: 'Dietary restrictions' },
  { value: 'recommender', label: 'Recommender settings' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (v: string): v is TabValue => TABS.some((t) => t.value === v);

/** The settings form once everything is loaded: every tab edits one form, one Save sends it all. */
function SettingsForm({ loaded }: { loaded: LoadedSettings }) {
  const divisionsLoaded = loaded.divisions !== undefined;
  const form = useForm<SettingsFormValues>({ defaultValues: toFormValues(loaded), mode: 'onChange' });
  const [tab, setTab] = useState<TabValue>('energy');
  const [saveAll, saveState] = useSaveAllSettingsMutation();
  const dirty = form.formState.isDirty;
  const blocker = useLeaveWarning(dirty);

  const save = form.handleSubmit(
    async (values) => {
      if (!sumsTo100(values.energy)) {
        setTab('energy');
        notify('error', SUM_MESSAGE);
        return;
      }
      try {
        const saved = await saveAll({ settingsSave: toSettingsSave(values, divisionsLoaded) }).unwrap();
        form.reset(fromSaved(saved, divisionsLoaded));
        notify('success', 'Saved with success');
      } catch (error) {
        const problem = apiErrorOf(error);
        // A meal rule the server refused (400 naming recommenderSettings.mealRules.<rule>): mark its field.
        const field = mealRuleFieldOf(problem.field);
        if (field && problem.message) {
          setTab('recommender');
          form.setError(field, { type: 'server', message: problem.message });
        }
        notify('error', problem.message ?? 'Could not save the settings');
      }
    },
    (errors) => {
      // A percentage refused by its own rule (not a whole number from 0 to 100): show it.
      const energy = errors.energy;
      if (energy) setTab('energy');
      // A weekly food-group rule or a meal rule refused by its own rule (src/domain): show the recommender tab.
      else if (errors.recommender || errors.mealRules) setTab('recommender');
      const mealRule = NUMERIC_MEAL_RULES.map((rule) => errors.mealRules?.[rule]?.message).find(Boolean);
      notify(
        'error',
        energy?.protein?.message ??
          energy?.fat?.message ??
          energy?.carbohydrates?.message ??
          errors.recommender?.message ??
          mealRule ??
          'Some settings are not valid',
      );
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={save} aria-label="Settings" noValidate>
        <HStack justifyContent="space-between" marginBottom="4">
          <HStack gap="3" align="baseline">
            <Heading size="xl">Settings</Heading>
            <HelpLink area="settings" />
          </HStack>
          <HStack>
            {dirty && <Text color="fg.muted">Unsaved changes</Text>}
            {/* Cancel puts back the settings as last loaded or saved, on every tab. */}
            <Button variant="outline" disabled={!dirty || saveState.isLoading} onClick={() => form.reset()}>
              Cancel
            </Button>
            <Button type="submit" loading={saveState.isLoading}>
              Save
            </Button>
          </HStack>
        </HStack>
        <Tabs.Root value={tab} onValueChange={(e) => isTab(e.value) && setTab(e.value)} variant="line">
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="energy">
            <EnergyDistributionTab />
          </Tabs.Content>
          <Tabs.Content value="equation">
            <EquationTab />
          </Tabs.Content>
          <Tabs.Content value="divisions">
            <MealDivisionsTab loaded={divisionsLoaded} />
          </Tabs.Content>
          <Tabs.Content value="diets">
            <DietsTab />
          </Tabs.Content>
          <Tabs.Content value="recommender">
            <RecommenderTab divisionsLoaded={divisionsLoaded} />
          </Tabs.Content>
        </Tabs.Root>
      </form>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Unsaved changes"
        message="The settings have changes that are not saved. Leave the page and lose them?"
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </FormProvider>
  );
}

/** /settings (admins): energy distribution, equation, meal division, dietary restrictions, recommender settings. */
export function SettingsPage() {
  const energy = useGetEnergyDistributionQuery();
  const equation = useGetEnergyEstimationEquationQuery();
  const diets = useGetEnabledDietaryRestrictionsQuery();
  const recommender = useGetRecommenderSettingsQuery();
  const divisions = useListMealOfDayDivisionsQuery();
  const required = [energy, equation, diets, recommender];

  if (required.some((q) => q.isError)) {
    return (
      <Box padding="8" role="alert">
        <Text>Could not load the settings.</Text>
      </Box>
    );
  }
  // The divisions are optional: when they cannot be loaded the save leaves them as they are.
  if (!energy.data || !equation.data || !diets.data || !recommender.data || divisions.isLoading) {
    return <Spinner margin="8" aria-label="Loading settings" />;
  }
  const loaded: LoadedSettings = {
    energyDistribution: energy.data,
    equation: equation.data.energyEstimationEquation,
    diets: diets.data,
    recommender: recommender.data,
    divisions: divisions.isSuccess ? divisions.data : undefined,
  };
  return (
    <Box padding="4">
      <SettingsForm loaded={loaded} />
    </Box>
  );
}
