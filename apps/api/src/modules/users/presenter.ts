import { toVisibility, type SignedInAnswer, type UserAnswer, type VolunteerHours } from '@tandem/contract';
import type { User } from '../../db/schema.ts';

/** Shapes a user row for the API: columns such as password_hash and google_sub never leave the server. */
export function presentUser(user: User, applicationIds: readonly number[], volunteerHours: VolunteerHours[] = []): UserAnswer {
  return {
    id: user.id,
    name: user.name,
    title: user.title,
    email: user.email,
    phone_number: user.phone_number,
    address: user.address,
    profile_picture: user.profile_picture,
    role: user.role,
    company: user.company_id,
    email_verified: user.email_verified === 1,
    visibility: toVisibility(user.visibility),
    applicationids: applicationIds.map((id) => ({ id })),
    volunteer_hours: volunteerHours,
  };
}

export function presentSignedIn(user: User): SignedInAnswer {
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    company: user.company_id,
    email_verified: user.email_verified === 1,
    profile_picture: user.profile_picture,
  };
}

