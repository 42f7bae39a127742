/**
 * The settings preview: the panel's households (previewHouseholds.ts) are each prepared once by the planning service
 * (the context's saved settings, the profile's divisions and restrictions, the cached candidates) and planned twice
 * by the engine, with the saved settings and with the edited ones read as a save reads them; previewFigures.ts
 * compares the two plans. Nothing is written. The saved side of a household is the same from one preview to the
 * next while the saved settings and the catalogue stay, so it is planned once and kept (half the work of a preview).
 * The plans run on the planner's threads (planThreads.ts), all households at once: as many in parallel as there
 * are threads, and none on the event loop that answers other requests.
 */
import type { RecommenderSettings } from '../../../domain';
import { householdNeeds, type CandidateRecipe, type PlanInput, type WeekPlan } from '../../../recommender';
import type { Caller } from '../../http';
import { withMissingAsZero, type RecommenderSettingsInput } from '../../db/shared/recommenderSettingsInput';
import type { components } from '../../generated/planner.schema.generated';
import type { PlanThreads } from '../planThreads';
import { engineError, type PreparedPlan } from '../simulation/planning';
import type { PlanningService } from '../simulation/planningService';
import type { ResolvedProfile } from '../simulation/profile';
import { changedMeals, figureChanges, planFigures, plannedMeals, stability, type FigureContext } from './previewFigures';
import { PREVIEW_HOUSEHOLDS, PREVIEW_START_DATE, type PreviewHousehold } from './previewHouseholds';

type S = components['schemas'];

/** The figures' context of one household: its candidates by id, the members' daily targets, the youngest age. */
function figureContext(input: PlanInput, byId: ReadonlyMap<number, CandidateRecipe>): FigureContext {
  const meals = [...new Set(input.divisions.map((d) => d.mealOfDay))];
  const targets = householdNeeds(input.members, input.needsSettings, meals).map((n) => ({
    user: n.user,
    kcal: n.nutrientNeeds.KCAL.target,
    protein: n.nutrientNeeds.PROTEIN.target,
    carbohydrate: n.nutrientNeeds.CARB.target,
    fat: n.nutrientNeeds.FAT.target,
  }));
  return { candidates: byId, targets, youngestAge: Math.min(...input.members.map((m) => m.ageYears)) };
}

/** Plans with the saved settings kept per candidate set (a refreshed catalogue is a new set): at most this many. */
const SAVED_PLANS_KEPT = 48;

/**
 * The engine input's identity but its candidates (the set is the cache's own key): two previews of the same household
 * with the same saved settings, divisions and needs plan the same week, so the saved side is planned once.
 */
const inputKey = ({ candidates: _candidates, ...rest }: PlanInput) => JSON.stringify(rest);

export function createPreviewService(planning: PlanningService, threads: PlanThreads) {
  const savedPlans = new WeakMap<readonly CandidateRecipe[], Map<string, Promise<WeekPlan>>>();

  /** The engine's plan on a thread, its errors answered as a plan call answers them. */
  const plan = (profile: ResolvedProfile, input: PlanInput) =>
    threads.planWeek(input).catch((err: unknown) => {
      throw engineError(profile, err);
    });

  /** The plan with the saved settings, from the cache when the same input was planned (or is being planned) before. */
  function savedPlan(profile: ResolvedProfile, input: PlanInput): Promise<WeekPlan> {
    let plans = savedPlans.get(input.candidates);
    if (!plans) savedPlans.set(input.candidates, (plans = new Map()));
    const key = inputKey(input);
    let week = plans.get(key);
    if (!week) {
      const kept = plans;
      week = plan(profile, input);
      kept.set(key, week);
      week.catch(() => kept.delete(key));
      if (kept.size > SAVED_PLANS_KEPT) kept.delete(kept.keys().next().value!);
    }
    return week;
  }

  /** One household planned with both settings and compared. */
  async function previewHousehold(
    h: PreviewHousehold,
    p: PreparedPlan,
    edited: RecommenderSettings,
  ): Promise<S['SettingsPreviewHousehold']> {
    const [before, after] = await Promise.all([savedPlan(p.profile, p.input), plan(p.profile, { ...p.input, settings: edited })]);
    const byId = new Map(p.input.candidates.map((c) => [c.idRecipe, c]));
    const ctx = figureContext(p.input, byId);
    const was = planFigures(before, ctx);
    const now = planFigures(after, ctx);
    return {
      key: h.key,
      name: h.name,
      members: p.input.members.length,
      seed: h.seed,
      stability: stability(before, after),
      mealsBefore: plannedMeals(before).length,
      mealsAfter: plannedMeals(after).length,
      changedMeals: changedMeals(before, after) as S['SettingsPreviewChangedMeal'][],
      before: was,
      after: now,
      change: figureChanges(was, now),
    };
  }

  return {
    /** The panel planned with the saved and with the edited settings (the body of a settings save). */
    async preview(caller: Caller, body: RecommenderSettingsInput): Promise<S['SettingsPreview']> {
      const edited = withMissingAsZero(body);
      // Each household's input is read in a unit of work of its own, one after the other (one connection on the
      // embedded database); then every plan is handed to the threads at once.
      const prepared: PreparedPlan[] = [];
      for (const h of PREVIEW_HOUSEHOLDS) {
        prepared.push(
          await planning.prepare(caller, {
            userProfile: h.userProfile,
            startDate: PREVIEW_START_DATE,
            planAction: 'CREATE',
            seed: h.seed,
          }),
        );
      }
      const households = await Promise.all(PREVIEW_HOUSEHOLDS.map((h, i) => previewHousehold(h, prepared[i], edited)));
      return { startDate: PREVIEW_START_DATE, households };
    },
  };
}
