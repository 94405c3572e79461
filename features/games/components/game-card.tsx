import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/badge';
import { cn } from '@/components/cn';
import { Image } from '@/components/image';
import type { Game } from '@/lib/contract';
import { DEFAULT_TILE, type TileConfig } from '../tile';
import { FavouriteSlot } from './favourite-slot';

type Props = {
  game: Game;
  /** The game page, already in the visitor's locale. */
  href: string;
  /** The game page in demo mode; shown as a hover action for games with a demo. */
  demoHref?: string;
  tile?: TileConfig;
  /** Above-the-fold tiles load their artwork eagerly. */
  priority?: boolean;
};

/**
 * A game tile per the game-item config: vertical (3:4) or horizontal (16:9) artwork, alone or with
 * name and provider; "new" and "demo" badges; a demo action on hover or focus; the favourite toggle
 * for signed-in players. Renders on the server (rails) and in the client hall alike.
 */
export function GameCard({ game, href, demoHref, tile = DEFAULT_TILE, priority }: Props) {
  const t = useTranslations('GameCard');
  const horizontal = tile.type === 'horizontal';
  const image = horizontal ? (game.image_horizontal ?? game.image) : game.image;
  const withInfo = tile.contentViewType === 'imageWithInfo';
  const provider = tile.providerNames?.[game.provider] ?? game.provider;
  const badges = [game.is_new ? t('new') : null, game.has_demo ? t('demo') : null].filter((b) => b !== null);
  return (
    <div className="group relative">
      <Link href={href} className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-400">
        <div aria-hidden="true" className={cn('relative overflow-hidden rounded-xl bg-(--surface-2)', horizontal ? 'aspect-video' : 'aspect-[3/4]')}>
          {image ? (
            <Image
              src={image}
              alt=""
              width={horizontal ? 320 : 240}
              height={horizontal ? 180 : 320}
              priority={priority}
              className="size-full object-cover transition-transform group-hover:scale-105"
            />
          ) : (
            <span className="grid size-full place-items-center p-2 text-center text-sm font-semibold text-(--muted)">
              {game.name}
            </span>
          )}
          <span className="absolute start-2 top-2 flex gap-1">
            {game.is_new ? <Badge>{t('new')}</Badge> : null}
            {game.has_demo ? <Badge tone="neutral">{t('demo')}</Badge> : null}
          </span>
          <span
            className="absolute inset-0 hidden items-center justify-center bg-black/50 group-focus-within:flex group-hover:flex"
          >
            <span className="rounded-full bg-brand-500 px-4 py-1.5 text-sm font-bold text-black">{t('play')}</span>
          </span>
        </div>
        {withInfo ? (
          <>
            <span className="mt-2 block truncate text-sm font-medium">{game.name}</span>
            <span className="block truncate text-xs text-(--muted)">{provider}</span>
          </>
        ) : (
          <span className="sr-only">{t('byProvider', { name: game.name, provider })}</span>
        )}
        {badges.length > 0 ? <span className="sr-only">, {badges.join(', ')}</span> : null}
      </Link>
      {demoHref && game.has_demo ? (
        <Link
          href={demoHref}
          aria-label={t('playDemo', { name: game.name })}
          className={cn(
            'absolute inset-x-0 mx-auto w-fit rounded-full bg-black/80 px-3 py-1 text-xs font-semibold text-white opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-400',
            horizontal ? 'top-[58%]' : 'top-[62%]',
          )}
        >
          {t('demoAction')}
        </Link>
      ) : null}
      {tile.favourites ? <FavouriteSlot sysname={game.sysname} name={game.name} className="absolute end-2 top-2" /> : null}
    </div>
  );
}
