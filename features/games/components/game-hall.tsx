'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import dynamic from 'next/dynamic';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useOptimistic, useState, useTransition } from 'react';
import type { Provider } from '@/lib/contract';
import type { GamesPage } from '../api';
import { hallHref, type HallFilter } from '../hall';
import { HydrateApart, useLocalize } from '@/features/system';
import type { TileConfig } from '../tile';
import { GameTiles } from './game-tiles';
import { ShowMoreLink } from './show-more-link';
import { whenIdle } from '@/lib/idle';

// The loader of further pages (React Query's infinite query) arrives after the page: the first
// page is server-rendered and needs no client data code.
const MoreGames = lazy(() => import('./more-games').then((m) => ({ default: m.MoreGames })));

// The provider filter and sort hydrate from a chunk of their own (server-rendered as before): the
// tiles, the count and the paging of the first page do not wait for them.
const HallToolbar = dynamic(() => import('./hall-toolbar').then((m) => m.HallToolbar));


type Props = {
  filter: HallFilter;
  /** The `?page=` the server rendered (crawlers follow page links; people scroll on). */
  firstPage: number;
  /** That page, from the server. */
  initial: GamesPage;
  providers: readonly Pick<Provider, 'sysname' | 'name'>[];
  tile: TileConfig;
  /** Shown when nothing matches (favourites have their own words). */
  emptyText: string;
  /**
   * The count line for `initial` alone, as the server wrote it. Its plural formats the total with
   * `Intl.NumberFormat`, and the browser's first number format loads its locale data (tens of
   * milliseconds on a phone) inside the hydration task; the browser formats the line itself only
   * once more games have loaded.
   */
  countText?: string;
};

/**
 * The game hall's long list: provider filter and sort in the URL (the server renders the new
 * first page; the controls show the choice at once), then page after page as the visitor nears
 * the end or presses "Show more" — a real link to the next `?page=`, so keyboard users, browsers
 * without scripts and crawlers get the same list.
 */
export function GameHall({ filter, firstPage, initial, providers, tile, emptyText, countText }: Props) {
  const t = useTranslations('GameHall');
  const localize = useLocalize();
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [shown, setShown] = useOptimistic(filter);
  // Games loaded below the first page, for this list only (a new filter starts again).
  const listKey = hallHref(filter, firstPage);
  const [loaded, setLoaded] = useState({ key: listKey, count: 0 });
  const extra = loaded.key === listKey ? loaded.count : 0;
  const onCount = useCallback((count: number) => setLoaded({ key: listKey, count }), [listKey]);
  const hasMore = initial.offset + initial.items.length < initial.total;
  // The loader is a client-only extra, added in idle time after hydration: a re-render right at
  // hydration (a hydrated flag) would run in hydration's task, with the loader's chunk on top.
  // Until then "Show more" is the plain link to the next page.
  const [loaderWanted, setLoaderWanted] = useState(false);
  useEffect(() => (hasMore && !loaderWanted ? whenIdle(() => startTransition(() => setLoaderWanted(true))) : undefined), [hasMore, loaderWanted]);
  const next = <ShowMoreLink href={localize(hallHref(filter, firstPage + 1))} />;
  // The first page's tiles: hydrated in a task of their own (HydrateApart), and kept as they are
  // when the hall re-renders (the loader's arrival right after hydration, the count, a filter's
  // pending state).
  const tiles = useMemo(
    () =>
      initial.items.length > 0 ? (
        <HydrateApart>
          <GameTiles games={initial.items} localize={localize} tile={tile} eager={6} />
        </HydrateApart>
      ) : (
        <p className="py-10 text-center text-(--muted)">{emptyText}</p>
      ),
    [initial, localize, tile, emptyText],
  );

  const navigate = (to: HallFilter) =>
    startNavigation(() => {
      setShown(to);
      router.replace(localize(hallHref(to)), { scroll: false });
    });

  return (
    <div>
      <HallToolbar filter={shown} providers={providers} onChange={navigate} />
      <p role="status" className="mb-4 text-sm text-(--muted)">
        {extra === 0 && countText !== undefined ? countText : t('count', { shown: initial.items.length + extra, total: initial.total })}
      </p>
      {firstPage > 1 ? (
        <a href={localize(hallHref(filter, firstPage - 1))} rel="prev" className="mb-4 inline-block text-sm underline">
          {t('previous')}
        </a>
      ) : null}
      <div aria-busy={navigating} className={navigating ? 'opacity-60 transition-opacity' : undefined}>
        {tiles}
        {hasMore && loaderWanted ? (
          <Suspense fallback={next}>
            <MoreGames key={listKey} filter={filter} fromPage={firstPage + 1} tile={tile} onCount={onCount} />
          </Suspense>
        ) : hasMore ? (
          next
        ) : null}
      </div>
    </div>
  );
}
