import { readAccount } from '@/features/account';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CashierFrame, CashierMessages, depositMethodsQuery, LazyDepositMethodsShell, PaymentMethodList, RegistrationHint } from '@/features/cashier';
import { EmptyState, HydrateApart, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';
import { isPlayerShellRender } from '@/lib/routing/player-shell';

type Props = PageProps<'/[locale]/cashier/deposit'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierDeposit(), namespace: 'CashierDepositPage', noindex: true });
}

/** /cashier/deposit: the player's deposit methods (getdepositsettings) and, for new players, the registration hint. */
async function CashierDepositPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (isPlayerShellRender()) {
    // The same page for every player (lib/routing/player-shell.ts): the player's list comes from the browser.
    const [t, cms] = await Promise.all([getTranslations('CashierDepositPage'), getCmsConfig(locale)]);
    return (
      <CashierFrame tab="deposit" title={t('title')} description={t('description')}>
        <CashierMessages namespaces={['CashierForms']}>
          <LazyDepositMethodsShell display={cms.cashier.paymentMethodsUrlDisplay} regHint={cms.cashier.regHintConfig.showRegHint} labels={{ empty: t('empty'), failed: t('failed') }} />
        </CashierMessages>
      </CashierFrame>
    );
  }
  const api = createServerApi(await headers());
  const [t, cms, methods, account] = await Promise.all([
    getTranslations('CashierDepositPage'),
    getCmsConfig(locale),
    requiredSignedIn(makeQueryClient().fetchQuery(depositMethodsQuery(api)), paths.cashierDeposit()),
    requiredSignedIn(readAccount(api), paths.cashierDeposit()),
  ]);
  return (
    <CashierFrame tab="deposit" title={t('title')} description={t('description')}>
      <RegistrationHint regTime={account.reg_time} enabled={cms.cashier.regHintConfig.showRegHint} />
      {methods.length > 0 ? (
        // The list hydrates in a task of its own, after the header (HydrateApart).
        <HydrateApart>
          <PaymentMethodList methods={methods} kind="deposit" display={cms.cashier.paymentMethodsUrlDisplay} currency={account.balance_main.currency} />
        </HydrateApart>
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </CashierFrame>
  );
}

export default withFatalPages(CashierDepositPage);
