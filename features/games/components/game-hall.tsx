'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useOptimistic, useRef, useTransition } from 'react';
import { buttonVariants } from '@/components/button';
import { Loader } from '@/components/loader';
import type { Provider } from '@/lib/contract';
import { hallGamesQuery } from '../api';
import { hallHref, type HallFilter } from '../hall';
import { useLocalize } from '../hooks/use-localize';
import { useRevealNext } from '../hooks/use-reveal-next';
import type { TileConfig } from '../tile';
import { GameTiles } from './game-tiles';
import { HallToolbar } from './hall-toolbar';

type Props = {
  filter: HallFilter;
  /** The `?page=` the server rendered first (crawlers follow page links; people scroll on). */
  firstPage: number;
  providers: readonly Pick<Provider, 'sysname' | 'name'>[];
  tile: TileConfig;
  /** Shown when nothing matches (favourites have their own words). */
  emptyText: string;
};

/**
 * The game hall's long list: provider filter and sort in the URL, pages appended as the visitor
 * nears the end (IntersectionObserver) or presses "Show more" (a real link to the next `?page=`,
 * so keyboard, no-JS visitors and crawlers get the same list).
 */
export function GameHall({ filter, firstPage, providers, tile, emptyText }: Props) {
  const t = useTranslations('GameHall');
  const localize = useLocalize();
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const query = useInfiniteQuery(hallGamesQuery(filter, firstPage));
  const games = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const lastPage = firstPage + (query.data?.pages.length ?? 1) - 1;
  const list = useRef<HTMLDivElement>(null);
  const loadMore = () => void query.fetchNextPage();
  const sentinel = useRevealNext({ enabled: query.hasNextPage && !query.isFetchingNextPage, onReveal: loadMore });

  // The controls show the choice at once; the list follows when the server has rendered the new URL.
  const [shown, setShown] = useOptimistic(filter);
  const navigate = (next: HallFilter) =>
    startTransition(() => {
      setShown(next);
      router.replace(localize(hallHref(next)), { scroll: false });
    });
  const onShowMore = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    focusAt.current = games.length;
    loadMore();
  };
  // After "Show more", keyboard users continue from the first game just loaded.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || games.length <= at) return;
    focusAt.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('li > div > a:first-child')[at]?.focus();
  }, [games.length]);

  return (
    <div>
      <HallToolbar filter={shown} providers={providers} onChange={navigate} />
      <p role="status" className="mb-4 text-sm text-(--muted)">
        {query.isPending ? t('loading') : t('count', { shown: games.length, total })}
      </p>
      <div ref={list} aria-busy={navigating || query.isFetching} className={navigating ? 'opacity-60 transition-opacity' : undefined}>
        {query.isError && games.length === 0 ? (
          <p className="py-10 text-center">
            {t('failed')}{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : games.length > 0 ? (
          <GameTiles games={games} localize={localize} tile={tile} eager={6} />
        ) : query.isPending ? (
          <Loader />
        ) : (
          <p className="py-10 text-center text-(--muted)">{emptyText}</p>
        )}
      </div>
      <nav aria-label={t('pages')} className="mt-8 flex flex-col items-center gap-3">
        {firstPage > 1 ? (
          <a href={localize(hallHref(filter, firstPage - 1))} rel="prev" className="text-sm underline">
            {t('previous')}
          </a>
        ) : null}
        {query.hasNextPage ? (
          <>
            <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
            <a href={localize(hallHref(filter, lastPage + 1))} rel="next" onClick={onShowMore} aria-disabled={query.isFetchingNextPage || undefined} className={buttonVariants({ variant: 'outline' })}>
              {query.isFetchingNextPage ? <Loader /> : null}
              {t('showMore')}
            </a>
          </>
        ) : null}
        {query.isFetchNextPageError ? <p role="alert">{t('failed')}</p> : null}
      </nav>
    </div>
  );
}
