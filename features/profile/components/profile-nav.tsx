import { useTranslations } from 'next-intl';
import { cn } from '@/components/cn';
import { LocalLink, NavPending } from '@/features/system';
import { paths, type ProfileSection } from '@/lib/routing';

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  'settings',
  'security',
  'verification',
  'notification',
  'bonuses',
  'cashback',
  'loyalty',
  'bets/history',
  'bets/exports',
  'responsible-game',
];

/** Links to the profile sections offered (all by default); the current one is marked. */
export function ProfileNav({ current, sections = PROFILE_SECTIONS }: { current: ProfileSection; sections?: readonly ProfileSection[] }) {
  const t = useTranslations('ProfilePage');
  return (
    <nav aria-label={t('sections')} className="mb-6 overflow-x-auto">
      <ul className="flex gap-2 pb-1">
        {sections.map((section) => (
          <li key={section}>
            <LocalLink
              href={paths.profile(section)}
              aria-current={section === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
                section === current ? 'border-brand-500 bg-brand-500 text-black hover:bg-brand-400' : 'border-(--border) hover:bg-(--surface-2)',
              )}
            >
              {t(`nav.${section.replace('/', '-')}`)}
              <NavPending />
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
