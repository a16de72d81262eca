import { z } from 'zod';

/** An address typed into a form: compared and stored trimmed and lower-cased. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email('Please enter a valid email address');
