import { isSignedIn, readAccount } from '@/features/account';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/container';
import { catalogueProviders, categoryTitleWith, FAVOURITES_CATEGORY, gameCategoriesQuery, GamehallView, gameProvidersQuery, HALL_TITLES_NAMESPACE, hallHref, readHallSort } from '@/features/games';
import { NotFoundAnswer, notFoundMetadata, optional, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { makeQueryClient } from '@/lib/query';
import { readGamehallQuery, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/gamehall/[id]'>;

// Category names for the heading, the nav and the metadata: one request per page view.
const loadCategories = cache(async () => required(makeQueryClient().fetchQuery(gameCategoriesQuery(0, createServerApi(await headers())))));

async function categoryName(id: string): Promise<string | null> {
  if (id === FAVOURITES_CATEGORY) return (await getTranslations('GamehallPage'))('favourites');
  const category = (await loadCategories()).find((c) => c.sysname === id);
  return category ? categoryTitleWith(await getTranslations(HALL_TITLES_NAMESPACE))(category) : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const page = readPage((await searchParams).page);
  const name = await categoryName(id).catch(() => null);
  if (!name) return notFoundMetadata(locale);
  return pageMetadata({
    locale,
    path: hallHref({ category: id, providers: [], sort: 'priority' }, page),
    namespace: 'GamehallCategoryPage',
    values: { category: name },
    noindex: id === FAVOURITES_CATEGORY,
  });
}

/** /gamehall/{category}: that category's games (or the player's favourites), filtered by ?providers=a,b, sorted by ?sort=. */
async function GamehallCategoryPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { providers } = readGamehallQuery(new URLSearchParams(typeof query.providers === 'string' ? { providers: query.providers } : {}));
  const name = await categoryName(id);
  if (!name) return <NotFoundAnswer />;
  const api = createServerApi(await headers());
  const [cms, account, categories, allProviders] = await Promise.all([
    getCmsConfig(locale),
    optional(readAccount(api), null),
    loadCategories(),
    optional(makeQueryClient().fetchQuery(gameProvidersQuery(api)), []),
  ]);

  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={name} />
      <GamehallView
        name={name}
        filter={{ category: id, providers: catalogueProviders(providers, allProviders), sort: readHallSort(query.sort) }}
        page={readPage(query.page)}
        categories={categories}
        providers={allProviders}
        gameItem={cms.games.gameItem}
        signedIn={isSignedIn(account)}
        api={api}
      />
    </Container>
  );
}

export default withFatalPages(GamehallCategoryPage);
