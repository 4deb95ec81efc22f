// How an interview's time is written for a person (docs/product.md section C19): in their time zone, the zone named as a
// place ('14:00 London time'), in en-GB through Intl. Kept apart from interviews.ts so screens need not load zod for it.

/** 'Europe/London' → 'London time', 'America/New_York' → 'New York time'; UTC and the like stay 'UTC'. */
export function timeZoneName(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  if (!timeZone.includes('/') || /^(UTC|GMT|Etc)/i.test(timeZone)) return city.toUpperCase() === 'UTC' ? 'UTC' : `${city.replace(/_/g, ' ')} time`;
  return `${city.replace(/_/g, ' ')} time`;
}

/** 'Tuesday 1 December 2026' in the zone. */
export function formatInterviewDay(iso: string, timeZone: string): string {
  // From the parts: ICU versions differ on a comma after the weekday.
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** '14:00' in the zone (24-hour, as en-GB writes it). */
export const formatInterviewClock = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** 'Tuesday 1 December 2026, 14:00 to 14:45 London time'. */
export function formatInterviewSlot(slot: { start: string; end: string }, timeZone: string): string {
  return `${formatInterviewDay(slot.start, timeZone)}, ${formatInterviewClock(slot.start, timeZone)} to ${formatInterviewClock(slot.end, timeZone)} ${timeZoneName(timeZone)}`;
}

/** What the server writes in notices and e-mails, which know no reader's zone: the product serves the UK and Ireland. */
export const SERVER_TIME_ZONE = 'Europe/London';
