import {
  CLOSED_JOB_NOTICE,
  VERIFICATION_MESSAGES,
  JOB_TYPE_LABELS,
  browseSearch,
  jobView,
  loginPathFor,
  publicDate,
  volunteerRoleHref,
  volunteerRoleLine,
  type BrowseQuery,
  type PublicJobAnswer,
  type PublicJobPage,
  type PublicOrganisationAnswer,
  type PublicVolunteerRole,
} from '@tandem/contract';
import { escapeHtml as e } from './html-text.ts';

// The public pages' content as the server draws it, from the contract's jobView: the same facts, labels and
// wording the app's screens render (apps/web/src/features/public-pages), so the page a crawler reads is the page
// a visitor sees once the app has taken over.

const header = `<header class="border-b border-slate-200 bg-white"><nav aria-label="Tandem" class="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3"><a href="/landingpage" class="font-semibold text-brand-700">Tandem</a><span class="flex gap-4 text-sm"><a href="/browse" class="text-slate-800 underline-offset-2 hover:underline">Browse jobs</a><a href="/login" class="text-slate-800 underline-offset-2 hover:underline">Log in</a></span></nav></header>`;

const layout = (content: string) => `${header}<main class="mx-auto max-w-5xl space-y-6 px-4 py-8">${content}</main>`;

/** 'Verified organisation' (docs/product.md section C20), as the app's badge draws it. */
const verifiedBadge = `<span class="inline-flex items-center rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">${e(VERIFICATION_MESSAGES.badge)}</span>`;

function jobCardHtml(job: PublicJobAnswer): string {
  const view = jobView(job);
  return `<li class="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"><h2 class="text-base font-semibold text-slate-900"><a href="/jobs/${job.id}" class="underline-offset-2 hover:underline">${e(view.title)}</a></h2><p class="text-sm text-slate-800">${e(view.organisation)}${view.verified ? ` ${verifiedBadge}` : ''}</p><p class="mt-1 text-sm text-slate-700">${e(view.facts.filter((fact) => fact.label !== 'Posted' && fact.label !== 'Closes').map((fact) => fact.value).join(' · '))}</p></li>`;
}

export function jobPageHtml(job: PublicJobAnswer): string {
  const view = jobView(job);
  const organisation = job.company === null ? e(view.organisation) : `<a href="/organisations/${job.company}" class="underline-offset-2 hover:underline">${e(view.organisation)}</a>`;
  const action = view.open
    ? `<a href="${e(loginPathFor(`/jobs/${job.id}?apply=1`))}" class="inline-flex rounded-lg bg-brand-700 px-4 py-2 font-medium text-white">Apply</a>`
    : `<p role="status" class="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">${CLOSED_JOB_NOTICE}</p>`;
  return layout(
    `<article class="space-y-6"><div class="space-y-1"><h1 class="text-2xl font-semibold text-slate-900">${e(view.title)}</h1><p class="text-slate-800">${organisation}${view.verified ? ` ${verifiedBadge}` : ''}</p><p class="text-sm text-slate-700">${e(view.record)}</p></div>${action}` +
      `<dl class="grid grid-cols-2 gap-4 sm:grid-cols-3">${view.facts.map((fact) => `<div><dt class="text-sm text-slate-700">${e(fact.label)}</dt><dd class="font-medium text-slate-900">${e(fact.value)}</dd></div>`).join('')}</dl>` +
      `<section class="space-y-3"><h2 class="text-lg font-semibold text-slate-900">About the job</h2>${view.paragraphs.map((paragraph) => `<p class="whitespace-pre-line text-slate-800">${e(paragraph)}</p>`).join('')}</section>` +
      (view.skills.length ? `<section class="space-y-3"><h2 class="text-lg font-semibold text-slate-900">Skills</h2><ul class="flex flex-wrap gap-2">${view.skills.map((skill) => `<li class="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">${e(skill)}</li>`).join('')}</ul></section>` : '') +
      `</article>`,
  );
}

function volunteerRoleCardHtml(role: PublicVolunteerRole): string {
  return `<li class="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"><h3 class="text-base font-semibold text-slate-900"><a href="${e(volunteerRoleHref(role))}" class="underline-offset-2 hover:underline">${e(role.title)}</a></h3><p class="mt-1 text-sm text-slate-700">${e(volunteerRoleLine(role))}</p></li>`;
}

export function browseHtml(query: BrowseQuery, page: PublicJobPage): string {
  const typeOptions = Object.entries(JOB_TYPE_LABELS)
    .map(([value, label]) => `<option value="${value}"${query.type === value ? ' selected' : ''}>${e(label)}</option>`)
    .join('');
  const form =
    `<form method="get" action="/browse" role="search" class="grid gap-3 sm:grid-cols-3">` +
    `<label class="text-sm">What<input name="q" value="${e(query.q ?? '')}" class="block w-full rounded-lg border border-slate-300 px-3 py-2"></label>` +
    `<label class="text-sm">Where<input name="place" value="${e(query.place ?? '')}" class="block w-full rounded-lg border border-slate-300 px-3 py-2"></label>` +
    `<label class="text-sm">Type<select name="type" class="block w-full rounded-lg border border-slate-300 px-3 py-2"><option value="">Any</option>${typeOptions}</select></label>` +
    `<button class="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white">Search</button></form>`;
  const pager = [
    page.page > 1 ? `<a rel="prev" href="/browse${e(browseSearch(query, { page: page.page - 1 }))}">Previous</a>` : '',
    page.page < page.pages ? `<a rel="next" href="/browse${e(browseSearch(query, { page: page.page + 1 }))}">Next</a>` : '',
  ].filter(Boolean);
  const jobsList = page.results.length ? `<ul class="space-y-4">${page.results.map(jobCardHtml).join('')}</ul>` : '';
  const roles = page.volunteer_roles.length
    ? `<section aria-labelledby="volunteer-roles" class="space-y-4"><h2 id="volunteer-roles" class="text-lg font-semibold text-slate-900">Volunteer roles</h2><ul class="space-y-4">${page.volunteer_roles.map(volunteerRoleCardHtml).join('')}</ul></section>`
    : '';
  const list = jobsList || roles ? jobsList + roles : `<p class="text-slate-800">No jobs or volunteer roles match this search yet.</p>`;
  const total = page.count + page.volunteer_count;
  return layout(
    `<h1 class="text-2xl font-semibold text-slate-900">Browse jobs and volunteering</h1>${form}<p class="text-sm text-slate-700">${total} ${total === 1 ? 'opening' : 'openings'}</p>${list}` +
      (pager.length ? `<nav aria-label="Pages" class="flex gap-4">${pager.join('')}</nav>` : ''),
  );
}

export function organisationHtml(organisation: PublicOrganisationAnswer, record: string): string {
  const events = organisation.events.length
    ? `<section class="space-y-3"><h2 class="text-lg font-semibold text-slate-900">Upcoming events</h2><ul class="space-y-2">${organisation.events.map((event) => `<li>${e(event.title)} · ${e(publicDate(event.start_date))} · ${event.is_online ? 'Online' : e(event.city)}</li>`).join('')}</ul></section>`
    : '';
  return layout(
    `<h1 class="text-2xl font-semibold text-slate-900">${e(organisation.name)}</h1>${organisation.verified ? `<p>${verifiedBadge}</p>` : ''}<p class="text-sm text-slate-700">${e(record)}</p>` +
      (organisation.about ? `<section class="space-y-3"><h2 class="text-lg font-semibold text-slate-900">About</h2><p class="whitespace-pre-line text-slate-800">${e(organisation.about)}</p></section>` : '') +
      `<section class="space-y-3"><h2 class="text-lg font-semibold text-slate-900">Open jobs</h2>${organisation.jobs.length ? `<ul class="space-y-4">${organisation.jobs.map(jobCardHtml).join('')}</ul>` : '<p class="text-slate-800">No open jobs right now.</p>'}</section>` +
      events,
  );
}

export const notFoundHtml = () =>
  layout(`<h1 class="text-2xl font-semibold text-slate-900">Page not found</h1><p class="text-slate-800">This job does not exist, or it was removed.</p><p><a href="/browse" class="text-brand-700 underline">Browse jobs</a></p>`);

export const jobDescriptionLine = (job: PublicJobAnswer) => jobView(job).summary;
