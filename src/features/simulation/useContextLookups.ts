import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PICKER_PAGE_SIZE } from '../../components/FuzzyPicker';
import { profileActions } from './store/profileSlice';
import { selectProfile } from './store/selectors';
import {
  useGetEnergyDistributionQuery,
  useListMealOfDayDivisionsQuery,
  useListTagsQuery,
  useSearchIngredientsQuery,
} from './simulationApi';

/** Fractions of energy as the editor's whole percentages, summing to 100. */
export function distributionPercent(d: {
  proteinDistribution: number;
  carbohydratesDistribution: number;
  fatDistribution: number;
}) {
  const protein = Math.round(d.proteinDistribution * 100);
  const fat = Math.round(d.fatDistribution * 100);
  return { protein, fat, carbohydrates: Math.max(0, 100 - protein - fat) };
}

/**
 * What the screen loads when it opens (planning.md section 2: tags, meal-of-day divisions, ingredients and
 * the energy distribution; food restrictions and saved profiles are loaded by their editors). The context's
 * energy distribution becomes the default sample's macros; the divisions say which meals the context plans.
 */
export function useContextLookups() {
  const dispatch = useAppDispatch();
  const tags = useListTagsQuery();
  const divisions = useListMealOfDayDivisionsQuery();
  const energy = useGetEnergyDistributionQuery();
  const ingredients = useSearchIngredientsQuery({ offset: 0, count: PICKER_PAGE_SIZE, model: 'NUTRITIONIST_UI' });

  // Again after a reset to the default sample (a deleted saved profile); the reducer leaves an edited profile alone.
  const sample = useAppSelector((s) => selectProfile(s).savedProfile === null);
  useEffect(() => {
    if (energy.data && sample) dispatch(profileActions.contextDistributionApplied(distributionPercent(energy.data)));
  }, [energy.data, sample, dispatch]);

  return { tags: tags.data, divisions: divisions.data, energyDistribution: energy.data, ingredients: ingredients.data?.items };
}
