// The optional postcode field's schema (docs/product.md section C4). The message and the checks it uses are in
// postcode-words.ts.
import { z } from 'zod';
import { POSTCODE_MESSAGE, isPostcode } from './postcode-words.ts';

/** An optional postcode field: empty, or a postcode as isPostcode reads it, else 'Zip code must contain numbers only.'. */
export const postcode = z
  .string()
  .trim()
  .max(20, POSTCODE_MESSAGE)
  .refine((value) => value === '' || isPostcode(value), POSTCODE_MESSAGE);
