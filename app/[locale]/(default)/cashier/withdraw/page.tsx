import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CashierFrame, PaymentMethodList, withdrawMethodsQuery } from '@/features/cashier';
import { EmptyState, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/withdraw'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierWithdraw(), namespace: 'CashierWithdrawPage', noindex: true });
}

/** /cashier/withdraw: the player's withdrawal methods (getwithdrawsettings); the form is the cashier work. */
async function CashierWithdrawPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, methods] = await Promise.all([
    getTranslations('CashierWithdrawPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(withdrawMethodsQuery(api)), paths.cashierWithdraw()),
  ]);
  return (
    <CashierFrame tab="withdraw" title={t('title')} description={t('description')}>
      {methods.length > 0 ? <PaymentMethodList methods={methods} kind="withdraw" /> : <EmptyState title={t('empty')} />}
    </CashierFrame>
  );
}

export default withFatalPages(CashierWithdrawPage);
