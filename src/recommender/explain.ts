/**
 * Why this meal: an explanation of one meal of a plan from the engine's own scores, and "why not"
 * for any recipe of the catalogue. Pure, like the rest of the engine.
 *
 * The meal's slot is evaluated in the plan as it stands (every other meal in place) by the search's own value of
 * the slot (`WeekSearch.rankSlot`, the scale the plan was optimised on: heuristic value at absolute weights, minus
 * the repeat, fruit and slot-fit penalties and λ × the day's deviation), the same ranking the replacements use.
 * The chosen recipe is compared with every candidate of its division that keeps the hard variety rules; each
 * rejected alternative gets the reason it lost: repeated this week, energy off by N %, or a lower score. A "why
 * not" recipe gets the hard rule that excluded it (naming the ingredient, allergen, diet or the variety rule), or
 * how far its value fell below the chosen one.
 * Complexity: setup O(n x ingredients x divisions), then O(n log n + k x ingredients).
 */
import { MEAL_ROLE_LABELS, type HeuristicName } from '../domain';
import { choiceOf } from './choose';
import { divisionLabel } from './divisions';
import { InvalidPlanInputError } from './errors';
import { scaledRecipe } from './output';
import type { DivisionPool } from './pool';
import type { PreparedRecipe } from './prepared';
import { energyOff, keepingRules, locate, varietyRuleBroken, type MealToReplace } from './replace';
import { acceptedRoles, brokenHouseholdRule, fitsDivision, fitsRole, type RoleRules } from './rules';
import type { ScaleResult } from './scaling';
import type { Engine } from './setup';
import type { HardRule, MealOfDayDivision, PlanInput } from './types';

/** Energy within this fraction of the meal's share counts as on target. */
export const ENERGY_TOLERANCE = 0.1;
/** Alternatives listed by default. */
export const DEFAULT_ALTERNATIVES = 5;

export type LossReason =
  'RESTRICTION' | 'MEAL_TYPE' | 'REPEATED' | 'ENERGY' | 'LOWER_SCORE' | 'NOT_REACHED' | 'NOT_IN_CATALOGUE' | 'CHOSEN';

export interface NeedCoverage {
  readonly nutrient: 'KCAL' | 'PROTEIN' | 'CARB' | 'FAT' | 'FIBER';
  /** Share of the household's daily target this meal's recipe provides, in % (rounded). */
  readonly percentOfDay: number;
}

export interface RecipeVerdict {
  readonly idRecipe: number;
  readonly name: string;
  readonly reason: LossReason;
  /** The hard rule, for RESTRICTION. */
  readonly rule?: HardRule;
  /** The slot objective (higher is better), when the recipe is a candidate. */
  readonly score?: number;
  /** Chosen score minus this one (positive when it lost). */
  readonly scoreGap?: number;
  /** Mean over members of the energy off the meal's share, in % (signed, rounded). */
  readonly energyOffPercent?: number;
  /** Other uses of the recipe in the week. */
  readonly weekUses?: number;
  /** 1-based rank among the compared candidates (chosen included), when within them. */
  readonly rank?: number;
  /** The reason in plain words. */
  readonly message: string;
}

export interface MealExplanation {
  readonly dayOfWeek: MealToReplace['dayOfWeek'];
  readonly idMealOfDayDivision: number;
  readonly division: string;
  readonly chosen: {
    readonly idRecipe: number;
    readonly name: string;
    readonly score: number;
    readonly energyOffPercent: number;
    readonly covers: NeedCoverage[];
    /** The two best and the worst weighted heuristics of the chosen recipe. */
    readonly strongest: { readonly name: HeuristicName; readonly value: number }[];
    readonly weakest?: { readonly name: HeuristicName; readonly value: number };
  };
  /** Candidates that passed the hard rules for this division. */
  readonly candidates: number;
  /** Candidates the chosen recipe was compared with: every candidate of the division (by the search's value). */
  readonly compared: number;
  readonly summary: string;
  readonly alternatives: RecipeVerdict[];
  readonly whyNot?: RecipeVerdict;
}

const RULE_WORDS: Record<HardRule, string> = {
  MEAL_TYPE: 'meal type',
  DIET: 'diet',
  ALLERGEN: 'allergen',
  FOOD_RESTRICTION: 'food restriction',
  INGREDIENT_RESTRICTION: 'ingredient restriction',
  EXCLUDED_INGREDIENT: 'excluded ingredient',
  EXPERTISE: 'cooking expertise',
};

const words = (name: string) => name.toLowerCase().replace(/_/g, ' ');
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

function coverage(p: PreparedRecipe, scale: ScaleResult, engine: Engine): NeedCoverage[] {
  const n = p.recipe.nutritionPerServing;
  const eaten = scale.householdServings.reduce((s, h) => s + h.portionInServings, 0);
  const fields = [
    ['KCAL', n.energyKcal],
    ['PROTEIN', n.protein],
    ['CARB', n.carbohydrate],
    ['FAT', n.fat],
    ['FIBER', n.fiber],
  ] as const;
  return fields.map(([nutrient, perServing]) => {
    const target = engine.needs.reduce((s, need) => s + need.nutrientNeeds[nutrient].target, 0);
    return { nutrient, percentOfDay: target > 0 ? Math.round(((perServing * eaten) / target) * 100) : 0 };
  });
}

/** The ingredient, allergen, diet or restriction behind a broken household rule, in words. */
function ruleDetail(p: PreparedRecipe, rule: HardRule, engine: Engine): string {
  const { rules, input } = engine;
  const ingredientIn = (set: ReadonlySet<number>) => p.recipe.ingredients.find((i) => set.has(i.idIngredient))?.name;
  switch (rule) {
    case 'DIET':
      return `it does not suit the ${rules.diets
        .filter((d) => !p.recipe.suitableDiets.includes(d))
        .map(words)
        .join(', ')} diet`;
    case 'ALLERGEN':
      return `it contains the allergen ${p.recipe.allergens
        .filter((a) => rules.allergens.has(a))
        .map(words)
        .join(', ')}`;
    case 'FOOD_RESTRICTION': {
      const hit = input.restrictions.foodRestrictions.find((f) => f.ingredientsToExclude.some((id) => p.ingredientSet.has(id)));
      return `the food restriction ${hit?.name ?? ''} excludes its ${ingredientIn(rules.foodRestrictionIngredients) ?? 'ingredient'}`;
    }
    case 'INGREDIENT_RESTRICTION':
      return `the household never eats ${ingredientIn(rules.ingredientRestrictions) ?? 'one of its ingredients'}`;
    case 'EXCLUDED_INGREDIENT':
      return `${ingredientIn(rules.excludedIngredients) ?? 'one of its ingredients'} is excluded by the variety lists`;
    case 'EXPERTISE':
      return `it asks ${words(p.recipe.expertiseLevel ?? '')} cooking expertise, above the household's ${words(input.restrictions.cookingExpertise ?? '')}`;
    default:
      return `the ${RULE_WORDS[rule]} rule excludes it`;
  }
}

/**
 * Explain the meal of one division of one day of `input.previousPlan`, with up to `limit` rejected
 * alternatives and, when `whyNot` names a recipe, that recipe's verdict.
 * @throws InvalidPlanInputError when there is no plan, no such day or division, or no meal there.
 */
export function explainMeal(
  input: PlanInput,
  target: MealToReplace & { readonly whyNot?: number },
  limit = DEFAULT_ALTERNATIVES,
): MealExplanation {
  if (!input.previousPlan) throw new InvalidPlanInputError('previousPlan', 'An explanation needs the week plan');
  const { engine, state, day, slot, pool, current, search } = locate(input, target);
  if (!current) throw new InvalidPlanInputError('idMealOfDayDivision', `The plan has no meal there on ${target.dayOfWeek}`);
  state.set(day, slot, current);
  const heuristics = scaledRecipe(state, day, slot, current, 0).heuristicScores.filter((h) => h.weight > 0);
  state.unset(day, slot);
  const ctx = state.slotContext(day, slot);
  const chosenId = current.p.recipe.idRecipe;
  const chosenRank = pool.rankOf(chosenId);
  const chosenScore = chosenRank >= 0 ? search.candidateValue(day, slot, chosenRank) : -Infinity;
  const chosenEnergy = energyOff(current.p, current.scale, engine, slot);
  const notChosen = (rank: number) => pool.recipeAt(rank).recipe.idRecipe !== chosenId;
  const ex: Explaining = {
    engine,
    state,
    day,
    slot,
    pool,
    search,
    ctx,
    heuristics,
    chosenId,
    chosenScore,
    chosenEnergy,
    notChosen,
  };

  const compared = keepingRules(search.rankSlot(day, slot, { count: Math.max(1, limit), keep: notChosen })).map(
    ({ rank, value }) => ({ e: pool.entryAt(rank), score: value }),
  );
  const alternatives = compared
    .slice(0, Math.max(0, limit))
    .map(({ e, score }, i) =>
      verdictOf(ex, e.p, e.scale, score, compared.slice(0, i).filter((c) => c.score > score + 1e-9).length),
    );
  const whyNot = target.whyNot !== undefined ? whyNotVerdict(ex, target.whyNot) : undefined;

  const weighted = [...heuristics].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const strongest = weighted.slice(0, 2).map((h) => ({ name: h.name, value: round(h.value) }));
  const weakest =
    weighted.length > 2 ? { name: weighted[weighted.length - 1].name, value: round(weighted[weighted.length - 1].value) } : null;
  const covers = coverage(current.p, current.scale, engine);
  const summary = summaryOf(ex, current.p, compared[0], strongest, weakest, covers);

  return {
    dayOfWeek: target.dayOfWeek,
    idMealOfDayDivision: target.idMealOfDayDivision,
    division: divisionLabel(pool.division),
    chosen: {
      idRecipe: chosenId,
      name: current.p.recipe.name,
      score: round(chosenScore, 4),
      energyOffPercent: chosenEnergy,
      covers,
      strongest,
      ...(weakest ? { weakest } : {}),
    },
    candidates: pool.size,
    compared: pool.size,
    summary,
    alternatives,
    ...(whyNot ? { whyNot } : {}),
  };
}

type Located = ReturnType<typeof locate>;
type WeightedScore = ReturnType<typeof scaledRecipe>['heuristicScores'][number];

/** One explanation's slot (the plan as it stands, the slot unset) and the chosen recipe every verdict compares with. */
interface Explaining extends Pick<Located, 'engine' | 'state' | 'day' | 'slot' | 'pool' | 'search'> {
  readonly ctx: ReturnType<Located['state']['slotContext']>;
  /** The chosen recipe's heuristic scores of non-zero weight. */
  readonly heuristics: readonly WeightedScore[];
  readonly chosenId: number;
  /** The search's value of the chosen recipe in the slot, and its energy off the meal's share in %. */
  readonly chosenScore: number;
  readonly chosenEnergy: number;
  readonly notChosen: (rank: number) => boolean;
}

/** A compared candidate: its pool entry and the search's value of it in the slot. */
type Compared = { readonly e: ReturnType<DivisionPool['entryAt']>; readonly score: number };

/** 1-based rank of a value among the candidates that keep the rules (the chosen one included). */
function rankOf(ex: Explaining, score: number, id: number): number {
  const { search, day, slot, pool } = ex;
  return (
    1 +
    search.rankSlot(day, slot, {
      count: 0,
      above: score + 1e-9,
      keep: (r) => ex.notChosen(r) && pool.recipeAt(r).recipe.idRecipe !== id,
    }).length +
    (ex.chosenScore > score + 1e-9 ? 1 : 0)
  );
}

/** The heuristic a candidate loses most on against the chosen recipe (weighted), in words. */
function lostOn(ex: Explaining, p: PreparedRecipe): string {
  const { state, day, slot, pool } = ex;
  const entry = pool.entryFor(p.recipe.idRecipe);
  if (!entry) return '';
  const theirs = new Map(
    scaledRecipe(state, day, slot, choiceOf(entry), 0).heuristicScores.map((h) => [h.name, h.value] as const),
  );
  state.unset(day, slot);
  let worst: { name: string; mine: number; other: number; d: number } | null = null;
  for (const h of ex.heuristics) {
    const other = theirs.get(h.name) ?? h.value;
    const d = h.weight * (h.value - other);
    if (d > 0.005 && (!worst || d > worst.d)) worst = { name: h.name, mine: h.value, other, d };
  }
  return worst ? `; it loses most on ${words(worst.name)} (${worst.other.toFixed(2)} vs ${worst.mine.toFixed(2)})` : '';
}

/** `above`: how many other candidates score higher, when known (the alternatives: their place in the list). */
function verdictOf(ex: Explaining, p: PreparedRecipe, scale: ScaleResult, score: number, above?: number): RecipeVerdict {
  const { chosenScore, chosenEnergy } = ex;
  const base = { idRecipe: p.recipe.idRecipe, name: p.recipe.name };
  const gap = round(chosenScore - score, 4);
  const weekUses = ex.ctx.weekRecipeUses.get(p.recipe.idRecipe) ?? 0;
  const energy = energyOff(p, scale, ex.engine, ex.slot);
  const rank = above === undefined ? rankOf(ex, score, p.recipe.idRecipe) : 1 + above + (chosenScore > score + 1e-9 ? 1 : 0);
  const scored = {
    ...base,
    score: round(score, 4),
    scoreGap: gap,
    energyOffPercent: energy,
    weekUses,
    ...(rank ? { rank } : {}),
  };
  if (gap <= 0) {
    return {
      ...scored,
      reason: 'NOT_REACHED',
      message: `It scores ${round(score, 2)} in this slot alone, ${gap < 0 ? 'more than' : 'as much as'} the chosen recipe (${round(chosenScore, 2)}): the plan search chose for the day and the week as a whole (pairs of meals changed together, portions re-balanced, weekly food-group rules), where this one did not come out ahead.`,
    };
  }
  if (weekUses > 0) {
    return {
      ...scored,
      reason: 'REPEATED',
      message: `Already ${weekUses === 1 ? 'once' : `${weekUses} times`} in this week's plan; with the repetition penalty it scores ${round(score, 2)}, ${round(gap, 2)} below the chosen recipe.`,
    };
  }
  if (Math.abs(energy) > ENERGY_TOLERANCE * 100 && Math.abs(energy) > Math.abs(chosenEnergy)) {
    return {
      ...scored,
      reason: 'ENERGY',
      message: `Energy off by ${Math.abs(energy)} % (${energy > 0 ? 'too much' : 'too little'} for this meal even at the portion limits); it scores ${round(gap, 2)} below the chosen recipe.`,
    };
  }
  return {
    ...scored,
    reason: 'LOWER_SCORE',
    message: `Lower score: ${round(score, 2)} against ${round(chosenScore, 2)} for the chosen recipe (${round(gap, 2)} less)${lostOn(ex, p)}.`,
  };
}

/**
 * The verdict on any recipe of the catalogue in the slot: not in the catalogue, the chosen one, the household or
 * meal-type rule that excludes it, the variety rule it would break, or its score against the chosen recipe.
 */
function whyNotVerdict(ex: Explaining, id: number): RecipeVerdict {
  const { engine, state, day, slot, pool, search } = ex;
  const varietyBreak = (p: PreparedRecipe) => varietyRuleBroken(state, day, slot, p);
  const p = engine.preparedById.get(id);
  if (!p) {
    return {
      idRecipe: id,
      name: `Recipe ${id}`,
      reason: 'NOT_IN_CATALOGUE',
      message:
        'The planner does not know this recipe: it is not among the recipes it plans with (unpublished or without nutrition).',
    };
  }
  if (id === ex.chosenId) {
    return {
      idRecipe: id,
      name: p.recipe.name,
      reason: 'CHOSEN',
      score: round(ex.chosenScore, 4),
      message: 'This is the chosen recipe.',
    };
  }
  const rule = brokenHouseholdRule(p, engine.rules);
  if (rule) {
    return {
      idRecipe: id,
      name: p.recipe.name,
      reason: 'RESTRICTION',
      rule,
      message: `Excluded by the ${RULE_WORDS[rule]} rule: ${ruleDetail(p, rule, engine)}.`,
    };
  }
  if (!fitsDivision(p, pool.division, engine.roleRules)) {
    return {
      idRecipe: id,
      name: p.recipe.name,
      reason: 'MEAL_TYPE',
      rule: 'MEAL_TYPE',
      message: mealTypeMessage(p, pool.division, engine.roleRules),
    };
  }
  const entry = pool.entryFor(id);
  if (!entry) {
    return {
      idRecipe: id,
      name: p.recipe.name,
      reason: 'MEAL_TYPE',
      rule: 'MEAL_TYPE',
      message: `It is not a candidate for ${words(divisionLabel(pool.division))}.`,
    };
  }
  const broken = varietyBreak(entry.p);
  return broken
    ? {
        idRecipe: id,
        name: p.recipe.name,
        reason: 'REPEATED',
        weekUses: ex.ctx.weekRecipeUses.get(id) ?? 0,
        message: `Excluded by a variety rule: ${broken}.`,
      }
    : verdictOf(ex, entry.p, entry.scale, search.candidateValue(day, slot, pool.rankOf(id)));
}

/** What the chosen recipe won and lost on against the next best, heuristic by heuristic (weighted), in words. */
function versusRunnerUp(ex: Explaining, runnerUp: Compared): string {
  const { state, day, slot } = ex;
  const other = new Map(
    scaledRecipe(state, day, slot, choiceOf(runnerUp.e), 0).heuristicScores.map((h) => [h.name, h.value] as const),
  );
  state.unset(day, slot);
  const diffs = ex.heuristics
    .map((h) => ({ h, theirs: other.get(h.name) ?? h.value, d: h.weight * (h.value - (other.get(h.name) ?? h.value)) }))
    .filter((x) => Math.abs(x.d) > 0.005);
  const ahead = diffs
    .filter((x) => x.d > 0)
    .sort((a, b) => b.d - a.d)
    .slice(0, 2);
  const behind = diffs
    .filter((x) => x.d < 0)
    .sort((a, b) => a.d - b.d)
    .slice(0, 1);
  const pair = (x: (typeof diffs)[number]) => `${words(x.h.name)} (${x.h.value.toFixed(2)} vs ${x.theirs.toFixed(2)})`;
  return ahead.length + behind.length === 0
    ? `Their heuristic scores are alike: the difference comes from the day's nutrition and the week's repeats.`
    : `${ahead.length > 0 ? `Ahead of ${runnerUp.e.p.recipe.name} on ${ahead.map(pair).join(' and ')}` : `Not ahead of ${runnerUp.e.p.recipe.name} on any heuristic`}${behind.length > 0 ? `; behind on ${behind.map(pair).join(', ')}` : ''}.`;
}

/** The explanation in a nutritionist's words: the choice, its value against the next best, its coverage and energy. */
function summaryOf(
  ex: Explaining,
  chosen: PreparedRecipe,
  runnerUp: Compared | undefined,
  strongest: readonly { readonly name: HeuristicName; readonly value: number }[],
  weakest: { readonly name: HeuristicName; readonly value: number } | null,
  covers: readonly NeedCoverage[],
): string {
  const { pool, chosenScore, chosenEnergy } = ex;
  const label = words(divisionLabel(pool.division));
  const versus = runnerUp ? versusRunnerUp(ex, runnerUp) : '';
  const cover = (n: NeedCoverage['nutrient']) => covers.find((c) => c.nutrient === n)?.percentOfDay ?? 0;
  return [
    `${chosen.recipe.name} was chosen for ${label} among ${pool.size} recipes that pass the household's rules; it was compared with all of them that keep the week's variety rules, by the plan search's own value of this slot in this day.`,
    `It scores ${round(chosenScore, 2)}${runnerUp ? ` against ${round(runnerUp.score, 2)} for the next best, ${runnerUp.e.p.recipe.name}` : ''}.`,
    versus,
    !runnerUp && strongest.length > 0
      ? `Strongest: ${strongest.map((h) => `${words(h.name)} ${h.value.toFixed(2)}`).join(', ')}${weakest ? `; weakest: ${words(weakest.name)} ${weakest.value.toFixed(2)}` : ''}.`
      : '',
    `It covers ${cover('KCAL')} % of the household's daily energy, ${cover('PROTEIN')} % of protein, ${cover('CARB')} % of carbohydrate, ${cover('FAT')} % of fat and ${cover('FIBER')} % of fibre.`,
    Math.abs(chosenEnergy) <= ENERGY_TOLERANCE * 100
      ? `Its portions meet this meal's energy share within ${Math.max(1, Math.abs(chosenEnergy))} %.`
      : `Its energy is off this meal's share by ${Math.abs(chosenEnergy)} % (${chosenEnergy > 0 ? 'over' : 'under'}), at the portion limits.`,
  ]
    .filter((s) => s !== '')
    .join(' ');
}

/** Why the meal type or role rule keeps a recipe out of a division, in a nutritionist's words. */
function mealTypeMessage(p: PreparedRecipe, d: MealOfDayDivision, rules: RoleRules): string {
  const slot = words(divisionLabel(d));
  if (p.confectionery && !rules.allowConfectionery)
    return `Excluded by the meal type rule: it is confectionery, which the settings do not plan (meal rules: plan candy and other sweets).`;
  if (p.alcoholic && (!rules.allowAlcohol || rules.hasMinor))
    return `Excluded by the meal type rule: it holds alcohol, which ${rules.hasMinor ? 'is never planned with a child in the household' : 'the settings do not plan'}.`;
  if (!fitsRole(p, d, rules)) {
    const roles = [...p.roles].map((r) => MEAL_ROLE_LABELS[r].toLowerCase());
    return `Excluded by the meal role rule: it is ${roles.length > 0 ? `a ${roles.join(' / ')}` : 'not a dish the planner serves on its own'}, not a ${acceptedRoles(
      d,
    )
      .map((r) => MEAL_ROLE_LABELS[r].toLowerCase())
      .join(' or ')} for ${slot}.`;
  }
  return `Excluded by the meal type rule: it is a ${p.recipe.mealTypes.map(words).join(' / ') || 'recipe without meal type'}, not served as ${slot}.`;
}
