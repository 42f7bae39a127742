import { makeStore } from '../../../app/store';
import { profileActions, birthDateForAge } from './profileSlice';
import {
  memberAge,
  selectMemberErrors,
  selectMembers,
  selectProfile,
  selectProfileErrors,
  selectSimulationAllowed,
} from './selectors';
import { selectedMealsOf } from './model';
import { fromSimulationProfile, toUserProfile } from './profileMapping';

const TODAY = '2026-11-25';

function setup() {
  const store = makeStore();
  const state = () => store.getState();
  const member = (i = 0) => selectMembers(state())[i];
  return { store, state, member };
}

describe('the simulation profile', () => {
  it('starts as the default sample: male, 71.2 kg, 176 cm, lowest activity, born in 1960, six meals, macros 20/50/30', () => {
    const { state, member } = setup();
    expect(member()).toMatchObject({
      id: 2,
      name: 'Household member 1',
      gender: 'M',
      weightKg: 71.2,
      heightCm: 176,
      activityLevel: 'LOWEST',
      birthDate: '1960-01-01',
    });
    expect(memberAge(member(), TODAY)).toBe(66);
    expect(selectProfile(state())).toMatchObject({
      noOfMealsPerDay: 6,
      macroDistribution: { protein: 20, carbohydrates: 50, fat: 30 },
    });
    expect(selectSimulationAllowed(state())).toBe(true);
  });

  it('adds members with ids count plus 2, default names, 70 kg and 170 cm', () => {
    const { store, member } = setup();
    store.dispatch(profileActions.memberAdded());
    store.dispatch(profileActions.memberAdded());
    expect(member(1)).toMatchObject({ id: 3, name: 'Household member 2', weightKg: 70, heightCm: 170, birthDate: '1960-01-01' });
    expect(member(2)).toMatchObject({ id: 4, name: 'Household member 3' });
    store.dispatch(profileActions.memberRemoved(3));
    store.dispatch(profileActions.memberAdded());
    // count plus 2 is 4, which is taken: the next free id.
    expect(member(2).id).toBe(5);
  });

  it('converts an age to a birth date, and shows each empty field with its message', () => {
    const { store, state, member } = setup();
    const id = member().id;
    store.dispatch(profileActions.memberAgeChanged({ id, age: 40, today: TODAY }));
    expect(member().birthDate).toBe('1986-11-25');
    expect(memberAge(member(), TODAY)).toBe(40);
    expect(birthDateForAge(30, '2028-02-29')).toBe('1998-02-28');

    store.dispatch(profileActions.memberNameChanged({ id, name: '  ' }));
    store.dispatch(profileActions.memberAgeChanged({ id, age: null, today: TODAY }));
    store.dispatch(profileActions.memberWeightChanged({ id, weightKg: null }));
    store.dispatch(profileActions.memberHeightChanged({ id, heightCm: null }));
    expect(selectMemberErrors(state()).get(id)).toEqual({
      name: 'Name cannot be empty',
      age: 'Age cannot be empty',
      weight: 'Weight cannot be empty',
      height: 'Height cannot be empty',
    });
    expect(selectSimulationAllowed(state())).toBe(false);
  });

  it('defaults a CUSTOM goal to 2000 kcal and locks the activity; other goals clear the target', () => {
    const { store, member } = setup();
    const id = member().id;
    store.dispatch(profileActions.memberEnergyGoalChanged({ id, energyGoal: 'CUSTOM' }));
    expect(member()).toMatchObject({ energyGoal: 'CUSTOM', customKcalTarget: 2000 });
    store.dispatch(profileActions.memberCustomActivityToggled({ id, on: true }));
    store.dispatch(profileActions.memberActivityChanged({ id, activityLevel: 'MEDIUM' }));
    expect(member().activityLevel).toBe('LOWEST');
    store.dispatch(profileActions.memberEnergyGoalChanged({ id, energyGoal: 'LOSE_WEIGHT' }));
    expect(member().customKcalTarget).toBeNull();
  });

  it('switches custom activity to AUTO with 500 kcal burned, and back to LOWEST', () => {
    const { store, member } = setup();
    const id = member().id;
    store.dispatch(profileActions.memberCustomActivityToggled({ id, on: true }));
    expect(member()).toMatchObject({ activityLevel: 'AUTO', dailyBurnedEnergyKcal: 500 });
    store.dispatch(profileActions.memberCustomActivityToggled({ id, on: false }));
    expect(member()).toMatchObject({ activityLevel: 'LOWEST', dailyBurnedEnergyKcal: null });
  });

  it('recomputes the third macro as the remainder to 100 once two were edited; empty counts as 0', () => {
    const { store, state } = setup();
    store.dispatch(profileActions.macroChanged({ macro: 'protein', value: 25 }));
    expect(selectProfile(state()).macroDistribution).toEqual({ protein: 25, carbohydrates: 50, fat: 30 });
    expect(selectProfileErrors(state())).toEqual(['Sum of kcal distribution should be 100%']);
    store.dispatch(profileActions.macroChanged({ macro: 'fat', value: 35 }));
    expect(selectProfile(state()).macroDistribution).toEqual({ protein: 25, carbohydrates: 40, fat: 35 });
    store.dispatch(profileActions.macroChanged({ macro: 'carbohydrates', value: null }));
    // fat and carbohydrates were edited last: protein takes the rest.
    expect(selectProfile(state()).macroDistribution).toEqual({ protein: 65, carbohydrates: null, fat: 35 });
    expect(selectProfileErrors(state())).toEqual([]);
  });

  it('round-trips through the planner profile a saved profile stores', () => {
    const { store, state } = setup();
    store.dispatch(profileActions.memberAdded());
    store.dispatch(profileActions.notesChanged('no fish on Fridays'));
    const { userProfile, scope } = toUserProfile(selectProfile(state()));
    expect(userProfile.userEnergyDistribution).toMatchObject({
      proteinDistribution: 0.2,
      carbohydratesDistribution: 0.5,
      fatDistribution: 0.3,
    });
    const loaded = fromSimulationProfile({ id: 9, name: 'Family', userProfile: JSON.stringify(userProfile), scope, version: 4 });
    expect(loaded.savedProfile).toEqual({ id: 9, name: 'Family', version: 4 });
    expect(loaded.members).toEqual(selectProfile(state()).members);
    expect(loaded.notes).toBe('no fish on Fridays');
  });

  it('keeps 3 to 6 meals: a count gives its default meals, a tick or untick that would leave the range is ignored', () => {
    const { store, state } = setup();
    const meals = () => selectedMealsOf(selectProfile(state()));
    store.dispatch(profileActions.mealsPerDayChanged(3));
    expect(meals()).toEqual(['BREAKFAST', 'LUNCH', 'DINNER']);
    store.dispatch(profileActions.mealOfDayToggled({ mealOfDay: 'LUNCH', selected: false }));
    expect(meals()).toEqual(['BREAKFAST', 'LUNCH', 'DINNER']);
    store.dispatch(profileActions.mealsPerDayChanged(7));
    expect(selectProfile(state()).noOfMealsPerDay).toBe(3);
    store.dispatch(profileActions.mealOfDayToggled({ mealOfDay: 'AFTER_DINNER', selected: true }));
    expect(meals()).toEqual(['BREAKFAST', 'LUNCH', 'DINNER', 'AFTER_DINNER']);
    expect(selectProfile(state()).noOfMealsPerDay).toBe(4);
  });

  it('reads a stored profile without meals or expertise (or with a bad list) as the defaults of its number and intermediate', () => {
    const read = (userProfile: object) =>
      fromSimulationProfile({ id: 1, name: 'Old', userProfile: JSON.stringify(userProfile), version: 1 });
    expect(read({ household: { noOfMealsPerDay: 4 } })).toMatchObject({
      noOfMealsPerDay: 4,
      selectedMeals: ['BREAKFAST', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER'],
      expertiseLevel: 'INTERMEDIATE',
    });
    const twoMeals = { noOfMealsPerDay: 5, selectedMeals: [{ mealOfDay: 'LUNCH' }, { mealOfDay: 'DINNER' }] };
    expect(read({ household: twoMeals, expertiseLevel: 'BEGINNER' })).toMatchObject({
      noOfMealsPerDay: 5,
      selectedMeals: ['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER'],
      expertiseLevel: 'BEGINNER',
    });
    expect(read({ household: { noOfMealsPerDay: 3 }, cookingExpertise: 'ADVANCED' }).expertiseLevel).toBe('ADVANCED');
  });
});
