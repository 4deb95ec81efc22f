import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { companyInitials, logoColour } from '../lib/company-logo';

/** The company's logo, or two initials on one of three colours chosen from its name. Decorative: the name is beside it. */
export function CompanyLogo({
  name,
  logo,
  className,
}: {
  name: string | null;
  logo: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const box = cn(
    'inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg',
    className,
  );
  if (logo && !broken) {
    return (
      <img
        src={logo}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        onError={() => setBroken(true)}
        className={cn(box, 'border border-slate-200 bg-white object-contain')}
      />
    );
  }
  return (
    <span aria-hidden="true" className={cn(box, logoColour(name), 'text-base font-semibold text-white')}>
      {companyInitials(name)}
    </span>
  );
}
