import { ACCOUNT_MESSAGES } from '@tandem/contract';
import { UNSUBSCRIBE_CONFIRM_PATH } from './unsubscribe-links.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The small page behind an e-mail's unsubscribe link: a person confirms with one button (a link alone must not
 * unsubscribe, since mail scanners open links). Plain HTML so it works without the app's scripts.
 */
export function unsubscribePage(state: 'confirm' | 'done' | 'invalid', token: string): string {
  const body =
    state === 'confirm'
      ? `<h1>Stop these e-mails?</h1><p>You can turn them back on at any time in Settings.</p>
<form method="post" action="${UNSUBSCRIBE_CONFIRM_PATH}?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Unsubscribe</button></form>`
      : state === 'done'
        ? `<h1>Unsubscribed</h1><p>${ACCOUNT_MESSAGES.unsubscribed}</p><p><a href="/settings">Notification settings</a></p>`
        : `<h1>Unsubscribe</h1><p>${ACCOUNT_MESSAGES.invalidLink}</p><p><a href="/settings">Notification settings</a></p>`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe · Tandem</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#111827"><main>${body}</main></body></html>`;
}
