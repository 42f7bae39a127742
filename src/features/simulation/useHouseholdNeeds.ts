import { useEffect, useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useSimulateNutritionalNeedsMutation } from '../../services/plannerApi';
import { householdMealKcal, householdNeeds } from './needs';
import { toUserProfile } from './store/profileMapping';
import { selectProfile, selectProfileErrors, selectWeekPlan } from './store/selectors';

/** One answer of the needs call, shared by the requirements panel and the meal cards. */
const NEEDS_CACHE_KEY = 'simulation-needs';

/**
 * The household's daily needs for the plan on screen, asked again each time a plan arrives (the
 * profile the plan was made for); null until known or when the call fails.
 */
export function useHouseholdNeeds() {
  const weekPlan = useAppSelector(selectWeekPlan);
  const profile = useAppSelector(selectProfile);
  const valid = useAppSelector(selectProfileErrors).length === 0;
  const [simulateNeeds, needs] = useSimulateNutritionalNeedsMutation({ fixedCacheKey: NEEDS_CACHE_KEY });

  useEffect(() => {
    if (!weekPlan || !valid) return;
    const { userProfile, scope } = toUserProfile(profile);
    void simulateNeeds({ nutritionalNeedsRequest: { userProfile, scope } });
    // Only a new plan asks again: typing in the profile must not send a request per keystroke.
  }, [weekPlan]);

  return needs.data ? householdNeeds(needs.data) : null;
}

/** The household's energy target per meal of day from the same answer (mealsKcalNeed); null until known. */
export function useMealKcalTargets() {
  const [, needs] = useSimulateNutritionalNeedsMutation({ fixedCacheKey: NEEDS_CACHE_KEY });
  return useMemo(() => (needs.data ? householdMealKcal(needs.data) : null), [needs.data]);
}
