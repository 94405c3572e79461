'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, type MouseEvent } from 'react';
import type { DialogProps } from '@/components/dialog';
import { useDialogStore } from '../dialog-store';

// The dialog primitive (Radix: focus trap, dismissable layer, scroll lock) loads when a slot first
// opens, keeping it out of every page's first-load JavaScript.
const Dialog = dynamic(() => import('@/components/dialog').then((m) => m.Dialog), { ssr: false });

type Props = Omit<DialogProps, 'open' | 'onOpenChange' | 'preventClose'> & {
  /** Store id that opens this dialog: `open(id)`. */
  id: string;
  /** Force-close when the route changes or a link inside is followed (the sidebar, SPEC §2). */
  closeOnNavigate?: boolean;
};

/**
 * A store-driven dialog whose content is rendered by the server (passed as children), for dialogs
 * the shell always has, like the sidebar: their markup costs no client component code.
 */
export function DialogSlot({ id, closeOnNavigate = false, presentation, children, ...props }: Props) {
  const entry = useDialogStore((state) => state.stack.find((e) => e.id === id));
  const pathname = usePathname();

  useEffect(() => {
    if (closeOnNavigate) void useDialogStore.getState().close(id, { force: true });
  }, [closeOnNavigate, id, pathname]);

  const onClick = (event: MouseEvent) => {
    if (closeOnNavigate && event.target instanceof Element && event.target.closest('a[href]')) {
      void useDialogStore.getState().close(id, { force: true });
    }
  };

  if (entry === undefined) return null;
  return (
    <Dialog
      {...props}
      open={entry !== undefined}
      presentation={entry?.type ?? presentation}
      preventClose={entry?.preventClose}
      onOpenChange={(open) => {
        if (!open) void useDialogStore.getState().close(id);
      }}
    >
      {/* Delegation only: links already handle keys, Enter on a link fires this click too. */}
      <div onClick={onClick}>{children}</div>
    </Dialog>
  );
}
