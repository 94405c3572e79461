import { isSignedIn, readAccount } from '@/features/account';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/container';
import { gameProvidersQuery, GameGrid, gamesQuery, guestDemoAllowed, RAIL_SIZE, tileConfig } from '@/features/games';
import { JackpotCard, jackpotsQuery, jackpotWinnersQuery, JackpotWins } from '@/features/jackpots';
import { EmptyState, LocalLink, NotFoundAnswer, notFoundMetadata, optional, PageHeader, pageMetadata, required, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { isNumericId, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/jackpots/[id]'>;

// Jackpots/get lists them all; the page picks its own. One request for metadata and page.
const loadJackpots = cache(async () => {
  const client = makeQueryClient();
  const jackpots = await required(client.fetchQuery(jackpotsQuery(createServerApi(await headers()))));
  return { client, jackpots };
});

const loadJackpot = async (id: string) => (isNumericId(id) ? ((await loadJackpots()).jackpots.find((j) => j.id === Number(id)) ?? null) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const jackpot = await loadJackpot(id).catch(() => null);
  if (!jackpot) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: paths.jackpot(id), namespace: 'JackpotsPage', seo: { kind: 'jackpots', values: { title: jackpot.name } } });
}

/** /jackpots/{id}: one jackpot's live amount, its recent payouts and the games that feed it (games tagged games_tag); an unknown id is a 404. */
async function JackpotPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const jackpot = await loadJackpot(id);
  if (!jackpot) return <NotFoundAnswer />;
  const { client } = await loadJackpots();
  const api = createServerApi(await headers());
  const [t, cms, account, wins, games, providers, guestDemo] = await Promise.all([
    getTranslations('JackpotPage'),
    getCmsConfig(locale),
    optional(readAccount(api), null),
    optional(client.fetchQuery(jackpotWinnersQuery(jackpot.id, undefined, api)), []),
    optional(client.fetchQuery(gamesQuery({ tags: [jackpot.games_tag], count: RAIL_SIZE * 2 }, api)), null),
    optional(client.fetchQuery(gameProvidersQuery(api)), []),
    guestDemoAllowed(api),
  ]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader
        title={jackpot.name}
        eyebrow={
          <LocalLink href={paths.jackpots()} className="hover:underline">
            {t('back')}
          </LocalLink>
        }
      />
      <div className="mb-8 max-w-md">
        <HydrationBoundary state={dehydrate(client, { shouldDehydrateQuery: (q) => q.queryKey[1] === 'list' && q.queryKey[0] === 'jackpots' })}>
          <JackpotCard jackpot={jackpot} linked={false} />
        </HydrationBoundary>
      </div>
      <Section id="wins" title={t('wins')}>
        <JackpotWins wins={wins} caption={t('wins')} />
      </Section>
      <Section id="games" title={t('games')}>
        {games && games.items.length > 0 ? (
          <GameGrid games={games.items} tile={tileConfig(cms.games.gameItem, isSignedIn(account), providers, guestDemo)} />
        ) : (
          <EmptyState title={t('noGames')} />
        )}
      </Section>
    </Container>
  );
}

export default withFatalPages(JackpotPage);
