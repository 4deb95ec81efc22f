import {
  JOBS_MESSAGES,
  NonprofitProfileAnswer,
  NonprofitProfileInput,
  SmallbizProfileAnswer,
  SmallbizProfileInput,
} from '@tandem/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { profileRepository, type NonprofitProfile, type ProfileTable, type SmallbizProfile } from './repository.ts';

export type ProfileValues = Record<string, unknown> & { company?: number | undefined; seeking_volunteers?: boolean | undefined };
export type ProfileColumnValues = Record<string, string | number>;
export type PresentedProfile = Record<string, unknown>;

/**
 * One kind of organisation profile, as its routes see it: path, schemas, the text fields that default to '' and
 * storage that answers rows already shaped for the API.
 */
export interface ProfileKind {
  path: string;
  tag: string;
  label: string;
  textFields: readonly string[];
  input: z.ZodType<ProfileValues>;
  answer: z.ZodType;
  existsMessage: string;
  find(db: Db, companyId: number): Promise<PresentedProfile | undefined>;
  /** Answers undefined when the company already has one. */
  insert(db: Db, companyId: number, columns: ProfileColumnValues): Promise<PresentedProfile | undefined>;
  update(db: Db, companyId: number, columns: ProfileColumnValues): Promise<PresentedProfile>;
  remove(db: Db, companyId: number): Promise<void>;
}

function storage<T extends ProfileTable, Row>(table: T, present: (row: Row) => PresentedProfile) {
  const repository = profileRepository(table);
  const columns = (values: ProfileColumnValues) => values as Parameters<typeof repository.update>[2];
  return {
    find: async (db: Db, companyId: number) => {
      const row = await repository.find(db, companyId);
      return row && present(row as Row);
    },
    insert: async (db: Db, companyId: number, values: ProfileColumnValues) => {
      const row = await repository.insert(db, companyId, columns(values));
      return row && present(row as Row);
    },
    update: async (db: Db, companyId: number, values: ProfileColumnValues) => present((await repository.update(db, companyId, columns(values))) as Row),
    remove: (db: Db, companyId: number) => repository.remove(db, companyId),
  };
}

export const smallbizKind: ProfileKind = {
  path: 'smallbiz-profile',
  tag: 'organisation profiles',
  label: 'small-business profile',
  textFields: ['industry', 'employee_count', 'years_operating', 'problems_facing', 'volunteer_roles'],
  input: SmallbizProfileInput,
  answer: SmallbizProfileAnswer,
  existsMessage: JOBS_MESSAGES.smallbizProfileExists,
  ...storage('smallbiz_profiles', (row: SmallbizProfile): SmallbizProfileAnswer => ({
    company: row.company_id,
    industry: row.industry,
    employee_count: row.employee_count,
    years_operating: row.years_operating,
    seeking_volunteers: row.seeking_volunteers === 1,
    problems_facing: row.problems_facing,
    volunteer_roles: row.volunteer_roles,
    created_at: row.created_at,
    updated_at: row.updated_at,
  })),
};

export const nonprofitKind: ProfileKind = {
  path: 'nonprofit-profile',
  tag: 'organisation profiles',
  label: 'nonprofit profile',
  textFields: ['mission', 'focus_areas', 'charity_number', 'volunteer_roles'],
  input: NonprofitProfileInput,
  answer: NonprofitProfileAnswer,
  existsMessage: JOBS_MESSAGES.nonprofitProfileExists,
  ...storage('nonprofit_profiles', (row: NonprofitProfile): NonprofitProfileAnswer => ({
    company: row.company_id,
    mission: row.mission,
    focus_areas: row.focus_areas,
    charity_number: row.charity_number,
    seeking_volunteers: row.seeking_volunteers === 1,
    volunteer_roles: row.volunteer_roles,
    created_at: row.created_at,
    updated_at: row.updated_at,
  })),
};
