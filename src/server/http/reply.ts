import type { FastifyReply } from 'fastify';

/** The header list operations carry their total in (the SPA reads it in its enhanceEndpoints layer). */
export const RESULT_COUNT_HEADER = 'x-result-count';

/** Sets `x-result-count` to `total` and returns `rows`, for `return withResultCount(reply, rows, total)`. */
export function withResultCount<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header(RESULT_COUNT_HEADER, String(total));
  return rows;
}
