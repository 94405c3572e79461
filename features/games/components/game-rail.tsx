import { useTranslations } from 'next-intl';
import { LocalLink, Section } from '@/features/system';
import type { Category } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { GameCard } from './game-card';

/** One game-hall category as a horizontal rail with a "see all" link; empty categories render nothing. */
export function GameRail({ category }: { category: Category }) {
  const t = useTranslations('GameRail');
  if (category.games.items.length === 0) return null;
  return (
    <Section
      id={`category-${category.sysname}`}
      title={category.name}
      action={
        <LocalLink href={paths.gamehall({ category: category.sysname })} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t('seeAll', { count: category.games.total })}
        </LocalLink>
      }
    >
      <ul className="flex snap-x gap-4 overflow-x-auto pb-2">
        {category.games.items.map((game) => (
          <li key={game.sysname} className="w-36 shrink-0 snap-start md:w-44">
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
