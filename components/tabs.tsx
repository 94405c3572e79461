'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

type Props = {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * WAI-ARIA tabs with automatic activation: arrows move (mirrored in RTL), Home/End jump,
 * disabled tabs are skipped; only the selected tab is in the tab order.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: Props) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items.find((i) => !i.disabled)?.value);
  const selected = value ?? uncontrolled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((i) => !i.disabled);

  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
    tabRefs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((i) => i.value === selected);
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    let index: number | undefined;
    if (event.key in STEP) index = at + STEP[event.key]! * (rtl ? -1 : 1);
    else if (event.key === 'Home') index = 0;
    else if (event.key === 'End') index = enabled.length - 1;
    if (index === undefined || enabled.length === 0) return;
    event.preventDefault();
    select(enabled[(index + enabled.length) % enabled.length]!.value);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 rounded-lg bg-(--surface-2) p-1">
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => void (node ? tabRefs.current.set(item.value, node) : tabRefs.current.delete(item.value))}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
              className={cn(
                'flex-1 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50',
                isSelected ? 'bg-(--surface) text-(--text) shadow-sm' : 'text-(--muted) hover:text-(--text)',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${item.value}`}
          aria-labelledby={`${baseId}-tab-${item.value}`}
          hidden={item.value !== selected}
          tabIndex={0}
          className="pt-4 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {item.value === selected && item.content}
        </div>
      ))}
    </div>
  );
}
