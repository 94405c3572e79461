'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Select } from '@/components/select';
import type { Provider } from '@/lib/contract';
import { HALL_SORTS, type HallFilter, type HallSort } from '../hall';
import { ProviderFilter } from './provider-filter';

type Props = {
  filter: HallFilter;
  providers: readonly Pick<Provider, 'sysname' | 'name'>[];
  onChange: (next: HallFilter) => void;
};

/** The hall's provider filter and sort, both kept in the URL by the caller. */
export function HallToolbar({ filter, providers, onChange }: Props) {
  const t = useTranslations('GameHall');
  const sortId = useId();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <ProviderFilter providers={providers} selected={filter.providers} onChange={(next) => onChange({ ...filter, providers: next })} />
      <div className="ms-auto flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm text-(--muted)">
          {t('sortLabel')}
        </label>
        <Select id={sortId} size="sm" value={filter.sort} onChange={(e) => onChange({ ...filter, sort: e.target.value as HallSort })}>
          {(Object.keys(HALL_SORTS) as HallSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
