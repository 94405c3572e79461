'use client';

import { cn } from '@/components/cn';
import { Icon } from '@/components/icon';
import { isDialogOpen, useDialogStore } from '../dialog-store';

export const SIDEBAR_DIALOG_ID = 'sidebar';

/** The header's menu button: opens the sidebar curtain. */
export function SidebarTrigger({ label, className }: { label: string; className?: string }) {
  const expanded = useDialogStore(isDialogOpen(SIDEBAR_DIALOG_ID));
  const open = useDialogStore((state) => state.open);
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={() => open(SIDEBAR_DIALOG_ID, {}, { type: 'curtain' })}
      className={cn('inline-flex size-10 items-center justify-center rounded-lg hover:bg-(--surface-2) focus-visible:outline-2 focus-visible:outline-brand-500', className)}
    >
      <Icon name="menu" />
    </button>
  );
}
