import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IconGallery, IconSprite, pageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/_icons'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.icons(), namespace: 'IconsPage', noindex: true });
}

/** /_icons: the SVG sprite of every site icon (`<symbol id="icon-…">`), shown as a gallery. */
export default async function IconsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('IconsPage');
  return (
    <>
      <IconSprite />
      <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
      <p className="mb-6 text-(--muted)">{t('description')}</p>
      <IconGallery />
    </>
  );
}
