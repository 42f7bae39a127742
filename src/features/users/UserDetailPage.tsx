import { Box, Button, Field, HStack, Heading, Input, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LabeledSelect } from '../../components/LabeledSelect';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { apiErrorOf } from '../../services/apiError';
import { contextLabel, isCountry, useContextLabels } from './ContextPicker';
import { isIsoDate, mondayOf } from '../../domain/dates';
import { MAX_PLAN_WEEKS, mealPlanDateOf } from './mealPlanDate';
import { NeedsView } from './NeedsView';
import { UserProfileView } from './UserProfileView';
import { WeekPlanSection, WeekPlanView } from './WeekPlanView';
import {
  impersonating,
  useGetNutritionalNeedsQuery,
  useGetUserMealPlanQuery,
  useGetUserProfileQuery,
  useListUserMealPlanWeeksQuery,
  type Country,
} from './usersApi';
import { HelpLink } from '../../components/HelpLink';

/**
 * /users/{dbcontext}/{id}: the user's profile and the week plan of `mealPlanDate` (default today, date
 * only, in the URL), read-only, with the household's nutritional needs (zeros when that call fails).
 */
export function UserDetailPage() {
  const { dbcontext, id } = useParams();
  const idUser = Number(id);
  if (!isCountry(dbcontext) || !Number.isInteger(idUser) || idUser < 1) return <NotFoundPage />;
  return <UserDetail context={dbcontext} idUser={idUser} />;
}

function UserDetail({ context, idUser }: { context: Country; idUser: number }) {
  const [params, setParams] = useSearchParams();
  const date = mealPlanDateOf(params.get('mealPlanDate'));
  const labels = useContextLabels();
  const profile = useGetUserProfileQuery({ id: idUser, ...impersonating(context) });
  // The weeks that have a plan: most app users have none this week, so the page offers the ones they have.
  const weeksCall = useListUserMealPlanWeeksQuery({ idUser, ...impersonating(context) });
  const weeks = weeksCall.data;
  const week = mondayOf(date);
  // The week's plan is asked for only when the user has one that week (a week without one answers 404, an error
  // in the console on a normal visit). The list holds the newest MAX_PLAN_WEEKS weeks: an older week is asked.
  const knownWithoutPlan =
    weeks !== undefined && !weeks.includes(week) && (weeks.length < MAX_PLAN_WEEKS || week > (weeks.at(-1) ?? ''));
  const plan = useGetUserMealPlanQuery(
    { idUser, date, model: 'DIETITIAN', ...impersonating(context) },
    { skip: knownWithoutPlan || (weeks === undefined && !weeksCall.isError) },
  );
  // The needs are the user's own: impersonate the user, not user 1.
  const needs = useGetNutritionalNeedsQuery(impersonating(context, idUser));

  const setDate = (next: string) => {
    if (!isIsoDate(next)) return;
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('mealPlanDate', next);
        return out;
      },
      { replace: true },
    );
  };

  const title = profile.data?.email ?? `User ${idUser}`;
  const planError = plan.isError ? apiErrorOf(plan.error) : undefined;
  const noPlan = knownWithoutPlan || planError?.status === 404;
  return (
    <Box padding="4">
      <Link asChild color="teal.700" fontSize="sm">
        <RouterLink to={`/users?dbContext=${context}`}>Back to the users</RouterLink>
      </Link>
      <HStack gap="3" align="baseline" marginY="2">
        <Heading size="lg">{title}</Heading>
        <HelpLink area="users" />
      </HStack>
      <Text fontSize="sm" color="fg.muted" marginBottom="4">
        {contextLabel(context, labels)} · read-only
      </Text>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="8" alignItems="start">
        <Box>
          {profile.isLoading && <Spinner size="sm" aria-label="Loading profile" />}
          {profile.isError && (
            <Text role="alert">
              {apiErrorOf(profile.error).status === 404
                ? 'There is no such user in this context.'
                : 'The profile could not be loaded.'}
            </Text>
          )}
          {profile.data && <UserProfileView profile={profile.data} />}
        </Box>
        <Stack gap="8">
          <WeekPlanSection>
            <HStack alignItems="flex-end" gap="4" wrap="wrap">
              <Field.Root maxWidth="48">
                <Field.Label>Meal plan date</Field.Label>
                <Input type="date" size="sm" value={date} onChange={(e) => setDate(e.target.value)} />
              </Field.Root>
              {weeks && weeks.length > 0 && (
                <LabeledSelect
                  label="Weeks with a plan"
                  width="56"
                  value={weeks.includes(week) ? week : ''}
                  placeholder="Choose a week"
                  options={weeks.map((w) => ({ value: w, label: `Week of ${w}` }))}
                  onChange={(w) => w && setDate(w)}
                />
              )}
            </HStack>
            {plan.isFetching && <Spinner size="sm" aria-label="Loading week plan" />}
            {(noPlan || planError) &&
              (noPlan ? (
                <Stack gap="1" alignItems="flex-start">
                  <Text>No meal plan for the week of {week}.</Text>
                  {weeks?.length === 0 && <Text color="fg.muted">This user has no stored meal plan.</Text>}
                  {weeks && weeks.length > 0 && (
                    <Button size="xs" variant="outline" onClick={() => setDate(weeks[0])}>
                      Show the latest plan (week of {weeks[0]})
                    </Button>
                  )}
                </Stack>
              ) : (
                <Text role="alert">The week plan could not be loaded.</Text>
              ))}
            {plan.data && !plan.isError && !knownWithoutPlan && <WeekPlanView plan={plan.data} />}
          </WeekPlanSection>
          {needs.isLoading ? <Spinner size="sm" aria-label="Loading nutritional needs" /> : <NeedsView needs={needs.data} />}
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
