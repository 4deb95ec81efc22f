import { NOTIFICATION_KIND_LABELS, type NotificationItem, type NotificationKind } from '@tandem/contract';
import { renderMail, type MailContent } from './layout.ts';

/**
 * The words around one notification, per kind: its subject line and the button that opens it. A notification's
 * title is already a sentence that names what happened ('New applicant for Barista', 'Fern & Fig invites you to
 * apply for Barista'), so it is the subject as it stands: a prefix before it read as a list ('You are invited to
 * apply: Fern & Fig invites you to apply'). Only titles that are a name alone get words around them.
 */
const asItIs = (title: string) => title;
const NOTIFICATION_TEMPLATES: Record<NotificationKind, { subject: (title: string) => string; action: string }> = {
  application_received: { subject: asItIs, action: 'See the applicant' },
  application_status: { subject: asItIs, action: 'See your application' },
  // The title names who wrote and about what ('Fern & Fig about Barista').
  message: { subject: (title) => `New message from ${title}`, action: 'Read and reply' },
  invitation: { subject: asItIs, action: 'See the job' },
  invitation_answered: { subject: asItIs, action: 'See the answer' },
  saved_search_match: { subject: asItIs, action: 'See the jobs' },
  reply_due: { subject: asItIs, action: 'Reply now' },
  application_no_reply: { subject: asItIs, action: 'See your application' },
  job_stale: { subject: asItIs, action: 'Check the job' },
  job_auto_paused: { subject: asItIs, action: 'See the job' },
  interview: { subject: asItIs, action: 'See the interview' },
  interview_reminder: { subject: asItIs, action: 'See the interview' },
  volunteer_interest: { subject: asItIs, action: 'See who is interested' },
  volunteer_interest_answered: { subject: asItIs, action: 'See your answer' },
  // The title is the event's name.
  event_reminder: { subject: (title) => `Tomorrow: ${title}`, action: 'See the event' },
  volunteer_shift: { subject: asItIs, action: 'See your shifts' },
  report_outcome: { subject: asItIs, action: 'Open Tandem' },
  job_review: { subject: asItIs, action: 'See your jobs' },
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

export function googleTakeoverMail(name: string, signInUrl: string): MailContent {
  return renderMail({
    subject: 'Your Tandem account now signs in with Google',
    greeting: `Hello ${name},`,
    paragraphs: [
      'You signed in with Google to the Tandem account of this address, whose address had not been confirmed yet.',
      'So that nobody else who may have set it up can get in, we removed its password and signed out every other session. Sign in with Google from now on, or choose a password with "Forgot password".',
    ],
    action: { label: 'Sign in to Tandem', url: signInUrl },
    footer: 'You receive this because this address signed in to Tandem with Google.',
  });
}

/**
 * Notices that waited past a per-recipient cap (caps.ts), in one e-mail: a single one reads as it would have
 * alone; several are listed under one subject naming how many.
 */
export function foldedMail(name: string, items: NotificationContent[], appUrl: (path: string) => string, unsubscribeUrl: string): MailContent {
  const [first] = items;
  if (items.length === 1 && first) return notificationMail(name, first, appUrl, unsubscribeUrl);
  const label = first ? NOTIFICATION_KIND_LABELS[first.kind].toLowerCase() : 'notifications';
  return renderMail({
    subject: `${items.length} new on Tandem: ${label}`,
    greeting: `Hello ${name},`,
    paragraphs: ['These came in together, so they are in one e-mail.'],
    items: items.map((item) => ({ title: item.title, body: item.body, url: appUrl(item.link) })),
    action: { label: 'Open Tandem', url: appUrl(first?.link ?? '/') },
    footer: PREFERENCES_FOOTER,
    unsubscribeUrl,
  });
}

/** An owner's invitation to join their organisation (docs/product.md section C18): the link works once, for `days` days. */
/** The link that verifies an organisation (docs/product.md section C20): sent to an address at its website's domain. */
export function organisationVerifyMail(requester: string, companyName: string, domain: string, verifyUrl: string): MailContent {
  return renderMail({
    subject: `Verify ${companyName} on Tandem`,
    greeting: 'Hello,',
    paragraphs: [
      `${requester} asked Tandem to verify ${companyName} with this address at ${domain}, its website's domain.`,
      'Following the link shows candidates a "Verified organisation" badge beside its jobs. It works once, for three days.',
    ],
    action: { label: `Verify ${companyName}`, url: verifyUrl },
    footer: 'You receive this because a member of this organisation entered your address on Tandem. If you were not expecting it, ignore this e-mail: nothing changes.',
  });
}

export function teamInviteMail(inviter: string, companyName: string, roleLabel: string, days: number, joinUrl: string): MailContent {
  return renderMail({
    subject: `${inviter} invited you to ${companyName} on Tandem`,
    greeting: 'Hello,',
    paragraphs: [
      `${inviter} invited you to join ${companyName} on Tandem as ${roleLabel}: you will see and manage its jobs and applicants together.`,
      `The link works once, for ${days} days. New to Tandem? Open it, sign up as an organisation with this address, and you come back to it.`,
    ],
    action: { label: `Join ${companyName}`, url: joinUrl },
    footer: 'You receive this because a member of this organisation entered your address on Tandem. If you were not expecting it, ignore this e-mail.',
  });
}

/** What a candidate is told once they apply: that it went, to whom, and by when they will hear (docs/product.md section C10). */
export function applicationSentMail(name: string, job: { title: string; company: string | null; replyBy: string | null; link: string }, appUrl: (path: string) => string, unsubscribeUrl: string): MailContent {
  const to = job.company ? ` to ${job.company}` : '';
  return renderMail({
    subject: `Your application for ${job.title} was sent`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Your application for ${job.title} was sent${to}, with your profile as it is now.`,
      job.replyBy
        ? `Every applicant on Tandem is promised a reply: you will hear by ${job.replyBy}. If nobody answers by then, we close the application so you are not left waiting.`
        : 'You will hear here when the organisation moves your application along or writes to you.',
    ],
    action: { label: 'See your applications', url: appUrl(job.link) },
    footer: PREFERENCES_FOOTER,
    unsubscribeUrl,
  });
}

/** The last e-mail to an address whose account was deleted: that it is done, and what stays with others. */
export function accountDeletedMail(name: string, signUpUrl: string): MailContent {
  return renderMail({
    subject: 'Your Tandem account is deleted',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Your Tandem account was deleted, as you asked. Your profile, résumé, applications, saved jobs and searches, notifications and sessions are gone, and every device was signed out.',
      'Messages you wrote stay with the people you wrote to, shown as from "Deleted user". We keep no copy of this address once this e-mail is sent.',
    ],
    action: { label: 'Sign up again', url: signUpUrl },
    footer: 'You receive this because the Tandem account of this address was deleted. Tandem sends nothing more to it.',
  });
}
