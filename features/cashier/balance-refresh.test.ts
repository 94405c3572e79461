import { describe, expect, it } from 'vitest';
import { balanceRefreshInterval, canRefreshOnClick, DEFAULT_BALANCE_REFRESH, isGamePath } from './balance-refresh';

const on = { ...DEFAULT_BALANCE_REFRESH, isEnabledInterval: true, isEnabledRequestsAfterClick: true };
const base = { settings: on, signedIn: true, pathname: '/cashier/wallet', now: 1_000_000, activeSince: 1_000_000 };

describe('balanceRefreshInterval', () => {
  it('is off with the §9 defaults (interval refresh off by default)', () => {
    expect(balanceRefreshInterval({ ...base, settings: DEFAULT_BALANCE_REFRESH })).toBe(false);
  });

  it('refreshes every countSecondsForInterval when enabled', () => {
    expect(balanceRefreshInterval(base)).toBe(10_000);
    expect(balanceRefreshInterval({ ...base, settings: { ...on, countSecondsForInterval: 30 } })).toBe(30_000);
  });

  it('never refreshes for guests or on game pages', () => {
    expect(balanceRefreshInterval({ ...base, signedIn: false })).toBe(false);
    expect(balanceRefreshInterval({ ...base, pathname: '/game/sun-temple' })).toBe(false);
    expect(balanceRefreshInterval({ ...base, pathname: '/pt-BR/game/sun-temple' })).toBe(false);
  });

  it('turns requests off after countMinutesAfterWhichRequestsTurnedOff, unless that is disabled', () => {
    expect(balanceRefreshInterval({ ...base, now: base.activeSince + 5 * 60_000 - 1 })).toBe(10_000);
    expect(balanceRefreshInterval({ ...base, now: base.activeSince + 5 * 60_000 })).toBe(false);
    expect(balanceRefreshInterval({ ...base, settings: { ...on, isEnabledTurnOffRequests: false }, now: base.activeSince + 60 * 60_000 })).toBe(10_000);
  });
});

describe('canRefreshOnClick', () => {
  it('is off with the §9 defaults', () => {
    expect(canRefreshOnClick({ ...base, settings: DEFAULT_BALANCE_REFRESH }, null)).toBe(false);
  });

  it('waits countSecondsForDelayBetweenClick between clicks', () => {
    expect(canRefreshOnClick(base, null)).toBe(true);
    expect(canRefreshOnClick(base, base.now - 999)).toBe(false);
    expect(canRefreshOnClick(base, base.now - 1000)).toBe(true);
  });

  it('never for guests or on game pages', () => {
    expect(canRefreshOnClick({ ...base, signedIn: false }, null)).toBe(false);
    expect(canRefreshOnClick({ ...base, pathname: '/game/x' }, null)).toBe(false);
  });
});

describe('isGamePath', () => {
  it('matches game pages only', () => {
    expect(isGamePath('/game/a')).toBe(true);
    expect(isGamePath('/es-ES/game/a')).toBe(true);
    expect(isGamePath('/gamehall')).toBe(false);
    expect(isGamePath('/games/x/y')).toBe(false);
  });
});
