import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CashierFrame, HISTORY_PAGE_SIZE, historyQuery, HistoryTable } from '@/features/cashier';
import { EmptyState, pageMetadata, Pagination, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/history'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierHistory(), namespace: 'CashierHistoryPage', noindex: true });
}

/** /cashier/history: the player's transactions, 20 a page (gethistory). */
async function CashierHistoryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = readPage((await searchParams).page);
  const api = createServerApi(await headers());
  const [t, history] = await Promise.all([
    getTranslations('CashierHistoryPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(historyQuery(page, undefined, api)), paths.cashierHistory()),
  ]);
  return (
    <CashierFrame tab="history" title={t('title')}>
      <p className="mb-4 text-sm text-(--muted)" data-testid="history-total">
        {t('total', { count: history.total })}
      </p>
      {history.items.length > 0 ? <HistoryTable items={history.items} /> : <EmptyState title={t('empty')} />}
      <Pagination basePath={paths.cashierHistory()} page={page} hasNext={page * HISTORY_PAGE_SIZE < history.total} />
    </CashierFrame>
  );
}

export default withFatalPages(CashierHistoryPage);
