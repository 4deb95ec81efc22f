import type { z } from 'zod';
import type { EntryRow, EntryStore } from './repository.ts';

/** The fields every entry kind takes: the profile it belongs to and its dates. */
export interface EntryFields {
  application?: number | undefined;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}

/**
 * Education and work experience follow one pattern (docs/product.md section 7): entries of a profile, listed by
 * `application`, added up to a maximum, changed and removed by their owner only. A kind says what differs.
 */
export interface EntryKind<Row extends EntryRow, Fields extends EntryFields, Answer> {
  path: string;
  /** "education": for the OpenAPI summaries ("an education entry"). */
  noun: string;
  max: number;
  maxMessage: string;
  input: z.ZodType<Fields>;
  patch: z.ZodType<Fields>;
  answer: z.ZodType<Answer>;
  /** What PUT writes for a field it is not sent: a full replacement. */
  blank: Fields;
  store: EntryStore<Row, Fields>;
  present: (row: Row) => Answer;
}
