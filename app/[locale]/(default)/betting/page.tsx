import { isSignedIn, readAccount } from '@/features/account';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { cashierKeys, pickBalances } from '@/features/cashier';
import { gameQuery } from '@/features/games';
import { GameFrame, PlayMessages } from '@/features/play';
import { EmptyState, optional, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/betting'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.betting(), namespace: 'BettingPage' });
}

/**
 * /betting: the sportsbook, the catalogue game named by the CMS (`games.sportsbookSysname`), in the
 * game frame: real money for players; guests see the events (demo mode) with a sign-in notice.
 */
async function BettingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const cms = await getCmsConfig(locale);
  const [t, sportsbook, account] = await Promise.all([
    getTranslations('BettingPage'),
    required(makeQueryClient().fetchQuery(gameQuery(cms.games.sportsbookSysname, api))),
    optional(readAccount(api), null),
  ]);
  const player = isSignedIn(account) ? account : null;
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('description')} />
      {sportsbook ? (
        <PlayMessages>
          <GameFrame
            game={{ sysname: sportsbook.sysname, name: sportsbook.name }}
            demoAvailable
            signedIn={player !== null}
            balances={player ? pickBalances(player) : null}
            balanceKey={cashierKeys.balance()}
            zeroBalanceAllowed
            fullScreen={cms.games.gameItem.visibleFullScreen}
            variant="sportsbook"
          />
        </PlayMessages>
      ) : (
        <EmptyState title={t('unavailable')} />
      )}
    </Container>
  );
}

export default withFatalPages(BettingPage);
