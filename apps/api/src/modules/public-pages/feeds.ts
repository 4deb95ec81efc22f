import { JOB_TYPE_LABELS, isUnpaidJobType, formatSalary, jobView, type PublicJobAnswer } from '@tandem/contract';
import { create } from 'xmlbuilder2';
import { countryCode } from './country-codes.ts';
import { absoluteUrl, descriptionHtml } from './structured-data.ts';

// Sitemaps (sitemaps.org), RSS 2.0 and the aggregators' XML job feed, built with xmlbuilder2: a document is built
// as nodes and serialised by the library, which escapes every text and attribute and checks names, so a job
// title with '&', '<' or a stray control character can never make the XML malformed (string templates can).

/** sitemaps.org: at most 50,000 addresses in one sitemap; past that the sitemap is an index of several. */
export const SITEMAP_LIMIT = 50_000;
export const RSS_ITEMS = 100;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SITEMAP_NS, 'urlset');
  for (const url of urls) {
    const node = root.ele('url');
    node.ele('loc').txt(url.loc);
    if (url.lastmod) node.ele('lastmod').txt(url.lastmod);
  }
  return root.end({ prettyPrint: false });
}

export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SITEMAP_NS, 'sitemapindex');
  for (const sitemap of sitemaps) {
    const node = root.ele('sitemap');
    node.ele('loc').txt(sitemap.loc);
    if (sitemap.lastmod) node.ele('lastmod').txt(sitemap.lastmod);
  }
  return root.end({ prettyPrint: false });
}

/** Characters XML 1.0 cannot hold at all (a job's text may carry them); dropped rather than refused. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
const clean = (text: string): string => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

export function rssXml(jobs: readonly PublicJobAnswer[], origin: string, feedUrl: string, pageUrl: string): string {
  const channel = create({ version: '1.0', encoding: 'UTF-8' })
    .ele('rss', { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' })
    .ele('channel');
  channel.ele('title').txt('Tandem: jobs and volunteering');
  channel.ele('link').txt(pageUrl);
  channel.ele('description').txt('The newest jobs and volunteer roles on Tandem.');
  channel.ele('language').txt('en-gb');
  channel.ele('atom:link', { href: feedUrl, rel: 'self', type: 'application/rss+xml' });
  const newest = jobs[0];
  if (newest) channel.ele('lastBuildDate').txt(new Date(newest.updated_at).toUTCString());
  for (const job of jobs.slice(0, RSS_ITEMS)) {
    const url = absoluteUrl(origin, `/jobs/${job.id}`) ?? '';
    const item = channel.ele('item');
    item.ele('title').txt(clean(`${job.title} at ${job.company_name ?? 'an organisation on Tandem'}`));
    item.ele('link').txt(url);
    item.ele('guid', { isPermaLink: 'true' }).txt(url);
    item.ele('pubDate').txt(new Date(job.created_at).toUTCString());
    item.ele('category').txt(JOB_TYPE_LABELS[job.job_type]);
    item.ele('description').txt(clean(jobView(job).summary));
  }
  return channel.end({ prettyPrint: false });
}

/** The XML job feed aggregators read (Indeed's format; others read the same): every active job. */
export function aggregatorXml(jobs: readonly PublicJobAnswer[], origin: string): string {
  const source = create({ version: '1.0', encoding: 'UTF-8' }).ele('source');
  source.ele('publisher').txt('Tandem');
  source.ele('publisherurl').txt(absoluteUrl(origin, '/') ?? origin);
  source.ele('lastBuildDate').txt(new Date(jobs[0]?.updated_at ?? Date.now()).toUTCString());
  for (const job of jobs) {
    const node = source.ele('job');
    node.ele('title').txt(clean(job.title));
    node.ele('date').txt(new Date(job.created_at).toUTCString());
    node.ele('referencenumber').txt(String(job.id));
    node.ele('requisitionid').txt(String(job.id));
    node.ele('url').txt(absoluteUrl(origin, `/jobs/${job.id}`) ?? '');
    node.ele('company').txt(clean(job.company_name ?? 'An organisation on Tandem'));
    node.ele('city').txt(clean(job.city));
    node.ele('state').txt(clean(job.state));
    node.ele('country').txt(countryCode(job.country) ?? clean(job.country));
    node.ele('description').txt(clean(descriptionHtml(job.description)));
    const pay = isUnpaidJobType(job.job_type) ? null : formatSalary(job.salary_min, job.salary_max, job.salary_currency, job.salary_period);
    node.ele('salary').txt(pay ?? '');
    node.ele('jobtype').txt(job.job_type === 'volunteering' ? 'volunteer' : job.job_type === 'intern' ? 'internship' : job.job_type);
    if (job.is_remote) node.ele('remotetype').txt('Fully remote');
  }
  return source.end({ prettyPrint: false });
}
