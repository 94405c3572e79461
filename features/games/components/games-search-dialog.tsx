'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/input';
import { Loader } from '@/components/loader';
import { StackDialog, type DialogComponentProps } from '@/features/shell';
import { paths } from '@/lib/routing';
import { gameProvidersQuery, searchGamesQuery } from '../api';
import { useDebouncedValue } from '@/features/system';
import { useLocalize } from '@/features/system';

/** Characters typed before the catalogue is searched. */
export const SEARCH_MIN_LENGTH = 2;
/** Pause in typing before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The games search dialog (SPEC §2): a labelled search field, debounced games/get `query`, results
 * as links to the game pages. Each term has its own cache entry and the previous request is
 * aborted, so a slow answer for an older term never replaces the current one. Arrow keys move
 * between the field and the results.
 */
export function GamesSearchDialog({ dialog }: DialogComponentProps) {
  const t = useTranslations('GamesSearch');
  const localize = useLocalize();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const query = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= SEARCH_MIN_LENGTH;
  const results = useQuery({ ...searchGamesQuery(query), enabled });
  const providers = useQuery({ ...gameProvidersQuery(), enabled });
  const nameOf = (sysname: string) => providers.data?.find((p) => p.sysname === sysname)?.name ?? sysname;
  const list = useRef<HTMLUListElement>(null);
  const typing = term.trim() !== query;

  const move = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowUp' && at <= 0) return void document.getElementById(inputId)?.focus();
    links[event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1]?.focus();
  };

  let status: string | null = null;
  if (!enabled) status = t('hint', { count: SEARCH_MIN_LENGTH });
  else if (typing || results.isPending) status = t('searching');
  else if (results.isError) status = t('failed');
  else if (results.data.items.length === 0) status = t('empty', { query });
  else status = t('results', { count: results.data.total });

  return (
    <StackDialog dialog={dialog} title={t('title')} className="laptop:max-w-xl">
      <div className="flex flex-col gap-3" onKeyDown={move}>
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('label')}
        </label>
        {/* The field is what the dialog is for: it takes focus on open (the dialog returns it on close). */}
        <Input id={inputId} autoFocus type="search" autoComplete="off" value={term} onChange={(e) => setTerm(e.target.value)} placeholder={t('placeholder')} />
        <p role="status" className="flex items-center gap-2 text-sm text-(--muted)">
          {enabled && (typing || results.isFetching) ? <Loader size="sm" /> : null}
          {status}
        </p>
        {enabled && !typing && results.data && results.data.items.length > 0 ? (
          <ul ref={list} aria-label={t('resultsLabel')} className="-mx-2 max-h-[50dvh] overflow-y-auto">
            {results.data.items.map((game) => (
              <li key={game.sysname}>
                <Link
                  href={localize(paths.game(game.sysname))}
                  onClick={() => void dialog.close()}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-(--surface-2) focus-visible:bg-(--surface-2) focus-visible:outline-2 focus-visible:outline-brand-400"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- small thumbnails, lazy */}
                  {game.image ? <img src={game.image} alt="" width={36} height={48} loading="lazy" className="h-12 w-9 shrink-0 rounded object-cover" /> : null}
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{game.name}</span>
                    <span className="block truncate text-xs text-(--muted)">{nameOf(game.provider)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </StackDialog>
  );
}
