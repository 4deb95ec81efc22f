import { CLOSED_JOB_NOTICE, STANDS_ALONE_ATTRIBUTE, type JobAnswer } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect, buildAppOn } from '../../test/app.ts';
import { createOpportunity } from '../../test/factories/community.ts';
import { applyTo, createJob, signedInOrganisation, type Organisation } from '../../test/factories/jobs.ts';
import { signedInCandidate, type Candidate } from '../../test/factories/profile.ts';
import { PublicPages } from './service.ts';

/** The HTML as the server sent it, parsed without running any script (a crawler's first look). */
const parseHtml = (html: string) => new JSDOM(html).window.document;
type Document = ReturnType<typeof parseHtml>;
/** XML through a real parser: jsdom's XML mode throws on anything not well-formed. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD read as a crawler reads it: untyped, each field checked below
type Json = Record<string, any>;

function jobPostings(document: Document): Json[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as Json)
    .filter((item) => item['@type'] === 'JobPosting');
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describeEachDialect('public pages, sitemap and feeds', (ctx) => {
  let owner: Organisation;
  let candidate: Candidate;
  const jobs: Record<string, JobAnswer> = {};
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    owner = await signedInOrganisation(ctx.app, 'recruiter', { name: 'Harbour & Co <Ltd>', website: 'https://harbour.example' });
    candidate = await signedInCandidate(ctx.app);
    jobs.barista = await createJob(owner.agent, { title: 'Barista & Coffee Lead', description: 'Run our bar.\n\nTrain two new baristas <gladly>.', keywords: 'Barista Skills, Customer Service', job_type: 'part-time', city: 'York', state: 'England', country: 'United Kingdom', salary_min: 12, salary_max: 14, salary_period: 'hour' });
    jobs.remote = await createJob(owner.agent, { title: 'Remote Data Engineer', job_type: 'contract', is_remote: true, city: 'Dublin', state: 'Leinster', country: 'Ireland', salary_min: 60000, salary_max: 80000, salary_currency: 'EUR' });
    jobs.helper = await createJob(owner.agent, { title: 'Community Garden Helper', job_type: 'volunteering', salary_min: null, salary_max: null, city: 'Leeds' });
    jobs.closed = await createJob(owner.agent, { title: 'Old Closed Role', status: 'closed' });
    jobs.paused = await createJob(owner.agent, { title: 'Paused Role', status: 'paused' });
    await applyTo(candidate.agent, jobs.barista!.id);
  });

  describe('a job page, before any script runs', () => {
    it('holds the title, h1, meta description, canonical, Open Graph and Twitter tags', async () => {
      const response = await get(`/jobs/${jobs.barista!.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const document = parseHtml(response.body);
      expect(document.title).toBe('Barista & Coffee Lead · Harbour & Co <Ltd>');
      expect(document.querySelector('h1')?.textContent).toBe('Barista & Coffee Lead');
      expect(meta(document, 'description')).toContain('Part-time at Harbour & Co <Ltd>, York, England, United Kingdom');
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+/jobs/${jobs.barista!.id}$`));
      expect(meta(document, 'og:title')).toBe(document.title);
      expect(meta(document, 'og:description')).toBe(meta(document, 'description'));
      expect(meta(document, 'og:url')).toBe(canonical);
      expect(meta(document, 'og:type')).toBe('article');
      expect(meta(document, 'og:image')).toMatch(/\/og\/jobs\/\d+\.png$/);
      expect(meta(document, 'twitter:card')).toBe('summary_large_image');
      expect(meta(document, 'robots')).toBeNull();
      expect(document.body.textContent).toContain('Train two new baristas <gladly>.');
      expect(document.body.textContent).toContain('£12 – £14 an hour');
      expect(document.querySelector('a[href^="/login?next="]')?.textContent).toBe('Apply');
    });

    it("carries one JobPosting with Google's required and recommended fields", async () => {
      const document = parseHtml((await get(`/jobs/${jobs.barista!.id}`)).body);
      const postings = jobPostings(document);
      expect(postings).toHaveLength(1);
      const posting = postings[0]!;
      // Required by Google: title, description (HTML), datePosted, hiringOrganization, jobLocation.
      expect(posting['@context']).toBe('https://schema.org/');
      expect(posting.title).toBe('Barista & Coffee Lead');
      expect(posting.description).toBe('<p>Run our bar.</p><p>Train two new baristas &lt;gladly&gt;.</p>');
      expect(posting.datePosted).toMatch(ISO_DATE_TIME);
      expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Harbour & Co <Ltd>', sameAs: 'https://harbour.example' });
      expect(posting.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'York', addressRegion: 'England', addressCountry: 'GB' } });
      // Recommended: validThrough (after datePosted), employmentType, baseSalary, identifier, directApply.
      expect(posting.validThrough).toMatch(ISO_DATE_TIME);
      expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));
      expect(posting.employmentType).toBe('PART_TIME');
      expect(posting.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', minValue: 12, maxValue: 14, unitText: 'HOUR' } });
      expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Harbour & Co <Ltd>', value: String(jobs.barista!.id) });
      expect(posting.directApply).toBe(true);
    });

    it('says a remote job is TELECOMMUTE with where applicants may live, and maps each job type', async () => {
      const posting = jobPostings(parseHtml((await get(`/jobs/${jobs.remote!.id}`)).body))[0]!;
      expect(posting.jobLocationType).toBe('TELECOMMUTE');
      expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'IE' });
      expect(posting.employmentType).toBe('CONTRACTOR');
      expect(posting.baseSalary.currency).toBe('EUR');
      const volunteer = jobPostings(parseHtml((await get(`/jobs/${jobs.helper!.id}`)).body))[0]!;
      expect(volunteer.employmentType).toBe('VOLUNTEER');
      expect(volunteer.baseSalary).toBeUndefined();
    });

    it('shows a closed or paused job as no longer open: noindex and no JobPosting', async () => {
      for (const job of [jobs.closed!, jobs.paused!]) {
        const response = await get(`/jobs/${job.id}`);
        expect(response.statusCode).toBe(200);
        const document = parseHtml(response.body);
        expect(document.querySelector('h1')?.textContent).toBe(job.title);
        expect(document.body.textContent).toContain(CLOSED_JOB_NOTICE);
        expect(meta(document, 'robots')).toBe('noindex');
        expect(jobPostings(document)).toEqual([]);
      }
    });

    it('answers a 404 page for a deleted job, or an address that is no job', async () => {
      const doomed = await createJob(owner.agent, { title: 'Short-lived' });
      expect((await get(`/jobs/${doomed.id}`)).statusCode).toBe(200);
      expect((await owner.agent.delete(`/api/jobprofile/${doomed.id}/`)).statusCode).toBe(204);
      for (const url of [`/jobs/${doomed.id}`, '/jobs/abc', '/jobs/99999999999', '/organisations/x']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(parseHtml(response.body).querySelector('h1')?.textContent).toBe('Page not found');
      }
    });

    it('holds nothing about any candidate, even one who applied', async () => {
      const page = (await get(`/jobs/${jobs.barista!.id}`)).body + (await get(`/organisations/${owner.company.id}`)).body + (await get('/browse')).body + (await get('/feeds/jobs.xml')).body + (await get('/feeds/jobs.xml?format=indeed')).body;
      expect(page).not.toContain(candidate.user.email);
      expect(page).not.toContain(candidate.signup.name);
      expect(page).not.toMatch(/applicants?_count|match_score/);
    });
  });

  describe('/browse', () => {
    it('lists active jobs and volunteer roles with the search in the address, and pages', async () => {
      const document = parseHtml((await get('/browse')).body);
      expect(document.querySelector('h1')?.textContent).toBe('Browse jobs and volunteering');
      const titles = [...document.querySelectorAll('main li h2')].map((heading) => heading.textContent);
      expect(titles).toEqual(['Community Garden Helper', 'Remote Data Engineer', 'Barista & Coffee Lead']);
      const search = async (query: string) => [...parseHtml((await get(`/browse?${query}`)).body).querySelectorAll('main li h2')].map((heading) => heading.textContent);
      expect(await search('q=barista')).toEqual(['Barista & Coffee Lead']);
      expect(await search('place=york')).toEqual(['Barista & Coffee Lead']);
      expect(await search('type=volunteering')).toEqual(['Community Garden Helper']);
      expect(await search('remote=true')).toEqual(['Remote Data Engineer']);
      expect(await search('pay_min=50000')).toEqual(['Remote Data Engineer']);
      expect(await search('page=2')).toEqual([]);
      // Nonsense words are ignored, never an error.
      expect((await get('/browse?type=astronaut&pay_min=-5&page=zero')).statusCode).toBe(200);
      const json = (await get('/api/public/jobs/?type=part-time')).json();
      expect(json).toMatchObject({ count: 1, page: 1, pages: 1, results: [{ id: jobs.barista!.id, job_type: 'part-time' }] });
    });
  });

  describe('standalone volunteer roles', () => {
    it('/browse lists active volunteer roles beside jobs for searches that can meet them, and the sitemap and feeds only jobs', async () => {
      const charity = await signedInOrganisation(ctx.app, 'nonprofit', { name: 'Riverside Trust' });
      const role = await createOpportunity(charity.agent, { title: 'Riverside Litter Pick', city: 'Leeds', country: 'United Kingdom', time_commitment: 'weekly', category: 'Operations' });
      const retired = await createOpportunity(charity.agent, { title: 'Retired Volunteer Role' });
      expect((await charity.agent.patch(`/api/volunteer-opportunities/${retired.id}/`, { is_active: false })).statusCode).toBe(200);

      const rolesOn = async (query: string) => {
        const document = parseHtml((await get(`/browse${query}`)).body);
        return [...document.querySelectorAll('#volunteer-roles + ul li a')].map((link) => [link.textContent, link.getAttribute('href')]);
      };
      const listed = [['Riverside Litter Pick', '/volunteer?search=Riverside%20Litter%20Pick']];
      expect(await rolesOn('')).toEqual(listed);
      expect(await rolesOn('?q=litter')).toEqual(listed);
      expect(await rolesOn('?q=riverside%20trust')).toEqual(listed);
      expect(await rolesOn('?place=leeds&type=volunteering')).toEqual(listed);
      // Unpaid and not remote: another type, a minimum pay, remote only or another place rule it out.
      for (const query of ['?type=full-time', '?pay_min=1000', '?remote=true', '?place=york', '?q=barista']) expect(await rolesOn(query), query).toEqual([]);

      const json = (await get('/api/public/jobs/?q=litter')).json();
      expect(json).toMatchObject({ count: 0, volunteer_count: 1, pages: 1 });
      expect(json.volunteer_roles).toEqual([
        { id: role.id, title: 'Riverside Litter Pick', organisation: 'Riverside Trust', company: charity.company.id, city: 'Leeds', country: 'United Kingdom', is_remote: false, time_commitment: 'weekly', category: 'Operations', created_at: expect.stringMatching(ISO_DATE_TIME) },
      ]);
      for (const url of ['/sitemap.xml', '/feeds/jobs.xml', '/feeds/jobs.xml?format=indeed']) expect((await get(url)).body, url).not.toContain('Riverside Litter Pick');

      await charity.agent.delete(`/api/volunteer-opportunities/${role.id}/`);
      expect(await rolesOn('')).toEqual([]);
    });
  });

  describe('what the app does on them', () => {
    it('marks /browse and a job page, open or closed, as complete for a visitor (the app starts only for someone signed in), not an organisation page', async () => {
      const drawing = async (url: string) => parseHtml((await get(url)).body).getElementById('first-paint');
      for (const url of ['/browse', '/browse?q=barista', `/jobs/${jobs.barista!.id}`, `/jobs/${jobs.closed!.id}`]) {
        expect((await drawing(url))?.hasAttribute(STANDS_ALONE_ATTRIBUTE), url).toBe(true);
      }
      // Its events read as the signed-in person (a visitor's 'Sign in to register' is the app's).
      expect((await drawing(`/organisations/${owner.company.id}`))?.hasAttribute(STANDS_ALONE_ATTRIBUTE)).toBe(false);
    });
  });

  describe('an organisation page', () => {
    it('carries an Organization, its open jobs and its reply record', async () => {
      const document = parseHtml((await get(`/organisations/${owner.company.id}`)).body);
      expect(document.querySelector('h1')?.textContent).toBe('Harbour & Co <Ltd>');
      const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
      expect(data).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Harbour & Co <Ltd>', sameAs: 'https://harbour.example' })]);
      expect(document.body.textContent).toContain('Remote Data Engineer');
      expect(document.body.textContent).not.toContain('Old Closed Role');
      expect(document.body.textContent).toContain('New to Tandem');
    });
  });

  describe('robots.txt, the sitemap and the feeds', () => {
    it('robots.txt allows the public pages, disallows the API and signed-in screens, and names the sitemap', async () => {
      const text = (await get('/robots.txt')).body;
      expect(text).toContain('Allow: /jobs/');
      expect(text).toContain('Disallow: /api/');
      expect(text).toContain('Disallow: /yourmatches');
      expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    });

    it('the sitemap lists /browse, every active job and organisation with one, with lastmod', async () => {
      const response = await get('/sitemap.xml');
      expect(response.headers['content-type']).toContain('xml');
      const document = parseXml(response.body);
      expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(document.documentElement.localName).toBe('urlset');
      const locs = [...document.getElementsByTagName('loc')].map((node) => new URL(node.textContent ?? '').pathname);
      expect(locs).toEqual(['/browse', `/jobs/${jobs.barista!.id}`, `/jobs/${jobs.remote!.id}`, `/jobs/${jobs.helper!.id}`, `/organisations/${owner.company.id}`]);
      for (const lastmod of document.getElementsByTagName('lastmod')) expect(lastmod.textContent).toMatch(ISO_DATE_TIME);
    });

    it('becomes a sitemap index past its limit, each part a sitemap', async () => {
      const pages = new PublicPages(ctx.db, { origin: 'https://tandem.example', pauseAfterMs: 1000, webDist: '/nonexistent' });
      const index = parseXml(String((await pages.sitemap(undefined, 2)).body));
      expect(index.documentElement.localName).toBe('sitemapindex');
      const parts = [...index.getElementsByTagName('loc')].map((node) => node.textContent);
      expect(parts).toEqual(['https://tandem.example/sitemaps/1.xml', 'https://tandem.example/sitemaps/2.xml', 'https://tandem.example/sitemaps/3.xml']);
      const last = parseXml(String((await pages.sitemap(3, 2)).body));
      expect(last.getElementsByTagName('url')).toHaveLength(1);
      expect((await get('/sitemaps/1.xml')).statusCode).toBe(200);
      expect((await get('/sitemaps/9.xml')).statusCode).toBe(404);
    });

    it('the RSS feed is RSS 2.0 of the newest active jobs, taking the words of /browse', async () => {
      const document = parseXml((await get('/feeds/jobs.xml')).body);
      expect(document.documentElement.getAttribute('version')).toBe('2.0');
      const items = [...document.getElementsByTagName('item')];
      expect(items.map((item) => item.getElementsByTagName('title')[0]?.textContent)).toEqual([
        'Community Garden Helper at Harbour & Co <Ltd>',
        'Remote Data Engineer at Harbour & Co <Ltd>',
        'Barista & Coffee Lead at Harbour & Co <Ltd>',
      ]);
      for (const item of items) {
        expect(item.getElementsByTagName('link')[0]?.textContent).toMatch(/\/jobs\/\d+$/);
        expect(Date.parse(item.getElementsByTagName('pubDate')[0]?.textContent ?? '')).not.toBeNaN();
      }
      const filtered = parseXml((await get('/feeds/jobs.xml?type=contract')).body);
      expect([...filtered.getElementsByTagName('item')]).toHaveLength(1);
    });

    it('the aggregators\' feed has every active job with the fields they read', async () => {
      const document = parseXml((await get('/feeds/jobs.xml?format=indeed')).body);
      const source = document.documentElement;
      expect(source.localName).toBe('source');
      for (const field of ['publisher', 'publisherurl', 'lastBuildDate']) expect(source.getElementsByTagName(field)[0]?.textContent).toBeTruthy();
      const list = [...source.getElementsByTagName('job')];
      expect(list).toHaveLength(3);
      const barista = list.find((job) => job.getElementsByTagName('referencenumber')[0]?.textContent === String(jobs.barista!.id))!;
      const text = (field: string) => barista.getElementsByTagName(field)[0]?.textContent;
      expect(text('title')).toBe('Barista & Coffee Lead');
      expect(text('requisitionid')).toBe(String(jobs.barista!.id));
      expect(text('url')).toMatch(new RegExp(`/jobs/${jobs.barista!.id}$`));
      expect(text('company')).toBe('Harbour & Co <Ltd>');
      expect([text('city'), text('state'), text('country')]).toEqual(['York', 'England', 'GB']);
      expect(text('description')).toContain('<p>Run our bar.</p>');
      expect(text('salary')).toBe('£12 – £14 an hour');
      expect(text('jobtype')).toBe('part-time');
      expect(Date.parse(text('date') ?? '')).not.toBeNaN();
    });
  });

  describe('kept in step', () => {
    it('a job closed leaves its page, the sitemap and the feeds at once, and comes back when reopened', async () => {
      const job = await createJob(owner.agent, { title: 'Kept In Step' });
      const listed = async () => {
        const [page, sitemap, rss, indeed] = await Promise.all([get(`/jobs/${job.id}`), get('/sitemap.xml'), get('/feeds/jobs.xml'), get('/feeds/jobs.xml?format=indeed')]);
        return { posting: jobPostings(parseHtml(page.body)).length, sitemap: sitemap.body.includes(`/jobs/${job.id}<`), rss: rss.body.includes('Kept In Step'), indeed: indeed.body.includes('Kept In Step') };
      };
      expect(await listed()).toEqual({ posting: 1, sitemap: true, rss: true, indeed: true });
      await owner.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'closed' });
      expect(await listed()).toEqual({ posting: 0, sitemap: false, rss: false, indeed: false });
      await owner.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' });
      expect(await listed()).toEqual({ posting: 1, sitemap: true, rss: true, indeed: true });
      await owner.agent.delete(`/api/jobprofile/${job.id}/`);
    });
  });

  describe('sent small, and not again when unchanged', () => {
    it('sends pages, feeds and the JSON brotli- or gzip-compressed as the client accepts, with one weak tag', async () => {
      for (const url of [`/jobs/${jobs.barista!.id}`, '/browse', '/feeds/jobs.xml', '/feeds/jobs.xml?format=indeed', '/api/public/jobs/']) {
        const plain = await get(url);
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect([br.headers['content-encoding'], gzip.headers['content-encoding']], url).toEqual(['br', 'gzip']);
        expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
        expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
        expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
        expect(br.headers.vary).toContain('accept-encoding');
        expect(br.headers.etag).toMatch(/^W\/"/);
        expect([gzip.headers.etag, plain.headers.etag]).toEqual([br.headers.etag, br.headers.etag]);
      }
      // Under a kilobyte (this sitemap of five addresses, one job's JSON, robots.txt), compressing saves less than its headers.
      for (const url of ['/sitemap.xml', `/api/public/jobs/${jobs.barista!.id}/`, '/robots.txt']) {
        const small = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(small.rawPayload.length, url).toBeLessThan(1024);
        expect(small.headers['content-encoding'], url).toBeUndefined();
      }
    });

    it('answers 304 without a body while the tag still matches, and the new page once the job changed', async () => {
      const url = `/jobs/${jobs.remote!.id}`;
      const first = await get(url);
      const etag = String(first.headers.etag);
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      await owner.agent.patch(`/api/jobprofile/${jobs.remote!.id}/`, { title: 'Remote Data Engineer II' });
      const changed = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(parseHtml(changed.body).querySelector('h1')?.textContent).toBe('Remote Data Engineer II');
      await owner.agent.patch(`/api/jobprofile/${jobs.remote!.id}/`, { title: 'Remote Data Engineer' });
      expect(parseHtml((await get(url)).body).querySelector('h1')?.textContent).toBe('Remote Data Engineer');
    });

    it("keeps the pages through a candidate's change (no page shows one), and drops only the changed job's page and the lists", () => {
      const pages = new PublicPages(ctx.db, { origin: 'https://tandem.example', pauseAfterMs: 1000, webDist: '/nonexistent' });
      const keys = ['job:1', 'og:1', 'json:job:1', 'job:2', 'og:2', 'json:job:2', 'browse', 'json:browse?q=a', 'sitemap:0:50000', 'feed:rss', 'organisation:3', 'json:organisation:3'];
      const fill = () => keys.forEach((key) => void pages.cache.get(key, async () => undefined));
      const kept = () => keys.filter((key) => pages.cache.has(key));
      fill();
      pages.changed('candidate', 1);
      expect(kept()).toEqual(keys);
      pages.changed('job', 1);
      expect(kept()).toEqual(['job:2', 'og:2', 'json:job:2']);
      fill();
      pages.changed('company', 3);
      expect(kept()).toEqual([]);
      fill();
      pages.changed('opportunity', 3);
      expect(kept()).toEqual([]);
    });
  });

  describe('on another instance', () => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = await buildAppOn(ctx, {});
    });
    afterAll(async () => other?.close());

    it('a job paused on one instance leaves the other\'s pages within 2 s', async () => {
      const job = await createJob(owner.agent, { title: 'Across Instances' });
      const onOther = async () => (await other.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes(`/jobs/${job.id}<`);
      expect(await onOther()).toBe(true);
      expect(jobPostings(parseHtml((await other.inject({ method: 'GET', url: `/jobs/${job.id}` })).body))).toHaveLength(1);
      await owner.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' });
      const started = Date.now();
      while ((await onOther()) && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await onOther()).toBe(false);
      expect(jobPostings(parseHtml((await other.inject({ method: 'GET', url: `/jobs/${job.id}` })).body))).toHaveLength(0);
      expect(Date.now() - started).toBeLessThan(2000);
      await owner.agent.delete(`/api/jobprofile/${job.id}/`);
    });
  });

  it('draws a share card for a job without a logo, as a PNG', async () => {
    const response = await get(`/og/jobs/${jobs.barista!.id}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('/og/jobs/99999999.png')).statusCode).toBe(404);
  });
});
