import { once, type VolunteerHours } from '@tandem/contract';

const hoursFormat = once(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }));
const hoursText = (hours: number) => `${hoursFormat().format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

/** Hours given, per organisation, as the organisations confirmed them (the profile). */
export function VolunteerHoursList({ hours }: { hours: readonly VolunteerHours[] }) {
  if (hours.length === 0) return null;
  return (
    <section aria-labelledby="volunteer-hours" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="volunteer-hours" className="mb-2 text-base font-semibold text-slate-900">
        Volunteering
      </h2>
      <ul className="space-y-1 text-sm text-slate-800">
        {hours.map((item) => (
          <li key={item.company ?? item.company_name}>
            {hoursText(item.hours)} with {item.company_name}
          </li>
        ))}
      </ul>
    </section>
  );
}
