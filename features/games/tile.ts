import type { GameItemConfig } from '@/lib/cms/types';
import type { Provider } from '@/lib/contract';
import { paths } from '@/lib/routing';

/** How tiles look (CMS game-item config) and whether they carry the favourite toggle. */
export type TileConfig = Pick<GameItemConfig, 'type' | 'contentViewType'> & {
  /** Signed in and the config's canVisibleFavoriteIcon: guests never see the toggle. */
  favourites: boolean;
  /** Provider sysname → display name (games/getProviders). */
  providerNames?: Readonly<Record<string, string>>;
};

export const DEFAULT_TILE: TileConfig = { type: 'vertical', contentViewType: 'imageWithInfo', favourites: false };

/** The tile config a page hands its lists: the CMS config, who is looking and the providers' names. */
export function tileConfig(gameItem: GameItemConfig, signedIn: boolean, providers: readonly Pick<Provider, 'sysname' | 'name'>[] = []): TileConfig {
  return {
    type: gameItem.type,
    contentViewType: gameItem.contentViewType,
    favourites: signedIn && gameItem.canVisibleFavoriteIcon,
    providerNames: Object.fromEntries(providers.map((p) => [p.sysname, p.name])),
  };
}

/** The game page in demo mode (the game page reads `?mode=demo`). */
export const demoPath = (sysname: string) => `${paths.game(sysname)}?mode=demo`;
