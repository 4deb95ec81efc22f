import type { AccountSession } from '@tandem/contract';

export function presentSession(
  row: { id: number; token_hash: string; created_at: string; last_seen_at: string; user_agent: string },
  currentTokenHash: string | undefined,
): AccountSession {
  return {
    id: row.id,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    user_agent: row.user_agent,
    current: row.token_hash === currentTokenHash,
  };
}
