// Accounts: users, their sessions and single-use links (password reset, e-mail confirmation).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag, Id } from './column-types.ts';

export interface UsersTable {
  id: Id;
  name: string;
  title: Generated<string>;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  phone_number: Generated<string>;
  address: Generated<string>;
  profile_picture: string | null;
  role: string;
  company_id: number | null;
  /** 'owner' or 'member' of company_id (0027, docs/product.md section C18); null without a company. */
  company_role: string | null;
  company_joined_at: string | null;
  email_verified: Generated<Flag>;
  /** Who sees a candidate: 'open', 'applied' or 'hidden' (docs/product.md section C13). */
  visibility: Generated<string>;
  created_at: string;
  updated_at: string;
  /** An operator's role before the admin command made it 'admin' (0033); null otherwise. */
  role_before_admin: string | null;
  /** When an operator suspended the account (0033, docs/product.md section C20); null when it is not. */
  suspended_at: string | null;
}

export interface SessionsTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  user_agent: Generated<string>;
}

export interface AccountTokensTable {
  id: Id;
  user_id: number;
  purpose: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
