import type { BusMessage, LiveEventName } from './types.ts';

/**
 * Bytes of ids per message, under PostgreSQL's 8,000 bytes a NOTIFY with room for the rest of the JSON: about 400
 * events a message.
 */
const MAX_ID_BYTES = 7_500;

/**
 * Live events of one kind for many users, packed into as few `live-many` messages as NOTIFY's size allows. A
 * sweep's million notifications were a million NOTIFYs (7 s per million on PostgreSQL, each parsed again by every
 * instance); packed, about 2,500.
 */
export function liveBatches(event: LiveEventName, rows: readonly { id: number; user_id: number }[]): BusMessage[] {
  const messages: BusMessage[] = [];
  let userIds: number[] = [];
  let ids: number[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = String(row.user_id).length + String(row.id).length + 2;
    if (bytes + size > MAX_ID_BYTES) {
      messages.push({ t: 'live-many', event, userIds, ids });
      userIds = [];
      ids = [];
      bytes = 0;
    }
    userIds.push(row.user_id);
    ids.push(row.id);
    bytes += size;
  }
  if (ids.length > 0) messages.push({ t: 'live-many', event, userIds, ids });
  return messages;
}
