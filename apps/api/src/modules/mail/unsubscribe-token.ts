import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS } from '@tandem/contract';

/** What a link in an e-mail can turn off: one kind's e-mails, or the digest (all e-mail). */
export const UNSUBSCRIBE_TOPICS = [...NOTIFICATION_KINDS, 'digest'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

const sign = (secret: string, userId: number, topic: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${topic}`).digest('base64url');

/**
 * A token that works without signing in, as mail clients' one-click unsubscribe requires: the user and topic in
 * clear, signed with the server's secret. It does not expire; all it can do is turn e-mail off.
 */
export function unsubscribeToken(secret: string, userId: number, topic: UnsubscribeTopic): string {
  return `${userId}.${topic}.${sign(secret, userId, topic)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: number; topic: UnsubscribeTopic } | undefined {
  const [id, topic, signature, ...rest] = token.split('.');
  if (rest.length || !id || !topic || !signature || !/^\d{1,10}$/.test(id)) return undefined;
  if (!(UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic)) return undefined;
  const expected = Buffer.from(sign(secret, Number(id), topic));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { userId: Number(id), topic: topic as UnsubscribeTopic };
}
