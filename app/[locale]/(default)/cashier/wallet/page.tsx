import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { balanceQuery, BalanceSummary, CashierFrame, CashierMessages, DepositLimitNote, depositLimitQuery } from '@/features/cashier';
import { optional, pageMetadata, requiredSignedIn, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/wallet'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierWallet(), namespace: 'CashierWalletPage', noindex: true });
}

/** /cashier/wallet: the player's balances (getBalance) and deposit limit (getDepositLimit), both kept live by pushes. */
async function CashierWalletPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, cms, balances, limit] = await Promise.all([
    getTranslations('CashierWalletPage'),
    getCmsConfig(locale),
    requiredSignedIn(client.fetchQuery(balanceQuery(api)), paths.cashierWallet()),
    optional(client.fetchQuery(depositLimitQuery(api)), null),
  ]);
  const symbols = cms.cashier.availableCurrency;
  return (
    <CashierFrame tab="wallet" title={t('title')}>
      {/* live figures are client components: they get this page's texts */}
      <CashierMessages namespaces={['CashierWalletPage']}>
        <BalanceSummary balances={balances} symbols={symbols} />
        <div className="mt-10">
          <Section id="limit" title={t('limit')}>
            <DepositLimitNote limit={limit} currency={balances.balance_main.currency} symbols={symbols} />
          </Section>
        </div>
      </CashierMessages>
    </CashierFrame>
  );
}

export default withFatalPages(CashierWalletPage);
