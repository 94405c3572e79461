import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { bettingBonusesQuery, bonusesQuery, freespinsQuery, ProfileFrame, RecordList } from '@/features/profile';
import { EmptyState, optional, pageMetadata, requiredSignedIn, Section, withFatalPages, type Row } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/bonuses'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('bonuses'), namespace: 'ProfileBonusesPage', noindex: true });
}

/** /profile/bonuses: casino bonuses, betting bonuses and free spins (bonuses/get, BettingBonuses/get, freespins/get). */
async function ProfileBonusesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, casino, betting, freespins] = await Promise.all([
    getTranslations('ProfileBonusesPage'),
    requiredSignedIn(client.fetchQuery(bonusesQuery(api)), paths.profile('bonuses')),
    optional(client.fetchQuery(bettingBonusesQuery(api)), []),
    optional(client.fetchQuery(freespinsQuery(api)), []),
  ]);
  const sections: Array<[string, string, readonly Row[]]> = [
    ['casino', t('casino'), casino],
    ['betting', t('betting'), betting],
    ['freespins', t('freespins'), freespins],
  ];
  return (
    <ProfileFrame section="bonuses" title={t('title')}>
      {sections.map(([id, title, rows]) => (
        <Section key={id} id={id} title={title}>
          {rows.length > 0 ? <RecordList rows={rows} caption={title} /> : <EmptyState title={t('empty')} />}
        </Section>
      ))}
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileBonusesPage);
