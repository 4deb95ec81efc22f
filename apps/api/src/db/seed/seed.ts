import { currencyForCountry } from '@tandem/contract';
import { addDays, isoDate } from '../../lib/time.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { refreshDueRecords } from '../../modules/replies/index.ts';
import { skillKey } from '../catalogue-sync.ts';
import type { Db } from '../database.ts';
import { DEMO_CANDIDATES } from './demo-candidates.ts';
import { DEMO_EXCHANGES, seedConversation } from './demo-conversations.ts';
import { DEMO_EVENTS, DEMO_OPPORTUNITIES, DEMO_RESOURCES, DEMO_TAGS } from './demo-community.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import { DEMO_ORGANISATIONS } from './demo-organisations.ts';
import { DEMO_PLACES, type Place } from './demo-places.ts';
import { seededRandom } from './random.ts';

/** Every demo account signs in with this password (README: demo accounts). */
export const DEMO_PASSWORD = 'Tandem@2026';

const place = (index: number): Place => DEMO_PLACES[index % DEMO_PLACES.length] as Place;
const flag = (value: boolean) => (value ? 1 : 0);
/** The default REPLY_WINDOW in days: the demo's deadlines (docs/product.md section C12). */
const REPLY_DAYS = 14;

/** Catalogue ids by lowercased name and alias, so demo skills resolve the way a typed skill would. */
async function catalogueLookup(db: Db): Promise<(name: string) => { id: number; name: string } | undefined> {
  const skills = await db.selectFrom('catalogue_skills').select(['id', 'name', 'name_key']).execute();
  const aliases = await db.selectFrom('skill_aliases').select(['skill_id', 'alias_key']).execute();
  const byKey = new Map(skills.map((skill) => [skill.name_key, { id: skill.id, name: skill.name }]));
  const byId = new Map(skills.map((skill) => [skill.id, { id: skill.id, name: skill.name }]));
  for (const alias of aliases) {
    const skill = byId.get(alias.skill_id);
    if (skill && !byKey.has(alias.alias_key)) byKey.set(alias.alias_key, skill);
  }
  return (name) => byKey.get(skillKey(name));
}

/**
 * A believable marketplace: organisations of all three kinds with jobs, events, resources and volunteer roles,
 * and candidates with full profiles, applications and saved jobs. Deterministic apart from dates, which are
 * placed relative to `today` so upcoming events stay upcoming.
 */
export async function seedDemoData(db: Db, today = new Date()): Promise<void> {
  const random = seededRandom(2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = (daysAgo: number, hour = 9) => {
    const date = addDays(today, -daysAgo);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  const lookup = await catalogueLookup(db);

  await db.transaction().execute(async (trx) => {
    const tagIds = new Map<string, number>();
    for (const tag of DEMO_TAGS) {
      const row = await trx.insertInto('tags').values(tag).returning('id').executeTakeFirstOrThrow();
      tagIds.set(tag.name, row.id);
    }

    const companyIds: number[] = [];
    const ownerIds: number[] = [];
    const jobIds: number[] = [];
    for (const [orgIndex, org] of DEMO_ORGANISATIONS.entries()) {
      const created = at(200 - orgIndex);
      const owner = await trx
        .insertInto('users')
        .values({ ...org.owner, password_hash: passwordHash, email_verified: 1, phone_number: org.company.phone_number, address: org.company.address, created_at: created, updated_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      const company = await trx
        .insertInto('companies')
        .values({
          ...org.company,
          is_small_business: flag(org.owner.role === 'smallbiz_owner'),
          is_nonprofit: flag(org.owner.role === 'nonprofit'),
          created_by: owner.id,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ company_id: company.id, company_role: 'owner', company_joined_at: created }).where('id', '=', owner.id).execute();
      companyIds.push(company.id);
      ownerIds.push(owner.id);

      if (org.owner.role === 'smallbiz_owner') {
        await trx
          .insertInto('smallbiz_profiles')
          .values({
            company_id: company.id,
            industry: (['food_beverage', 'trades', 'creative'] as const)[orgIndex - 3] ?? 'other',
            employee_count: random.pick(['sole', '2_5', '6_15']),
            years_operating: random.pick(['1_3', '4_7', '8_15']),
            seeking_volunteers: 1,
            problems_facing: 'Finding reliable staff for weekend shifts; getting found online.',
            volunteer_roles: 'Social media, events and one-off design help.',
            created_at: created,
            updated_at: created,
          })
          .execute();
      }
      if (org.owner.role === 'nonprofit') {
        await trx
          .insertInto('nonprofit_profiles')
          .values({
            company_id: company.id,
            mission: `${org.company.name} brings people together to make ${place(org.cityIndex).city} a better place to live.`,
            focus_areas: random.pick(['Youth, Food poverty', 'Environment, Community', 'Education, Digital inclusion']),
            charity_number: String(1100000 + orgIndex * 7919),
            seeking_volunteers: 1,
            volunteer_roles: 'Mentors, event helpers, trustees.',
            created_at: created,
            updated_at: created,
          })
          .execute();
      }

      for (const [jobIndex, job] of (DEMO_JOBS[orgIndex] ?? []).entries()) {
        const where = jobIndex % 3 === 2 ? place(random.int(0, DEMO_PLACES.length - 1)) : place(org.cityIndex);
        const postedAt = at(random.int(1, 40), 8 + jobIndex);
        const status = orgIndex === 0 && jobIndex === 3 ? 'closed' : 'active';
        const row = await trx
          .insertInto('job_profiles')
          .values({
            title: job.title,
            description: `${job.summary}\n\nYou will bring: ${job.keywords.join(', ')}.`,
            keywords: job.keywords.join(', '),
            salary_min: job.salary?.[0] ?? null,
            salary_max: job.salary?.[1] ?? null,
            salary_currency: currencyForCountry(where.country),
            ...where,
            created_by: owner.id,
            company_id: company.id,
            is_remote: flag(job.title.includes('remote') || job.keywords.includes('Kubernetes') || random.next() < 0.15),
            job_type: job.job_type,
            degree_requirements: job.degree,
            years_of_experience: job.years,
            benefits_and_perks: job.perks.join(', '),
            visa_sponsor: flag(orgIndex < 3 && job.years >= 3),
            status,
            is_active: flag(status === 'active'),
            department: job.department,
            created_at: postedAt,
            updated_at: postedAt,
            last_activity_at: postedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        jobIds.push(row.id);
        await trx
          .insertInto('job_skills')
          .values(job.keywords.map((name) => ({ job_id: row.id, name, skill_id: lookup(name)?.id ?? null })))
          .execute();
      }
    }

    const candidateIds: number[] = [];
    for (const [index, candidate] of DEMO_CANDIDATES.entries()) {
      const created = at(120 - index * 5);
      const where = place(candidate.cityIndex);
      const user = await trx
        .insertInto('users')
        .values({
          name: candidate.name,
          title: candidate.title,
          email: candidate.email,
          password_hash: passwordHash,
          // Demo accounts are confirmed, so the reminder banner shows only for real signups.
          email_verified: 1,
          phone_number: `07700 900${String(100 + index).padStart(3, '0')}`,
          address: `${10 + index} High Street, ${where.city}, ${where.state}, ${String(10000 + index * 111)}`,
          role: 'candidate',
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      candidateIds.push(user.id);
      const application = await trx
        .insertInto('applications')
        .values({ user_id: user.id, ...candidate.links, ...where, created_at: created, updated_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('education')
        .values(
          candidate.education.map((entry) => ({
            application_id: application.id,
            institution: entry.institution,
            degree: entry.degree,
            field_of_study: entry.field_of_study,
            start_date: entry.start,
            end_date: entry.end,
            created_at: created,
          })),
        )
        .execute();
      await trx
        .insertInto('experience')
        .values(
          candidate.experience.map((entry) => ({
            application_id: application.id,
            company: entry.company,
            duration: entry.title,
            ...where,
            is_remote: flag(entry.remote),
            start_date: entry.start,
            end_date: entry.end,
            responsibilities: entry.responsibilities,
            created_at: created,
          })),
        )
        .execute();
      const skills = candidate.skills.flatMap(([name, score]) => {
        const skill = lookup(name);
        return skill ? [{ application_id: application.id, skill_id: skill.id, name: skill.name, score, created_at: created }] : [];
      });
      if (skills.length > 0) await trx.insertInto('profile_skills').values(skills).execute();
    }

    // The demo candidate has a pipeline to look at: applications at several stages and two saved jobs.
    const pipeline: [candidate: number, job: number, steps: string[]][] = [
      [0, 0, ['applied', 'screening', 'interview']],
      [0, 8, ['applied']],
      [0, 4, ['applied', 'screening']],
      [1, 1, ['applied', 'screening', 'interview', 'offer']],
      [2, 4, ['applied', 'rejected']],
      [11, 5, ['applied', 'screening']],
      [6, 9, ['applied', 'interview', 'offer', 'hired']],
      [3, 12, ['applied', 'screening']],
    ];
    for (const [candidateIndex, jobIndex, steps] of pipeline) {
      const candidateId = candidateIds[candidateIndex] as number;
      const jobId = jobIds[jobIndex] as number;
      const job = await trx.selectFrom('job_profiles').select(['created_by', 'title', 'company_id']).where('id', '=', jobId).executeTakeFirstOrThrow();
      const appliedAt = at(steps.length * 3 + 1, 10);
      const row = await trx
        .insertInto('job_applications')
        .values({ job_id: jobId, candidate_id: candidateId, status: steps.at(-1) as string, note: '', created_at: appliedAt, updated_at: at(1, 11), withdrawn_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [step, status] of steps.entries()) {
        await trx
          .insertInto('job_application_events')
          .values({
            job_application_id: row.id,
            from_status: step === 0 ? null : (steps[step - 1]),
            to_status: status,
            changed_by: step === 0 ? candidateId : job.created_by,
            created_at: at((steps.length - step) * 3 - 2, 10 + step),
          })
          .execute();
      }
      await trx
        .insertInto('activity_log')
        .values({ user_id: candidateId, kind: 'applied', summary: `Applied to ${job.title}`, job_id: jobId, created_at: appliedAt })
        .execute();
      await seedConversation(trx, { jobId, candidateId, companyId: job.company_id, authorId: job.created_by, createdAt: appliedAt, messages: DEMO_EXCHANGES.get(`${candidateIndex}:${jobIndex}`) ?? [], at });
      // Reply deadlines (docs/product.md section C12): the default window; a move was the organisation's reply.
      await trx
        .updateTable('job_applications')
        .set({ reply_due_at: addDays(new Date(appliedAt), REPLY_DAYS).toISOString(), replied_at: steps.length > 1 ? at((steps.length - 1) * 3 - 2, 11) : null })
        .where('id', '=', row.id)
        .execute();
    }

    // Each reply-deadline state to look at: the demo candidate waits on Brightpath's Recruitment Coordinator (two
    // days left, on the recruiter's "Awaiting your reply"), and an application to the Data Science Intern role
    // went unanswered past its deadline (no_reply, the candidate told).
    const deadlines: { job: number; appliedDaysAgo: number; lapsed: boolean }[] = [
      { job: 2, appliedDaysAgo: REPLY_DAYS - 2, lapsed: false },
      { job: 6, appliedDaysAgo: REPLY_DAYS + 6, lapsed: true },
    ];
    for (const demo of deadlines) {
      const candidateId = candidateIds[0] as number;
      const jobId = jobIds[demo.job] as number;
      const job = await trx.selectFrom('job_profiles').select(['created_by', 'title', 'company_id']).where('id', '=', jobId).executeTakeFirstOrThrow();
      const appliedAt = at(demo.appliedDaysAgo, 10);
      const dueAt = addDays(new Date(appliedAt), REPLY_DAYS).toISOString();
      const row = await trx
        .insertInto('job_applications')
        .values({
          job_id: jobId,
          candidate_id: candidateId,
          status: demo.lapsed ? 'no_reply' : 'applied',
          note: '',
          created_at: appliedAt,
          updated_at: demo.lapsed ? dueAt : appliedAt,
          withdrawn_at: null,
          reply_due_at: dueAt,
          replied_at: null,
          reply_reminded_at: demo.lapsed ? at(demo.appliedDaysAgo - REPLY_DAYS + 4, 10) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('job_application_events')
        .values([
          { job_application_id: row.id, from_status: null, to_status: 'applied', changed_by: candidateId, created_at: appliedAt },
          ...(demo.lapsed ? [{ job_application_id: row.id, from_status: 'applied', to_status: 'no_reply', changed_by: job.created_by, created_at: dueAt }] : []),
        ])
        .execute();
      await trx
        .insertInto('activity_log')
        .values({ user_id: candidateId, kind: 'applied', summary: `Applied to ${job.title}`, job_id: jobId, created_at: appliedAt })
        .execute();
      await seedConversation(trx, { jobId, candidateId, companyId: job.company_id, authorId: job.created_by, createdAt: appliedAt, messages: [], at });
    }
    // A reply record to look at (docs/product.md section C12): Brightpath answered six earlier applicants to its
    // Backend Developer role, five of them by the deadline (in 1 to 4 days) and one late, on day 16.
    const answered: [candidate: number, appliedDaysAgo: number, repliedAfterDays: number][] = [
      [4, 40, 1],
      [5, 55, 2],
      [7, 70, 3],
      [8, 85, 2],
      [9, 100, 4],
      [10, 115, 16],
    ];
    for (const [candidateIndex, appliedDaysAgo, after] of answered) {
      const candidateId = candidateIds[candidateIndex] as number;
      const jobId = jobIds[0] as number;
      const appliedAt = at(appliedDaysAgo, 10);
      const repliedAt = at(appliedDaysAgo - after, 11);
      const row = await trx
        .insertInto('job_applications')
        .values({
          job_id: jobId,
          candidate_id: candidateId,
          status: 'rejected',
          note: '',
          created_at: appliedAt,
          updated_at: repliedAt,
          withdrawn_at: null,
          reply_due_at: addDays(new Date(appliedAt), REPLY_DAYS).toISOString(),
          replied_at: repliedAt,
          reply_reminded_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const job = await trx.selectFrom('job_profiles').select(['created_by', 'company_id']).where('id', '=', jobId).executeTakeFirstOrThrow();
      await trx
        .insertInto('job_application_events')
        .values([
          { job_application_id: row.id, from_status: null, to_status: 'applied', changed_by: candidateId, created_at: appliedAt },
          { job_application_id: row.id, from_status: 'applied', to_status: 'rejected', changed_by: job.created_by, created_at: repliedAt },
        ])
        .execute();
      await seedConversation(trx, { jobId, candidateId, companyId: job.company_id, authorId: job.created_by, createdAt: appliedAt, messages: [], at });
    }

    for (const jobIndex of [1, 5]) {
      await trx
        .insertInto('saved_jobs')
        .values({ user_id: candidateIds[0] as number, job_id: jobIds[jobIndex] as number, created_at: at(2 + jobIndex) })
        .execute();
    }

    for (const event of DEMO_EVENTS) {
      const day = isoDate(addDays(today, event.inDays));
      const row = await trx
        .insertInto('events')
        .values({
          company_id: companyIds[event.org] ?? null,
          created_by: ownerIds[event.org] ?? null,
          title: event.title,
          description: event.description,
          event_type: event.event_type,
          start_date: `${day}T${event.start}:00.000Z`,
          end_date: `${day}T${event.end}:00.000Z`,
          is_online: flag(event.is_online),
          location: event.location,
          city: event.is_online ? '' : place(DEMO_ORGANISATIONS[event.org]?.cityIndex ?? 0).city,
          country: event.is_online ? '' : place(DEMO_ORGANISATIONS[event.org]?.cityIndex ?? 0).country,
          capacity: event.capacity,
          participants_count: event.participants,
          is_active: flag(event.inDays >= 0),
          registration_open: flag(event.registration_open),
          created_at: at(30),
          updated_at: at(30),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('event_tags').values(event.tags.map((tag) => ({ event_id: row.id, tag_id: tagIds.get(tag) as number }))).execute();
    }

    for (const resource of DEMO_RESOURCES) {
      const row = await trx
        .insertInto('resources')
        .values({
          company_id: companyIds[resource.org] ?? null,
          created_by: ownerIds[resource.org] ?? null,
          title: resource.title,
          description: resource.description,
          resource_type: resource.resource_type,
          author: resource.author,
          published_date: isoDate(addDays(today, -resource.daysAgo)),
          url: resource.url,
          is_free: flag(resource.is_free),
          downloads_count: resource.downloads,
          views_count: resource.views,
          created_at: at(resource.daysAgo),
          updated_at: at(resource.daysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('resource_tags').values(resource.tags.map((tag) => ({ resource_id: row.id, tag_id: tagIds.get(tag) as number }))).execute();
    }

    for (const opportunity of DEMO_OPPORTUNITIES) {
      const where = place(DEMO_ORGANISATIONS[opportunity.org]?.cityIndex ?? 0);
      await trx
        .insertInto('volunteer_opportunities')
        .values({
          company_id: companyIds[opportunity.org] ?? null,
          created_by: ownerIds[opportunity.org] ?? null,
          title: opportunity.title,
          description: opportunity.description,
          keywords: opportunity.keywords.join(', '),
          city: opportunity.is_remote ? '' : where.city,
          country: opportunity.is_remote ? '' : where.country,
          is_remote: flag(opportunity.is_remote),
          time_commitment: opportunity.time_commitment,
          category: opportunity.category,
          start_date: opportunity.inDays === null ? null : isoDate(addDays(today, opportunity.inDays)),
          is_active: 1,
          created_at: at(15),
          updated_at: at(15),
        })
        .execute();
    }

    // Every company's reply record, as the scheduler would compute it.
    await refreshDueRecords(trx, today);
  });
}

/** Seeds only a database with no users: a second start keeps whatever the first one and its users made. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { count } = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  await seedDemoData(db);
  return true;
}
