/** How many pages the pager shows on each side of the current one. */
export const PAGES_EITHER_SIDE = 3;

/** A page number to show, or a gap ("...") between non-adjacent numbers. */
export type PagerItem = number | 'gap';

/**
 * The zero-based pages to offer: the first and last always, and up to `around` pages either side
 * of `current`, with a gap wherever numbers are skipped.
 */
export function pageWindow(current: number, pageCount: number, around = PAGES_EITHER_SIDE): PagerItem[] {
  if (pageCount <= 0) return [];
  const pages = new Set<number>([0, pageCount - 1]);
  for (let p = current - around; p <= current + around; p++) if (p >= 0 && p < pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PagerItem[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] > 1) out.push('gap');
    out.push(page);
  });
  return out;
}
