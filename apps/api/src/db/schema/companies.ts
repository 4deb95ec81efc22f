// Companies, their small-business and nonprofit profiles, reply records and the candidates who blocked them.
import type { Generated, Selectable } from 'kysely';
import type { Flag, Id } from './column-types.ts';

export interface CompaniesTable {
  id: Id;
  name: string;
  email: Generated<string>;
  phone_number: Generated<string>;
  address: Generated<string>;
  website: Generated<string>;
  is_small_business: Generated<Flag>;
  is_nonprofit: Generated<Flag>;
  logo: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** The website domain a member proved with an address there (docs/product.md section C20); null: not verified. */
  verified_domain: string | null;
  verified_at: string | null;
  /** When an operator suspended the organisation (0033); null when it is not. */
  suspended_at: string | null;
}

export interface CompanyVerificationsTable {
  id: Id;
  company_id: number;
  user_id: number;
  email: string;
  domain: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SmallbizProfilesTable {
  company_id: number;
  industry: Generated<string>;
  employee_count: Generated<string>;
  years_operating: Generated<string>;
  seeking_volunteers: Generated<Flag>;
  problems_facing: Generated<string>;
  volunteer_roles: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface NonprofitProfilesTable {
  company_id: number;
  mission: Generated<string>;
  focus_areas: Generated<string>;
  charity_number: Generated<string>;
  seeking_volunteers: Generated<Flag>;
  volunteer_roles: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A company's reply record (docs/product.md section C12), derived from its applications: see modules/replies/record.ts. */
export interface CompanyReplyRecordsTable {
  company_id: number;
  /** Applications of the last 180 days whose reply is known: answered, or past the deadline. */
  applications: number;
  answered_in_time: number;
  /** A share from 0 to 1; null under 5 applications. */
  response_rate: number | null;
  /** Median days from applying to the reply; null under 5 applications. */
  median_reply_days: number | null;
  refreshed_at: string;
}

/** A candidate has blocked a company (0013), once per pair. */
export interface CompanyBlocksTable {
  candidate_id: number;
  company_id: number;
  created_at: string;
}

export type Company = Selectable<CompaniesTable>;
