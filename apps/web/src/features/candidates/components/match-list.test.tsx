import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';
import type { CandidateMatch } from '../lib/read-matches';
import { MatchList } from './match-list';

const match = (candidateId: number, name: string, score: number): CandidateMatch => ({
  candidateId,
  name,
  title: 'Data Analyst',
  place: 'Leeds',
  photo: null,
  skills: [],
  applicationStatus: null,
  score,
  matched: [],
  related: [],
  missing: [],
  factors: [],
  hints: [],
});

describe('MatchList', () => {
  it("numbers 'Other candidates' on from the best matches, not from 1 again", () => {
    renderRoute(
      <MatchList matches={[match(1, 'Ada Lovelace', 40), match(2, 'Alan Turing', 30)]} applicantIds={new Set()} onPreview={() => undefined} firstRank={4} />,
    );
    expect(screen.getByRole('heading', { name: /^Rank 4:\s*Ada Lovelace$/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Rank 5:\s*Alan Turing$/ })).toBeTruthy();
    expect(screen.getAllByRole('list')[0]?.getAttribute('start')).toBe('4');
  });
});
