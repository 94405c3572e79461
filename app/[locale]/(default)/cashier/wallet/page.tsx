import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { balanceQuery, BalanceSummary, CashierFrame, depositLimitQuery } from '@/features/cashier';
import { optional, pageMetadata, requiredSignedIn, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { formatMoney } from '@/lib/format';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/wallet'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierWallet(), namespace: 'CashierWalletPage', noindex: true });
}

/** /cashier/wallet: the player's balances (getBalance) and deposit limit (getDepositLimit). */
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
  const currency = balances.balance_main.currency;
  const symbols = cms.cashier.availableCurrency;
  const money = (n: number) => formatMoney(n, currency, { symbols });
  return (
    <CashierFrame tab="wallet" title={t('title')}>
      <BalanceSummary balances={balances} symbols={symbols} />
      <div className="mt-10">
        <Section id="limit" title={t('limit')}>
          <p className="text-(--muted)">
            {limit?.limit_amount != null ? t('limitLeft', { available: money(limit.available_amount ?? 0), limit: money(limit.limit_amount) }) : t('noLimit')}
          </p>
        </Section>
      </div>
    </CashierFrame>
  );
}

export default withFatalPages(CashierWalletPage);
