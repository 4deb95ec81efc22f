import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { sendDueReminders } from './service.ts';

export const INTERVIEW_REMINDERS_TASK = 'interview-reminders';

/** Interview reminders on the scheduler (once per deployment): both sides, INTERVIEW_REMINDER_BEFORE ahead. */
export const interviewRemindersPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const beforeMs = options.config.INTERVIEW_REMINDER_BEFORE;
  app.scheduler.repeat(INTERVIEW_REMINDERS_TASK, async () => {
    const reminded = await sendDueReminders({ db: app.db, notifier: app.notifier, calendar: { appUrl: app.mail.appUrl } }, beforeMs);
    if (reminded) app.log.info({ reminded }, 'interview reminders sent');
  });
});
