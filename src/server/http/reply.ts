/** The header list operations carry their total in (the SPA reads it in its enhanceEndpoints layer). */
export const RESULT_COUNT_HEADER = 'x-result-count';

/** TRANSITIONAL (legacy handlers only): sets `x-result-count`; typed handlers return `page(items, total)`. */
export function withResultCount<T>(reply: import('fastify').FastifyReply, rows: T[], total: number): T[] {
  reply.header(RESULT_COUNT_HEADER, String(total));
  return rows;
}
