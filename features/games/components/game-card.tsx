import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/contract';
import { DEFAULT_TILE, type TileConfig } from '../tile';
import { tileImageProps } from '../tile-image';
import { FavouriteSlot } from './favourite-slot';

/** The fields a tile shows (rails hand their client island no more than these; a flag that is off may be left out). */
export type TileGame = Pick<Game, 'sysname' | 'name' | 'provider' | 'image'> & Partial<Pick<Game, 'is_new' | 'has_demo' | 'image_horizontal'>>;

type Props = {
  game: TileGame;
  /** The game page, already in the visitor's locale. */
  href: string;
  /** The game page in demo mode; shown as a hover action for games with a demo. */
  demoHref?: string;
  tile?: TileConfig;
  /** Above-the-fold tiles load their artwork eagerly. */
  priority?: boolean;
  /** The first row on a phone (the page's LCP element): its artwork is asked for first, with fetchpriority=high. */
  high?: boolean;
};

/**
 * A game tile per the game-item config: vertical (3:4) or horizontal (16:9) artwork, alone or with
 * name and provider; "new" and "demo" badges; a demo action on hover or focus; the favourite toggle
 * for signed-in players (inside the list's `FavouritesScopeSlot`). Renders on the server (rails)
 * and in the client hall alike. Plain links and images (no client component per tile): the list
 * around the tiles (`SoftNavList`) turns their
 * clicks into client-side navigations. Short component classes (`.tile*` in app/globals.css): the
 * markup and the flight data repeat them per tile.
 */
export function GameCard({ game, href, demoHref, tile = DEFAULT_TILE, priority, high }: Props) {
  const t = useTranslations('GameCard');
  const horizontal = tile.type === 'horizontal';
  const image = horizontal ? (game.image_horizontal ?? game.image) : game.image;
  const withInfo = tile.contentViewType === 'imageWithInfo';
  const provider = tile.providerNames?.[game.provider] ?? game.provider;
  const badges = [game.is_new ? t('new') : null, game.has_demo ? t('demo') : null].filter((b) => b !== null);
  return (
    <div className={horizontal ? 'tile tile-wide' : 'tile'}>
      <a href={href} className="tile-link">
        <div aria-hidden="true" className="tile-art">
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- Image's own attributes (tileImageProps), without a client component per tile
            <img {...tileImageProps(image, horizontal ? 'horizontal' : 'vertical', priority, high)} alt="" />
          ) : (
            <span className="tile-alt">{game.name}</span>
          )}
          <span className="tile-badges">
            {game.is_new ? <span className="tile-new">{t('new')}</span> : null}
            {game.has_demo ? <span>{t('demo')}</span> : null}
          </span>
          <span className="tile-play">
            <span>{t('play')}</span>
          </span>
        </div>
        {withInfo ? (
          <>
            <span className="tile-name">{game.name}</span>
            <span className="tile-provider">{provider}</span>
          </>
        ) : (
          <span className="sr-only">{t('byProvider', { name: game.name, provider })}</span>
        )}
        {badges.length > 0 ? <span className="sr-only">{`, ${badges.join(', ')}`}</span> : null}
      </a>
      {demoHref && game.has_demo ? (
        <a href={demoHref} aria-label={t('playDemo', { name: game.name })} className="tile-demo">
          {t('demoAction')}
        </a>
      ) : null}
      {tile.favourites ? <FavouriteSlot sysname={game.sysname} name={game.name} label={t('favourite', { name: game.name })} /> : null}
    </div>
  );
}
