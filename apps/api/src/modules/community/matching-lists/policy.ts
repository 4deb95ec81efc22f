import { isOrganisationRole } from '@tandem/contract';
import type { User } from '../../../db/schema.ts';
import { jobPolicy } from '../../jobs/index.ts';
import type { ResultScope } from './repository.ts';

/**
 * The matching engine's records, read-only here (the engine writes them). An organisation user sees the sessions
 * they started; a candidate none. A candidate sees the results about themself; an organisation user those about
 * their organisation's jobs. Anybody else's is the 404 an unknown id gets; anonymous users get a 401.
 */
export const matchingPolicy = {
  /** The user whose sessions are listed, or null for none (candidates). */
  sessionOwner: (user: User): number | null => (isOrganisationRole(user.role) ? user.id : null),

  /** Whose results the user sees, or null for none (an organisation without a company). */
  resultScope(user: User): ResultScope | null {
    if (user.role === 'candidate') return { candidateId: user.id };
    const owner = jobPolicy.ownerOf(user);
    return owner ? { owner } : null;
  },
};
