import { PageHeader } from '../../../components/ui/page-header';

/** /candidatelist */
export function CandidateListRoute() {
  return <PageHeader title="Candidate Matches" description="Candidates matched to your job postings." />;
}
