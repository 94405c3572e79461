import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { buttonVariants } from '@/components/button';
import { Loader } from '@/components/loader';

type Props = { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; busy?: boolean };

/** "Show more": a link to the next `?page=` that scripts turn into loading in place. */
export function ShowMoreLink({ href, onClick, busy = false }: Props) {
  const t = useTranslations('GameHall');
  return (
    <nav aria-label={t('pages')} className="mt-8 flex justify-center">
      <a href={href} rel="next" onClick={onClick} aria-disabled={busy || undefined} className={buttonVariants({ variant: 'outline' })}>
        {busy ? <Loader size="sm" /> : null}
        {t('showMore')}
      </a>
    </nav>
  );
}
