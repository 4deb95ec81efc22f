// Verified organisations (docs/product.md section C20): a member confirms an address at the domain of the company's
// website, through a link sent there. Free-mail domains prove nothing about an organisation and cannot verify.
// Without zod: every job card's 'Verified organisation' badge reads these words on its first screen; the schemas
// are in verification.ts.

/** Public mailbox providers: an address there is anyone's. Also what the held-for-review rules call a personal e-mail. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'live.com', 'live.co.uk', 'msn.com',
  'yahoo.com', 'yahoo.co.uk', 'ymail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com',
  'pm.me', 'gmx.com', 'gmx.net', 'mail.com', 'zoho.com', 'yandex.com', 'yandex.ru', 'mail.ru', 'tutanota.com',
  'tuta.io', 'fastmail.com', 'hey.com', 'btinternet.com', 'sky.com', 'virginmedia.com', 'talktalk.net', 'eircom.net',
  'qq.com', '163.com',
] as const;

const FREE = new Set<string>(FREE_MAIL_DOMAINS);
export const isFreeMailDomain = (domain: string): boolean => FREE.has(domain.toLowerCase().replace(/\.$/, ''));

/** The host of a website address without a leading 'www.', lower case; null when there is none. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const host = new URL(website).hostname.toLowerCase().replace(/\.$/, '');
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** Whether an e-mail address is at the domain or one of its subdomains (jo@mail.example.org for example.org). */
export function emailAtDomain(email: string, domain: string): boolean {
  const at = email.toLowerCase().split('@').pop() ?? '';
  return at === domain || at.endsWith(`.${domain}`);
}

export const VERIFICATION_MESSAGES = {
  noWebsite: "Add your organisation's website first: the address you confirm must be at its domain.",
  freeMailWebsite: 'A website at a public e-mail provider cannot verify an organisation.',
  freeMail: 'An address at a public e-mail provider (Gmail, Outlook, Yahoo…) cannot verify an organisation: use one at your website’s domain.',
  wrongDomain: (domain: string) => `Use an address at ${domain}, your organisation's website.`,
  sent: (email: string) => `We sent a link to ${email}. Open it to verify your organisation.`,
  badLink: 'This verification link is not valid or has expired. Ask for a new one from your organisation profile.',
  verified: 'Your organisation is verified.',
  badge: 'Verified organisation',
  alreadyVerified: 'Already verified.',
  notVerified: 'Not verified.',
} as const;
