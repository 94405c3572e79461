'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { hallGamesQuery } from '../api';
import { hallHref, type HallFilter } from '../hall';
import { useLocalize } from '@/features/system';
import { useRevealNext } from '../hooks/use-reveal-next';
import type { TileConfig } from '../tile';
import { GameTiles } from './game-tiles';
import { ShowMoreLink } from './show-more-link';

type Props = {
  filter: HallFilter;
  /** The first page this list loads (the one after the server-rendered page). */
  fromPage: number;
  tile: TileConfig;
  /** How many games it has added below the first page. */
  onCount: (count: number) => void;
};

/**
 * The hall's further pages (useInfiniteQuery over games/get): the first is asked for when the end
 * of the list nears (IntersectionObserver) or on "Show more"; after a click, focus moves to the
 * first game just loaded.
 */
export function MoreGames({ filter, fromPage, tile, onCount }: Props) {
  const t = useTranslations('GameHall');
  const localize = useLocalize();
  const [started, setStarted] = useState(false);
  const query = useInfiniteQuery({ ...hallGamesQuery(filter, fromPage), enabled: started });
  const games = query.data?.pages.flatMap((p) => p.items) ?? [];
  const loadedTo = fromPage - 1 + (query.data?.pages.length ?? 0);
  const hasNext = !started || query.hasNextPage;
  const load = () => (started ? void query.fetchNextPage() : setStarted(true));
  const sentinel = useRevealNext({ enabled: hasNext && !query.isFetching, onReveal: load });
  const list = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);

  useEffect(() => onCount(games.length), [games.length, onCount]);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || games.length <= at) return;
    focusAt.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('li > div > a:first-child')[at]?.focus();
  }, [games.length]);

  const onShowMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (query.isFetching) return;
    focusAt.current = games.length;
    load();
  };

  return (
    <>
      {games.length > 0 ? (
        <div ref={list} className="mt-4">
          <GameTiles games={games} localize={localize} tile={tile} />
        </div>
      ) : null}
      {hasNext ? (
        <>
          <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
          <ShowMoreLink href={localize(hallHref(filter, loadedTo + 1))} onClick={onShowMore} busy={query.isFetching} />
        </>
      ) : null}
      {query.isError ? (
        <p role="alert" className="mt-4 text-center">
          {t('failed')}{' '}
          <button type="button" className="underline" onClick={() => void (query.data ? query.fetchNextPage() : query.refetch())}>
            {t('retry')}
          </button>
        </p>
      ) : null}
    </>
  );
}
