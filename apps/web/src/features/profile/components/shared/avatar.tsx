import { cn } from '../../../../lib/cn';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** The profile photo, or the name's initials on a brand circle. */
export function Avatar({
  name,
  src,
  size = 'lg',
  className,
}: {
  name: string;
  src: string | null | undefined;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const sizes = size === 'lg' ? 'size-24 text-2xl sm:size-28' : 'size-16 text-lg';
  if (src) {
    return (
      <img
        src={src}
        alt={`Profile photo of ${name}`}
        width={112}
        height={112}
        className={cn(
          'shrink-0 rounded-full border-4 border-white bg-slate-100 object-cover shadow',
          sizes,
          className,
        )}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name}: no photo yet`}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border-4 border-white bg-brand-700 font-semibold text-white shadow',
        sizes,
        className,
      )}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
