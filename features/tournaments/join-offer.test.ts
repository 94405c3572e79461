import { describe, expect, it } from 'vitest';
import { joinOffer } from './join-offer';

const player = (is_participant: boolean) => ({ is_participant, points: 0, place: null });

describe('joinOffer', () => {
  it('offers nothing on a finished tournament, to guests, players or participants', () => {
    expect(joinOffer({ status: 'finished', user_info: null })).toBeNull();
    expect(joinOffer({ status: 'finished', user_info: player(false) })).toBeNull();
    expect(joinOffer({ status: 'finished', user_info: player(true) })).toBeNull();
  });

  it.each(['active', 'future'] as const)('offers a %s tournament to a player not in it, sign-in to a guest, nothing to a participant', (status) => {
    expect(joinOffer({ status, user_info: player(false) })).toBe('join');
    expect(joinOffer({ status, user_info: null })).toBe('sign-in');
    expect(joinOffer({ status, user_info: player(true) })).toBeNull();
  });
});
