import type { ADMIN_ROLE, Role } from '@tandem/contract';

/** The signed-in user as login, signup, googlelogin and whoami answer it. */
export interface AuthUser {
  id: number;
  /** A signup role, or 'admin' for an operator (made only by the admin command, docs/product.md section C20). */
  role: Role | typeof ADMIN_ROLE;
  name: string;
  email: string;
  /** The user's company id, or null for an organisation user who has not added one yet. */
  company: number | null;
  /** Whether the e-mail address is confirmed; unknown until the server says (an older answer). */
  email_verified?: boolean;
  /** The profile photo's address (the top bar shows it); null or missing without one. */
  profile_picture?: string | null;
}

/** What the server may answer before the page has checked it (docs/product.md section 8: no id, no role). */
export type AuthResponse = Partial<Omit<AuthUser, 'role'>> & { role?: string | null };
