import type { JobApplicationAnswer } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { groupByStage, openCount, stageOptions } from './pipeline';

const application = (id: number, status: JobApplicationAnswer['status'], extra: Partial<JobApplicationAnswer> = {}): JobApplicationAnswer => ({
  id,
  job: 1,
  job_title: 'Backend Developer',
  company: 1,
  company_name: 'Brightpath',
  status,
  is_open: true,
  note: '',
  applied_at: `2030-01-0${id}T10:00:00.000Z`,
  updated_at: `2030-01-0${id}T10:00:00.000Z`,
  withdrawn_at: null,
  reply_due_at: null,
  replied_at: null,
  candidate: { id: 100 + id, name: `Candidate ${id}`, title: '' },
  ...extra,
});

describe('the applicant pipeline', () => {
  it('groups applicants by stage, oldest first, withdrawn ones apart', () => {
    const pipeline = groupByStage([
      application(2, 'applied'),
      application(1, 'applied'),
      application(3, 'interview'),
      application(4, 'screening', { withdrawn_at: '2030-01-05T00:00:00.000Z', is_open: false }),
    ]);
    expect(pipeline.stages.applied.map((item) => item.id)).toEqual([1, 2]);
    expect(pipeline.stages.interview).toHaveLength(1);
    expect(pipeline.stages.screening).toHaveLength(0);
    expect(pipeline.withdrawn.map((item) => item.id)).toEqual([4]);
    expect(openCount(pipeline)).toBe(3);
  });

  it('offers the moves docs/product.md allows, the current stage first', () => {
    expect(stageOptions('applied').map((option) => option.label)).toEqual([
      'Applied',
      'Screening',
      'Interview',
      'Offer',
      'Hired',
      'Rejected',
    ]);
    expect(stageOptions('offer').map((option) => option.value)).toEqual(['offer', 'hired', 'rejected']);
    expect(stageOptions('hired')).toEqual([{ value: 'hired', label: 'Hired' }]);
  });
});
