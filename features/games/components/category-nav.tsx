import { useTranslations } from 'next-intl';
import { LocalLink } from '@/features/system';
import { cn } from '@/components/cn';
import type { Category } from '@/lib/contract';
import { paths } from '@/lib/routing';

type Props = { categories: readonly Pick<Category, 'sysname' | 'name'>[]; active?: string | null; providers?: readonly string[] };

const chip = 'inline-flex h-9 items-center rounded-full border border-(--border) px-4 text-sm font-medium whitespace-nowrap hover:bg-(--surface-2)';
const activeChip = 'border-brand-500 bg-brand-500 text-black hover:bg-brand-400';

/** Links to every game-hall category (and "all"), keeping the provider filter. */
export function CategoryNav({ categories, active, providers }: Props) {
  const t = useTranslations('GamehallPage');
  return (
    <nav aria-label={t('categories')} className="mb-6 overflow-x-auto">
      <ul className="flex gap-2 pb-1">
        <li>
          <LocalLink href={paths.gamehall({ providers })} aria-current={!active ? 'page' : undefined} className={cn(chip, !active && activeChip)}>
            {t('allGames')}
          </LocalLink>
        </li>
        {categories.map((category) => (
          <li key={category.sysname}>
            <LocalLink
              href={paths.gamehall({ category: category.sysname, providers })}
              aria-current={active === category.sysname ? 'page' : undefined}
              className={cn(chip, active === category.sysname && activeChip)}
            >
              {category.name}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
