import { FOOD_GROUP_LABELS, foodGroupRuleLabel, type WeeklyFoodGroupRule } from '../domain';
import { hasFoodGroup } from './search';
import type { PlanState } from './state';
import type { EnforcedFoodGroupRule } from './plan';
import type { PlanWarning } from './types';
import { MAX_WEEK_USES } from './variety';
import { phraseOf, RELAXABLE_WHY } from './warningConstraints';
import type { Analysis } from './warnings';

/**
 * Weekly food-group rules the plan does not meet (a week heuristic's rule, NL_FISH or INCLUDE_WHITE_MEAT, only when the
 * household's rules leave candidates of its group; counted as the week pass counts them: chosen recipes of the free
 * divisions), each with the meals reached and why: no candidate of the group after the household rules (naming
 * them), too few candidates for the count under the hard variety rules (a recipe at most twice a week, once a day),
 * divisions whose every candidate is of a capped group, pinned or kept meals; or the search found no swap.
 */
export class FoodGroupAnalysis {
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
