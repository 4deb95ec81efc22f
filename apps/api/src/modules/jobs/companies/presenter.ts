import type { CompanyAnswer } from '@tandem/contract';
import type { Company, User } from '../../../db/schema.ts';
import { isCompanyMember } from './policy.ts';

/** Public fields for everybody; the contact email and phone only for the company's own users. */
export function presentCompany(company: Company, viewer: User | null): CompanyAnswer {
  const answer: CompanyAnswer = {
    id: company.id,
    name: company.name,
    website: company.website,
    logo: company.logo,
    address: company.address,
    is_small_business: company.is_small_business === 1,
    is_nonprofit: company.is_nonprofit === 1,
  };
  if (isCompanyMember(viewer, company.id)) {
    answer.email = company.email;
    answer.phone_number = company.phone_number;
  }
  return answer;
}
