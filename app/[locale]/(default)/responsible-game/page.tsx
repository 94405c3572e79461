import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/button';
import { Container } from '@/components/container';
import { LocalLink, PageHeader, pageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/responsible-game'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.responsibleGame(), namespace: 'ResponsibleGamePage', noindex: true });
}

/** Legacy /responsible-game (guarded): points to the profile section that replaced it. */
export default async function ResponsibleGamePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('ResponsibleGamePage');
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('description')} />
      <LocalLink href={paths.profile('responsible-game')} className={buttonVariants({ size: 'lg' })}>
        {t('link')}
      </LocalLink>
    </Container>
  );
}
