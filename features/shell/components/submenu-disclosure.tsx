'use client';

import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/components/cn';
import { Icon } from '@/components/icon';

type Props = {
  /** The row (usually the parent link) shown beside the toggle. */
  summary: ReactNode;
  /** Accessible name of the toggle, e.g. "Casino: more links". */
  label: string;
  /** The submenu list, rendered by the server and only shown/hidden here. */
  children: ReactNode;
  defaultOpen?: boolean;
};

/** A sidebar submenu: a disclosure button with aria-expanded controlling the nested list. */
export function SubmenuDisclosure({ summary, label, children, defaultOpen = false }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <>
      <div className="flex items-center">
        <div className="min-w-0 flex-1">{summary}</div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={label}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-9 items-center justify-center rounded-lg text-(--muted) hover:bg-(--surface-2) hover:text-(--text) focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Icon name="chevron-down" size={16} className={cn('transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <div id={id} hidden={!open} className="ps-4">
        {children}
      </div>
    </>
  );
}
