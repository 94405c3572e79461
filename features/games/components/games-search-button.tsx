'use client';

import dynamic from 'next/dynamic';
import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { buttonVariants } from '@/components/button';
import { Icon } from '@/components/icon';
import { hasDialog, registerDialog, useDialogStore } from '@/features/shell';
import { paths } from '@/lib/routing';
import { useLocalize } from '@/features/system';

export const GAMES_SEARCH_DIALOG_ID = 'games-search';

// Lazy: the dialog's code loads when it first opens.
registerDialog(
  GAMES_SEARCH_DIALOG_ID,
  dynamic(() => import('./games-search-dialog').then((m) => m.GamesSearchDialog)),
);

/** The header's search entry: a link to the game hall that opens the games search dialog once scripts run. */
export function GamesSearchButton({ className }: { className?: string }) {
  const t = useTranslations('GamesSearch');
  const localize = useLocalize();
  const open = useDialogStore((state) => state.open);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0 || !hasDialog(GAMES_SEARCH_DIALOG_ID)) return;
    event.preventDefault();
    open(GAMES_SEARCH_DIALOG_ID);
  };
  return (
    <Link
      href={localize(paths.gamehall())}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={t('open')}
      className={buttonVariants({ variant: 'ghost', size: 'icon', className })}
    >
      <Icon name="search" />
    </Link>
  );
}
