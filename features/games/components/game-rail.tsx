import { useTranslations } from 'next-intl';
import { LocalLink, Section } from '@/features/system';
import type { Category } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { demoPath, type TileConfig } from '../tile';
import { GameCard } from './game-card';

type Props = {
  category: Category;
  /** Internal path → the visitor's locale (`serverLocalize()`, once per page). */
  localize: (path: string) => string;
  tile?: TileConfig;
};

/** One game-hall category as a horizontal rail with a "see all" link to its hall page; empty categories render nothing. */
export function GameRail({ category, localize, tile }: Props) {
  const t = useTranslations('GameRail');
  if (category.games.items.length === 0) return null;
  const horizontal = tile?.type === 'horizontal';
  return (
    <Section
      id={`category-${category.sysname}`}
      title={category.name}
      action={
        <LocalLink href={paths.gamehall({ category: category.sysname })} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t('seeAll', { count: category.games.total })}
          <span className="sr-only">: {category.name}</span>
        </LocalLink>
      }
    >
      <ul className="flex snap-x gap-4 overflow-x-auto pb-2">
        {category.games.items.map((game) => (
          <li key={game.sysname} className={horizontal ? 'w-64 shrink-0 snap-start md:w-72' : 'w-36 shrink-0 snap-start md:w-44'}>
            <GameCard game={game} href={localize(paths.game(game.sysname))} demoHref={localize(demoPath(game.sysname))} tile={tile} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
