/**
 * The nutrients the catalogue stores per 100 g of an ingredient (one column each), in the order of the
 * seed data file `foods.tsv.gz`. `abbrev` names the SR28 ABBREV.txt field the value comes from;
 * `cronometer` names the SR24 (CRON-o-Meter) nutrient used where SR28's abbreviated file has no value
 * (trans fatty acids and alcohol are not in ABBREV). Salt is derived: sodium mg * 2.5 / 1000.
 */
export const NUTRIENTS = [
  { key: 'energyKcal', column: 'energy_kcal', unit: 'kcal', abbrev: 'Energ_Kcal' },
  { key: 'water', column: 'water', unit: 'g', abbrev: 'Water' },
  { key: 'protein', column: 'protein', unit: 'g', abbrev: 'Protein' },
  { key: 'fat', column: 'fat', unit: 'g', abbrev: 'Lipid_Tot' },
  { key: 'ash', column: 'ash', unit: 'g', abbrev: 'Ash' },
  { key: 'carbohydrate', column: 'carbohydrate', unit: 'g', abbrev: 'Carbohydrt' },
  { key: 'fiber', column: 'fiber', unit: 'g', abbrev: 'Fiber_TD' },
  { key: 'sugar', column: 'sugar', unit: 'g', abbrev: 'Sugar_Tot' },
  { key: 'alcohol', column: 'alcohol', unit: 'g', cronometer: 'Alcohol' },
  { key: 'saturatedFattyAcids', column: 'saturated_fatty_acids', unit: 'g', abbrev: 'FA_Sat' },
  { key: 'monounsaturatedFattyAcids', column: 'monounsaturated_fatty_acids', unit: 'g', abbrev: 'FA_Mono' },
  { key: 'polyunsaturatedFattyAcids', column: 'polyunsaturated_fatty_acids', unit: 'g', abbrev: 'FA_Poly' },
  { key: 'transFattyAcids', column: 'trans_fatty_acids', unit: 'g', cronometer: 'Trans-Fats' },
  { key: 'cholesterol', column: 'cholesterol', unit: 'mg', abbrev: 'Cholestrl' },
  { key: 'sodium', column: 'sodium', unit: 'mg', abbrev: 'Sodium' },
  { key: 'salt', column: 'salt', unit: 'g' },
  { key: 'calcium', column: 'calcium', unit: 'mg', abbrev: 'Calcium' },
  { key: 'iron', column: 'iron', unit: 'mg', abbrev: 'Iron' },
  { key: 'magnesium', column: 'magnesium', unit: 'mg', abbrev: 'Magnesium' },
  { key: 'phosphorus', column: 'phosphorus', unit: 'mg', abbrev: 'Phosphorus' },
  { key: 'potassium', column: 'potassium', unit: 'mg', abbrev: 'Potassium' },
  { key: 'zinc', column: 'zinc', unit: 'mg', abbrev: 'Zinc' },
  { key: 'copper', column: 'copper', unit: 'mg', abbrev: 'Copper' },
  { key: 'manganese', column: 'manganese', unit: 'mg', abbrev: 'Manganese' },
  { key: 'selenium', column: 'selenium', unit: 'µg', abbrev: 'Selenium' },
  { key: 'vitaminA', column: 'vitamin_a', unit: 'µg RAE', abbrev: 'Vit_A_RAE' },
  { key: 'vitaminAIu', column: 'vitamin_a_iu', unit: 'IU', abbrev: 'Vit_A_IU' },
  { key: 'retinol', column: 'retinol', unit: 'µg', abbrev: 'Retinol' },
  { key: 'alphaCarotene', column: 'alpha_carotene', unit: 'µg', abbrev: 'Alpha_Carot' },
  { key: 'betaCarotene', column: 'beta_carotene', unit: 'µg', abbrev: 'Beta_Carot' },
  { key: 'betaCryptoxanthin', column: 'beta_cryptoxanthin', unit: 'µg', abbrev: 'Beta_Crypt' },
  { key: 'lycopene', column: 'lycopene', unit: 'µg', abbrev: 'Lycopene' },
  { key: 'luteinZeaxanthin', column: 'lutein_zeaxanthin', unit: 'µg', abbrev: 'Lut+Zea' },
  { key: 'vitaminC', column: 'vitamin_c', unit: 'mg', abbrev: 'Vit_C' },
  { key: 'vitaminD', column: 'vitamin_d', unit: 'µg', abbrev: 'Vit_D_mcg' },
  { key: 'vitaminDIu', column: 'vitamin_d_iu', unit: 'IU', abbrev: 'Vit_D_IU' },
  { key: 'vitaminE', column: 'vitamin_e', unit: 'mg', abbrev: 'Vit_E' },
  { key: 'vitaminK', column: 'vitamin_k', unit: 'µg', abbrev: 'Vit_K' },
  { key: 'vitaminB1', column: 'vitamin_b1', unit: 'mg', abbrev: 'Thiamin' },
  { key: 'vitaminB2', column: 'vitamin_b2', unit: 'mg', abbrev: 'Riboflavin' },
  { key: 'vitaminB3', column: 'vitamin_b3', unit: 'mg', abbrev: 'Niacin' },
  { key: 'vitaminB5', column: 'vitamin_b5', unit: 'mg', abbrev: 'Panto_acid' },
  { key: 'vitaminB6', column: 'vitamin_b6', unit: 'mg', abbrev: 'Vit_B6' },
  { key: 'vitaminB12', column: 'vitamin_b12', unit: 'µg', abbrev: 'Vit_B12' },
  { key: 'folate', column: 'folate', unit: 'µg', abbrev: 'Folate_Tot' },
  { key: 'folicAcid', column: 'folic_acid', unit: 'µg', abbrev: 'Folic_acid' },
  { key: 'foodFolate', column: 'food_folate', unit: 'µg', abbrev: 'Food_Folate' },
  { key: 'folateDfe', column: 'folate_dfe', unit: 'µg DFE', abbrev: 'Folate_DFE' },
  { key: 'choline', column: 'choline', unit: 'mg', abbrev: 'Choline_Tot' },
] as const;

export type NutrientKey = (typeof NUTRIENTS)[number]['key'];
export type NutrientColumn = (typeof NUTRIENTS)[number]['column'];
export type Nutrition = Partial<Record<NutrientKey, number | null>>;

/** Nutrients a recipe keeps as per-serving columns (fast list filters and sorting). */
export const RECIPE_SERVING_NUTRIENTS = [
  'energyKcal',
  'protein',
  'fat',
  'carbohydrate',
  'fiber',
  'sugar',
  'saturatedFattyAcids',
  'cholesterol',
  'salt',
  'iron',
] as const satisfies readonly NutrientKey[];

/** Salt (g) from sodium (mg), as on EU labels. */
export function saltFromSodiumMg(sodiumMg: number): number {
  return Math.round(sodiumMg * 2.5) / 1000;
}
