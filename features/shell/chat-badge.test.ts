import { isChatBadgeVisible, stripRouteLocale } from './chat-badge';

describe('isChatBadgeVisible', () => {
  it.each(['betting', 'game-sysname', 'game-index-sysname', 'betting___en-US', 'game-sysname___ar', 'game-index-sysname__pt-BR'])(
    'hides the badge on %s',
    (name) => expect(isChatBadgeVisible(name)).toBe(false),
  );

  it.each(['index', 'gamehall', 'promotions___es-ES', 'betting-rules', 'cashier-index-deposit', null, undefined])(
    'shows the badge on %s',
    (name) => expect(isChatBadgeVisible(name)).toBe(true),
  );

  it('checks every name of a route (aliases)', () => {
    expect(isChatBadgeVisible(['game-sysname', 'game-index-item'])).toBe(false);
    expect(isChatBadgeVisible(['offers-id'])).toBe(true);
  });
});

describe('stripRouteLocale', () => {
  it('removes only a trailing locale suffix', () => {
    expect(stripRouteLocale('game-sysname___en')).toBe('game-sysname');
    expect(stripRouteLocale('game-sysname')).toBe('game-sysname');
  });
});
