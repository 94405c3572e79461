import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { gameProvidersQuery, ProviderGrid } from '@/features/games';
import { EmptyState, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/providers'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.providers(), namespace: 'ProvidersPage' });
}

/** /providers: every game studio, each linking to the game hall filtered by it (games/getProviders). */
async function ProvidersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, providers] = await Promise.all([getTranslations('ProvidersPage'), required(makeQueryClient().fetchQuery(gameProvidersQuery(api)))]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      {providers.length > 0 ? <ProviderGrid providers={providers} /> : <EmptyState title={t('empty')} />}
    </Container>
  );
}

export default withFatalPages(ProvidersPage);
