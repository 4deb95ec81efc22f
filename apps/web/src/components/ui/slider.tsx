import * as SliderPrimitive from '@radix-ui/react-slider';
import { cn } from '../../lib/cn';

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** Id of the visible label, so the thumb is named by it. */
  'aria-labelledby'?: string;
  /** The value as words, e.g. "5 out of 10". */
  'aria-valuetext'?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** One-thumb slider: arrows, Page Up/Down, Home and End move it; the thumb carries the accessible name. */
export function Slider({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  className,
  id,
  disabled,
  ...aria
}: SliderProps) {
  return (
    <SliderPrimitive.Root
      value={[value]}
      onValueChange={(values) => onValueChange(values[0] ?? min)}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        id={id}
        aria-labelledby={aria['aria-labelledby']}
        aria-valuetext={aria['aria-valuetext']}
        className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </SliderPrimitive.Root>
  );
}
