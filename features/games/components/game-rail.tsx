import { useTranslations } from 'next-intl';
import { LocalLink, Section } from '@/features/system';
import type { Category, Game } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { useCategoryTitle } from '../category-title';
import { DEFAULT_TILE, type TileConfig } from '../tile';
import type { TileGame } from './game-card';
import { RailTiles } from './rail-tiles';

type Props = {
  category: Category;
  /** The site's default locale (its paths carry no prefix). */
  defaultLocale: string;
  tile?: TileConfig;
};

/** What the rail's island gets per game: the tile's fields, the artwork for the tile's shape, the provider's display name. */
function tileGame(game: Game, tile: TileConfig): TileGame {
  const horizontal = tile.type === 'horizontal';
  return {
    sysname: game.sysname,
    name: game.name,
    provider: tile.providerNames?.[game.provider] ?? game.provider,
    image: horizontal ? (game.image_horizontal ?? game.image) : game.image,
    // Flags only when on: most games are neither, and every byte here is in the page twice.
    ...(game.is_new && { is_new: true }),
    ...(game.has_demo && { has_demo: true }),
  };
}

/** One game-hall category as a horizontal rail with a "see all" link to its hall page; empty categories render nothing. Server component; its tiles are one client island. */
export function GameRail({ category, defaultLocale, tile = DEFAULT_TILE }: Props) {
  const t = useTranslations('GameRail');
  const title = useCategoryTitle()(category);
  if (category.games.items.length === 0) return null;
  return (
    <Section
      id={`category-${category.sysname}`}
      title={title}
      // Off screen, a rail is its heading and a row of tiles (their idle-time additions cost no layout there).
      offscreenHeight={tile.type === 'horizontal' ? '14rem' : '19rem'}
      action={
        <LocalLink href={paths.gamehall({ category: category.sysname })} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t('seeAll', { count: category.games.total })}
          <span className="sr-only">: {title}</span>
        </LocalLink>
      }
    >
      {/* The island needs no provider table: each game already carries its provider's name. */}
      <RailTiles games={category.games.items.map((game) => tileGame(game, tile))} tile={{ ...tile, providerNames: undefined }} defaultLocale={defaultLocale} />
    </Section>
  );
}
