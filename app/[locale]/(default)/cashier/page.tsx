import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CashierFrame, depositMethodsQuery, PaymentMethodList } from '@/features/cashier';
import { EmptyState, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashier(), namespace: 'CashierPage', noindex: true });
}

/** /cashier: the cashier opens on its deposit section (the player's deposit methods). */
async function CashierPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, td, cms, methods] = await Promise.all([
    getTranslations('CashierPage'),
    getTranslations('CashierDepositPage'),
    getCmsConfig(locale),
    requiredSignedIn(makeQueryClient().fetchQuery(depositMethodsQuery(api)), paths.cashier()),
  ]);
  return (
    <CashierFrame tab="deposit" title={t('title')} description={td('description')}>
      {methods.length > 0 ? <PaymentMethodList methods={methods} kind="deposit" display={cms.cashier.paymentMethodsUrlDisplay} /> : <EmptyState title={td('empty')} />}
    </CashierFrame>
  );
}

export default withFatalPages(CashierPage);
