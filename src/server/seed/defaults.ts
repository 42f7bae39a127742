/**
 * Default settings of a new context (inserted only when a key is missing; admins change them on /settings).
 * Languages: the catalogue data is English, so English is the default language everywhere; the context's
 * own languages are listed for translations.
 */
import { DEFAULT_ENERGY_SPLIT } from '../../domain/energySplit';
import { DEFAULT_RECOMMENDER_SETTINGS } from '../../domain/recommenderSettings';
import { DIETS } from '../../domain/catalogueEnums';
import type { Country } from '../db/contexts';
import { defaultStoredDivisions, divisionSettingValue } from '../db/shared/contextSettings';

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  bg: 'Bulgarian',
  da: 'Danish',
  es: 'Spanish',
  it: 'Italian',
  lb: 'Luxembourgish',
  fr: 'French',
  de: 'German',
  nl: 'Dutch',
  pt: 'Portuguese',
};
const CONTEXT_LANGUAGES: Record<Country, string[]> = {
  bg: ['en', 'bg'],
  dk: ['en', 'da'],
  es: ['en', 'es'],
  it: ['en', 'it'],
  lu: ['en', 'lb', 'fr', 'de'],
  nl: ['en', 'nl'],
  pt: ['en', 'pt'],
  de: ['en', 'de'],
};

export function defaultSettings(ctx: Country): Record<string, unknown> {
  return {
    LANGUAGES: { defaultLanguage: 'en', languages: CONTEXT_LANGUAGES[ctx].map((code) => ({ code, name: LANGUAGE_NAMES[code] })) },
    ENERGY_EQUATION: 'INSTITUTE_OF_MEDICINE',
    ENERGY_DISTRIBUTION: { proteinDistribution: 0.15, fatDistribution: 0.3, carbohydratesDistribution: 0.55 },
    // The context's own day pattern (src/domain/mealDivisions.ts) and the default energy splits.
    MEAL_OF_DAY_DIVISIONS: divisionSettingValue(defaultStoredDivisions(ctx), { ...DEFAULT_ENERGY_SPLIT }),
    ENABLED_DIETARY_RESTRICTIONS: DIETS.filter((d) => d !== 'NONE'),
    RECOMMENDER_SETTINGS: DEFAULT_RECOMMENDER_SETTINGS,
  };
}
