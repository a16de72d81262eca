/** The admin directories' paging (docs/product-rules.md §2): at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

export const pageCountOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** The page numbers to show: a window of up to 5 around the current page, within 1..pageCount. */
export function pageButtons(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
