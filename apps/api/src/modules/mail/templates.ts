import type { NotificationItem, NotificationKind } from '@tandem/contract';
import { renderMail, type MailContent } from './layout.ts';

/** The words around one notification, per kind: its subject line and the button that opens it. */
const NOTIFICATION_TEMPLATES: Record<NotificationKind, { subject: (title: string) => string; action: string }> = {
  application_received: { subject: (title) => `New application: ${title}`, action: 'See the applicant' },
  application_status: { subject: (title) => `Your application: ${title}`, action: 'See your application' },
  message: { subject: (title) => `New message: ${title}`, action: 'Read and reply' },
  invitation: { subject: (title) => `You are invited to apply: ${title}`, action: 'See the job' },
  invitation_answered: { subject: (title) => `Invitation answered: ${title}`, action: 'See the answer' },
  saved_search_match: { subject: (title) => `New jobs for your search: ${title}`, action: 'See the jobs' },
  reply_due: { subject: (title) => `An applicant is waiting for your reply: ${title}`, action: 'Reply now' },
  application_no_reply: { subject: (title) => `No reply yet: ${title}`, action: 'See your application' },
  job_stale: { subject: (title) => `Is this job still open? ${title}`, action: 'Check the job' },
  job_auto_paused: { subject: (title) => `Job paused: ${title}`, action: 'See the job' },
};

const PREFERENCES_FOOTER = 'You receive this because of your notification settings. Change them at any time in Settings.';

type NotificationContent = Pick<NotificationItem, 'kind' | 'title' | 'body' | 'link'>;

export function notificationMail(name: string, notification: NotificationContent, appUrl: (path: string) => string, unsubscribeUrl: string): MailContent {
  const template = NOTIFICATION_TEMPLATES[notification.kind];
  return renderMail({
    subject: template.subject(notification.title),
    greeting: `Hello ${name},`,
    paragraphs: [notification.title, notification.body].filter(Boolean),
    action: { label: template.action, url: appUrl(notification.link) },
    footer: PREFERENCES_FOOTER,
    unsubscribeUrl,
  });
}

export function digestMail(name: string, items: NotificationContent[], appUrl: (path: string) => string, unsubscribeUrl: string): MailContent {
  return renderMail({
    subject: items.length === 1 ? 'Your Tandem digest: 1 new notification' : `Your Tandem digest: ${items.length} new notifications`,
    greeting: `Hello ${name},`,
    paragraphs: ['Here is what happened on Tandem since your last digest.'],
    items: items.map((item) => ({ title: item.title, body: item.body, url: appUrl(item.link) })),
    action: { label: 'Open Tandem', url: appUrl('/') },
    footer: PREFERENCES_FOOTER,
    unsubscribeUrl,
  });
}

export function passwordResetMail(name: string, resetUrl: string): MailContent {
  return renderMail({
    subject: 'Reset your Tandem password',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Tandem account.',
      'The link works once, for one hour. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    footer: 'You receive this because a password reset was requested for this address on Tandem.',
  });
}

export function verifyEmailMail(name: string, verifyUrl: string): MailContent {
  return renderMail({
    subject: 'Confirm your e-mail address for Tandem',
    greeting: `Hello ${name},`,
    paragraphs: ['Welcome to Tandem. Please confirm that this is your e-mail address.'],
    action: { label: 'Confirm my e-mail address', url: verifyUrl },
    footer: 'You receive this because this address was used to sign up on Tandem.',
  });
}
