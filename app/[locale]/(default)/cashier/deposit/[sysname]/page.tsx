import { readAccount } from '@/features/account';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import {
  CashierFrame,
  CashierMessages,
  depositLimitQuery,
  DepositForm,
  depositMethodsQuery,
  depositPresets,
  methodRequisites,
  methodRules,
  PaymentMethodList,
  RegistrationHint,
} from '@/features/cashier';
import { localeHref, optional, pageMetadata, readMoney, readText, requiredSignedIn, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { depositMethodPath, depositMethodRedirect, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/cashier/deposit/[sysname]'>;

// Methods and the URL form of a method (CMS paymentMethodsUrlDisplay), once per request.
const loadDeposit = cache(async (locale: string, sysname: string) => {
  const [cms, methods] = await Promise.all([
    getCmsConfig(locale),
    requiredSignedIn(makeQueryClient().fetchQuery(depositMethodsQuery(createServerApi(await headers()))), paths.cashierDeposit(sysname)),
  ]);
  const display = cms.cashier.paymentMethodsUrlDisplay;
  const method = methods.find((m) => depositMethodPath({ sysname: readText(m, 'sysname') ?? '', id: readText(m, 'id') }, display) === sysname);
  return { cms, methods, method, display };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sysname } = await params;
  const { method } = await loadDeposit(locale, sysname).catch(() => ({ method: undefined }));
  const name = readText(method, 'name', 'title') ?? sysname;
  return pageMetadata({ locale, path: paths.cashierDeposit(sysname), namespace: 'CashierDepositMethodPage', values: { method: name }, seo: { kind: 'cashierDeposit', values: { method: name } }, noindex: true });
}

/** /cashier/deposit/{method}: the deposit form of one method; a path matching no method goes to the deposit index (SPEC §2). */
async function CashierDepositMethodPage({ params }: Props) {
  const { locale, sysname } = await params;
  setRequestLocale(locale);
  const { cms, methods, method, display } = await loadDeposit(locale, sysname);
  const refs = methods.map((m) => ({ sysname: readText(m, 'sysname') ?? '', id: readText(m, 'id') }));
  if (!method || depositMethodRedirect(paths.cashierDeposit(sysname), refs, { display })) redirect(await localeHref(paths.cashierDeposit()));

  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, account, , offers] = await Promise.all([
    getTranslations('CashierDepositMethodPage'),
    requiredSignedIn(readAccount(api), paths.cashierDeposit(sysname)),
    optional(client.prefetchQuery(depositLimitQuery(api)), undefined),
    optional(api.call('campaigns/getoffers', { offset: 0, fields: ['trigger', 'description'] }), []),
  ]);
  const methodSysname = readText(method, 'sysname') ?? sysname;
  // deposit offers this player meets and this method is not excluded from (SPEC §3 campaign_offer_id)
  const depositOffers = offers
    .filter((o) => o.trigger?.action === 'deposit' && o.trigger.user_satisfies_params && !o.trigger.params.exclude_methods.includes(methodSysname))
    .map((o) => ({
      id: o.id,
      title: typeof o.description?.title === 'string' ? o.description.title : o.sysname,
      // named in the form's refusal when the deposit is below it (the platform reads it in the player's currency)
      minDeposit: readMoney(o.trigger!.params, 'min_deposit')?.amount,
    }));
  const currency = account.balance_main.currency;
  const name = readText(method, 'name', 'title') ?? sysname;
  const others = methods.filter((m) => m !== method);

  return (
    <CashierFrame tab="deposit" title={t('title', { method: name })} description={readText(method, 'description')}>
      <RegistrationHint regTime={account.reg_time} enabled={cms.cashier.regHintConfig.showRegHint} />
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <PaymentMethodList methods={[method]} kind="deposit" display={display} current={sysname} currency={currency} />
        <CashierMessages>
          <HydrationBoundary state={dehydrate(client)}>
            <DepositForm
              method={{ sysname: readText(method, 'sysname') ?? sysname, id: readText(method, 'id') }}
              rules={methodRules(method)}
              requisites={methodRequisites(method)}
              currency={currency}
              presets={depositPresets(cms.cashier, currency)}
              symbols={cms.cashier.availableCurrency}
              offers={depositOffers}
            />
          </HydrationBoundary>
        </CashierMessages>
      </div>
      {others.length > 0 ? (
        <div className="mt-10">
          <Section id="other-methods" title={t('otherMethods')}>
            <PaymentMethodList methods={others} kind="deposit" display={display} currency={currency} />
          </Section>
        </div>
      ) : null}
    </CashierFrame>
  );
}

export default withFatalPages(CashierDepositMethodPage);
