import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/container';
import { CategoryNav, gameCategoriesQuery, GameGrid, GAMEHALL_PAGE_SIZE, gamesQuery } from '@/features/games';
import { EmptyState, PageHeader, pageMetadata, Pagination, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths, readGamehallQuery, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/gamehall/[id]'>;

// Category names for the heading, the nav and the metadata: one request per page view.
const loadCategories = cache(async () => required(makeQueryClient().fetchQuery(gameCategoriesQuery(0, createServerApi(await headers())))));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const category = (await loadCategories().catch(() => [])).find((c) => c.sysname === id);
  return pageMetadata({ locale, path: paths.gamehall({ category: id }), namespace: 'GamehallCategoryPage', values: { category: category?.name ?? id } });
}

/** /gamehall/{category}: that category's games, paged, optionally narrowed to ?providers=a,b. */
async function GamehallCategoryPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { providers } = readGamehallQuery(new URLSearchParams(typeof query.providers === 'string' ? { providers: query.providers } : {}));
  const page = readPage(query.page);
  const categories = await loadCategories();
  const category = categories.find((c) => c.sysname === id);
  if (!category) notFound();
  const api = createServerApi(await headers());
  const filter = { categories: [id], providers: providers.length > 0 ? providers : undefined };
  const [t, games] = await Promise.all([
    getTranslations('GamehallPage'),
    required(makeQueryClient().fetchQuery(gamesQuery({ ...filter, count: GAMEHALL_PAGE_SIZE, offset: (page - 1) * GAMEHALL_PAGE_SIZE }, api))),
  ]);

  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={category.name} />
      <CategoryNav categories={categories} active={id} providers={providers} />
      {games.items.length > 0 ? <GameGrid games={games.items} /> : <EmptyState title={t('empty')} />}
      <Pagination basePath={paths.gamehall({ category: id, providers })} page={page} hasNext={page * GAMEHALL_PAGE_SIZE < games.total} />
    </Container>
  );
}

export default withFatalPages(GamehallCategoryPage);
