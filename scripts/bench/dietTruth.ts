/**
 * Diet truth of real week plans, read item by item: plans the 13 bench households (default sample, 2 and 4 members,
 * 10 generated households of 1..4) on the seeded catalogue (context nl) as plain, vegan, lacto-ovo-vegetarian,
 * gluten-free and nut-free households, over several seeds, and strikes every planned item whose dish name or
 * ingredients break the diet by an audit written apart from the product's rule set: the SR food group of each
 * ingredient and a short list of words no dietitian would accept for that diet. Writes every week, meal by meal,
 * to a text file for reading.
 *
 *   npx tsx scripts/bench/dietTruth.ts [--seeds 3] [--out .tmp/diet-truth-weeks.txt]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Allergen, Diet } from '../../src/domain';
import { planWeek, type CandidateRecipe, type PlanInput } from '../../src/recommender';
import { loadBenchInputs } from './recommenderInputs';

interface Profile {
  readonly name: string;
  readonly diets: Diet[];
  readonly allergens: Allergen[];
  /** Why an item breaks the profile, or null. */
  readonly strike: (dish: string, ingredients: readonly { name: string; group: string }[]) => string | null;
}

const FLESH_GROUPS =
  /^(Poultry Products|Sausages and Luncheon Meats|Pork Products|Beef Products|Finfish and Shellfish Products|Lamb, Veal, and Game Products)$/;
const FLESH =
  /\b(beef|pork|chicken|turkey|ham|bacon|lamb|veal|sausages?|frankfurters?|hot dogs?|salami|pepperoni|fish|salmon|tuna|cod|shrimp|crab|lobster|clams?|oysters?|anchov(y|ies)|worcestershire|gelatin|lard|gravy|chili con carne|meat|meatballs?)\b/;
const FLESH_OK = /\b(meatless|vegetarian|veggie|no meat|without meat|coconut meat|grated meat|meat substitutes?|imitation)\b/;
const ANIMAL =
  /\b(milk|cheese|butter|cream|yogurt|yoghurt|whey|casein|egg|eggs|mayonnaise|honey|custard|pudding|ice cream|chocolate|fudge|caramel|toffee)\b/;
const ANIMAL_OK =
  /\b(no cheese|pudding made with coconut milk|without milk|non-dairy butter flavor|coconut milk|soymilk|soy milk|almond milk|rice milk|oat milk|peanut butter|almond butter|cocoa butter|apple butter|cream of tartar|cream of wheat|cream style|cream-style|eggplant|egg-free|eggless|cocoa, dry powder|baking chocolate, unsweetened|honeydew)\b/;
const GLUTEN =
  /\b(wheat|barley|rye|spelt|malt|malted|oats?|oatmeal|bread|breaded|flour|pasta|spaghetti|macaroni|noodles?|couscous|bulgur|semolina|crackers?|cookies?|cake|cakes|pie|pastry|biscuits?|muffins?|pancakes?|waffles?|bagels?|buns?|rolls?|pizza|sandwich|gravy|soy sauce|beer|croutons?|stuffing|batter|tortillas?|cereals? ready-to-eat)\b/;
const GLUTEN_OK =
  /\b(gluten-free|tortillas?, ready-to-bake or -fry, corn|tortilla shortening|rice noodles?|soy sauce(?= made from soy \(tamari)|corn tortillas?|tortilla chips|buckwheat|rice cakes?|tamari|cornmeal|corn flour|rice flour|potato flour|soy flour)\b/;
const NUTS =
  /\b(almonds?|hazelnuts?|filberts?|walnuts?|cashews?|pecans?|pistachios?|macadamias?|brazilnuts|peanuts?|praline|marzipan|nuts)\b/;
const NUTS_OK = /\b(without nuts|no nuts|nutmeg|coconut|doughnuts?|chestnuts?|butternut|pine nuts)\b/;

const words = (texts: string[], bad: RegExp, ok: RegExp): string | null => {
  for (const t of texts) {
    const s = t.toLowerCase().replace(new RegExp(ok.source, 'g'), ' ');
    const m = bad.exec(s);
    if (m) return `'${m[0]}' in "${t}"`;
  }
  return null;
};

const PROFILES: Profile[] = [
  { name: 'plain', diets: [], allergens: [], strike: () => null },
  {
    name: 'vegan',
    diets: ['VEGAN'],
    allergens: [],
    strike: (dish, ings) =>
      ings.find((i) => FLESH_GROUPS.test(i.group) || i.group === 'Dairy and Egg Products')?.name.replace(/^/, 'group: ') ??
      words([dish, ...ings.map((i) => i.name)], FLESH, FLESH_OK) ??
      words([dish, ...ings.map((i) => i.name)], ANIMAL, ANIMAL_OK),
  },
  {
    name: 'lacto-ovo-vegetarian',
    diets: ['LACTO_OVO_VEGETARIAN'],
    allergens: [],
    strike: (dish, ings) =>
      ings.find((i) => FLESH_GROUPS.test(i.group))?.name.replace(/^/, 'group: ') ??
      words([dish, ...ings.map((i) => i.name)], FLESH, FLESH_OK),
  },
  {
    name: 'gluten-free',
    diets: [],
    allergens: ['GLUTEN'],
    strike: (dish, ings) => words([dish, ...ings.map((i) => i.name)], GLUTEN, GLUTEN_OK),
  },
  {
    name: 'nut-free',
    diets: [],
    allergens: ['NUTS', 'PEANUT'],
    strike: (dish, ings) => words([dish, ...ings.map((i) => i.name)], NUTS, NUTS_OK),
  },
];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

async function main() {
  const seeds = Number(arg('seeds', '3'));
  const out = arg('out', '.tmp/diet-truth-weeks.txt');
  const households = await loadBenchInputs(10);
  const lines: string[] = [];
  const rows: string[] = [];
  for (const profile of PROFILES) {
    let items = 0;
    let struck = 0;
    const examples = new Map<string, string>();
    for (const h of households) {
      for (let seed = 1; seed <= seeds; seed += 1) {
        const input: PlanInput = {
          ...h.input,
          seed,
          restrictions: { ...h.input.restrictions, diets: profile.diets, allergens: profile.allergens },
        };
        const byId = new Map<number, CandidateRecipe>(input.candidates.map((c) => [c.idRecipe, c]));
        const plan = planWeek(input);
        if (seed === 1) lines.push(`\n=== ${profile.name} / ${h.name} (seed 1) ===`);
        for (const day of plan.mealPlans) {
          for (const s of day.scaledRecipes) {
            items += 1;
            const c = byId.get(s.recipe.idRecipe);
            const ings = (c?.ingredients ?? []).map((i) => ({ name: i.name, group: i.foodGroup ?? '' }));
            const why = profile.strike(s.recipe.name, ings);
            if (why) {
              struck += 1;
              examples.set(s.recipe.name, why);
            }
            if (seed === 1)
              lines.push(
                `${day.dayOfWeek.padEnd(9)} ${s.mealOfDayDivision.mealOfDay.padEnd(16)} ${s.recipe.name}${why ? `   <-- STRUCK: ${why}` : ''}\n` +
                  `${' '.repeat(27)}${ings.map((i) => i.name).join('; ')}`,
              );
          }
        }
      }
    }
    rows.push(`| ${profile.name} | ${households.length} x ${seeds} | ${items} | ${struck} |`);
    for (const [dish, why] of [...examples].slice(0, 15)) rows.push(`|   | struck: ${dish} | ${why} | |`);
  }
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, lines.join('\n'));
  console.log('| profile | households x seeds | planned items | struck |\n|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log(`\nWeeks written to ${out}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
