// The informational sections the landing page's footer links to: each is a real in-page destination.
const AUDIENCES = [
  {
    title: 'For candidates',
    text: 'Fill in one structured profile: education, skills with proficiency, experience and links. Tandem ranks jobs and volunteer roles by how well they fit, and tells you why.',
  },
  {
    title: 'For recruiters',
    text: 'Post a job with the skills and experience it needs, and see candidates ranked by fit instead of sifting through keyword-stuffed résumés.',
  },
  {
    title: 'For organisations',
    text: 'Small businesses, nonprofits and community organisers can find staff and volunteers, and share their events and resources with the people who match.',
  },
];

const POLICIES = [
  {
    id: 'privacy',
    title: 'Privacy',
    text: 'Your profile is used to match you with opportunities. Organisations see your contact details only after you apply to one of their jobs, and your résumé is shared only with the organisations you apply to. You can edit or remove your profile details at any time.',
  },
  {
    id: 'terms',
    title: 'Terms',
    text: 'Use Tandem to look for work or to offer it honestly. Post only real opportunities, keep your profile truthful, and treat the people you meet here with respect. Accounts that misuse the service may be closed.',
  },
  {
    id: 'contact',
    title: 'Contact',
    text: 'Questions about an opportunity? Reach the organisation that posted it through Tandem once you have applied. For help with your own account, contact the team that runs your Tandem service.',
  },
];

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-8 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="about-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          About Tandem
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          Tandem is a job and volunteering marketplace that matches people to work through a profile instead
          of a résumé.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{audience.title}</h3>
              <p className="mt-2 text-slate-700">{audience.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-sm text-slate-700">
          This product includes information from the O*NET Database by the U.S. Department of Labor, Employment and
          Training Administration (USDOL/ETA), used under the CC BY 4.0 licence. O*NET is a trademark of USDOL/ETA.
        </p>
      </div>
    </section>
  );
}

export function PolicySections() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-3">
      {POLICIES.map((policy) => (
        <section
          key={policy.id}
          id={policy.id}
          aria-labelledby={`${policy.id}-title`}
          className="scroll-mt-8"
        >
          <h2 id={`${policy.id}-title`} className="text-lg font-semibold text-slate-900">
            {policy.title}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{policy.text}</p>
        </section>
      ))}
    </div>
  );
}
