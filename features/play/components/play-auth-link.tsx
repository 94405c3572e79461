'use client';

import type { MouseEvent, ReactNode } from 'react';
import { buttonVariants } from '@/components/button';
import { AUTH_DIALOG_ID, hasDialog, useDialogStore, type AuthView } from '@/features/shell';
import { paths } from '@/lib/routing';
import { useLocalize } from '@/features/system';

type Props = { view: AuthView; variant?: 'primary' | 'outline'; children: ReactNode };

const modified = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

/** Opens the auth popup from the game area; after signing in or up the player comes back to this game. */
export function openAuthForGame(view: AuthView) {
  useDialogStore.getState().open(AUTH_DIALOG_ID, { view, redirectUrl: `${window.location.pathname}${window.location.search}` });
}

/** A link to the standalone form (works without JS) that opens the auth popup instead once it is registered. */
export function PlayAuthLink({ view, variant = 'primary', children }: Props) {
  const localize = useLocalize();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (modified(event) || !hasDialog(AUTH_DIALOG_ID)) return;
    event.preventDefault();
    openAuthForGame(view);
  };
  return (
    <a href={localize(view === 'registration' ? paths.signUp() : paths.signIn())} onClick={onClick} className={buttonVariants({ variant })}>
      {children}
    </a>
  );
}
