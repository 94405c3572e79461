import { readAccount } from '@/features/account';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CashierFrame, depositMethodsQuery, PaymentMethodList, readDepositMethodsIn, RegistrationHint } from '@/features/cashier';
import { EmptyState, HydrateApart, pageMetadata, required, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi, type Api } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';
import { playerShellRender } from '@/lib/routing/player-shell';

type Props = PageProps<'/[locale]/cashier/deposit'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.cashierDeposit(), namespace: 'CashierDepositPage', noindex: true });
}

/** The player's methods and currency, and whether their registration hint may show; on a player shell, its currency's methods. */
async function depositContent(api: Api) {
  const shell = playerShellRender();
  // A shell is never a new player's in their hint window (lib/routing/player-shell.ts): no hint to ask.
  if (shell) return { methods: await required(readDepositMethodsIn(api, shell.currency)), currency: shell.currency, regTime: null };
  const [methods, account] = await Promise.all([
    requiredSignedIn(makeQueryClient().fetchQuery(depositMethodsQuery(api)), paths.cashierDeposit()),
    requiredSignedIn(readAccount(api), paths.cashierDeposit()),
  ]);
  return { methods, currency: account.balance_main.currency, regTime: account.reg_time };
}

/** /cashier/deposit: the player's deposit methods (getdepositsettings) and, for new players, the registration hint. */
async function CashierDepositPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, cms, { methods, currency, regTime }] = await Promise.all([getTranslations('CashierDepositPage'), getCmsConfig(locale), depositContent(api)]);
  return (
    <CashierFrame tab="deposit" title={t('title')} description={t('description')}>
      {regTime && <RegistrationHint regTime={regTime} enabled={cms.cashier.regHintConfig.showRegHint} />}
      {methods.length > 0 ? (
        // The list hydrates in a task of its own, after the header (HydrateApart).
        <HydrateApart>
          <PaymentMethodList methods={methods} kind="deposit" display={cms.cashier.paymentMethodsUrlDisplay} currency={currency} />
        </HydrateApart>
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </CashierFrame>
  );
}

export default withFatalPages(CashierDepositPage);
