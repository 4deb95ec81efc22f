import { PUBLIC_PAGE_SIZE, RECORD_MESSAGES, browseSearch, type BrowseQuery, type PublicJobAnswer, type PublicJobPage, type PublicOrganisationAnswer } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import { aggregatorXml, rssXml, sitemapIndexXml, sitemapXml, SITEMAP_LIMIT, RSS_ITEMS, type SitemapUrl } from './feeds.ts';
import { drawShareCard } from './og-image.ts';
import { PageCache } from './page-cache.ts';
import { pageShell } from './page-shell.ts';
import type { Sent } from './send.ts';
import { allActiveJobs, browseJobs, browseVolunteerRoles, findOrganisation, findPublicJob, organisationJobs, sitemapEntries, upcomingEvents } from './repository.ts';
import { absoluteUrl, jobPosting, organisationData } from './structured-data.ts';
import { browseHtml, jobDescriptionLine, jobPageHtml, notFoundHtml, organisationHtml } from './views.ts';

export interface PublicPagesOptions {
  /** The site's own address (PUBLIC_URL): canonical links, sitemaps and feeds are absolute. */
  origin: string;
  /** JOB_PAUSE_AFTER: an untouched job stops taking applications then (JobPosting validThrough). */
  pauseAfterMs: number;
  webDist: string;
}


const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const json = (value: unknown): Sent => ({ status: 200, type: JSON_TYPE, body: JSON.stringify(value) });

/** Everything public (pages, sitemap, feeds, JSON for the app's screens), each kept in one per-instance cache. */
export class PublicPages {
  readonly cache = new PageCache<Sent | undefined>();

  /**
   * What a change makes stale: a candidate's, nothing public (no page shows a candidate); a job's, its own page, card
   * and JSON and every list (browse, organisations, sitemap, feeds), not the other jobs' pages; an organisation's or
   * a volunteer opportunity's, everything (a job page carries its organisation's name and logo).
   */
  changed(entity: 'candidate' | 'job' | 'opportunity' | 'company', id: number): void {
    if (entity === 'candidate') return;
    if (entity !== 'job') return this.cache.clear();
    const own = new Set([`job:${id}`, `og:${id}`, `json:job:${id}`]);
    this.cache.clearWhere((key) => own.has(key) || !/^(?:job|og|json:job):/.test(key));
  }
  readonly #shell: ReturnType<typeof pageShell>;
  #notFound: Sent | undefined;
  #robots: Sent | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: PublicPagesOptions,
  ) {
    this.#shell = pageShell(options.webDist);
  }

  url(path: string): string {
    return absoluteUrl(this.options.origin, path) ?? path;
  }

  /** Jobs and volunteer roles of a search, each paged by the same page number: as many pages as the longer needs. */
  async browsePage(query: BrowseQuery): Promise<PublicJobPage> {
    const [{ count, results }, roles] = await Promise.all([browseJobs(this.db, query, this.options.pauseAfterMs), browseVolunteerRoles(this.db, query)]);
    const pages = Math.max(1, Math.ceil(count / PUBLIC_PAGE_SIZE), Math.ceil(roles.count / PUBLIC_PAGE_SIZE));
    return { count, page: query.page ?? 1, pages, results, volunteer_roles: roles.results, volunteer_count: roles.count };
  }

  job = (id: number): Promise<PublicJobAnswer | undefined> => findPublicJob(this.db, id, this.options.pauseAfterMs);

  async organisation(id: number): Promise<PublicOrganisationAnswer | undefined> {
    const found = await findOrganisation(this.db, id);
    if (!found) return undefined;
    const [jobs, events] = await Promise.all([organisationJobs(this.db, id, this.options.pauseAfterMs), upcomingEvents(this.db, id, new Date().toISOString())]);
    return {
      id: found.id,
      name: found.name,
      about: found.about,
      website: found.website || null,
      logo: found.logo,
      verified: found.verified,
      response_rate: found.response_rate,
      median_reply_days: found.median_reply_days,
      jobs,
      events: events.map((event) => ({ id: event.id, title: event.title, start_date: new Date(event.start_date).toISOString(), is_online: Boolean(Number(event.is_online)), city: event.city })),
    };
  }

  /** The JSON the app's screens read, kept like the pages; undefined when there is no such job or organisation. */
  browseJson = (query: BrowseQuery): Promise<Sent> => this.cache.get(`json:browse${browseSearch(query)}`, async () => json(await this.browsePage(query)));

  jobJson = (id: number): Promise<Sent | undefined> =>
    this.cache.get(`json:job:${id}`, async () => {
      const job = await this.job(id);
      return job && json(job);
    });

  organisationJson = (id: number): Promise<Sent | undefined> =>
    this.cache.get(`json:organisation:${id}`, async () => {
      const organisation = await this.organisation(id);
      return organisation && json(organisation);
    });

  browseHtml = (query: BrowseQuery): Promise<Sent> =>
    this.cache.get(`browse${browseSearch(query)}`, async () => {
      const page = await this.browsePage(query);
      const html = this.#shell(
        {
          title: query.q ? `${query.q}: jobs and volunteering · Tandem` : 'Browse jobs and volunteering · Tandem',
          description: `${page.count + page.volunteer_count} open jobs and volunteer roles on Tandem, matched through a profile rather than a résumé.`,
          canonical: this.url(`/browse${browseSearch(query)}`),
          ogType: 'website',
          standsAlone: true,
        },
        browseHtml(query, page),
      );
      return { status: 200, type: HTML, body: html };
    });

  jobHtml = (id: number): Promise<Sent> =>
    this.cache.get(`job:${id}`, async () => {
      const job = await this.job(id);
      if (!job) return this.notFound();
      const open = job.status === 'active';
      const html = this.#shell(
        {
          title: `${job.title} · ${job.company_name ?? 'Tandem'}`,
          description: jobDescriptionLine(job),
          canonical: this.url(`/jobs/${job.id}`),
          ogType: 'article',
          // The organisation's logo when it has one, else a card drawn with the title and organisation (og-image.ts).
          image: this.url(job.company_logo ?? `/og/jobs/${job.id}.png`),
          noindex: !open,
          // A closed or paused job is no posting any more: no JobPosting at all (Google's rules).
          structuredData: open ? jobPosting(job, this.options.origin) : undefined,
          // A visitor's Apply is a link to sign-in; only a signed-in candidate's page (match, Apply) is the app's.
          standsAlone: true,
        },
        jobPageHtml(job),
      );
      return { status: 200, type: HTML, body: html };
    });

  organisationHtml = (id: number): Promise<Sent> =>
    this.cache.get(`organisation:${id}`, async () => {
      const organisation = await this.organisation(id);
      if (!organisation) return this.notFound();
      const record = organisation.response_rate === null ? RECORD_MESSAGES.tooFew : RECORD_MESSAGES.line(organisation.response_rate, organisation.median_reply_days);
      const html = this.#shell(
        {
          title: `${organisation.name} · Tandem`,
          description: (organisation.about || `${organisation.name} on Tandem: ${organisation.jobs.length} open jobs.`).slice(0, 160),
          canonical: this.url(`/organisations/${organisation.id}`),
          ogType: 'website',
          image: organisation.logo ? this.url(organisation.logo) : undefined,
          structuredData: organisationData({ ...organisation, website: organisation.website ?? '' }, this.options.origin),
        },
        organisationHtml(organisation, record),
      );
      return { status: 200, type: HTML, body: html };
    });

  /** The job's share card (1200 x 630 PNG), drawn once per version of the job; undefined once deleted. */
  ogImage = (id: number): Promise<Sent> =>
    this.cache.get(`og:${id}`, async () => {
      const job = await this.job(id);
      if (!job) return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found' };
      return { status: 200, type: 'image/png', body: await drawShareCard(job.title, job.company_name ?? 'Tandem') };
    });

  /** The 404 page, the same every time: made once, so its tag and compressed copies are too. */
  notFound(): Sent {
    this.#notFound ??= {
      status: 404,
      type: HTML,
      body: this.#shell({ title: 'Page not found · Tandem', description: 'This page does not exist.', canonical: this.url('/browse'), ogType: 'website', noindex: true }, notFoundHtml()),
    };
    return this.#notFound;
  }

  robots(): Sent {
    this.#robots ??= { status: 200, type: 'text/plain; charset=utf-8', body: this.#robotsText() };
    return this.#robots;
  }

  #robotsText(): string {
    return [
      'User-agent: *',
      'Allow: /browse',
      'Allow: /jobs/',
      'Allow: /organisations/',
      'Allow: /feeds/',
      'Allow: /landingpage',
      'Disallow: /api/',
      'Disallow: /common/',
      ...['/home', '/profile', '/editprofile', '/applications', '/jobs$', '/yourmatches', '/volunteer', '/messages', '/orghome', '/jobpost', '/myjobs', '/candidatelist', '/orgprofile', '/chats', '/addcompany', '/settings', '/reset-password', '/verify-email'].map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  /** The sitemap, or past SITEMAP_LIMIT addresses the index of its parts; `part` (1-based) is one of them. */
  sitemap = (part?: number, limit = SITEMAP_LIMIT): Promise<Sent> =>
    this.cache.get(`sitemap:${part ?? 0}:${limit}`, async () => {
      const { jobs, organisations } = await sitemapEntries(this.db);
      const urls: SitemapUrl[] = [
        { loc: this.url('/browse'), lastmod: jobs.reduce((latest, job) => (job.updated_at > latest ? job.updated_at : latest), '') || undefined },
        ...jobs.map((job) => ({ loc: this.url(`/jobs/${job.id}`), lastmod: job.updated_at })),
        ...organisations.map((organisation) => ({ loc: this.url(`/organisations/${organisation.id}`), lastmod: organisation.updated_at })),
      ];
      const parts = Math.ceil(urls.length / limit);
      if (part !== undefined) {
        if (part > parts) return { status: 404, type: XML, body: sitemapXml([]) };
        return { status: 200, type: XML, body: sitemapXml(urls.slice((part - 1) * limit, part * limit)) };
      }
      if (parts <= 1) return { status: 200, type: XML, body: sitemapXml(urls) };
      return {
        status: 200,
        type: XML,
        body: sitemapIndexXml(Array.from({ length: parts }, (_, index) => ({ loc: this.url(`/sitemaps/${index + 1}.xml`) }))),
      };
    });

  feed = (query: BrowseQuery, format: 'rss' | 'indeed'): Promise<Sent> =>
    this.cache.get(`feed:${format}${browseSearch({ ...query, page: undefined })}`, async () => {
      const search = { ...query, page: undefined };
      if (format === 'indeed') {
        const jobs = await allActiveJobs(this.db, search, this.options.pauseAfterMs);
        return { status: 200, type: XML, body: aggregatorXml(jobs, this.options.origin) };
      }
      const { results } = await browseJobs(this.db, search, this.options.pauseAfterMs, RSS_ITEMS);
      const words = browseSearch(search);
      return { status: 200, type: 'application/rss+xml; charset=utf-8', body: rssXml(results, this.options.origin, this.url(`/feeds/jobs.xml${words}`), this.url(`/browse${words}`)) };
    });
}
