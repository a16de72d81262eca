import { z } from 'zod';

/** The one error shape every endpoint answers with. */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBody>;
