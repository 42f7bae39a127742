import type { LangualTerm } from './langualApi';

type Named = Pick<LangualTerm, 'id' | 'description' | 'translatedDescription'>;

/** A descriptor's description (translated where the server has one), its runs of spaces collapsed ("B.   FOOD SOURCE"). */
export const termText = (term: Named): string => (term.translatedDescription ?? term.description).replace(/\s+/g, ' ').trim();

/** How a descriptor is named everywhere: its description, then its code. */
export const termLabel = (term: Named): string => `${termText(term)} (${term.id})`;
