/** The header list operations carry their total in (the SPA reads it in its enhanceEndpoints layer). */
export const RESULT_COUNT_HEADER = 'x-result-count';
