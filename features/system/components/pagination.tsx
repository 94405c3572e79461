import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { LocalLink } from './local-link';

type Props = {
  /** Unprefixed path of the list; `?page=n` is added (page 1 has none). */
  basePath: string;
  page: number;
  hasNext: boolean;
};

/** Previous / next links for a server-rendered list, crawlable as plain links. */
export function Pagination({ basePath, page, hasNext }: Props) {
  const t = useTranslations('Pagination');
  if (page <= 1 && !hasNext) return null;
  const join = basePath.includes('?') ? '&' : '?';
  const href = (n: number) => (n <= 1 ? basePath : `${basePath}${join}page=${n}`);
  return (
    <nav aria-label={t('label')} className="mt-6 flex items-center justify-center gap-3">
      {page > 1 ? (
        <LocalLink href={href(page - 1)} rel="prev" className={buttonVariants({ variant: 'outline' })}>
          {t('previous')}
        </LocalLink>
      ) : null}
      <span className="text-sm text-(--muted)">{t('page', { page })}</span>
      {hasNext ? (
        <LocalLink href={href(page + 1)} rel="next" className={buttonVariants({ variant: 'outline' })}>
          {t('next')}
        </LocalLink>
      ) : null}
    </nav>
  );
}
