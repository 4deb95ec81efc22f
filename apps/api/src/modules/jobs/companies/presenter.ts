import type { CompanyAnswer } from '@tandem/contract';
import type { Company, User } from '../../../db/schema.ts';
import { roundDays, roundRate } from '../postings/presenter.ts';
import { isCompanyMember } from './policy.ts';

/**
 * Public fields for everybody, with its reply record (null when not read: a company just made has none); the
 * contact email and phone only for the company's own users.
 */
export function presentCompany(company: Company & { response_rate?: number | null; median_reply_days?: number | null }, viewer: User | null): CompanyAnswer {
  const answer: CompanyAnswer = {
    id: company.id,
    name: company.name,
    website: company.website,
    logo: company.logo,
    address: company.address,
    is_small_business: company.is_small_business === 1,
    is_nonprofit: company.is_nonprofit === 1,
    response_rate: roundRate(company.response_rate),
    median_reply_days: roundDays(company.median_reply_days),
    verified: company.verified_at != null,
  };
  if (isCompanyMember(viewer, company.id)) {
    answer.email = company.email;
    answer.phone_number = company.phone_number;
  }
  return answer;
}
