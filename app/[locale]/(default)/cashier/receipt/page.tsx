import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CashierFrame, historyQuery, HistoryTable, paymentQuery, Receipt } from '@/features/cashier';
import { EmptyState, optional, pageMetadata, requiredSignedIn, withFatalPages, type Row } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/receipt'>;

const RECEIPT_ROWS = 5;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierReceipt(), namespace: 'CashierReceiptPage', noindex: true });
}

/** /cashier/receipt?transaction={id}: that deposit's receipt (getdepositinfo); without one, the latest transactions. */
async function CashierReceiptPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).transaction;
  const transaction = typeof raw === 'string' && /^\w{1,64}$/.test(raw) ? raw : undefined;
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, cms] = await Promise.all([getTranslations('CashierReceiptPage'), getCmsConfig(locale)]);

  if (transaction) {
    const payment = await optional(requiredSignedIn(client.fetchQuery(paymentQuery(transaction, api)), paths.cashierReceipt()), null);
    return (
      <CashierFrame title={t('title')} description={t('description')}>
        {payment && typeof payment === 'object' ? <Receipt payment={payment as Row} blocks={cms.cashier.receiptBlocksVisibility} /> : <EmptyState title={t('notFound')} />}
      </CashierFrame>
    );
  }

  const history = await requiredSignedIn(client.fetchQuery(historyQuery(1, undefined, api)), paths.cashierReceipt());
  const rows = history.items.slice(0, RECEIPT_ROWS);
  return (
    <CashierFrame title={t('title')} description={t('description')}>
      {rows.length > 0 ? <HistoryTable items={rows} /> : <EmptyState title={t('empty')} />}
    </CashierFrame>
  );
}

export default withFatalPages(CashierReceiptPage);
