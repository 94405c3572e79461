import { isSignedIn, readAccount } from '@/features/account';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { catalogueProviders, gameCategoriesQuery, GamehallView, gameProvidersQuery, hallHref, readHallSort } from '@/features/games';
import { localeHref, optional, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { isPlayerShellRender } from '@/lib/routing/player-shell';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { readGamehallQuery, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/gamehall'>;

const toSearch = (query: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const page = readPage((await searchParams).page);
  return pageMetadata({ locale, path: hallHref({ category: null, providers: [], sort: 'priority' }, page), namespace: 'GamehallPage' });
}

/** /gamehall: every game, filtered by ?providers=a,b and sorted by ?sort=; ?category=x → /gamehall/x. */
async function GamehallPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { category, providers } = readGamehallQuery(toSearch(query));
  const sort = readHallSort(query.sort);
  // SPEC §2: a category may also come as ?category=…; its page is /gamehall/{category}.
  if (category) redirect(await localeHref(hallHref({ category, providers, sort }), locale));
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const shell = isPlayerShellRender(); // a signed-in page without the player (lib/routing/player-shell.ts)
  const [t, cms, account, categories, allProviders] = await Promise.all([
    getTranslations('GamehallPage'),
    getCmsConfig(locale),
    shell ? null : optional(readAccount(api), null),
    required(client.fetchQuery(gameCategoriesQuery(0, api))),
    optional(client.fetchQuery(gameProvidersQuery(api)), []),
  ]);

  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      <GamehallView
        name={t('title')}
        filter={{ category: null, providers: catalogueProviders(providers, allProviders), sort }}
        page={readPage(query.page)}
        categories={categories}
        providers={allProviders}
        gameItem={cms.games.gameItem}
        signedIn={shell || isSignedIn(account)}
        api={api}
      />
    </Container>
  );
}

export default withFatalPages(GamehallPage);
