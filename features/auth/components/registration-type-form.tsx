'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { isApiError } from '@/lib/api';
import { MARKETING_CONSENTS } from '@/lib/contract';
import type { FormField } from '@/lib/cms';
import { buildRegistrationPayload, FIELD_ALIASES, mapServerErrors } from '@/lib/validation';
import { registeredEmail, type Registered } from '../after-auth';
import { personalFieldsQuery, phoneSettingsQuery, useRegister } from '../api';
import { type AuthConfig, BETTING_PREFERENCE_STORAGE_KEY, PROMO_CODE_STORAGE_KEY, storage } from '../config';
import { currencyAfterCountryChange, initialCurrency, optionsOf } from '../country-change';
import { clearErrorOnInput, formTiming, scrollToFirstError } from '../hooks/use-form-timing';
import { promoErrorCode, usePromoCode } from '../hooks/use-promo-code';
import { useServerMessage } from '../hooks/use-server-message';
import { useValidationMessages } from '../hooks/use-validation-messages';
import { TermsLabel } from './terms-label';
import { generalInfoQuery } from '../social/api';
import { SocialButtons } from '../social/social-buttons';
import { socialTermsAccepted } from '../social/terms-gate';
import { isRegistrationFieldRequired, registrationSchema, type RegistrationSchema, type RegistrationValues } from '../schemas';
import { useAuthStore } from '../store';
import { CharacterSelector } from './character-selector';
import { MarketingConsent } from './marketing-consent';
import { Notice } from '@/components/notice';
import { PHONE_COUNTRY_FIELD } from './phone-field';
import { PromoCodeField } from './promo-code-field';
import { RegistrationField } from './registration-field';
import { Form } from '@/components/form';

type Props = {
  fields: readonly FormField[];
  /** Sysnames other sign-up types show and this one does not: never sent. */
  hidden: readonly string[];
  onSuccess: (registered?: Registered) => void;
};

const CURRENCY_FIELD = 'currency';
const DOCUMENT_TYPE_FIELD = 'document_type';

function defaultValues(fields: readonly FormField[], config: AuthConfig): RegistrationValues {
  const values: RegistrationValues = {};
  for (const field of fields) values[field.sysname] = typeof field.attributes?.defaultValue === 'string' ? field.attributes.defaultValue : '';
  const currency = fields.find((f) => f.sysname === CURRENCY_FIELD);
  if (currency) values[CURRENCY_FIELD] = initialCurrency(config.currencyConditions, optionsOf(currency.attributes?.options), String(values[CURRENCY_FIELD] ?? ''));
  if (fields.some((f) => f.type === 'phone')) values[PHONE_COUNTRY_FIELD] = '';
  if (config.promoCodeField) {
    const stored = storage.get(PROMO_CODE_STORAGE_KEY) ?? '';
    values.hasPromocode = config.promoFieldShownByDefault || stored !== '';
    values.promo_code = stored;
  }
  if (config.terms.active) values.terms = config.terms.default;
  // marketing opt-ins start unticked: consent is never assumed (UK SR 5.1.12)
  if (config.notify.active) for (const key of MARKETING_CONSENTS) values[key] = false;
  if (config.characterSelect) values.character_id = '';
  return values;
}

/** One sign-up type's form: its configured fields, promo code, terms and the marketing opt-ins; submit registers. */
export function RegistrationTypeForm({ fields, hidden, onSuccess }: Props) {
  const t = useTranslations('AuthPopup');
  const tPopups = useTranslations('popups.registration');
  const locale = useLocale();
  const messages = useValidationMessages();
  const [notice, setNotice] = useState<string | null>(null);
  const register = useRegister();
  const config = useAuthStore((s) => s.config);

  const needsCountries = fields.some((f) => f.type === 'phone' || f.type === 'country_code');
  const phoneSettings = useQuery({ ...phoneSettingsQuery(), enabled: needsCountries });
  const countries = phoneSettings.data ?? [];
  // a birth date field checks the operator's minimum age (getgeneralinfo min_age; the platform checks it anyway)
  const general = useQuery({ ...generalInfoQuery(), enabled: fields.some((f) => f.sysname === 'birth_date') });
  const minAge = general.data?.min_age;

  const form = useForm<RegistrationValues>({
    defaultValues: useMemo(() => defaultValues(fields, config), [fields, config]),
    // Built per validation: required flags follow the country's definitions, the phone its country's mask.
    resolver: ((values, context, options) => zodResolver(schemaFor(values))(values, context, options as never)) as Resolver<RegistrationValues>,
    ...formTiming(),
  });
  const [countryCode, hasPromocode, promoCode] = useWatch({ control: form.control, name: ['country_code', 'hasPromocode', 'promo_code'] });
  const personal = useQuery(personalFieldsQuery(typeof countryCode === 'string' && countryCode !== '' ? countryCode : null));
  const definitions = useMemo(() => personal.data ?? [], [personal.data]);
  const listOf = (sysname: string) => optionsOf(definitions.find((d) => d.sysname === sysname)?.options?.list);

  // §4 Country change: once the new country's definitions are in, the first region, the currency per
  // the currency conditions and the first document type.
  const country = typeof countryCode === 'string' ? countryCode : '';
  const appliedCountry = useRef(country);
  useEffect(() => {
    if (personal.data === undefined || appliedCountry.current === country) return;
    appliedCountry.current = country;
    const list = (sysname: string) => optionsOf(personal.data.find((d) => d.sysname === sysname)?.options?.list);
    const set = (name: string, value: string) => form.setValue(name, value, { shouldDirty: true });
    for (const field of fields) {
      if (field.type === 'region' || field.sysname === 'region') set(field.sysname, list(field.sysname)[0]?.value ?? '');
      else if (field.sysname === DOCUMENT_TYPE_FIELD) set(field.sysname, list(field.sysname)[0]?.value ?? '');
      else if (field.sysname === CURRENCY_FIELD) {
        const offered = list(CURRENCY_FIELD);
        const options = offered.length > 0 ? offered : optionsOf(field.attributes?.options);
        const current = String(form.getValues(CURRENCY_FIELD) ?? '');
        set(CURRENCY_FIELD, currencyAfterCountryChange(config.currencyConditions, { country, options, current }));
      }
    }
  }, [country, personal.data, fields, form, config.currencyConditions]);

  const schemaFor = (values: RegistrationValues): RegistrationSchema => {
    const phoneMask = countries.find((c) => c.country_code === values[PHONE_COUNTRY_FIELD])?.mask;
    return registrationSchema({ fields, definitions, config, phoneMask, messages, minAge });
  };

  const promo = usePromoCode(promoCode, config.promoCodeField && hasPromocode === true);
  const loading = personal.isPending || (needsCountries && phoneSettings.isPending);

  const serverMessage = useServerMessage();

  const onSubmit = async (values: RegistrationValues) => {
    setNotice(null);
    const withPhone = { ...values };
    for (const field of fields.filter((f) => f.type === 'phone')) {
      const country = countries.find((c) => c.country_code === values[PHONE_COUNTRY_FIELD]);
      const digits = String(values[field.sysname] ?? '').replace(/\D/g, '');
      if (country && digits) withPhone[field.sysname] = `+${country.phone_code.replace(/\D/g, '')}${digits}`;
    }
    const payload = buildRegistrationPayload(withPhone, { hidden, definitions, bettingPreference: storage.get(BETTING_PREFERENCE_STORAGE_KEY) });
    if (config.notify.active) for (const key of MARKETING_CONSENTS) payload[key] = values[key] === true ? '1' : '0';
    try {
      await register.mutateAsync({ ...payload, locale });
    } catch (error) {
      const invalid = isApiError(error) && error.type === 'InvalidParameterException';
      const data = invalid ? { ...error.data, ...(error.data?.promo_code ? { promo_code: promoErrorCode(error) } : {}) } : null;
      const names = [...fields.map((f) => f.sysname), 'promo_code', 'terms', PHONE_COUNTRY_FIELD, ...(config.characterSelect ? ['character_id'] : [])];
      // Without a login field the login is the e-mail (or the phone): its errors go there.
      const loginField = names.find((n) => n === 'login' || n === 'email') ?? fields.find((f) => f.type === 'phone')?.sysname ?? 'login';
      const aliases = { ...FIELD_ALIASES, login: loginField };
      const mapped = mapServerErrors(data, { formFields: names, notice: tPopups('wrongRegServerError'), aliases });
      const refusedAge = invalid ? (error.data as { min_age?: unknown } | null)?.min_age : undefined;
      Object.entries(mapped.fields).forEach(([name, code], i) => form.setError(name, { message: serverMessage(name, code, typeof refusedAge === 'number' ? refusedAge : undefined) }, { shouldFocus: i === 0 }));
      setNotice(mapped.general ?? null);
      return;
    }
    form.reset();
    storage.remove(BETTING_PREFERENCE_STORAGE_KEY);
    storage.remove(PROMO_CODE_STORAGE_KEY);
    const promoCode = typeof payload.promo_code === 'string' && payload.promo_code.trim() ? payload.promo_code.trim() : null;
    onSuccess({ email: registeredEmail(payload), promoCode });
  };

  const { errors } = form.formState;
  return (
    <Form
      noValidate
      onChange={clearErrorOnInput(form)}
      aria-busy={loading || undefined}
      onSubmit={form.handleSubmit(onSubmit, scrollToFirstError)}
      className="flex flex-col gap-4"
    >
      {notice && <Notice>{notice}</Notice>}
      {fields.map((field) => (
        <RegistrationField
          key={field.sysname}
          field={field}
          form={form}
          registration={form.register(field.sysname)}
          countries={countries}
          definitionOptions={listOf(field.sysname)}
          required={isRegistrationFieldRequired(field, definitions.find((d) => d.sysname === field.sysname))}
        />
      ))}
      {config.promoCodeField && (
        <PromoCodeField form={form} state={promo} shown={hasPromocode === true} toggle={form.register('hasPromocode')} code={form.register('promo_code')} />
      )}
      {config.characterSelect && <CharacterSelector form={form} />}
      {config.terms.active && (
        <Checkbox label={<TermsLabel />} {...form.register('terms')} error={typeof errors.terms?.message === 'string' ? errors.terms.message : undefined} />
      )}
      {config.notify.active && <MarketingConsent register={form.register} />}
      <Button type="submit" block loading={register.isPending} disabled={loading || promo.checking}>
        {t('signUp')}
      </Button>
      <SocialButtons typeAuth="registration" beforeOpen={() => socialTermsAccepted(form)} onSignedIn={onSuccess} />
    </Form>
  );
}
