// /volunteer's Location filter: built from where the open opportunities are, not from a fixed list.
import { z } from 'zod';

export const VolunteerLocationsAnswer = z.object({
  /** Cities with at least one active opportunity, each once (any case), in alphabetical order. */
  cities: z.array(z.string()),
  /** Whether any active opportunity can be done remotely. */
  remote: z.boolean(),
});
export type VolunteerLocationsAnswer = z.infer<typeof VolunteerLocationsAnswer>;
