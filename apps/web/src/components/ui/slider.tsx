import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** Id of the visible label, so the slider is named by it. */
  'aria-labelledby'?: string;
  /** The value as words, e.g. "5 out of 10". */
  'aria-valuetext'?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * One-thumb slider: a native range input (role slider; arrows, Page Up/Down, Home and End move it), drawn by
 * index.css' .range-slider. Native, it needs no script of its own: Radix's slider was 7 KB gzip of /editprofile's first load.
 */
export function Slider({ value, onValueChange, min, max, step = 1, className, ...rest }: SliderProps) {
  // How much of the track is filled, up to the thumb (the track's background reads it).
  const filled = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      value={value}
      min={min}
      max={max}
      step={step}
      onChange={(event) => onValueChange(event.currentTarget.valueAsNumber)}
      className={cn('range-slider', className)}
      style={{ '--filled': `${filled}%` } as CSSProperties}
      {...rest}
    />
  );
}
