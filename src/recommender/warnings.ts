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
import { listInWords, normaliseWeight, type DayOfWeek } from '../domain';
import { FoodGroupAnalysis } from './foodGroupWarnings';
import { dayTotals } from './objective';
import type { PreparedRecipe } from './prepared';
import { acceptedRoles, MIN_FAMILIES_FOR_A_WEEK } from './rules';
import type { MemberShare } from './scaling';
import type { Engine } from './setup';
import type { PlanState } from './state';
import type { EnforcedFoodGroupRule } from './plan';
import type { PlanRelaxation, PlanWarning } from './types';
import { dishFamily, MAX_FAMILY_WEEK_USES } from './variety';
import {
  allowing,
  capital,
  constraintsOf,
  DivisionView,
  MACROS,
  one,
  partWords,
  pct,
  phraseOf,
  rangeOf,
  RELAXABLE_WHY,
  scaledKcal,
  titleCase,
  type Constraint,
  type Macro,
  type Range,
} from './warningConstraints';

/** A member's largest portion in words: "2.25 servings (the maximum of 1.5, grown with a need above 2,000 kcal)". */
const servingsWords = (memberMax: number, max: number) =>
  memberMax > max ? `${memberMax} servings (the maximum of ${max}, grown with a need above 2,000 kcal)` : `${max} servings`;

/** A day missing energy or a macro by more than this relative deviation is warned. */
export const WARNING_TOLERANCE = 0.05;
/**
 * A division with fewer candidates than this is warned: a week of seven days with a recipe at most
 * twice needs at least four.
 */
export const FEW_CANDIDATES = 4;

/** "leaves 3 of 184 bread meal recipes in 1 dish family (peanut); a week needs 4 for each to come at most 2 times". */
function familiesLeft(left: number, typed: number, what: string, families: ReadonlySet<string>): string {
  const named = [...families].filter((f) => f !== '').sort();
  const list = named.length > 0 ? ` (${named.join(', ')})` : '';
  return `leaves ${left} of ${typed.toLocaleString('en-GB')} ${what} recipes in ${families.size} dish famil${families.size === 1 ? 'y' : 'ies'}${list}; a week needs ${MIN_FAMILIES_FOR_A_WEEK} for each to come at most ${MAX_FAMILY_WEEK_USES} times`;
}

/** A FEW_DISH_FAMILIES warning on a division, for the whole week. */
function familyWarning(
  pool: DivisionView['pool'],
  days: readonly DayOfWeek[],
  shortfall: number,
  rule: string,
  relaxation: string,
  relaxations?: readonly PlanRelaxation[],
): PlanWarning {
  const label = `${pool.label} (${titleCase(pool.division.mealOfDay.replace(/_/g, ' '))})`;
  return {
    kind: 'FEW_DISH_FAMILIES',
    need: pool.label,
    mealOfDay: pool.division.mealOfDay,
    idMealOfDayDivision: pool.division.idMealOfDayDivision,
    days,
    shortfall,
    bindingRule: capital(rule),
    relaxation,
    ...(relaxations ? { relaxations } : {}),
    message: `${label}: ${capital(rule)}. Relaxation: ${relaxation}`,
  };
}

export class Analysis {
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
      const rule = `${phraseOf(binding)} ${familiesLeft(pool.size, view.typed.length, part, families)}, so families repeat`;
      const relaxation = best
        ? `allow ${best.c.label} (${RELAXABLE_WHY[best.c.kind] ?? best.c.kind}): +${best.gain} dish famil${best.gain === 1 ? 'y' : 'ies'}`
        : `add ${part} recipes of other dish families to the catalogue (no diet or allergen is dropped)`;
      out.push(
        familyWarning(pool, this.dayNames, families.size, rule, relaxation, best ? allowing([best.c], this.engine) : undefined),
      );
    }
    return out;
  }

  /**
   * Divisions with their own role (a bread lunch) that the household's rules leave too few recipes or dish families of
   * that role for a week, so the planner also gives them the meal part's other roles (rules.ts, applyDivisionRules):
   * "Bread lunch (Lunch): Vegan, ... leaves 3 of 184 bread meal recipes in 1 dish family (peanut); a week
   * needs 4 ..., so the slot also takes hot main recipes". The advice is for a person (add recipes, or plan a hot
   * lunch), so the warning carries no relaxation to apply. Shortfall: the recipes of the division's role left.
   */
  roleFallbackWarnings(): PlanWarning[] {
    const out: PlanWarning[] = [];
    for (const view of this.views) {
      const pool = view.pool;
      const role = pool.division.mealRole;
      if (pool.fixed || role === undefined || pool.size === 0) continue;
      const own: PreparedRecipe[] = [];
      for (let r = 0; r < pool.size; r += 1) {
        const p = pool.recipeAt(r);
        if (p.roles.has(role)) own.push(p);
      }
      if (own.length === pool.size) continue;
      const families = new Set(own.map((p) => dishFamily(p.recipe) ?? ''));
      const binding = this.constraints.filter((c) => view.typed.some((p) => c.breaks(p)));
      const who = binding.length > 0 ? phraseOf(binding) : 'The catalogue';
      const roleWords = partWords(role);
      const others = acceptedRoles(pool.division, false)
        .filter((r) => r !== role)
        .map(partWords);
      const rule = `${who} ${familiesLeft(own.length, view.typed.length, roleWords, families)}, so the slot also takes ${listInWords(others, 'or')} recipes`;
      const relaxation = `add ${roleWords} recipes this household may eat to the catalogue, or plan this meal with the divisions of a hot ${partWords(pool.division.mealOfDay)} (no diet or allergen is dropped)`;
      out.push(familyWarning(pool, this.dayNames, own.length, rule, relaxation));
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
          : 'none among the settings; more recipes of the needed density in the catalogue would close it',
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
  return [
    ...a.candidateWarnings(),
    ...a.familyWarnings(),
    ...a.roleFallbackWarnings(),
    ...a.nutritionWarnings(),
    ...new FoodGroupAnalysis(a).warnings(rules),
  ];
}
