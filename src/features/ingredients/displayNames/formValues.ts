import type { PickedIngredient } from '../../../components/IngredientPicker';
import type { IngredientGroup, IngredientGroupInput } from './displayNamesApi';

export interface DisplayNameFormValues {
  name: string;
  translations: { languageCode: string; translation: string; label?: string }[];
  ingredients: PickedIngredient[];
}

export const formValuesOf = (group?: IngredientGroup): DisplayNameFormValues => ({
  name: group?.name ?? '',
  translations: (group?.nameTranslations ?? []).map(({ languageCode, translation, label }) => ({
    languageCode,
    translation,
    ...(label ? { label } : {}),
  })),
  ingredients: (group?.ingredients ?? []).map(({ idIngredient, name, englishName }) => ({ idIngredient, name, englishName })),
});

/** The body of POST /ingredientgroup and PUT /ingredientgroup/{id}. */
export const inputOf = (values: DisplayNameFormValues): IngredientGroupInput => ({
  name: values.name.trim(),
  ingredientIds: values.ingredients.map((i) => i.idIngredient),
  nameTranslations: values.translations.map((t) => ({
    languageCode: t.languageCode,
    translation: t.translation.trim(),
    ...(t.label ? { label: t.label } : {}),
  })),
});
