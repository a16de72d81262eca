/** docs/product-rules.md §9: a count badge shows up to 9, then '9+'. */
export const badgeCount = (n: number) => (n > 9 ? '9+' : String(n));
