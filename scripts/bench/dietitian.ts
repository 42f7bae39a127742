/**
 * `npm run bench:recommender:dietitian`: a dietitian's benchmark. An outside dietitian reads week plans item by item;
 * this bench judges them the same way, by rules written apart from the product's rule set (src/domain/dietitianJudge.ts:
 * nothing of src/recommender's slots, roles, flags or variety is used to judge; the engine is only called through
 * `planWeek`, and `householdNeeds` gives the members' targets for the energy and macro deviations).
 *
 * It plans the bench households (scripts/bench/recommenderInputs.ts: default sample, 2 and 4 members, 10 generated
 * households of 1..4) as plain, vegan, lacto-ovo-vegetarian and gluten-free households (restrictions set as
 * scripts/bench/dietTruth.ts sets them) over `--seeds N` seeds (default 3), and prints one markdown row per profile,
 * household and seed, a summary row of medians per profile and over all rows, and a final line of strikes.
 *
 * Columns (per member and day unless said otherwise; "median" over the plan's member-days):
 * - implausible: items struck by the judge (candy or alcohol anywhere, a meal or > 350 kcal per serving in a snack slot,
 *   not a soup in the soup slot, a dessert / meal replacement / chocolate milk or yoghurt at breakfast, a dessert, bare
 *   side, drink, snack food or frozen meal with dessert as the lunch or dinner main, a fruit slot without fruit, a sauce
 *   or spread on its own, raw batter, baby food); the reasons of every strike are in the weeks file. candy: candy items.
 * - free sugar (g, median): an ESTIMATE from names, ingredients and sugar per serving: a dish's total sugar × servings
 *   eaten counts as free sugar unless the dish is whole fruit (raw, frozen, canned in juice or water, dried and not
 *   sweetened), plain milk or plain/unsweetened yoghurt, or vegetables / pulses (no sugar, syrup, honey or Sweets-group
 *   ingredient and no sweetened wording in the name). It overstates mixed dishes whose sugar is milk, fruit or vegetable
 *   sugar inside them (cheese sauce, tomato sauce); it is an upper estimate, to be read against the WHO's < 10 % of
 *   energy (about 50 g at 2,000 kcal) and the 5 % (25 g) it recommends.
 * - salt (g, median) and salty dishes: items with >= 3 g salt in one adult's portion (the largest adult portion).
 * - fruit, veg (g, median): scaled ingredient grams ÷ the household's servings × the member's portion, for ingredients
 *   of the SR groups "Fruits and Fruit Juices" (juice counted at most 150 g a day, as NHS 5 A Day counts one glass)
 *   and "Vegetables and Vegetable Products" + "Legumes and Legume Products" (potatoes, ketchup, peanuts and soy
 *   products such as tofu, soy milk and soy sauce left out, as 5 A Day leaves them out).
 * - fibre / 1000 kcal (median) and the share of member-days at >= 14 g per 1,000 kcal (Dutch Health Council 2006).
 * - family: dish-family uses beyond 2 a week in the main slots (breakfast, lunch, dinner; the judge's own family lexicon:
 *   egg sandwich, filled pasta, lasagna, muffin, pancake, waffle, crêpe/blintz, lo mein, burrito/taco/enchilada,
 *   pizza, omelet, French toast, ready-to-eat cereal, oatmeal, sandwich by filling, soup by kind ...) + dinner recipes
 *   repeated within the week.
 * - side > main: meals in the week whose vegetable side gives a member more energy than the meal's main dish.
 * - off ¼: share of portions not on a quarter serving step (0.68 is off, 0.75 on); max adult: largest portion (servings)
 *   of an adult member.
 * - energy: |relative deviation| of a member-day's energy from the member's target, median / p95; macro p95: the same
 *   for protein, carbohydrate and fat pooled, p95; ms: engine latency of `planWeek` for the week (wall time).
 *
 *   BENCH_INPUTS_CACHE=.tmp/bench-inputs.json npx tsx scripts/bench/dietitian.ts [--seeds 3] [--out .tmp/dietitian-weeks.txt]
 *     [--weights '{"SODIUM_LIMIT":3,"COMMON_FRUIT":3}']   (heuristic weights over the cached settings, to compare them)
 *     [--food-group-rules '[{"foodGroup":"RED_MEAT","atMost":3}]']   (weekly food-group rules instead of the cached ones)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DAY_HEURISTIC_NAMES,
  HEURISTIC_NAMES,
  MEALS_OF_DAY,
  WEEK_HEURISTIC_NAMES,
  type Allergen,
  type Diet,
  type WeeklyFoodGroupRule,
} from '../../src/domain';
import {
  householdNeeds,
  planWeek,
  type CandidateRecipe,
  type NutritionPerServing,
  type PlanInput,
  type ScaledRecipe,
  type WeekPlan,
} from '../../src/recommender';
import {
  JUICE_CAP_G,
  STRIKE_REASONS,
  familyExcess,
  fruitVegGrams,
  judgeItem,
  onQuarterStep,
  sugarIsIntrinsic,
  uncommonFruit,
  type JudgeIngredient,
  type Strike,
  type StrikeReason,
} from '../../src/domain/dietitianJudge';
import { loadBenchInputs } from './recommenderInputs';

interface Profile {
  readonly name: string;
  readonly diets: Diet[];
  readonly allergens: Allergen[];
}

/** As scripts/bench/dietTruth.ts: diets for the vegetarian profiles, the GLUTEN allergen for gluten-free. */
const PROFILES: Profile[] = [
  { name: 'plain', diets: [], allergens: [] },
  { name: 'vegan', diets: ['VEGAN'], allergens: [] },
  { name: 'lacto-ovo-vegetarian', diets: ['LACTO_OVO_VEGETARIAN'], allergens: [] },
  { name: 'gluten-free', diets: [], allergens: ['GLUTEN'] },
];

const ADULT_AGE = 18;
const MAIN_PARTS = new Set(['BREAKFAST', 'LUNCH', 'DINNER']);
const SIDE_PARTS = new Set(['VEGETABLE']);
const SALTY_DISH_G = 3;
const FIBRE_DENSITY_GOAL = 14;

/** One plan's measures. */
export interface WeekRow {
  readonly profile: string;
  readonly household: string;
  readonly seed: number;
  items: number;
  struck: number;
  candy: number;
  readonly reasons: Map<StrikeReason, number>;
  readonly freeSugar: number[];
  readonly salt: number[];
  saltyDishes: number;
  readonly fruit: number[];
  readonly veg: number[];
  readonly fibreDensity: number[];
  familyExcess: number;
  dinnerRepeats: number;
  /** Meals whose vegetable side brings a member more energy than the meal's main dish does. */
  heavySides: number;
  /** Items in the fruit slots, and those not of the everyday kinds (dietitianJudge.ts uncommonFruit). */
  fruitItems: number;
  readonly uncommonFruit: string[];
  portions: number;
  offQuarter: number;
  maxAdultPortion: number;
  readonly energy: number[];
  readonly macros: number[];
  ms: number;
}

export const quantile = (xs: readonly number[], q: number): number => {
  if (xs.length === 0) return NaN;
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.max(0, Math.ceil(q * a.length) - 1))];
};
const median = (xs: readonly number[]) => quantile(xs, 0.5);

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

/** What the bench needs of one candidate, computed once. */
interface CandidateFacts {
  readonly candidate: CandidateRecipe;
  readonly ingredients: JudgeIngredient[];
  readonly groupById: Map<number, string>;
  readonly intrinsicSugar: boolean;
}

function factsOf(cache: Map<number, CandidateFacts>, c: CandidateRecipe): CandidateFacts {
  let f = cache.get(c.idRecipe);
  if (!f) {
    const ingredients = c.ingredients.map((i) => ({ name: i.name, group: i.foodGroup, grams: i.grams }));
    f = {
      candidate: c,
      ingredients,
      groupById: new Map(c.ingredients.map((i) => [i.idIngredient, i.foodGroup ?? ''])),
      intrinsicSugar: sugarIsIntrinsic(c.name, ingredients),
    };
    cache.set(c.idRecipe, f);
  }
  return f;
}

/** Nutrition of one serving (a recipe's, or a fixed ingredient division's portion). */
function nutritionOf(s: ScaledRecipe, facts: CandidateFacts | undefined): NutritionPerServing | undefined {
  return facts?.candidate.nutritionPerServing ?? s.mealOfDayDivision.ingredientDivision?.nutritionPerPortion;
}

/** Fruit, juice and vegetable grams in one serving of a planned item (scaled grams ÷ the household's servings). */
function fruitVegPerServing(s: ScaledRecipe, facts: CandidateFacts | undefined) {
  const servings = s.servings > 0 ? s.servings : 1;
  const fixed = s.mealOfDayDivision.ingredientDivision;
  const lines: JudgeIngredient[] = facts
    ? s.scaledRecipeIngredients.map((i) => ({
        name: i.name,
        group: facts.groupById.get(i.idIngredient),
        grams: i.grams / servings,
      }))
    : fixed
      ? [{ name: fixed.ingredient.name, group: fixed.ingredient.foodGroup, grams: fixed.grams }]
      : [];
  return fruitVegGrams(lines);
}

/** A judged, planned item with what the weeks file shows. */
interface PlannedItem {
  readonly s: ScaledRecipe;
  readonly strikes: Strike[];
}

/** Measures one week plan and writes it, meal by meal, to `lines`. */
export function measureWeek(
  profile: string,
  household: string,
  seed: number,
  input: PlanInput,
  plan: WeekPlan,
  ms: number,
  cache: Map<number, CandidateFacts>,
  lines: string[],
): WeekRow {
  const byId = new Map(input.candidates.map((c) => [c.idRecipe, c]));
  const facts = (id: number) => {
    const c = byId.get(id);
    return c ? factsOf(cache, c) : undefined;
  };
  const members = input.members;
  const meals = MEALS_OF_DAY.filter((m) => input.divisions.some((d) => d.mealOfDay === m));
  const needs = householdNeeds(members, input.needsSettings, meals);
  const youngest = Math.min(...members.map((m) => m.ageYears));
  const adults = members.filter((m) => m.ageYears >= ADULT_AGE).map((m) => m.user);
  const saltJudges = adults.length > 0 ? adults : members.map((m) => m.user);
  const row: WeekRow = {
    profile,
    household,
    seed,
    items: 0,
    struck: 0,
    candy: 0,
    reasons: new Map(),
    freeSugar: [],
    salt: [],
    saltyDishes: 0,
    fruit: [],
    veg: [],
    fibreDensity: [],
    familyExcess: 0,
    dinnerRepeats: 0,
    heavySides: 0,
    fruitItems: 0,
    uncommonFruit: [],
    portions: 0,
    offQuarter: 0,
    maxAdultPortion: 0,
    energy: [],
    macros: [],
    ms,
  };

  lines.push(
    `\n=== ${profile} / ${household} / seed ${seed} === members: ${members
      .map((m) => `${m.user} (${m.gender}, ${m.ageYears} y)`)
      .join(', ')}; planWeek ${ms.toFixed(0)} ms`,
  );
  const mainNames: string[] = [];
  const dinnerUses = new Map<number, number>();
  const dates = [...new Set(plan.mealPlans.map((p) => p.date))].sort();
  for (const date of dates) {
    const dayMeals = plan.mealPlans.filter((p) => p.date === date);
    lines.push(`-- ${dayMeals[0]?.dayOfWeek ?? ''} ${date}`);
    const planned: PlannedItem[] = [];
    for (const meal of dayMeals)
      for (const s of meal.scaledRecipes) {
        const f = facts(s.recipe.idRecipe);
        const n = nutritionOf(s, f);
        const strikes = judgeItem({
          name: s.recipe.name,
          mealOfDay: s.mealOfDayDivision.mealOfDay,
          mealPart: s.mealOfDayDivision.type === 'MEAL_PART' ? s.mealOfDayDivision.mealPart : undefined,
          kcalPerServing: n?.energyKcal ?? 0,
          ingredients: f?.ingredients,
          youngestAge: youngest,
        });
        planned.push({ s, strikes });
        row.items += 1;
        if (strikes.length > 0) row.struck += 1;
        if (strikes.some((x) => x.reason === 'CANDY')) row.candy += 1;
        for (const x of strikes) row.reasons.set(x.reason, (row.reasons.get(x.reason) ?? 0) + 1);
        const part = s.mealOfDayDivision.mealPart ?? '';
        if (MAIN_PARTS.has(part)) mainNames.push(s.recipe.name);
        if (part === 'FRUIT') {
          row.fruitItems += 1;
          const odd = uncommonFruit(s.recipe.name);
          if (odd !== null) row.uncommonFruit.push(odd);
        }
        if (part === 'DINNER') dinnerUses.set(s.recipe.idRecipe, (dinnerUses.get(s.recipe.idRecipe) ?? 0) + 1);
        // Salt of one adult's portion (the largest).
        const saltPortion = Math.max(
          0,
          ...s.householdServings.filter((h) => saltJudges.includes(h.user)).map((h) => (n?.salt ?? 0) * h.portionInServings),
        );
        if (saltPortion >= SALTY_DISH_G) row.saltyDishes += 1;
        for (const h of s.householdServings) {
          row.portions += 1;
          if (!onQuarterStep(h.portionInServings)) row.offQuarter += 1;
          if (adults.includes(h.user)) row.maxAdultPortion = Math.max(row.maxAdultPortion, h.portionInServings);
        }
        const portions = s.householdServings.map((h) => h.portionInServings.toFixed(2)).join(' | ');
        const kcal = s.householdServings.map((h) => Math.round((n?.energyKcal ?? 0) * h.portionInServings)).join(' | ');
        const division = s.mealOfDayDivision.name ?? s.mealOfDayDivision.mealPart ?? s.mealOfDayDivision.type;
        lines.push(
          `  ${strikes.length > 0 ? 'XX' : '  '} ${s.mealOfDayDivision.mealOfDay.padEnd(16)} ${division.padEnd(16)} ${
            strikes.length > 0 ? `~~${s.recipe.name}~~` : s.recipe.name
          }  [portions ${portions}; kcal ${kcal}]` +
            (strikes.length > 0
              ? `\n${' '.repeat(40)}STRUCK: ${strikes.map((x) => `${STRIKE_REASONS[x.reason]} ("${x.detail}")`).join('; ')}`
              : ''),
        );
      }
    // A side heavier than its main: per meal of day and member, the VEGETABLE items' energy against the main's.
    for (const meal of new Set(planned.map((p) => p.s.mealOfDayDivision.mealOfDay))) {
      const inMeal = planned.filter((p) => p.s.mealOfDayDivision.mealOfDay === meal);
      const kcalOf = (parts: ReadonlySet<string>, user: number) =>
        inMeal
          .filter((p) => parts.has(p.s.mealOfDayDivision.mealPart ?? ''))
          .reduce((a, p) => {
            const k = p.s.householdServings.find((h) => h.user === user)?.portionInServings ?? 0;
            return a + k * (nutritionOf(p.s, facts(p.s.recipe.idRecipe))?.energyKcal ?? 0);
          }, 0);
      const heavy = members.some((m) => {
        const side = kcalOf(SIDE_PARTS, m.user);
        return side > 0 && side > kcalOf(MAIN_PARTS, m.user);
      });
      if (heavy) row.heavySides += 1;
    }
    // Member-day sums.
    for (const need of needs) {
      const t = { kcal: 0, protein: 0, carb: 0, fat: 0, fibre: 0, salt: 0, freeSugar: 0, fruit: 0, juice: 0, veg: 0 };
      for (const { s } of planned) {
        const k = s.householdServings.find((h) => h.user === need.user)?.portionInServings ?? 0;
        if (k === 0) continue;
        const f = facts(s.recipe.idRecipe);
        const n = nutritionOf(s, f);
        if (!n) continue;
        t.kcal += n.energyKcal * k;
        t.protein += n.protein * k;
        t.carb += n.carbohydrate * k;
        t.fat += n.fat * k;
        t.fibre += n.fiber * k;
        t.salt += n.salt * k;
        t.freeSugar += (f?.intrinsicSugar ? 0 : n.sugar) * k;
        const fv = fruitVegPerServing(s, f);
        t.fruit += fv.fruit * k;
        t.juice += fv.juice * k;
        t.veg += fv.veg * k;
      }
      const nn = need.nutrientNeeds;
      row.freeSugar.push(t.freeSugar);
      row.salt.push(t.salt);
      row.fruit.push(t.fruit + Math.min(JUICE_CAP_G, t.juice));
      row.veg.push(t.veg);
      row.fibreDensity.push(t.kcal > 0 ? (1000 * t.fibre) / t.kcal : 0);
      row.energy.push(Math.abs(t.kcal - nn.KCAL.target) / nn.KCAL.target);
      row.macros.push(
        Math.abs(t.protein - nn.PROTEIN.target) / nn.PROTEIN.target,
        Math.abs(t.carb - nn.CARB.target) / nn.CARB.target,
        Math.abs(t.fat - nn.FAT.target) / nn.FAT.target,
      );
      lines.push(
        `     member ${need.user}: ${Math.round(t.kcal)} / ${Math.round(nn.KCAL.target)} kcal, protein ${Math.round(t.protein)} / ${Math.round(
          nn.PROTEIN.target,
        )} g, carbohydrate ${Math.round(t.carb)} / ${Math.round(nn.CARB.target)} g, fat ${Math.round(t.fat)} / ${Math.round(
          nn.FAT.target,
        )} g, free sugar ${t.freeSugar.toFixed(0)} g, salt ${t.salt.toFixed(1)} g, fibre ${t.fibre.toFixed(1)} g (${((1000 * t.fibre) / Math.max(1, t.kcal)).toFixed(1)} /1000 kcal), fruit ${Math.round(t.fruit + Math.min(JUICE_CAP_G, t.juice))} g, veg ${Math.round(t.veg)} g`,
      );
    }
  }
  const fam = familyExcess(mainNames, 2);
  row.familyExcess = fam.excess;
  const dinnerRepeated = [...dinnerUses].filter(([, k]) => k > 1);
  row.dinnerRepeats = dinnerRepeated.reduce((a, [, k]) => a + k - 1, 0);
  lines.push(
    `-- week: ${row.struck} of ${row.items} items struck; main-slot families over 2: ${fam.over.join(', ') || 'none'}; dinner recipes repeated: ${
      dinnerRepeated.map(([id, k]) => `${byId.get(id)?.name ?? id} ×${k}`).join(', ') || 'none'
    }; uncommon fruit: ${row.uncommonFruit.length} of ${row.fruitItems} fruit items (${row.uncommonFruit.join(', ') || 'none'})`,
  );
  return row;
}

const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '-');
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)} %` : '-');

/** One table row's cells (summary rows pass medians over rows). */
interface Cells {
  items: number;
  struck: number;
  candy: number;
  freeSugar: number;
  salt: number;
  saltyDishes: number;
  fruit: number;
  veg: number;
  fibreDensity: number;
  fibreDays: number;
  family: number;
  dinner: number;
  heavySides: number;
  uncommonFruit: number;
  offQuarter: number;
  maxAdult: number;
  energyMedian: number;
  energyP95: number;
  macroP95: number;
  ms: number;
}

function cellsOf(r: WeekRow): Cells {
  return {
    items: r.items,
    struck: r.struck,
    candy: r.candy,
    freeSugar: median(r.freeSugar),
    salt: median(r.salt),
    saltyDishes: r.saltyDishes,
    fruit: median(r.fruit),
    veg: median(r.veg),
    fibreDensity: median(r.fibreDensity),
    fibreDays: r.fibreDensity.filter((x) => x >= FIBRE_DENSITY_GOAL).length / Math.max(1, r.fibreDensity.length),
    family: r.familyExcess,
    dinner: r.dinnerRepeats,
    heavySides: r.heavySides,
    uncommonFruit: r.fruitItems > 0 ? r.uncommonFruit.length / r.fruitItems : 0,
    offQuarter: r.offQuarter / Math.max(1, r.portions),
    maxAdult: r.maxAdultPortion,
    energyMedian: median(r.energy),
    energyP95: quantile(r.energy, 0.95),
    macroP95: quantile(r.macros, 0.95),
    ms: r.ms,
  };
}

function medianCells(rows: Cells[]): Cells {
  const m = (k: keyof Cells) => median(rows.map((r) => r[k]));
  const out = {} as Cells;
  for (const k of Object.keys(rows[0]) as (keyof Cells)[]) out[k] = m(k);
  return out;
}

const HEADER =
  '| profile | household | seed | items | implausible | candy | free sugar g | salt g | dishes ≥ 3 g salt | fruit g | veg g | fibre g/1000 kcal | days ≥ 14 g/1000 kcal | family > 2 + dinner repeats | side > main | uncommon fruit | off ¼ | max adult portion | energy \\|dev\\| p50 / p95 | macro \\|dev\\| p95 | ms |\n' +
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';

function line(profile: string, household: string, seed: string, c: Cells): string {
  return `| ${profile} | ${household} | ${seed} | ${f0(c.items)} | ${f1(c.struck)} | ${f1(c.candy)} | ${f0(c.freeSugar)} | ${f1(c.salt)} | ${f1(
    c.saltyDishes,
  )} | ${f0(c.fruit)} | ${f0(c.veg)} | ${f1(c.fibreDensity)} | ${pct(c.fibreDays)} | ${f1(c.family)} + ${f1(c.dinner)} | ${f1(c.heavySides)} | ${pct(c.uncommonFruit)} | ${pct(
    c.offQuarter,
  )} | ${c.maxAdult.toFixed(2)} | ${pct(c.energyMedian)} / ${pct(c.energyP95)} | ${pct(c.macroP95)} | ${f0(c.ms)} |`;
}

async function main() {
  const seeds = Number(arg('seeds', '3'));
  // Heuristic weights over the context's settings, to compare defaults on the same cached inputs.
  const weights = JSON.parse(arg('weights', '{}')) as Record<string, number>;
  const pick = (names: readonly string[]) => Object.fromEntries(Object.entries(weights).filter(([n]) => names.includes(n)));
  const foodGroupRules = arg('food-group-rules', '');
  const out = arg('out', '.tmp/dietitian-weeks.txt');
  const households = await loadBenchInputs(10);
  const cache = new Map<number, CandidateFacts>();
  const lines: string[] = [
    'Dietitian bench: every planned week, meal by meal (XX and ~~name~~: struck, with the reasons on the next line).',
    'Portions and kcal are per member, in the order of the members line.',
  ];
  const rows: WeekRow[] = [];
  for (const profile of PROFILES)
    for (const h of households)
      for (let seed = 1; seed <= seeds; seed += 1) {
        const input: PlanInput = {
          ...h.input,
          seed,
          restrictions: { ...h.input.restrictions, diets: profile.diets, allergens: profile.allergens },
          settings: {
            ...h.input.settings,
            mealOfDayHeuristicsWeights: { ...h.input.settings.mealOfDayHeuristicsWeights, ...pick(HEURISTIC_NAMES) },
            dayHeuristicsWeights: { ...h.input.settings.dayHeuristicsWeights, ...pick(DAY_HEURISTIC_NAMES) },
            weekHeuristicsWeights: { ...h.input.settings.weekHeuristicsWeights, ...pick(WEEK_HEURISTIC_NAMES) },
            ...(foodGroupRules ? { weeklyFoodGroupRules: JSON.parse(foodGroupRules) as WeeklyFoodGroupRule[] } : {}),
          },
        };
        const t0 = performance.now();
        const plan = planWeek(input);
        const ms = performance.now() - t0;
        rows.push(measureWeek(profile.name, h.name, seed, input, plan, ms, cache, lines));
      }

  const table: string[] = [HEADER];
  for (const profile of PROFILES) {
    const mine = rows.filter((r) => r.profile === profile.name);
    for (const r of mine) table.push(line(r.profile, r.household, String(r.seed), cellsOf(r)));
    table.push(line(`**${profile.name}**`, '**median of rows**', '', medianCells(mine.map(cellsOf))));
  }
  table.push(line('**ALL**', '**median of rows**', '', medianCells(rows.map(cellsOf))));
  console.log(table.join('\n'));

  const items = rows.reduce((a, r) => a + r.items, 0);
  const struck = rows.reduce((a, r) => a + r.struck, 0);
  const reasons = new Map<StrikeReason, number>();
  for (const r of rows) for (const [k, v] of r.reasons) reasons.set(k, (reasons.get(k) ?? 0) + v);
  const byReason = [...reasons]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const summary = `Total items ${items}, struck items ${struck}, struck per 20 items ${(
    (20 * struck) /
    Math.max(1, items)
  ).toFixed(2)}; strikes by reason: ${byReason || 'none'}`;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${lines.join('\n')}\n\n${summary}\n`);
  console.log(
    `\nFree sugar is an estimate (a dish's total sugar unless it is whole fruit, plain milk/yoghurt or vegetables; see the header of scripts/bench/dietitian.ts). Weeks written to ${out}.`,
  );
  console.log(summary);
  // The same macro deviations pooled over each profile's member-days (stricter than the median of the rows' p95).
  const pooled = PROFILES.map((profile) => {
    const macros = rows.filter((r) => r.profile === profile.name).flatMap((r) => r.macros);
    return `${profile.name} ${(100 * quantile(macros, 0.95)).toFixed(1)} %`;
  });
  console.log(`Macro |dev| p95 pooled over each profile's member-days and the three macros: ${pooled.join(', ')}`);
}

if (require.main === module)
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
