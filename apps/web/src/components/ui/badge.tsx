import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-green-50 text-green-800 ring-green-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-300',
};

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** A small rounded label for a status or a tag. */
export function Badge({ tone = 'neutral', children, className, style }: BadgeProps) {
  return (
    <span
      style={style}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A '#rrggbb' colour mixed with white (amount 0 to 1 of the colour), as '#rrggbb'; grey for anything else. */
export function tintOf(hex: string, amount: number): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match?.[1] ? parseInt(match[1], 16) : 0x94a3b8;
  const mix = (shift: number) => Math.round(((value >> shift) & 0xff) * amount + 255 * (1 - amount));
  return `#${[16, 8, 0].map((shift) => mix(shift).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A tag in its own colour: a dot of the colour on a light tint of it, with dark text, so the words stay readable
 * (WCAG AA) whatever colour an organisation picked.
 */
export function ColourTag({ name, color }: { name: string; color: string }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-900"
      style={{ backgroundColor: tintOf(color, 0.16), boxShadow: `inset 0 0 0 1px ${tintOf(color, 0.45)}` }}
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: tintOf(color, 1) }} />
      {name}
    </span>
  );
}
