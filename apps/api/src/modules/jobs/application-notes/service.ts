import { TEAM_MESSAGES, type ApplicationEventAnswer, type ApplicationNoteAnswer, type SkillRatingsAnswer } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { fieldError } from '../../../lib/http-errors.ts';
import type { ApplicationRow } from '../applications/repository.ts';
import { presentEvent, presentNote, presentRatings } from './presenter.ts';
import { eventsOf, insertNote, notesOf, ratingsOf, requiredSkillsOf, upsertRating, type NoteRow } from './repository.ts';

// The team's notes, ratings and history of an application (docs/product.md section C18). Who may is the routes'
// guard (the members of the job's company, as for moving it); these answer with what the members see.

type RatedApplication = Pick<ApplicationRow, 'id' | 'job_id'>;

export const teamNotesOf = async (db: Db, applicationId: number): Promise<ApplicationNoteAnswer[]> => (await notesOf(db, applicationId)).map(presentNote);

export const historyOf = async (db: Db, applicationId: number): Promise<ApplicationEventAnswer[]> => (await eventsOf(db, applicationId)).map(presentEvent);

/** Leaves a note and answers it as the list shows it (with its author's name, which only the read joins in). */
export async function addNote(db: Db, applicationId: number, authorId: number, body: string): Promise<ApplicationNoteAnswer> {
  const id = await insertNote(db, applicationId, authorId, body);
  const note = (await notesOf(db, applicationId)).find((row) => row.id === id);
  return presentNote(note as NoteRow);
}

/** The ratings on the job's required skills, as the member sees them: theirs and the team's average. */
export async function skillRatingsOf(db: Db, application: RatedApplication, memberId: number): Promise<SkillRatingsAnswer> {
  const [skills, ratings] = await Promise.all([requiredSkillsOf(db, application.job_id), ratingsOf(db, application.id)]);
  return presentRatings(skills, ratings, memberId);
}

/** A member rates the applicant on one of the job's required skills (any other is refused); a second replaces theirs. */
export async function rateSkill(db: Db, application: RatedApplication, memberId: number, skill: string, rating: number): Promise<SkillRatingsAnswer> {
  const skills = await requiredSkillsOf(db, application.job_id);
  if (!skills.includes(skill)) throw fieldError('skill', TEAM_MESSAGES.unknownSkill);
  await upsertRating(db, application.id, memberId, skill, rating);
  // The required skills were just read: only the ratings are read again.
  return presentRatings(skills, await ratingsOf(db, application.id), memberId);
}
