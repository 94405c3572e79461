import { describe, expect, it } from 'vitest';
import { acceptGameMessage, MAX_FRAME_HEIGHT, playUrl, readGameMessage } from './protocol';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const round = { source: 'casino-game', type: 'round', round_id: 'r1', mode: 'real', bet: usd(1), win: usd(0), balance: usd(99) };

describe('playUrl', () => {
  it('builds the game document address', () => {
    expect(playUrl('sun-temple-riches', 'demo', 'pt-BR')).toBe('/games/sun-temple-riches/play?mode=demo&locale=pt-BR');
  });
});

describe('readGameMessage', () => {
  it('reads the four message types', () => {
    expect(readGameMessage({ source: 'casino-game', type: 'ready' })).toEqual({ type: 'ready' });
    expect(readGameMessage({ source: 'casino-game', type: 'insufficient_funds' })).toEqual({ type: 'insufficient_funds' });
    expect(readGameMessage({ source: 'casino-game', type: 'auth_required' })).toEqual({ type: 'auth_required' });
    expect(readGameMessage(round)).toEqual({ type: 'round', round_id: 'r1', mode: 'real', bet: usd(1), win: usd(0), balance: usd(99) });
  });

  it('carries the bonus money of a real round, and drops a malformed or demo one', () => {
    expect(readGameMessage({ ...round, bonus_balance: usd(4.5) })).toMatchObject({ balance: usd(99), bonus_balance: usd(4.5) });
    expect(readGameMessage({ ...round, bonus_balance: { amount: 'x', currency: 'USD' } })).not.toHaveProperty('bonus_balance');
    expect(readGameMessage({ ...round, mode: 'demo', bonus_balance: usd(4.5) })).not.toHaveProperty('bonus_balance');
  });

  it('ignores other sources, unknown types and malformed rounds', () => {
    expect(readGameMessage({ source: 'other', type: 'ready' })).toBeNull();
    expect(readGameMessage({ source: 'casino-game', type: 'jackpot' })).toBeNull();
    expect(readGameMessage({ ...round, balance: { amount: '9', currency: 'USD' } })).toBeNull();
    expect(readGameMessage({ ...round, mode: 'fun' })).toBeNull();
    expect(readGameMessage('ready')).toBeNull();
  });

  it('reads a protection refusal by its reason and ignores a malformed one', () => {
    expect(readGameMessage({ source: 'casino-game', type: 'refused', reason: 'reality_check' })).toEqual({ type: 'refused', reason: 'reality_check' });
    // the UK pack's age check names the missing step and the age; anything else there is dropped
    expect(readGameMessage({ source: 'casino-game', type: 'refused', reason: 'age_verification', step: 'identity', min_age: 18 })).toEqual({ type: 'refused', reason: 'age_verification', step: 'identity', min_age: 18 });
    expect(readGameMessage({ source: 'casino-game', type: 'refused', reason: 'age_verification', step: '<b>', min_age: 'x' })).toEqual({ type: 'refused', reason: 'age_verification' });
    for (const reason of [undefined, 7, '', '<script>', 'x'.repeat(40)]) expect(readGameMessage({ source: 'casino-game', type: 'refused', reason })).toBeNull();
  });

  it('reads the content height a game reports, capped, and ignores a bad one', () => {
    expect(readGameMessage({ source: 'casino-game', type: 'size', height: 812.4 })).toEqual({ type: 'size', height: 812 });
    expect(readGameMessage({ source: 'casino-game', type: 'size', height: 1e9 })).toEqual({ type: 'size', height: MAX_FRAME_HEIGHT });
    for (const height of [0, -5, '800', Number.NaN, undefined]) expect(readGameMessage({ source: 'casino-game', type: 'size', height })).toBeNull();
  });
});

describe('acceptGameMessage', () => {
  const frame = {} as Window;
  const expected = { origin: 'https://casino.test', frame };

  it('accepts a message from the game frame on the same origin', () => {
    expect(acceptGameMessage({ origin: 'https://casino.test', source: frame, data: round }, expected)?.type).toBe('round');
  });

  it('rejects another origin, another window, or no frame', () => {
    expect(acceptGameMessage({ origin: 'https://evil.test', source: frame, data: round }, expected)).toBeNull();
    expect(acceptGameMessage({ origin: 'https://casino.test', source: {} as Window, data: round }, expected)).toBeNull();
    expect(acceptGameMessage({ origin: 'https://casino.test', source: frame, data: round }, { ...expected, frame: null })).toBeNull();
  });
});
