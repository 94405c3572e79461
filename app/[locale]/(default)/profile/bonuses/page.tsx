import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/button';
import { bettingBonusesQuery, LazyBonusesPanel, casinoBonusesQuery, freespinsQuery } from '@/features/bonuses';
import { ProfileFrame } from '@/features/profile';
import { EmptyState, LocalLink, optional, pageMetadata, requiredSignedIn, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/bonuses'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('bonuses'), namespace: 'ProfileBonusesPage', noindex: true });
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * /profile/bonuses: casino and betting tabs (bonuses/get, BettingBonuses/get) with progress and
 * activate / deactivate / remove, then the free-spin packs (freespins/get) with a way to play them.
 */
async function ProfileBonusesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tab = (await searchParams).tab === 'betting' ? 'betting' : 'casino';
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, tb, casino, betting, freespins] = await Promise.all([
    getTranslations('ProfileBonusesPage'),
    getTranslations('Bonuses'),
    requiredSignedIn(client.fetchQuery(casinoBonusesQuery(api)), paths.profile('bonuses')),
    optional(client.fetchQuery(bettingBonusesQuery(api)), []),
    optional(client.fetchQuery(freespinsQuery(api)), []),
  ]);
  return (
    <ProfileFrame section="bonuses" title={t('title')}>
      <LazyBonusesPanel casino={casino} betting={betting} tab={tab} />
      <Section id="freespins" title={t('freespins')}>
        {freespins.length > 0 ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {freespins.map((pack) => (
              <li key={pack.id} className="flex items-center justify-between gap-3 rounded-xl border border-(--border) bg-(--surface) p-4" data-testid="freespins-card">
                <div>
                  <p className="font-semibold">{text(pack.description?.title) ?? tb('freespins.title')}</p>
                  <p className="text-sm text-(--muted)">
                    {tb('freespins.left', { count: pack.remaining_count, total: Number(pack.total_count ?? pack.remaining_count) })}
                    {' · '}
                    {String((pack.game as { name?: unknown }).name ?? pack.game.sysname)}
                    {pack.bet && typeof pack.bet === 'object' ? ` · ${tb('freespins.bet', { amount: formatMoney((pack.bet as { amount: number }).amount, (pack.bet as { currency: string }).currency) })}` : ''}
                  </p>
                </div>
                <LocalLink href={`/game/${pack.game.sysname}`} className={buttonVariants({ size: 'sm' })}>
                  {tb('freespins.play')}
                </LocalLink>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('empty')} />
        )}
      </Section>
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileBonusesPage);
