/**
 * The plan being built: one choice per day and division, with week-level counters kept up to date so
 * that a slot's context is built in O(divisions x ingredients) instead of rescanning the week.
 */
import { soupCapacityDays, type SlotContext } from './heuristics';
import type { PoolEntry } from './pool';
import type { PreparedRecipe } from './prepared';
import type { ScaleResult } from './scaling';
import type { Engine } from './setup';
import type { ScaledRecipe } from './types';

/** A slot's content; `kept` is the previous plan's scaled recipe kept verbatim. */
export interface Choice {
  readonly p: PreparedRecipe;
  readonly scale: ScaleResult;
  readonly entry?: PoolEntry;
  readonly kept?: ScaledRecipe;
}

const bump = <K>(m: Map<K, number>, k: K, by: number) => {
  const v = (m.get(k) ?? 0) + by;
  if (v === 0) m.delete(k);
  else m.set(k, v);
};

export class PlanState {
  readonly slots: (Choice | null)[][];
  readonly locked: boolean[][];
  private readonly recipeUses = new Map<number, number>();
  private readonly groupCounts = new Map<string, number>();

  constructor(readonly engine: Engine) {
    this.slots = engine.days.map(() => engine.pools.map(() => null));
    this.locked = engine.days.map(() => engine.pools.map(() => false));
  }

  set(day: number, slot: number, c: Choice): void {
    if (this.slots[day][slot]) this.unset(day, slot);
    this.slots[day][slot] = c;
    bump(this.recipeUses, c.p.recipe.idRecipe, 1);
    for (const g of c.p.foodGroups) bump(this.groupCounts, g, 1);
  }

  unset(day: number, slot: number): Choice | null {
    const c = this.slots[day][slot];
    if (!c) return null;
    this.slots[day][slot] = null;
    bump(this.recipeUses, c.p.recipe.idRecipe, -1);
    for (const g of c.p.foodGroups) bump(this.groupCounts, g, -1);
    return c;
  }

  /** Context of a slot, excluding whatever the slot holds. O(divisions x ingredients). */
  slotContext(day: number, slot: number): SlotContext {
    const pool = this.engine.pools[slot];
    const own = this.slots[day][slot];
    const sameDayIngredients = new Set<number>();
    const sameDayRecipes = new Set<number>();
    let sameDayMeat = false;
    let sameDayFish = false;
    this.slots[day].forEach((c, s) => {
      if (!c || s === slot) return;
      for (const id of c.p.ingredientIds) sameDayIngredients.add(id);
      sameDayRecipes.add(c.p.recipe.idRecipe);
      sameDayMeat ||= c.p.flags.containsMeat;
      sameDayFish ||= c.p.flags.containsFish;
    });
    const previousDayIngredients = new Set<number>();
    if (day > 0) for (const c of this.slots[day - 1]) if (c) for (const id of c.p.ingredientIds) previousDayIngredients.add(id);
    const uses = new Map(this.recipeUses);
    const groups = new Map(this.groupCounts);
    if (own) {
      bump(uses, own.p.recipe.idRecipe, -1);
      for (const g of own.p.foodGroups) bump(groups, g, -1);
    }
    return {
      division: pool.division,
      isMainDish: pool.isMainDish,
      varietyLevel: this.engine.input.varietyOptions?.varietyLevel ?? 'UNLIMITED',
      sameDayIngredients,
      previousDayIngredients,
      sameDayRecipes,
      sameDayMeat,
      sameDayFish,
      weekRecipeUses: uses,
      weekFoodGroups: new Set(groups.keys()),
      previousSoup: this.previousSoup(day, slot),
    };
  }

  private previousSoup(day: number, slot: number): SlotContext['previousSoup'] {
    const prev = day > 0 ? this.slots[day - 1][slot] : null;
    if (!prev || !prev.p.flags.isSoup) return null;
    let runDays = 1;
    for (let d = day - 2; d >= 0 && this.slots[d][slot]?.p.recipe.idRecipe === prev.p.recipe.idRecipe; d -= 1) runDays += 1;
    return {
      idRecipe: prev.p.recipe.idRecipe,
      runDays,
      capacityDays: soupCapacityDays(prev.scale.servings, prev.p.gramsPerServing),
    };
  }
}
