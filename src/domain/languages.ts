/**
 * The languages recipes and ingredients are translated into: English (the default) and the
 * languages of the eight country contexts (ISO 639-1).
 */
export const DEFAULT_LANGUAGE = 'en';

export const LANGUAGES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'bg', name: 'Bulgarian' },
  { code: 'da', name: 'Danish' },
  { code: 'de', name: 'German' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'it', name: 'Italian' },
  { code: 'lb', name: 'Luxembourgish' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pt', name: 'Portuguese' },
];

/** Labels of the country contexts, as the admin screens show them. */
export const CONTEXT_LABELS: Readonly<Record<string, string>> = {
  bg: 'Bulgaria',
  dk: 'Denmark',
  es: 'Spain',
  it: 'Italy',
  lu: 'Luxembourg',
  nl: 'Netherlands',
  pt: 'Portugal',
  de: 'Germany',
};
