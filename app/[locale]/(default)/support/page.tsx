import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { EmptyState, LocalLink, PageHeader, pageMetadata, Section } from '@/features/system';
import { getCmsConfig } from '@/lib/cms';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/support'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.support(), namespace: 'SupportPage' });
}

/** /support: how to reach the team (the chat widget is the support-chat work) and the CMS help pages. */
export default async function SupportPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, cms] = await Promise.all([getTranslations('SupportPage'), getCmsConfig(locale)]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('description')} />
      <Section id="help" title={t('help')}>
        {cms.pages.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {cms.pages.map((page) => (
              <li key={page.slug}>
                <LocalLink href={paths.page(page.slug)} className="block h-full rounded-xl bg-(--surface) p-4 hover:bg-(--surface-2)">
                  <span className="font-medium">{page.title}</span>
                  {page.description ? <span className="mt-1 block text-sm text-(--muted)">{page.description}</span> : null}
                </LocalLink>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('noHelp')} />
        )}
      </Section>
    </Container>
  );
}
