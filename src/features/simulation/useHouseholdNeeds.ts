import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useSimulateNutritionalNeedsMutation } from '../../services/plannerApi';
import { householdNeeds } from './needs';
import { toUserProfile } from './store/profileMapping';
import { selectProfile, selectProfileErrors, selectWeekPlan } from './store/selectors';

/**
 * The household's daily needs for the plan on screen, asked again each time a plan arrives (the
 * profile the plan was made for); null until known or when the call fails.
 */
export function useHouseholdNeeds() {
  const weekPlan = useAppSelector(selectWeekPlan);
  const profile = useAppSelector(selectProfile);
  const valid = useAppSelector(selectProfileErrors).length === 0;
  const [simulateNeeds, needs] = useSimulateNutritionalNeedsMutation({ fixedCacheKey: 'simulation-needs' });

  useEffect(() => {
    if (!weekPlan || !valid) return;
    const { userProfile, scope } = toUserProfile(profile);
    void simulateNeeds({ nutritionalNeedsRequest: { userProfile, scope } });
    // Only a new plan asks again: typing in the profile must not send a request per keystroke.
  }, [weekPlan]);

  return needs.data ? householdNeeds(needs.data) : null;
}
