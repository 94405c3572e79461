import { readAccount } from '@/features/account';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CashierFrame, CashierMessages, PaymentMethodList, PendingWithdrawals, pendingWithdrawalsQuery, WithdrawForm, withdrawMethodsOf, withdrawMethodsQuery } from '@/features/cashier';
import { EmptyState, optional, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/withdraw'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierWithdraw(), namespace: 'CashierWithdrawPage', noindex: true });
}

/** /cashier/withdraw: the withdrawal form over the player's methods, and the pending withdrawals to cancel. */
async function CashierWithdrawPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, cms, methods, account] = await Promise.all([
    getTranslations('CashierWithdrawPage'),
    getCmsConfig(locale),
    requiredSignedIn(client.fetchQuery(withdrawMethodsQuery(api)), paths.cashierWithdraw()),
    requiredSignedIn(readAccount(api), paths.cashierWithdraw()),
    optional(client.prefetchQuery(pendingWithdrawalsQuery(api)), undefined),
  ]);
  const currency = account.balance_main.currency;
  return (
    <CashierFrame tab="withdraw" title={t('title')} description={t('description')}>
      {methods.length > 0 ? (
        <div className="flex flex-col gap-10">
          <PaymentMethodList methods={methods} kind="withdraw" currency={currency} />
          <CashierMessages>
            <HydrationBoundary state={dehydrate(client)}>
              <div className="grid gap-10 lg:grid-cols-2">
                <WithdrawForm methods={withdrawMethodsOf(methods)} currency={currency} symbols={cms.cashier.availableCurrency} />
                <PendingWithdrawals />
              </div>
            </HydrationBoundary>
          </CashierMessages>
        </div>
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </CashierFrame>
  );
}

export default withFatalPages(CashierWithdrawPage);
