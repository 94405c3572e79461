import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { CategoryNav, gameCategoriesQuery, GameGrid, GameRail, GAMEHALL_PAGE_SIZE, gamesQuery, RAIL_SIZE } from '@/features/games';
import { EmptyState, LocalLink, localeHref, PageHeader, pageMetadata, Pagination, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths, readGamehallQuery, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/gamehall'>;

const toSearch = (query: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.gamehall(), namespace: 'GamehallPage' });
}

/** /gamehall: a rail per category; with ?providers=a,b a paged grid of those providers' games; ?category=x → /gamehall/x. */
async function GamehallPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { category, providers } = readGamehallQuery(toSearch(query));
  // SPEC §2: a category may also come as ?category=…; its page is /gamehall/{category}.
  if (category) redirect(await localeHref(paths.gamehall({ category, providers }), locale));
  const page = readPage(query.page);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, categories, filtered] = await Promise.all([
    getTranslations('GamehallPage'),
    required(client.fetchQuery(gameCategoriesQuery(RAIL_SIZE, api))),
    providers.length > 0
      ? required(client.fetchQuery(gamesQuery({ providers, count: GAMEHALL_PAGE_SIZE, offset: (page - 1) * GAMEHALL_PAGE_SIZE }, api)))
      : null,
  ]);
  const rails = categories.filter((c) => c.games.items.length > 0);

  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      <CategoryNav categories={categories} providers={providers} />
      {filtered ? (
        <>
          <p className="mb-4 text-sm text-(--muted)">
            {t('providers', { providers: providers.join(', ') })} ·{' '}
            <LocalLink href={paths.gamehall()} className="underline">
              {t('clearProviders')}
            </LocalLink>
          </p>
          {filtered.items.length > 0 ? <GameGrid games={filtered.items} /> : <EmptyState title={t('empty')} />}
          <Pagination basePath={paths.gamehall({ providers })} page={page} hasNext={page * GAMEHALL_PAGE_SIZE < filtered.total} />
        </>
      ) : rails.length > 0 ? (
        rails.map((rail) => <GameRail key={rail.sysname} category={rail} />)
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </Container>
  );
}

export default withFatalPages(GamehallPage);
