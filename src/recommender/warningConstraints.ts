/**
 * The household rules taken apart so that a warning can name them (`Constraint`), the relaxations that allow the
 * relaxable ones, the catalogue as one division sees it (`DivisionView`), and the words the warnings use.
 */
import {
  ALLERGEN_WORDS,
  DIET_WORDS,
  EXPERTISE_LEVELS,
  KCAL_PER_GRAM,
  foodRestrictionWord,
  listInWords,
  restrictionPhrase,
  type Allergen,
  type Diet,
} from '../domain';
import type { DivisionPool } from './pool';
import type { PreparedRecipe } from './prepared';
import { brokenHouseholdRule, expertiseRank, fitsDivision } from './rules';
import { boundsOf, portionFor, type MemberShare } from './scaling';
import type { Engine } from './setup';
import type { PlanRelaxation } from './types';

export type ConstraintKind =
  'DIET' | 'ALLERGEN' | 'FOOD_RESTRICTION' | 'INGREDIENT_RESTRICTION' | 'EXCLUDED_INGREDIENT' | 'EXPERTISE';

/** One household rule, taken apart so that a warning can name it. */
export interface Constraint {
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

export const MACROS = [
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
export type Macro = (typeof MACROS)[number];

/** The constraints as one phrase: "Vegan with no gluten, soy or shellfish, avoiding Apple". */
export function phraseOf(cs: readonly Constraint[]): string {
  return restrictionPhrase({
    diets: cs.flatMap((c) => (c.diet ? [c.diet] : [])),
    allergens: cs.flatMap((c) => (c.allergen ? [c.allergen] : [])),
    alsoNo: cs.filter((c) => c.kind === 'FOOD_RESTRICTION').map((c) => foodRestrictionWord(c.label)),
    avoided: cs.filter((c) => c.idIngredient !== undefined || c.kind === 'EXPERTISE').map((c) => c.label),
  });
}

/** Why a relaxable constraint exists, for the relaxation's words. */
export const RELAXABLE_WHY: Partial<Record<ConstraintKind, string>> = {
  INGREDIENT_RESTRICTION: 'disliked',
  EXCLUDED_INGREDIENT: 'excluded by the variety lists',
  EXPERTISE: "above the household's cooking expertise",
};

/** The relaxations that allow these relaxable constraints: the ingredients, and the expertise the recipes ask. */
export function allowing(cs: readonly Constraint[], engine: Engine): PlanRelaxation[] {
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

/** A meal type or part in words: MAIN_DISH reads "main dish". */
export const partWords = (part: string) => part.toLowerCase().replace(/_/g, ' ');

export const pct = (x: number) => `${Math.round(Math.abs(x) * 1000) / 10} %`;
export const one = (x: number) => `${Math.round(x * 10) / 10}`;
export const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function constraintsOf(engine: Engine): Constraint[] {
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
export class DivisionView {
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
export function scaledKcal(p: PreparedRecipe, share: MemberShare, engine: Engine): number {
  const kcal = p.recipe.nutritionPerServing.energyKcal;
  if (kcal <= 0) return 0;
  return kcal * portionFor(share.kcal / kcal, boundsOf(engine.bounds, share, p.maxServings, p.minServings));
}

export interface Range {
  min: number;
  max: number;
}

export function rangeOf(values: Iterable<number>): Range | null {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  return min <= max ? { min, max } : null;
}
