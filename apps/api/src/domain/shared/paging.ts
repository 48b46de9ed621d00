/** Where a page starts in its list. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;

/**
 * How many rows the list holds, given the page just read. A page that is not full ends the list, so it gives the
 * total itself (as does an empty first page); a full page, or one past the end, needs the count. `limit` caps a
 * total that the count caps too (the inbox counts up to a limit).
 */
export async function pageTotal(
  offset: number,
  found: number,
  pageSize: number,
  count: () => Promise<number>,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  return found < pageSize && (found > 0 || offset === 0) ? Math.min(offset + found, limit) : count();
}
