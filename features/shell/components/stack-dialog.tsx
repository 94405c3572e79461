'use client';

import { Dialog, type DialogProps } from '@/components/dialog';
import type { DialogHandle } from '../dialog-registry';

type Props = Omit<DialogProps, 'open' | 'onOpenChange' | 'presentation' | 'preventClose'> & { dialog: DialogHandle };

/**
 * The Dialog primitive bound to the dialog store: registered dialogs render their content in it,
 * `<StackDialog dialog={dialog} title={t('title')}>…</StackDialog>`, and get the stack's type,
 * preventClose and before-close behaviour for free.
 */
export function StackDialog({ dialog, ...props }: Props) {
  return (
    <Dialog
      {...props}
      open
      presentation={dialog.type}
      preventClose={dialog.preventClose}
      onOpenChange={(open) => {
        if (!open) void dialog.close();
      }}
    />
  );
}
