import { useTranslations } from 'next-intl';
import { cn } from '@/components/cn';
import { LocalLink } from '@/features/system';
import type { Category } from '@/lib/contract';
import { useCategoryTitle } from '../category-title';
import { DEFAULT_HALL_SORT, FAVOURITES_CATEGORY, hallHref, type HallSort } from '../hall';

type Props = {
  categories: readonly Pick<Category, 'sysname' | 'name'>[];
  active?: string | null;
  providers?: readonly string[];
  sort?: HallSort;
  /** Signed-in players get a "Favourites" entry. */
  favourites?: boolean;
};

const chip = 'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap';
const activeChip = 'border-brand-500 bg-brand-500 text-black hover:bg-brand-400';
const idleChip = 'border-(--border) hover:bg-(--surface-2)';

/** Crawlable links to every game-hall category (and "all", and favourites), keeping the provider filter and sort. */
export function CategoryNav({ categories, active = null, providers = [], sort = DEFAULT_HALL_SORT, favourites = false }: Props) {
  const t = useTranslations('GamehallPage');
  const title = useCategoryTitle();
  const entries = [
    { sysname: null, name: t('allGames') },
    ...(favourites ? [{ sysname: FAVOURITES_CATEGORY, name: t('favourites') }] : []),
    ...categories.filter((c) => c.sysname !== FAVOURITES_CATEGORY).map((c) => ({ sysname: c.sysname, name: title(c) })),
  ];
  return (
    <nav aria-label={t('categories')} className="mb-6 overflow-x-auto">
      <ul className="flex gap-2 pb-1">
        {entries.map((entry) => {
          const current = (entry.sysname ?? null) === active;
          return (
            <li key={entry.sysname ?? ''}>
              <LocalLink
                href={hallHref({ category: entry.sysname, providers, sort })}
                aria-current={current ? 'page' : undefined}
                className={cn(chip, current ? activeChip : idleChip)}
              >
                {entry.name}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
