import type { CompanyMemberAnswer } from '@tandem/contract';
import type { MemberRow } from './repository.ts';

export const presentMember = (row: MemberRow): CompanyMemberAnswer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.company_role === 'owner' ? 'owner' : 'member',
  joined_at: row.company_joined_at ?? row.created_at,
});
