import { isSignedIn, readAccount } from '@/features/account';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/container';
import { cashierKeys, pickBalances } from '@/features/cashier';
import { GameDetails, GameGrid, gameProvidersQuery, gameQuery, gamesQuery, providerDisplayName, tileConfig } from '@/features/games';
import { WageringProgress } from '@/features/bonuses';
import { GameFrame, PlayMessages } from '@/features/play';
import { HydrateApart, JsonLdScript, NotFoundAnswer, notFoundMetadata, optional, PageHeader, pageMetadata, required, Section, siteIdentity, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { isValidSysname, paths } from '@/lib/routing';
import { gameJsonLd } from '@/lib/seo';

type Props = PageProps<'/[locale]/game/[sysname]'>;

const loadGame = cache(async (sysname: string) =>
  isValidSysname(sysname) ? required(makeQueryClient().fetchQuery(gameQuery(sysname, createServerApi(await headers())))) : null,
);

// The catalogue's providers, read once per request for the title and the page body (players see a
// provider's name, never its sysname); the transport caches this visitor-independent read too.
const loadProviders = cache(async () => optional(makeQueryClient().fetchQuery(gameProvidersQuery(createServerApi(await headers()))), []));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sysname } = await params;
  // the title names the provider as the page does (its name, not its sysname); without the catalogue, the sysname
  const [game, providers] = await Promise.all([loadGame(sysname).catch(() => null), loadProviders().catch(() => [])]);
  if (!game) return notFoundMetadata(locale);
  return pageMetadata({
    locale,
    path: paths.game(sysname),
    namespace: 'GamePage',
    values: { name: game?.name ?? sysname },
    image: game?.image ?? undefined,
    seo: game ? { kind: 'game', values: { title: game.name, provider: providerDisplayName(providers, game.provider) } } : undefined,
  });
}

/**
 * /game/{sysname}: the game in its frame (real or demo mode per the session and the game-item
 * config), its crawlable facts, more from its provider; VideoGame JSON-LD.
 */
async function GamePage({ params, searchParams }: Props) {
  const { locale, sysname } = await params;
  const { mode } = await searchParams;
  setRequestLocale(locale);
  const game = await loadGame(sysname);
  if (!game) return <NotFoundAnswer />;
  const api = createServerApi(await headers());
  const [t, site, more, account, cms, providers, rules] = await Promise.all([
    getTranslations('GamePage'),
    siteIdentity(locale),
    optional(makeQueryClient().fetchQuery(gamesQuery({ providers: [game.provider], count: 7 }, api)), null),
    optional(readAccount(api), null),
    getCmsConfig(locale),
    loadProviders(),
    // the operator's rule pack: DE allows no demo play for guests
    optional(api.call('protection/getRules'), null),
  ]);
  const player = isSignedIn(account) ? account : null;
  // Players see the provider's name, never its sysname.
  const providerName = providerDisplayName(providers, game.provider);
  const tile = tileConfig(cms.games.gameItem, player !== null, providers, rules?.guest_demo ?? true);
  const sportsbook = game.type === 'betting';
  const others = (more?.items ?? []).filter((g) => g.sysname !== game.sysname).slice(0, 6);
  const url = `${site.origin}${paths.game(game.sysname)}`;
  return (
    <Container className="py-6 md:py-8">
      <JsonLdScript data={gameJsonLd({ name: game.name, url, image: game.image ? new URL(game.image, site.origin).toString() : undefined, provider: providerName, genre: game.type })} />
      <PageHeader title={game.name} />
      <PlayMessages>
        <GameFrame
          game={{ sysname: game.sysname, name: game.name }}
          demoAvailable={game.has_demo || sportsbook}
          signedIn={player !== null}
          balances={player ? pickBalances(player) : null}
          balanceKey={cashierKeys.balance()}
          zeroBalanceAllowed={cms.games.gameItem.canAccessSlotWithZeroBalance || sportsbook}
          fullScreen={cms.games.gameItem.visibleFullScreen}
          variant={sportsbook ? 'sportsbook' : 'game'}
          initialMode={mode === 'demo' ? 'demo' : null}
          guestDemo={rules?.guest_demo ?? true}
        />
      </PlayMessages>
      {player && !sportsbook ? (
        <div className="mt-3">
          <WageringProgress variant="game" />
        </div>
      ) : null}
      {/* Below the frame, each in a hydration task of its own (HydrateApart). */}
      <HydrateApart>
        <div className="mt-8">
          <GameDetails game={game} providerName={providerName} />
        </div>
      </HydrateApart>
      {others.length > 0 ? (
        <div className="mt-10">
          <Section id="more" title={t('more', { provider: providerName })}>
            <GameGrid games={others} tile={tile} />
          </Section>
        </div>
      ) : null}
    </Container>
  );
}

export default withFatalPages(GamePage);
