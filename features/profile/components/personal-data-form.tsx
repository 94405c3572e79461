'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Form } from '@/components/form';
import { Notice } from '@/components/notice';
import { AUTH_CONFIG, currencyAfterCountryChange, optionsOf, type Option } from '@/features/auth';
import { toast } from '@/features/shell';
import { useLocalize } from '@/features/system';
import type { ProfileFieldDefinition } from '@/lib/validation';
import { lazyResolver } from '@/components/lazy-resolver';
import { profileFieldsQuery, useSaveProfile } from '../api';
import { useFormFailure, useValidationMessages } from '../hooks/use-form-failure';
import { useCountryCurrency } from '../country-currency';
import { formDefinitions, type PersonalDataValues } from '../form-fields';
import { ProfileFieldInput } from './profile-field-input';

type Props = {
  /** The saved profile (getprofileinfo). */
  profile: Record<string, unknown>;
  /** Definitions of the player's country (getPersonalDataFields). */
  definitions: readonly ProfileFieldDefinition[];
  countries: readonly Option[];
  /** Where the player came from when the cashier asked for this data (fill-profile flow): back there after saving. */
  returnTo?: string | null;
  /** The player's currency and the operator's currencies: a country change picks the currency by the §3 currency conditions. */
  currency?: string;
  currencies?: readonly string[];
  /** The youngest a player may be (getgeneralinfo `min_age`): a younger birth date is refused under its field before saving. */
  minAge?: number | undefined;
};

const valuesOf = (profile: Record<string, unknown>, defs: readonly ProfileFieldDefinition[]): PersonalDataValues =>
  Object.fromEntries(formDefinitions(defs).map((d) => [d.sysname, profile[d.sysname] === undefined || profile[d.sysname] === null ? '' : String(profile[d.sysname])]));

/**
 * The personal data by country (§3, §4): the country's field definitions with their options, masks
 * and rules; a country change re-fetches them, picks the first region and the first document type,
 * and resets the currency per the currency conditions (the registration's rule, features/auth) for
 * the currency form of the page.
 */
export function PersonalDataForm({ profile, definitions, countries, returnTo, currency = '', currencies = [], minAge }: Props) {
  const t = useTranslations('ProfileForms');
  const router = useRouter();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const messages = useValidationMessages();
  const [defs, setDefs] = useState(definitions);
  // The country's definitions the schema checks; the schema (zod) loads with the first validation.
  const schemaDefs = useRef(definitions);
  const [resolver] = useState(() =>
    lazyResolver<PersonalDataValues>(async () => {
      const { zodResolver, personalDataSchema } = await import('../resolvers');
      let built: { defs: readonly ProfileFieldDefinition[]; resolver: Resolver<PersonalDataValues> } | undefined;
      return (values, context, options) => {
        if (built?.defs !== schemaDefs.current) built = { defs: schemaDefs.current, resolver: zodResolver(personalDataSchema(schemaDefs.current, messages, minAge)) as Resolver<PersonalDataValues> };
        return built.resolver(values, context, options);
      };
    }),
  );
  const form = useForm<PersonalDataValues>({
    resolver,
    defaultValues: valuesOf(profile, definitions),
    mode: 'onTouched',
  });
  const shown = formDefinitions(defs);
  const save = useSaveProfile();
  const failure = useFormFailure(form, shown.map((d) => d.sysname));
  const [saved, setSaved] = useState(false);
  const [loadingCountry, setLoadingCountry] = useState(false);
  // the currency a country change chose belongs to this page visit
  useEffect(() => () => useCountryCurrency.setState({ currency: null }), []);
  // Values a country change picked, set once the new country's fields are rendered: a select keeps
  // no value its options do not have yet (one region list replacing another).
  const picked = useRef<Record<string, string> | null>(null);
  useEffect(() => {
    if (!picked.current) return;
    for (const [name, value] of Object.entries(picked.current)) form.setValue(name, value);
    picked.current = null;
  }, [defs, form]);

  const onCountryChange = async (code: string) => {
    setLoadingCountry(true);
    try {
      const next = await queryClient.fetchQuery(profileFieldsQuery(code || null));
      schemaDefs.current = next;
      // §4: the first region and the first document type of the new country
      const list = (sysname: string) => optionsOf(next.find((d) => d.sysname === sysname)?.options?.list);
      picked.current = { region: list('region')[0]?.value ?? '', document_type: list('document_type')[0]?.value ?? '' };
      setDefs(next);
      // and the currency per the currency conditions: the new country's currencies, else the operator's
      const offered = list('currency');
      const options = offered.length > 0 ? offered : currencies.map((c) => ({ value: c, label: c }));
      const current = useCountryCurrency.getState().currency ?? currency;
      useCountryCurrency.setState({ currency: currencyAfterCountryChange(AUTH_CONFIG.currencyConditions, { country: code, options, current }) });
    } catch {
      failure.fail(null);
    } finally {
      setLoadingCountry(false);
    }
  };

  const onSubmit = async (values: PersonalDataValues) => {
    failure.clearNotice();
    setSaved(false);
    const params: Record<string, string | number> = {};
    for (const def of shown) {
      const value = String(values[def.sysname] ?? '').trim();
      if (def.sysname === 'sex') {
        if (value) params.sex = Number(value);
      } else params[def.sysname] = value;
    }
    const country = countries.find((c) => c.value === values.country_code);
    if (country) params.country = country.label;
    try {
      await save.mutateAsync(params);
    } catch (error) {
      failure.fail(error);
      return;
    }
    if (returnTo) {
      toast({ type: 'success', text: t('personal.savedReturning') });
      router.push(localize(returnTo));
      return;
    }
    setSaved(true);
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('personal.title')} className="flex flex-col gap-4">
      {failure.notice && <Notice>{failure.notice}</Notice>}
      {saved && <Notice tone="success">{t('personal.saved')}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2" aria-busy={loadingCountry || undefined}>
        {shown.map((def) => (
          <ProfileFieldInput key={def.sysname} def={def} form={form} countries={countries} onCountryChange={(code) => void onCountryChange(code)} />
        ))}
      </div>
      <Button type="submit" className="self-start" loading={save.isPending} disabled={loadingCountry}>
        {returnTo ? t('personal.saveAndReturn') : t('personal.save')}
      </Button>
    </Form>
  );
}
