'use client';

import { Button } from '@/components/button';
import { StackDialog, type DialogComponentProps } from '@/features/shell';

export const BREAK_STARTED_DIALOG_ID = 'break-started';

/** Texts translated by the centre that opens it: the guest page it stays open on has no Protection messages. */
export type BreakStartedDialogProps = { title: string; text: string; until: string; ok: string };

/**
 * What a time-out, self-exclusion or panic lock started: until when (or that it is permanent) and
 * that the player has been signed out. It stays open on the home page the centre leaves for, as a
 * guest, until the player closes it.
 */
export function BreakStartedDialog({ dialog, title, text, until, ok }: DialogComponentProps<BreakStartedDialogProps>) {
  return (
    <StackDialog
      dialog={dialog}
      title={title}
      // the whole message describes the dialog: read out with its title as it opens
      description={
        <>
          <span className="block text-base font-semibold text-(--text)">{until}</span>{' '}
          <span className="mt-2 block">{text}</span>
        </>
      }
      footer={<Button onClick={() => void dialog.close()}>{ok}</Button>}
    />
  );
}
