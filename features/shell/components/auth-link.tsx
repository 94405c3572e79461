'use client';

import { Link } from '@/components/link';
import type { ComponentProps, MouseEvent } from 'react';
import { hasDialog } from '../dialog-registry';
import { useDialogStore } from '../dialog-store';

export const AUTH_DIALOG_ID = 'auth';
export type AuthView = 'authorization' | 'registration';

type Props = Omit<ComponentProps<typeof Link>, 'onClick'> & { view: AuthView };

const modified = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

/**
 * A link to the standalone sign-in/sign-up form (works without JS) that opens the `auth`
 * dialog in the requested view instead, once a feature has registered that dialog.
 */
export function AuthLink({ view, ...props }: Props) {
  const open = useDialogStore((state) => state.open);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (modified(event) || !hasDialog(AUTH_DIALOG_ID)) return;
    event.preventDefault();
    open(AUTH_DIALOG_ID, { view });
  };
  return <Link {...props} onClick={onClick} />;
}
