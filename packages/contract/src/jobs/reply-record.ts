// The organisation's reply record as the API answers it (docs/product.md section C12), apart from replies.ts, whose
// words the first screens read without loading zod.
import { z } from 'zod';

/** A company's record as the API answers it: both null under RESPONSE_RECORD.minApplications applications. */
export const ReplyRecordFields = {
  /** Share of its applications of the last 180 days answered in time, from 0 to 1. */
  response_rate: z.number().min(0).max(1).nullable(),
  /** Median days from applying to the reply, over the answered ones (one decimal). */
  median_reply_days: z.number().min(0).nullable(),
};
