'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/checkbox';
import type { Provider } from '@/lib/contract';

type Props = {
  id: string;
  providers: readonly Pick<Provider, 'sysname' | 'name'>[];
  selected: readonly string[];
  onToggle: (sysname: string, on: boolean) => void;
};

/** The provider filter's checkboxes, one per provider, in a named group. */
export function ProviderPanel({ id, providers, selected, onToggle }: Props) {
  const t = useTranslations('GameHall');
  return (
    <fieldset id={id} className="rounded-xl border border-(--border) bg-(--surface) p-4">
      <legend className="sr-only">{t('providers')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {providers.map((provider) => (
          <Checkbox key={provider.sysname} label={provider.name} checked={selected.includes(provider.sysname)} onChange={(e) => onToggle(provider.sysname, e.target.checked)} />
        ))}
      </div>
    </fieldset>
  );
}
