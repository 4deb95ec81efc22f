import sharp from 'sharp';
import { expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import {
  addEducation,
  addExperience,
  addSkill,
  minimalPdf,
  signedInCandidate,
} from '../../test/factories/profile.ts';
import { multipart } from '../../test/multipart.ts';

const URL = '/api/users/dashboard/profile-completion/';

describeEachDialect(URL, (ctx) => {
  it('moves from 0 to 100 as the candidate fills the profile in, each item pointing at the page that fixes it', async () => {
    const { agent, user, applicationId } = await signedInCandidate(ctx.app);
    const state = async () => {
      const response = await agent.get(URL);
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        completion: number;
        checklist: { key: string; label: string; done: boolean; link: string }[];
      };
      return {
        completion: body.completion,
        done: body.checklist.filter((item) => item.done).map((item) => item.key),
        checklist: body.checklist,
      };
    };

    const start = await state();
    expect(start.completion).toBe(0);
    expect(start.checklist).toEqual([
      { key: 'photo', label: 'Add a profile photo', done: false, link: '/editprofile' },
      { key: 'phone', label: 'Add your phone number', done: false, link: '/editprofile' },
      { key: 'address', label: 'Add your address', done: false, link: '/editprofile' },
      { key: 'education', label: 'Add your education', done: false, link: '/editprofile' },
      { key: 'skills', label: 'Add at least 3 skills', done: false, link: '/editprofile' },
      { key: 'experience', label: 'Add your work experience', done: false, link: '/editprofile' },
      { key: 'resume', label: 'Upload your résumé', done: false, link: '/profile' },
      { key: 'link', label: 'Add a link (LinkedIn, GitHub or portfolio)', done: false, link: '/editprofile' },
    ]);

    // Blank placeholder entries do not count; an empty address form does not either.
    await addEducation(agent, applicationId, {
      institution: '',
      degree: '',
      field_of_study: '',
      start_date: '',
      end_date: '',
    });
    await agent.patch(`/api/users/${user.id}/`, { address: ', , , ' });
    expect((await state()).completion).toBe(0);

    await agent.patch(`/api/users/${user.id}/`, {
      phone_number: '07700 900123',
      address: '1 Road, Leeds, England, LS1 1AA',
    });
    expect(await state()).toMatchObject({ completion: 25, done: ['phone', 'address'] });

    await addEducation(agent, applicationId);
    await addExperience(agent, applicationId);
    await addSkill(agent, applicationId, 'Python');
    await addSkill(agent, applicationId, 'SQL');
    expect((await state()).done).toEqual(['phone', 'address', 'education', 'experience']);
    await addSkill(agent, applicationId, 'Git');
    expect(await state()).toMatchObject({
      completion: 63,
      done: ['phone', 'address', 'education', 'skills', 'experience'],
    });

    const form = multipart(
      {},
      { name: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: minimalPdf() },
    );
    await agent.post('/common/resume/upload/', form.body, { headers: form.headers });
    await agent.patch(`/api/application/${applicationId}/`, { github: 'https://github.com/me' });
    expect((await state()).completion).toBe(88);

    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const photo = multipart(
      {},
      { name: 'profile_picture', filename: 'me.png', type: 'image/png', data: png },
    );
    await agent.patch(`/api/users/${user.id}/`, photo.body, { headers: photo.headers });
    expect((await state()).completion).toBe(100);

    await agent.delete('/common/resume/upload/');
    expect((await state()).completion).toBe(88);
  });

  it('is for candidates only', async () => {
    const recruiter = await signedInAgent(ctx.app, 'recruiter');
    expect((await recruiter.agent.get(URL)).statusCode).toBe(403);
    expect((await new Agent(ctx.app).get(URL)).statusCode).toBe(401);
  });
});
