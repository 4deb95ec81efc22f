import type { ApplicationEventAnswer, ApplicationNoteAnswer, SkillRatingsAnswer } from '@tandem/contract';
import type { EventRow, NoteRow, RatingRow } from './repository.ts';

export const presentNote = (row: NoteRow): ApplicationNoteAnswer => ({ id: row.id, body: row.body, author: row.author ?? 'Deleted user', created_at: row.created_at });

/** The reply deadline's sweep records its lapse under the job's creator; the team reads it as Tandem's. */
export const presentEvent = (row: EventRow): ApplicationEventAnswer => ({
  id: row.id,
  from: row.from_status,
  to: row.to_status,
  by: row.to_status === 'no_reply' ? 'Tandem' : (row.by ?? 'Deleted user'),
  at: row.created_at,
});

/** Per required skill, in the job's order: the member's own rating and the team's average to one decimal. */
export const presentRatings = (skills: readonly string[], ratings: readonly RatingRow[], memberId: number): SkillRatingsAnswer => ({
  results: skills.map((skill) => {
    const given = ratings.filter((row) => row.skill === skill);
    const average = given.length === 0 ? null : Math.round((given.reduce((sum, row) => sum + row.rating, 0) / given.length) * 10) / 10;
    return { skill, mine: given.find((row) => row.rated_by === memberId)?.rating ?? null, average, count: given.length };
  }),
});
