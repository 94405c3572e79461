'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Notice } from '@/components/notice';
import type { PhoneCountryOption } from '@/lib/validation';
import { useChangeSubscription, useConfirmContact, useProfileInfo, useSendConfirmation } from '../api';
import { useFieldErrorText } from '../hooks/use-form-failure';
import { AddEmailForm, AddPhoneForm } from './add-contact-forms';
import { ConfirmCodeForm } from './confirm-code-form';

type Contact = { type: 'email' | 'phone'; contact: string; is_confirmed: boolean; is_subscribed: boolean };

/**
 * The player's contacts (§3, §4: entered, added, confirmation sent, confirmed by code): each with its
 * confirmed state and its subscription (changeSubscription); an e-mail or a phone can be added.
 */
export function ContactsPanel({ countries }: { countries: readonly PhoneCountryOption[] }) {
  const t = useTranslations('ProfileForms');
  const { data: profile } = useProfileInfo();
  const contacts = (profile?.contacts ?? []) as Contact[];
  const email = contacts.find((c) => c.type === 'email');
  const phone = contacts.find((c) => c.type === 'phone');

  return (
    <div className="flex flex-col gap-6">
      {contacts.length > 0 ? (
        <ul aria-label={t('contacts.list')} className="divide-y divide-(--border) rounded-xl bg-(--surface)">
          {contacts.map((c) => (
            <ContactRow key={c.type} contact={c} />
          ))}
        </ul>
      ) : (
        <p className="text-(--muted)">{t('contacts.none')}</p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <AddEmailForm current={email?.contact} />
        <AddPhoneForm countries={countries} current={phone?.contact} />
      </div>
    </div>
  );
}

function ContactRow({ contact: c }: { contact: Contact }) {
  const t = useTranslations('ProfileForms');
  const fieldText = useFieldErrorText();
  const subscription = useChangeSubscription();
  const send = useSendConfirmation();
  const confirm = useConfirmContact();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const shown = c.type === 'phone' ? `+${c.contact}` : c.contact;
  // shown at once, put back if the platform refuses
  const [subscribed, setSubscribed] = useState(c.is_subscribed);

  const failed = (error: unknown) => {
    const data = (error as { data?: Record<string, unknown> } | null)?.data ?? {};
    const code = Array.isArray(data.contact) ? String(data.contact[0]) : null;
    setNotice({ tone: 'error', text: code ? fieldText(code, { seconds: Number(data.resend_time ?? 0) }) : t('errors.general') });
  };
  const resend = () => send.mutateAsync({ contact: c.contact });

  return (
    <li className="flex flex-col gap-3 px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-medium" dir="ltr">
          {shown}
          <Badge tone={c.is_confirmed ? 'success' : 'neutral'}>{c.is_confirmed ? t('contacts.confirmed') : t('contacts.notConfirmed')}</Badge>
        </span>
        <Checkbox
          label={t('contacts.subscribed', { contact: shown })}
          checked={subscribed}
          onChange={(e) => {
            const next = e.target.checked;
            setNotice(null);
            setSubscribed(next);
            subscription.mutateAsync({ contact: c.contact, subscription: next ? 1 : 0 }).catch((error: unknown) => {
              setSubscribed(!next);
              failed(error);
            });
          }}
        />
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {!c.is_confirmed && c.type === 'email' && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={send.isPending}
          onClick={() => resend().then(() => setNotice({ tone: 'success', text: t('contacts.linkSent', { contact: shown }) }), failed)}
        >
          {t('contacts.sendLink')}
        </Button>
      )}
      {!c.is_confirmed && c.type === 'phone' && (
        <ConfirmCodeForm
          label={t('contacts.confirmPhone', { contact: shown })}
          hint={t('contacts.codeSent', { contact: shown })}
          submitLabel={t('contacts.confirm')}
          pending={confirm.isPending}
          onConfirm={async (code) => {
            await confirm.mutateAsync({ contact: c.contact, code });
            setNotice({ tone: 'success', text: t('contacts.phoneConfirmed') });
          }}
          onResend={() => resend().then(() => setNotice({ tone: 'success', text: t('contacts.codeResent') }))}
        />
      )}
    </li>
  );
}
