/**
 * Warnings, never silence: a pure analysis of a finished plan. A warning names the need a day misses
 * (energy or a macro by more than WARNING_TOLERANCE, per member) or the division the hard rules left
 * with too few candidates, by how much, the rule that binds and the cheapest relaxation that would fix
 * it. A relaxation never drops a diet, an allergen or a food restriction: it allows a disliked or
 * excluded ingredient, changes a setting (portion bounds, macro distribution, weights) or asks for
 * recipes the catalogue lacks.
 *
 * Cost: the nutrition check is O(days x slots x members). Explaining a warning scans the catalogue
 * once per division concerned (O(n x (ingredients + constraints))), cached, so a plan that meets
 * every need pays nothing for it.
 */
import {
  ALLERGEN_WORDS,
  DIET_WORDS,
  EXPERTISE_LEVELS,
  FOOD_GROUP_LABELS,
  foodGroupRuleLabel,
  KCAL_PER_GRAM,
  normaliseWeight,
  foodRestrictionWord,
  listInWords,
  restrictionPhrase,
  type Allergen,
  type DayOfWeek,
  type Diet,
  type WeeklyFoodGroupRule,
} from '../domain';
import { dayTotals } from './objective';
import type { DivisionPool } from './pool';
import type { PreparedRecipe } from './prepared';
import { brokenHouseholdRule, expertiseRank, fitsDivision, MIN_FAMILIES_FOR_A_WEEK } from './rules';
import { boundsOf, portionFor, type MemberShare } from './scaling';
import { hasFoodGroup } from './search';
import type { Engine } from './setup';
import type { PlanState } from './state';
import type { EnforcedFoodGroupRule } from './plan';
import type { PlanRelaxation, PlanWarning } from './types';
import { dishFamily, MAX_FAMILY_WEEK_USES, MAX_WEEK_USES } from './variety';

/** A day missing energy or a macro by more than this relative deviation is warned. */
export const WARNING_TOLERANCE = 0.05;
/**
 * A division with fewer candidates than this is warned: a week of seven days with a recipe at most
 * twice needs at least four.
 */
export const FEW_CANDIDATES = 4;

type ConstraintKind = 'DIET' | 'ALLERGEN' | 'FOOD_RESTRICTION' | 'INGREDIENT_RESTRICTION' | 'EXCLUDED_INGREDIENT' | 'EXPERTISE';

/** One household rule, taken apart so that a warning can name it. */
interface Constraint {
  /** As a nutritionist reads it: "vegan", "gluten", "No shellfish", "Apple". */
  readonly label: string;
  readonly kind: ConstraintKind;
  readonly diet?: Diet;
  readonly allergen?: Allergen;
  readonly idIngredient?: number;
  /** Dislikes and excluded ingredients may be relaxed; diets, allergens and food restrictions never. */
  readonly relaxable: boolean;
  readonly breaks: (p: PreparedRecipe) => boolean;
}

const MACROS = [
  { need: 'PROTEIN', index: 1, name: 'protein', kcalPerGram: KCAL_PER_GRAM.protein, heuristic: 'PROTEIN_SUITABILITY' },
  {
    need: 'CARB',
    index: 2,
    name: 'carbohydrate',
    kcalPerGram: KCAL_PER_GRAM.carbohydrate,
    heuristic: 'CARBOHYDRATE_SUITABILITY',
  },
  { need: 'FAT', index: 3, name: 'fat', kcalPerGram: KCAL_PER_GRAM.fat, heuristic: 'FAT_SUITABILITY' },
] as const;
type Macro = (typeof MACROS)[number];

/** The constraints as one phrase: "Vegan with no gluten, soy or shellfish, avoiding Apple". */
function phraseOf(cs: readonly Constraint[]): string {
  return restrictionPhrase({
    diets: cs.flatMap((c) => (c.diet ? [c.diet] : [])),
    allergens: cs.flatMap((c) => (c.allergen ? [c.allergen] : [])),
    alsoNo: cs.filter((c) => c.kind === 'FOOD_RESTRICTION').map((c) => foodRestrictionWord(c.label)),
    avoided: cs.filter((c) => c.idIngredient !== undefined || c.kind === 'EXPERTISE').map((c) => c.label),
  });
}

/** Why a relaxable constraint exists, for the relaxation's words. */
const RELAXABLE_WHY: Partial<Record<ConstraintKind, string>> = {
  INGREDIENT_RESTRICTION: 'disliked',
  EXCLUDED_INGREDIENT: 'excluded by the variety lists',
  EXPERTISE: "above the household's cooking expertise",
};

/** The relaxations that allow these relaxable constraints: the ingredients, and the expertise the recipes ask. */
function allowing(cs: readonly Constraint[], engine: Engine): PlanRelaxation[] {
  const out: PlanRelaxation[] = [];
  const ids = cs.flatMap((c) => (c.idIngredient === undefined ? [] : [c.idIngredient]));
  if (ids.length > 0) out.push({ kind: 'ALLOW_INGREDIENTS', idIngredients: ids });
  if (cs.some((c) => c.kind === 'EXPERTISE')) {
    let most = engine.rules.maxExpertise;
    for (const p of engine.preparedById.values()) most = Math.max(most, expertiseRank(p.recipe.expertiseLevel));
    out.push({ kind: 'COOKING_EXPERTISE', level: EXPERTISE_LEVELS[Math.min(most, EXPERTISE_LEVELS.length - 1)] });
  }
  return out;
}

/** A member's largest portion in words: "2.25 servings (the maximum of 1.5, grown with a need above 2,000 kcal)". */
const servingsWords = (memberMax: number, max: number) =>
  memberMax > max ? `${memberMax} servings (the maximum of ${max}, grown with a need above 2,000 kcal)` : `${max} servings`;

/** A meal type or part in words: MAIN_DISH reads "main dish". */
const partWords = (part: string) => part.toLowerCase().replace(/_/g, ' ');

const pct = (x: number) => `${Math.round(Math.abs(x) * 1000) / 10} %`;
const one = (x: number) => `${Math.round(x * 10) / 10}`;
const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function constraintsOf(engine: Engine): Constraint[] {
  const r = engine.input.restrictions;
  const names = new Map<number, string>();
  for (const p of engine.preparedById.values()) for (const i of p.recipe.ingredients) names.set(i.idIngredient, i.name);
  const ingredient = (id: number) => names.get(id) ?? `ingredient ${id}`;
  const out: Constraint[] = [];
  for (const d of r.diets) {
    if (d !== 'NONE')
      out.push({
        label: DIET_WORDS[d],
        kind: 'DIET',
        diet: d,
        relaxable: false,
        breaks: (p) => !p.recipe.suitableDiets.includes(d),
      });
  }
  for (const a of r.allergens)
    out.push({
      label: ALLERGEN_WORDS[a],
      kind: 'ALLERGEN',
      allergen: a,
      relaxable: false,
      breaks: (p) => p.recipe.allergens.includes(a),
    });
  for (const f of r.foodRestrictions) {
    const set = new Set(f.ingredientsToExclude);
    out.push({
      label: f.name,
      kind: 'FOOD_RESTRICTION',
      relaxable: false,
      breaks: (p) => p.ingredientIds.some((i) => set.has(i)),
    });
  }
  const seen = new Set<number>();
  for (const id of r.ingredientRestrictions) {
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({
      label: ingredient(id),
      kind: 'INGREDIENT_RESTRICTION',
      idIngredient: id,
      relaxable: true,
      breaks: (p) => p.ingredientSet.has(id),
    });
  }
  for (const id of engine.rules.excludedIngredients) {
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({
      label: ingredient(id),
      kind: 'EXCLUDED_INGREDIENT',
      idIngredient: id,
      relaxable: true,
      breaks: (p) => p.ingredientSet.has(id),
    });
  }
  const most = engine.rules.maxExpertise;
  if (most < EXPERTISE_LEVELS.length - 1) {
    const above = listInWords(
      EXPERTISE_LEVELS.slice(most + 1).map((l) => l.toLowerCase()),
      'and',
    );
    out.push({
      label: `${above} recipes`,
      kind: 'EXPERTISE',
      relaxable: true,
      breaks: (p) => expertiseRank(p.recipe.expertiseLevel) > most,
    });
  }
  return out;
}

/** The catalogue as one division sees it, computed on first use. */
class DivisionView {
  private typedCache?: PreparedRecipe[];
  private survivorCache?: PreparedRecipe[];

  constructor(
    private readonly engine: Engine,
    readonly pool: DivisionPool,
  ) {}

  /** Recipes of the division's meal types (a fixed division: its recipe). */
  get typed(): PreparedRecipe[] {
    if (!this.typedCache) {
      const d = this.pool.division;
      this.typedCache = this.pool.fixed
        ? this.pool.size > 0
          ? [this.pool.entryAt(0).p]
          : []
        : [...this.engine.preparedById.values()].filter((p) => fitsDivision(p, d, this.engine.roleRules));
    }
    return this.typedCache;
  }

  /** Typed recipes the household rules keep (the pool's candidates). */
  get survivors(): PreparedRecipe[] {
    if (!this.survivorCache) this.survivorCache = this.typed.filter((p) => brokenHouseholdRule(p, this.engine.rules) === null);
    return this.survivorCache;
  }

  /** Typed recipes that break this constraint and no other: what relaxing it alone would add. */
  onlyBrokenBy(c: Constraint, all: readonly Constraint[]): PreparedRecipe[] {
    return this.typed.filter((p) => c.breaks(p) && all.every((o) => o === c || !o.breaks(p)));
  }
}

/** Energy (kcal) a member gets from a recipe scaled to their share of a division. */
function scaledKcal(p: PreparedRecipe, share: MemberShare, engine: Engine): number {
  const kcal = p.recipe.nutritionPerServing.energyKcal;
  if (kcal <= 0) return 0;
  return kcal * portionFor(share.kcal / kcal, boundsOf(engine.bounds, share));
}

interface Range {
  min: number;
  max: number;
}

function rangeOf(values: Iterable<number>): Range | null {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  return min <= max ? { min, max } : null;
}

class Analysis {
  readonly views: DivisionView[];
  readonly constraints: Constraint[];
  readonly dayNames: readonly DayOfWeek[];

  constructor(readonly state: PlanState) {
    const engine = state.engine;
    this.views = engine.pools.map((pool) => new DivisionView(engine, pool));
    this.constraints = constraintsOf(engine);
    this.dayNames = engine.days.map((d) => d.dayOfWeek);
  }

  get engine(): Engine {
    return this.state.engine;
  }

  memberLabel(i: number): string {
    const m = this.engine.input.members[i];
    return m.name ?? `member ${m.user}`;
  }

  /**
   * Divisions the hard rules left (almost) empty, in words: "Vegan with no gluten, soy or nuts leaves 3 of
   * 120 snack recipes; none reaches 200 kcal". The relaxation allows the fewest disliked or excluded
   * ingredients that add candidates; it never drops a diet, an allergen or a food restriction.
   */
  candidateWarnings(): PlanWarning[] {
    const out: PlanWarning[] = [];
    for (const view of this.views) {
      const pool = view.pool;
      if (pool.fixed ? pool.size > 0 : pool.size >= FEW_CANDIDATES) continue;
      const part = partWords(pool.division.mealPart ?? pool.division.type);
      const binding = this.constraints
        .map((c) => ({ c, removed: view.typed.filter((p) => c.breaks(p)).length }))
        .filter((b) => b.removed > 0)
        .sort((a, b) => b.removed - a.removed);
      const typed = view.typed.length;
      const recipes = (n: number) => `${n} ${part} recipe${n === 1 ? '' : 's'}`;
      let rule =
        typed === 0
          ? `no ${part} recipe in the catalogue`
          : binding.length > 0
            ? `${phraseOf(binding.map((b) => b.c))} leaves ${pool.size === 0 ? 'none' : pool.size} of ${recipes(typed)}`
            : `only ${recipes(typed)} in the catalogue`;
      const short = this.energyOutOfReach(view);
      if (short) rule += `; ${short}`;
      const best = this.cheapestRelaxation(
        view,
        binding.map((b) => b.c),
      );
      const kept = binding.filter((b) => !b.c.relaxable).map((b) => b.c);
      const label = `${pool.label} (${titleCase(pool.division.mealOfDay.replace(/_/g, ' '))})`;
      const relaxation = best
        ? `allow ${listInWords(
            best.allow.map((c) => `${c.label} (${RELAXABLE_WHY[c.kind] ?? c.kind})`),
            'and',
          )}: +${best.gain} candidate${best.gain === 1 ? '' : 's'}`
        : typed === 0
          ? `tag recipes with the meal type ${part} or remove the ${pool.label} division`
          : `add ${part} recipes${kept.length > 0 ? ` that are ${phraseOf(kept).toLowerCase()}` : ''} to the catalogue, or remove the ${pool.label} division (no diet or allergen is dropped)`;
      out.push({
        kind: pool.size === 0 ? 'NO_CANDIDATES' : 'FEW_CANDIDATES',
        need: pool.label,
        mealOfDay: pool.division.mealOfDay,
        idMealOfDayDivision: pool.division.idMealOfDayDivision,
        days: this.dayNames,
        shortfall: pool.size,
        bindingRule: capital(rule),
        relaxation,
        ...(best ? { relaxations: allowing(best.allow, this.engine) } : {}),
        message: `${label}: ${rule}${pool.size === 0 ? '; the slot stays empty' : ''}. Relaxation: ${relaxation}`,
      });
    }
    return out;
  }

  /**
   * Main-dish divisions whose candidates fall into fewer dish families than a week needs under the family cap
   * (MIN_FAMILIES_FOR_A_WEEK): "Vegan, Intermediate cooking leaves 10 of 1,652 hot main recipes in 3 dish families
   * (rice, spaghetti, stuffed)", so families repeat within the week. The relaxation is the relaxable constraint whose
   * recipes add the most families (the expertise, a disliked ingredient); none when no such constraint adds one.
   * Shortfall: the number of families there are. Divisions with too few candidates are warned by candidateWarnings;
   * a division whose catalogue recipes themselves have too few families is not warned (nothing the household can do).
   */
  familyWarnings(): PlanWarning[] {
    const out: PlanWarning[] = [];
    for (const view of this.views) {
      const pool = view.pool;
      if (pool.fixed || !pool.isMainDish || pool.size < FEW_CANDIDATES) continue;
      const families = new Set<string>();
      for (let r = 0; r < pool.size; r += 1) families.add(dishFamily(pool.recipeAt(r).recipe) ?? '');
      if (families.size >= MIN_FAMILIES_FOR_A_WEEK) continue;
      // Only when the household's rules cause it: a catalogue that cannot vary a week is the coverage report's finding.
      const typedFamilies = new Set(view.typed.map((p) => dishFamily(p.recipe) ?? ''));
      if (typedFamilies.size < MIN_FAMILIES_FOR_A_WEEK) continue;
      const binding = this.constraints.filter((c) => view.typed.some((p) => c.breaks(p)));
      let best: { c: Constraint; gain: number } | null = null;
      for (const c of binding) {
        if (!c.relaxable) continue;
        const added = new Set(view.onlyBrokenBy(c, this.constraints).map((p) => dishFamily(p.recipe) ?? ''));
        const gain = [...added].filter((f) => !families.has(f)).length;
        if (gain > 0 && (!best || gain > best.gain)) best = { c, gain };
      }
      const part = partWords(pool.division.mealPart ?? pool.division.type);
      const named = [...families].filter((f) => f !== '').sort();
      const rule = `${phraseOf(binding)} leaves ${pool.size} of ${view.typed.length.toLocaleString('en-GB')} ${part} recipes in ${families.size} dish famil${families.size === 1 ? 'y' : 'ies'}${named.length > 0 ? ` (${named.join(', ')})` : ''}; a week needs ${MIN_FAMILIES_FOR_A_WEEK} for each to come at most ${MAX_FAMILY_WEEK_USES} times, so families repeat`;
      const relaxation = best
        ? `allow ${best.c.label} (${RELAXABLE_WHY[best.c.kind] ?? best.c.kind}): +${best.gain} dish famil${best.gain === 1 ? 'y' : 'ies'}`
        : `add ${part} recipes of other dish families to the catalogue (no diet or allergen is dropped)`;
      const label = `${pool.label} (${titleCase(pool.division.mealOfDay.replace(/_/g, ' '))})`;
      out.push({
        kind: 'FEW_DISH_FAMILIES',
        need: pool.label,
        mealOfDay: pool.division.mealOfDay,
        idMealOfDayDivision: pool.division.idMealOfDayDivision,
        days: this.dayNames,
        shortfall: families.size,
        bindingRule: capital(rule),
        relaxation,
        ...(best ? { relaxations: allowing([best.c], this.engine) } : {}),
        message: `${label}: ${capital(rule)}. Relaxation: ${relaxation}`,
      });
    }
    return out;
  }

  /**
   * "none reaches 200 kcal" when no candidate left can give the member with the largest share of the
   * division its share, even at the largest portion; null otherwise.
   */
  private energyOutOfReach(view: DivisionView): string | null {
    if (view.survivors.length === 0) return null;
    const share = view.pool.shares.reduce<MemberShare | null>((a, s) => (a === null || s.kcal > a.kcal ? s : a), null);
    if (share === null || share.kcal <= 0) return null;
    const best = Math.max(...view.survivors.map((p) => scaledKcal(p, share, this.engine)));
    if (best >= share.kcal * (1 - WARNING_TOLERANCE)) return null;
    return `${view.survivors.length === 1 ? 'it does not reach' : 'none reaches'} ${Math.round(share.kcal)} kcal`;
  }

  /**
   * The fewest relaxable constraints whose removal adds candidates (most added first among equals):
   * one constraint when one suffices, else the smallest set some recipe breaks. Null when every
   * missing recipe breaks a diet, an allergen or a food restriction.
   */
  private cheapestRelaxation(view: DivisionView, binding: readonly Constraint[]): { allow: Constraint[]; gain: number } | null {
    let best: { allow: Constraint[]; gain: number } | null = null;
    for (const c of binding) {
      if (!c.relaxable) continue;
      const gain = view.onlyBrokenBy(c, this.constraints).length;
      if (gain > 0 && (!best || gain > best.gain)) best = { allow: [c], gain };
    }
    if (best) return best;
    const sets = new Map<string, { allow: Constraint[]; gain: number }>();
    for (const p of view.typed) {
      const broken = this.constraints.filter((c) => c.breaks(p));
      if (broken.length === 0 || broken.some((c) => !c.relaxable)) continue;
      const key = broken.map((c) => c.label).join(' + ');
      const entry = sets.get(key) ?? { allow: broken, gain: 0 };
      entry.gain += 1;
      sets.set(key, entry);
    }
    for (const s of sets.values()) {
      if (!best || s.allow.length < best.allow.length || (s.allow.length === best.allow.length && s.gain > best.gain)) best = s;
    }
    return best;
  }

  /** Per member and need, the days missing it by more than the tolerance, with the explanation. */
  nutritionWarnings(): PlanWarning[] {
    const engine = this.engine;
    const members = engine.needs.length;
    const devs = engine.days.map((_, day) => {
      const totals = dayTotals(this.state.slots[day], members);
      return engine.needs.map((n, i) => {
        const nn = n.nutrientNeeds;
        const t = totals[i];
        const rel = (got: number, target: number) => (target > 0 ? (got - target) / target : 0);
        return [rel(t[0], nn.KCAL.target), rel(t[1], nn.PROTEIN.target), rel(t[2], nn.CARB.target), rel(t[3], nn.FAT.target)];
      });
    });
    const out: PlanWarning[] = [];
    for (let i = 0; i < members; i += 1) {
      for (let k = 0; k < 4; k += 1) {
        for (const sign of [-1, 1]) {
          const days: number[] = [];
          let worst = 0;
          devs.forEach((d, day) => {
            const v = d[i][k];
            if (v * sign > WARNING_TOLERANCE) {
              days.push(day);
              if (Math.abs(v) > Math.abs(worst)) worst = v;
            }
          });
          if (days.length === 0) continue;
          out.push(k === 0 ? this.energyWarning(i, days, worst) : this.macroWarning(i, MACROS[k - 1], days, worst));
        }
      }
    }
    return out;
  }

  private emptyLabels(): string[] {
    return this.views.filter((v) => v.pool.size === 0).map((v) => v.pool.label);
  }

  private dayList(days: readonly number[]): string {
    if (days.length === this.dayNames.length) return 'every day';
    return days.map((d) => titleCase(this.dayNames[d])).join(', ');
  }

  /**
   * A need the candidates can reach but the week traded away. Only settings that are off are suggested (the day
   * improvement, the nutrition weight at 0, the need's own meal weight at 0), each checked to shrink the shortfall
   * by tests/recommender/relaxations.test.ts: raising a weight that is already on changed nothing the week keeps
   * (issue 24: NUTRITIONAL_DEVIATION 3 to 5), so it is not offered.
   */
  private traded(
    what: string,
    reach: string,
    heuristic?: string,
  ): { rule: string; relaxation: string; relaxations: PlanRelaxation[] } {
    const s = this.engine.input.settings;
    const nutrition = normaliseWeight(s.dayHeuristicsWeights.NUTRITIONAL_DEVIATION);
    const own = heuristic
      ? normaliseWeight((s.mealOfDayHeuristicsWeights as Record<string, number | undefined>)[heuristic] ?? 0)
      : 5;
    const steps: { text: string; r: PlanRelaxation }[] = [];
    // The search weighs the day's nutrition only with the day improvement on and a nutrition weight above 0.
    if (!s.runDayImprovement)
      steps.push(
        nutrition === 0
          ? {
              text: 'switch the day improvement on with the NUTRITIONAL_DEVIATION weight at 3',
              r: { kind: 'RUN_DAY_IMPROVEMENT', nutritionWeight: 3 },
            }
          : { text: 'switch the day improvement on', r: { kind: 'RUN_DAY_IMPROVEMENT' } },
      );
    else if (nutrition === 0)
      steps.push({
        text: 'switch nutrition on (NUTRITIONAL_DEVIATION weight from 0 to 3)',
        r: { kind: 'DAY_WEIGHT', heuristic: 'NUTRITIONAL_DEVIATION', weight: 3 },
      });
    if (heuristic && own === 0)
      steps.push({ text: `raise the ${heuristic} weight from 0 to 3`, r: { kind: 'MEAL_WEIGHT', heuristic, weight: 3 } });
    const step = this.engine.bounds.step;
    return {
      rule:
        `${what} is within reach of the candidates (${reach}), but the week traded it against the meal roles, ` +
        `the salt, fibre and sugar limits, the variety rules and ${step > 0 ? `portions in whole ${step}-serving steps` : 'the portion bounds'}` +
        (nutrition === 0 ? ' (nutrition weight 0)' : ''),
      relaxation:
        steps.length > 0
          ? steps.map((x) => x.text).join(', or ')
          : 'none known: no setting change was shown to close it; recipes of the needed density would',
      relaxations: steps.map((x) => x.r),
    };
  }

  private energyWarning(i: number, days: number[], worst: number): PlanWarning {
    const engine = this.engine;
    const target = engine.needs[i].nutrientNeeds.KCAL.target;
    let min = 0;
    let max = 0;
    for (const view of this.views) {
      const share = view.pool.shares[i] ?? { user: 0, kcal: 0 };
      const r = rangeOf(view.survivors.map((p) => scaledKcal(p, share, engine)));
      if (!r) continue;
      min += r.min;
      max += r.max;
    }
    const empty = this.emptyLabels();
    const lost = empty.length > 0 ? `; ${empty.join(', ')} ${empty.length === 1 ? 'has' : 'have'} no candidate` : '';
    const b = engine.bounds;
    let rule: string;
    let relaxation: string;
    let relaxations: PlanRelaxation[];
    if (worst < 0 && max < target * (1 - WARNING_TOLERANCE)) {
      rule = `energy of the remaining candidates too low for ${Math.round(target)} kcal: at most ${Math.round(max)} kcal a day at ${servingsWords(engine.memberMax[i] ?? b.max, b.max)} each${lost}`;
      const needed = Math.ceil(b.max * (target / Math.max(1, max)) * 10) / 10;
      relaxation = `raise the portion maximum from ${b.max} to about ${needed} servings, or add a division (a side dish or bread) to the main meals`;
      relaxations = [{ kind: 'PORTION_BOUNDS', max: needed }];
    } else if (worst > 0 && min > target * (1 + WARNING_TOLERANCE)) {
      rule = `energy of the remaining candidates too high for ${Math.round(target)} kcal: at least ${Math.round(min)} kcal a day at ${b.min} servings each`;
      const needed = Math.floor(b.min * (target / Math.max(1, min)) * 100) / 100;
      relaxation = `lower the portion minimum from ${b.min} to about ${needed} servings, or remove a division`;
      relaxations = [{ kind: 'PORTION_BOUNDS', min: needed }];
    } else {
      ({ rule, relaxation, relaxations } = this.traded(
        'energy',
        `${Math.round(min)} to ${Math.round(max)} kcal a day`,
        'ENERGY_SUITABILITY',
      ));
      rule += lost;
    }
    const word = worst < 0 ? 'short' : 'over';
    return {
      kind: 'ENERGY',
      need: 'KCAL',
      user: engine.needs[i].user,
      days: days.map((d) => this.dayNames[d]),
      shortfall: worst,
      bindingRule: rule,
      relaxation,
      ...(relaxations.length > 0 ? { relaxations } : {}),
      message:
        `Energy for ${this.memberLabel(i)}: up to ${pct(worst)} ${word} of ${Math.round(target)} kcal on ${this.dayList(days)}; ` +
        `${rule}; relaxation: ${relaxation}`,
    };
  }

  /** Energy-weighted reachable density (g per 100 kcal) of a macro over the divisions. */
  private densityReach(m: Macro, i: number, candidates: (view: DivisionView) => readonly PreparedRecipe[]): Range {
    let weight = 0;
    let min = 0;
    let max = 0;
    for (const view of this.views) {
      const share = view.pool.shares[i]?.kcal ?? 0;
      const r = rangeOf(
        candidates(view)
          .filter((p) => p.recipe.nutritionPerServing.energyKcal > 0)
          .map((p) => (100 * macroGrams(p, m)) / p.recipe.nutritionPerServing.energyKcal),
      );
      if (!r || share <= 0) continue;
      weight += share;
      min += share * r.min;
      max += share * r.max;
    }
    return weight > 0 ? { min: min / weight, max: max / weight } : { min: 0, max: 0 };
  }

  private macroWarning(i: number, m: Macro, days: number[], worst: number): PlanWarning {
    const engine = this.engine;
    const nn = engine.needs[i].nutrientNeeds;
    const grams = nn[m.need].target;
    const density = (100 * grams) / Math.max(1, nn.KCAL.target);
    const reach = this.densityReach(m, i, (v) => v.survivors);
    const share = (d: number) => Math.round(d * m.kcalPerGram);
    let rule: string;
    let relaxation: string;
    let relaxations: PlanRelaxation[];
    const allow = (fix: Constraint): PlanRelaxation[] => allowing([fix], this.engine);
    if (worst < 0 && reach.max < density * (1 - WARNING_TOLERANCE)) {
      rule = `${m.name} density of the remaining candidates too low for ${one(density)} g/100 kcal (at most ${one(reach.max)})`;
      const fix = this.relaxingConstraint(m, i, (r) => r.max >= density * (1 - WARNING_TOLERANCE));
      relaxation = fix
        ? `allow ${fix.label} (${RELAXABLE_WHY[fix.kind] ?? fix.kind})`
        : `lower the ${m.name} share of the macro distribution to ${share(reach.max)} % or less`;
      relaxations = fix ? allow(fix) : [{ kind: 'MACRO_SHARE', macro: m.need, share: share(reach.max) / 100 }];
    } else if (worst > 0 && reach.min > density * (1 + WARNING_TOLERANCE)) {
      rule = `${m.name} density of the remaining candidates too high for ${one(density)} g/100 kcal (at least ${one(reach.min)})`;
      const fix = this.relaxingConstraint(m, i, (r) => r.min <= density * (1 + WARNING_TOLERANCE));
      relaxation = fix
        ? `allow ${fix.label} (${RELAXABLE_WHY[fix.kind] ?? fix.kind})`
        : `raise the ${m.name} share of the macro distribution to ${share(reach.min)} % or more`;
      relaxations = fix ? allow(fix) : [{ kind: 'MACRO_SHARE', macro: m.need, share: share(reach.min) / 100 }];
    } else {
      ({ rule, relaxation, relaxations } = this.traded(
        m.name,
        `${one(reach.min)} to ${one(reach.max)} g/100 kcal for ${one(density)}`,
        m.heuristic,
      ));
    }
    const word = worst < 0 ? 'short' : 'over';
    return {
      kind: 'MACRO',
      need: m.need,
      user: engine.needs[i].user,
      days: days.map((d) => this.dayNames[d]),
      shortfall: worst,
      bindingRule: rule,
      relaxation,
      ...(relaxations.length > 0 ? { relaxations } : {}),
      message:
        `${capital(m.name)} for ${this.memberLabel(i)}: up to ${pct(worst)} ${word} of ${Math.round(grams)} g on ${this.dayList(days)}; ` +
        `${rule}; relaxation: ${relaxation}`,
    };
  }

  /** The first relaxable constraint whose removal alone brings the reachable density within tolerance. */
  private relaxingConstraint(m: Macro, i: number, ok: (r: Range) => boolean): Constraint | null {
    for (const c of this.constraints) {
      if (!c.relaxable) continue;
      const r = this.densityReach(m, i, (v) =>
        v.pool.fixed ? v.survivors : [...v.survivors, ...v.onlyBrokenBy(c, this.constraints)],
      );
      if (ok(r)) return c;
    }
    return null;
  }
}

/**
 * Weekly food-group rules the plan does not meet (a week heuristic's rule, NL_FISH or INCLUDE_WHITE_MEAT, only when the
 * household's rules leave candidates of its group; counted as the week pass counts them: chosen recipes of the free
 * divisions), each with the meals reached and why: no candidate of the group after the household rules (naming
 * them), too few candidates for the count under the hard variety rules (a recipe at most twice a week, once a day),
 * divisions whose every candidate is of a capped group, pinned or kept meals; or the search found no swap.
 */
class FoodGroupAnalysis {
  constructor(private readonly a: Analysis) {}

  warnings(rules: readonly EnforcedFoodGroupRule[]): PlanWarning[] {
    const out: PlanWarning[] = [];
    for (const rule of rules) {
      const n = this.reached(rule);
      if (rule.atLeast !== undefined && n < rule.atLeast) {
        const why = this.whyShort(rule, rule.atLeast);
        // A week heuristic's rule (NL_FISH ...) does not apply to a household whose rules exclude the whole group.
        if (!(rule.heuristic && why.none)) out.push(this.warning({ ...rule, atMost: undefined }, n, why));
      }
      if (rule.atMost !== undefined && n > rule.atMost)
        out.push(this.warning({ ...rule, atLeast: undefined }, n, this.whyOver(rule, rule.atMost)));
    }
    return out;
  }

  private get state(): PlanState {
    return this.a.state;
  }

  private reached(rule: WeeklyFoodGroupRule): number {
    const pools = this.state.engine.pools;
    return this.state.slots.reduce(
      (a, row) => a + row.filter((c, s) => c !== null && !pools[s].fixed && hasFoodGroup(c.p, rule.foodGroup)).length,
      0,
    );
  }

  private warning(rule: EnforcedFoodGroupRule, n: number, why: { rule: string; relaxation: string }): PlanWarning {
    const label = `${foodGroupRuleLabel(rule)}${rule.heuristic ? ` (${rule.heuristic})` : ''}`;
    const bound = rule.atLeast ?? rule.atMost ?? 0;
    return {
      kind: 'FOOD_GROUP_RULE',
      need: rule.foodGroup,
      days: this.a.dayNames,
      shortfall: n - bound,
      bindingRule: why.rule,
      relaxation: why.relaxation,
      message: `${label}: ${n} reached, ${why.rule}; relaxation: ${why.relaxation}`,
    };
  }

  /** "At least": no candidate of the group (which rules removed them), too few for the count, or no swap found. */
  private whyShort(rule: WeeklyFoodGroupRule, atLeast: number): { rule: string; relaxation: string; none?: boolean } {
    const g = rule.foodGroup;
    const group = FOOD_GROUP_LABELS[g];
    const views = this.a.views.filter((v) => !v.pool.fixed);
    const ids = new Set<number>();
    let slotsPerDay = 0;
    for (const v of views) {
      let any = false;
      for (let r = 0; r < v.pool.size; r += 1)
        if (hasFoodGroup(v.pool.recipeAt(r), g)) {
          ids.add(v.pool.recipeAt(r).recipe.idRecipe);
          any = true;
        }
      if (any) slotsPerDay += 1;
    }
    if (ids.size === 0) {
      const typed = new Set(views.flatMap((v) => v.typed.filter((p) => hasFoodGroup(p, g))));
      const binding = this.a.constraints
        .map((c) => ({ c, removed: [...typed].filter((p) => c.breaks(p)).length }))
        .filter((b) => b.removed > 0)
        .sort((x, y) => y.removed - x.removed);
      if (typed.size === 0)
        return {
          none: true,
          rule: `0 ${group} candidates: no ${group} recipe of the plan's meal types in the catalogue`,
          relaxation: `add ${group} recipes to the catalogue, or lower the rule to at least 0`,
        };
      const relaxable = binding.find(
        (b) => b.c.relaxable && views.some((v) => v.onlyBrokenBy(b.c, this.a.constraints).some((p) => hasFoodGroup(p, g))),
      );
      return {
        none: true,
        rule: `0 ${group} candidates: ${phraseOf(binding.map((b) => b.c)).toLowerCase()} leaves none of ${typed.size} ${group} recipes`,
        relaxation: relaxable
          ? `allow ${relaxable.c.label} (${RELAXABLE_WHY[relaxable.c.kind] ?? relaxable.c.kind}), or lower the rule to at least 0`
          : `lower the rule to at least 0 (no diet, allergen or food restriction is dropped)`,
      };
    }
    const most = Math.min(ids.size * MAX_WEEK_USES, slotsPerDay * this.a.dayNames.length);
    if (most < atLeast)
      return {
        rule: `only ${ids.size} ${group} candidate${ids.size === 1 ? '' : 's'} in ${slotsPerDay} division${slotsPerDay === 1 ? '' : 's'} a day (a recipe at most ${MAX_WEEK_USES} times a week, once a day): at most ${most} meals`,
        relaxation: `lower the rule to at least ${most}, or add ${group} recipes to the catalogue`,
      };
    return {
      rule: `${ids.size} ${group} candidates, but no swap kept the hard variety rules (a recipe at most ${MAX_WEEK_USES} times a week, no main-dish family twice a day or on consecutive days) and the other rules' caps`,
      relaxation: `lower the rule to at least ${this.reached(rule)}, or raise the caps of the other rules`,
    };
  }

  /** "At most": pinned or kept meals of the group, divisions whose every candidate is of it, or no swap found. */
  private whyOver(rule: WeeklyFoodGroupRule, atMost: number): { rule: string; relaxation: string } {
    const g = rule.foodGroup;
    const group = FOOD_GROUP_LABELS[g];
    const pools = this.state.engine.pools;
    let locked = 0;
    this.state.slots.forEach((row, d) =>
      row.forEach((c, s) => {
        if (c && !pools[s].fixed && this.state.locked[d][s] && hasFoodGroup(c.p, g)) locked += 1;
      }),
    );
    if (locked > atMost)
      return {
        rule: `${locked} pinned or kept meals are ${group} meals`,
        relaxation: `unpin or replace ${locked - atMost} of them, or raise the rule to at most ${locked}`,
      };
    const forced = pools.filter((p) => {
      if (p.fixed || p.size === 0) return false;
      for (let r = 0; r < p.size; r += 1) if (!hasFoodGroup(p.recipeAt(r), g)) return false;
      return true;
    });
    const least = forced.length * this.a.dayNames.length;
    if (least > atMost)
      return {
        rule: `every candidate of ${forced.map((p) => p.label).join(', ')} is a ${group} recipe: at least ${least} meals`,
        relaxation: `raise the rule to at most ${least}, or add recipes without ${group} to ${forced.length === 1 ? 'that division' : 'those divisions'}`,
      };
    return {
      rule: `no swap to a recipe without ${group} kept the hard variety rules (a recipe at most ${MAX_WEEK_USES} times a week, no main-dish family twice a day or on consecutive days) and the other rules`,
      relaxation: `raise the rule to at most ${this.reached(rule)}`,
    };
  }
}

function macroGrams(p: PreparedRecipe, m: Macro): number {
  const n = p.recipe.nutritionPerServing;
  return m.need === 'PROTEIN' ? n.protein : m.need === 'CARB' ? n.carbohydrate : n.fat;
}

/**
 * The warnings of a finished plan: divisions with too few candidates first, then per member the
 * energy and macro needs missed by more than WARNING_TOLERANCE on some day, then the weekly food-group
 * rules (`rules`, as the week pass enforced them) the plan does not meet. Deterministic.
 */
export function planWarnings(state: PlanState, rules: readonly EnforcedFoodGroupRule[] = []): PlanWarning[] {
  const a = new Analysis(state);
  return [...a.candidateWarnings(), ...a.familyWarnings(), ...a.nutritionWarnings(), ...new FoodGroupAnalysis(a).warnings(rules)];
}
