/** What every message is made of; one layout turns it into the plain-text part and the simple HTML part. */
export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Items listed under the paragraphs (the digest). */
  items?: { title: string; body: string; url: string }[];
  /** The closing line, such as why the message was sent. */
  footer: string;
  unsubscribeUrl?: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

function toText(parts: MailParts): string {
  const lines = [parts.greeting, '', ...parts.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (parts.action) lines.push(`${parts.action.label}: ${parts.action.url}`, '');
  for (const item of parts.items ?? []) lines.push(`- ${item.title}`, `  ${item.body}`, `  ${item.url}`, '');
  lines.push('--', parts.footer);
  if (parts.unsubscribeUrl) lines.push(`Unsubscribe: ${parts.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

function toHtml(parts: MailParts): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const items = parts.items?.length
    ? `<ul style="padding-left:20px">${parts.items
        .map((item) => `<li style="margin-bottom:12px"><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a><br>${escapeHtml(item.body)}</li>`)
        .join('')}</ul>`
    : '';
  const unsubscribe = parts.unsubscribeUrl ? ` <a href="${escapeHtml(parts.unsubscribeUrl)}">Unsubscribe</a>` : '';
  return [
    '<!doctype html>',
    `<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<p style="font-weight:700;font-size:18px;margin:0 0 24px">Tandem</p>`,
    paragraph(parts.greeting),
    ...parts.paragraphs.map(paragraph),
    action,
    items,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">`,
    `<p style="font-size:12px;color:#4b5563">${escapeHtml(parts.footer)}${unsubscribe}</p>`,
    '</body></html>',
  ].join('\n');
}

export function renderMail(parts: MailParts): MailContent {
  return { subject: parts.subject, text: toText(parts), html: toHtml(parts) };
}
