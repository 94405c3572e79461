'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Notice } from '@/components/notice';
import { StackDialog, type DialogComponentProps } from '@/features/shell';
import { errorKey } from '../errors';

export type ConfirmProps = {
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs on confirm; a thrown error shows its message (or a general one) and keeps the dialog open. */
  onConfirm?: () => Promise<void> | void;
  /** Only an acknowledgement (no cancel). */
  info?: boolean;
  danger?: boolean;
};

/** The confirms of the bonus engine: bonus remove / activate / deactivate, burn bonuses, promo code and betting bonus activated. */
export function ConfirmDialog({ dialog, title, text, confirmLabel, onConfirm, info = false, danger = false }: DialogComponentProps<ConfirmProps>) {
  const t = useTranslations('Bonuses');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm?.();
      await dialog.close({ force: true });
    } catch (e) {
      setError(t(`errors.${errorKey(e, (k) => t.has(k))}`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <StackDialog
      dialog={dialog}
      title={title}
      description={text}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          {!info && (
            <Button variant="secondary" onClick={() => void dialog.close()}>
              {t('cancel')}
            </Button>
          )}
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {error && <Notice>{error}</Notice>}
    </StackDialog>
  );
}
