'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { useHydrated } from '@/components/form';
import { Notice } from '@/components/notice';
import { historyExportsQuery, type HistoryExport, useCreateHistoryExport } from '../api';
import type { BetFilters as Filters } from '../filters';
import { BetFilters } from './bet-filters';

type Props = { action: string; filters: Filters };

/**
 * History exports: a form queuing a CSV of the rounds in a mode and day range, and the player's
 * exports, polled while one is being produced, each downloadable once ready.
 */
export function ExportsPanel({ action, filters }: Props) {
  const t = useTranslations('BetExports');
  const format = useFormatter();
  const { data: exports = [] } = useQuery(historyExportsQuery());
  const create = useCreateHistoryExport();
  const hydrated = useHydrated();
  const pending = exports.some((e) => e.status === 'pending');
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });

  return (
    <div className="flex flex-col gap-4">
      <BetFilters action={action} filters={filters} label={t('formLabel')} submitLabel={t('create')} onApply={(f) => create.mutate(f)} pending={create.isPending} disabled={!hydrated} />
      {create.isError ? <Notice>{t('createFailed')}</Notice> : null}
      <p role="status" className="text-sm text-(--muted)">
        {pending ? t('preparing') : exports[0]?.status === 'ready' ? t('ready') : ''}
      </p>
      {exports.length === 0 ? (
        <p className="rounded-xl bg-(--surface) px-4 py-6 text-center text-(--muted)">{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="divide-y divide-(--border) rounded-xl bg-(--surface)">
          {exports.map((item) => (
            <ExportRow key={item.id} item={item} created={date(item.created_at)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ExportRow({ item, created }: { item: HistoryExport; created: string }) {
  const t = useTranslations('BetExports');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <span className="flex flex-col">
        <span className="font-medium">{t('requested', { date: created })}</span>
        <span className="text-(--muted)">
          {t(`statuses.${item.status}`)}
          {item.row_count !== null ? ` · ${t('rows', { count: item.row_count })}` : ''}
        </span>
      </span>
      {item.status === 'ready' && item.url ? (
        <a href={item.url} download aria-label={t('downloadOf', { date: created })} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('download')}
        </a>
      ) : null}
    </li>
  );
}
