// Membership (docs/product.md section C18): who belongs to which company with which role. Every policy and query that
// needs a company's people reads them here; the team's screens and e-mail live in modules/team.
export { abilitiesOf, companyOf, isMember, requireMember, requireOwner } from './policy.ts';
export { presentMember } from './presenter.ts';
export {
  insertInvite,
  joinWithInvite,
  heirOf,
  linkMember,
  memberIdsOf,
  memberIdsOfCompanies,
  membersOf,
  removeMember,
  setMemberRole,
  type MembershipChange,
} from './repository.ts';
