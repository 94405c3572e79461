import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/button';
import { AuthLink, pickMessages } from '@/features/shell';
import { EmptyState, JsonLdScript, localeHref, required, siteIdentity } from '@/features/system';
import type { Api } from '@/lib/api';
import type { GameItemConfig } from '@/lib/cms/types';
import type { Category, Provider } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { itemListJsonLd } from '@/lib/seo';
import { fetchHallPage, GAMEHALL_PAGE_SIZE, guestDemoAllowed } from '../api';
import { FAVOURITES_CATEGORY, hallHref, type HallFilter } from '../hall';
import { GAMEHALL_CLIENT_NAMESPACES } from '../messages';
import { ContinuePlaying } from './continue-playing';
import { serverLocalize } from '../server-localize';
import { tileConfig } from '../tile';
import { CategoryNav } from './category-nav';
import { GameHall } from './game-hall';

type Props = {
  /** The list's name (page title) for its structured data. */
  name: string;
  filter: HallFilter;
  page: number;
  categories: readonly Pick<Category, 'sysname' | 'name'>[];
  providers: readonly Provider[];
  gameItem: GameItemConfig;
  signedIn: boolean;
  api: Api;
};

/**
 * A game-hall page under its header: category links, then the long list with its first page
 * rendered on the server (crawlers and first paint); further pages load in the browser.
 */
export async function GamehallView({ name, filter, page, categories, providers, gameItem, signedIn, api }: Props) {
  const t = await getTranslations('GamehallPage');
  const tHall = await getTranslations('GameHall');
  const nav = <CategoryNav categories={categories} active={filter.category} providers={filter.providers} sort={filter.sort} favourites={signedIn} />;
  if (filter.category === FAVOURITES_CATEGORY && !signedIn) {
    const signIn = (
      <AuthLink view="authorization" href={await localeHref(paths.signIn())} className={buttonVariants()}>
        {t('signIn')}
      </AuthLink>
    );
    return (
      <>
        {nav}
        <EmptyState title={t('favouritesGuest')} action={signIn} />
      </>
    );
  }
  const offset = (page - 1) * GAMEHALL_PAGE_SIZE;
  const [messages, initial, localize, site, guestDemo] = await Promise.all([
    getMessages(),
    required(fetchHallPage(api, filter, offset)),
    serverLocalize(),
    getLocale().then(siteIdentity),
    signedIn || guestDemoAllowed(api),
  ]);
  const absolute = (path: string) => `${site.origin}${localize(path)}`;
  const list = itemListJsonLd({
    name,
    url: absolute(hallHref(filter, page)),
    startPosition: offset + 1,
    items: initial.items.map((game) => ({ name: game.name, url: absolute(paths.game(game.sysname)) })),
  });
  const names = providers.map(({ sysname, name }) => ({ sysname, name }));
  return (
    <>
      {nav}
      {filter.category === FAVOURITES_CATEGORY ? null : <JsonLdScript data={list} />}
      <NextIntlClientProvider messages={pickMessages(messages, GAMEHALL_CLIENT_NAMESPACES)}>
        <ContinuePlaying signedIn={signedIn} />
        <GameHall
            filter={filter}
            firstPage={page}
            initial={initial}
            providers={names}
            tile={tileConfig(gameItem, signedIn, names, guestDemo)}
            emptyText={filter.category === FAVOURITES_CATEGORY ? t('favouritesEmpty') : t('empty')}
            countText={tHall('count', { shown: initial.items.length, total: initial.total })}
          />
      </NextIntlClientProvider>
    </>
  );
}
