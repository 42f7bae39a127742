/**
 * Seeded generator of realistic app users for algorithm testing: sex 50/50, age uniform in the range,
 * height normal by sex (adult means 176 / 163 cm, sd 7 / 6.5), BMI log-normal around 25 (clamped
 * 18..38), activity mostly sedentary, goals mostly maintenance, 3..6 meals a day, a household of
 * 1..3, and a minority with a diet or an allergen.
 */
import {
  DEFAULT_CUSTOM_KCAL_TARGET,
  defaultSelectedMeals,
  type ActivityLevel,
  type Allergen,
  type Diet,
  type EnergyGoal,
  type MealOfDay,
  type MealsPerDay,
} from '../../../domain';
import { mulberry32, type HouseholdMember, type Rng } from '../../../recommender';

export interface GeneratorOptions {
  numberOfUsers: number;
  plansPerUser: number;
  minAge: number;
  maxAge: number;
}
export const DEFAULT_GENERATOR_OPTIONS: GeneratorOptions = { numberOfUsers: 100, plansPerUser: 3, minAge: 18, maxAge: 65 };

export interface GeneratedUser {
  index: number;
  members: HouseholdMember[];
  selectedMeals: MealOfDay[];
  diets: Diet[];
  allergens: Allergen[];
}

function normal(rng: Rng, mean: number, sd: number): number {
  const u = Math.max(1e-12, rng());
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function weighted<T>(rng: Rng, options: readonly [T, number][]): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let x = rng() * total;
  for (const [v, w] of options) {
    x -= w;
    if (x < 0) return v;
  }
  return options[options.length - 1][0];
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round1 = (x: number) => Math.round(x * 10) / 10;

function person(rng: Rng, id: number, minAge: number, maxAge: number): HouseholdMember {
  const gender = rng() < 0.5 ? 'M' : 'F';
  const ageYears = minAge + Math.floor(rng() * (maxAge - minAge + 1));
  const heightCm = round1(clamp(normal(rng, gender === 'M' ? 176 : 163, gender === 'M' ? 7 : 6.5), 145, 205));
  const bmi = clamp(Math.exp(normal(rng, Math.log(25), 0.15)), 18, 38);
  const weightKg = round1(clamp(bmi * (heightCm / 100) ** 2, 40, 160));
  const activityLevel = weighted<ActivityLevel>(rng, [
    ['LOWEST', 40],
    ['LOW', 35],
    ['MEDIUM', 20],
    ['AUTO', 5],
  ]);
  const energyGoal = weighted<EnergyGoal>(rng, [
    ['MAINTAIN_WEIGHT', 60],
    ['LOSE_WEIGHT', 25],
    ['GAIN_WEIGHT', 10],
    ['CUSTOM', 5],
  ]);
  return {
    user: id,
    name: `Generated ${id}`,
    gender,
    ageYears,
    weightKg,
    heightCm,
    activityLevel,
    energyGoal,
    ...(activityLevel === 'AUTO' ? { dailyBurnedEnergyKcal: 300 + Math.round(rng() * 5) * 100 } : {}),
    ...(energyGoal === 'CUSTOM' ? { customKcalTarget: DEFAULT_CUSTOM_KCAL_TARGET + Math.round(normal(rng, 0, 2)) * 100 } : {}),
  };
}

/** `count` users from `seed`; the same seed and options give the same users. */
export function generateUsers(options: GeneratorOptions, seed: number): GeneratedUser[] {
  const rng = mulberry32(seed);
  const users: GeneratedUser[] = [];
  for (let index = 0; index < options.numberOfUsers; index += 1) {
    const size = weighted(rng, [
      [1, 70],
      [2, 20],
      [3, 10],
    ] as [number, number][]);
    const members = Array.from({ length: size }, (_, k) => person(rng, k + 1, options.minAge, options.maxAge));
    const meals = (3 + Math.floor(rng() * 4)) as MealsPerDay;
    const diet = weighted<Diet | null>(rng, [
      [null, 85],
      ['LACTO_OVO_VEGETARIAN', 7],
      ['PESCETARIAN', 4],
      ['NO_PORK', 4],
    ]);
    const allergen = weighted<Allergen | null>(rng, [
      [null, 90],
      ['NUTS', 3],
      ['PEANUT', 2],
      ['CRUSTACEAN', 3],
      ['SESAME', 2],
    ]);
    users.push({
      index,
      members,
      selectedMeals: defaultSelectedMeals(meals),
      diets: diet ? [diet] : [],
      allergens: allergen ? [allergen] : [],
    });
  }
  return users;
}
