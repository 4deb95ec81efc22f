import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { createContext, useContext, useId, useState } from 'react';
import { cn } from '../../lib/cn';

interface TabsState {
  baseId: string;
  value: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabsState(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = Omit<ComponentProps<typeof TabsPrimitive.Root>, 'value' | 'defaultValue'> &
  ({ value: string; defaultValue?: never } | { value?: never; defaultValue: string });

/**
 * Tabs with arrow-key navigation between triggers (Radix: roving focus, activation on focus); the list scrolls
 * sideways inside itself on phones. The panels are ours: Radix wraps each in Presence, which reads the panel's
 * computed style while React commits, a style calculation of the whole new page inside that task (31 ms at 4×
 * CPU on /yourmatches' first render). No panel here animates, so a panel is simply there or not.
 */
export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultValue ?? '');
  const current = value ?? chosen;
  return (
    <TabsContext value={{ baseId, value: current }}>
      <TabsPrimitive.Root
        value={current}
        onValueChange={(next) => {
          if (value === undefined) setChosen(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </TabsContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 overflow-x-auto border-b border-slate-200', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      className={cn(
        '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-700',
        'hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        className,
      )}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered (as Radix's own panels). */
export function TabsContent({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const { baseId, value: selected } = useTabsState('TabsContent');
  if (value !== selected) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      data-state="active"
      className={cn('pt-6 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
