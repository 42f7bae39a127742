import type {
  IngredientRef,
  IngredientUnit,
  NutrientRetentionFactor,
  Recipe,
  RecipeInput,
  Tag,
  TagCategory,
  UnitName,
  WeightYieldFactor,
} from '../../../services/generated/appApi.generated';
import { deriveMealRoles, MEAL_TYPES, parseMealRoles, type MealRole, type MealType } from '../../../domain';
import { normalizePreparationSteps } from '../markdown';

/** The default unit of an ingredient is GRAMS with 1 g. */
export const GRAMS: IngredientUnit = { name: 'GRAMS', quantityInGrams: 1 };
export const UNTITLED_RECIPE = 'Untitled Recipe';

export interface IngredientRow {
  ingredient: IngredientRef;
  quantity: number;
  unitName: UnitName;
  /** The units this ingredient offers (GRAMS always among them). */
  units: IngredientUnit[];
  weightYieldFactor?: WeightYieldFactor;
  nutrientRetentionFactors: NutrientRetentionFactor[];
}

export interface TranslatedLabels {
  NAME: string;
  PREPARATION_STEPS: string;
  OTHER_INFO: string;
}

/**
 * What the editor's form holds. Numbers typed into inputs stay strings until saving, so that
 * "empty" is representable and the required rules can say so.
 */
export interface RecipeFormValues {
  name: string;
  status: 'DRAFT' | 'PUBLISHED';
  authorId: string;
  servings: string;
  preparationTime: string;
  cookingTime: string;
  mealTypes: string[];
  seasons: string[];
  storage: string[];
  cookingMethods: string[];
  otherTags: string[];
  /** DIET tags are computed by the server; kept as loaded so a save does not drop them. */
  dietTags: string[];
  cuisine: string;
  nutsRegionCode: string;
  expertiseLevel: string;
  ingredients: IngredientRow[];
  preparationSteps: string;
  otherInfo: string;
  source: string;
  i18nLabels: Record<string, TranslatedLabels>;
  /**
   * The meal roles staff chose, or null: derived from the name, the meal types and the source's food code, on
   * screen as they change and by the server on save. (A draft kept before meal roles existed has none: derived.)
   */
  mealRoles?: MealRole[] | null;
}

const TAG_FIELDS: Array<[keyof RecipeFormValues, TagCategory]> = [
  ['mealTypes', 'MEAL_TYPE'],
  ['seasons', 'SEASON'],
  ['storage', 'STORAGE'],
  ['cookingMethods', 'COOKING_METHOD'],
  ['otherTags', 'OTHER'],
  ['dietTags', 'DIET'],
];

export function emptyRecipeValues(): RecipeFormValues {
  return {
    name: '',
    status: 'DRAFT',
    authorId: '',
    servings: '1',
    preparationTime: '',
    cookingTime: '',
    mealTypes: [],
    seasons: [],
    storage: [],
    cookingMethods: [],
    otherTags: [],
    dietTags: [],
    cuisine: '',
    nutsRegionCode: '',
    expertiseLevel: '',
    ingredients: [],
    preparationSteps: '',
    otherInfo: '',
    source: '',
    i18nLabels: {},
    mealRoles: null,
  };
}

const text = (value: number | string | undefined) => (value === undefined || value === null ? '' : String(value));

export function valuesFromRecipe(recipe: Recipe): RecipeFormValues {
  const tagsOf = (category: TagCategory) => recipe.tags.filter((t) => t.category === category).map((t) => t.name);
  const values = emptyRecipeValues();
  for (const [field, category] of TAG_FIELDS) (values[field] as string[]) = tagsOf(category);
  const labels: Record<string, TranslatedLabels> = {};
  for (const [lang, label] of Object.entries(recipe.i18nLabels ?? {})) {
    labels[lang] = {
      NAME: label.NAME ?? '',
      PREPARATION_STEPS: label.PREPARATION_STEPS ?? '',
      OTHER_INFO: label.OTHER_INFO ?? '',
    };
  }
  return {
    ...values,
    name: recipe.name,
    status: recipe.status,
    authorId: recipe.author ? String(recipe.author.id) : '',
    servings: text(recipe.preparationDetails.servings),
    preparationTime: text(recipe.preparationDetails.preparationTime),
    cookingTime: text(recipe.preparationDetails.cookingTime),
    cuisine: recipe.cuisine ?? '',
    nutsRegionCode: recipe.nutsRegion?.code ?? '',
    expertiseLevel: recipe.expertiseLevel ?? '',
    ingredients: recipe.recipeIngredients.map((row) => ({
      ingredient: row.ingredient,
      quantity: row.quantity,
      unitName: row.unit.name,
      units: row.unit.name === 'GRAMS' ? [row.unit] : [GRAMS, row.unit],
      weightYieldFactor: row.weightYieldFactor,
      nutrientRetentionFactors: row.nutrientRetentionFactors ?? [],
    })),
    preparationSteps: recipe.preparationDetails.preparationSteps ?? '',
    otherInfo: recipe.otherInfo ?? '',
    source: recipe.source ?? '',
    i18nLabels: labels,
    mealRoles: recipe.mealRolesSetBy ? parseMealRoles(recipe.mealRoles) : null,
  };
}

/** The roles the server derives for these values (the source's food code is the saved recipe's, if any). */
export function derivedMealRoles(
  values: Pick<RecipeFormValues, 'name' | 'mealTypes'>,
  sourceCode: string | undefined,
): MealRole[] {
  const known = new Set<string>(MEAL_TYPES);
  return deriveMealRoles({
    name: values.name.trim(),
    sourceCode: sourceCode ?? null,
    mealTypes: values.mealTypes.filter((t): t is MealType => known.has(t)),
  });
}

/** True when saving in `lang` may fall back to "Untitled Recipe". */
export function untitledApplies(values: RecipeFormValues, lang: string, defaultLanguage: string): boolean {
  if (lang === defaultLanguage) return false;
  const label = values.i18nLabels[lang];
  return !label?.NAME?.trim() && !!label?.PREPARATION_STEPS?.trim();
}

/** The validation message of the name in the language being edited, or undefined when fine. */
export function nameProblem(values: RecipeFormValues, lang: string, defaultLanguage: string): string | undefined {
  const name = lang === defaultLanguage ? values.name : values.i18nLabels[lang]?.NAME;
  if (name?.trim() || untitledApplies(values, lang, defaultLanguage)) return undefined;
  if (lang !== defaultLanguage && values.name.trim()) return undefined;
  return 'Recipe name cannot be empty';
}

const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

export interface SaveContext {
  idRecipe?: number;
  version?: number;
  lang: string;
  defaultLanguage: string;
  authors?: ReadonlyArray<{ id: number; name?: string; externalID?: string }>;
}

/** The body of POST /recipe/ from the form, with the Untitled Recipe rule and markdown normalised. */
export function toRecipeInput(values: RecipeFormValues, context: SaveContext): RecipeInput {
  const labels: Record<string, TranslatedLabels> = {};
  for (const [lang, label] of Object.entries(values.i18nLabels)) {
    if (lang === context.defaultLanguage) continue;
    const next = { ...label, PREPARATION_STEPS: normalizePreparationSteps(label.PREPARATION_STEPS ?? '') };
    if (lang === context.lang && untitledApplies(values, lang, context.defaultLanguage)) next.NAME = UNTITLED_RECIPE;
    if (next.NAME || next.PREPARATION_STEPS || next.OTHER_INFO) labels[lang] = next;
  }
  const translatedName = labels[context.lang]?.NAME;
  const tags: Tag[] = TAG_FIELDS.flatMap(([field, category]) => (values[field] as string[]).map((name) => ({ name, category })));
  const author = context.authors?.find((a) => String(a.id) === values.authorId);
  return {
    ...(context.idRecipe !== undefined ? { idRecipe: context.idRecipe, version: context.version } : {}),
    name: values.name.trim() || translatedName || UNTITLED_RECIPE,
    status: values.status,
    ...(author ? { author } : {}),
    recipeIngredients: values.ingredients.map((row) => ({
      ingredient: row.ingredient,
      quantity: Number(row.quantity),
      unit: row.units.find((u) => u.name === row.unitName) ?? GRAMS,
      // An emptied factor input leaves NaN behind: send no factor rather than null.
      ...(row.weightYieldFactor && Number.isFinite(row.weightYieldFactor.factor)
        ? { weightYieldFactor: row.weightYieldFactor }
        : {}),
      nutrientRetentionFactors: row.nutrientRetentionFactors,
    })),
    tags,
    cuisine: (values.cuisine || undefined) as RecipeInput['cuisine'],
    nutsRegion: values.nutsRegionCode ? { code: values.nutsRegionCode } : undefined,
    expertiseLevel: (values.expertiseLevel || undefined) as RecipeInput['expertiseLevel'],
    otherInfo: values.otherInfo || undefined,
    source: values.source || undefined,
    preparationDetails: {
      servings: Number(values.servings),
      preparationTime: optionalNumber(values.preparationTime),
      cookingTime: optionalNumber(values.cookingTime),
      preparationSteps: normalizePreparationSteps(values.preparationSteps) || undefined,
    },
    i18nLabels: labels,
    // Derived roles are not sent: the server derives them from what is saved.
    ...(values.mealRoles ? { mealRoles: values.mealRoles } : {}),
  };
}

/** A field of the editor's form, as react-hook-form names it. */
export type RecipeFormField =
  | 'name'
  | 'servings'
  | 'preparationTime'
  | 'cookingTime'
  | 'preparationSteps'
  | 'otherInfo'
  | 'source'
  | `ingredients.${number}.quantity`
  | `ingredients.${number}.weightYieldFactor.factor`
  | `i18nLabels.${string}.${keyof TranslatedLabels}`;

const DETAILS: Record<string, RecipeFormField> = {
  servings: 'servings',
  preparationTime: 'preparationTime',
  cookingTime: 'cookingTime',
  preparationSteps: 'preparationSteps',
};

/**
 * The form field a server error names by its machine path in the save body (`field` of a 400, e.g.
 * `preparationDetails.servings`, `recipeIngredients[2].quantity`, `i18nLabels.nl.NAME`), or
 * undefined when the form has no such input.
 */
export function formFieldOf(serverField: string | undefined): RecipeFormField | undefined {
  if (!serverField) return undefined;
  if (serverField === 'name' || serverField === 'otherInfo' || serverField === 'source') return serverField;
  const details = /^preparationDetails\.(\w+)$/.exec(serverField);
  if (details) return DETAILS[details[1]];
  const line = /^recipeIngredients\[(\d+)\]\.(quantity|weightYieldFactor\.factor)$/.exec(serverField);
  if (line)
    return line[2] === 'quantity'
      ? `ingredients.${Number(line[1])}.quantity`
      : `ingredients.${Number(line[1])}.weightYieldFactor.factor`;
  const label = /^i18nLabels\.([a-z]{2})\.(NAME|PREPARATION_STEPS|OTHER_INFO)$/.exec(serverField);
  if (label)
    return `i18nLabels.${label[1]}.${label[2] === 'NAME' ? 'NAME' : label[2] === 'PREPARATION_STEPS' ? 'PREPARATION_STEPS' : 'OTHER_INFO'}`;
  return undefined;
}
