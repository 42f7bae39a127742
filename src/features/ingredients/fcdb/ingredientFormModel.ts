/** The ingredient editor's form: its values, how they come from an Ingredient and go back as the save body. */
import { ownAllergens, type AnimalOrigin, type GlutenCereal } from '../../../domain';
import { appApiFieldLimits } from '../../../services/generated/appApi.constants.generated';
import type { Ingredient, IngredientInput, NutrientRetentionFactor, WeightYieldFactor } from './fcdbApi';
import { NUTRIENT_RETENTION, WEIGHT_YIELD, factorRowsValid } from './FactorRows';
import { nutrientInput, nutrientValuesOf, type NutrientValues } from './nutrientFields';

export interface FormValues {
  name: string;
  englishName: string;
  originalName: string;
  recommendedPortionGrams: string;
  translations: Record<string, string>;
  nutrients: NutrientValues;
  ingredientGroupId: string;
  groups: string[];
  animalOrigins: string[];
  glutenCereals: string[];
  /** The allergens beyond what the animal origins and cereals imply (the server adds those). */
  allergens: string[];
  /** LanguaL ids, in the order they were added. */
  languaL: string[];
  weightYieldFactors: Array<{ description: string; cookingMethod: string; factor: string }>;
  nutrientRetentionFactors: Array<{ description: string; nutrient: string; factor: string }>;
}

export function valuesOf(ingredient: Ingredient): FormValues {
  return {
    name: ingredient.name,
    englishName: ingredient.englishName ?? '',
    originalName: ingredient.originalName ?? '',
    recommendedPortionGrams: ingredient.recommendedPortionGrams === undefined ? '' : String(ingredient.recommendedPortionGrams),
    translations: Object.fromEntries((ingredient.nameTranslations ?? []).map((t) => [t.languageCode, t.translation])),
    nutrients: nutrientValuesOf(ingredient),
    ingredientGroupId: ingredient.ingredientGroup ? String(ingredient.ingredientGroup.idIngredientGroup) : '',
    groups: (ingredient.groups ?? []).map((g) => String(g.idGroup)),
    animalOrigins: ingredient.animalOrigins ?? [],
    glutenCereals: ingredient.glutenCereals ?? [],
    allergens: ownAllergens(
      ingredient.allergens ?? [],
      { animalOrigins: ingredient.animalOrigins ?? [], glutenCereals: ingredient.glutenCereals ?? [] },
      ingredient.factReasons ?? {},
    ),
    languaL: (ingredient.languaLDescriptors ?? []).map((d) => d.id),
    weightYieldFactors: (ingredient.weightYieldFactors ?? []).map((f) => ({
      description: f.description ?? '',
      cookingMethod: f.cookingMethod ?? '',
      factor: String(f.factor),
    })),
    nutrientRetentionFactors: (ingredient.nutrientRetentionFactors ?? []).map((f) => ({
      description: f.description ?? '',
      nutrient: f.nutrient,
      factor: String(f.factor),
    })),
  };
}

export /** The limits of the editor's fields (openapi/api.yaml), checked before sending and named in the messages. */
const LIMITS = {
  name: appApiFieldLimits.IngredientInput.name,
  englishName: appApiFieldLimits.IngredientInput.englishName,
  originalName: appApiFieldLimits.IngredientInput.originalName,
  recommendedPortionGrams: appApiFieldLimits.IngredientInput.recommendedPortionGrams,
  // A translation is optional here: an empty one is not sent.
  translation: { ...appApiFieldLimits.NameTranslation.translation, required: false },
} as const;

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

export function inputOf(values: FormValues, groupNames: Map<string, string>): Omit<IngredientInput, 'version'> {
  const portion = values.recommendedPortionGrams.trim();
  return {
    name: values.name.trim(),
    englishName: optional(values.englishName),
    originalName: optional(values.originalName),
    recommendedPortionGrams: portion ? Number(portion) : undefined,
    ...nutrientInput(values.nutrients),
    nameTranslations: Object.entries(values.translations)
      .filter(([, t]) => t.trim())
      .map(([languageCode, translation]) => ({ languageCode, translation: translation.trim() })),
    ingredientGroup: values.ingredientGroupId ? { idIngredientGroup: Number(values.ingredientGroupId) } : undefined,
    groups: values.groups.map((g) => ({ idGroup: Number(g), name: groupNames.get(g) ?? '' })),
    animalOrigins: values.animalOrigins as AnimalOrigin[],
    glutenCereals: values.glutenCereals as GlutenCereal[],
    allergens: values.allergens as IngredientInput['allergens'],
    languaLDescriptors: values.languaL.map((id) => ({ id })),
    weightYieldFactors: values.weightYieldFactors.map((f): WeightYieldFactor => ({
      description: optional(f.description),
      ...(f.cookingMethod ? { cookingMethod: f.cookingMethod as WeightYieldFactor['cookingMethod'] } : {}),
      factor: Number(f.factor),
    })),
    nutrientRetentionFactors: values.nutrientRetentionFactors.map((f): NutrientRetentionFactor => ({
      description: optional(f.description),
      nutrient: f.nutrient,
      factor: Number(f.factor),
    })),
  };
}

/** Whether every weight yield and retention factor row is complete and in range (problems show under each row). */
export function factorsValid(values: FormValues): boolean {
  return (
    factorRowsValid(
      values.weightYieldFactors.map((f) => ({ what: f.cookingMethod, description: f.description, factor: f.factor })),
      WEIGHT_YIELD,
    ) &&
    factorRowsValid(
      values.nutrientRetentionFactors.map((f) => ({ what: f.nutrient, description: f.description, factor: f.factor })),
      NUTRIENT_RETENTION,
    )
  );
}
