import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/button';
import { Container } from '@/components/container';
import { LocalLink, PageHeader, pageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/bets/[[...rest]]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rest } = await params;
  return pageMetadata({ locale, path: ['/bets', ...(rest ?? [])].join('/'), namespace: 'BetsPage', noindex: true });
}

/** Legacy /bets/* (guarded): points to the bet history in the profile. */
export default async function BetsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('BetsPage');
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('description')} />
      <LocalLink href={paths.profile('bets/history')} className={buttonVariants({ size: 'lg' })}>
        {t('link')}
      </LocalLink>
    </Container>
  );
}
