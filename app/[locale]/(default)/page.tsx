import { isSignedIn, readAccount } from '@/features/account';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { HeroBanners, HOME_BANNER_POSITION, loadCmsBanners } from '@/features/content';
import { gameCategoriesQuery, gameProvidersQuery, GameRail, guestDemoAllowed, RAIL_SIZE, tileConfig } from '@/features/games';
import { EmptyState, HydrateApart, JsonLdScript, LocalLink, optional, pageMetadata, Section, siteIdentity, withFatalPages } from '@/features/system';
import { TournamentList, tournamentsQuery } from '@/features/tournaments';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { loadLocales } from '@/lib/i18n';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';
import { isPlayerShellRender } from '@/lib/routing/player-shell';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo';

type Props = PageProps<'/[locale]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.home(), namespace: 'HomePage' });
}

/** Home: CMS hero banners, a rail per game-hall category, running tournaments; Organization JSON-LD. */
async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const shell = isPlayerShellRender(); // a signed-in page without the player (lib/routing/player-shell.ts)
  const [t, site, banners, categories, tournaments, cms, account, providers, { defaultLocale }, guestDemo] = await Promise.all([
    getTranslations('HomePage'),
    siteIdentity(locale),
    loadCmsBanners(locale, HOME_BANNER_POSITION),
    optional(client.fetchQuery(gameCategoriesQuery(RAIL_SIZE, api)), []),
    optional(client.fetchQuery(tournamentsQuery('active', 6, api)), []),
    getCmsConfig(locale),
    shell ? null : optional(readAccount(api), null),
    optional(client.fetchQuery(gameProvidersQuery(api)), []),
    loadLocales(),
    guestDemoAllowed(api),
  ]);
  const tile = tileConfig(cms.games.gameItem, shell || isSignedIn(account), providers, guestDemo);
  const rails = categories.filter((c) => c.games.items.length > 0);

  return (
    <Container className="py-6 md:py-8">
      <JsonLdScript data={[organizationJsonLd({ name: site.name, url: site.origin }), websiteJsonLd({ name: site.name, url: site.origin, inLanguage: locale })]} />
      <h1 className="sr-only">{t('title')}</h1>
      {/* Each part hydrates in a task of its own (HydrateApart): no single long hydration task. */}
      <HydrateApart>
        <HeroBanners banners={banners} label={t('banners')} />
      </HydrateApart>
      {rails.length > 0 ? (
        rails.map((category) => (
          <HydrateApart key={category.sysname}>
            <GameRail category={category} defaultLocale={defaultLocale} tile={tile} />
          </HydrateApart>
        ))
      ) : (
        <EmptyState title={t('noGames')} />
      )}
      <HydrateApart>
        <Section
          id="tournaments"
          title={t('tournaments')}
          action={
            <LocalLink href={paths.tournaments()} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
              {t('allTournaments')}
            </LocalLink>
          }
        >
          {tournaments.length > 0 ? <TournamentList tournaments={tournaments} /> : <EmptyState title={t('noTournaments')} />}
        </Section>
      </HydrateApart>
    </Container>
  );
}

export default withFatalPages(HomePage);
