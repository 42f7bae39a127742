/**
 * Preference heuristics (static).
 */
import { clamp01, type StaticHeuristic } from './context';

const clampFeedback = (v: number) => (v < -1 ? -1 : v > 1 ? 1 : v);

/**
 * USER_PREFERENCES: 0.5 without feedback; recipe feedback (60 %) and the mean feedback on its
 * ingredients (40 %) move it towards 1 (liked) or 0 (disliked). Feedback values are -1..1.
 */
export const userPreferences: StaticHeuristic = (p, _s, ctx) => {
  const r = ctx.recipeFeedback.get(p.recipe.idRecipe);
  let sum = 0;
  let count = 0;
  for (const id of p.ingredientIds) {
    const v = ctx.ingredientFeedback.get(id);
    if (v !== undefined) {
      sum += clampFeedback(v);
      count += 1;
    }
  }
  const ing = count > 0 ? sum / count : undefined;
  let value: number;
  if (r !== undefined && ing !== undefined) value = 0.6 * clampFeedback(r) + 0.4 * ing;
  else if (r !== undefined) value = clampFeedback(r);
  else if (ing !== undefined) value = ing;
  else return 0.5;
  return clamp01(0.5 + 0.5 * value);
};

/** SEASON: 1 when the recipe has no season or is tagged with the plan's season, else 0. */
export const season: StaticHeuristic = (p, _s, ctx) => {
  const s = p.recipe.seasons;
  return s.length === 0 || s.includes('NO_SEASON') || s.includes(ctx.season) ? 1 : 0;
};

/**
 * VARIETY_OPTIONS: in CREATE the listed ingredients are priorities: a recipe with one scores 0.85,
 * with two or more 1, without 0, so the weight moves the meals with a priority ingredient against the nutrition terms.
 * In REVIEW they are the allowed ones: the score is the share of the recipe's ingredients that are allowed. Neutral (1)
 * when the list is empty.
 */
export const varietyOptions: StaticHeuristic = (p, _s, ctx) => {
  const set = ctx.varietyIngredients;
  if (set.size === 0 || p.ingredientIds.length === 0) return 1;
  let hits = 0;
  for (const id of p.ingredientIds) if (set.has(id)) hits += 1;
  if (ctx.varietyMode === 'ALLOWED') return hits / p.ingredientIds.length;
  return hits === 0 ? 0 : hits === 1 ? 0.85 : 1;
};
