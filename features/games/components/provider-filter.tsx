'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/badge';
import { buttonVariants } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Icon } from '@/components/icon';
import type { Provider } from '@/lib/contract';

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
          aria-controls={panelId}
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
      <fieldset id={panelId} hidden={!open} className="rounded-xl border border-(--border) bg-(--surface) p-4">
        <legend className="sr-only">{t('providers')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {providers.map((provider) => (
            <Checkbox
              key={provider.sysname}
              label={provider.name}
              checked={selected.includes(provider.sysname)}
              onChange={(e) => toggle(provider.sysname, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
