'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Notice } from '@/components/notice';
import { lazyBrowserApi } from '@/lib/api';
import { useProfileInfo, useSendConfirmation } from '../api';
import { CONFIRM_SENT_KEY, confirmHintShown, loginContactOf } from '../confirm-hint';

type Contact = { type: 'email' | 'phone'; contact: string; is_confirmed: boolean };
type Props = {
  regTime: string | null | undefined;
  login: string | null | undefined;
  /** Whether the confirm_sent mark is stored for the player (storage/get). */
  confirmSent: boolean;
  /** The server's clock when the page was made (the same answer in the HTML and after hydration). */
  now: number;
};

/**
 * The confirm-contact hint (SPEC §4): for 5 days after reg_time, while the login contact is not
 * confirmed and no confirm_sent mark is stored, it asks the player to confirm it. Its button sends
 * the confirmation and stores the mark, so the hint does not come back.
 */
export function ConfirmContactHint({ regTime, login, confirmSent, now }: Props) {
  const t = useTranslations('ProfileForms');
  const { data: profile } = useProfileInfo();
  const send = useSendConfirmation();
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const contact = loginContactOf(login, (profile?.contacts ?? []) as Contact[]);
  if (sent) return <Notice tone="success">{t('confirmHint.sent', { contact: sent })}</Notice>;
  if (!contact || !confirmHintShown({ regTime, loginContact: contact, confirmSent, now })) return null;
  const shown = contact.type === 'phone' ? `+${contact.contact}` : contact.contact;
  return (
    <section aria-label={t('confirmHint.label')} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-500/50 bg-brand-500/10 px-4 py-3">
      <p className="text-sm">{t('confirmHint.text', { contact: shown })}</p>
      {failed && <Notice>{t('errors.general')}</Notice>}
      <Button
        size="sm"
        loading={send.isPending}
        onClick={() => {
          setFailed(false);
          send
            .mutateAsync({ contact: contact.contact })
            .then(() => lazyBrowserApi.call('storage/set', { key: CONFIRM_SENT_KEY, value: '1' }).catch(() => undefined))
            .then(() => setSent(shown), () => setFailed(true));
        }}
      >
        {t('confirmHint.send')}
      </Button>
    </section>
  );
}
