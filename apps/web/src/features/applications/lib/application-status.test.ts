import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './application-status';
import { appliedJobIds, pipelineCounts } from './pipeline';

describe('application status', () => {
  it('labels the stage, or Withdrawn once taken back', () => {
    expect(statusLabel({ status: 'screening', withdrawn_at: null })).toBe('Screening');
    expect(statusLabel({ status: 'applied', withdrawn_at: '2026-01-02T10:00:00Z' })).toBe('Withdrawn');
  });

  it('colours good news, bad news and progress apart', () => {
    expect(statusTone({ status: 'offer', withdrawn_at: null })).toBe('good');
    expect(statusTone({ status: 'rejected', withdrawn_at: null })).toBe('bad');
    expect(statusTone({ status: 'interview', withdrawn_at: null })).toBe('progress');
    expect(statusTone({ status: 'applied', withdrawn_at: null })).toBe('neutral');
  });

  it('counts open applications in screening as under review', () => {
    expect(
      pipelineCounts([
        { status: 'interview', is_open: true },
        { status: 'applied', is_open: true },
        { status: 'screening', is_open: true },
        { status: 'screening', is_open: false },
        { status: 'hired', is_open: false },
      ]),
    ).toEqual({ underReview: 1 });
  });

  it('knows which jobs already have an application', () => {
    expect([...appliedJobIds([{ job: 3 }, { job: 8 }])]).toEqual([3, 8]);
  });
});
