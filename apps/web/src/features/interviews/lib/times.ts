import { formatInterviewSlot } from '@tandem/contract';

/** The viewer's own time zone, as the browser knows it (times are stored in UTC and shown in it). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** 'Tuesday 1 December 2026, 14:00 to 14:45 London time', in the viewer's zone. */
export const slotLabel = (slot: { start: string; end: string }, timeZone: string = viewerTimeZone()): string => formatInterviewSlot(slot, timeZone);

/** A datetime-local value ('2026-12-01T14:00', the viewer's wall clock) as an instant in UTC; '' when empty or invalid. */
export function localToIso(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The datetime-local value of an instant in the viewer's zone (what the picker shows). */
export function isoToLocal(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Tomorrow at the given hour, in the viewer's zone: where a new picker starts. */
export function tomorrowAt(hour: number, now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hour, 0);
  return isoToLocal(date.toISOString());
}
