import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_RECOMMENDER_SETTINGS,
  defaultSelectedMeals,
  isMealsPerDay,
  MAX_MEALS_PER_DAY,
  MEALS_OF_DAY,
  MIN_MEALS_PER_DAY,
  type ActivityLevel,
  type EnergyGoal,
  type ExpertiseLevel,
  type Gender,
  type MealOfDay,
  type RecommenderSettings,
} from '../../../domain';
import type {
  FeedbackValue,
  FoodRestrictionRef,
  IngredientRef,
  RecipeRef,
} from '../../../services/generated/plannerApi.generated';
import {
  AUTO_BURNED_KCAL_DEFAULT,
  CUSTOM_KCAL_DEFAULT,
  defaultMember,
  initialProfile,
  MACRO_KEYS,
  selectedMealsOf,
  type MacroKey,
  type MemberState,
  type ProfileState,
  type SavedProfileRef,
} from './model';

/** The birth date that gives `age` whole years on `today` (both ISO dates): same day and month. */
export function birthDateForAge(age: number, today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const year = y - age;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  // 29 February in a year without it: the 28th still gives the same age on `today`.
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Household member ids are count plus 2 (the next free one when a removal left that id taken). */
function nextMemberId(members: readonly MemberState[]): number {
  let id = members.length + 2;
  while (members.some((m) => m.id === id)) id += 1;
  return id;
}

type MemberPayload<T> = PayloadAction<{ id: number } & T>;

function withMember(state: ProfileState, id: number, change: (m: MemberState) => void): void {
  const member = state.members.find((m) => m.id === id);
  if (member) change(member);
}

export const profileSlice = createSlice({
  name: 'simulationProfile',
  initialState: initialProfile,
  reducers: {
    memberAdded(state) {
      const id = nextMemberId(state.members);
      state.members.push(defaultMember(id, `Household member ${state.members.length + 1}`));
    },
    memberRemoved(state, action: PayloadAction<number>) {
      if (state.members.length > 1) state.members = state.members.filter((m) => m.id !== action.payload);
    },
    memberNameChanged(state, action: MemberPayload<{ name: string }>) {
      withMember(state, action.payload.id, (m) => void (m.name = action.payload.name));
    },
    /** `today` travels in the action so that the reducer stays pure and a replay gives the same birth date. */
    memberAgeChanged(state, action: MemberPayload<{ age: number | null; today: string }>) {
      const { age, today } = action.payload;
      withMember(state, action.payload.id, (m) => void (m.birthDate = age === null ? null : birthDateForAge(age, today)));
    },
    memberWeightChanged(state, action: MemberPayload<{ weightKg: number | null }>) {
      withMember(state, action.payload.id, (m) => void (m.weightKg = action.payload.weightKg));
    },
    memberHeightChanged(state, action: MemberPayload<{ heightCm: number | null }>) {
      withMember(state, action.payload.id, (m) => void (m.heightCm = action.payload.heightCm));
    },
    memberGenderChanged(state, action: MemberPayload<{ gender: Gender }>) {
      withMember(state, action.payload.id, (m) => void (m.gender = action.payload.gender));
    },
    memberActivityChanged(state, action: MemberPayload<{ activityLevel: ActivityLevel }>) {
      withMember(state, action.payload.id, (m) => {
        if (m.energyGoal === 'CUSTOM') return;
        m.activityLevel = action.payload.activityLevel;
        m.dailyBurnedEnergyKcal = m.activityLevel === 'AUTO' ? (m.dailyBurnedEnergyKcal ?? AUTO_BURNED_KCAL_DEFAULT) : null;
      });
    },
    /** The custom-activity box: AUTO with 500 kcal burned; unticking returns to LOWEST. */
    memberCustomActivityToggled(state, action: MemberPayload<{ on: boolean }>) {
      withMember(state, action.payload.id, (m) => {
        if (m.energyGoal === 'CUSTOM') return;
        m.activityLevel = action.payload.on ? 'AUTO' : 'LOWEST';
        m.dailyBurnedEnergyKcal = action.payload.on ? AUTO_BURNED_KCAL_DEFAULT : null;
      });
    },
    memberBurnedKcalChanged(state, action: MemberPayload<{ kcal: number | null }>) {
      withMember(state, action.payload.id, (m) => {
        if (m.activityLevel === 'AUTO' && m.energyGoal !== 'CUSTOM') m.dailyBurnedEnergyKcal = action.payload.kcal;
      });
    },
    /** CUSTOM defaults the kcal target to 2000; any other goal clears it. */
    memberEnergyGoalChanged(state, action: MemberPayload<{ energyGoal: EnergyGoal }>) {
      withMember(state, action.payload.id, (m) => {
        m.energyGoal = action.payload.energyGoal;
        m.customKcalTarget = m.energyGoal === 'CUSTOM' ? CUSTOM_KCAL_DEFAULT : null;
      });
    },
    memberCustomKcalChanged(state, action: MemberPayload<{ kcal: number | null }>) {
      withMember(state, action.payload.id, (m) => {
        if (m.energyGoal === 'CUSTOM') m.customKcalTarget = action.payload.kcal;
      });
    },
    /** Meals per day (3 to 6): the selection becomes that number's default meals (3 = breakfast, lunch, dinner). */
    mealsPerDayChanged(state, action: PayloadAction<number>) {
      if (!isMealsPerDay(action.payload)) return;
      state.noOfMealsPerDay = action.payload;
      state.selectedMeals = defaultSelectedMeals(action.payload);
    },
    /** Ticks or unticks one meal of day; meals per day follows, and stays within 3 to 6. */
    mealOfDayToggled(state, action: PayloadAction<{ mealOfDay: MealOfDay; selected: boolean }>) {
      const { mealOfDay, selected } = action.payload;
      const current = selectedMealsOf(state);
      const next = MEALS_OF_DAY.filter((m) => (m === mealOfDay ? selected : current.includes(m)));
      if (next.length < MIN_MEALS_PER_DAY || next.length > MAX_MEALS_PER_DAY) return;
      state.selectedMeals = next;
      state.noOfMealsPerDay = next.length;
    },
    expertiseLevelChanged(state, action: PayloadAction<ExpertiseLevel>) {
      state.expertiseLevel = action.payload;
    },
    /** Editing two macros recomputes the third as the remainder to 100 (empty counts as 0). */
    macroChanged(state, action: PayloadAction<{ macro: MacroKey; value: number | null }>) {
      const { macro, value } = action.payload;
      state.macroDistribution[macro] = value;
      state.macroEditOrder = [...state.macroEditOrder.filter((k) => k !== macro), macro].slice(-2);
      if (state.macroEditOrder.length < 2) return;
      const third = MACRO_KEYS.find((k) => !state.macroEditOrder.includes(k))!;
      const [a, b] = state.macroEditOrder.map((k) => state.macroDistribution[k] ?? 0);
      state.macroDistribution[third] = Math.max(0, 100 - a - b);
    },
    foodRestrictionsChanged(state, action: PayloadAction<FoodRestrictionRef[]>) {
      state.foodRestrictions = action.payload;
    },
    ingredientFeedbackSet(state, action: PayloadAction<{ ingredient: IngredientRef; value: FeedbackValue }>) {
      const { ingredient, value } = action.payload;
      state.ingredientFeedbacks = [
        ...state.ingredientFeedbacks.filter((f) => f.ingredient.idIngredient !== ingredient.idIngredient),
        { ingredient, value },
      ];
    },
    ingredientFeedbackRemoved(state, action: PayloadAction<number>) {
      state.ingredientFeedbacks = state.ingredientFeedbacks.filter((f) => f.ingredient.idIngredient !== action.payload);
    },
    recipeFeedbackSet(state, action: PayloadAction<{ recipe: RecipeRef; value: FeedbackValue }>) {
      const { recipe, value } = action.payload;
      state.recipeFeedbacks = [...state.recipeFeedbacks.filter((f) => f.recipe.idRecipe !== recipe.idRecipe), { recipe, value }];
    },
    recipeFeedbackRemoved(state, action: PayloadAction<number>) {
      state.recipeFeedbacks = state.recipeFeedbacks.filter((f) => f.recipe.idRecipe !== action.payload);
    },
    ingredientRestrictionAdded(state, action: PayloadAction<IngredientRef>) {
      if (!state.ingredientRestrictions.some((i) => i.idIngredient === action.payload.idIngredient)) {
        state.ingredientRestrictions.push(action.payload);
      }
    },
    ingredientRestrictionRemoved(state, action: PayloadAction<number>) {
      state.ingredientRestrictions = state.ingredientRestrictions.filter((i) => i.idIngredient !== action.payload);
    },
    notesChanged(state, action: PayloadAction<string>) {
      state.notes = action.payload;
    },
    recommenderSettingsChanged(state, action: PayloadAction<RecommenderSettings>) {
      state.recommenderSettings = action.payload;
    },
    recommenderSettingsReset(state) {
      state.recommenderSettings = DEFAULT_RECOMMENDER_SETTINGS;
    },
    /** A saved profile or a user's profile, already read into the editor's shape. */
    profileLoaded(state, action: PayloadAction<ProfileState>) {
      return { ...action.payload, recommenderSettings: state.recommenderSettings };
    },
    /** After a create or update: the editor now stands for that saved profile. */
    profileSaved(state, action: PayloadAction<SavedProfileRef>) {
      state.savedProfile = action.payload;
    },
    /** Clear: the saved-profile selection is dropped, the current profile stays as it is. */
    savedProfileCleared(state) {
      state.savedProfile = null;
    },
    /** Back to the default sample (after deleting the saved profile it stood for). */
    profileReset(state) {
      return { ...initialProfile(), recommenderSettings: state.recommenderSettings };
    },
  },
});

export const profileActions = profileSlice.actions;
