import { describe, expect, it } from 'vitest';
import { choosePlayView, type PlayInput } from './mode';

const guest: PlayInput = { signedIn: false, demoAvailable: true, requested: null, zeroBalanceAllowed: false, playable: 0 };
const player: PlayInput = { ...guest, signedIn: true, playable: 25 };

describe('choosePlayView', () => {
  it('gives guests the demo, or a sign-in prompt when the game has none', () => {
    expect(choosePlayView(guest)).toEqual({ kind: 'frame', mode: 'demo' });
    expect(choosePlayView({ ...guest, requested: 'real' })).toEqual({ kind: 'frame', mode: 'demo' });
    expect(choosePlayView({ ...guest, demoAvailable: false })).toEqual({ kind: 'sign-in' });
  });

  it('gives players real play, and demo when they choose it and the game has one', () => {
    expect(choosePlayView(player)).toEqual({ kind: 'frame', mode: 'real' });
    expect(choosePlayView({ ...player, requested: 'demo' })).toEqual({ kind: 'frame', mode: 'demo' });
    expect(choosePlayView({ ...player, requested: 'demo', demoAvailable: false })).toEqual({ kind: 'frame', mode: 'real' });
  });

  it('asks a player with an empty balance to deposit unless zero-balance access is on', () => {
    expect(choosePlayView({ ...player, playable: 0 })).toEqual({ kind: 'deposit' });
    expect(choosePlayView({ ...player, playable: 0, zeroBalanceAllowed: true })).toEqual({ kind: 'frame', mode: 'real' });
    expect(choosePlayView({ ...player, playable: 0, requested: 'demo' })).toEqual({ kind: 'frame', mode: 'demo' });
  });
});
