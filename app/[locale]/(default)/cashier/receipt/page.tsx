import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CashierFrame, historyQuery, HistoryTable } from '@/features/cashier';
import { EmptyState, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/receipt'>;

const RECEIPT_ROWS = 5;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierReceipt(), namespace: 'CashierReceiptPage', noindex: true });
}

/** /cashier/receipt: the latest transactions as a receipt (gethistory); receipt blocks are the cashier work. */
async function CashierReceiptPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, history] = await Promise.all([
    getTranslations('CashierReceiptPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(historyQuery(1, undefined, api)), paths.cashierReceipt()),
  ]);
  const rows = history.items.slice(0, RECEIPT_ROWS);
  return (
    <CashierFrame title={t('title')} description={t('description')}>
      {rows.length > 0 ? <HistoryTable items={rows} /> : <EmptyState title={t('empty')} />}
    </CashierFrame>
  );
}

export default withFatalPages(CashierReceiptPage);
