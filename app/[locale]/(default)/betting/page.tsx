import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/button';
import { Container } from '@/components/container';
import { gamesQuery } from '@/features/games';
import { EmptyState, LocalLink, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/betting'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.betting(), namespace: 'BettingPage' });
}

/** /betting: the sportsbook entry, looked up in the catalogue as the game of type betting. */
async function BettingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, sportsbook] = await Promise.all([
    getTranslations('BettingPage'),
    required(makeQueryClient().fetchQuery(gamesQuery({ types: ['betting'], count: 1 }, api))),
  ]);
  const game = sportsbook.items[0];
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('description')} />
      {game ? (
        <LocalLink href={paths.game(game.sysname)} className={buttonVariants({ size: 'lg' })}>
          {t('open')}
        </LocalLink>
      ) : (
        <EmptyState title={t('unavailable')} />
      )}
    </Container>
  );
}

export default withFatalPages(BettingPage);
