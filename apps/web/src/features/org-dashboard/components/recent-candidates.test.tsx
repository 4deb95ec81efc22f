import { screen } from '@testing-library/react';
import type { OrgDashboardAnswer } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { RecentCandidates } from './recent-candidates';

const applicant = (application_id: number, title: string, job_title: string): OrgDashboardAnswer['recent_candidates'][number] => ({
  application_id,
  candidate_id: application_id,
  name: `Candidate ${application_id}`,
  title,
  job_title,
  status: 'applied',
  applied_at: '2026-11-20T10:00:00.000Z',
});

describe('RecentCandidates', () => {
  it("names the role once when the candidate's title is the job's, and both when they differ", () => {
    const candidates = [applicant(1, 'Data Analyst', 'Data Analyst'), applicant(2, 'data analyst ', 'Data Analyst'), applicant(3, 'SQL Developer', 'Data Analyst'), applicant(4, '', 'Data Analyst')];
    renderRoute(<RecentCandidates candidates={candidates} isLoading={false} />);
    const lines = screen.getAllByRole('listitem').map((item) => item.querySelectorAll('p')[1]?.textContent);
    expect(lines).toEqual(['Data Analyst', 'Data Analyst', 'SQL Developer · Data Analyst', 'Data Analyst']);
    expect(screen.queryByText('Data Analyst · Data Analyst')).toBeNull();
  });
});
