'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { type DialogComponentProps, StackDialog } from '@/features/shell';
import { reloadNow } from '../update';

/** The reload offer of the new-version check. */
export function NewVersionDialog({ dialog }: DialogComponentProps) {
  const t = useTranslations('AppUpdate');
  return (
    <StackDialog
      dialog={dialog}
      title={t('title')}
      description={t('description')}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => void dialog.close()}>
            {t('later')}
          </Button>
          <Button onClick={reloadNow}>{t('reload')}</Button>
        </div>
      }
    />
  );
}
