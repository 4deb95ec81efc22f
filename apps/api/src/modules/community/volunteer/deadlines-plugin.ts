import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendShiftReminders } from '../shifts/service.ts';
import { sweepInterestDeadlines } from './interest-deadlines.ts';

export const INTEREST_DEADLINES_TASK = 'volunteer-interest-deadlines';
export const SHIFT_REMINDERS_TASK = 'shift-reminders';

/**
 * Volunteering's timed work on the scheduler (once per deployment each SCHEDULER_INTERVAL), as applications' reply
 * deadlines and interviews' reminders are: interests' reply deadlines (the same REPLY_WINDOW), and the day-before
 * reminder of a shift. Registered after the replies plugin, whose settings it reads.
 */
export const volunteeringTasksPlugin = fp(async (app: FastifyInstance) => {
  app.scheduler.repeat(INTEREST_DEADLINES_TASK, async () => {
    const { reminded, lapsed } = await sweepInterestDeadlines(app.db, app.notifier, app.replies);
    if (reminded || lapsed) app.log.info({ reminded, lapsed }, 'volunteer interest deadlines swept');
  });
  app.scheduler.repeat(SHIFT_REMINDERS_TASK, async () => {
    const reminded = await sendShiftReminders(app.db, app.notifier);
    if (reminded) app.log.info({ reminded }, 'shift reminders sent');
  });
});
