'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type DialogComponentProps, StackDialog } from '@/features/shell';
import { SocialRegistrationForm } from './social-registration-form';

/** SPEC §2 socialRegistration: forced on a signed-in player whose registration is incomplete. */
export function SocialRegistrationDialog({ dialog }: DialogComponentProps) {
  const t = useTranslations('AuthPopup');
  const router = useRouter();
  return (
    <StackDialog dialog={dialog} title={t('titles.socialRegistration')}>
      <SocialRegistrationForm
        onDone={() => {
          void dialog.close({ force: true });
          router.refresh();
        }}
      />
    </StackDialog>
  );
}
