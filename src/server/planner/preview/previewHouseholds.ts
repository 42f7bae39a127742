/**
 * The settings preview's fixed panel: the simulation's default sample and five households that pull the settings
 * in other directions (one adult, a vegetarian couple, a family with a child, a vegan couple, an older adult with
 * an allergen), each with its own fixed seed, planned for one fixed week so two previews of the same settings agree.
 */
import type { ApiHouseholdMember, ApiUserProfile } from '../simulation/profile';

/** The Monday of the week every preview plans (a fixed week: the seasons, and so the candidates, stay the same). */
export const PREVIEW_START_DATE = '2026-06-01';

export interface PreviewHousehold {
  readonly key: string;
  readonly name: string;
  readonly seed: number;
  readonly userProfile: ApiUserProfile;
}

const ALL_MEALS = ['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER'] as const;
const meals = (n: 3 | 4 | 5 | 6) => {
  const byCount = { 3: [0, 2, 4], 4: [0, 2, 3, 4], 5: [0, 1, 2, 3, 4], 6: [0, 1, 2, 3, 4, 5] } as const;
  return { noOfMealsPerDay: n, selectedMeals: byCount[n].map((i) => ({ mealOfDay: ALL_MEALS[i] })) };
};

const member = (
  idUser: number,
  firstName: string,
  gender: 'M' | 'F',
  birthDate: string,
  weightKg: number,
  heightCm: number,
  activity: 'LOWEST' | 'LOW' | 'MEDIUM',
): ApiHouseholdMember => ({
  idUser,
  firstName,
  gender,
  birthDate,
  weightLogs: [{ weightKg }],
  heightLogs: [{ heightCm }],
  activityLevels: [{ value: activity }],
  userEnergyDistribution: { energyGoal: 'MAINTAIN_WEIGHT' },
});

const household = (
  key: string,
  name: string,
  seed: number,
  mealCount: 3 | 4 | 5 | 6,
  users: ApiHouseholdMember[],
  restrictions: Pick<ApiUserProfile, 'dietaryRestrictions' | 'allergens'> = {},
): PreviewHousehold => ({
  key,
  name,
  seed,
  userProfile: {
    firstName: users[0].firstName,
    expertiseLevel: 'INTERMEDIATE',
    household: { ...meals(mealCount), users },
    ...restrictions,
  },
});

/** The six households, the default sample first. */
export const PREVIEW_HOUSEHOLDS: readonly PreviewHousehold[] = [
  {
    key: 'default-sample',
    name: 'Default sample (1 adult, 6 meals)',
    seed: 1,
    // The simulation's default sample (planning.md): male, 71.2 kg, 176 cm, lowest activity, born 1960, six meals.
    userProfile: {
      firstName: 'Sample',
      gender: 'M',
      birthDate: '1960-01-01',
      expertiseLevel: 'INTERMEDIATE',
      weightLogs: [{ weightKg: 71.2 }],
      heightLogs: [{ heightCm: 176 }],
      activityLevels: [{ value: 'LOWEST' }],
      household: meals(6),
      userEnergyDistribution: {
        energyGoal: 'MAINTAIN_WEIGHT',
        proteinDistribution: 0.2,
        carbohydratesDistribution: 0.5,
        fatDistribution: 0.3,
      },
    },
  },
  household('one-adult', 'One adult (3 meals)', 2, 3, [member(1, 'Ana', 'F', '1994-03-12', 61, 166, 'MEDIUM')]),
  household(
    'vegetarian-couple',
    'Two adults, vegetarian (5 meals)',
    3,
    5,
    [member(1, 'Ben', 'M', '1985-07-02', 82, 181, 'LOW'), member(2, 'Clara', 'F', '1987-11-20', 64, 168, 'LOW')],
    { dietaryRestrictions: ['LACTO_OVO_VEGETARIAN'] },
  ),
  household('family', 'Family of four with a child (4 meals)', 4, 4, [
    member(1, 'David', 'M', '1982-01-15', 85, 183, 'MEDIUM'),
    member(2, 'Eva', 'F', '1984-05-09', 66, 170, 'LOW'),
    member(3, 'Finn', 'M', '2013-09-30', 42, 150, 'MEDIUM'),
    member(4, 'Greta', 'F', '2018-02-14', 24, 121, 'MEDIUM'),
  ]),
  household(
    'vegan-couple',
    'Two adults, vegan (5 meals)',
    5,
    5,
    [member(1, 'Hugo', 'M', '1990-04-04', 74, 178, 'MEDIUM'), member(2, 'Iris', 'F', '1992-08-18', 58, 163, 'MEDIUM')],
    { dietaryRestrictions: ['VEGAN'] },
  ),
  household('older-allergen', 'Older adult, no nuts (4 meals)', 6, 4, [member(1, 'Jan', 'M', '1948-12-01', 76, 172, 'LOWEST')], {
    allergens: ['NUTS'],
  }),
];
