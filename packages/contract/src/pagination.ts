import { z } from 'zod';
import { LIMITS } from './limits.ts';

const nonNegativeInt = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a non-negative integer.`)
    .transform(Number);

/** limit and offset of docs/product.md section C2: a non-number or negative is a 400, the largest limit is 1000. */
export const PageQuery = z.object({
  limit: nonNegativeInt('limit')
    .pipe(z.number().max(LIMITS.listMaxLimit, `Ensure limit is at most ${LIMITS.listMaxLimit}.`))
    .optional(),
  offset: nonNegativeInt('offset').optional(),
});
export type PageQuery = z.output<typeof PageQuery>;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
