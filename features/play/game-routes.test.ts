import { describe, expect, it } from 'vitest';
import { balanceRefreshInterval, canRefreshOnClick, DEFAULT_BALANCE_REFRESH } from '@/features/cashier';
import { isChatBadgeVisible } from '@/features/shell';
import { matchRoute, paths } from '@/lib/routing';

// Where the game frame is shown, the shell hides the chat badge and the header balance is left to
// rounds and pushes (SPEC §2, §4).
const settings = { ...DEFAULT_BALANCE_REFRESH, isEnabledInterval: true, isEnabledRequestsAfterClick: true };
const refreshes = (pathname: string) => balanceRefreshInterval({ settings, signedIn: true, pathname, now: 0, activeSince: 0 }) !== false;

describe('game routes', () => {
  it('hide the chat badge on the game page and the sportsbook (route names, locale suffix removed)', () => {
    expect(isChatBadgeVisible('game-sysname___ar')).toBe(false);
    for (const path of [paths.game('sun-temple-riches'), paths.betting()]) {
      expect(isChatBadgeVisible(matchRoute(path)?.names), path).toBe(false);
    }
    expect(isChatBadgeVisible(matchRoute(paths.profile('bets/history'))?.names)).toBe(true);
  });

  it('suspend balance refreshes (interval and click) on game pages only', () => {
    expect(refreshes('/game/sun-temple-riches')).toBe(false);
    expect(refreshes('/es-ES/game/sun-temple-riches')).toBe(false);
    expect(canRefreshOnClick({ settings, signedIn: true, pathname: '/game/sun-temple-riches', now: 0 }, null)).toBe(false);
    expect(refreshes('/profile/bets/history')).toBe(true);
  });
});
