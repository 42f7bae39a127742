import { screen, waitFor, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { renderApp } from '../../../tests/setup/renderApp';
import { useUserDetailApi } from '../../../tests/mocks/users';
import { createMemberNeeds, createUserProfile, createUserWeekPlan } from '../../../tests/fixtures/users';
import { localToday, mondayOf } from '../../domain/dates';
import { mealPlanDateOf } from './mealPlanDate';

const ADMIN = { username: 'anna', roles: ['admin'], context: 'nl' };

function setup(path: string, options: Partial<Parameters<typeof useUserDetailApi>[0]> = {}) {
  const api = useUserDetailApi({
    profile: createUserProfile(),
    plan: createUserWeekPlan(mondayOf(localToday())),
    needs: [createMemberNeeds()],
    ...options,
  });
  const view = renderApp({ path, session: ADMIN });
  return { ...view, ...api };
}

const needCell = (nutrient: string) =>
  within(screen.getByRole('table', { name: 'Daily nutritional needs' }))
    .getByRole('row', { name: new RegExp(nutrient) })
    .querySelectorAll('td')[1].textContent;

describe('the user detail page', () => {
  it("shows the profile read-only, the week plan of today and the user's needs, through the impersonation headers", async () => {
    const { callsTo } = setup('/users/dk/118');
    expect(await screen.findByRole('heading', { name: 'maria@example.org' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('NL-0118')).toBeInTheDocument();
    expect(within(profile).getByText('64.5')).toBeInTheDocument();
    expect(within(profile).getByText('Lose weight')).toBeInTheDocument();
    expect(within(profile).getByText('No pork')).toBeInTheDocument();
    expect(within(profile).getByText('Prefers quick dinners')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();

    const plan = await screen.findByRole('table', { name: 'Week plan' });
    const monday = within(plan).getByRole('row', { name: /Monday/ });
    expect(monday).toHaveTextContent('Oatmeal with apple');
    expect(monday).toHaveTextContent('Lentil stew');
    expect(within(plan).getByRole('row', { name: /Tuesday/ })).toHaveTextContent('Greek salad');
    await waitFor(() => expect(needCell('Energy')).toBe('1755'));
    expect(needCell('Protein')).toBe('87.8 (need 53.5)'); // the target and, beside it, the need (EFSA PRI x weight)

    const profileCall = callsTo('GET', '/user/118/profile')[0];
    expect(profileCall.headers.get('X-Impersonate-Context')).toBe('dk');
    expect(profileCall.headers.get('X-Impersonate-User-Id')).toBe('1');
    const planCall = callsTo('GET', '/user/118/mealPlan')[0];
    expect(planCall.query.get('date')).toBe(localToday());
    expect(planCall.query.get('model')).toBe('DIETITIAN');
    expect(planCall.headers.get('X-Impersonate-Context')).toBe('dk');
    const needsCall = callsTo('GET', '/nutritionalNeeds')[0];
    expect(needsCall.headers.get('X-Impersonate-Context')).toBe('dk');
    expect(needsCall.headers.get('X-Impersonate-User-Id')).toBe('118');
  });

  it('reads mealPlanDate from the URL (date only) and writes a new date there', async () => {
    const { router, callsTo } = setup('/users/nl/118?mealPlanDate=2026-10-07T10:00', { weeks: ['2026-11-16', '2026-10-05'] });
    await screen.findByRole('table', { name: 'Week plan' });
    expect(callsTo('GET', '/user/118/mealPlan')[0].query.get('date')).toBe('2026-10-07');
    const date = screen.getByLabelText('Meal plan date');
    expect(date).toHaveValue('2026-10-07');
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    await waitFor(() => expect(router.state.location.search).toBe('?mealPlanDate=2026-11-20'));
    await waitFor(() => expect(callsTo('GET', '/user/118/mealPlan').at(-1)!.query.get('date')).toBe('2026-11-20'));
  });

  it('shows the needs as zeros, with no message, when the needs call fails', async () => {
    setup('/users/nl/118', { needsFail: true });
    await screen.findByRole('heading', { name: 'maria@example.org' });
    await waitFor(() => expect(needCell('Energy')).toBe('0'));
    for (const nutrient of ['Protein', 'Carbohydrates', 'Fat', 'Fiber']) expect(needCell(nutrient)).toBe('0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lists the household's members with their own measures", async () => {
    const member = {
      idUser: 119,
      firstName: 'Rui',
      birthDate: '2012-06-01',
      gender: 'M' as const,
      weightLogs: [{ weightKg: 40 }, { weightKg: 42.5 }],
      heightLogs: [{ heightCm: 150 }],
      activityLevels: [{ value: 'AUTO' as const, dailyBurnedEnergyKcal: 500 }],
    };
    setup('/users/nl/118', {
      profile: createUserProfile({ household: { noOfMealsPerDay: 3, users: [member] } }),
    });
    const members = await screen.findByRole('table', { name: 'Household members' });
    const row = within(members).getByRole('row', { name: /Rui/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Rui', '2012-06-01', 'M', '42.5', '150', 'Auto (500 kcal burned)']);
  });

  it("shows a stored user's own measures, which the server keeps on their own household member entry", async () => {
    const self = {
      idUser: 118,
      firstName: 'Maria',
      birthDate: '1980-04-02',
      gender: 'F' as const,
      weightLogs: [{ weightKg: 83 }],
      heightLogs: [{ heightCm: 171 }],
      activityLevels: [{ value: 'MEDIUM' as const }],
    };
    setup('/users/nl/118', {
      profile: createUserProfile({
        weightLogs: undefined,
        heightLogs: undefined,
        activityLevels: undefined,
        household: { noOfMealsPerDay: 3, users: [self] },
      }),
    });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    // The label's own row of the profile list (the members table repeats the headers).
    const value = (label: string) =>
      within(profile)
        .getAllByText(label)
        .map((el) => el.parentElement?.textContent)
        .find((text) => text !== label);
    await waitFor(() => expect(value('Weight (kg)')).toBe('Weight (kg)83'));
    expect(value('Height (cm)')).toBe('Height (cm)171');
    expect(value('Activity level')).toBe('Activity levelMedium');
  });

  it('says when the user has no meal plan for that week, and that they have none at all', async () => {
    const { callsTo } = setup('/users/nl/118?mealPlanDate=2026-01-07', { plan: undefined });
    // The week is named by its Monday, as the planner finds plans.
    expect(await screen.findByText('No meal plan for the week of 2026-01-05.')).toBeInTheDocument();
    expect(await screen.findByText('This user has no stored meal plan.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Weeks with a plan' })).not.toBeInTheDocument();
    // Known from the weeks with a plan: the week's plan is not asked for (it would answer 404 in the console).
    expect(callsTo('GET', '/user/118/mealPlan/weeks')).toHaveLength(1);
    expect(callsTo('GET', '/user/118/mealPlan')).toHaveLength(0);
  });

  it('still asks for a week older than the listed ones when the list is full, and says when it has none', async () => {
    // The 104 newest weeks with a plan, Mondays from 2026-11-23 back, newest first.
    const full = Array.from({ length: 104 }, (_, i) =>
      new Date(Date.parse('2026-11-23T00:00:00Z') - i * 7 * 86_400_000).toISOString().slice(0, 10),
    );
    const { callsTo } = setup('/users/nl/118?mealPlanDate=2020-01-08', { plan: undefined, weeks: full });
    expect(await screen.findByText('No meal plan for the week of 2020-01-06.')).toBeInTheDocument();
    expect(callsTo('GET', '/user/118/mealPlan').map((c) => c.query.get('date'))).toEqual(['2020-01-08']);
  });

  it('offers the weeks that have a plan and opens the latest one when this week has none', async () => {
    const { callsTo, router } = setup('/users/dk/118?mealPlanDate=2026-11-25', {
      plan: undefined,
      plans: { '2026-03-02': createUserWeekPlan('2026-03-02'), '2026-03-09': createUserWeekPlan('2026-03-09') },
    });
    expect(await screen.findByText('No meal plan for the week of 2026-11-23.')).toBeInTheDocument();
    const weeksCall = callsTo('GET', '/user/118/mealPlan/weeks')[0];
    expect(weeksCall.headers.get('X-Impersonate-Context')).toBe('dk');
    const picker = await screen.findByRole('combobox', { name: 'Weeks with a plan' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a week', 'Week of 2026-03-09', 'Week of 2026-03-02']);
    fireEvent.click(screen.getByRole('button', { name: 'Show the latest plan (week of 2026-03-09)' }));
    expect(await screen.findByText('Week starting 2026-03-09')).toBeInTheDocument();
    expect(picker).toHaveValue('2026-03-09');
    expect(router.state.location.search).toBe('?mealPlanDate=2026-03-09');

    fireEvent.change(picker, { target: { value: '2026-03-02' } });
    expect(await screen.findByText('Week starting 2026-03-02')).toBeInTheDocument();
    // No call for the week without a plan (the weeks say so): only the two weeks shown.
    expect(callsTo('GET', '/user/118/mealPlan').map((c) => c.query.get('date'))).toEqual(['2026-03-09', '2026-03-02']);
  });

  it('says when there is no such user in the context', async () => {
    setup('/users/nl/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such user in this context.');
  });
});

describe('mealPlanDateOf', () => {
  it('keeps a valid date, drops a time part, and falls back to today otherwise', () => {
    expect(mealPlanDateOf('2026-11-20', '2026-11-25')).toBe('2026-11-20');
    expect(mealPlanDateOf('2026-11-20T23:59:00Z', '2026-11-25')).toBe('2026-11-20');
    expect(mealPlanDateOf('2026-02-30', '2026-11-25')).toBe('2026-11-25');
    expect(mealPlanDateOf('yesterday', '2026-11-25')).toBe('2026-11-25');
    expect(mealPlanDateOf(null, '2026-11-25')).toBe('2026-11-25');
  });
});
