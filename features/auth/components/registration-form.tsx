'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Tabs } from '@/components/tabs';
import type { FormFieldSets } from '@/lib/cms';
import type { Registered } from '../after-auth';
import { RegistrationTypeForm } from './registration-type-form';

type Props = { formFields: FormFieldSets; onSuccess: (registered?: Registered) => void; onLogin: () => void };

/** Registration view: the CMS field sets, with tabs when there is more than one sign-up type, and a link to sign in. */
export function RegistrationForm({ formFields, onSuccess, onLogin }: Props) {
  const t = useTranslations('AuthPopup');
  const types = Object.keys(formFields).filter((type) => (formFields[type]?.length ?? 0) > 0);
  const [chosen, setChosen] = useState<string>();
  const all = new Set(types.flatMap((type) => formFields[type]!.map((f) => f.sysname)));
  const formFor = (type: string) => {
    const fields = formFields[type] ?? [];
    const own = new Set(fields.map((f) => f.sysname));
    return <RegistrationTypeForm key={type} fields={fields} hidden={[...all].filter((s) => !own.has(s))} onSuccess={onSuccess} />;
  };
  const label = (type: string) => (t.has(`signUpTypes.${type}`) ? t(`signUpTypes.${type}`) : type);

  return (
    <div className="flex flex-col gap-4">
      {types.length === 0 && <p className="text-sm text-(--muted)">{t('noFields')}</p>}
      {types.length === 1 && formFor(types[0]!)}
      {types.length > 1 && (
        <Tabs
          label={t('signUpType')}
          items={types.map((type) => ({ value: type, label: label(type), content: formFor(type) }))}
          value={chosen ?? types[0]}
          onValueChange={setChosen}
        />
      )}
      <p className="text-center text-sm text-(--muted)">
        {t('haveAccount')}{' '}
        <Button variant="link" size="sm" onClick={onLogin}>
          {t('toAuthorization')}
        </Button>
      </p>
    </div>
  );
}
