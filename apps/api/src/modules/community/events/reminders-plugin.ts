import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { takeDueReminders } from './registrations.ts';

export const EVENT_REMINDER_TASK = 'event-reminders';

const dayAndTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));

/**
 * The day before an event, everyone registered for it is reminded once (bell; e-mail as their settings say), by a task
 * of the scheduler: once per deployment each SCHEDULER_INTERVAL; a registration is marked reminded by a conditional
 * UPDATE before it is told, so no run reminds twice (a crash between the two loses that reminder rather than doubling it).
 */
export const eventRemindersPlugin = fp(async (app: FastifyInstance) => {
  app.scheduler.repeat(EVENT_REMINDER_TASK, async () => {
    const due = await takeDueReminders(app.db, new Date());
    await app.notifier.notifyEach(
      app.db,
      due.map((row) => ({
        userId: row.user_id,
        kind: 'event_reminder' as const,
        title: row.title,
        body: `See you ${dayAndTime(row.start_date)} (UK time). Cannot come? Cancel to give your place to someone else.`,
        link: '/volunteer',
      })),
    );
    if (due.length) app.log.info({ reminded: due.length }, 'event reminders sent');
  });
});
