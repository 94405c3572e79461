'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Form } from '@/components/form';
import { Input } from '@/components/input';
import { Notice } from '@/components/notice';
import { Select } from '@/components/select';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type LocaleOption } from '@/lib/i18n/locales';
import { localizePath, stripLocale } from '@/lib/routing/locale-path';
import { lazyResolver } from '@/components/lazy-resolver';
import { useChangeFakename, useChangeLocale, useSetCurrency } from '../api';
import { useCountryCurrency } from '../country-currency';
import { useFormFailure, useValidationMessages } from '../hooks/use-form-failure';
import type { NicknameValues } from '../schemas';

type Props = {
  fakename: string;
  locale: string;
  locales: readonly LocaleOption[];
  defaultLocale: string;
  currency: string;
  currencies: readonly string[];
};

/** Nickname (changefakename), language (changelocale) and currency (setCurrency), each saved on its own. */
export function AccountPreferences(props: Props) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <NicknameForm fakename={props.fakename} />
      <LocaleForm locale={props.locale} locales={props.locales} defaultLocale={props.defaultLocale} />
      {props.currencies.length > 1 && <CurrencyForm currency={props.currency} currencies={props.currencies} />}
    </div>
  );
}

function NicknameForm({ fakename }: { fakename: string }) {
  const t = useTranslations('ProfileForms');
  const messages = useValidationMessages();
  const resolver = useMemo(() => lazyResolver<NicknameValues>(() => import('../resolvers').then((m) => m.zodResolver(m.nicknameSchema(messages)))), [messages]);
  const form = useForm<NicknameValues>({ resolver, defaultValues: { fakename }, mode: 'onTouched' });
  const change = useChangeFakename();
  const failure = useFormFailure(form, ['fakename']);
  const [saved, setSaved] = useState(false);
  const onSubmit = async (values: NicknameValues) => {
    failure.clearNotice();
    setSaved(false);
    await change.mutateAsync({ fakename: values.fakename.trim() }).then(() => setSaved(true), failure.fail);
  };
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('nickname.title')} className="flex flex-col gap-3">
      {failure.notice && <Notice>{failure.notice}</Notice>}
      {saved && <Notice tone="success">{t('nickname.saved')}</Notice>}
      <Field label={t('nickname.label')} hint={t('nickname.hint')} error={form.formState.errors.fakename?.message} required>
        {(control) => <Input {...control} {...form.register('fakename')} autoComplete="nickname" />}
      </Field>
      <Button type="submit" variant="secondary" className="self-start" loading={change.isPending}>
        {t('nickname.save')}
      </Button>
    </Form>
  );
}

function LocaleForm({ locale, locales, defaultLocale }: { locale: string; locales: readonly LocaleOption[]; defaultLocale: string }) {
  const t = useTranslations('ProfileForms');
  const pathname = usePathname() ?? '/';
  const [value, setValue] = useState(locale);
  const change = useChangeLocale();
  const [failed, setFailed] = useState(false);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      await change.mutateAsync({ locale: value });
    } catch {
      setFailed(true);
      return;
    }
    // the site follows the player's language: a full navigation, so <html lang dir> changes too
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
    const { pathname: bare } = stripLocale(pathname, locales.map((l) => l.code));
    window.location.assign(localizePath(bare, value, defaultLocale) + window.location.search);
  };
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('locale.title')} className="flex flex-col gap-3">
      {failed && <Notice>{t('errors.general')}</Notice>}
      <Field label={t('locale.label')} hint={t('locale.hint')}>
        {(control) => (
          <Select {...control} value={value} onChange={(e) => setValue(e.target.value)}>
            {locales.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="secondary" className="self-start" loading={change.isPending} disabled={value === locale}>
        {t('locale.save')}
      </Button>
    </Form>
  );
}

function CurrencyForm({ currency, currencies }: { currency: string; currencies: readonly string[] }) {
  const t = useTranslations('ProfileForms');
  const [current, setCurrent] = useState(currency);
  // a country change in the personal-data form resets the currency (§4 currency conditions): a pick
  // counts only under the suggestion it was made under, so a newer country change replaces it
  const suggested = useCountryCurrency((s) => s.currency);
  const [pick, setPick] = useState<{ value: string; under: string | null } | null>(null);
  const picked = pick && pick.under === suggested ? pick.value : null;
  const fromCountry = suggested !== null && suggested !== current && currencies.includes(suggested) ? suggested : null;
  const value = picked ?? fromCountry ?? current;
  const change = useSetCurrency();
  const router = useRouter();
  const [state, setState] = useState<'saved' | 'failed' | null>(null);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setState(null);
    await change.mutateAsync({ currency: value }).then(
      () => {
        setCurrent(value);
        setPick(null);
        useCountryCurrency.setState({ currency: null });
        setState('saved');
        // pages kept by the router (Back to the deposit page) list amounts in the old currency
        router.refresh();
      },
      () => setState('failed'),
    );
  };
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('currency.title')} className="flex flex-col gap-3">
      {state === 'failed' && <Notice>{t('errors.general')}</Notice>}
      {state === 'saved' && <Notice tone="success">{t('currency.saved', { currency: current })}</Notice>}
      <Field label={t('currency.label')} hint={fromCountry && value === fromCountry ? t('currency.fromCountry') : t('currency.hint')}>
        {(control) => (
          <Select {...control} value={value} onChange={(e) => setPick({ value: e.target.value, under: suggested })}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="secondary" className="self-start" loading={change.isPending} disabled={value === current}>
        {t('currency.save')}
      </Button>
    </Form>
  );
}
