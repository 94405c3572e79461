'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/badge';
import { buttonVariants } from '@/components/button';
import { Icon } from '@/components/icon';
import type { Provider } from '@/lib/contract';

// The checkbox grid loads when first opened.
const ProviderPanel = dynamic(() => import('./provider-panel').then((m) => m.ProviderPanel));

type Props = {
  providers: readonly Pick<Provider, 'sysname' | 'name'>[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
};

/** Multi-select of providers: a disclosure of checkboxes, and the chosen ones as removable chips. */
export function ProviderFilter({ providers, selected, onChange }: Props) {
  const t = useTranslations('GameHall');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const nameOf = (sysname: string) => providers.find((p) => p.sysname === sysname)?.name ?? sysname;
  const toggle = (sysname: string, on: boolean) => onChange(on ? [...selected, sysname] : selected.filter((s) => s !== sysname));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      document.getElementById(`${panelId}-button`)?.focus();
    }
  };

  return (
    <div className="flex w-full flex-col gap-2" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-2">
        <button
          id={`${panelId}-button`}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('providers')}
          <Badge count={selected.length} max={99} />
          <Icon name="chevron-down" size={16} className={open ? 'rotate-180' : undefined} />
        </button>
        {selected.length > 0 ? (
          <ul aria-label={t('selectedProviders')} className="flex flex-wrap gap-2">
            {selected.map((sysname) => (
              <li key={sysname}>
                <button
                  type="button"
                  onClick={() => toggle(sysname, false)}
                  aria-label={t('removeProvider', { name: nameOf(sysname) })}
                  className="inline-flex h-8 items-center gap-1 rounded-full bg-(--surface-2) ps-3 pe-2 text-sm hover:bg-(--border) focus-visible:outline-2 focus-visible:outline-brand-400"
                >
                  {nameOf(sysname)}
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => onChange([])} className="h-8 px-2 text-sm underline">
                {t('clearProviders')}
              </button>
            </li>
          </ul>
        ) : null}
      </div>
      {open ? <ProviderPanel id={panelId} providers={providers} selected={selected} onToggle={toggle} /> : null}
    </div>
  );
}
