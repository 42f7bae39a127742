/**
 * What the week search knows before it moves: the members' day and meal targets, the settings' weights (λ, ρ, μ,
 * the heuristic scale, the variety rules and repeat budget) and, per division, its candidates as flat arrays
 * (`poolData`: nutrition per serving, each member's portion, the heuristic upper bound, dish family, fruit, slot
 * misfit), built on first use. The subclasses score candidates (candidates.ts), solve portions (portions.ts), search
 * a day (day.ts) and apply the week's rules (week.ts).
 */
import { HEURISTIC_NAMES, normaliseWeight, type HeuristicName, DEFAULT_MEAL_RULES } from '../../domain';
import { STARCH_KINDS, type PreparedRecipe } from '../prepared';
import { fruitWeight, repeatWeight, SIDE_REPEAT_PENALTY } from '../choose';
import { DYNAMIC_HEURISTICS } from '../heuristics';
import type { DivisionPool } from '../pool';
import { deriveSeed, mulberry32 } from '../rng';
import { seasonOf } from '../calendar';
import { ADULT_AGE, CAP_MISFITS, slotMisfits, type SlotFacts } from '../slots';
import type { MealOfDayDivision } from '../types';
import { ANIMAL_SOURCES, PLANT_SOURCES, PROTEIN_SOURCES, PROTEIN_WEEK_CAP } from '../protein';
import type { Choice, PlanState } from '../state';
import {
  dishFamily,
  familyInSlot,
  isFruitSlot,
  isUncommonFruit,
  MAX_FAMILY_WEEK_USES,
  MAX_FRUIT_WEEK_USES,
  repeatBudget,
  snackFamily,
  SNACK_TREAT,
  TREAT_WEEK_USES,
  varietyRulesOf,
  VIOLATION_PENALTY,
  type VarietyRules,
} from '../variety';
import {
  addChoice,
  devOf,
  documentedOnly,
  NUT,
  nutrientsOf,
  PLATE_MAIN,
  PLATE_OTHER,
  PLATE_SIDE,
  scaleOf,
  sideWeights,
} from './terms';

/**
 * λ per slot at weight 5: 0.01 of day deviation is worth 0.01 x LAMBDA_PER_SLOT of score on every slot. 50, because
 * at 25 the meal heuristics outweighed a member's meal missing its energy by 15-20 % in households of 3-4 (objective
 * p95 0.046 with the salt/fibre/sugar terms off, 0.017 at 50); at 75 MINIMIZE_PRODUCT_CATEGORIES and another meal
 * heuristic do not move their metric (tests/recommender/settingsEffect.test.ts). scripts/bench/README.md, Recommender.
 */
export const LAMBDA_PER_SLOT = 50;
/**
 * Portions without a step are rounded to 0.0001 serving (about 0.03 g). At 0.001 the rounding alone cost the six meal
 * terms 0.0013 of the day objective (median) on the quality bench, a sixth of it.
 */
export const CONTINUOUS_STEP = 0.0001;
/** The side-repeat penalty ρ (choose.ts, at most 0.1) scaled to the search's value units. */
const REPEAT_SCALE = 10;
/** Seeded preference per plan and candidate (0..SEED_NOISE), so seeds give different near-equal plans. */
const SEED_NOISE = 0.08;
/** The family code of SNACK_TREAT in every search (registered first). */
const TREAT_CODE = 0;

/**
 * Value lost per slot misfit (slots.ts): about a 3.3 % day deviation at the default weights. With λ doubled (see
 * LAMBDA_PER_SLOT) 6 let 11 % of snack slots take misfits, 12 kept 98.7 % fitting but doubled the objective's p95;
 * 9 keeps the slot fit where it was (98 %). scripts/bench/README.md, Recommender.
 */
export const SLOT_MISFIT_PENALTY = 9;
/**
 * Heuristic value of a slot in the search: HEURISTIC_SCALE x Σ weight x score / WEIGHT_UNIT. The weights act
 * absolutely (raising one weight adds that heuristic's value without diluting the others, as the normalised
 * `slotScore` would), so a heuristic at weight 5 ranging 0..1 is worth HEURISTIC_SCALE: about a 1.9 % day
 * deviation at the default λ of a 9-slot day (270). Nutrition stays first (a day's deviation differs by far more
 * between most candidates), the heuristics decide among the nutritionally near-equal ones. 5, because once the salt,
 * fibre, sugar, fruit and vegetable terms and the seeded whole foods widened the nutrition differences, at 3 six
 * heuristics and the week improvement no longer moved their metric, and at 4 two (FREE_SUGAR_LIMIT, LITRE_OF_SOUP_IN_A_ROW)
 * (tests/recommender/settingsEffect.test.ts); the dietitian bench (3 seeds, 52 weeks each) was as good or better at 5:
 * energy |dev| p50 0.8 % both, macro p95 7.2 % against 10.5 %, salt 7.3 g against 7.1 g, fibre 15.9 against 15.6
 * g/1,000 kcal (scripts/bench/README.md, Dietitian).
 */
export const HEURISTIC_SCALE = 5;
const WEIGHT_UNIT = 5;

export interface PoolData {
  readonly n: number;
  /** Per candidate: nutrition of one serving (NUT values). */
  readonly nutr: Float64Array;
  /** Per candidate and member: portion in servings. */
  readonly portions: Float64Array;
  /** Per candidate and member: the nutrition of that portion (NUT values, portion x per serving). */
  readonly scaled: Float64Array;
  /** Per candidate: upper bound of `slotScore`. */
  readonly upper: Float64Array;
  readonly ids: Int32Array;
  /** Per candidate: dish family code (-1 none). */
  readonly family: Int32Array;
  /** Per candidate: the fruit's main ingredient, -1 when not a fruit. */
  readonly fruit: Int32Array;
  /** Per candidate in a slot that takes fruit: its fruit's family code (`fruitFamilyOf`), -1 not a fruit or no such slot. */
  readonly fruitFamily: Int32Array;
  /** Per candidate in a snack slot: its dish family's code (`dishCode`), -1 in other slots or none. */
  readonly dish: Int32Array;
  /**
   * Per candidate in a slot that takes fruit: the codes of its key foods (`foodCodes`); in a dinner slot those but
   * its starch (`dinnerFoodCodes`); empty in other slots.
   */
  readonly foods: readonly (readonly number[])[];
  /** Per candidate in a main slot whose protein source is soy: the codes of its key foods (`foodCodes`); else empty. */
  readonly soyFoods: readonly (readonly number[])[];
  /** Per candidate: its protein source's index in PROTEIN_SOURCES (protein.ts), -1 none. */
  readonly protein: Int8Array;
  /** Per candidate in a dinner slot: its starch kind's index in STARCH_KINDS (prepared.ts), -1 none or no dinner. */
  readonly starch: Int8Array;
  /** Per candidate: slot-fit penalty (slots.ts). */
  readonly misfit: Float64Array;
  /** Scratch per candidate for `best` (values, penalties, week-dependent marks), reused across calls. */
  readonly values: Float64Array;
  readonly penalties: Float64Array;
  readonly special: Uint8Array;
}

const DYNAMIC_NAMES = Object.keys(DYNAMIC_HEURISTICS) as HeuristicName[];

export class SearchBase {
  protected readonly members: number;
  protected readonly targets: Float64Array[];
  /** Per member and meal index: the meal's energy target. */
  protected readonly mealTargets: Float64Array[];
  protected readonly slotMeal: Int32Array;
  /** Per slot: its place on the plate (portions.ts PLATE_*): a main dish, a vegetable side, or neither. */
  protected readonly plateKind: Int8Array;
  /** Per slot: one that takes fruit (fruit, snack, dessert parts), where the week's fruit cap counts. */
  protected readonly fruitSlot: boolean[];
  /** Per slot: a snack division, whose dish should be of a kind the day has not had (SAME_DAY_SNACK_KIND). */
  protected readonly snackSlot: boolean[];
  /** Per slot: a dinner main dish (a dinner recipe is never repeated within the week). */
  protected readonly dinner: boolean[];
  /** Per slot: a main dish (breakfast, lunch or dinner part), where the week's eggs are counted (protein.ts PROTEIN_WEEK_CAP). */
  protected readonly mainSlot: boolean[];
  /** The week's treats in the snack slots before one more is charged (TREAT_WEEK_USES, raised as the family cap). */
  private readonly treatCap: number;
  protected readonly free: boolean[];
  private readonly data: (PoolData | null)[];
  /** Family codes; SNACK_TREAT is code TREAT_CODE, whose week cap is its own (`familyCap`). */
  protected readonly familyCodes = new Map<string, number>([[SNACK_TREAT, TREAT_CODE]]);
  protected readonly familyById = new Map<number, number>();
  readonly lambda: number;
  /** The greedy fill weighs nutrition only when the day improvement is on (the switch keeps its effect). */
  protected readonly nutritionInGreedy: boolean;
  /** RECREATE: recipes of the previous plan, avoided by AVOID_PREVIOUS each. */
  protected readonly previous: ReadonlySet<number>;
  protected readonly mu: number;
  protected readonly rho: number[];
  /** Per slot: search value of one unit of the normalised `slotScore` (its total weight, absolute). */
  protected readonly scoreScale: number[];
  /** Per slot: soup slot whose consecutive-day repeats LITRE_OF_SOUP_IN_A_ROW asks for (not a side repeat). */
  protected readonly soupRun: boolean[];
  protected readonly budget: number;
  /** The hard variety rules of the request's variety level (variety.ts VARIETY_RULES). */
  protected readonly variety: VarietyRules;
  /**
   * Per protein source (PROTEIN_SOURCES): the week's dinners of it before one more is charged, PROTEIN_WEEK_CAP
   * raised by what the variety level adds to the dish-family cap (LOW: two more).
   */
  protected readonly proteinCap: Int32Array;
  /** The week's uses of one fruit in the slots that take fruit before one more is charged (MAX_FRUIT_WEEK_USES). */
  protected readonly fruitCap: number;
  /** A vegan household: soy is its staple, so two main dishes of different soy foods a day are not charged (SAME_DAY_PROTEIN). */
  protected readonly soyStaple: boolean;
  protected readonly step: number;
  /** Meals with a VEGETABLE division beside the main dish (slots.ts SlotFacts.plateMeals). */
  private readonly plateMeals: ReadonlySet<string>;

  constructor(readonly state: PlanState) {
    const engine = state.engine;
    this.members = engine.needs.length;
    const w = normaliseWeight(engine.input.settings.dayHeuristicsWeights.NUTRITIONAL_DEVIATION);
    const side = sideWeights(engine.input.settings.dayHeuristicsWeights, w);
    this.targets = engine.needs.map((n) => {
      const nn = n.nutrientNeeds;
      return Float64Array.from([
        nn.KCAL.target,
        nn.PROTEIN.target,
        nn.CARB.target,
        nn.FAT.target,
        nn.FIBER.target,
        engine.mealRules.maxSaltPerDayG,
        Math.min(nn.SUGAR.max, engine.mealRules.maxFreeSugarPerDayG),
        ...side,
      ]);
    });
    this.mealTargets = engine.needs.map((n) => Float64Array.from(engine.meals, (m) => n.mealsKcalNeed[m] ?? 0));
    this.slotMeal = Int32Array.from(engine.pools, (p) => engine.meals.indexOf(p.division.mealOfDay));
    this.dinner = engine.pools.map((p) => p.isMainDish && p.division.mealOfDay === 'DINNER');
    this.mainSlot = engine.pools.map((p) => p.isMainDish);
    this.snackSlot = engine.pools.map((p) => p.division.type === 'MEAL_PART' && p.division.mealPart === 'SNACK');
    this.fruitSlot = engine.pools.map((p) => !p.isMainDish && isFruitSlot(p.division));
    this.plateKind = Int8Array.from(engine.pools, (p) =>
      p.isMainDish
        ? PLATE_MAIN
        : p.division.type === 'MEAL_PART' && p.division.mealPart === 'VEGETABLE'
          ? PLATE_SIDE
          : PLATE_OTHER,
    );
    this.free = engine.pools.map((p) => !p.fixed);
    this.lambda = (w / 5) * engine.pools.length * LAMBDA_PER_SLOT;
    // A repeated fruit at FRUIT_VARIETY 5 is worth what any heuristic at 5 is (HEURISTIC_SCALE): at 1, once the macro
    // limits weighed in, the weight no longer lowered a day's fruit repeats (settingsEffect.test.ts, 10 seeds).
    this.mu = fruitWeight(state) * HEURISTIC_SCALE;
    // ρ per other use in the week, for every free division: the side divisions' repeat weight, and for main dishes
    // the same weight (LIMIT_MAIN_DISH_RECIPE_REPETITION / 5) on top of that heuristic's score, so raising the weight
    // never moves the repeat budget from the side divisions to the main dishes.
    const limit = normaliseWeight(engine.input.settings.mealOfDayHeuristicsWeights.LIMIT_MAIN_DISH_RECIPE_REPETITION) / 5;
    this.variety = varietyRulesOf(engine.input.varietyOptions?.varietyLevel);
    const extra = Math.max(0, this.variety.maxFamilyWeekUses - MAX_FAMILY_WEEK_USES);
    this.proteinCap = Int32Array.from(PROTEIN_SOURCES, (k) => PROTEIN_WEEK_CAP[k] + extra);
    this.coverDinners(this.proteinCap);
    this.treatCap = TREAT_WEEK_USES + extra;
    this.fruitCap = Math.max(MAX_FRUIT_WEEK_USES + extra, this.fruitUsesPerKind());
    this.soyStaple = engine.input.restrictions.diets.includes('VEGAN');
    const pull = this.variety.repeatPull;
    this.rho = engine.pools.map((p, slot) =>
      p.fixed ? 0 : pull * (p.isMainDish ? REPEAT_SCALE * SIDE_REPEAT_PENALTY * limit : REPEAT_SCALE * repeatWeight(state, slot)),
    );
    this.scoreScale = engine.pools.map(
      (p) => (HEURISTIC_SCALE * HEURISTIC_NAMES.reduce((a, n) => a + p.weights[n], 0)) / WEIGHT_UNIT,
    );
    this.soupRun = engine.pools.map((p) => p.weights.LITRE_OF_SOUP_IN_A_ROW > 0 && p.division.mealPart === 'SOUP');
    const freeSlots = this.free.filter(Boolean).length * engine.days.length;
    this.budget = repeatBudget(freeSlots, this.variety.minDistinctPer49);
    this.plateMeals = new Set(
      engine.pools
        .filter((p) => p.division.type === 'MEAL_PART' && p.division.mealPart === 'VEGETABLE')
        .map((p) => p.division.mealOfDay),
    );
    this.step = engine.bounds.step > 0 ? engine.bounds.step : CONTINUOUS_STEP;
    this.data = engine.pools.map(() => null);
    this.nutritionInGreedy = engine.input.settings.runDayImprovement;
    const prev = engine.input.action === 'RECREATE' ? engine.input.previousPlan : undefined;
    this.previous = new Set((prev?.mealPlans ?? []).flatMap((m) => m.scaledRecipes.map((x) => x.recipe.idRecipe)));
  }

  /**
   * The largest whole step member m may be served of a recipe: their own max (scaling.ts `memberMaxPortion`) and the
   * recipe's own cap (`PreparedRecipe.maxServings`: offal, rice cakes, fruit, cheese as a snack).
   */
  protected maxStep(m: number, recipeMax = Infinity): number {
    const b = this.state.engine.bounds;
    const max = Math.min(this.state.engine.memberMax[m] ?? b.max, recipeMax);
    return Math.max(b.min, Math.floor(max / this.step + 1e-9) * this.step);
  }

  /** The smallest whole step member m may be served of a recipe: the bounds' min, or the recipe's own least. */
  protected minStep(m: number, recipeMax = Infinity, recipeMin = 0): number {
    const least = Math.max(this.state.engine.bounds.min, Math.ceil(recipeMin / this.step - 1e-9) * this.step);
    return Math.min(this.maxStep(m, recipeMax), least);
  }

  /** Portion q of member m rounded to the step and kept within the member's bounds for the recipe. */
  protected round(q: number, m: number, recipeMax = Infinity, recipeMin = 0): number {
    const r = Math.round(q / this.step) * this.step;
    return Math.round(Math.min(this.maxStep(m, recipeMax), Math.max(this.minStep(m, recipeMax, recipeMin), r)) * 1e6) / 1e6;
  }

  /** The week's uses of a family (code) in its slots before one more is charged: the level's cap, treats their own. */
  protected familyCap(code: number): number {
    return code === TREAT_CODE ? this.treatCap : this.variety.maxFamilyWeekUses;
  }

  protected poolData(slot: number): PoolData {
    const cached = this.data[slot];
    if (cached) return cached;
    const pool = this.state.engine.pools[slot];
    const M = this.members;
    const n = pool.size;
    const nutr = new Float64Array(n * NUT);
    const portions = new Float64Array(n * M);
    const upper = new Float64Array(n);
    const ids = new Int32Array(n);
    const family = new Int32Array(n);
    const fruit = new Int32Array(n);
    const protein = new Int8Array(n);
    const starch = new Int8Array(n);
    const fruitFamily = new Int32Array(n);
    const dish = new Int32Array(n);
    const foods: number[][] = [];
    const soyFoods: number[][] = [];
    const misfit = new Float64Array(n);
    const rng = mulberry32(deriveSeed(this.state.engine.input.seed, 104729 * (slot + 1)));
    const facts = {
      season: seasonOf(this.state.engine.input.startDate),
      hasMinor: this.state.engine.input.members.some((m) => m.ageYears < ADULT_AGE),
      mealRules: this.state.engine.mealRules,
      avoidsGluten: this.state.engine.input.restrictions.allergens.includes('GLUTEN'),
      plateMeals: this.plateMeals,
    };
    const rules = this.state.engine.mealRules;
    const snack = this.snackSlot[slot];
    const total = HEURISTIC_NAMES.reduce((s, name) => s + pool.weights[name], 0);
    const dyn = DYNAMIC_NAMES.reduce((s, name) => s + pool.weights[name], 0);
    for (let r = 0; r < n; r += 1) {
      const p = pool.recipeAt(r);
      const x = p.recipe.nutritionPerServing;
      nutr.set(nutrientsOf(p), r * NUT);
      for (let m = 0; m < M; m += 1)
        portions[r * M + m] = this.round(
          x.energyKcal > 0 ? pool.shares[m].kcal / x.energyKcal : 1,
          m,
          p.maxServings,
          p.minServings,
        );
      upper[r] = total > 0 ? ((pool.staticSumAt(r) + dyn) / total) * this.scoreScale[slot] : 0;
      ids[r] = p.recipe.idRecipe;
      family[r] = this.codeOf(slotFamilyOf(pool, p));
      fruit[r] = p.flags.isFruit && p.flags.mainIngredientId !== null ? p.flags.mainIngredientId : -1;
      protein[r] = p.protein === null ? -1 : PROTEIN_SOURCES.indexOf(p.protein);
      starch[r] = this.dinner[slot] && p.starchKind !== null ? STARCH_KINDS.indexOf(p.starchKind) : -1;
      fruitFamily[r] = this.fruitSlot[slot] ? this.fruitFamilyCode(p) : -1;
      dish[r] = this.snackSlot[slot] ? this.dishCode(p) : -1;
      foods.push(this.fruitSlot[slot] ? this.foodCodes(p) : this.dinner[slot] ? this.dinnerFoodCodes(p) : []);
      soyFoods.push(this.mainSlot[slot] && p.protein === 'soy' ? this.foodCodes(p) : []);
      const fit = misfitsOf(p, pool.division, facts);
      misfit[r] = SLOT_MISFIT_PENALTY * fit.misfits + (fit.alcoholWithMinor ? VIOLATION_PENALTY : 0) + SEED_NOISE * rng();
      // The dish's salt and a snack's free sugar at the portions the members would eat (the caps are per person).
      let worstSalt = 0;
      let worstSugar = 0;
      for (let m = 0; m < M; m += 1) {
        worstSalt = Math.max(worstSalt, portions[r * M + m] * x.salt);
        worstSugar = Math.max(worstSugar, portions[r * M + m] * p.freeSugar);
      }
      if (worstSalt > rules.maxSaltPerDishG && x.salt <= rules.maxSaltPerDishG) misfit[r] += SLOT_MISFIT_PENALTY * CAP_MISFITS;
      if (snack && worstSugar > rules.maxFreeSugarPerSnackG && p.freeSugar <= rules.maxFreeSugarPerSnackG)
        misfit[r] += SLOT_MISFIT_PENALTY * CAP_MISFITS;
    }
    const scaled = new Float64Array(n * M * NUT);
    for (let r = 0; r < n; r += 1)
      for (let m = 0; m < M; m += 1) {
        const q = portions[r * M + m];
        for (let j = 0; j < NUT; j += 1) scaled[(r * M + m) * NUT + j] = q * nutr[r * NUT + j];
      }
    const d = {
      n,
      nutr,
      portions,
      scaled,
      upper,
      ids,
      family,
      fruit,
      fruitFamily,
      dish,
      foods,
      soyFoods,
      protein,
      starch,
      misfit,
      values: new Float64Array(n),
      penalties: new Float64Array(n),
      special: new Uint8Array(n),
    };
    this.data[slot] = d;
    return d;
  }

  /**
   * The uses of each fruit a week needs when its fruit slots are spread over the kinds of fruit the household may eat
   * (14 fruit items over 3 kinds: 5): the weekly fruit cap is never below it, so a household with few fruits is not
   * charged for what it cannot avoid (and FRUIT_VARIETY still orders its days).
   */
  /**
   * A week whose dinners can hold only a few protein sources (a vegan household's: pulses and soy, three each) raises
   * the caps of the plant sources, pulses and soy in turn, until the available sources cover every dinner of the week
   * and one more: otherwise the last dinner is charged for its source, and the search served pasta or pizza with no
   * protein at all instead (dietitians struck six such vegan dinners in five weeks, 2026-11-30). Eggs and cheese keep
   * their caps (a vegetarian week's sources already cover it).
   */
  private coverDinners(cap: Int32Array): void {
    const engine = this.state.engine;
    const pools = engine.pools.filter((p, s) => this.dinner[s] && !p.fixed);
    const dinners = pools.length * engine.days.length;
    const available = new Set<number>();
    for (const pool of pools)
      for (let r = 0; r < pool.size; r += 1) {
        const source = pool.recipeAt(r).protein;
        if (source !== null) available.add(PROTEIN_SOURCES.indexOf(source));
      }
    const plant = PLANT_SOURCES.map((k) => PROTEIN_SOURCES.indexOf(k)).filter((k) => available.has(k));
    let total = [...available].reduce((sum, k) => sum + cap[k], 0);
    for (let i = 0; plant.length > 0 && dinners > 0 && total < dinners + 1; i += 1, total += 1) cap[plant[i % plant.length]] += 1;
  }

  private fruitUsesPerKind(): number {
    const engine = this.state.engine;
    const kinds = new Set<string>();
    let items = 0;
    engine.pools.forEach((pool, s) => {
      if (!this.fruitSlot[s] || pool.division.mealPart !== 'FRUIT') return;
      items += engine.days.length;
      for (let r = 0; r < pool.size; r += 1) {
        const f = fruitFamilyOf(pool.recipeAt(r));
        if (f !== null) kinds.add(f);
      }
    });
    return kinds.size > 0 ? Math.ceil(items / kinds.size) : 0;
  }

  /** A fruit's family code among the dish families (`fruit: apple`), -1 for a recipe that is no fruit. */
  protected fruitFamilyCode(p: PreparedRecipe): number {
    return this.codeOf(fruitFamilyOf(p));
  }

  /** A recipe's dish family code (the family's name, as the main dishes' codes), -1 none. */
  protected dishCode(p: PreparedRecipe): number {
    return this.codeOf(familyOf(p));
  }

  /** The codes of a recipe's key foods (`PreparedRecipe.keyFoods`), kept apart from the dish families. */
  protected foodCodes(p: PreparedRecipe): number[] {
    return p.keyFoods.map((f) => this.codeOf(`food: ${f}`));
  }

  /**
   * A dinner's key foods but its starch (potatoes, rice, pasta, grains: the starch has its own rotation rule), and its
   * protein source when that is an animal one (cheese, eggs, poultry, meat, fish: two cheese or fish dinners running
   * clash even when the cheese or the fish differs; pulses and soy, a plant-based week's staples, do not).
   */
  protected dinnerFoodCodes(p: PreparedRecipe): number[] {
    const foods = p.keyFoodsBesideStarch.map((f) => this.codeOf(`food: ${f}`));
    return p.protein !== null && ANIMAL_SOURCES.has(p.protein) ? [...foods, this.codeOf(`protein: ${p.protein}`)] : foods;
  }

  /** The code of a family, registered on first sight (a family met first in another slot's choice counts too). */
  protected codeOf(f: string | null): number {
    if (f === null) return -1;
    let code = this.familyCodes.get(f);
    if (code === undefined) {
      code = this.familyCodes.size;
      this.familyCodes.set(f, code);
    }
    return code;
  }

  /** The choice for a candidate rank with its search portions. */
  protected choiceAt(pool: DivisionPool, slot: number, rank: number): Choice {
    const d = this.poolData(slot);
    const M = this.members;
    const e = pool.entryAt(rank);
    const scale = scaleOf(
      e.scale,
      Array.from({ length: M }, (_, m) => d.portions[rank * M + m]),
    );
    return { p: e.p, scale, entry: e };
  }

  /**
   * The search's deviation of a day (mean over members; all meal terms, the salt, fibre and sugar terms at their
   * weights); `documented`: the documented objective only (4 day terms and the meal terms).
   */
  dayDeviation(day: number, documented = false): number {
    const M = this.members;
    if (M === 0) return 0;
    const meals = this.state.engine.meals.length;
    const t = this.dayTotals(day);
    const mealE = new Float64Array(M * meals);
    this.state.slots[day].forEach((c, s) => {
      if (!c) return;
      c.scale.householdServings.forEach((h, m) => {
        mealE[m * meals + this.slotMeal[s]] += h.portionInServings * c.p.recipe.nutritionPerServing.energyKcal;
      });
    });
    let sum = 0;
    for (let m = 0; m < M; m += 1) {
      const g = documented ? documentedOnly(this.targets[m]) : this.targets[m];
      let dm = devOf(g, t.subarray(m * NUT, m * NUT + NUT), 0, 0);
      for (let k = 0; k < meals; k += 1) {
        const e = this.mealTargets[m][k];
        if (e > 0) dm += Math.abs(mealE[m * meals + k] - e) / e;
      }
      sum += dm;
    }
    return sum / M;
  }

  /** A day's nutrition per member (NUT values at m x NUT). */
  protected dayTotals(day: number): Float64Array {
    const t = new Float64Array(this.members * NUT);
    for (const c of this.state.slots[day]) if (c) addChoice(t, c, 1);
    return t;
  }

  protected freeSlots(day: number): number[] {
    return this.state.engine.pools
      .map((_, s) => s)
      .filter((s) => this.free[s] && !this.state.locked[day][s] && this.state.engine.pools[s].size > 0);
  }
}

/**
 * Per prepared recipe (kept across calls with the prepared recipes, prepared.ts): its dish family and its slot
 * misfits by division kind, season and minor, which depend on nothing else (slots.ts, variety.ts).
 */
const recipeFacts = new WeakMap<
  PreparedRecipe,
  { family: string | null; snack: string | null; misfits: Map<string, ReturnType<typeof slotMisfits>> }
>();
function factsOf(p: PreparedRecipe) {
  let f = recipeFacts.get(p);
  if (!f) {
    f = { family: dishFamily(p.recipe), snack: snackFamily(p.recipe), misfits: new Map() };
    recipeFacts.set(p, f);
  }
  return f;
}
export const familyOf = (p: PreparedRecipe): string | null => factsOf(p).family;
/** A recipe's snack kind (variety.ts `snackFamily`: "snack: soybeans" ...), null for none. */
export const snackKindOf = (p: PreparedRecipe): string | null => factsOf(p).snack;
/** A fruit's family for the week's fruit cap ("fruit: apple", "fruit: cherry"), null for a recipe that is no fruit. */
export const fruitFamilyOf = (p: PreparedRecipe): string | null => {
  const f = factsOf(p).family;
  return p.flags.isFruit && f !== null ? `fruit: ${f}` : null;
};
/** A recipe's family in a pool's slot (variety.ts slotFamily), from the cached dish family. */
export const slotFamilyOf = (pool: DivisionPool, p: PreparedRecipe): string | null =>
  familyInSlot(pool.division, pool.isMainDish, familyOf(p), isUncommonFruit(p.flags), factsOf(p).snack);
function misfitsOf(p: PreparedRecipe, d: MealOfDayDivision, facts: SlotFacts): ReturnType<typeof slotMisfits> {
  const cache = factsOf(p).misfits;
  const r = facts.mealRules ?? DEFAULT_MEAL_RULES;
  const key = `${d.mealOfDay}|${d.type}|${d.mealPart ?? ''}|${facts.season}|${facts.hasMinor ? 1 : 0}|${facts.avoidsGluten ? 1 : 0}|${facts.plateMeals?.has(d.mealOfDay) ? 1 : 0}|${r.maxFreeSugarPerSnackG}|${r.maxFreeSugarPerDayG}|${r.maxSaltPerDishG}`;
  let fit = cache.get(key);
  if (!fit) {
    fit = slotMisfits(p, d, facts);
    cache.set(key, fit);
  }
  return fit;
}
