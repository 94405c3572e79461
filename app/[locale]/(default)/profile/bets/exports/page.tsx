import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BetsMessages, ExportsPanel, historyExportsQuery, readBetFilters } from '@/features/bets';
import { ProfileFrame } from '@/features/profile';
import { EmptyState, localeHref, optional, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/bets/exports'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('bets/exports'), namespace: 'ProfileBetsExportsPage', noindex: true });
}

/** /profile/bets/exports: CSV exports of the game history, when general info enables them. */
async function ProfileBetsExportsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const path = paths.profile('bets/exports');
  const filters = readBetFilters(await searchParams);
  const api = createServerApi(await headers());
  const queryClient = makeQueryClient();
  const [t, , general, action] = await Promise.all([
    getTranslations('ProfileBetsExportsPage'),
    requiredSignedIn(queryClient.fetchQuery(historyExportsQuery(api)), path),
    optional(api.call('metadata/getgeneralinfo'), null),
    localeHref(path, locale),
  ]);
  return (
    <ProfileFrame section="bets/exports" title={t('title')} description={general?.is_game_history_export_enabled ? t('description') : undefined}>
      {general?.is_game_history_export_enabled ? (
        <HydrationBoundary state={dehydrate(queryClient)}>
          <BetsMessages>
            <ExportsPanel action={action} filters={filters} />
          </BetsMessages>
        </HydrationBoundary>
      ) : (
        <EmptyState title={t('disabled')} />
      )}
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileBetsExportsPage);
