import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { buttonVariants } from '@/components/button';
import { Container } from '@/components/container';
import { DEFAULT_TILE, GameGrid, gameProvidersQuery } from '@/features/games';
import { AuthLink, MessagesScope } from '@/features/shell';
import { EmptyState, JsonLdScript, LocalLink, localeHref, NotFoundAnswer, notFoundMetadata, optional, PageHeader, pageMetadata, required, Section, siteIdentity, withFatalPages } from '@/features/system';
import {
  describeTournament,
  JoinTournament,
  joinOffer,
  tournamentGamesQuery,
  tournamentQuery,
  TOURNAMENTS_CLIENT_NAMESPACES,
  TournamentStandings,
  TournamentSummary,
} from '@/features/tournaments';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { isNumericId, paths } from '@/lib/routing';
import { eventJsonLd } from '@/lib/seo';

type Props = PageProps<'/[locale]/tournaments/[id]'>;

// One request for metadata and page; a malformed or unknown id is null.
const loadTournament = cache(async (id: string) =>
  isNumericId(id) ? required(makeQueryClient().fetchQuery(tournamentQuery(Number(id), createServerApi(await headers())))) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const tournament = await loadTournament(id).catch(() => null);
  if (!tournament) return notFoundMetadata(locale);
  const copy = tournament ? describeTournament(tournament) : null;
  return pageMetadata({
    locale,
    path: paths.tournament(id),
    namespace: 'TournamentsPage',
    image: copy?.image,
    seo: tournament ? { kind: 'tournaments', values: { title: tournament.title, description: copy?.summary } } : undefined,
  });
}

/** /tournaments/{id}: facts, rules, leaderboard and the first games; Event JSON-LD; unknown id → 404. */
async function TournamentPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const tournament = await loadTournament(id);
  if (!tournament) return <NotFoundAnswer />;
  const api = createServerApi(await headers());
  const [t, site, games, providers] = await Promise.all([
    getTranslations('TournamentPage'),
    siteIdentity(locale),
    optional(makeQueryClient().fetchQuery(tournamentGamesQuery(tournament.id, 1, api)), null),
    optional(makeQueryClient().fetchQuery(gameProvidersQuery(api)), []),
  ]);
  const { summary, image } = describeTournament(tournament);
  const offer = joinOffer(tournament);
  const event = eventJsonLd({
    name: tournament.title,
    url: `${site.origin}${paths.tournament(tournament.id)}`,
    startDate: tournament.start_at,
    endDate: tournament.end_at,
    description: summary,
    image,
    organizer: site.name,
  });

  return (
    // a finished tournament renders no client leaf (final standings, no join): none of their messages
    <MessagesScope namespaces={tournament.status === 'finished' ? [] : TOURNAMENTS_CLIENT_NAMESPACES}>
      <Container className="py-6 md:py-8">
        <JsonLdScript data={event} />
        <PageHeader
          title={tournament.title}
          eyebrow={
            <LocalLink href={paths.tournaments()} className="hover:underline">
              {t('back')}
            </LocalLink>
          }
        />
        <TournamentSummary tournament={tournament} providerName={providers.find((p) => p.sysname === tournament.provider)?.name} />
        {offer === 'join' ? (
          <div className="mb-8">
            <JoinTournament tournamentId={tournament.id} />
          </div>
        ) : null}
        {offer === 'sign-in' ? (
          <p className="mb-8">
            <AuthLink view="authorization" href={await localeHref(paths.signIn())} className={buttonVariants({ size: 'lg' })}>
              {t('signInToJoin')}
            </AuthLink>
          </p>
        ) : null}
        <TournamentStandings tournament={tournament} />
        <Section
          id="games"
          title={t('gamesTitle')}
          action={
            <LocalLink href={paths.tournamentGamehall(tournament.id)} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
              {t('allGames')}
            </LocalLink>
          }
        >
          {games && games.items.length > 0 ? <GameGrid games={games.items} tile={{ ...DEFAULT_TILE, providerNames: Object.fromEntries(providers.map((p) => [p.sysname, p.name])) }} /> : <EmptyState title={t('noGames')} />}
        </Section>
      </Container>
    </MessagesScope>
  );
}

export default withFatalPages(TournamentPage);
