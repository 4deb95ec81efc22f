import { describe, expect, it } from 'vitest';
import { buildCandidate, skills, TODAY, vocabulary } from '../test-support/factories.ts';
import { OpportunityIndex } from './opportunity-index.ts';

describe('OpportunityIndex', () => {
  const index = new OpportunityIndex({ vocabulary, today: TODAY });
  index.upsert({ id: 10, skills: 'Excel, Communication', is_remote: true });
  index.upsert({
    id: 11,
    skills: ['Figma'],
    city: 'Leeds',
    state: 'England',
    country: 'United Kingdom',
    is_remote: false,
  });
  index.upsert({ id: 12, skills: ['Python', 'SQL'], city: 'London', is_remote: false });

  it('ranks volunteer opportunities for a candidate by the same model as jobs', () => {
    const candidate = buildCandidate({ skills: skills('Python', 'PostgreSQL') });
    const ranked = index.topOpportunitiesFor(candidate, { k: 2, explain: true });
    expect(ranked.map((r) => r.opportunityId)).toEqual([12, 10]);
    expect(ranked[0]?.explanation?.matchedSkills.map((s) => s.name)).toEqual(['Python']);
    expect(ranked[0]?.explanation?.relatedSkills.map((s) => [s.name, s.relatedTo.name])).toEqual([['SQL', 'PostgreSQL']]);
  });

  it('reads them as volunteering, so a candidate who wants only full-time work scores them lower', () => {
    const open = buildCandidate({ skills: skills('Figma') });
    const fullTimeOnly = buildCandidate({ skills: skills('Figma'), preferredJobTypes: ['full-time'] });
    const [a] = index.scoreOpportunities(open, [11]);
    const [b] = index.scoreOpportunities(fullTimeOnly, [11]);
    expect(b?.score).toBeLessThan(a?.score ?? 0);
    expect(index.match(open, 11)?.explanation.factors.preferences.note).toBe('No preferences stated: every job suits');
  });
});
