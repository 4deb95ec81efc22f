import { formatDate, formatRelative, formatTime } from '../../../lib/dates';

const RECENT_MS = 7 * 24 * 3600 * 1000;

/** A list's time: relative while recent ("3 hours ago"), then the en-GB date. */
export function listTime(iso: string, now: Date = new Date()): string {
  const age = now.getTime() - new Date(iso).getTime();
  return age >= 0 && age < RECENT_MS ? formatRelative(iso, now) : formatDate(iso);
}

/** A message's time: "14.05" today, "21/11/2026 14.05" before (SPEC section 9: en-GB, times as HH.MM). */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const today = date.toDateString() === now.toDateString();
  return today ? formatTime(date) : `${formatDate(date)} ${formatTime(date)}`;
}

/** A message body on one line, cut at `max` characters. */
export function preview(body: string, max = 90): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
