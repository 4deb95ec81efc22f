import type { Kysely } from 'kysely';
import { notNullDefault, withId } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// The whole data model of docs/product.md section 3 and docs/product.md. Frozen: later changes go in new migrations.
export async function up(db: Kysely<any>): Promise<void> {
  const text = notNullDefault('');
  const zero = notNullDefault(0);
  const one = notNullDefault(1);
  const cascade = (table: string) => (col: any) => col.references(`${table}.id`).onDelete('cascade').notNull();
  const setNull = (table: string) => (col: any) => col.references(`${table}.id`).onDelete('set null');

  await withId(db, db.schema.createTable('companies'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', text)
    .addColumn('phone_number', 'text', text)
    .addColumn('address', 'text', text)
    .addColumn('website', 'text', text)
    .addColumn('is_small_business', 'integer', zero)
    .addColumn('is_nonprofit', 'integer', zero)
    .addColumn('logo', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', text)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (col) => col.unique())
    .addColumn('phone_number', 'text', text)
    .addColumn('address', 'text', text)
    .addColumn('profile_picture', 'text')
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('company_id', 'integer', setNull('companies'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await withId(db, db.schema.createTable('applications'))
    .addColumn('user_id', 'integer', (col) => cascade('users')(col).unique())
    .addColumn('linkedin', 'text', text)
    .addColumn('github', 'text', text)
    .addColumn('portfolio', 'text', text)
    .addColumn('city', 'text', text)
    .addColumn('state', 'text', text)
    .addColumn('country', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('education'))
    .addColumn('application_id', 'integer', cascade('applications'))
    .addColumn('institution', 'text', text)
    .addColumn('degree', 'text', text)
    .addColumn('field_of_study', 'text', text)
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('education_application_idx').on('education').column('application_id').execute();

  await withId(db, db.schema.createTable('experience'))
    .addColumn('application_id', 'integer', cascade('applications'))
    .addColumn('company', 'text', text)
    .addColumn('duration', 'text', text)
    .addColumn('city', 'text', text)
    .addColumn('state', 'text', text)
    .addColumn('country', 'text', text)
    .addColumn('is_remote', 'integer', zero)
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('responsibilities', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('experience_application_idx').on('experience').column('application_id').execute();

  await withId(db, db.schema.createTable('skill_categories'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', text)
    .execute();

  await withId(db, db.schema.createTable('catalogue_skills'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('category_id', 'integer', setNull('skill_categories'))
    .execute();
  await db.schema.createIndex('catalogue_skills_category_idx').on('catalogue_skills').column('category_id').execute();

  await withId(db, db.schema.createTable('skill_aliases'))
    .addColumn('skill_id', 'integer', cascade('catalogue_skills'))
    .addColumn('alias', 'text', (col) => col.notNull())
    .addColumn('alias_key', 'text', (col) => col.notNull().unique())
    .execute();
  await db.schema.createIndex('skill_aliases_skill_idx').on('skill_aliases').column('skill_id').execute();

  await db.schema
    .createTable('skill_relations')
    .addColumn('skill_id', 'integer', cascade('catalogue_skills'))
    .addColumn('related_skill_id', 'integer', cascade('catalogue_skills'))
    .addPrimaryKeyConstraint('skill_relations_pk', ['skill_id', 'related_skill_id'])
    .execute();

  await withId(db, db.schema.createTable('profile_skills'))
    .addColumn('application_id', 'integer', cascade('applications'))
    .addColumn('skill_id', 'integer', cascade('catalogue_skills'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('profile_skills_once', ['application_id', 'skill_id'])
    .execute();
  await db.schema.createIndex('profile_skills_skill_idx').on('profile_skills').column('skill_id').execute();

  await withId(db, db.schema.createTable('tags'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('color', 'text', notNullDefault('#6366f1'))
    .execute();

  await withId(db, db.schema.createTable('job_profiles'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', text)
    .addColumn('keywords', 'text', text)
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('city', 'text', text)
    .addColumn('state', 'text', text)
    .addColumn('country', 'text', text)
    .addColumn('created_by', 'integer', cascade('users'))
    .addColumn('company_id', 'integer', setNull('companies'))
    .addColumn('is_remote', 'integer', zero)
    .addColumn('job_type', 'text', notNullDefault('full-time'))
    .addColumn('degree_requirements', 'text', text)
    .addColumn('years_of_experience', 'integer', zero)
    .addColumn('benefits_and_perks', 'text', text)
    .addColumn('visa_sponsor', 'integer', zero)
    .addColumn('status', 'text', notNullDefault('active'))
    .addColumn('is_active', 'integer', one)
    .addColumn('department', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_profiles_created_by_idx').on('job_profiles').column('created_by').execute();
  await db.schema.createIndex('job_profiles_company_idx').on('job_profiles').column('company_id').execute();
  await db.schema.createIndex('job_profiles_active_created_idx').on('job_profiles').columns(['is_active', 'created_at']).execute();
  await db.schema.createIndex('job_profiles_active_salary_idx').on('job_profiles').columns(['is_active', 'salary_max']).execute();

  await withId(db, db.schema.createTable('job_skills'))
    .addColumn('job_id', 'integer', cascade('job_profiles'))
    .addColumn('skill_id', 'integer', setNull('catalogue_skills'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addUniqueConstraint('job_skills_once', ['job_id', 'name'])
    .execute();
  await db.schema.createIndex('job_skills_skill_idx').on('job_skills').column('skill_id').execute();

  await withId(db, db.schema.createTable('saved_jobs'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('job_id', 'integer', cascade('job_profiles'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('saved_jobs_once', ['user_id', 'job_id'])
    .execute();
  await db.schema.createIndex('saved_jobs_job_idx').on('saved_jobs').column('job_id').execute();

  await withId(db, db.schema.createTable('job_applications'))
    .addColumn('job_id', 'integer', cascade('job_profiles'))
    .addColumn('candidate_id', 'integer', cascade('users'))
    .addColumn('status', 'text', notNullDefault('applied'))
    .addColumn('note', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('withdrawn_at', 'text')
    .addUniqueConstraint('job_applications_once', ['job_id', 'candidate_id'])
    .execute();
  await db.schema.createIndex('job_applications_candidate_idx').on('job_applications').column('candidate_id').execute();

  await withId(db, db.schema.createTable('job_application_events'))
    .addColumn('job_application_id', 'integer', cascade('job_applications'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('changed_by', 'integer', cascade('users'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('job_application_events_application_idx')
    .on('job_application_events')
    .columns(['job_application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('smallbiz_profiles')
    .addColumn('company_id', 'integer', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('industry', 'text', text)
    .addColumn('employee_count', 'text', text)
    .addColumn('years_operating', 'text', text)
    .addColumn('seeking_volunteers', 'integer', one)
    .addColumn('problems_facing', 'text', text)
    .addColumn('volunteer_roles', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('nonprofit_profiles')
    .addColumn('company_id', 'integer', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('mission', 'text', text)
    .addColumn('focus_areas', 'text', text)
    .addColumn('charity_number', 'text', text)
    .addColumn('seeking_volunteers', 'integer', one)
    .addColumn('volunteer_roles', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('events'))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', setNull('users'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', text)
    .addColumn('event_type', 'text', text)
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('is_online', 'integer', zero)
    .addColumn('location', 'text', text)
    .addColumn('city', 'text', text)
    .addColumn('country', 'text', text)
    .addColumn('capacity', 'integer')
    .addColumn('participants_count', 'integer', zero)
    .addColumn('is_active', 'integer', one)
    .addColumn('registration_open', 'integer', one)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('events_start_idx').on('events').column('start_date').execute();
  await db.schema.createIndex('events_company_idx').on('events').column('company_id').execute();

  await db.schema
    .createTable('event_tags')
    .addColumn('event_id', 'integer', cascade('events'))
    .addColumn('tag_id', 'integer', cascade('tags'))
    .addPrimaryKeyConstraint('event_tags_pk', ['event_id', 'tag_id'])
    .execute();

  await withId(db, db.schema.createTable('resources'))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', setNull('users'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', text)
    .addColumn('resource_type', 'text', text)
    .addColumn('author', 'text', text)
    .addColumn('published_date', 'text', (col) => col.notNull())
    .addColumn('url', 'text', text)
    .addColumn('is_free', 'integer', one)
    .addColumn('downloads_count', 'integer', zero)
    .addColumn('views_count', 'integer', zero)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('resources_company_idx').on('resources').column('company_id').execute();

  await db.schema
    .createTable('resource_tags')
    .addColumn('resource_id', 'integer', cascade('resources'))
    .addColumn('tag_id', 'integer', cascade('tags'))
    .addPrimaryKeyConstraint('resource_tags_pk', ['resource_id', 'tag_id'])
    .execute();

  await withId(db, db.schema.createTable('volunteer_opportunities'))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', setNull('users'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', text)
    .addColumn('keywords', 'text', text)
    .addColumn('city', 'text', text)
    .addColumn('country', 'text', text)
    .addColumn('is_remote', 'integer', zero)
    .addColumn('time_commitment', 'text', text)
    .addColumn('category', 'text', text)
    .addColumn('start_date', 'text')
    .addColumn('is_active', 'integer', one)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('volunteer_opportunities_company_idx').on('volunteer_opportunities').column('company_id').execute();

  await withId(db, db.schema.createTable('volunteer_interests'))
    .addColumn('opportunity_id', 'integer', cascade('volunteer_opportunities'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('volunteer_interests_once', ['opportunity_id', 'user_id'])
    .execute();
  await db.schema.createIndex('volunteer_interests_user_idx').on('volunteer_interests').column('user_id').execute();

  await withId(db, db.schema.createTable('job_skill_matrices'))
    .addColumn('job_id', 'integer', cascade('job_profiles'))
    .addColumn('skill_id', 'integer', cascade('catalogue_skills'))
    .addColumn('importance', 'integer', notNullDefault(5))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('job_skill_matrices_once', ['job_id', 'skill_id'])
    .execute();

  await withId(db, db.schema.createTable('user_skill_matrices'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('skill_id', 'integer', cascade('catalogue_skills'))
    .addColumn('level', 'integer', notNullDefault(5))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('user_skill_matrices_once', ['user_id', 'skill_id'])
    .execute();

  await withId(db, db.schema.createTable('matching_sessions'))
    .addColumn('created_by', 'integer', setNull('users'))
    .addColumn('status', 'text', notNullDefault('pending'))
    .addColumn('progress', 'integer', zero)
    .addColumn('total', 'integer', zero)
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();

  await withId(db, db.schema.createTable('match_results'))
    .addColumn('session_id', 'integer', cascade('matching_sessions'))
    .addColumn('candidate_id', 'integer', cascade('users'))
    .addColumn('job_id', 'integer', cascade('job_profiles'))
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('explanation', 'text', notNullDefault('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('match_results_session_idx').on('match_results').columns(['session_id', 'candidate_id']).execute();
  await db.schema.createIndex('match_results_job_idx').on('match_results').columns(['job_id', 'score']).execute();

  await withId(db, db.schema.createTable('resumes'))
    .addColumn('user_id', 'integer', (col) => cascade('users')(col).unique())
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('activity_log'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', text)
    .addColumn('job_id', 'integer', setNull('job_profiles'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('activity_log_user_idx').on('activity_log').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', zero)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'change_counters', 'activity_log', 'resumes', 'match_results', 'matching_sessions', 'user_skill_matrices',
    'job_skill_matrices', 'volunteer_interests', 'volunteer_opportunities', 'resource_tags', 'resources',
    'event_tags', 'events', 'nonprofit_profiles', 'smallbiz_profiles', 'job_application_events',
    'job_applications', 'saved_jobs', 'job_skills', 'job_profiles', 'tags', 'profile_skills', 'skill_relations',
    'skill_aliases', 'catalogue_skills', 'skill_categories', 'experience', 'education', 'applications', 'sessions',
    'users', 'companies',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
