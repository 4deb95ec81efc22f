import { JOB_TYPE_EMPLOYMENT_TYPES, isUnpaidJobType, paragraphsOf, type PublicJobAnswer } from '@tandem/contract';
import { countryCode } from './country-codes.ts';
import { escapeHtml } from './html-text.ts';

// schema.org JobPosting and Organization, as Google's job posting rules read them (docs/product.md section C16).

const SALARY_UNITS = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const;

/** The description as HTML (Google wants HTML here): each paragraph escaped, in <p>. */
export const descriptionHtml = (text: string): string =>
  paragraphsOf(text).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('');

export const absoluteUrl = (origin: string, path: string | null): string | undefined =>
  path ? new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString() : undefined;

export function jobPosting(job: PublicJobAnswer, origin: string): Record<string, unknown> {
  const country = countryCode(job.country);
  const address = {
    '@type': 'PostalAddress',
    addressLocality: job.city,
    addressRegion: job.state,
    ...(country ? { addressCountry: country } : {}),
  };
  const organisation = {
    '@type': 'Organization',
    name: job.company_name ?? 'An organisation on Tandem',
    sameAs: job.company_website || absoluteUrl(origin, job.company === null ? null : `/organisations/${job.company}`),
    ...(job.company_logo ? { logo: absoluteUrl(origin, job.company_logo) } : {}),
  };
  const paid = !isUnpaidJobType(job.job_type) && (job.salary_min !== null || job.salary_max !== null);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    identifier: { '@type': 'PropertyValue', name: job.company_name ?? 'Tandem', value: String(job.id) },
    datePosted: job.created_at,
    validThrough: job.valid_through,
    employmentType: JOB_TYPE_EMPLOYMENT_TYPES[job.job_type],
    hiringOrganization: organisation,
    ...(job.is_remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: country ?? job.country },
          jobLocation: { '@type': 'Place', address },
        }
      : { jobLocation: { '@type': 'Place', address } }),
    ...(paid
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary_currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salary_min !== null ? { minValue: job.salary_min } : {}),
              ...(job.salary_max !== null ? { maxValue: job.salary_max } : {}),
              unitText: SALARY_UNITS[job.salary_period],
            },
          },
        }
      : {}),
    directApply: true,
    url: absoluteUrl(origin, `/jobs/${job.id}`),
  };
}

export function organisationData(organisation: { id: number; name: string; about: string; website: string; logo: string | null }, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: organisation.name,
    url: absoluteUrl(origin, `/organisations/${organisation.id}`),
    ...(organisation.website ? { sameAs: organisation.website } : {}),
    ...(organisation.logo ? { logo: absoluteUrl(origin, organisation.logo) } : {}),
    ...(organisation.about ? { description: organisation.about } : {}),
  };
}

/** JSON inside <script>: '<' escaped so no text can close the element or open a comment. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
