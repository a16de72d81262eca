import { z } from 'zod';

/** A page number in a list's query string: from 1, the first page by default. */
export const pageNumber = z.coerce
  .number()
  .int()
  .min(1, 'Pages start at 1.')
  .max(10_000)
  .default(1);

/** A page size in a list's query string: one of the sizes the list offers. */
export const pageSizeOf = (sizes: readonly number[], noun: string) =>
  z.coerce.number().refine((n) => sizes.includes(n), `A page holds ${sizes.join(', ')} ${noun}.`);
