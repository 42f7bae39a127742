import { Box, Button, Collapsible, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { RecommenderSettingsEditor } from '../../components/RecommenderSettingsEditor';
import { foodGroupRulesError } from '../../components/WeeklyFoodGroupRulesEditor';
import { notify } from '../../components/toaster';
import { DEFAULT_RECOMMENDER_SETTINGS } from '../../domain';
import { selectSession } from '../../auth/authSlice';
import { useAppSelector } from '../../app/hooks';
import { SettingsPreviewPanel } from '../settings';
import { CompareRuns } from './CompareRuns';
import { JobQueuePanel } from '../../components/JobQueuePanel';
import { DEFAULT_GENERATOR_OPTIONS, type TestingFormValues } from './formModel';
import { GeneratorFields } from './GeneratorFields';
import { RunsList } from './RunsList';
import { RunView } from './RunView';
import {
  apiErrorOf,
  useCancelMealPlanningTestMutation,
  useGetRecommenderSettingsQuery,
  useListMealOfDayDivisionsQuery,
  useRunMealPlanningTestMutation,
  type RecommenderSettings,
} from './testingApi';
import { HelpLink } from '../../components/HelpLink';

/** A run created before the request was sent is the cached one (same inputs within the hour). */
const CACHE_SLACK_MS = 2000;

function TestingForm({
  recommender,
  onStarted,
  isAdmin,
}: {
  recommender: RecommenderSettings;
  onStarted: (id: string, cached: boolean) => void;
  /** Admins may also preview these settings against the saved ones on sample households. */
  isAdmin: boolean;
}) {
  const form = useForm<TestingFormValues>({
    defaultValues: { generatorOptions: { ...DEFAULT_GENERATOR_OPTIONS }, recommender: structuredClone(recommender) },
    mode: 'onChange',
  });
  const [runTest, runState] = useRunMealPlanningTestMutation();
  const [showSettings, setShowSettings] = useState(false);
  // The context's divisions (each generated user plans the ones of its meals): a heuristic they leave nothing to act
  // on is shown disabled; unknown while loading or when they could not be loaded.
  const divisions = useListMealOfDayDivisionsQuery().data;
  const edited = useWatch({ control: form.control, name: 'recommender' });

  const submit = form.handleSubmit(
    async (values) => {
      const sentAt = Date.now();
      try {
        const run = await runTest({
          mealPlanningTestingRequest: { generatorOptions: values.generatorOptions, recommenderSettings: values.recommender },
        }).unwrap();
        const cached = run.createdAt !== undefined && Date.parse(run.createdAt) < sentAt - CACHE_SLACK_MS;
        onStarted(run.id, cached);
      } catch (error) {
        notify('error', apiErrorOf(error).message ?? 'Could not start the test run');
      }
    },
    // A weekly food-group rule refused by its own rule: show the settings with its message.
    (errors) => {
      if (!errors.recommender) return;
      setShowSettings(true);
      notify('error', errors.recommender.message ?? 'The recommender settings are not valid');
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} aria-label="Test run" noValidate>
        <Stack gap="4" borderWidth="1px" borderRadius="md" padding="4">
          <Heading size="md">Generator options</Heading>
          <GeneratorFields />
          <Collapsible.Root open={showSettings} onOpenChange={(e) => setShowSettings(e.open)}>
            <Collapsible.Trigger asChild>
              <Button variant="outline" size="sm">
                {showSettings ? 'Hide recommender settings' : 'Recommender settings'}
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Box marginTop="4" role="group" aria-label="Recommender settings">
                <Controller
                  control={form.control}
                  name="recommender"
                  rules={{ validate: (v) => foodGroupRulesError(v.weeklyFoodGroupRules)?.message ?? true }}
                  render={({ field }) => (
                    <RecommenderSettingsEditor value={field.value} onChange={field.onChange} columns={3} divisions={divisions} />
                  )}
                />
                {isAdmin && (
                  <Box marginTop="4">
                    <SettingsPreviewPanel edited={edited} />
                  </Box>
                )}
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
          <HStack>
            <Button type="submit" colorPalette="teal" loading={runState.isLoading}>
              Run
            </Button>
            <Text fontSize="sm" color="fg.muted">
              The same inputs within an hour show the earlier result.
            </Text>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * /testing (nutritionists): generator options and recommender settings, Run with a progress bar and
 * the time left, the result as figures and charts, earlier runs, two runs compared side by side.
 * The shown run (?run=) and the comparison (?compare=a,b) are in the URL, so a reload keeps them. Admins
 * also see the job queue's figures (JobQueuePanel) and may preview the form's recommender settings against the saved
 * ones on sample households (the settings' SettingsPreviewPanel, under Recommender settings).
 */
export function TestingPage() {
  const saved = useGetRecommenderSettingsQuery();
  const [params, setParams] = useSearchParams();
  const [cachedRun, setCachedRun] = useState<string>();
  const [cancelRun, cancelState] = useCancelMealPlanningTestMutation();
  const runId = params.get('run') ?? undefined;
  const compare = params.get('compare')?.split(',').filter(Boolean);
  const isAdmin = useAppSelector(selectSession).roles.includes('admin');

  const cancel = async (id: string) => {
    try {
      await cancelRun({ runId: id }).unwrap();
      notify('success', 'Test run cancelled');
    } catch (error) {
      notify('error', apiErrorOf(error).message ?? 'Could not cancel the test run');
    }
  };

  return (
    <Stack gap="6" padding="6">
      <HStack gap="3" align="baseline">
        <Heading size="xl">Algorithm testing</Heading>
        <HelpLink area="testing" />
      </HStack>
      {isAdmin && <JobQueuePanel />}
      {saved.isLoading ? (
        <Spinner aria-label="Loading the recommender settings" />
      ) : (
        // The context's saved settings are the starting point; without them, the recommender's defaults.
        <TestingForm
          recommender={saved.data ?? structuredClone(DEFAULT_RECOMMENDER_SETTINGS as RecommenderSettings)}
          isAdmin={isAdmin}
          onStarted={(id, cached) => {
            setCachedRun(cached ? id : undefined);
            setParams({ run: id });
          }}
        />
      )}
      {compare?.length === 2 ? (
        <CompareRuns ids={[compare[0], compare[1]]} onClose={() => setParams({})} />
      ) : (
        runId && <RunView runId={runId} cached={cachedRun === runId} onCancel={cancel} cancelling={cancelState.isLoading} />
      )}
      <RunsList
        shownRunId={runId}
        onView={(id) => setParams({ run: id })}
        onCompare={(ids) => setParams({ compare: ids.join(',') })}
        onCancel={cancel}
      />
    </Stack>
  );
}
