import { expect, it } from 'vitest';
import { signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';

// Long enough for the reading below to happen inside it even on a busy machine; the queue is drained after.
const DELAY_MS = 2_000;

describeEachDialect(
  "a message's e-mail",
  (ctx) => {
    it('is not sent when the message is read live while it waits, and is sent when nobody reads it', async () => {
      const org = await signedInOrganisation(ctx.app);
      const job = await createJob(org.agent, { title: 'Barista' });
      const candidate = await signedInAgent(ctx.app, 'candidate');
      await applyTo(candidate.agent, job.id);
      const [conversation] = (await candidate.agent.get('/api/conversations/')).json().results;
      const mailsTo = () =>
        ctx.db.selectFrom('mail_outbox').select(['id', 'sent_at', 'text_body']).where('to_address', '=', candidate.signup.email).where('kind', '=', 'message').execute();

      // The candidate has the conversation open: the live event makes the page read it at once.
      expect((await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Read live' })).statusCode).toBe(201);
      const waiting = await mailsTo();
      expect(waiting).toEqual([expect.objectContaining({ sent_at: null })]);
      await candidate.agent.post(`/api/conversations/${conversation.id}/read/`);
      await ctx.app.queue.drain(DELAY_MS * 4);
      expect(await mailsTo()).toEqual([]);

      // The fence: a later message nobody reads is e-mailed after the same wait.
      expect((await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Not read' })).statusCode).toBe(201);
      await ctx.app.queue.drain(DELAY_MS * 4);
      const after = await mailsTo();
      expect(after).toHaveLength(1);
      expect(after[0]?.sent_at).not.toBeNull();
      expect(after[0]?.text_body).toContain('Not read');
    });
  },
  { MESSAGE_EMAIL_DELAY: '2s' },
);
