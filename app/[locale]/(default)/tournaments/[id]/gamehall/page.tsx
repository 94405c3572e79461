import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/container';
import { DEFAULT_TILE, GameGrid, gameProvidersQuery } from '@/features/games';
import { EmptyState, LocalLink, NotFoundAnswer, notFoundMetadata, optional, PageHeader, pageMetadata, Pagination, required, withFatalPages } from '@/features/system';
import { TOURNAMENT_GAMES_PAGE_SIZE, tournamentGamesQuery, tournamentQuery } from '@/features/tournaments';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { isNumericId, paths, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/tournaments/[id]/gamehall'>;

const loadTournament = cache(async (id: string) =>
  isNumericId(id) ? required(makeQueryClient().fetchQuery(tournamentQuery(Number(id), createServerApi(await headers())))) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const tournament = await loadTournament(id).catch(() => null);
  if (!tournament) return notFoundMetadata(locale);
  return pageMetadata({
    locale,
    path: paths.tournamentGamehall(id),
    namespace: 'TournamentsPage',
    seo: tournament ? { kind: 'tournamentGamehall', values: { title: tournament.title } } : undefined,
  });
}

/** /tournaments/{id}/gamehall: every game that counts in the tournament, 12 a page (SPEC §9). */
async function TournamentGamehallPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const page = readPage((await searchParams).page);
  const tournament = await loadTournament(id);
  if (!tournament) return <NotFoundAnswer />;
  const api = createServerApi(await headers());
  const [t, tp, games, providers] = await Promise.all([
    getTranslations('TournamentGamehallPage'),
    getTranslations('TournamentPage'),
    required(makeQueryClient().fetchQuery(tournamentGamesQuery(tournament.id, page, api))),
    optional(makeQueryClient().fetchQuery(gameProvidersQuery(api)), []),
  ]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader
        title={t('title', { name: tournament.title })}
        eyebrow={
          <LocalLink href={paths.tournament(tournament.id)} className="hover:underline">
            {tournament.title}
          </LocalLink>
        }
      />
      {games.items.length > 0 ? <GameGrid games={games.items} tile={{ ...DEFAULT_TILE, providerNames: Object.fromEntries(providers.map((p) => [p.sysname, p.name])) }} /> : <EmptyState title={tp('noGames')} />}
      <Pagination basePath={paths.tournamentGamehall(tournament.id)} page={page} hasNext={page * TOURNAMENT_GAMES_PAGE_SIZE < games.total} />
    </Container>
  );
}

export default withFatalPages(TournamentGamehallPage);
