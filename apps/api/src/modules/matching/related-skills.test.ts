import { SCORE_BANDS } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addEducation, addExperience, addSkill, signedInCandidate } from '../../test/factories/profile.ts';

interface Explained {
  score: number;
  explanation: { matchedSkills: { name: string }[]; relatedSkills: { name: string; relatedTo: { name: string } }[] };
}

// A related skill stands in for part of a job's skill (docs/matching.md). A back-end developer whose one front-end
// skill is JavaScript is credited for React and TypeScript through it, but not for CSS: they are no 'Best match'.
describeEachDialect('related skills', (ctx) => {
  let explained: Explained;

  beforeAll(async () => {
    const org = await signedInOrganisation(ctx.app, 'recruiter');
    const job = await createJob(org.agent, {
      title: 'Frontend Engineer (React)',
      keywords: 'React, TypeScript, JavaScript, CSS, Web Accessibility',
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
      years_of_experience: 2,
    });
    const backend = await signedInCandidate(ctx.app);
    for (const [name, level] of [['Python', 9], ['Django', 8], ['Git', 8], ['PostgreSQL', 7], ['JavaScript', 6], ['Docker', 5]] as const) {
      await addSkill(backend.agent, backend.applicationId, name, level);
    }
    await addExperience(backend.agent, backend.applicationId, { start_date: '2019-01-01', end_date: '' });
    await addEducation(backend.agent, backend.applicationId);
    const placed = await backend.agent.patch(`/api/application/${backend.applicationId}/`, { city: 'London', state: 'England', country: 'United Kingdom' });
    expect(placed.statusCode, placed.body).toBe(200);
    const response = await backend.agent.get(`/api/matching/match/?job=${job.id}`);
    expect(response.statusCode, response.body).toBe(200);
    explained = (response.json() as { results: Explained[] }).results[0] as Explained;
  });

  it('credit JavaScript for React and TypeScript, never for CSS', () => {
    expect(explained.explanation.matchedSkills.map((skill) => skill.name)).toEqual(['JavaScript']);
    const related = explained.explanation.relatedSkills.map((skill) => `${skill.relatedTo.name} for ${skill.name}`);
    expect(related).toEqual(expect.arrayContaining(['JavaScript for React', 'JavaScript for TypeScript']));
    expect(related.filter((credit) => credit.endsWith('for CSS') || credit.endsWith('for HTML'))).toEqual([]);
  });

  it('leave one of five skills under the line of a match', () => {
    expect(explained.score).toBeLessThan(SCORE_BANDS.worthALook);
  });
});
