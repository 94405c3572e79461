import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { cn } from '@/components/cn';
import { LocalLink } from '@/features/system';
import { paths } from '@/lib/routing';

/** The header's way to the rewards hub (signed-in players, from md up: phones keep the header within 360 px). */
export function RewardsLink() {
  const t = useTranslations('RewardsHub');
  return (
    <LocalLink href={paths.rewards()} className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'max-md:hidden')}>
      {t('headerLink')}
    </LocalLink>
  );
}
