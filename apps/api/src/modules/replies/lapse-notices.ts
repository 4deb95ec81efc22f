import { replyDate } from '@tandem/contract';
import { sql } from 'kysely';
import type { Executor } from '../../bus/index.ts';
import { idIn } from '../../db/id-list.ts';
import type { NoticeBatch } from '../notifications/index.ts';
import type { LapsedRow } from './repository.ts';

/**
 * The candidates' notices of a batch of lapsed applications (`application_no_reply`), their words written by the
 * database from each application's job, company and deadline: at a million, building a quarter of a kilobyte of
 * text per notice in the app and sending it back as parameters (twice: the bell and the digest) was most of the
 * sweep. The day is formatted here, once per distinct day of the batch, by the contract's `replyDate`, so the
 * words are the same as every screen's.
 */
export function noReplyNotices(lapsed: readonly LapsedRow[]): NoticeBatch {
  const ids = lapsed.map((row) => row.id);
  const days = new Map<string, string>();
  for (const row of lapsed) {
    const day = row.reply_due_at?.slice(0, 10);
    if (day && !days.has(day)) days.set(day, replyDate(row.reply_due_at ?? ''));
  }
  const day = days.size === 0 ? sql<string>`${'its deadline'}` : sql<string>`case substr(a.reply_due_at, 1, 10) ${sql.join([...days].map(([key, text]) => sql`when ${key} then ${text}`), sql` `)} else ${'its deadline'} end`;
  return {
    kind: 'application_no_reply',
    userIds: [...new Set(lapsed.map((row) => row.candidate_id))],
    rows: (db: Executor, recipients?: readonly number[]) =>
      db
        .selectFrom('job_applications as a')
        .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
        .leftJoin('companies as c', 'c.id', 'j.company_id')
        .select([
          'a.candidate_id as user_id',
          sql<string>`${'Your application for '} || j.title || ${' had no reply in time'}`.as('title'),
          sql<string>`coalesce(c.name, ${'The organisation'}) || ${' did not answer your application by '} || ${day} || ${'. That says nothing about you: we have closed it so you are not left waiting. Jobs that suit your profile are waiting in Your matches.'}`.as(
            'body',
          ),
          sql<string>`${'/yourmatches'}`.as('link'),
        ])
        .where(idIn(db, 'a.id', ids))
        .$if(recipients !== undefined, (query) => query.where(idIn(db, 'a.candidate_id', recipients ?? []))),
  };
}
