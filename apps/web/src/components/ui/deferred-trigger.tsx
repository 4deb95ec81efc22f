import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLazyModule } from '../../lib/lazy-module';
import type { LazyModule } from '../../lib/lazy-module';

/** How the real widget starts: open if its stand-in was clicked, its trigger focused if the stand-in had focus. */
export interface DeferredStart {
  open: boolean;
  focus: boolean;
}

interface DeferredTriggerProps<M> {
  module: LazyModule<M>;
  /**
   * The real trigger's accessible name (omit it when the content names the button) and look, which the stand-in
   * copies so the swap goes unseen.
   */
  label?: string;
  className: string;
  popup: 'menu' | 'dialog';
  /** What the trigger shows (an icon, initials). */
  children: ReactNode;
  /** The real widget, once its code is there. */
  render: (module: M, start: DeferredStart) => ReactNode;
}

/**
 * A menu or panel behind a button, whose code (Radix, Floating UI, the focus trap) is not part of the first load:
 * a plain button stands in until the code arrives, which is when the page goes idle or at the first sign of use
 * (pointer over it, focus, click). A click before then opens the widget as soon as it is there.
 *
 * A menu opens on pointer down, as Radix's menu trigger does: if its code arrives between the press and the
 * release, the release lands on Radix's trigger, which does not open on a click, and the press must have counted.
 * A dialog opens on the click, so the stand-in stays while it is pressed: swapped between the press and the
 * release, the browser would send the click to neither button (their nearest common parent) and it would be lost,
 * which is what a quick click does when the pointer's arrival is what fetches the code.
 */
export function DeferredTrigger<M>({
  module,
  label,
  className,
  popup,
  children,
  render,
}: DeferredTriggerProps<M>) {
  const [loaded, request] = useLazyModule(module);
  const [start, setStart] = useState<DeferredStart>({ open: false, focus: false });
  const [pressed, setPressed] = useState(false);
  if (loaded && !pressed) return render(loaded, start);
  const open = () => {
    setStart((current) => ({ ...current, open: true }));
    setPressed(false);
    request();
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={false}
      className={className}
      onPointerEnter={request}
      onFocus={() => {
        setStart((current) => ({ ...current, focus: true }));
        request();
      }}
      onBlur={() => setStart((current) => ({ ...current, focus: false }))}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        if (popup === 'menu') open();
        else setPressed(true);
      }}
      // A press dragged away or taken by the browser ends without a click: the real widget may take over. A finger
      // leaves the button when lifted, before its click, so only a mouse or pen leaving ends the press.
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') setPressed(false);
      }}
      onPointerCancel={() => setPressed(false)}
      onClick={open}
    >
      {children}
    </button>
  );
}
