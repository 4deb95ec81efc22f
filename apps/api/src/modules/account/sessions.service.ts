import type { AccountSession } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../auth/index.ts';
import { presentSession } from './presenter.ts';
import { liveSessionsOf } from './sessions.repository.ts';

/** A user's live sessions, the one asking (by its token) marked current (docs/product.md section C10). */
export async function sessionsOf(db: Db, userId: number, currentToken: string | undefined): Promise<AccountSession[]> {
  const current = currentToken ? hashToken(currentToken) : undefined;
  return (await liveSessionsOf(db, userId)).map((row) => presentSession(row, current));
}
