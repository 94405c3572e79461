import type { GameItemConfig } from '@/lib/cms/types';
import type { Provider } from '@/lib/contract';
import { paths } from '@/lib/routing';

/** How tiles look (CMS game-item config) and whether they carry the favourite toggle. */
export type TileConfig = Pick<GameItemConfig, 'type' | 'contentViewType'> & {
  /** Signed in and the config's canVisibleFavoriteIcon: guests never see the toggle. */
  favourites: boolean;
  /** Tiles link to demo play: a player may always try a game, a guest only where the rule pack allows it (DE: never). */
  demo: boolean;
  /** Provider sysname → display name (games/getProviders). */
  providerNames?: Readonly<Record<string, string>>;
};

export const DEFAULT_TILE: TileConfig = { type: 'vertical', contentViewType: 'imageWithInfo', favourites: false, demo: true };

/**
 * The tile config a page hands its lists: the CMS config, who is looking, the providers' names and
 * whether the rule pack lets guests play demo (protection/getRules `guest_demo`, see guestDemoAllowed).
 */
export function tileConfig(
  gameItem: GameItemConfig,
  signedIn: boolean,
  providers: readonly Pick<Provider, 'sysname' | 'name'>[] = [],
  guestDemo = true,
): TileConfig {
  return {
    type: gameItem.type,
    contentViewType: gameItem.contentViewType,
    favourites: signedIn && gameItem.canVisibleFavoriteIcon,
    demo: signedIn || guestDemo,
    providerNames: Object.fromEntries(providers.map((p) => [p.sysname, p.name])),
  };
}

/** The game page in demo mode (the game page reads `?mode=demo`). */
export const demoPath = (sysname: string) => `${paths.game(sysname)}?mode=demo`;
