import { ACCOUNT_MESSAGES, UNSUBSCRIBE_WORDS, unsubscribeStops } from '@tandem/contract';
import { UNSUBSCRIBE_CONFIRM_PATH } from './unsubscribe-links.ts';
import type { UnsubscribeTopic } from './unsubscribe-token.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The app's colours and type, inline: this page loads no stylesheet or script, so it works from any mail client. */
const STYLE = `body{margin:0;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #e2e8f0}
header a{color:#4338ca;font-weight:700;font-size:20px;text-decoration:none}
main{max-width:520px;margin:40px auto;padding:28px 24px;background:#fff;border:1px solid #e2e8f0;border-radius:12px}
@media (max-width:600px){main{margin:16px;padding:20px 16px}}
h1{margin:0 0 12px;font-size:24px;line-height:1.25}
p{margin:0 0 12px}
.stops{font-weight:600}
.muted{color:#475569;font-size:14px}
button{margin-top:8px;padding:10px 18px;border:0;border-radius:8px;background:#4338ca;color:#fff;font:600 16px/1.25 inherit;cursor:pointer}
button:hover{background:#3730a3}
button:focus-visible,a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
a{color:#4338ca}`;

/**
 * The page behind an e-mail's unsubscribe link: it says what the link stops and what goes on, and a person confirms
 * with one button (a link alone must not unsubscribe, since mail scanners open links). Plain HTML with its own
 * styles so it works without the app's scripts.
 */
export function unsubscribePage(state: 'confirm' | 'done' | 'invalid', token: string, topic?: UnsubscribeTopic): string {
  const stops = topic ? `<p>This stops <span class="stops">${escapeHtml(unsubscribeStops(topic))}</span>.</p>` : '';
  const settings = '<p class="muted"><a href="/settings">Notification settings</a></p>';
  const body =
    state === 'confirm'
      ? `<h1>Stop these e-mails?</h1>${stops}<p class="muted">${escapeHtml(UNSUBSCRIBE_WORDS.staysOn)}</p>
<form method="post" action="${UNSUBSCRIBE_CONFIRM_PATH}?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Unsubscribe</button></form>`
      : state === 'done'
        ? `<h1>Unsubscribed</h1><p>${ACCOUNT_MESSAGES.unsubscribed}</p>${topic ? `<p>Stopped: <span class="stops">${escapeHtml(unsubscribeStops(topic))}</span>.</p>` : ''}<p class="muted">${escapeHtml(UNSUBSCRIBE_WORDS.staysOn)}</p>${settings}`
        : `<h1>Unsubscribe</h1><p>${ACCOUNT_MESSAGES.invalidLink}</p>${settings}`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe · Tandem</title><style>${STYLE}</style></head>
<body><header><a href="/">Tandem</a></header><main>${body}</main></body></html>`;
}
