import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  disabled?: boolean;
  testId?: string;
}

const triggerClass =
  '-mb-px min-h-11 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-400 border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 data-[state=active]:border-teal-700 data-[state=active]:text-teal-800';

/**
 * The WAI-ARIA tabs pattern (Radix): a labelled tablist, tabs with aria-selected and aria-controls,
 * one tab in the Tab order (roving tabindex), ArrowLeft/ArrowRight (wrapping), Home and End move and
 * select. The selected tab is controlled, so a page keeps it in its address (?tab=…). Everything
 * between the list and the panels (`children`) renders as given; panels are `TabPanel`s.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
  children,
  listClassName = 'mb-6',
}: {
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  children: ReactNode;
  listClassName?: string;
}) {
  const select = (next: string) => {
    const tab = tabs.find((item) => item.id === next);
    if (tab && tab.id !== value) onValueChange(tab.id);
  };
  return (
    <RadixTabs.Root value={value} onValueChange={select} activationMode="automatic">
      <RadixTabs.List aria-label={label} className={`flex gap-1 overflow-x-auto border-b border-slate-200 ${listClassName}`}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} disabled={tab.disabled} data-testid={tab.testId} className={triggerClass}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

/**
 * The panel of one tab. Only the selected panel is mounted, unless `keepMounted` (the panel is then
 * hidden, not unmounted, so typed input survives switching tabs).
 */
export function TabPanel({
  value,
  keepMounted = false,
  className,
  children,
}: {
  value: string;
  keepMounted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Content
      value={value}
      forceMount={keepMounted ? true : undefined}
      className={`focus-visible:outline-2 focus-visible:outline-teal-600 ${className ?? ''}`}
    >
      {children}
    </RadixTabs.Content>
  );
}
